// The commands of DebugWorker: loading, replay files, settings, breakpoints
// and the commands that start, step and end runs.
#include "debug/debugworker.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

DebugWorker::DebugWorker(QObject *parent)
    : DebugSignals(parent)
{
}

DebugWorker::~DebugWorker() = default;

bool DebugWorker::interrupted() const
{
    return m_interrupts.load(std::memory_order_relaxed) != m_stamp;
}

void DebugWorker::reportState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateReported(state);
}

void DebugWorker::finishCommand()
{
    if (m_command == 0)
        return;
    const std::uint64_t id = m_command;
    m_command = 0;
    Q_EMIT commandDone(id);
}

// ---- loading -------------------------------------------------------------

void DebugWorker::resetRun()
{
    ++m_generation;
    m_plan = {};
    m_result.reset();
    m_lastTick = 0;
    m_events.clear();
    m_breakpoints.resetHits();
    m_timeline.clear();
    m_timeline.setBudget(m_settings.memoryBudget);
}

void DebugWorker::load(Language language, const QStringList &sources, const QStringList &names, Command command)
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
    std::vector<DebugDiagnostic> diagnostics;
    const bool ok = m_engine->load(texts, m_settings, &m_input, &m_output, diagnostics);
    const QList<DebugDiagnostic> list(diagnostics.begin(), diagnostics.end());
    if (!ok) {
        m_engine.reset();
        reportState(State::Empty);
        Q_EMIT loaded(false, list);
        finishCommand();
        return;
    }
    // Conditions read the new language's names; marks are the new program's.
    m_breakpoints.set(m_breakpoints.list(), conditionVocabulary(language), m_engine.get());
    m_marksDirty = true;
    recordKeyframe();
    reportState(State::Ready);
    Q_EMIT loaded(true, list);
    publish(true);
    Q_EMIT stopped(DebugStopReason::Entry, m_engine->currentLocation());
    finishCommand();
}

void DebugWorker::loadReplay(const ReplayFile &replay, Command command)
{
    setSettings(replay.settings);
    m_pacer.setSpeed(replay.settings.ticksPerSecond);
    // The load is part of this command: it is done after the jump.
    load(replay.language, replay.sources, replay.names, {});
    if (!m_engine) {
        Q_EMIT commandDone(command.id);
        return;
    }
    for (const QString &token : replay.inputTokens)
        m_input.append(token.toStdString() + ' ');
    if (replay.inputClosed)
        m_input.close();
    if (replay.tick > 0)
        jumpToTick(replay.tick, command);
    else
        Q_EMIT commandDone(command.id);
}

void DebugWorker::unload(Command command)
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
    finishCommand();
}

void DebugWorker::saveReplay(const QString &path)
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
    QString error;
    const bool ok = replay.save(path, &error);
    Q_EMIT replaySaved(path, ok, error);
}

void DebugWorker::setSettings(const DebugSettings &settings)
{
    m_settings = settings;
    m_timeline.setBudget(settings.memoryBudget);
}

void DebugWorker::setSpeed(std::uint64_t ticksPerSecond)
{
    m_pacer.setSpeed(ticksPerSecond);
    m_paceClock.start();
}

void DebugWorker::setEventRecording(bool on)
{
    m_recordEvents = on;
    m_marksDirty = true;
    if (m_plan.mode != Mode::Idle)
        applyMarks();
}

void DebugWorker::setBreakpoints(const QList<Breakpoint> &breakpoints)
{
    m_breakpoints.set(breakpoints, conditionVocabulary(m_language), m_engine.get());
    m_marksDirty = true;
    if (m_plan.mode != Mode::Idle)
        applyMarks();
}

void DebugWorker::editBreakpoints(const BreakpointDiff &diff)
{
    m_breakpoints.apply(diff, conditionVocabulary(m_language), m_engine.get());
    m_marksDirty = true;
    if (m_plan.mode != Mode::Idle)
        applyMarks();
    Q_EMIT breakpointsApplied(diff.revision);
}

// ---- breakpoints and events ----------------------------------------------

bool DebugWorker::breakpointsActive() const
{
    return !m_plan.ignoreBreakpoints && m_plan.mode != Mode::Goto;
}

void DebugWorker::applyMarks()
{
    if (!m_engine)
        return;
    // The engine only needs its marks while it runs: they are given when a
    // run starts, and again only when they changed.
    const bool withBreakpoints = breakpointsActive();
    if (!m_marksDirty && withBreakpoints == m_appliedWithBreakpoints && m_plan.goalMarks == m_appliedGoalMarks) {
        updateSink();
        return;
    }
    std::vector<CodeIndex> marks = m_plan.goalMarks;
    std::vector<CodeIndex> watched;
    if (withBreakpoints)
        m_breakpoints.collectMarks(marks, watched);
    std::sort(marks.begin(), marks.end());
    marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
    m_engine->setCodeBreakpoints(marks);
    if (m_engine->capabilities().supportsCellWatch)
        m_engine->setWatchedCells(watched);
    m_marksDirty = false;
    m_appliedWithBreakpoints = withBreakpoints;
    m_appliedGoalMarks = m_plan.goalMarks;
    updateSink();
}

void DebugWorker::updateSink()
{
    if (!m_engine)
        return;
    bool wanted = (m_recordEvents && m_plan.mode != Mode::Goto && m_plan.mode != Mode::Scan)
                  || (m_plan.mode == Mode::Forward && m_plan.goal == Goal::Event);
    if (breakpointsActive())
        wanted = wanted || m_breakpoints.wantsEvents();
    m_engine->setEventSink(wanted ? this : nullptr);
}

void DebugWorker::onEvent(const DebugEvent &event)
{
    if (m_recordEvents && m_plan.mode != Mode::Scan && event.tick >= m_lastTick)
        m_events.record(event);
    if (m_plan.mode == Mode::Forward && m_plan.goal == Goal::Event && event.kind() == m_plan.goalEvent
        && !m_plan.goalEventSeen) {
        m_plan.goalEventSeen = true;
        m_engine->requestStop();
    }
    if (m_plan.ignoreBreakpoints || (m_plan.mode != Mode::Forward && m_plan.mode != Mode::Scan))
        return;
    if (m_breakpoints.noteEvent(event))
        m_engine->requestStop();
}

bool DebugWorker::markedNow(bool goalToo) const
{
    const CodeIndex current = m_engine->nextStatement();
    if (goalToo && std::find(m_plan.goalMarks.begin(), m_plan.goalMarks.end(), current) != m_plan.goalMarks.end())
        return true;
    return !m_plan.ignoreBreakpoints && m_breakpoints.marks(current);
}

bool DebugWorker::checkBreakpoints(bool atMark, bool count)
{
    if (m_plan.ignoreBreakpoints)
        return false;
    std::vector<BreakpointSet::Hit> hits;
    const bool stop =
        m_breakpoints.check(m_breakpoints.matching(*m_engine, atMark, m_prevTick, m_prevTurn), *m_engine, count, hits);
    for (const BreakpointSet::Hit &hit : hits)
        Q_EMIT breakpointHit(hit.id, hit.hits, hit.error);
    return stop;
}

// ---- commands ------------------------------------------------------------

bool DebugWorker::beginCommand(Command command)
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

bool DebugWorker::refuseWhenFinished()
{
    if (!m_engine->finished())
        return false;
    endProgram();
    return true;
}

void DebugWorker::halt(Interrupt kind, Command command)
{
    const bool idle = m_plan.mode == Mode::Idle;
    const bool waiting = m_state == State::WaitingForInput;
    const bool acts = m_engine && (kind == Interrupt::Pause ? !idle && !waiting : !idle || waiting);
    if (acts) {
        ++m_generation;
        m_plan.resume = Resume::None;
        endRun(kind == Interrupt::Stop ? DebugStopReason::Stopped : DebugStopReason::Pause);
    }
    Q_EMIT commandDone(command.id);
}

void DebugWorker::run(Command command)
{
    if (!beginCommand(command) || refuseWhenFinished())
        return;
    startForward(Goal::None);
}

void DebugWorker::restart(Command command)
{
    if (!beginCommand(command))
        return;
    m_breakpoints.resetHits();
    restoreNear(0, false);
    m_result.reset();
    startForward(Goal::None);
}

void DebugWorker::startForward(Goal goal, bool ignoreBreakpoints)
{
    m_plan.mode = Mode::Forward;
    m_plan.goal = goal;
    m_plan.goalEventSeen = false;
    m_plan.ignoreBreakpoints = ignoreBreakpoints;
    m_plan.resume = Resume::Forward;
    applyMarks();
    m_paceClock.start();
    m_pacer.restart();
    m_keyframeClock.start();
    m_publishClock.start();
    reportState(State::Running);
    queueSlice();
}

bool DebugWorker::stepOnce()
{
    m_plan.mode = Mode::Forward;
    applyMarks();
    m_prevTick = m_engine->tick();
    m_prevTurn = m_engine->turn();
    const StopReason reason = m_engine->step();
    m_lastTick = std::max(m_lastTick, m_engine->tick());
    recordKeyframe();
    if (reason == StopReason::InputNeeded) {
        m_plan.resume = Resume::Step;
        waitForInput();
        return false;
    }
    if (reason == StopReason::Finished || reason == StopReason::Error || reason == StopReason::StepLimit) {
        endProgram();
        return false;
    }
    return true;
}

void DebugWorker::stepTick(Command command)
{
    if (!beginCommand(command) || refuseWhenFinished())
        return;
    if (stepOnce())
        endRun(DebugStopReason::Step);
}

void DebugWorker::stepTurn(Command command)
{
    if (m_engine && !m_engine->capabilities().supportsTurns) {
        stepTick(command);
        return;
    }
    if (!beginCommand(command) || refuseWhenFinished())
        return;
    m_plan.goalTurn = m_engine->turn() + 1;
    startForward(Goal::TurnStart, true);
}

void DebugWorker::stepBackTurn(Command command)
{
    if (!beginCommand(command))
        return;
    // Unfair: a turn is a tick. Elsewhere: to the start of the previous turn.
    const std::uint64_t turn = m_engine->turn();
    if (!m_engine->capabilities().supportsTurns || turn <= 1) {
        const std::uint64_t tick = m_engine->tick();
        startGoto(m_engine->capabilities().supportsTurns || tick == 0 ? 0 : tick - 1, DebugStopReason::Step);
        return;
    }
    // From the latest keyframe before that turn, run on to its start.
    const std::uint64_t target = turn - 1;
    m_result.reset();
    for (int i = m_timeline.indexAtOrBefore(m_engine->tick()); i >= 0; --i) {
        restoreKeyframe(m_timeline.keyframes()[std::size_t(i)]);
        if (m_engine->turn() < target)
            break;
    }
    m_plan.goalTurn = target;
    startForward(Goal::TurnStart, true);
}

void DebugWorker::stepOver(Command command)
{
    const bool supported = m_engine && m_engine->capabilities().supportsStepOver;
    const std::optional<CodeIndex> target = supported ? m_engine->stepOverTarget() : std::nullopt;
    if (!target || m_engine->finished()) {
        stepTick(command);
        return;
    }
    if (!beginCommand(command))
        return;
    // The jump or loop head runs first (a step), then the run goes on until
    // the same thread is about to run the target.
    const int thread = m_engine->capabilities().supportsThreads ? m_engine->nextThread() : -1;
    if (!stepOnce())
        return;
    m_plan.goalMarks = {*target};
    m_plan.goalThread = thread;
    m_plan.goal = Goal::Statement;
    if (atGoal()) {
        endRun(DebugStopReason::Step);
        return;
    }
    startForward(Goal::Statement);
}

void DebugWorker::runToPosition(int program, int line, int column, Command command)
{
    if (!beginCommand(command) || refuseWhenFinished())
        return;
    m_plan.goalMarks = m_engine->statementsAt(program, line, column);
    startForward(m_plan.goalMarks.empty() ? Goal::None : Goal::Statement);
}

void DebugWorker::runToEvent(DebugEventKind kind, Command command)
{
    if (!beginCommand(command) || refuseWhenFinished())
        return;
    // A navigation, like a turn step: breakpoints do not stop it.
    m_plan.goalEvent = kind;
    startForward(Goal::Event, true);
}

void DebugWorker::stepBack(Command command)
{
    if (!beginCommand(command))
        return;
    const std::uint64_t tick = m_engine->tick();
    startGoto(tick > 0 ? tick - 1 : 0, DebugStopReason::Step);
}

void DebugWorker::jumpToTick(std::uint64_t tick, Command command)
{
    if (beginCommand(command))
        startGoto(tick, DebugStopReason::Goto);
}

void DebugWorker::startGoto(std::uint64_t tick, DebugStopReason reason)
{
    m_plan.gotoReason = reason;
    m_result.reset();
    restoreNear(tick, true);
    m_plan.target = tick;
    m_plan.mode = Mode::Goto;
    m_plan.resume = Resume::Goto;
    applyMarks();
    reportState(State::Running);
    m_publishClock.start();
    m_keyframeClock.start();
    // Most jumps are a single replay shorter than a slice: finish it now.
    gotoSlice();
}

void DebugWorker::runBackToBreakpoint(Command command)
{
    if (!beginCommand(command))
        return;
    m_plan.scanOrigin = m_engine->tick();
    if (m_plan.scanOrigin == 0) {
        endRun(DebugStopReason::Start);
        return;
    }
    m_result.reset();
    m_plan.scanKeyframe = m_timeline.indexAtOrBefore(m_plan.scanOrigin - 1);
    m_plan.target = m_plan.scanOrigin;
    restoreKeyframe(m_timeline.keyframes()[std::size_t(m_plan.scanKeyframe)]);
    m_plan.mode = Mode::Scan;
    applyMarks();
    reportState(State::Running);
    m_publishClock.start();
    queueSlice();
}

void DebugWorker::provideInput(const QString &text, Command command)
{
    m_input.append(text.toStdString());
    resumeAfterInput(command);
}

void DebugWorker::closeInput(Command command)
{
    m_input.close();
    resumeAfterInput(command);
}

void DebugWorker::resumeAfterInput(Command command)
{
    if (!m_engine || m_state != State::WaitingForInput) {
        Q_EMIT commandDone(command.id);
        return;
    }
    // Resume what was waiting: the step, the run, or the jump.
    const RunPlan waiting = m_plan;
    switch (waiting.resume) {
    case Resume::Step:
        stepTick(command);
        break;
    case Resume::Forward:
        if (!beginCommand(command))
            return;
        m_plan.goalMarks = waiting.goalMarks;
        m_plan.goalThread = waiting.goalThread;
        m_plan.goalTurn = waiting.goalTurn;
        m_plan.goalEvent = waiting.goalEvent;
        startForward(waiting.goal, waiting.ignoreBreakpoints);
        break;
    case Resume::Goto:
        if (beginCommand(command))
            startGoto(waiting.target, waiting.gotoReason);
        break;
    case Resume::None:
        reportState(State::Ready);
        Q_EMIT commandDone(command.id);
        break;
    }
}

} // namespace Foulplay::Core::Debug
