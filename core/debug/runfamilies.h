#pragma once

#include "debug/runcontext.h"

namespace Foulplay::Core::Debug {

// The command families of a DebugWorker, each over the worker's RunContext.
// Internal to core/debug; the worker's thread only.

// Forward runs: continue, restart, the steps forward, run to an event.
class ForwardRun final {
public:
    using Mode = RunPlan::Mode;
    using Goal = RunPlan::Goal;
    using Resume = RunPlan::Resume;
    using State = WorkerState;

    explicit ForwardRun(RunContext &context);

    void run(Command command);
    void restart(Command command);
    void stepTick(Command command);
    void stepTurn(Command command);
    void runToEvent(DebugEventKind kind, Command command);
    // Runs until a tick changes value; other breakpoints do not stop it.
    void runToValueChange(const QString &value, Command command);

    void startForward(Goal goal, bool ignoreBreakpoints = false);
    // Runs one tick as a step (a step, or the head of a step over); false
    // when that ended the run (input, end of program).
    bool stepOnce();
    bool atGoal() const;
    // One slice of a forward run.
    void slice();

private:
    // Handles what run() returned; true when the run ends.
    bool handleForward(StopReason reason);

    RunContext &m_context;
};

// Backward: step back, back a turn, jump to a tick, run back to a breakpoint.
class BackwardRun final {
public:
    using Mode = RunPlan::Mode;
    using Goal = RunPlan::Goal;
    using Resume = RunPlan::Resume;
    using State = WorkerState;

    BackwardRun(RunContext &context, ForwardRun &forward);

    void stepBack(Command command);
    void stepBackTurn(Command command);
    void jumpToTick(std::uint64_t tick, Command command);
    void runBackToBreakpoint(Command command);
    // Runs back to right before the last tick that changed value (or tick
    // 0); other breakpoints do not stop it.
    void runBackToValueChange(const QString &value, Command command);

    void startGoto(std::uint64_t tick, DebugStopReason reason);
    // One slice of a replay to a tick, or of a backward scan.
    void gotoSlice();
    void scanSlice();

private:
    // Starts the backward scan from the current tick (the plan says for what).
    void startScan();
    // Moves a backward scan to the previous keyframe; false when it ended.
    bool nextScanSegment();

    RunContext &m_context;
    ForwardRun &m_forward;
};

// Runs to a statement: step over a jump or loop, run to the cursor.
class StepOver final {
public:
    using Goal = RunPlan::Goal;

    StepOver(RunContext &context, ForwardRun &forward);

    void stepOver(Command command);
    void runToPosition(int program, int line, int column, Command command);

private:
    RunContext &m_context;
    ForwardRun &m_forward;
};

} // namespace Foulplay::Core::Debug
