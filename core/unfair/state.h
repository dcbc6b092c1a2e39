#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "unfair/history.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace Foulplay::Core::Unfair {

struct PlayerState {
    Decimal countingNumber = Decimal::fromInt(5); // CN
    Decimal raisingNumber = Decimal::fromInt(1);  // RN
    bool mentioned = false; // a statement naming the player has run

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

struct Universe {
    Decimal count;
    History history; // every count it has had; the last entry is `count`
    // The player whose de-sync made it; none for the bottom (actual) universe.
    std::optional<std::uint32_t> origin;
    std::uint64_t steps = 0; // the de-sync's N ("for N steps"); 0 for the actual universe
    std::uint64_t tick = 0;  // ticks done when the de-sync made it (its own included); 0 for the actual

    friend bool operator==(const Universe &, const Universe &) = default;
};

// The complete state of an Unfair run: what snapshot() returns and restore()
// takes. A value (copies share the histories' full chunks); players are
// indexed like Program::players. One thread at a time per copy.
struct State {
    std::uint32_t next = 0;   // the statement that runs next
    std::uint64_t tick = 0;   // sentences executed so far
    std::vector<PlayerState> players;
    std::vector<Universe> universes; // bottom = the actual count first; back() is visible
    bool countReset = false;  // the last counting statement reset the visible count
    bool finished = false;    // ended normally (past the last sentence, or input ended)
    std::optional<RuntimeError> error;

    const Universe &visible() const { return universes.back(); }
    const Universe &actual() const { return universes.front(); }
    // Which live mistake of its origin player universe u is (1 = the oldest);
    // 0 for the bottom universe.
    std::uint64_t mistakeOrdinal(std::size_t u) const;
    // Approximate heap size, for the debugger's memory budget.
    std::size_t byteSize() const;

    friend bool operator==(const State &, const State &) = default;
};

using Snapshot = State;

} // namespace Foulplay::Core::Unfair
