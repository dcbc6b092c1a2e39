// The state and steps the command families of DebugWorker share: commands,
// engine runs, breakpoint checks, keyframes and publishing.
#include "debug/runcontext.h"

#include "debug/condition.h"
#include "debug/debugworker.h"

#include <QMetaObject>
#include <QTimer>

#include <algorithm>
#include <new>
#include <string>

namespace Foulplay::Core::Debug {

namespace {

// At most 60 publications a second.
constexpr qint64 PublishMs = 16;

} // namespace

RunContext::RunContext(DebugWorker &worker, const std::atomic<std::uint64_t> &interrupts)
    : m_worker(worker)
    , m_interrupts(interrupts)
{
}

bool RunContext::load(Command command, Language language, const QStringList &sources, const QStringList &names,
                      std::vector<DebugDiagnostic> &diagnostics)
{
    finishCommand();
    m_command = command.id;
    m_language = language;
    m_sources = sources;
    m_names = names;
    m_input.clear();
    m_output.clear();
    resetRun();

    m_engine = createDebugEngine(language);
    std::vector<std::string> texts;
    for (const QString &source : sources)
        texts.push_back(source.toStdString());
    if (!m_engine->load(texts, m_settings, &m_input, &m_output, diagnostics)) {
        m_engine.reset();
        reportState(State::Empty);
        return false;
    }
    // Conditions read the new language's names; marks are the new program's.
    m_breakpoints.set(m_breakpoints.list(), conditionVocabulary(language), m_engine.get());
    Q_EMIT m_worker.breakpointsRejected(m_breakpoints.rejected());
    m_marksDirty = true;
    recordKeyframe();
    reportState(State::Ready);
    return true;
}

void RunContext::unload(Command command)
{
    finishCommand();
    m_command = command.id;
    m_sources.clear();
    m_names.clear();
    m_input.clear();
    m_output.clear();
    resetRun();
    m_engine.reset();
    reportState(State::Empty);
}

ReplayFile RunContext::replay() const
{
    ReplayFile replay;
    replay.language = m_language;
    replay.sources = m_sources;
    replay.names = m_names;
    for (const std::string &token : m_input.tokens())
        replay.inputTokens.append(QString::fromStdString(token));
    replay.inputClosed = m_input.isClosed();
    replay.settings = m_settings;
    replay.settings.ticksPerSecond = m_pacer.speed();
    replay.tick = m_engine ? m_engine->tick() : 0;
    return replay;
}

void RunContext::setSettings(const DebugSettings &settings)
{
    m_settings = settings;
    m_timeline.setBudget(settings.memoryBudget);
}

void RunContext::setSpeed(std::uint64_t ticksPerSecond)
{
    m_pacer.setSpeed(ticksPerSecond);
    m_paceClock.start();
}

void RunContext::setEventRecording(bool on)
{
    m_recordEvents = on;
    m_marksDirty = true;
    if (m_plan.mode != Mode::Idle)
        applyMarks();
}

void RunContext::editBreakpoints(const BreakpointDiff &diff)
{
    m_breakpoints.apply(diff, conditionVocabulary(m_language), m_engine.get());
    Q_EMIT m_worker.breakpointsRejected(m_breakpoints.rejected());
    m_marksDirty = true;
    if (m_plan.mode != Mode::Idle)
        applyMarks();
}

void RunContext::provideInput(std::string_view text, bool part)
{
    if (part)
        m_input.appendPart(text);
    else
        m_input.append(text);
}

void RunContext::closeInput()
{
    m_input.close();
}

void RunContext::halt(DebugStopReason reason)
{
    ++m_generation;
    m_plan.resume = RunPlan::Resume::None;
    endRun(reason);
}

bool RunContext::interrupted() const
{
    return m_interrupts.load(std::memory_order_relaxed) != m_stamp;
}

void RunContext::reportState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT m_worker.stateReported(state);
}

void RunContext::finishCommand()
{
    if (m_command == 0)
        return;
    const std::uint64_t id = m_command;
    m_command = 0;
    Q_EMIT m_worker.commandDone(id);
}

void RunContext::resetRun()
{
    ++m_generation;
    m_plan = {};
    m_result.reset();
    m_outOfMemory.reset();
    m_lastTick = 0;
    m_events.clear();
    m_breakpoints.resetHits();
    m_timeline.clear();
    m_timeline.setBudget(m_settings.memoryBudget);
}

void RunContext::applyMarks()
{
    if (!m_engine)
        return;
    // The engine only needs its marks while it runs: they are given when a
    // run starts, and again only when they changed.
    const bool withBreakpoints = breakpointsActive();
    if (!m_marksDirty && withBreakpoints == m_appliedWithBreakpoints && m_plan.goalMarks == m_appliedGoalMarks
        && m_plan.navigateValue == m_appliedNavigation) {
        updateSink();
        return;
    }
    std::vector<CodeIndex> marks = m_plan.goalMarks;
    std::vector<CodeIndex> watched;
    if (withBreakpoints)
        activeSet().collectMarks(marks, watched);
    std::sort(marks.begin(), marks.end());
    marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
    m_engine->setCodeBreakpoints(marks);
    if (m_engine->capabilities().supportsCellWatch)
        m_engine->setWatchedCells(watched);
    m_engine->watchKinds(withBreakpoints ? activeSet().watchedKinds() : 0);
    m_marksDirty = false;
    m_appliedWithBreakpoints = withBreakpoints;
    m_appliedNavigation = m_plan.navigateValue;
    m_appliedGoalMarks = m_plan.goalMarks;
    updateSink();
}

void RunContext::updateSink()
{
    if (!m_engine)
        return;
    // A jump past the furthest tick reached (a reopened replay's) is new
    // ground: its events are recorded as a run's are.
    const bool newGround = m_plan.mode == Mode::Goto && m_plan.target > m_lastTick;
    bool wanted = (m_recordEvents && ((m_plan.mode != Mode::Goto && m_plan.mode != Mode::Scan) || newGround))
                  || (m_plan.mode == Mode::Forward && m_plan.goal == Goal::Event);
    if (breakpointsActive())
        wanted = wanted || activeSet().wantsEvents();
    m_engine->setEventSink(wanted ? this : nullptr);
}

void RunContext::onEvent(const DebugEvent &event)
{
    if (recordsEventAt(event.tick))
        m_events.record(event);
    reactToEvent(event.kind, event.a, event.b);
}

void RunContext::onCompactEvent(const CompactEvent &event)
{
    // onEvent() without a DebugEvent: a battle or a game makes millions of
    // these a second.
    if (recordsEventAt(event.tick))
        m_events.record(event);
    reactToEvent(event.kind, event.a, event.b);
}

bool RunContext::recordsEventAt(std::uint64_t tick) const
{
    return m_recordEvents && m_plan.mode != Mode::Scan && tick >= m_lastTick;
}

void RunContext::reactToEvent(DebugEventKind kind, int a, int b)
{
    if (m_plan.mode == Mode::Forward && m_plan.goal == Goal::Event && kind == m_plan.goalEvent
        && !m_plan.goalEventSeen) {
        m_plan.goalEventSeen = true;
        m_engine->requestStop();
    }
    if (m_plan.ignoreBreakpoints || (m_plan.mode != Mode::Forward && m_plan.mode != Mode::Scan))
        return;
    if (activeSet().noteEvent(kind, a, b))
        m_engine->requestStop();
}

bool RunContext::markedNow(bool goalToo) const
{
    const CodeIndex current = m_engine->nextStatement();
    if (goalToo && std::find(m_plan.goalMarks.begin(), m_plan.goalMarks.end(), current) != m_plan.goalMarks.end())
        return true;
    return !m_plan.ignoreBreakpoints && activeSet().marks(current);
}

bool RunContext::breakpointsActive() const
{
    return !m_plan.ignoreBreakpoints && m_plan.mode != Mode::Goto;
}

bool RunContext::anyBreakpointEnabled() const
{
    const QList<Breakpoint> &list = m_breakpoints.list();
    return std::any_of(list.begin(), list.end(), [](const Breakpoint &b) { return b.enabled; });
}

bool RunContext::checkBreakpoints(bool atMark, bool count, bool valuesOnly)
{
    if (m_plan.ignoreBreakpoints)
        return false;
    BreakpointSet &set = activeSet();
    std::vector<int> candidates = set.matching(*m_engine, atMark, m_prevTick, m_prevTurn);
    if (valuesOnly)
        std::erase_if(candidates, [&set](int i) { return set.list()[i].kind != BreakpointKind::Data; });
    std::vector<BreakpointSet::Hit> hits;
    const bool stop = set.check(candidates, *m_engine, count, hits);
    for (const BreakpointSet::Hit &hit : hits) {
        if (hit.change)
            Q_EMIT m_worker.valueChanged(hit.id, *hit.change, false);
        // A navigation's breakpoint is nobody's: it counts no hits.
        if (!m_plan.navigateValue)
            Q_EMIT m_worker.breakpointHit(hit.id, hit.hits, hit.error);
    }
    return stop;
}

bool RunContext::setNavigation(const QString &value)
{
    Breakpoint watch;
    watch.id = 0;
    watch.kind = BreakpointKind::Data;
    watch.value = value;
    m_navigation.set({watch}, conditionVocabulary(m_language), m_engine.get());
    m_marksDirty = true;
    return m_navigation.rejected().isEmpty();
}

void RunContext::scanBreakpoints(bool atMark)
{
    if (m_plan.ignoreBreakpoints)
        return;
    const std::uint64_t tick = m_engine->tick();
    std::vector<BreakpointSet::Hit> none;
    BreakpointSet &set = activeSet();
    for (const int i : set.matching(*m_engine, atMark, m_prevTick, m_prevTurn)) {
        const bool data = set.list()[i].kind == BreakpointKind::Data;
        if (data && tick == 0)
            continue;
        const std::uint64_t stop = data ? tick - 1 : tick;
        if (stop >= m_plan.scanOrigin || (m_plan.scanFound && stop < *m_plan.scanFound))
            continue;
        if (!set.check({i}, *m_engine, false, none))
            continue;
        m_plan.scanFound = stop;
        m_plan.scanChange = data ? set.changeOf(i) : std::nullopt;
        m_plan.scanChangeId = set.list()[i].id;
    }
}

void RunContext::reportScanChange()
{
    if (m_plan.scanFound && m_plan.scanChange)
        Q_EMIT m_worker.valueChanged(m_plan.scanChangeId, *m_plan.scanChange, true);
}

bool RunContext::beginCommand(Command command)
{
    finishCommand(); // the run in progress is replaced
    m_command = command.id;
    ++m_generation;
    m_stamp = command.stamp;
    m_plan = {};
    if (!m_engine) {
        finishCommand();
        return false;
    }
    if (m_state == State::WaitingForInput)
        reportState(State::Ready);
    return true;
}

bool RunContext::refuseWhenFinished()
{
    if (!m_engine->finished() && !m_outOfMemory)
        return false;
    endProgram();
    return true;
}

void RunContext::queueSlice()
{
    const std::uint64_t generation = m_generation;
    QMetaObject::invokeMethod(
        &m_worker, [this, generation] { m_worker.slice(generation); }, Qt::QueuedConnection);
}

void RunContext::queueSliceAfter(int waitMs)
{
    const std::uint64_t generation = m_generation;
    QTimer::singleShot(waitMs, &m_worker, [this, generation] { m_worker.slice(generation); });
}

std::uint64_t RunContext::ticksAllowed(bool breakpoints) const
{
    std::uint64_t n = m_pacer.runLength();
    const std::uint64_t tick = m_engine->tick();
    if (breakpoints && !m_plan.ignoreBreakpoints)
        n = activeSet().ticksAllowed(*m_engine, n);
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

void RunContext::runEngine(std::uint64_t ticks, StopReason &reason)
{
    m_prevTick = m_engine->tick();
    m_prevTurn = m_engine->turn();
    activeSet().clearEvents();
    if (breakpointsActive() && activeSet().watchesValues())
        activeSet().noteBefore(*m_engine);
    QElapsedTimer call;
    call.start();
    reason = m_engine->run(ticks);
    m_pacer.noteRun(m_engine->tick() - m_prevTick, call.nsecsElapsed());
    m_lastTick = std::max(m_lastTick, m_engine->tick());
}

StopReason RunContext::stepEngine()
{
    m_prevTick = m_engine->tick();
    m_prevTurn = m_engine->turn();
    const StopReason reason = m_engine->step();
    m_lastTick = std::max(m_lastTick, m_engine->tick());
    return reason;
}

std::uint64_t RunContext::ticksDue(std::int64_t &waitNs) const
{
    return m_pacer.due(m_paceClock.nsecsElapsed(), waitNs);
}

void RunContext::notePaced()
{
    m_pacer.ran(m_engine->tick() - m_prevTick);
}

void RunContext::restartPacing()
{
    m_paceClock.start();
    m_pacer.restart();
}

void RunContext::endRun(DebugStopReason reason, bool beforeTheEnd)
{
    ++m_generation;
    m_plan = {};
    publish(true);
    reportState(m_engine->finished() && !beforeTheEnd ? State::Finished : State::Ready);
    Q_EMIT m_worker.stopped(reason, m_engine->currentLocation());
    finishCommand();
}

void RunContext::endProgram()
{
    ++m_generation;
    m_plan = {};
    const DebugResult result = m_outOfMemory ? *m_outOfMemory : m_engine->result();
    m_result = result;
    publish(true);
    reportState(State::Finished);
    if (result.reason == StopReason::Error)
        Q_EMIT m_worker.errorRaised(m_engine->currentLocation(), result.error);
    Q_EMIT m_worker.finished(result);
    finishCommand();
}

void RunContext::waitForInput()
{
    // The plan stays: resumeAfterInput() goes on with it.
    ++m_generation;
    m_plan.mode = Mode::Idle;
    publish(true);
    reportState(State::WaitingForInput);
    Q_EMIT m_worker.inputRequested(m_engine->inputPrompt());
    Q_EMIT m_worker.stopped(DebugStopReason::InputNeeded, m_engine->currentLocation());
    finishCommand();
}

void RunContext::outOfMemory()
{
    DebugResult result;
    result.reason = StopReason::Error;
    result.language = m_language;
    if (m_engine) {
        result.tick = m_engine->tick();
        result.turn = m_engine->turn();
    }
    result.error = Message(MessageCode::OutOfMemory, {std::to_string(result.tick)});
    m_outOfMemory = result;
    // Keyframes are what a long run grows: each attempt gives half of them
    // back, which leaves room to show where the run stopped.
    for (int attempt = 0; m_engine && attempt < 8; ++attempt) {
        m_timeline.giveBack();
        try {
            endProgram();
            return;
        } catch (const std::bad_alloc &) {
        }
    }
    // Without an engine, or with no memory for its state: the command ends
    // all the same, so the front end is not left waiting.
    try {
        finishCommand();
    } catch (const std::bad_alloc &) {
    }
}

void RunContext::restoreKeyframe(const Keyframe &keyframe)
{
    m_outOfMemory.reset();
    m_engine->restore(*keyframe.state);
    m_input.setPosition(keyframe.inputPosition);
    m_output.setPosition(keyframe.outputBytes);
}

bool RunContext::restoreNear(std::uint64_t tick, bool allowForward)
{
    const Keyframe *keyframe = m_timeline.atOrBefore(tick);
    if (!keyframe)
        return false;
    const std::uint64_t now = m_engine->tick();
    if (tick < now || (allowForward && keyframe->tick > now))
        restoreKeyframe(*keyframe);
    return true;
}

void RunContext::recordKeyframe()
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

void RunContext::publish(bool force)
{
    if (!m_engine)
        return;
    if (!force && m_publishClock.isValid() && m_publishClock.elapsed() < PublishMs)
        return;
    m_publishClock.start();
    if (m_output.hasPending())
        Q_EMIT m_worker.outputWritten(m_output.takePending());
    if (!m_events.isEmpty())
        Q_EMIT m_worker.eventsRecorded(m_events.take(m_engine->playerNames()));
    for (const BreakpointSet::Hit &hit : m_breakpoints.takeChangedHits())
        Q_EMIT m_worker.breakpointHit(hit.id, hit.hits, ConditionError());
    Q_EMIT m_worker.stateChanged(makeSnapshot());
}

DebugSnapshot RunContext::makeSnapshot() const
{
    DebugSnapshot snapshot;
    snapshot.language = m_language;
    snapshot.tick = m_engine->tick();
    snapshot.turn = m_engine->turn();
    snapshot.lastTick = std::max(m_lastTick, snapshot.tick);
    snapshot.finished = m_engine->finished();
    snapshot.locations = m_engine->locations();
    snapshot.location = snapshot.locations.isEmpty() ? DebugLocation() : snapshot.locations.front();
    snapshot.outputBytes = m_output.position();
    snapshot.timelineBytes = m_timeline.byteSize();
    snapshot.state = m_engine->snapshot();
    snapshot.programs = m_engine->loadedPrograms();
    return snapshot;
}

} // namespace Foulplay::Core::Debug
