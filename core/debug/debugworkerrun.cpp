// The running half of DebugWorker: slices of forward runs, replays to a tick,
// backward scans, keyframes and publishing.
#include "debug/debugworker.h"

#include <QTimer>

#include <algorithm>
#include <iterator>

namespace Foulplay::Core::Debug {

namespace {

// A slice returns to the event loop after this long, so halt() and other
// commands are served within a few milliseconds.
constexpr qint64 SliceNs = 4'000'000;
// One run() call aims at this long, so the engine's own loop dominates.
constexpr qint64 RunCallNs = 1'000'000;
constexpr std::uint64_t MinRunTicks = 64;
constexpr std::uint64_t MaxRunTicks = std::uint64_t(1) << 26;
// At most 60 publications a second.
constexpr qint64 PublishMs = 16;

bool endsProgram(StopReason reason)
{
    return reason == StopReason::Finished || reason == StopReason::Error
        || reason == StopReason::StepLimit;
}

} // namespace

void DebugWorker::queueSlice()
{
    const std::uint64_t generation = m_generation;
    QMetaObject::invokeMethod(this, [this, generation] { slice(generation); }, Qt::QueuedConnection);
}

void DebugWorker::slice(std::uint64_t generation)
{
    // A later command replaced this run, or halt() is on its way.
    if (generation != m_generation || m_mode == Mode::Idle || !m_engine || interrupted())
        return;
    switch (m_mode) {
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

std::uint64_t DebugWorker::ticksAllowed(bool breakpoints)
{
    std::uint64_t n = m_sliceTicks;
    const std::uint64_t tick = m_engine->tick();
    if (breakpoints && !m_ignoreBreakpoints) {
        for (const ActiveBreakpoint &active : m_breakpoints) {
            const Breakpoint &breakpoint = active.breakpoint;
            if (!breakpoint.enabled)
                continue;
            if (breakpoint.kind == BreakpointKind::Tick && breakpoint.number > tick)
                n = std::min(n, breakpoint.number - tick);
            if (breakpoint.kind == BreakpointKind::Turn && m_engine->turn() < breakpoint.number) {
                if (const std::uint64_t before = m_engine->ticksBeforeTurn(breakpoint.number))
                    n = std::min(n, before);
            }
        }
    }
    if (m_goal == Goal::TurnStart) {
        if (const std::uint64_t before = m_engine->ticksBeforeTurn(m_goalTurn))
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

void DebugWorker::adaptRunLength(std::uint64_t ticks, qint64 ns)
{
    if (ticks < 256 || ns <= 0)
        return;
    const double target = double(ticks) * double(RunCallNs) / double(ns);
    const double next = (double(m_sliceTicks) + target) / 2;
    m_sliceTicks = std::clamp<std::uint64_t>(std::uint64_t(next), MinRunTicks, MaxRunTicks);
}

void DebugWorker::forwardSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        std::uint64_t n = ticksAllowed(true);
        if (m_speed > 0) {
            const qint64 elapsedNs = m_speedClock.nsecsElapsed();
            const auto due = std::uint64_t(double(m_speed) * double(elapsedNs) / 1e9);
            if (due <= m_speedTicks) {
                // Watching speed: sleep (in the event loop) until the next tick is due.
                const double nextNs = double(m_speedTicks + 1) * 1e9 / double(m_speed);
                const int waitMs = std::max(1, int((nextNs - double(elapsedNs)) / 1e6));
                publish(false);
                const std::uint64_t generation = m_generation;
                QTimer::singleShot(waitMs, this, [this, generation] { slice(generation); });
                return;
            }
            n = std::min(n, due - m_speedTicks);
        }
        m_prevTick = m_engine->tick();
        m_prevTurn = m_engine->turn();
        m_eventHits.clear();
        QElapsedTimer call;
        call.start();
        const StopReason reason = m_engine->run(n);
        const std::uint64_t done = m_engine->tick() - m_prevTick;
        adaptRunLength(done, call.nsecsElapsed());
        m_speedTicks += done;
        m_lastTick = std::max(m_lastTick, m_engine->tick());
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
    const bool atMark = markedNow(true);
    if (checkBreakpoints(matchingBreakpoints(atMark), true)) {
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
    switch (m_goal) {
    case Goal::None:
        return false;
    case Goal::TurnStart:
        return m_engine->turn() >= m_goalTurn;
    case Goal::Statement:
        return std::find(m_goalMarks.begin(), m_goalMarks.end(), m_engine->currentStatement())
                   != m_goalMarks.end()
            && (m_goalThread < 0 || m_engine->currentThread() == m_goalThread);
    case Goal::Event:
        return m_goalEventSeen;
    }
    return false;
}

void DebugWorker::gotoSlice()
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        const std::uint64_t tick = m_engine->tick();
        if (tick > m_target)
            restoreNear(m_target, false);
        if (m_engine->tick() == m_target) {
            if (m_engine->isFinished())
                endProgram();
            else
                endRun(m_gotoReason);
            return;
        }
        const std::uint64_t n = std::min(m_sliceTicks, m_target - m_engine->tick());
        m_prevTick = m_engine->tick();
        QElapsedTimer call;
        call.start();
        const StopReason reason = m_engine->run(n);
        adaptRunLength(m_engine->tick() - m_prevTick, call.nsecsElapsed());
        m_lastTick = std::max(m_lastTick, m_engine->tick());
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
        if (m_engine->tick() >= m_target || m_engine->isFinished()) {
            if (!nextScanSegment())
                return;
            continue;
        }
        const std::uint64_t n = std::min(ticksAllowed(true), m_target - m_engine->tick());
        m_prevTick = m_engine->tick();
        m_prevTurn = m_engine->turn();
        m_eventHits.clear();
        const StopReason reason = m_engine->run(n);
        if (reason == StopReason::InputNeeded || (endsProgram(reason) && m_engine->tick() < m_target)) {
            // Cannot happen before the origin in a recorded run; end the segment.
            m_target = m_engine->tick();
        }
        const bool before = m_engine->tick() < m_scanOrigin;
        if (before && checkBreakpoints(matchingBreakpoints(markedNow(false)), false))
            m_scanFound = m_engine->tick();
        if (clock.nsecsElapsed() >= SliceNs || interrupted())
            break;
    }
    publish(false);
    queueSlice();
}

bool DebugWorker::nextScanSegment()
{
    if (m_scanFound || m_scanKeyframe <= 0) {
        const std::uint64_t found = m_scanFound.value_or(0);
        const DebugStopReason reason = m_scanFound ? DebugStopReason::Breakpoint : DebugStopReason::Start;
        m_mode = Mode::Goto;
        m_gotoReason = reason;
        m_target = found;
        applyMarks(false);
        restoreNear(found, true);
        gotoSlice();
        return false;
    }
    const std::uint64_t segmentStart = m_timeline.keyframes()[std::size_t(m_scanKeyframe)].tick;
    --m_scanKeyframe;
    const Keyframe &keyframe = m_timeline.keyframes()[std::size_t(m_scanKeyframe)];
    m_engine->restore(*keyframe.state);
    m_input.setPosition(keyframe.inputPosition);
    m_output.setPosition(keyframe.outputBytes);
    m_target = segmentStart;
    return true;
}

void DebugWorker::endRun(DebugStopReason reason)
{
    ++m_generation;
    m_mode = Mode::Idle;
    m_goal = Goal::None;
    m_goalMarks.clear();
    m_goalThread = -1;
    m_ignoreBreakpoints = false;
    m_resume = Resume::None;
    applyMarks(true);
    publish(true);
    reportState(m_engine->isFinished() ? State::Finished : State::Ready);
    Q_EMIT stopped(reason, m_engine->currentLocation());
}

void DebugWorker::endProgram()
{
    ++m_generation;
    m_mode = Mode::Idle;
    m_goal = Goal::None;
    m_goalMarks.clear();
    m_ignoreBreakpoints = false;
    m_resume = Resume::None;
    applyMarks(true);
    const DebugResult result = m_engine->result();
    m_result = result;
    publish(true);
    reportState(State::Finished);
    if (result.reason == StopReason::Error)
        Q_EMIT errorRaised(m_engine->currentLocation(), result.text);
    Q_EMIT finished(result);
}

void DebugWorker::waitForInput()
{
    ++m_generation;
    m_mode = Mode::Idle;
    publish(true);
    reportState(State::WaitingForInput);
    Q_EMIT inputRequested(m_engine->inputPrompt());
    Q_EMIT stopped(DebugStopReason::InputNeeded, m_engine->currentLocation());
}

bool DebugWorker::restoreNear(std::uint64_t tick, bool allowForward)
{
    const Keyframe *keyframe = m_timeline.atOrBefore(tick);
    if (!keyframe)
        return false;
    const std::uint64_t now = m_engine->tick();
    if (tick < now || (allowForward && keyframe->tick > now)) {
        m_engine->restore(*keyframe->state);
        m_input.setPosition(keyframe->inputPosition);
        m_output.setPosition(keyframe->outputBytes);
    }
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
    if (!m_events.empty() || !m_bulkEvents.empty()) {
        // Back in the order they happened (for one tick, a commit before the
        // bomb it made).
        QList<DebugEvent> events;
        events.reserve(qsizetype(m_events.size() + m_bulkEvents.size()));
        std::merge(m_bulkEvents.begin(), m_bulkEvents.end(), m_events.begin(), m_events.end(),
                   std::back_inserter(events),
                   [](const DebugEvent &a, const DebugEvent &b) { return a.tick < b.tick; });
        const std::uint64_t dropped = m_droppedEvents;
        m_events.clear();
        m_bulkEvents.clear();
        m_droppedEvents = 0;
        Q_EMIT eventsRecorded(events, dropped);
    }
    for (std::size_t i = 0; i < m_breakpoints.size() && i < m_hitsDirty.size(); ++i) {
        if (m_hitsDirty[i]) {
            m_hitsDirty[i] = false;
            Q_EMIT breakpointHit(m_breakpoints[i].breakpoint.id, m_hits[i], QString());
        }
    }
    Q_EMIT stateChanged(makeSnapshot());
}

DebugSnapshot DebugWorker::makeSnapshot() const
{
    DebugSnapshot snapshot;
    snapshot.language = m_language;
    snapshot.tick = m_engine->tick();
    snapshot.turn = m_engine->turn();
    snapshot.lastTick = std::max(m_lastTick, snapshot.tick);
    snapshot.finished = m_engine->isFinished();
    snapshot.location = m_engine->currentLocation();
    snapshot.locations = m_engine->allLocations();
    snapshot.variables = m_engine->variables();
    snapshot.outputBytes = m_output.position();
    snapshot.timelineBytes = m_timeline.byteSize();
    snapshot.state = m_engine->snapshot();
    return snapshot;
}

} // namespace Foulplay::Core::Debug
