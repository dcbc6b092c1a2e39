#include "fybbattlecontroller.h"

#include "debug/debugsession.h"
#include "languages/fyb/fybdebug.h"

#include <QDir>
#include <QLocale>

namespace Foulplay::Ui {

using Core::Debug::DebugSession;

namespace {

QString markName(FybBattleModel::Mark mark)
{
    switch (mark) {
    case FybBattleModel::Mark::Commit:
        return FybBattleController::tr("commit");
    case FybBattleModel::Mark::Bomb:
        return FybBattleController::tr("bomb");
    case FybBattleModel::Mark::Fork:
        return FybBattleController::tr("fork");
    }
    return {};
}

} // namespace

FybBattleController::FybBattleController(FybBattleModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    connect(m_model, &FybBattleModel::frameChanged, this, &FybBattleController::applySpeed);
}

void FybBattleController::setSession(DebugSession *session)
{
    restoreSpeed();
    for (const auto &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_task = Task::None;
    m_waitingFor = 0;
    m_pendingScrub.reset();
    m_appliedThreads = -1;
    m_session = session;
    m_model->clear();
    if (!session) {
        Q_EMIT activityChanged();
        return;
    }
    m_connections << connect(session, &DebugSession::loaded, this, [this] {
        m_task = Task::None;
        m_waitingFor = 0;
        m_pendingScrub.reset();
        m_model->clear();
        // Until the battle's first frame, the session's own speed applies.
        restoreSpeed();
        Q_EMIT activityChanged();
    });
    m_connections << connect(session, &DebugSession::stateChanged, m_model, &FybBattleModel::setSnapshot);
    m_connections << connect(session, &DebugSession::eventsRecorded, m_model, &FybBattleModel::addEvents);
    m_connections << connect(session, &DebugSession::commandDone, this, &FybBattleController::onCommandDone);
    m_connections << connect(session, &DebugSession::statusChanged, this, &FybBattleController::activityChanged);
    m_connections << connect(session, &DebugSession::speedSet, this, &FybBattleController::onSpeedSet);
    session->setEventRecording(true);
    if (session->snapshot().isValid())
        m_model->setSnapshot(session->snapshot());
    applySpeed();
    Q_EMIT activityChanged();
}

bool FybBattleController::isPlaying() const
{
    return m_session && m_session->status() == DebugSession::Status::Running && !isBusy() && m_waitingFor == 0;
}

void FybBattleController::issue(const std::function<DebugSession::CommandId()> &command)
{
    m_waitingFor = command();
}

void FybBattleController::play()
{
    if (!m_session || !m_model->isValid())
        return;
    cancelTask();
    m_pendingScrub.reset();
    m_session->run();
}

void FybBattleController::pause()
{
    if (!m_session)
        return;
    cancelTask();
    m_session->pause();
}

void FybBattleController::togglePlay()
{
    if (m_session && m_session->status() == DebugSession::Status::Running)
        pause();
    else
        play();
}

void FybBattleController::stepTick()
{
    if (!m_session || !m_model->isValid())
        return;
    cancelTask();
    issue([this] { return m_session->stepTick(); });
}

void FybBattleController::stepBackTick()
{
    if (!m_session || !m_model->isValid())
        return;
    cancelTask();
    issue([this] { return m_session->stepBack(); });
}

void FybBattleController::stepTurn()
{
    if (!m_session || !m_model->isValid())
        return;
    cancelTask();
    issue([this] { return m_session->stepTurn(); });
}

void FybBattleController::stepBackTurn()
{
    if (!m_session || !m_model->battle())
        return;
    cancelTask();
    issue([this] { return m_session->stepBackTurn(); });
}

void FybBattleController::scrubTo(std::uint64_t tick)
{
    if (!m_session || !m_model->isValid())
        return;
    if (m_task != Task::None)
        cancelTask();
    // While a command of ours runs, only the latest scrub waits for it.
    if (m_waitingFor != 0) {
        m_pendingScrub = tick;
        return;
    }
    issue([this, tick] { return m_session->jumpToTick(tick); });
}

void FybBattleController::setTurnsPerSecond(std::uint64_t turns)
{
    m_turnsPerSecond = turns;
    m_appliedThreads = -1;
    applySpeed();
    Q_EMIT activityChanged();
    Q_EMIT speedChanged();
}

void FybBattleController::followSessionSpeed()
{
    m_turnsPerSecond.reset();
    applySpeed();
    Q_EMIT activityChanged();
    Q_EMIT speedChanged();
}

void FybBattleController::onSpeedSet(std::uint64_t ticksPerSecond)
{
    if (m_settingSpeed)
        return;
    // Set elsewhere (the toolbar): that speed stays, and is the one to give
    // back after a seek, which runs on at full speed.
    m_turnsPerSecond.reset();
    m_baseSpeed = ticksPerSecond;
    if (m_task == Task::Seek)
        setSessionSpeed(0);
    else
        setOverriding(false);
    m_appliedThreads = -1;
    Q_EMIT activityChanged();
    Q_EMIT speedChanged();
}

void FybBattleController::setOverriding(bool on)
{
    if (m_overriding == on)
        return;
    if (on)
        m_baseSpeed = m_session->speed();
    m_overriding = on;
    Q_EMIT speedChanged();
}

void FybBattleController::setSessionSpeed(std::uint64_t ticksPerSecond)
{
    m_settingSpeed = true;
    m_session->setSpeed(ticksPerSecond);
    m_settingSpeed = false;
}

void FybBattleController::applySpeed()
{
    if (!m_session || m_task == Task::Seek)
        return;
    if (!setsSpeed()) {
        restoreSpeed();
        return;
    }
    setOverriding(true);
    // The session counts ticks; a turn is one tick per live thread.
    const std::uint64_t turns = *m_turnsPerSecond;
    const int threads = turns == 0 ? 0 : std::max(1, m_model->liveThreads(0) + m_model->liveThreads(1));
    if (threads == m_appliedThreads)
        return;
    m_appliedThreads = threads;
    setSessionSpeed(turns * std::uint64_t(threads));
}

void FybBattleController::restoreSpeed()
{
    m_appliedThreads = -1;
    if (!m_overriding || !m_session)
        return;
    setOverriding(false);
    setSessionSpeed(m_baseSpeed);
}

void FybBattleController::jumpToNext(FybBattleModel::Mark mark)
{
    if (!m_session || !m_model->isValid())
        return;
    cancelTask();
    if (m_model->finished() && m_model->tick() >= m_model->lastTick()) {
        Q_EMIT message(tr("The battle is over: there is nothing further to find."), qint64(m_model->tick()));
        return;
    }
    // The session runs on at full speed and stops on the tick that made the
    // event: exact even when a flood of commits kept some out of the history.
    Core::Debug::DebugEventKind kind = Core::Debug::FybEvent::Commit;
    if (mark == FybBattleModel::Mark::Bomb)
        kind = Core::Debug::FybEvent::BombCommit;
    else if (mark == FybBattleModel::Mark::Fork)
        kind = Core::Debug::FybEvent::Fork;
    setOverriding(true);
    m_task = Task::Seek;
    m_seekMark = mark;
    m_seekFrom = m_model->tick();
    m_appliedThreads = -1;
    setSessionSpeed(0);
    Q_EMIT activityChanged();
    issue([this, kind] { return m_session->runToEvent(kind); });
}

void FybBattleController::exportFrames(const QString &folder, int turns, std::function<QImage()> render)
{
    if (!m_session || !m_model->isValid() || !render)
        return;
    cancelTask();
    if (!QDir().mkpath(folder)) {
        Q_EMIT exportFinished(false, 0, tr("Cannot create the folder %1.").arg(folder));
        return;
    }
    m_task = Task::Export;
    m_exportFolder = folder;
    m_exportLeft = std::max(0, turns);
    m_exportDone = 0;
    m_render = std::move(render);
    Q_EMIT activityChanged();
    if (!saveFrame())
        return;
    if (m_exportLeft == 0 || m_model->finished()) {
        endTask();
        Q_EMIT exportFinished(true, m_exportDone, tr("%n frame(s) saved.", nullptr, m_exportDone));
        return;
    }
    --m_exportLeft;
    issue([this] { return m_session->stepTurn(); });
}

bool FybBattleController::saveFrame()
{
    const QString path =
        QDir(m_exportFolder).filePath(QStringLiteral("frame-%1.png").arg(m_exportDone, 5, 10, QLatin1Char('0')));
    if (!m_render().save(path, "PNG")) {
        const int done = m_exportDone;
        endTask();
        Q_EMIT exportFinished(false, done, tr("Cannot write %1.").arg(path));
        return false;
    }
    ++m_exportDone;
    return true;
}

void FybBattleController::onCommandDone(DebugSession::CommandId id)
{
    if (m_waitingFor == 0 || id != m_waitingFor || !m_session) {
        Q_EMIT activityChanged();
        return;
    }
    m_waitingFor = 0;
    if (m_pendingScrub) {
        const std::uint64_t tick = *m_pendingScrub;
        m_pendingScrub.reset();
        issue([this, tick] { return m_session->jumpToTick(tick); });
        return;
    }
    switch (m_task) {
    case Task::None:
        break;
    case Task::Seek:
        // Stopped on the event, or the battle ended first: then the view goes
        // back to where the search began, rather than leave the user at the end.
        if (m_model->finished() && m_model->lastMark(m_seekMark) <= m_seekFrom) {
            const std::uint64_t from = m_seekFrom;
            endTask(tr("No %1 after tick %2: the battle ends without one.")
                        .arg(markName(m_seekMark), QLocale().toString(qulonglong(from))),
                    qint64(from));
            issue([this, from] { return m_session->jumpToTick(from); });
            return;
        }
        // A note of an earlier search that found nothing must not stay.
        endTask(tr("Next %1: turn %2, tick %3.")
                    .arg(markName(m_seekMark), QLocale().toString(qulonglong(m_model->turn())),
                         QLocale().toString(qulonglong(m_model->tick()))),
                qint64(m_model->tick()));
        break;
    case Task::Export:
        if (!saveFrame())
            return;
        if (m_exportLeft == 0 || m_model->finished()) {
            const int done = m_exportDone;
            endTask();
            Q_EMIT exportFinished(true, done, tr("%n frame(s) saved.", nullptr, done));
            return;
        }
        --m_exportLeft;
        issue([this] { return m_session->stepTurn(); });
        return;
    }
    Q_EMIT activityChanged();
}

void FybBattleController::cancelTask()
{
    if (m_task == Task::None)
        return;
    const bool exporting = m_task == Task::Export;
    const int done = m_exportDone;
    endTask();
    if (exporting)
        Q_EMIT exportFinished(false, done, tr("Export cancelled after %n frame(s).", nullptr, done));
}

void FybBattleController::endTask(const QString &text, qint64 tick)
{
    const bool seeking = m_task == Task::Seek;
    m_task = Task::None;
    m_render = nullptr;
    if (seeking) {
        m_appliedThreads = -1;
        applySpeed();
    }
    if (!text.isEmpty())
        Q_EMIT message(text, tick);
    Q_EMIT activityChanged();
}

} // namespace Foulplay::Ui
