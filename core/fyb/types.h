#pragma once

#include "common/listener.h"

#include <cstdint>

namespace Foulplay::Core::Fyb {

// The original interpreter's limits, the defaults of a battle.
inline constexpr std::uint64_t DefaultMaxTurns = 10'000'000;
inline constexpr std::uint32_t DefaultMaxProcesses = 1023;
// Buffers of more cells than this are kept compact (see Settings::compactAbove).
inline constexpr std::int32_t DefaultCompactAbove = 1 << 18;

// The limits of one battle.
struct Settings {
    // Turns played before the battle is a draw (turns 0 .. maxTurns-1).
    std::uint64_t maxTurns = DefaultMaxTurns;
    // Entries of the process table (dead processes keep theirs); a `:` forks
    // only while the table has fewer entries than this. At least 2.
    std::uint32_t maxProcesses = DefaultMaxProcesses;
    // Whether the fast path may skip whole periods of a periodic battle (the
    // result is the same either way; false is for measuring the interpreter).
    bool detectPeriods = true;
    // A battle whose buffers have more cells than this is played compact,
    // in about two bytes a cell of its longer program: no table of bracket
    // partners (4 bytes a cell; jumps scan the cells like the original,
    // through a small cache of partners found), no checkpoints of the
    // period search (the battle is played out), and untouched cells of the
    // padding take no memory. The result is the same either way (tests
    // lower it to play small battles compact).
    std::int32_t compactAbove = DefaultCompactAbove;

    bool isDefault() const { return maxTurns == DefaultMaxTurns && maxProcesses == DefaultMaxProcesses; }
    friend bool operator==(const Settings &, const Settings &) = default;
};

// One entry of the process table. Programs and buffers are numbered 0 and 1
// (program 1 and program 2 of the spec).
struct Process {
    std::int32_t pp = 0;       // program pointer into the owner's buffer (may be L, see spec)
    std::int32_t dp = 0;       // data pointer into the edited buffer
    std::uint8_t owner = 0;    // 0 or 1
    std::uint8_t defected = 0; // 1: edits its own buffer
    std::uint8_t alive = 1;
    std::uint8_t reserved = 0; // keeps the struct free of padding (compared bytewise)

    // The buffer this process edits.
    int editedBuffer() const { return owner ^ 1 ^ defected; }
    friend bool operator==(const Process &, const Process &) = default;
};

enum class ResultReason { Bomb, Died, Limit };

// How a battle ended. winner: 1 or 2, 0 for a draw. turn: the 0-based turn in
// which it happened, maxTurns for a draw at the limit.
struct Result {
    int winner = 0;
    std::uint64_t turn = 0;
    ResultReason reason = ResultReason::Limit;

    friend bool operator==(const Result &, const Result &) = default;
};

// What happened, for the debugger (see Event).
enum class EventKind {
    Commit,         // `!` wrote value into buffer/cell; bomb: value 14; defect: value 16 (the process defected)
    Uncommit,       // `?` reset mods of buffer/cell to its data (value)
    Fork,           // `:` appended process child (same owner) at cell+1
    ThreadExit,     // a child thread (table index >= 2) ended with `*`
    ProcessDied,    // a program's first thread (process 0 or 1) ended with `*`
    Defect,         // the process toggled its defected flag (`@`, or a commit of `@`); value = new flag
    BombRun,        // the process ran a bomb at cell of its own buffer: its program loses
    Result,         // the battle ended (see result)
    PointerEntered, // a watched cell was entered by a pointer (pointer: 0 = pp, 1 = dp)
};

struct Event {
    EventKind kind = EventKind::Commit;
    std::uint64_t tick = 0; // ticks done before the one that caused the event
    std::uint64_t turn = 0;
    int process = -1; // table index of the acting process
    int program = -1; // its owner, 0 or 1
    int buffer = -1;  // buffer concerned, 0 or 1
    int cell = -1;
    int value = -1;
    bool bomb = false;
    bool defect = false;
    int child = -1;  // Fork: the new process's index
    int pointer = 0; // PointerEntered: 0 program pointer, 1 data pointer
    Result result{}; // Result only
};

// Receives events from an Engine (see Core::Listener).
using EventListener = Listener<Event>;

} // namespace Foulplay::Core::Fyb
