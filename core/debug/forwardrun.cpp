// ForwardRun: the commands that run forward and their slices.
#include "debug/runfamilies.h"

#include "debug/debugworker.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

ForwardRun::ForwardRun(RunContext &context)
    : m_context(context)
{
}

void ForwardRun::run(Command command)
{
    if (!m_context.beginCommand(command) || m_context.refuseWhenFinished())
        return;
    startForward(Goal::None);
}

void ForwardRun::restart(Command command)
{
    if (!m_context.beginCommand(command))
        return;
    m_context.resetHits();
    m_context.restoreNear(0, false);
    m_context.forgetResult();
    startForward(Goal::None);
}

void ForwardRun::startForward(Goal goal, bool ignoreBreakpoints)
{
    m_context.plan().mode = Mode::Forward;
    m_context.plan().goal = goal;
    m_context.plan().goalEventSeen = false;
    m_context.plan().ignoreBreakpoints = ignoreBreakpoints;
    m_context.plan().resume = Resume::Forward;
    m_context.applyMarks();
    m_context.restartPacing();
    m_context.restartKeyframeClock();
    m_context.restartPublishClock();
    m_context.reportState(State::Running);
    m_context.queueSlice();
}

void ForwardRun::runToValueChange(const QString &value, Command command)
{
    if (!m_context.beginCommand(command) || m_context.refuseWhenFinished())
        return;
    if (!m_context.setNavigation(value)) {
        m_context.endRun(DebugStopReason::Step); // nothing to look for: stay
        return;
    }
    m_context.plan().navigateValue = true;
    startForward(Goal::None);
}

bool ForwardRun::stepOnce()
{
    m_context.plan().mode = Mode::Forward;
    m_context.applyMarks();
    const StopReason reason = m_context.stepEngine();
    m_context.recordKeyframe();
    if (reason == StopReason::InputNeeded) {
        m_context.plan().resume = Resume::Step;
        m_context.waitForInput();
        return false;
    }
    if (reason == StopReason::Finished || reason == StopReason::Error || reason == StopReason::StepLimit) {
        m_context.endProgram();
        return false;
    }
    return true;
}

void ForwardRun::stepTick(Command command)
{
    if (!m_context.beginCommand(command) || m_context.refuseWhenFinished())
        return;
    if (stepOnce())
        m_context.endRun(DebugStopReason::Step);
}

void ForwardRun::stepTurn(Command command)
{
    if (m_context.engine() && !m_context.engine()->capabilities().supportsTurns) {
        stepTick(command);
        return;
    }
    if (!m_context.beginCommand(command) || m_context.refuseWhenFinished())
        return;
    m_context.plan().goalTurn = m_context.engine()->turn() + 1;
    startForward(Goal::TurnStart, true);
}

void ForwardRun::runToEvent(DebugEventKind kind, Command command)
{
    if (!m_context.beginCommand(command) || m_context.refuseWhenFinished())
        return;
    // A navigation, like a turn step: breakpoints do not stop it.
    m_context.plan().goalEvent = kind;
    startForward(Goal::Event, true);
}

void ForwardRun::slice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        std::int64_t waitNs = 0;
        const std::uint64_t due = m_context.ticksDue(waitNs);
        if (due == 0) {
            // Watching speed: sleep (in the event loop) until the next tick is due.
            m_context.publish(false);
            m_context.queueSliceAfter(std::max(1, int(waitNs / 1'000'000)));
            return;
        }
        StopReason reason = StopReason::Step;
        m_context.runEngine(std::min(m_context.ticksAllowed(true), due), reason);
        m_context.notePaced();
        m_context.recordKeyframe();
        if (handleForward(reason))
            return;
        if (clock.nsecsElapsed() >= SliceNs || m_context.interrupted())
            break;
    }
    m_context.publish(false);
    m_context.queueSlice();
}

bool ForwardRun::handleForward(StopReason reason)
{
    if (reason == StopReason::InputNeeded) {
        m_context.waitForInput();
        return true;
    }
    if (endsProgram(reason) || m_context.engine()->finished()) {
        // A value the last tick changed stops there first; going on ends it.
        // So does an event of it, when the engine stopped for it (or for a
        // watched value) before saying the program ended.
        if (m_context.breakpointsActive() && m_context.checkBreakpoints(false, true, endsProgram(reason)))
            m_context.endRun(DebugStopReason::Breakpoint, true);
        else
            m_context.endProgram();
        return true;
    }
    // A run() that ended on its tick budget right before a marked statement
    // counts as stopping there: the next run() would skip it as its first tick.
    if (m_context.checkBreakpoints(m_context.markedNow(true), true)) {
        m_context.endRun(DebugStopReason::Breakpoint);
        return true;
    }
    if (atGoal()) {
        m_context.endRun(DebugStopReason::Step);
        return true;
    }
    return false;
}

bool ForwardRun::atGoal() const
{
    switch (m_context.plan().goal) {
    case Goal::None:
        return false;
    case Goal::TurnStart:
        return m_context.engine()->turn() >= m_context.plan().goalTurn;
    case Goal::Statement:
        return std::find(m_context.plan().goalMarks.begin(), m_context.plan().goalMarks.end(),
                         m_context.engine()->nextStatement())
                   != m_context.plan().goalMarks.end()
               && (m_context.plan().goalThread < 0 || m_context.engine()->nextThread() == m_context.plan().goalThread);
    case Goal::Event:
        return m_context.plan().goalEventSeen;
    }
    return false;
}

} // namespace Foulplay::Core::Debug
