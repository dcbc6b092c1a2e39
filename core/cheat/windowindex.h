#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <utility>
#include <vector>

namespace Foulplay::Core::Cheat {

// What the open windows (State::windows) need for a slot to cost O(1)
// however many are open; derived from the state, rebuilt on restore(). The
// engine's own bookkeeping: a value, any thread.
struct WindowIndex {
    // Per statement: its window length in slots, and the slots of its open
    // windows that close (a saturated window never does), oldest first: one
    // statement's windows close in the order they opened.
    std::vector<std::uint64_t> length;
    std::vector<std::deque<std::uint64_t>> closing;
    // Min-heap of (lastSlot, statement) of the queues' first windows; an
    // entry whose queue was emptied by a catch lingers until it comes up.
    std::vector<std::pair<std::uint64_t, int>> expiries;
    std::uint64_t nextExpiry = std::numeric_limits<std::uint64_t>::max();
    std::vector<std::uint64_t> open; // per player: its open windows
    // Per player: the latest lastSlot of its open winning windows (0: none).
    // A winning window that closes no later needs no scores kept: an older
    // one stays open as long as it does, so it is never the earliest caught.
    std::vector<std::uint64_t> winningUntil;
    std::vector<std::vector<int>> cheatsOf; // per player: its cheating statements
    // Windows at the front of State::windows that closed during run() and
    // are erased in one go before anyone can look (so that closing the oldest
    // window does not move every other one, slot after slot).
    std::size_t closedFront = 0;
};

} // namespace Foulplay::Core::Cheat
