#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "unfair/universes.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

namespace Foulplay::Core::Unfair {

struct PlayerState {
    Decimal countingNumber = Decimal::fromInt(5); // CN
    Decimal raisingNumber = Decimal::fromInt(1);  // RN
    bool mentioned = false;                       // a statement naming the player has run

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

// Every player's state, indexed like the program's players. Only a player a
// statement has named has a state of its own; the others have the initial
// numbers. A program that names a million players keeps four bytes for each
// until they play.
class PlayerStates {
public:
    std::size_t size() const { return m_slots.size(); }
    // players players, all with the initial numbers.
    void reset(std::size_t players)
    {
        m_slots.assign(players, Initial);
        m_kept.clear();
    }
    const PlayerState &operator[](std::size_t player) const
    {
        const std::uint32_t slot = m_slots[player];
        return slot == Initial ? initial() : m_kept[slot];
    }
    // The player's own state, which it gets now if it had none. References
    // to states stay valid as other players get theirs.
    PlayerState &operator[](std::size_t player)
    {
        std::uint32_t &slot = m_slots[player];
        if (slot == Initial) {
            slot = std::uint32_t(m_kept.size());
            m_kept.emplace_back();
        }
        return m_kept[slot];
    }
    // The states of the players that have their own, in no order: what a
    // change of every player's numbers changes.
    std::deque<PlayerState> &own() { return m_kept; }
    std::size_t byteSize() const
    {
        return m_slots.capacity() * sizeof(std::uint32_t) + m_kept.size() * sizeof(PlayerState);
    }

    // Equal when every player's state is, whichever got its own first.
    friend bool operator==(const PlayerStates &a, const PlayerStates &b)
    {
        if (a.size() != b.size())
            return false;
        for (std::size_t player = 0; player < a.size(); ++player) {
            if (!(a[player] == b[player]))
                return false;
        }
        return true;
    }

private:
    static constexpr std::uint32_t Initial = UINT32_MAX;
    static const PlayerState &initial()
    {
        static const PlayerState state;
        return state;
    }

    std::vector<std::uint32_t> m_slots; // per player: its state in m_kept, or Initial
    std::deque<PlayerState> m_kept;
};

// The complete state of an Unfair run: what snapshot() returns and restore()
// takes. A value (copies share the count logs' full chunks); players are
// indexed like Program::players. One thread at a time per copy.
struct State {
    std::uint32_t next = 0; // the statement that runs next
    std::uint64_t tick = 0; // sentences executed so far
    PlayerStates players;
    Universes universes;     // bottom = the actual count first; back() is visible
    bool countReset = false; // the last counting statement reset the visible count
    bool finished = false;   // ended normally (past the last sentence, or input ended)
    std::optional<RuntimeError> error;
    // Ticks that ran a sentence of each kind that may change a value
    // (Count, DeSync, ReSync, FullReset, Define; by StatementKind): a
    // debugger tells from two states whether a value could change between.
    std::array<std::uint64_t, 11> ran{};

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
