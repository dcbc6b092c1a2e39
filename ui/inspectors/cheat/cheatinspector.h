#pragma once

#include "languages/cheat/cheatenginestate.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

class QListView;
class QTableView;
class QTreeView;

namespace Foulplay::Core::Cheat {
struct Program;
}

namespace Foulplay::Core::Debug {
class DebugSession;
}

namespace Foulplay::Ui {

class CheatScoreboardModel;
class CheatTurnModel;
class CheatWindowsModel;
class EventLogModel;
class RunTimelineBar;
class ValueTravel;

// The Cheat inspector dock's contents: the scoreboard, the open cheat
// windows, the turn view (what each statement did in its latest slot and
// why, from the evaluation trace the snapshot carries), the event log and
// the run's timeline under them. Reads the session's snapshots and recorded
// events only. Put it in a QDockWidget; call setSession() for the run to
// show; the program comes with the session's snapshots. The event
// log is the session's own (EventLogModel::of()), so switching to another
// session shows that run's whole log. GUI thread only.
class CheatInspector final : public QWidget {
    Q_OBJECT

public:
    explicit CheatInspector(QWidget *parent = nullptr);

    // Follows session's stateChanged() and shows its event log (turning event
    // recording on); clicking a log entry calls its jumpToTick(). When the
    // session becomes Empty (unloaded) the views empty. Null detaches.
    void setSession(Core::Debug::DebugSession *session);
    // Shows no program (no run to show): clears what was shown. The program
    // of a run comes with its snapshots (DebugSnapshot::program()); a new
    // one clears the state shown before, while the log entries stay (they
    // are the session's) and are worded with its names.
    void clearProgram();

    CheatScoreboardModel *scoreboardModel() const { return m_scoreboard; }
    CheatWindowsModel *windowsModel() const { return m_windows; }
    CheatTurnModel *turnModel() const { return m_turn; }
    // The log shown: the session's, or an empty one without a session.
    EventLogModel *eventLogModel() const;
    QTableView *scoreboardView() const { return m_scoreboardView; }
    QTableView *windowsView() const { return m_windowsView; }
    QTreeView *turnView() const { return m_turnView; }
    QListView *eventLogView() const { return m_logView; }
    RunTimelineBar *timelineBar() const { return m_timeline; }
    // On the scoreboard's current row: "Why?" (back to right before the last
    // change of the player's score, or wins in the Wins column) and "Next
    // Change"; also in the scoreboard's context menu.
    QAction *whyAction() const;
    QAction *nextChangeAction() const;
    // The value the scoreboard's current cell shows, as a watch names it
    // ("score(Alice)", "wins(Alice)"); empty without one.
    QString currentValueName() const;

public Q_SLOTS:
    // Shows a snapshot (ignored unless it is a Cheat one).
    void showSnapshot(const Foulplay::Core::Debug::DebugSnapshot &snapshot);

Q_SIGNALS:
    // The user picked an event: the tick to go to.
    void jumpRequested(std::uint64_t tick);

private:
    void showProgram(const Core::Cheat::Program &program, const std::string &source);
    void refreshTurn();
    void showLog(EventLogModel *log);

    QPointer<Core::Debug::DebugSession> m_session;
    std::shared_ptr<const Core::Debug::LoadedPrograms> m_programs; // the load shown
    CheatScoreboardModel *m_scoreboard;
    CheatWindowsModel *m_windows;
    CheatTurnModel *m_turn;
    EventLogModel *m_noLog; // shown without a session
    QPointer<EventLogModel> m_log;
    QMetaObject::Connection m_logScroll;
    QTableView *m_scoreboardView;
    QTableView *m_windowsView;
    QTreeView *m_turnView;
    QListView *m_logView;
    RunTimelineBar *m_timeline;
    ValueTravel *m_travel;
    std::optional<Core::Debug::DebugSnapshot> m_last;
    std::uint64_t m_turnTick = UINT64_MAX;
    const Core::Debug::CheatTurnTrace *m_turnTrace = nullptr; // the trace shown
};

} // namespace Foulplay::Ui
