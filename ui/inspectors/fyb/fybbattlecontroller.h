#pragma once

#include "fybbattlemodel.h"

#include "debug/debugsession.h"

#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

namespace Foulplay::Ui {

// Drives a DebugSession for the battle view and feeds its FybBattleModel:
// play/pause, steps of a tick or a turn both ways, scrubbing (coalesced, so a
// dragged slider never queues more than one jump), a speed in turns per
// second, jumps to the next commit/bomb/fork, and exporting a run of turns as
// numbered PNG frames. Tasks that take several session commands (a turn back,
// a seek, an export) finish on the session's stopped()/finished() signals.
// GUI thread only.
class FybBattleController final : public QObject {
    Q_OBJECT

public:
    explicit FybBattleController(FybBattleModel *model, QObject *parent = nullptr);

    // Follows session (null: none). Turns on its event recording and takes
    // its current frame. The session must outlive the link or be destroyed
    // (the link then ends by itself).
    void setSession(Core::Debug::DebugSession *session);
    Core::Debug::DebugSession *session() const { return m_session; }
    FybBattleModel *model() const { return m_model; }

    // True while the session runs freely (play).
    bool isPlaying() const;
    // True while a task of several commands (turn back, seek, export) is on.
    bool isBusy() const { return m_task != Task::None; }
    // The battle view's own speed: turns a second while playing (0 =
    // unlimited), or none: the session's speed (the IDE's Speed slider, in
    // ticks a second) applies unchanged.
    std::optional<std::uint64_t> turnsPerSecond() const { return m_turnsPerSecond; }
    // True while the battle view's own speed sets the session's: a turn
    // speed is chosen and a battle is loaded.
    bool setsSpeed() const { return m_turnsPerSecond.has_value() && m_model->isValid(); }

public Q_SLOTS:
    void play();
    void pause();
    void togglePlay();
    void stepTick();
    void stepBackTick();
    // To the start of the next turn.
    void stepTurn();
    // To the start of the previous turn.
    void stepBackTurn();
    // Shows the frame of tick (scrubbing); several calls in a row jump once.
    void scrubTo(std::uint64_t tick);
    // A turn a second is one tick a second per live thread, so the session's
    // speed follows the thread count. The session's speed from before comes
    // back with followSessionSpeed() or when another language is loaded.
    void setTurnsPerSecond(std::uint64_t turns);
    // Gives the session back the speed it had before a turn speed was chosen.
    // Another setter of the session's speed has the same effect, except that
    // its speed stays (whoever sets the speed last wins).
    void followSessionSpeed();
    // To the next commit, bomb commit or fork after the current frame: the
    // session runs on and stops on the tick that made it.
    void jumpToNext(Foulplay::Ui::FybBattleModel::Mark mark);
    // Saves the current frame and the next turns frames (turns + 1 images)
    // as folder/frame-00000.png ...; render makes each image.
    void exportFrames(const QString &folder, int turns, std::function<QImage()> render);
    // Ends a task in progress where it stands.
    void cancelTask();

Q_SIGNALS:
    // Playing or busy changed.
    void activityChanged();
    // turnsPerSecond() or setsSpeed() may have changed.
    void speedChanged();
    void exportFinished(bool ok, int frames, const QString &message);
    // Something the user should read in the status line. A note about a
    // place in the battle gives its tick (the note is stale once the view
    // shows another tick); -1 for a note that is not about a place.
    void message(const QString &text, qint64 tick);

private:
    enum class Task { None, Seek, Export };

    void onCommandDone(Core::Debug::DebugSession::CommandId id);
    void applySpeed();
    // Gives the session back the speed it had before this controller set it.
    void restoreSpeed();
    // Taking the speed over keeps the session's own to give back.
    void setOverriding(bool on);
    // The session's speed, set by this controller (not a speed set elsewhere).
    void setSessionSpeed(std::uint64_t ticksPerSecond);
    void onSpeedSet(std::uint64_t ticksPerSecond);
    // Sends a command of ours; its commandDone() moves the task on.
    void issue(const std::function<Core::Debug::DebugSession::CommandId()> &command);
    void endTask(const QString &text = {}, qint64 tick = -1);
    bool saveFrame();

    FybBattleModel *m_model;
    QPointer<Core::Debug::DebugSession> m_session;
    QList<QMetaObject::Connection> m_connections;
    std::optional<std::uint64_t> m_turnsPerSecond;
    int m_appliedThreads = -1;
    bool m_overriding = false; // the session's speed is ours, not m_baseSpeed
    std::uint64_t m_baseSpeed = 0;
    bool m_settingSpeed = false; // inside setSessionSpeed()

    Core::Debug::DebugSession::CommandId m_waitingFor = 0; // our command not done yet (0: none)
    std::optional<std::uint64_t> m_pendingScrub;
    Task m_task = Task::None;
    FybBattleModel::Mark m_seekMark = FybBattleModel::Mark::Commit;
    std::uint64_t m_seekFrom = 0;
    QString m_exportFolder; // Export
    int m_exportLeft = 0;
    int m_exportDone = 0;
    std::function<QImage()> m_render;
};

} // namespace Foulplay::Ui
