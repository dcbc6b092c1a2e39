#pragma once

#include "debug/conditionerror.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace Foulplay::Core::Debug {

enum class BreakpointKind {
    Line,  // a source line (column 0) or the statement/cell at line:column
    Label, // Unfair: arriving at `Label name.`
    Tick,  // the given number of ticks done (Unfair sentences, Cheat slots, FYB commands)
    Turn,  // the start of a turn (Cheat, FYB); Unfair: same as Tick
    Event, // a game event of the language
    Data,  // a value changes (forwards: right after the tick; backwards: right before it)
};

// One breakpoint as the user set it. A plain value; any thread.
struct Breakpoint {
    int id = 0; // unique in its model, > 0
    BreakpointKind kind = BreakpointKind::Line;
    bool enabled = true;
    int program = 1;          // FYB: 1 or 2 (Line; PointerEntersCell's buffer)
    int line = 0;             // Line
    int column = 0;           // Line: 0 = every statement on the line
    QString label;            // Label
    std::uint64_t number = 0; // Tick, Turn
    DebugEventKind event{};   // Event: a kind of its language
    int cell = 0;             // Event PointerEntersCell: the cell (0-based)
    QString value;            // Data: the value, as a condition names it ("score(Alice)", "data(2, 7)")
    // Hit count: with N > 0 it stops from the N-th hit on (hits where the
    // condition held); 0 = from the first.
    std::uint64_t hitTarget = 0;
    QString condition;      // empty = always
    std::uint64_t hits = 0; // hits so far in this run (reported by the session)

    friend bool operator==(const Breakpoint &, const Breakpoint &) = default;
};

// One edit of a run's breakpoints, as it travels to the worker: breakpoints
// added, changed (same id, new settings) and removed (by id). A breakpoint
// that is changed keeps its hits; every breakpoint not named keeps its own.
// A changed breakpoint the run does not hold yet is added; removing one it
// does not hold does nothing. With replacesAll, added and changed are the
// run's whole list: every breakpoint they do not name goes.
// revision counts the edits of one front end (1, 2, …). A plain value; any thread.
struct BreakpointDiff {
    QList<Breakpoint> added;
    QList<Breakpoint> changed;
    QList<int> removed;
    bool replacesAll = false;
    std::uint64_t revision = 0;

    bool isEmpty() const { return added.isEmpty() && changed.isEmpty() && removed.isEmpty() && !replacesAll; }
    friend bool operator==(const BreakpointDiff &, const BreakpointDiff &) = default;
};

// A breakpoint the run holds but cannot use as set: its condition does not
// parse with the names of the run's language. The run keeps it and stops at
// it with the error when it is reached; the front end shows it as the
// breakpoint's state. A plain value; any thread.
struct BreakpointRejection {
    int id = 0;
    ConditionError error;

    friend bool operator==(const BreakpointRejection &, const BreakpointRejection &) = default;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::Breakpoint)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::BreakpointDiff)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::BreakpointRejection)
