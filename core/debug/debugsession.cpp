#include "debug/debugsession.h"

#include "debug/breakpointmodel.h"
#include "debug/debugworker.h"
#include "debug/replayfile.h"

#include <QMetaMethod>
#include <QThread>

namespace Foulplay::Core::Debug {

namespace {

void registerTypes()
{
    qRegisterMetaType<Language>();
    qRegisterMetaType<DebugLocation>();
    qRegisterMetaType<DebugEvent>();
    qRegisterMetaType<QList<DebugEvent>>();
    qRegisterMetaType<DebugStopReason>();
    qRegisterMetaType<DebugResult>();
    qRegisterMetaType<InputPrompt>();
    qRegisterMetaType<DebugDiagnostic>();
    qRegisterMetaType<Message>();
    qRegisterMetaType<ConditionError>();
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

void DebugSession::setBreakpointModel(BreakpointModel *model)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_modelConnections))
        disconnect(connection);
    m_modelConnections.clear();
    m_model = model;
    if (!model)
        return;
    m_modelConnections.append(connect(model, &BreakpointModel::breakpointsChanged, this,
                                      &DebugSession::setBreakpoints));
    m_modelConnections.append(connect(this, &DebugSession::breakpointHit, model,
                                      [model](int id, std::uint64_t hits, const ConditionError &) {
                                          model->setHits(id, hits);
                                      }));
    m_modelConnections.append(connect(this, &DebugSession::loaded, model, [model](bool ok) {
        if (ok)
            model->resetHits();
    }));
    setBreakpoints(model->breakpoints());
}

template<typename Call>
DebugSession::CommandId DebugSession::send(Call call)
{
    const Command command{++m_lastCommand, m_worker->interruptStamp()};
    QMetaObject::invokeMethod(m_worker, [w = m_worker, call = std::move(call), command] { call(*w, command); },
                              Qt::QueuedConnection);
    return command.id;
}

DebugSession::CommandId DebugSession::load(Language language, const QStringList &sources, const QStringList &names)
{
    if (m_model)
        m_model->setLanguage(language);
    return send([language, sources, names](DebugWorker &w, Command c) { w.load(language, sources, names, c); });
}

DebugSession::CommandId DebugSession::loadReplay(const ReplayFile &replay)
{
    if (m_model)
        m_model->setLanguage(replay.language);
    return send([replay](DebugWorker &w, Command c) { w.loadReplay(replay, c); });
}

DebugSession::CommandId DebugSession::unload()
{
    return send([](DebugWorker &w, Command c) { w.unload(c); });
}

void DebugSession::saveReplay(const QString &path)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, path] { w->saveReplay(path); }, Qt::QueuedConnection);
}

void DebugSession::setSettings(const DebugSettings &settings)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, settings] { w->setSettings(settings); },
                              Qt::QueuedConnection);
}

void DebugSession::setSpeed(std::uint64_t ticksPerSecond)
{
    m_speed = ticksPerSecond;
    QMetaObject::invokeMethod(m_worker, [w = m_worker, ticksPerSecond] { w->setSpeed(ticksPerSecond); },
                              Qt::QueuedConnection);
    Q_EMIT speedSet(ticksPerSecond);
}

void DebugSession::setBreakpoints(const QList<Breakpoint> &breakpoints)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, breakpoints] { w->setBreakpoints(breakpoints); },
                              Qt::QueuedConnection);
}

void DebugSession::setEventRecording(bool on)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, on] { w->setEventRecording(on); }, Qt::QueuedConnection);
}

DebugSession::CommandId DebugSession::provideInput(const QString &text)
{
    return send([text](DebugWorker &w, Command c) { w.provideInput(text, c); });
}

DebugSession::CommandId DebugSession::closeInput()
{
    return send([](DebugWorker &w, Command c) { w.closeInput(c); });
}

DebugSession::CommandId DebugSession::run()
{
    return send([](DebugWorker &w, Command c) { w.run(c); });
}

DebugSession::CommandId DebugSession::pause()
{
    // The flag ends the slice in progress at once; the queued halt() reports it.
    m_worker->interrupt();
    return send([](DebugWorker &w, Command c) { w.halt(DebugWorker::Interrupt::Pause, c); });
}

DebugSession::CommandId DebugSession::stop()
{
    m_worker->interrupt();
    return send([](DebugWorker &w, Command c) { w.halt(DebugWorker::Interrupt::Stop, c); });
}

DebugSession::CommandId DebugSession::restart()
{
    return send([](DebugWorker &w, Command c) { w.restart(c); });
}

DebugSession::CommandId DebugSession::stepTick()
{
    return send([](DebugWorker &w, Command c) { w.stepTick(c); });
}

DebugSession::CommandId DebugSession::stepTurn()
{
    return send([](DebugWorker &w, Command c) { w.stepTurn(c); });
}

DebugSession::CommandId DebugSession::stepOver()
{
    return send([](DebugWorker &w, Command c) { w.stepOver(c); });
}

DebugSession::CommandId DebugSession::runToPosition(int program, int line, int column)
{
    return send([program, line, column](DebugWorker &w, Command c) { w.runToPosition(program, line, column, c); });
}

DebugSession::CommandId DebugSession::runToEvent(DebugEventKind kind)
{
    return send([kind](DebugWorker &w, Command c) { w.runToEvent(kind, c); });
}

DebugSession::CommandId DebugSession::stepBack()
{
    return send([](DebugWorker &w, Command c) { w.stepBack(c); });
}

DebugSession::CommandId DebugSession::stepBackTurn()
{
    return send([](DebugWorker &w, Command c) { w.stepBackTurn(c); });
}

DebugSession::CommandId DebugSession::runBackToBreakpoint()
{
    return send([](DebugWorker &w, Command c) { w.runBackToBreakpoint(c); });
}

DebugSession::CommandId DebugSession::jumpToTick(std::uint64_t tick)
{
    return send([tick](DebugWorker &w, Command c) { w.jumpToTick(tick, c); });
}

} // namespace Foulplay::Core::Debug
