#pragma once

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <memory>

class QTableView;

namespace Foulplay::Core::Debug {
class DebugSession;
class LoadedPrograms;
struct DebugSnapshot;
} // namespace Foulplay::Core::Debug

namespace Foulplay::Ui {

class CountChartView;
class RunTimelineBar;
class UnfairPlayersModel;
class UniverseTreeModel;
class UniverseTreeView;
class ValueTravel;

// The Unfair inspector dock's contents: the players table (CN, RN), the
// universe tree and the count chart, side by side, and the run's timeline
// under them. It reads the session's snapshots (with the program the worker
// parsed) and events only. Put it in a QDockWidget and call setSession().
// GUI thread only.
class UnfairInspector final : public QWidget {
    Q_OBJECT

public:
    explicit UnfairInspector(QWidget *parent = nullptr);

    // Follows session's stateChanged(); clicking a node calls its
    // jumpToTick(). Null detaches.
    void setSession(Core::Debug::DebugSession *session);
    // Shows no program (no run to show): clears what was shown. The program
    // of a run comes with its snapshots (DebugSnapshot::program()), for
    // player names and de-sync step counts.
    void clearProgram();

    UnfairPlayersModel *playersModel() const { return m_players; }
    UniverseTreeModel *treeModel() const { return m_tree; }
    QTableView *playersView() const { return m_playersView; }
    UniverseTreeView *treeView() const { return m_treeView; }
    CountChartView *chartView() const { return m_chart; }
    RunTimelineBar *timelineBar() const { return m_timeline; }
    // Why? and Next Change of the current player's number (its column), and
    // of the universe whose node was right-clicked last (its keys: the count).
    ValueTravel *playersTravel() const { return m_playersTravel; }
    ValueTravel *treeTravel() const { return m_treeTravel; }
    // The value of the player row selected, of a lane of the tree ("" : none).
    QString playerValue() const;
    QString universeValue(int column) const;

public Q_SLOTS:
    // Shows a snapshot (ignored unless it is an Unfair one).
    void showSnapshot(const Foulplay::Core::Debug::DebugSnapshot &snapshot);

Q_SIGNALS:
    // The user picked a step in the tree: the tick to go to.
    void jumpRequested(std::uint64_t tick);

private:
    // Goes to the tick where step row is the newest. When no snapshot showed
    // that step, searches for it: rows only grow with ticks.
    void goToRow(std::int64_t row);
    void continueSeek(std::int64_t lastRow, std::uint64_t tick);

    struct Seek {
        std::int64_t row = -1;
        std::uint64_t low = 0;
        std::uint64_t high = 0;
        std::uint64_t waitingFor = 0;
        int tries = 0;
    };
    Seek m_seek;
    QPointer<Core::Debug::DebugSession> m_session;
    std::shared_ptr<const Core::Debug::LoadedPrograms> m_programs; // the load shown
    UnfairPlayersModel *m_players;
    UniverseTreeModel *m_tree;
    QTableView *m_playersView;
    UniverseTreeView *m_treeView;
    CountChartView *m_chart;
    RunTimelineBar *m_timeline;
    ValueTravel *m_playersTravel;
    ValueTravel *m_treeTravel;
    QString m_treeValue = QStringLiteral("the count"); // the tree's: its last right-clicked universe
};

} // namespace Foulplay::Ui
