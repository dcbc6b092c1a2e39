// DebugWorker: loading, replay files, settings, breakpoints and input; the
// commands that run go to their family (ForwardRun, BackwardRun, StepOver).
#include "debug/debugworker.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

DebugWorker::DebugWorker(QObject *parent)
    : DebugSignals(parent)
    , m_context(*this, m_interrupts)
    , m_forward(m_context)
    , m_backward(m_context, m_forward)
    , m_stepOver(m_context, m_forward)
{
}

DebugWorker::~DebugWorker() = default;

void DebugWorker::run(Command command)
{
    m_forward.run(command);
}

void DebugWorker::restart(Command command)
{
    m_forward.restart(command);
}

void DebugWorker::stepTick(Command command)
{
    m_forward.stepTick(command);
}

void DebugWorker::stepTurn(Command command)
{
    m_forward.stepTurn(command);
}

void DebugWorker::runToEvent(DebugEventKind kind, Command command)
{
    m_forward.runToEvent(kind, command);
}

void DebugWorker::stepBack(Command command)
{
    m_backward.stepBack(command);
}

void DebugWorker::stepBackTurn(Command command)
{
    m_backward.stepBackTurn(command);
}

void DebugWorker::jumpToTick(std::uint64_t tick, Command command)
{
    m_backward.jumpToTick(tick, command);
}

void DebugWorker::runBackToBreakpoint(Command command)
{
    m_backward.runBackToBreakpoint(command);
}

void DebugWorker::stepOver(Command command)
{
    m_stepOver.stepOver(command);
}

void DebugWorker::runToPosition(int program, int line, int column, Command command)
{
    m_stepOver.runToPosition(program, line, column, command);
}

void DebugWorker::load(Language language, const QStringList &sources, const QStringList &names, Command command)
{
    m_context.finishCommand();
    m_context.m_command = command.id;
    m_context.m_language = language;
    m_context.m_sources = sources;
    m_context.m_names = names;
    m_context.m_input.clear();
    m_context.m_output.clear();
    m_context.resetRun();

    m_context.m_engine = createDebugEngine(language);
    std::vector<std::string> texts;
    for (const QString &source : sources)
        texts.push_back(source.toStdString());
    std::vector<DebugDiagnostic> diagnostics;
    const bool ok =
        m_context.m_engine->load(texts, m_context.m_settings, &m_context.m_input, &m_context.m_output, diagnostics);
    const QList<DebugDiagnostic> list(diagnostics.begin(), diagnostics.end());
    if (!ok) {
        m_context.m_engine.reset();
        m_context.reportState(State::Empty);
        Q_EMIT loaded(false, list);
        m_context.finishCommand();
        return;
    }
    // Conditions read the new language's names; marks are the new program's.
    m_context.m_breakpoints.set(m_context.m_breakpoints.list(), conditionVocabulary(language),
                                m_context.m_engine.get());
    m_context.m_marksDirty = true;
    m_context.recordKeyframe();
    m_context.reportState(State::Ready);
    Q_EMIT loaded(true, list);
    m_context.publish(true);
    Q_EMIT stopped(DebugStopReason::Entry, m_context.m_engine->currentLocation());
    m_context.finishCommand();
}

void DebugWorker::loadReplay(const ReplayFile &replay, Command command)
{
    setSettings(replay.settings);
    m_context.m_pacer.setSpeed(replay.settings.ticksPerSecond);
    // The load is part of this command: it is done after the jump.
    load(replay.language, replay.sources, replay.names, {});
    if (!m_context.m_engine) {
        Q_EMIT commandDone(command.id);
        return;
    }
    for (const QString &token : replay.inputTokens)
        m_context.m_input.append(token.toStdString() + ' ');
    if (replay.inputClosed)
        m_context.m_input.close();
    if (replay.tick > 0)
        m_backward.jumpToTick(replay.tick, command);
    else
        Q_EMIT commandDone(command.id);
}

void DebugWorker::unload(Command command)
{
    m_context.finishCommand();
    m_context.m_command = command.id;
    m_context.m_sources.clear();
    m_context.m_names.clear();
    m_context.m_input.clear();
    m_context.m_output.clear();
    m_context.resetRun();
    m_context.m_engine.reset();
    m_context.reportState(State::Empty);
    m_context.finishCommand();
}

void DebugWorker::saveReplay(const QString &path)
{
    ReplayFile replay;
    replay.language = m_context.m_language;
    replay.sources = m_context.m_sources;
    replay.names = m_context.m_names;
    for (const std::string &token : m_context.m_input.tokens())
        replay.inputTokens.append(QString::fromStdString(token));
    replay.inputClosed = m_context.m_input.isClosed();
    replay.settings = m_context.m_settings;
    replay.settings.ticksPerSecond = m_context.m_pacer.speed();
    replay.tick = m_context.m_engine ? m_context.m_engine->tick() : 0;
    QString error;
    const bool ok = replay.save(path, &error);
    Q_EMIT replaySaved(path, ok, error);
}

void DebugWorker::setSettings(const DebugSettings &settings)
{
    m_context.m_settings = settings;
    m_context.m_timeline.setBudget(settings.memoryBudget);
}

void DebugWorker::setSpeed(std::uint64_t ticksPerSecond)
{
    m_context.m_pacer.setSpeed(ticksPerSecond);
    m_context.m_paceClock.start();
}

void DebugWorker::setEventRecording(bool on)
{
    m_context.m_recordEvents = on;
    m_context.m_marksDirty = true;
    if (m_context.m_plan.mode != Mode::Idle)
        m_context.applyMarks();
}

void DebugWorker::editBreakpoints(const BreakpointDiff &diff)
{
    m_context.m_breakpoints.apply(diff, conditionVocabulary(m_context.m_language), m_context.m_engine.get());
    m_context.m_marksDirty = true;
    if (m_context.m_plan.mode != Mode::Idle)
        m_context.applyMarks();
    Q_EMIT breakpointsApplied(diff.revision);
}

void DebugWorker::halt(Interrupt kind, Command command)
{
    const bool idle = m_context.m_plan.mode == Mode::Idle;
    const bool waiting = m_context.m_state == State::WaitingForInput;
    const bool acts = m_context.m_engine && (kind == Interrupt::Pause ? !idle && !waiting : !idle || waiting);
    if (acts) {
        ++m_context.m_generation;
        m_context.m_plan.resume = Resume::None;
        m_context.endRun(kind == Interrupt::Stop ? DebugStopReason::Stopped : DebugStopReason::Pause);
    }
    Q_EMIT commandDone(command.id);
}

void DebugWorker::provideInput(const QByteArray &bytes, bool part, Command command)
{
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    if (part)
        m_context.m_input.appendPart(text);
    else
        m_context.m_input.append(text);
    resumeAfterInput(command);
}

void DebugWorker::closeInput(Command command)
{
    m_context.m_input.close();
    resumeAfterInput(command);
}

void DebugWorker::resumeAfterInput(Command command)
{
    if (!m_context.m_engine || m_context.m_state != State::WaitingForInput) {
        Q_EMIT commandDone(command.id);
        return;
    }
    // Resume what was waiting: the step, the run, or the jump.
    const RunPlan waiting = m_context.m_plan;
    switch (waiting.resume) {
    case Resume::Step:
        m_forward.stepTick(command);
        break;
    case Resume::Forward:
        if (!m_context.beginCommand(command))
            return;
        m_context.m_plan.goalMarks = waiting.goalMarks;
        m_context.m_plan.goalThread = waiting.goalThread;
        m_context.m_plan.goalTurn = waiting.goalTurn;
        m_context.m_plan.goalEvent = waiting.goalEvent;
        m_forward.startForward(waiting.goal, waiting.ignoreBreakpoints);
        break;
    case Resume::Goto:
        if (m_context.beginCommand(command))
            m_backward.startGoto(waiting.target, waiting.gotoReason);
        break;
    case Resume::None:
        m_context.reportState(State::Ready);
        Q_EMIT commandDone(command.id);
        break;
    }
}

void DebugWorker::slice(std::uint64_t generation)
{
    // A later command replaced this run, or halt() is on its way.
    if (generation != m_context.m_generation || m_context.m_plan.mode == Mode::Idle || !m_context.m_engine
        || m_context.interrupted())
        return;
    guarded([this] {
        m_context.applyMarks();
        switch (m_context.m_plan.mode) {
        case Mode::Forward:
            m_forward.slice();
            break;
        case Mode::Goto:
            m_backward.gotoSlice();
            break;
        case Mode::Scan:
            m_backward.scanSlice();
            break;
        case Mode::Idle:
            break;
        }
    });
}

} // namespace Foulplay::Core::Debug
