#include "debug/debugsession.h"

#include "debug/breakpointmodel.h"
#include "debug/debugworker.h"
#include "debug/replayfile.h"

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
    qRegisterMetaType<DebugDiagnostic>();
    qRegisterMetaType<QList<DebugDiagnostic>>();
    qRegisterMetaType<DebugSettings>();
    qRegisterMetaType<DebugSnapshot>();
    qRegisterMetaType<Breakpoint>();
    qRegisterMetaType<QList<Breakpoint>>();
    qRegisterMetaType<ReplayFile>();
    qRegisterMetaType<DebugWorker::Interrupt>();
    qRegisterMetaType<DebugWorker::State>();
    qRegisterMetaType<DebugSession::Status>();
    qRegisterMetaType<std::uint64_t>("std::uint64_t");
}

} // namespace

DebugSession::DebugSession(QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new DebugWorker)
{
    registerTypes();
    m_thread->setObjectName(QStringLiteral("DebugSession"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);

    connect(m_worker, &DebugWorker::loaded, this, &DebugSession::loaded);
    connect(m_worker, &DebugWorker::stateReported, this, [this](DebugWorker::State state) {
        setStatus(static_cast<Status>(state));
    });
    connect(m_worker, &DebugWorker::stopped, this, &DebugSession::stopped);
    connect(m_worker, &DebugWorker::stateChanged, this, [this](const DebugSnapshot &snapshot) {
        m_snapshot = snapshot;
        Q_EMIT stateChanged(snapshot);
    });
    connect(m_worker, &DebugWorker::outputWritten, this, &DebugSession::outputWritten);
    connect(m_worker, &DebugWorker::inputRequested, this, &DebugSession::inputRequested);
    connect(m_worker, &DebugWorker::finished, this, &DebugSession::finished);
    connect(m_worker, &DebugWorker::errorRaised, this, &DebugSession::errorRaised);
    connect(m_worker, &DebugWorker::breakpointHit, this, &DebugSession::breakpointHit);
    connect(m_worker, &DebugWorker::eventsRecorded, this, &DebugSession::eventsRecorded);
    connect(m_worker, &DebugWorker::replaySaved, this, &DebugSession::replaySaved);
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
                                      [model](int id, std::uint64_t hits, const QString &) {
                                          model->setHits(id, hits);
                                      }));
    m_modelConnections.append(connect(this, &DebugSession::loaded, model, [model](bool ok) {
        if (ok)
            model->resetHits();
    }));
    setBreakpoints(model->breakpoints());
}

void DebugSession::load(Language language, const QStringList &sources, const QStringList &names)
{
    if (m_model)
        m_model->setLanguage(language);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, language, sources, names] {
        w->load(language, sources, names);
    }, Qt::QueuedConnection);
}

void DebugSession::loadReplay(const ReplayFile &replay)
{
    if (m_model)
        m_model->setLanguage(replay.language);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, replay] { w->loadReplay(replay); },
                              Qt::QueuedConnection);
}

void DebugSession::saveReplay(const QString &path)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, path] { w->saveReplay(path); },
                              Qt::QueuedConnection);
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
    QMetaObject::invokeMethod(m_worker, [w = m_worker, on] { w->setEventRecording(on); },
                              Qt::QueuedConnection);
}

void DebugSession::provideInput(const QString &text)
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, text, stamp] { w->provideInput(text, stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::closeInput()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->closeInput(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::run()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->run(stamp); }, Qt::QueuedConnection);
}

void DebugSession::pause()
{
    // The flag ends the slice in progress at once; the queued halt() reports it.
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->halt(DebugWorker::Interrupt::Pause); },
                              Qt::QueuedConnection);
}

void DebugSession::stop()
{
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->halt(DebugWorker::Interrupt::Stop); },
                              Qt::QueuedConnection);
}

void DebugSession::restart()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->restart(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::stepTick()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->stepTick(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::stepTurn()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->stepTurn(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::stepOver()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->stepOver(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::runToPosition(int program, int line, int column)
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, program, line, column, stamp] {
        w->runToPosition(program, line, column, stamp);
    }, Qt::QueuedConnection);
}

void DebugSession::runToEvent(DebugEventKind kind)
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, kind, stamp] { w->runToEvent(kind, stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::stepBack()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->stepBack(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::runBackToBreakpoint()
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, stamp] { w->runBackToBreakpoint(stamp); },
                              Qt::QueuedConnection);
}

void DebugSession::jumpToTick(std::uint64_t tick)
{
    const std::uint64_t stamp = m_worker->interruptStamp();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, tick, stamp] { w->jumpToTick(tick, stamp); },
                              Qt::QueuedConnection);
}

} // namespace Foulplay::Core::Debug
