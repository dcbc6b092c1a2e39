#pragma once

#include "debug/debugengine.h"
#include "debug/debugtypes.h"
#include "debug/valuehistory.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace Foulplay::Core::Debug {

// What the worker's current run is doing: one at a time, replaced whole by
// each command (m_plan = {}), kept while the run waits for input so that it
// can go on. A value.
struct RunPlan {
    enum class Mode { Idle, Forward, Goto, Scan };
    // What ends a forward run besides breakpoints and the program.
    enum class Goal { None, TurnStart, Statement, Event };
    // What to do again when input arrives after InputNeeded.
    enum class Resume { None, Step, Forward, Goto };

    Mode mode = Mode::Idle;
    Goal goal = Goal::None;
    Resume resume = Resume::None;
    bool ignoreBreakpoints = false;
    // A run to the next (or, scanning, the previous) change of one value: the
    // context's navigation set stands in for the breakpoints.
    bool navigateValue = false;
    std::uint64_t goalTurn = 0;       // TurnStart: the turn to reach
    std::vector<CodeIndex> goalMarks; // Statement: the statements to reach
    int goalThread = -1;              // Statement: reached by this FYB thread
    DebugEventKind goalEvent{};       // Event: the kind to stop after
    bool goalEventSeen = false;
    std::uint64_t target = 0;     // Goto: the tick; Scan: the segment end
    std::uint64_t scanOrigin = 0; // Scan: the tick it started from
    int scanKeyframe = -1;
    std::optional<std::uint64_t> scanFound;
    // Scan: when what it found is a data breakpoint's change, which (its
    // stop is the tick before the change).
    std::optional<ValueChange> scanChange;
    int scanChangeId = 0;
    DebugStopReason gotoReason = DebugStopReason::Goto;
};

} // namespace Foulplay::Core::Debug
