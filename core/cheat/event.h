#pragma once

#include "common/decimal.h"
#include "common/listener.h"

#include <cstdint>

namespace Foulplay::Core::Cheat {

// What happened in a slot that a debugger may stop on or draw.
enum class EventKind : std::uint8_t {
    Count,  // player counted by value
    Cheat,  // the count was a cheat: a window opened for windowSlots slots
    Call,   // player called cheat (on target, or on everyone when -1); valid if it caught anyone
    Caught, // player's call caught target; revokedWins of target's wins were revoked
    Win,    // player's count reached 100: player won (value: the win total), scores became 0
    Shout,  // player shouted value
    Ask,    // player asked and read value into their score
    End,    // a whole turn passed without any action: the program ended
};

struct Event {
    std::uint64_t tick = 0; // the slot it happened in
    EventKind kind = EventKind::Count;
    int statement = -1;            // the statement that acted (End: -1)
    int player = -1;               // the acting player (Caught: the caller)
    int target = -1;               // Call: the named target or -1; Caught: the caught cheater
    Decimal value;                 // Count/Cheat: the amount; Shout/Ask: the score
    bool valid = false;            // Call: at least one cheater was caught
    int revokedWins = 0;           // Caught: wins taken back from target
    std::uint64_t windowSlots = 0; // Cheat: slots in which a call lands
};

// Receives the events of a running engine (see Core::Listener).
using EventListener = Listener<Event>;

} // namespace Foulplay::Core::Cheat
