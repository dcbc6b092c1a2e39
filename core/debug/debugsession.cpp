#include "debug/debugsession.h"

#include "debug/valuehistory.h"

#include "debug/debugworker.h"
#include "debug/replayfile.h"

#include <QMetaMethod>
#include <QThread>

#include <iterator>
#include <utility>

namespace Foulplay::Core::Debug {

namespace {

void registerTypes()
{
    qRegisterMetaType<Language>();
    qRegisterMetaType<DebugLocation>();
    qRegisterMetaType<DebugEvent>();
    qRegisterMetaType<QList<DebugEvent>>();
    qRegisterMetaType<EventBatch>();
    qRegisterMetaType<DebugStopReason>();
    qRegisterMetaType<DebugResult>();
    qRegisterMetaType<InputPrompt>();
    qRegisterMetaType<DebugDiagnostic>();
    qRegisterMetaType<Message>();
    qRegisterMetaType<ValueChange>();
    qRegisterMetaType<ConditionError>();
    qRegisterMetaType<BreakpointDiff>();
    qRegisterMetaType<QList<BreakpointRejection>>();
    qRegisterMetaType<QList<DebugDiagnostic>>();
    qRegisterMetaType<DebugSettings>();
    qRegisterMetaType<DebugSnapshot>();
    qRegisterMetaType<Breakpoint>();
    qRegisterMetaType<QList<Breakpoint>>();
    qRegisterMetaType<ReplayFile>();
    qRegisterMetaType<DebugWorker::State>();
    qRegisterMetaType<DebugSession::Status>();
    qRegisterMetaType<std::uint64_t>("std::uint64_t");
}

} // namespace

DebugSession::DebugSession(QObject *parent)
    : DebugSignals(parent)
    , m_thread(new QThread(this))
    , m_worker(new DebugWorker)
{
    registerTypes();
    m_thread->setObjectName(QStringLiteral("DebugSession"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);

    connect(m_worker, &DebugWorker::stateReported, this, [this](DebugWorker::State state) {
        if (state == DebugWorker::State::Empty)
            m_snapshot = {}; // nothing loaded: no state to show
        setStatus(static_cast<Status>(state));
    });
    connect(m_worker, &DebugWorker::breakpointsApplied, this, &DebugSession::breakpointsApplied);
    connect(m_worker, &DebugWorker::stateChanged, this, [this](const DebugSnapshot &snapshot) {
        m_snapshot = snapshot;
        Q_EMIT stateChanged(snapshot);
    });
    // Every other fact the worker reports is passed on as it is.
    const QMetaObject &facts = DebugSignals::staticMetaObject;
    const QMetaMethod state = QMetaMethod::fromSignal(&DebugSignals::stateChanged);
    for (int i = facts.methodOffset(); i < facts.methodCount(); ++i) {
        const QMetaMethod signal = facts.method(i);
        if (signal.methodType() == QMetaMethod::Signal && signal != state)
            connect(m_worker, signal, this, signal);
    }
    m_thread->start();
}

DebugSession::~DebugSession()
{
    // End any run at its next check, then let the thread's event loop finish.
    m_worker->interrupt();
    m_thread->requestInterruption();
    m_thread->quit();
    m_thread->wait();
}

void DebugSession::setStatus(Status status)
{
    if (status == m_status)
        return;
    m_status = status;
    Q_EMIT statusChanged(status);
}

template<typename Method, typename... Args> void DebugSession::post(Method method, Args... args)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, method, args...] { w->guarded([&] { (w->*method)(args...); }); },
        Qt::QueuedConnection);
}

template<typename Method, typename... Args> DebugSession::CommandId DebugSession::send(Method method, Args... args)
{
    const Command command{++m_lastCommand, m_worker->interruptStamp()};
    post(method, args..., command);
    return command.id;
}

DebugSession::CommandId DebugSession::issue(Plain plain)
{
    using Slot = void (DebugWorker::*)(Command);
    static constexpr std::pair<Plain, Slot> table[] = {
        {Plain::CloseInput, &DebugWorker::closeInput},
        {Plain::Run, &DebugWorker::run},
        {Plain::Restart, &DebugWorker::restart},
        {Plain::StepTick, &DebugWorker::stepTick},
        {Plain::StepTurn, &DebugWorker::stepTurn},
        {Plain::StepOver, &DebugWorker::stepOver},
        {Plain::StepBack, &DebugWorker::stepBack},
        {Plain::StepBackTurn, &DebugWorker::stepBackTurn},
        {Plain::RunBackToBreakpoint, &DebugWorker::runBackToBreakpoint},
    };
    static_assert(
        [] {
            for (std::size_t i = 0; i < std::size(table); ++i) {
                if (table[i].first != Plain(i))
                    return false;
            }
            return true;
        }(),
        "the table is in the order of Plain");
    return send(table[std::size_t(plain)].second);
}

DebugSession::CommandId DebugSession::load(Language language, const QStringList &sources, const QStringList &names)
{
    return send(&DebugWorker::load, language, sources, names);
}

DebugSession::CommandId DebugSession::loadReplay(const ReplayFile &replay)
{
    return send(&DebugWorker::loadReplay, replay);
}

DebugSession::CommandId DebugSession::unload()
{
    return send(&DebugWorker::unload);
}

void DebugSession::saveReplay(const QString &path)
{
    post(&DebugWorker::saveReplay, path);
}

void DebugSession::takeReplay()
{
    post(&DebugWorker::takeReplay);
}

void DebugSession::setSettings(const DebugSettings &settings)
{
    post(&DebugWorker::setSettings, settings);
}

void DebugSession::setSpeed(std::uint64_t ticksPerSecond)
{
    m_speed = ticksPerSecond;
    post(&DebugWorker::setSpeed, ticksPerSecond);
    Q_EMIT speedSet(ticksPerSecond);
}

void DebugSession::editBreakpoints(const BreakpointDiff &diff)
{
    post(&DebugWorker::editBreakpoints, diff);
}

void DebugSession::setEventRecording(bool on)
{
    post(&DebugWorker::setEventRecording, on);
}

DebugSession::CommandId DebugSession::provideInput(const QString &text)
{
    return send(&DebugWorker::provideInput, text.toUtf8(), false);
}

DebugSession::CommandId DebugSession::provideInputPart(const QByteArray &bytes)
{
    return send(&DebugWorker::provideInput, bytes, true);
}

DebugSession::CommandId DebugSession::pause()
{
    // The flag ends the slice in progress at once; the queued halt() reports it.
    m_worker->interrupt();
    return send(&DebugWorker::halt, DebugWorker::Interrupt::Pause);
}

DebugSession::CommandId DebugSession::stop()
{
    m_worker->interrupt();
    return send(&DebugWorker::halt, DebugWorker::Interrupt::Stop);
}

DebugSession::CommandId DebugSession::runToPosition(int program, int line, int column)
{
    return send(&DebugWorker::runToPosition, program, line, column);
}

DebugSession::CommandId DebugSession::runToEvent(DebugEventKind kind)
{
    return send(&DebugWorker::runToEvent, kind);
}

DebugSession::CommandId DebugSession::runToValueChange(const QString &value, bool backwards)
{
    return send(&DebugWorker::runToValueChange, value, backwards);
}

DebugSession::CommandId DebugSession::jumpToTick(std::uint64_t tick)
{
    return send(&DebugWorker::jumpToTick, tick);
}

} // namespace Foulplay::Core::Debug
