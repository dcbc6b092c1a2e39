#pragma once

#include "common/decimal.h"
#include "common/listener.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace Foulplay::Core::Unfair {

enum class EventKind : std::uint8_t {
    Count,               // player added value (its CN) to every universe taking part
    Reset,               // the visible count reset: player's CN went from previous to value
    CountingNumberReset, // player's CN (previous) passed 100: every CN is 5, player's RN is now value
    DeSync,              // universe (index) was made by player's ordinal-th live mistake, count value
    ReSync,              // player re-synced from other's ordinal-th mistake: universes from
                         // index universe on, `universes` of them, were removed
    FullReset,           // player reset everything
    Jump,                // a jump was taken to statement target
    InputRead,           // value was read (text: as typed)
    OutputWritten,       // text was written
};

// Something a debugger stops on or draws. Fields not listed for a kind are
// left at their defaults.
struct Event {
    EventKind kind = EventKind::Count;
    std::uint64_t tick = 0;      // the tick it happened in (1 = the first sentence)
    std::uint32_t statement = 0; // the statement that made it
    std::uint32_t player = 0;    // player index (Program::players)
    std::uint32_t other = 0;     // ReSync: whose mistake
    Decimal value;
    Decimal previous;
    std::size_t universe = 0;
    std::size_t universes = 0;
    std::uint64_t ordinal = 0;
    std::uint32_t target = 0;
    std::string text;
    // ReSync: each removed universe's newest counts (bottom universe first,
    // oldest count first), the last one its count at the row before the
    // re-sync's: at most MaxRemovedCounts in all, for views that draw them.
    std::vector<std::vector<Decimal>> removedCounts;

    static constexpr std::size_t MaxRemovedCounts = 1024;
};

// Receives an engine's events (see Core::Listener).
using EventListener = Listener<Event>;

} // namespace Foulplay::Core::Unfair
