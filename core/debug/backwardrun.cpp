// BackwardRun: steps back, jumps to a tick (a replay from a keyframe) and
// the backward scan for the previous breakpoint.
#include "debug/runfamilies.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

BackwardRun::BackwardRun(RunContext &context, ForwardRun &forward)
    : m_context(context)
    , m_forward(forward)
{
}

void BackwardRun::stepBackTurn(Command command)
{
    if (!m_context.beginCommand(command))
        return;
    // Unfair: a turn is a tick. Elsewhere: to the start of the previous turn.
    const std::uint64_t turn = m_context.engine()->turn();
    if (!m_context.engine()->capabilities().supportsTurns || turn <= 1) {
        const std::uint64_t tick = m_context.engine()->tick();
        startGoto(m_context.engine()->capabilities().supportsTurns || tick == 0 ? 0 : tick - 1, DebugStopReason::Step);
        return;
    }
    // From the latest keyframe before that turn, run on to its start.
    const std::uint64_t target = turn - 1;
    m_context.forgetResult();
    for (int i = m_context.keyframeAtOrBefore(m_context.engine()->tick()); i >= 0; --i) {
        m_context.restoreKeyframe(i);
        if (m_context.engine()->turn() < target)
            break;
    }
    m_context.plan().goalTurn = target;
    m_forward.startForward(Goal::TurnStart, true);
}

void BackwardRun::stepBack(Command command)
{
    if (!m_context.beginCommand(command))
        return;
    const std::uint64_t tick = m_context.engine()->tick();
    startGoto(tick > 0 ? tick - 1 : 0, DebugStopReason::Step);
}

void BackwardRun::jumpToTick(std::uint64_t tick, Command command)
{
    if (m_context.beginCommand(command))
        startGoto(tick, DebugStopReason::Goto);
}

void BackwardRun::startGoto(std::uint64_t tick, DebugStopReason reason)
{
    m_context.plan().gotoReason = reason;
    m_context.forgetResult();
    m_context.restoreNear(tick, true);
    m_context.plan().target = tick;
    m_context.plan().mode = Mode::Goto;
    m_context.plan().resume = Resume::Goto;
    m_context.applyMarks();
    m_context.reportState(State::Running);
    m_context.restartPublishClock();
    m_context.restartKeyframeClock();
    // Most jumps are a single replay shorter than a slice: finish it now.
    gotoSlice();
}

void BackwardRun::runBackToValueChange(const QString &value, Command command)
{
    if (!m_context.beginCommand(command))
        return;
    if (!m_context.setNavigation(value)) {
        m_context.endRun(DebugStopReason::Step); // nothing to look for: stay
        return;
    }
    m_context.plan().navigateValue = true;
    startScan();
}

void BackwardRun::runBackToBreakpoint(Command command)
{
    if (!m_context.beginCommand(command))
        return;
    startScan();
}

void BackwardRun::startScan()
{
    m_context.plan().scanOrigin = m_context.engine()->tick();
    if (m_context.plan().scanOrigin == 0) {
        m_context.endRun(DebugStopReason::Start);
        return;
    }
    m_context.forgetResult();
    if (!m_context.plan().navigateValue && !m_context.anyBreakpointEnabled()) {
        // No breakpoint to find: the start, without replaying the whole run.
        m_context.plan().mode = Mode::Goto;
        m_context.plan().gotoReason = DebugStopReason::Start;
        m_context.plan().target = 0;
        m_context.restoreNear(0, true);
        m_context.reportState(State::Running);
        gotoSlice();
        return;
    }
    m_context.plan().scanKeyframe = m_context.keyframeAtOrBefore(m_context.plan().scanOrigin - 1);
    m_context.plan().target = m_context.plan().scanOrigin;
    // From the keyframe to here nothing a breakpoint looks for may have run:
    // on to the segments before it without replaying this one.
    const bool quiet =
        m_context.activeSet().quietBetween(*m_context.engine(), m_context.keyframeState(m_context.plan().scanKeyframe),
                                           nullptr);
    m_context.restoreKeyframe(m_context.plan().scanKeyframe);
    m_context.plan().mode = Mode::Scan;
    m_context.applyMarks();
    m_context.reportState(State::Running);
    m_context.restartPublishClock();
    if (quiet && !nextScanSegment())
        return;
    m_context.queueSlice();
}

void BackwardRun::gotoSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        if (m_context.engine()->tick() > m_context.plan().target)
            m_context.restoreNear(m_context.plan().target, false);
        if (m_context.engine()->tick() == m_context.plan().target) {
            if (m_context.engine()->finished())
                m_context.endProgram();
            else
                m_context.endRun(m_context.plan().gotoReason);
            return;
        }
        StopReason reason = StopReason::Step;
        m_context.runEngine(std::min(m_context.runLength(), m_context.plan().target - m_context.engine()->tick()),
                            reason);
        m_context.recordKeyframe();
        if (reason == StopReason::InputNeeded) {
            m_context.waitForInput();
            return;
        }
        if (endsProgram(reason)) {
            m_context.endProgram();
            return;
        }
        if (clock.nsecsElapsed() >= SliceNs || m_context.interrupted())
            break;
    }
    m_context.publish(false);
    m_context.queueSlice();
}

void BackwardRun::scanSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        if (m_context.engine()->tick() >= m_context.plan().target || m_context.engine()->finished()) {
            if (!nextScanSegment())
                return;
            continue;
        }
        StopReason reason = StopReason::Step;
        m_context.runEngine(std::min(m_context.ticksAllowed(true),
                                     m_context.plan().target - m_context.engine()->tick()),
                            reason);
        if (reason == StopReason::InputNeeded
            || (endsProgram(reason) && m_context.engine()->tick() < m_context.plan().target)) {
            // Cannot happen before the origin in a recorded run; end the segment.
            m_context.plan().target = m_context.engine()->tick();
        }
        m_context.scanBreakpoints(m_context.markedNow(false));
        if (clock.nsecsElapsed() >= SliceNs || m_context.interrupted())
            break;
    }
    m_context.publish(false);
    m_context.queueSlice();
}

bool BackwardRun::nextScanSegment()
{
    // The segments before, back to the latest one in which something a
    // breakpoint looks for may have run (a data breakpoint's statements):
    // the others are skipped, a search of 10^9 ticks back is a walk over
    // the keyframes.
    RunPlan &plan = m_context.plan();
    while (!plan.scanFound && plan.scanKeyframe > 0
           && m_context.activeSet().quietBetween(*m_context.engine(), m_context.keyframeState(plan.scanKeyframe - 1),
                                                 m_context.keyframeState(plan.scanKeyframe)))
        --plan.scanKeyframe;
    if (m_context.plan().scanFound || m_context.plan().scanKeyframe <= 0) {
        const std::uint64_t found = m_context.plan().scanFound.value_or(0);
        const DebugStopReason reason =
            m_context.plan().scanFound ? DebugStopReason::Breakpoint : DebugStopReason::Start;
        m_context.reportScanChange();
        m_context.plan().mode = Mode::Goto;
        m_context.plan().gotoReason = reason;
        m_context.plan().target = found;
        m_context.applyMarks();
        m_context.restoreNear(found, true);
        gotoSlice();
        return false;
    }
    const std::uint64_t segmentStart = m_context.keyframeTick(m_context.plan().scanKeyframe);
    --m_context.plan().scanKeyframe;
    m_context.restoreKeyframe(m_context.plan().scanKeyframe);
    m_context.plan().target = segmentStart;
    return true;
}

} // namespace Foulplay::Core::Debug
