#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "unfair/universes.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace Foulplay::Core::Unfair {

struct PlayerState {
    Decimal countingNumber = Decimal::fromInt(5); // CN
    Decimal raisingNumber = Decimal::fromInt(1);  // RN
    bool mentioned = false;                       // a statement naming the player has run

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

// The complete state of an Unfair run: what snapshot() returns and restore()
// takes. A value (copies share the count logs' full chunks); players are
// indexed like Program::players. One thread at a time per copy.
struct State {
    std::uint32_t next = 0; // the statement that runs next
    std::uint64_t tick = 0; // sentences executed so far
    std::vector<PlayerState> players;
    Universes universes;     // bottom = the actual count first; back() is visible
    bool countReset = false; // the last counting statement reset the visible count
    bool finished = false;   // ended normally (past the last sentence, or input ended)
    std::optional<RuntimeError> error;

    Universe visible() const { return universes.back(); }
    Universe actual() const { return universes.front(); }
    // Which live mistake of its origin player universe u is (1 = the oldest);
    // 0 for the bottom universe.
    std::uint64_t mistakeOrdinal(std::size_t u) const { return u < universes.size() ? universes.mistakeOrdinal(u) : 0; }
    // Approximate heap size, for the debugger's memory budget.
    std::size_t byteSize() const;

    friend bool operator==(const State &, const State &) = default;
};

using Snapshot = State;

} // namespace Foulplay::Core::Unfair
