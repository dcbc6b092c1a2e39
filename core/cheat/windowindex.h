#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace Foulplay::Core::Cheat {

// A queue of slots in one vector: what a cheating statement's open windows
// need. Empty, it holds no memory (a std::deque holds a block even then).
class SlotQueue {
public:
    bool empty() const { return m_head == m_slots.size(); }
    std::size_t size() const { return m_slots.size() - m_head; }
    std::uint64_t front() const { return m_slots[m_head]; }
    void push_back(std::uint64_t slot) { m_slots.push_back(slot); }
    void pop_front()
    {
        if (++m_head == m_slots.size()) {
            clear();
        } else if (m_head >= 64 && 2 * m_head >= m_slots.size()) {
            m_slots.erase(m_slots.begin(), m_slots.begin() + std::ptrdiff_t(m_head));
            m_head = 0;
        }
    }
    void clear()
    {
        m_slots.clear();
        m_head = 0;
    }

private:
    std::vector<std::uint64_t> m_slots;
    std::size_t m_head = 0;
};

// What the open windows (State::windows) need for a slot to cost O(1)
// however many are open; derived from the state, rebuilt on restore(). The
// engine's own bookkeeping: a value, any thread.
struct WindowIndex {
    // Per cheating statement (cheatOf: per statement, its index here, or -1;
    // empty when no statement cheats):
    // its window length in slots, and the slots of its open windows that
    // close (a saturated window never does), oldest first: one statement's
    // windows close in the order they opened.
    struct Cheat {
        std::uint64_t length = 0;
        SlotQueue closing;
    };
    std::vector<int> cheatOf;
    std::vector<Cheat> cheats;
    std::uint64_t length(int statement) const
    {
        const int cheat = cheatOf.empty() ? -1 : cheatOf[std::size_t(statement)];
        return cheat >= 0 ? cheats[std::size_t(cheat)].length : 0;
    }
    // Only for a cheating statement.
    SlotQueue &closing(int statement) { return cheats[std::size_t(cheatOf[std::size_t(statement)])].closing; }
    // Min-heap of (lastSlot, statement) of the queues' first windows; an
    // entry whose queue was emptied by a catch lingers until it comes up.
    std::vector<std::pair<std::uint64_t, int>> expiries;
    std::uint64_t nextExpiry = std::numeric_limits<std::uint64_t>::max();
    std::vector<std::uint64_t> open; // per player: its open windows (empty when nothing cheats)
    // Per player: the latest lastSlot of its open winning windows (0: none).
    // A winning window that closes no later needs no scores kept: an older
    // one stays open as long as it does, so it is never the earliest caught.
    std::vector<std::uint64_t> winningUntil;
    // Per player p: its cheating statements, cheats[cheatsStart[p] .. cheatsStart[p + 1]).
    std::vector<std::uint32_t> cheatsStart;
    std::vector<int> cheatsOf;
    // Windows at the front of State::windows that closed during run() and
    // are erased in one go before anyone can look (so that closing the oldest
    // window does not move every other one, slot after slot).
    std::size_t closedFront = 0;
};

} // namespace Foulplay::Core::Cheat
