// The running half of DebugWorker: slices of forward runs, replays to a tick,
// backward scans, keyframes and publishing.
#include "debug/debugworker.h"

#include <QTimer>

#include <algorithm>

namespace Foulplay::Core::Debug {

namespace {

// A slice returns to the event loop after this long, so halt() and other
// commands are served within a few milliseconds.
constexpr qint64 SliceNs = 4'000'000;
// At most 60 publications a second.
constexpr qint64 PublishMs = 16;

bool endsProgram(StopReason reason)
{
    return reason == StopReason::Finished || reason == StopReason::Error || reason == StopReason::StepLimit;
}

} // namespace

void DebugWorker::queueSlice()
{
    const std::uint64_t generation = m_generation;
    QMetaObject::invokeMethod(
        this, [this, generation] { slice(generation); }, Qt::QueuedConnection);
}

void DebugWorker::slice(std::uint64_t generation)
{
    // A later command replaced this run, or halt() is on its way.
    if (generation != m_generation || m_plan.mode == Mode::Idle || !m_engine || interrupted())
        return;
    applyMarks();
    switch (m_plan.mode) {
    case Mode::Forward:
        forwardSlice();
        break;
    case Mode::Goto:
        gotoSlice();
        break;
    case Mode::Scan:
        scanSlice();
        break;
    case Mode::Idle:
        break;
    }
}

std::uint64_t DebugWorker::ticksAllowed(bool breakpoints) const
{
    std::uint64_t n = m_pacer.runLength();
    const std::uint64_t tick = m_engine->tick();
    if (breakpoints && !m_plan.ignoreBreakpoints)
        n = m_breakpoints.ticksAllowed(*m_engine, n);
    if (m_plan.goal == Goal::TurnStart) {
        if (const std::uint64_t before = m_engine->ticksBeforeTurn(m_plan.goalTurn))
            n = std::min(n, before);
    }
    // Land on the next keyframe's tick exactly when running at the frontier.
    if (!m_timeline.keyframes().empty() && tick >= m_timeline.lastTick()) {
        const std::uint64_t next = m_timeline.lastTick() + m_timeline.interval();
        if (next > tick)
            n = std::min(n, next - tick);
    }
    return std::max<std::uint64_t>(n, 1);
}

void DebugWorker::runEngine(std::uint64_t ticks, StopReason &reason)
{
    m_prevTick = m_engine->tick();
    m_prevTurn = m_engine->turn();
    m_breakpoints.clearEvents();
    QElapsedTimer call;
    call.start();
    reason = m_engine->run(ticks);
    m_pacer.noteRun(m_engine->tick() - m_prevTick, call.nsecsElapsed());
    m_lastTick = std::max(m_lastTick, m_engine->tick());
}

void DebugWorker::forwardSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        std::int64_t waitNs = 0;
        const std::uint64_t due = m_pacer.due(m_paceClock.nsecsElapsed(), waitNs);
        if (due == 0) {
            // Watching speed: sleep (in the event loop) until the next tick is due.
            publish(false);
            const std::uint64_t generation = m_generation;
            const int waitMs = std::max(1, int(waitNs / 1'000'000));
            QTimer::singleShot(waitMs, this, [this, generation] { slice(generation); });
            return;
        }
        StopReason reason = StopReason::Step;
        runEngine(std::min(ticksAllowed(true), due), reason);
        m_pacer.ran(m_engine->tick() - m_prevTick);
        recordKeyframe();
        if (handleForward(reason))
            return;
        if (clock.nsecsElapsed() >= SliceNs || interrupted())
            break;
    }
    publish(false);
    queueSlice();
}

bool DebugWorker::handleForward(StopReason reason)
{
    if (reason == StopReason::InputNeeded) {
        waitForInput();
        return true;
    }
    if (endsProgram(reason)) {
        endProgram();
        return true;
    }
    // A run() that ended on its tick budget right before a marked statement
    // counts as stopping there: the next run() would skip it as its first tick.
    if (checkBreakpoints(markedNow(true), true)) {
        endRun(DebugStopReason::Breakpoint);
        return true;
    }
    if (atGoal()) {
        endRun(DebugStopReason::Step);
        return true;
    }
    return false;
}

bool DebugWorker::atGoal() const
{
    switch (m_plan.goal) {
    case Goal::None:
        return false;
    case Goal::TurnStart:
        return m_engine->turn() >= m_plan.goalTurn;
    case Goal::Statement:
        return std::find(m_plan.goalMarks.begin(), m_plan.goalMarks.end(), m_engine->nextStatement())
                   != m_plan.goalMarks.end()
               && (m_plan.goalThread < 0 || m_engine->nextThread() == m_plan.goalThread);
    case Goal::Event:
        return m_plan.goalEventSeen;
    }
    return false;
}

void DebugWorker::gotoSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        if (m_engine->tick() > m_plan.target)
            restoreNear(m_plan.target, false);
        if (m_engine->tick() == m_plan.target) {
            if (m_engine->finished())
                endProgram();
            else
                endRun(m_plan.gotoReason);
            return;
        }
        StopReason reason = StopReason::Step;
        runEngine(std::min(m_pacer.runLength(), m_plan.target - m_engine->tick()), reason);
        recordKeyframe();
        if (reason == StopReason::InputNeeded) {
            waitForInput();
            return;
        }
        if (endsProgram(reason)) {
            endProgram();
            return;
        }
        if (clock.nsecsElapsed() >= SliceNs || interrupted())
            break;
    }
    publish(false);
    queueSlice();
}

void DebugWorker::scanSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        if (m_engine->tick() >= m_plan.target || m_engine->finished()) {
            if (!nextScanSegment())
                return;
            continue;
        }
        StopReason reason = StopReason::Step;
        runEngine(std::min(ticksAllowed(true), m_plan.target - m_engine->tick()), reason);
        if (reason == StopReason::InputNeeded || (endsProgram(reason) && m_engine->tick() < m_plan.target)) {
            // Cannot happen before the origin in a recorded run; end the segment.
            m_plan.target = m_engine->tick();
        }
        const bool before = m_engine->tick() < m_plan.scanOrigin;
        if (before && checkBreakpoints(markedNow(false), false))
            m_plan.scanFound = m_engine->tick();
        if (clock.nsecsElapsed() >= SliceNs || interrupted())
            break;
    }
    publish(false);
    queueSlice();
}

bool DebugWorker::nextScanSegment()
{
    if (m_plan.scanFound || m_plan.scanKeyframe <= 0) {
        const std::uint64_t found = m_plan.scanFound.value_or(0);
        const DebugStopReason reason = m_plan.scanFound ? DebugStopReason::Breakpoint : DebugStopReason::Start;
        m_plan.mode = Mode::Goto;
        m_plan.gotoReason = reason;
        m_plan.target = found;
        applyMarks();
        restoreNear(found, true);
        gotoSlice();
        return false;
    }
    const std::uint64_t segmentStart = m_timeline.keyframes()[std::size_t(m_plan.scanKeyframe)].tick;
    --m_plan.scanKeyframe;
    restoreKeyframe(m_timeline.keyframes()[std::size_t(m_plan.scanKeyframe)]);
    m_plan.target = segmentStart;
    return true;
}

void DebugWorker::endRun(DebugStopReason reason)
{
    ++m_generation;
    m_plan = {};
    publish(true);
    reportState(m_engine->finished() ? State::Finished : State::Ready);
    Q_EMIT stopped(reason, m_engine->currentLocation());
    finishCommand();
}

void DebugWorker::endProgram()
{
    ++m_generation;
    m_plan = {};
    const DebugResult result = m_engine->result();
    m_result = result;
    publish(true);
    reportState(State::Finished);
    if (result.reason == StopReason::Error)
        Q_EMIT errorRaised(m_engine->currentLocation(), result.error);
    Q_EMIT finished(result);
    finishCommand();
}

void DebugWorker::waitForInput()
{
    // The plan stays: resumeAfterInput() goes on with it.
    ++m_generation;
    m_plan.mode = Mode::Idle;
    publish(true);
    reportState(State::WaitingForInput);
    Q_EMIT inputRequested(m_engine->inputPrompt());
    Q_EMIT stopped(DebugStopReason::InputNeeded, m_engine->currentLocation());
    finishCommand();
}

void DebugWorker::restoreKeyframe(const Keyframe &keyframe)
{
    m_engine->restore(*keyframe.state);
    m_input.setPosition(keyframe.inputPosition);
    m_output.setPosition(keyframe.outputBytes);
}

bool DebugWorker::restoreNear(std::uint64_t tick, bool allowForward)
{
    const Keyframe *keyframe = m_timeline.atOrBefore(tick);
    if (!keyframe)
        return false;
    const std::uint64_t now = m_engine->tick();
    if (tick < now || (allowForward && keyframe->tick > now))
        restoreKeyframe(*keyframe);
    return true;
}

void DebugWorker::recordKeyframe()
{
    const std::uint64_t tick = m_engine->tick();
    if (!m_timeline.wants(tick))
        return;
    QElapsedTimer clock;
    clock.start();
    Keyframe keyframe{tick, m_input.position(), m_output.position(), m_engine->snapshot()};
    const qint64 snapshotNs = clock.nsecsElapsed();
    m_timeline.add(std::move(keyframe));
    if (m_keyframeClock.isValid())
        m_timeline.noteCost(snapshotNs, m_keyframeClock.nsecsElapsed());
    m_keyframeClock.start();
}

void DebugWorker::publish(bool force)
{
    if (!m_engine)
        return;
    if (!force && m_publishClock.isValid() && m_publishClock.elapsed() < PublishMs)
        return;
    m_publishClock.start();
    if (m_output.hasPending())
        Q_EMIT outputWritten(m_output.takePending());
    if (!m_events.isEmpty()) {
        std::uint64_t dropped = 0;
        const QList<DebugEvent> events = m_events.take(dropped);
        Q_EMIT eventsRecorded(events, dropped);
    }
    for (const BreakpointSet::Hit &hit : m_breakpoints.takeChangedHits())
        Q_EMIT breakpointHit(hit.id, hit.hits, ConditionError());
    Q_EMIT stateChanged(makeSnapshot());
}

DebugSnapshot DebugWorker::makeSnapshot() const
{
    DebugSnapshot snapshot;
    snapshot.language = m_language;
    snapshot.tick = m_engine->tick();
    snapshot.turn = m_engine->turn();
    snapshot.lastTick = std::max(m_lastTick, snapshot.tick);
    snapshot.finished = m_engine->finished();
    snapshot.locations = m_engine->locations();
    snapshot.location = snapshot.locations.isEmpty() ? DebugLocation() : snapshot.locations.front();
    snapshot.variables = m_engine->variables();
    snapshot.outputBytes = m_output.position();
    snapshot.timelineBytes = m_timeline.byteSize();
    snapshot.state = m_engine->snapshot();
    return snapshot;
}

} // namespace Foulplay::Core::Debug
