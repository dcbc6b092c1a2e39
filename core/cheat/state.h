#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <deque>
#include <vector>

namespace Foulplay::Core::Cheat {

// A player's standing: score, win total (revoked wins taken off) and how
// many wins were revoked so far.
struct PlayerState {
    Decimal score;
    std::int64_t wins = 0;
    std::int64_t revokedWins = 0; // wins taken back because a call caught the winning cheat
    // Slots that set the score, and the wins (perhaps to what they were): a
    // debugger tells from two states whether they could change between.
    std::uint64_t scoreChanges = 0;
    std::uint64_t winsChanges = 0;

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

// An open cheat window: a count by more than 1 that a call can still catch.
struct CheatWindow {
    int cheater = -1;                  // player index
    int statement = -1;                // the counting statement
    std::uint64_t slot = 0;            // the cheating slot
    std::uint64_t lastSlot = 0;        // the last slot in which a call lands (saturated)
    Decimal amount;                    // what the cheater counted by
    bool winning = false;              // the count won; a catch revokes that win
    std::vector<Decimal> preWinScores; // winning: every player's score just before the count

    friend bool operator==(const CheatWindow &, const CheatWindow &) = default;
};

// What a statement did the last time it ran, which is always within the
// last turn (the statements' slots before the current one): what past
// matchers ("counted", "won", ...) read.
struct SlotRecord {
    bool acted = false;
    bool won = false; // a winning count whose win was not revoked

    friend bool operator==(const SlotRecord &, const SlotRecord &) = default;
};

enum class RunStatus : std::uint8_t { Running, Finished, Error };

// The complete state of a Cheat run, given the program.
struct State {
    std::uint64_t tick = 0;     // slots run so far = the next slot's number
    bool actedThisTurn = false; // some statement acted in the current turn
    RunStatus status = RunStatus::Running;
    std::optional<RuntimeError> error;
    std::vector<PlayerState> players; // in order of first appearance
    std::deque<CheatWindow> windows;  // open windows, oldest first
    std::vector<SlotRecord> lastRuns; // per statement: its most recent slot

    friend bool operator==(const State &, const State &) = default;
};

// The engine's complete state as a value: restore() it into an engine built
// from the same program to continue exactly from here.
struct Snapshot {
    State state;

    // Approximate heap size, for the debugger's memory budget.
    std::size_t byteSize() const;

    friend bool operator==(const Snapshot &, const Snapshot &) = default;
};

} // namespace Foulplay::Core::Cheat
