#include "debug/debugworker.h"

#include <QTimer>

#include <algorithm>

namespace Foulplay::Core::Debug {

namespace {

constexpr std::size_t MaxEventsPerBatch = 10'000;

bool contains(const std::vector<CodeIndex> &marks, const CodeIndex &index)
{
    return std::find(marks.begin(), marks.end(), index) != marks.end();
}

} // namespace

DebugWorker::DebugWorker(QObject *parent)
    : QObject(parent)
{
}

DebugWorker::~DebugWorker() = default;

void DebugWorker::interrupt()
{
    m_interrupts.fetch_add(1);
}

bool DebugWorker::interrupted()
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

// ---- loading -------------------------------------------------------------

void DebugWorker::resetRun()
{
    ++m_generation;
    m_mode = Mode::Idle;
    m_resume = Resume::None;
    m_goal = Goal::None;
    m_goalMarks.clear();
    m_result.reset();
    m_lastTick = 0;
    m_events.clear();
    m_bulkEvents.clear();
    m_droppedEvents = 0;
    std::fill(m_hits.begin(), m_hits.end(), 0);
    std::fill(m_hitsDirty.begin(), m_hitsDirty.end(), true);
    m_timeline.clear();
    m_timeline.setBudget(m_settings.memoryBudget);
}

void DebugWorker::load(Language language, const QStringList &sources, const QStringList &names)
{
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
    if (!m_engine)
        diagnostics.push_back({1, true, 1, 1, 1, 1, tr("this build has no engine for the language"), {}});
    const bool ok = m_engine && m_engine->load(texts, m_settings, &m_input, &m_output, diagnostics);
    const QList<DebugDiagnostic> list(diagnostics.begin(), diagnostics.end());
    if (!ok) {
        m_engine.reset();
        reportState(State::Empty);
        Q_EMIT loaded(false, list);
        return;
    }
    setBreakpoints(m_breakpointList);
    recordKeyframe();
    reportState(State::Ready);
    Q_EMIT loaded(true, list);
    publish(true);
    Q_EMIT stopped(DebugStopReason::Entry, m_engine->currentLocation());
}

void DebugWorker::loadReplay(const ReplayFile &replay)
{
    setSettings(replay.settings);
    m_speed = replay.settings.ticksPerSecond;
    load(replay.language, replay.sources, replay.names);
    if (!m_engine)
        return;
    for (const QString &token : replay.inputTokens)
        m_input.append(token.toStdString() + ' ');
    if (replay.inputClosed)
        m_input.close();
    if (replay.tick > 0)
        jumpToTick(replay.tick, m_interrupts.load());
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
    replay.settings.ticksPerSecond = m_speed;
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
    m_speed = ticksPerSecond;
    m_speedClock.start();
    m_speedTicks = 0;
}

void DebugWorker::setEventRecording(bool on)
{
    m_recordEvents = on;
    updateSink();
}

// ---- breakpoints ---------------------------------------------------------

void DebugWorker::setBreakpoints(const QList<Breakpoint> &breakpoints)
{
    std::vector<std::uint64_t> hits;
    for (const Breakpoint &breakpoint : breakpoints) {
        std::uint64_t count = 0;
        for (std::size_t i = 0; i < m_breakpoints.size(); ++i) {
            if (m_breakpoints[i].breakpoint.id == breakpoint.id)
                count = m_hits[i];
        }
        hits.push_back(count);
    }
    m_breakpointList = breakpoints;
    m_breakpoints.clear();
    const ConditionVocabulary &names = conditionVocabulary(m_language);
    for (const Breakpoint &breakpoint : breakpoints) {
        ActiveBreakpoint active{breakpoint, {}, {}};
        ConditionError error;
        // A condition that does not parse stops with its message when hit;
        // the model refuses such conditions, so this is rare.
        if (auto condition = Condition::parse(breakpoint.condition, names, error))
            active.condition = *condition;
        if (m_engine && breakpoint.enabled) {
            if (breakpoint.kind == BreakpointKind::Line) {
                active.marks = m_engine->statementsAt(breakpoint.program, breakpoint.line,
                                                      breakpoint.column);
            } else if (breakpoint.kind == BreakpointKind::Label) {
                if (auto mark = m_engine->labelStatement(breakpoint.label.toStdString()))
                    active.marks.push_back(*mark);
            }
        }
        m_breakpoints.push_back(std::move(active));
    }
    m_hits = std::move(hits);
    m_hitsDirty.assign(m_hits.size(), false);
    if (m_engine)
        applyMarks(m_mode != Mode::Goto && !m_ignoreBreakpoints);
}

void DebugWorker::applyMarks(bool withBreakpoints)
{
    if (!m_engine)
        return;
    std::vector<CodeIndex> marks = m_goalMarks;
    std::vector<CodeIndex> watched;
    if (withBreakpoints) {
        for (const ActiveBreakpoint &active : m_breakpoints) {
            if (!active.breakpoint.enabled)
                continue;
            marks.insert(marks.end(), active.marks.begin(), active.marks.end());
            if (active.breakpoint.kind == BreakpointKind::Event
                && active.breakpoint.event == DebugEventKind::PointerEntersCell)
                watched.push_back({active.breakpoint.program, active.breakpoint.cell});
        }
    }
    std::sort(marks.begin(), marks.end());
    marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
    m_engine->setCodeBreakpoints(marks);
    m_engine->setWatchedCells(watched);
    updateSink();
}

void DebugWorker::updateSink()
{
    if (!m_engine)
        return;
    bool wanted = (m_recordEvents && m_mode != Mode::Goto && m_mode != Mode::Scan)
        || (m_mode == Mode::Forward && m_goal == Goal::Event);
    if (m_mode != Mode::Goto && !m_ignoreBreakpoints) {
        for (const ActiveBreakpoint &active : m_breakpoints)
            wanted = wanted || (active.breakpoint.enabled && active.breakpoint.kind == BreakpointKind::Event);
    }
    m_engine->setEventSink(wanted ? this : nullptr);
}

void DebugWorker::onEvent(const DebugEvent &event)
{
    if (m_recordEvents && m_mode != Mode::Scan && event.tick >= m_lastTick) {
        const bool bulk = event.kind == DebugEventKind::Commit || event.kind == DebugEventKind::Count
            || event.kind == DebugEventKind::PointerEntersCell;
        auto &queue = bulk ? m_bulkEvents : m_events;
        queue.push_back(event);
        if (queue.size() > MaxEventsPerBatch) {
            queue.pop_front();
            ++m_droppedEvents;
        }
    }
    if (m_mode == Mode::Forward && m_goal == Goal::Event && event.kind == m_goalEvent
        && !m_goalEventSeen) {
        m_goalEventSeen = true;
        m_engine->requestStop();
    }
    if (m_ignoreBreakpoints || (m_mode != Mode::Forward && m_mode != Mode::Scan))
        return;
    for (std::size_t i = 0; i < m_breakpoints.size(); ++i) {
        const Breakpoint &breakpoint = m_breakpoints[i].breakpoint;
        if (!breakpoint.enabled || breakpoint.kind != BreakpointKind::Event || breakpoint.event != event.kind)
            continue;
        if (event.kind == DebugEventKind::PointerEntersCell
            && (event.program != breakpoint.program || event.cell != breakpoint.cell))
            continue;
        m_eventHits.push_back(static_cast<int>(i));
        m_engine->requestStop();
    }
}

bool DebugWorker::markedNow(bool goalToo) const
{
    const CodeIndex current = m_engine->currentStatement();
    if (goalToo && contains(m_goalMarks, current))
        return true;
    if (m_ignoreBreakpoints)
        return false;
    for (const ActiveBreakpoint &active : m_breakpoints) {
        if (active.breakpoint.enabled && contains(active.marks, current))
            return true;
    }
    return false;
}

std::vector<int> DebugWorker::matchingBreakpoints(bool atMark)
{
    std::vector<int> candidates;
    if (m_ignoreBreakpoints)
        return candidates;
    const CodeIndex current = m_engine->currentStatement();
    const std::uint64_t tick = m_engine->tick();
    const std::uint64_t turn = m_engine->turn();
    for (std::size_t i = 0; i < m_breakpoints.size(); ++i) {
        const ActiveBreakpoint &active = m_breakpoints[i];
        if (!active.breakpoint.enabled)
            continue;
        bool match = false;
        switch (active.breakpoint.kind) {
        case BreakpointKind::Line:
        case BreakpointKind::Label:
            match = atMark && contains(active.marks, current);
            break;
        case BreakpointKind::Tick:
            match = m_prevTick < active.breakpoint.number && tick == active.breakpoint.number;
            break;
        case BreakpointKind::Turn:
            match = m_prevTurn < active.breakpoint.number && turn == active.breakpoint.number
                && m_engine->ticksBeforeTurn(active.breakpoint.number) == 0;
            break;
        case BreakpointKind::Event:
            match = std::find(m_eventHits.begin(), m_eventHits.end(), int(i)) != m_eventHits.end();
            break;
        }
        if (match)
            candidates.push_back(static_cast<int>(i));
    }
    return candidates;
}

bool DebugWorker::checkBreakpoints(const std::vector<int> &candidates, bool count)
{
    bool stop = false;
    for (int i : candidates) {
        const ActiveBreakpoint &active = m_breakpoints[std::size_t(i)];
        ConditionError error;
        QString message;
        bool holds = true;
        if (!active.condition.isEmpty() || !active.breakpoint.condition.trimmed().isEmpty()) {
            if (active.condition.isEmpty()) {
                Condition::parse(active.breakpoint.condition, conditionVocabulary(m_language), error);
                message = error.toString();
            } else if (auto value = active.condition.evaluate(*m_engine, error)) {
                holds = *value;
            } else {
                message = error.toString();
            }
        }
        if (!holds)
            continue;
        if (!count)
            return true;
        std::uint64_t &hits = m_hits[std::size_t(i)];
        ++hits;
        m_hitsDirty[std::size_t(i)] = true;
        if (!message.isEmpty() || hits >= active.breakpoint.hitTarget) {
            m_hitsDirty[std::size_t(i)] = false;
            Q_EMIT breakpointHit(active.breakpoint.id, hits, message);
            stop = true;
        }
    }
    return stop;
}

// ---- commands ------------------------------------------------------------

bool DebugWorker::beginCommand(std::uint64_t stamp)
{
    ++m_generation;
    m_stamp = stamp;
    m_mode = Mode::Idle;
    m_resume = Resume::None;
    m_goal = Goal::None;
    m_goalMarks.clear();
    m_goalThread = -1;
    m_ignoreBreakpoints = false;
    if (!m_engine)
        return false;
    applyMarks(true);
    if (m_state == State::WaitingForInput)
        reportState(State::Ready);
    return true;
}

void DebugWorker::halt(Interrupt kind)
{
    if (!m_engine)
        return;
    if (kind == Interrupt::Pause && (m_mode == Mode::Idle || m_state == State::WaitingForInput))
        return;
    if (kind == Interrupt::Stop && m_mode == Mode::Idle && m_state != State::WaitingForInput)
        return;
    ++m_generation;
    m_resume = Resume::None;
    endRun(kind == Interrupt::Stop ? DebugStopReason::Stopped : DebugStopReason::Pause);
}

void DebugWorker::run(std::uint64_t stamp)
{
    if (!beginCommand(stamp))
        return;
    if (m_engine->isFinished()) {
        endProgram();
        return;
    }
    startForward(Goal::None, stamp);
}

void DebugWorker::restart(std::uint64_t stamp)
{
    if (!beginCommand(stamp))
        return;
    std::fill(m_hits.begin(), m_hits.end(), 0);
    std::fill(m_hitsDirty.begin(), m_hitsDirty.end(), true);
    restoreNear(0, false);
    m_result.reset();
    startForward(Goal::None, stamp);
}

void DebugWorker::startForward(Goal goal, std::uint64_t stamp, bool ignoreBreakpoints)
{
    m_stamp = stamp;
    m_mode = Mode::Forward;
    m_goal = goal;
    m_goalEventSeen = false;
    m_ignoreBreakpoints = ignoreBreakpoints;
    m_resume = Resume::Forward;
    applyMarks(!ignoreBreakpoints);
    m_speedClock.start();
    m_speedTicks = 0;
    m_keyframeClock.start();
    m_publishClock.start();
    reportState(State::Running);
    queueSlice();
}

void DebugWorker::stepTick(std::uint64_t stamp)
{
    if (!beginCommand(stamp))
        return;
    if (m_engine->isFinished()) {
        endProgram();
        return;
    }
    m_mode = Mode::Forward;
    m_prevTick = m_engine->tick();
    m_prevTurn = m_engine->turn();
    const StopReason reason = m_engine->step();
    m_lastTick = std::max(m_lastTick, m_engine->tick());
    recordKeyframe();
    if (reason == StopReason::InputNeeded) {
        m_resume = Resume::Step;
        waitForInput();
    } else if (reason == StopReason::Finished || reason == StopReason::Error
               || reason == StopReason::StepLimit) {
        endProgram();
    } else {
        endRun(DebugStopReason::Step);
    }
}

void DebugWorker::stepTurn(std::uint64_t stamp)
{
    if (m_language == Language::Unfair) {
        stepTick(stamp);
        return;
    }
    if (!beginCommand(stamp))
        return;
    if (m_engine->isFinished()) {
        endProgram();
        return;
    }
    m_goalTurn = m_engine->turn() + 1;
    startForward(Goal::TurnStart, stamp, true);
}

void DebugWorker::stepOver(std::uint64_t stamp)
{
    const std::optional<CodeIndex> target = m_engine ? m_engine->stepOverTarget() : std::nullopt;
    if (!target || m_engine->isFinished()) {
        stepTick(stamp);
        return;
    }
    if (!beginCommand(stamp))
        return;
    // The jump or loop head runs first (a step), then the run goes on until
    // the same thread is about to run the target.
    const int thread = m_engine->currentThread();
    m_mode = Mode::Forward;
    const StopReason reason = m_engine->step();
    m_lastTick = std::max(m_lastTick, m_engine->tick());
    recordKeyframe();
    if (reason == StopReason::InputNeeded) {
        m_resume = Resume::Step;
        waitForInput();
        return;
    }
    if (reason == StopReason::Finished || reason == StopReason::Error || reason == StopReason::StepLimit) {
        endProgram();
        return;
    }
    m_goalMarks = {*target};
    m_goalThread = thread;
    if (atGoal()) {
        endRun(DebugStopReason::Step);
        return;
    }
    startForward(Goal::Statement, stamp);
}

void DebugWorker::runToPosition(int program, int line, int column, std::uint64_t stamp)
{
    if (!beginCommand(stamp))
        return;
    if (m_engine->isFinished()) {
        endProgram();
        return;
    }
    m_goalMarks = m_engine->statementsAt(program, line, column);
    startForward(m_goalMarks.empty() ? Goal::None : Goal::Statement, stamp);
}

void DebugWorker::runToEvent(DebugEventKind kind, std::uint64_t stamp)
{
    if (!beginCommand(stamp))
        return;
    if (m_engine->isFinished()) {
        endProgram();
        return;
    }
    // A navigation, like a turn step: breakpoints do not stop it.
    m_goalEvent = kind;
    startForward(Goal::Event, stamp, true);
}

void DebugWorker::stepBack(std::uint64_t stamp)
{
    if (!m_engine)
        return;
    const std::uint64_t tick = m_engine->tick();
    startGoto(tick > 0 ? tick - 1 : 0, stamp, DebugStopReason::Step);
}

void DebugWorker::jumpToTick(std::uint64_t tick, std::uint64_t stamp)
{
    startGoto(tick, stamp, DebugStopReason::Goto);
}

void DebugWorker::startGoto(std::uint64_t tick, std::uint64_t stamp, DebugStopReason reason)
{
    if (!beginCommand(stamp))
        return;
    m_gotoReason = reason;
    m_result.reset();
    restoreNear(tick, true);
    m_target = tick;
    m_mode = Mode::Goto;
    m_resume = Resume::Goto;
    applyMarks(false);
    reportState(State::Running);
    m_publishClock.start();
    m_keyframeClock.start();
    // Most jumps are a single replay shorter than a slice: finish it now.
    gotoSlice();
}

void DebugWorker::runBackToBreakpoint(std::uint64_t stamp)
{
    if (!beginCommand(stamp))
        return;
    m_scanOrigin = m_engine->tick();
    if (m_scanOrigin == 0) {
        endRun(DebugStopReason::Start);
        return;
    }
    m_result.reset();
    m_scanFound.reset();
    m_scanKeyframe = m_timeline.indexAtOrBefore(m_scanOrigin - 1);
    m_target = m_scanOrigin;
    const Keyframe &keyframe = m_timeline.keyframes()[std::size_t(m_scanKeyframe)];
    m_engine->restore(*keyframe.state);
    m_input.setPosition(keyframe.inputPosition);
    m_output.setPosition(keyframe.outputBytes);
    m_mode = Mode::Scan;
    applyMarks(true);
    reportState(State::Running);
    m_publishClock.start();
    queueSlice();
}

void DebugWorker::provideInput(const QString &text, std::uint64_t stamp)
{
    m_input.append(text.toStdString());
    resumeAfterInput(stamp);
}

void DebugWorker::closeInput(std::uint64_t stamp)
{
    m_input.close();
    resumeAfterInput(stamp);
}

void DebugWorker::resumeAfterInput(std::uint64_t stamp)
{
    if (!m_engine || m_state != State::WaitingForInput)
        return;
    // Resume what was waiting: the step, the run, or the jump.
    const Resume resume = m_resume;
    const Goal goal = m_goal;
    const bool ignore = m_ignoreBreakpoints;
    const std::vector<CodeIndex> goalMarks = m_goalMarks;
    const int goalThread = m_goalThread;
    const std::uint64_t target = m_target;
    const DebugStopReason gotoReason = m_gotoReason;
    if (resume == Resume::Step) {
        stepTick(stamp);
    } else if (resume == Resume::Forward) {
        beginCommand(stamp);
        m_goalMarks = goalMarks;
        m_goalThread = goalThread;
        startForward(goal, stamp, ignore);
    } else if (resume == Resume::Goto) {
        startGoto(target, stamp, gotoReason);
    } else {
        reportState(State::Ready);
    }
}

} // namespace Foulplay::Core::Debug
