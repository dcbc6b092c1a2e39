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

void DebugWorker::runToValueChange(const QString &value, bool backwards, Command command)
{
    if (backwards)
        m_backward.runBackToValueChange(value, command);
    else
        m_forward.runToValueChange(value, command);
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
    std::vector<DebugDiagnostic> diagnostics;
    const bool ok = m_context.load(command, language, sources, names, diagnostics);
    Q_EMIT loaded(ok, QList<DebugDiagnostic>(diagnostics.begin(), diagnostics.end()));
    if (ok) {
        m_context.publish(true);
        Q_EMIT stopped(DebugStopReason::Entry, m_context.engine()->currentLocation());
    }
    m_context.finishCommand();
}

void DebugWorker::loadReplay(const ReplayFile &replay, Command command)
{
    setSettings(replay.settings);
    m_context.setSpeed(replay.settings.ticksPerSecond);
    // The load is part of this command: it is done after the jump.
    load(replay.language, replay.sources, replay.names, {});
    if (!m_context.engine()) {
        Q_EMIT commandDone(command.id);
        return;
    }
    for (const QString &token : replay.inputTokens)
        m_context.provideInput(token.toStdString() + ' ', false);
    if (replay.inputClosed)
        m_context.closeInput();
    if (replay.tick > 0)
        m_backward.jumpToTick(replay.tick, command);
    else
        Q_EMIT commandDone(command.id);
}

void DebugWorker::unload(Command command)
{
    m_context.unload(command);
    m_context.finishCommand();
}

void DebugWorker::saveReplay(const QString &path)
{
    QString error;
    const bool ok = m_context.replay().save(path, &error);
    Q_EMIT replaySaved(path, ok, error);
}

void DebugWorker::takeReplay()
{
    Q_EMIT replayTaken(m_context.replay());
}

void DebugWorker::setSettings(const DebugSettings &settings)
{
    m_context.setSettings(settings);
}

void DebugWorker::setSpeed(std::uint64_t ticksPerSecond)
{
    m_context.setSpeed(ticksPerSecond);
}

void DebugWorker::setEventRecording(bool on)
{
    m_context.setEventRecording(on);
}

void DebugWorker::editBreakpoints(const BreakpointDiff &diff)
{
    m_context.editBreakpoints(diff);
    Q_EMIT breakpointsApplied(diff.revision);
}

void DebugWorker::halt(Interrupt kind, Command command)
{
    const bool idle = m_context.plan().mode == Mode::Idle;
    const bool waiting = m_context.state() == State::WaitingForInput;
    const bool acts = m_context.engine() && (kind == Interrupt::Pause ? !idle && !waiting : !idle || waiting);
    if (acts)
        m_context.halt(kind == Interrupt::Stop ? DebugStopReason::Stopped : DebugStopReason::Pause);
    Q_EMIT commandDone(command.id);
}

void DebugWorker::provideInput(const QByteArray &bytes, bool part, Command command)
{
    m_context.provideInput(std::string_view(bytes.constData(), std::size_t(bytes.size())), part);
    resumeAfterInput(command);
}

void DebugWorker::closeInput(Command command)
{
    m_context.closeInput();
    resumeAfterInput(command);
}

void DebugWorker::resumeAfterInput(Command command)
{
    if (!m_context.engine() || m_context.state() != State::WaitingForInput) {
        Q_EMIT commandDone(command.id);
        return;
    }
    // Resume what was waiting: the step, the run, or the jump.
    const RunPlan waiting = m_context.plan();
    switch (waiting.resume) {
    case Resume::Step:
        m_forward.stepTick(command);
        break;
    case Resume::Forward:
        if (!m_context.beginCommand(command))
            return;
        m_context.plan().goalMarks = waiting.goalMarks;
        m_context.plan().goalThread = waiting.goalThread;
        m_context.plan().goalTurn = waiting.goalTurn;
        m_context.plan().goalEvent = waiting.goalEvent;
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
    if (generation != m_context.generation() || m_context.plan().mode == Mode::Idle || !m_context.engine()
        || m_context.interrupted())
        return;
    guarded([this] {
        m_context.applyMarks();
        switch (m_context.plan().mode) {
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
