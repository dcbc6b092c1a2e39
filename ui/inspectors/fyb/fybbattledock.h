#pragma once

#include <QDockWidget>

class QCheckBox;
class QLabel;
class QSpinBox;
class QSplitter;
class QTableView;

namespace Foulplay::Core::Debug {
class DebugSession;
}

namespace Foulplay::Ui {

class FybBattleController;
class FybBattleModel;
class FybBufferView;
class FybThreadModel;
class FybThreadStrip;
class FybTimelineBar;
class ValueTravel;

// The FukYorBrane battle view: both buffers with every thread's pointers, the
// thread list, live thread counts over time and the frame-by-frame controls.
// Create it, add it to the window, and give it the debug session of the
// battle with setSession(). GUI thread only.
class FybBattleDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit FybBattleDock(QWidget *parent = nullptr);

    // Follows session (null: none). See FybBattleController::setSession().
    void setSession(Core::Debug::DebugSession *session);

    FybBattleModel *model() const { return m_model; }
    FybBattleController *controller() const { return m_controller; }
    FybBufferView *bufferView() const { return m_view; }
    FybThreadModel *threadModel() const { return m_threads; }
    QTableView *threadTable() const { return m_table; }
    // Why? and Next Change of the value of the thread table's current cell.
    ValueTravel *threadTravel() const { return m_travel; }
    // The buffers and the thread list: side by side when the dock is wide
    // enough to show every column of the list, the list below otherwise.
    QSplitter *splitter() const { return m_splitter; }
    FybThreadStrip *threadStrip() const { return m_strip; }
    FybTimelineBar *timelineBar() const { return m_timeline; }

    // The banner's text over a finished battle's last frame ("Program 1 wins
    // at turn 692: program 2 ran a bomb."); empty on any other frame.
    QString resultText() const;
    // The note under the timeline (a jump's result, an export's), or empty.
    QString statusText() const;

    // Keeps a thread's program pointer in view (-1: none).
    void followThread(int process);
    // Saves the visible frame as a PNG file; false when it cannot be written.
    bool exportFrame(const QString &path);

public Q_SLOTS:
    // Asks for a file and saves the current frame.
    void exportFrameInteractively();
    // Asks for a folder and a number of turns and saves them as frames.
    void exportFramesInteractively();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createToolbar();
    void arrangeThreadList();
    void updateBanner();

    FybBattleModel *m_model;
    FybBattleController *m_controller;
    FybThreadModel *m_threads;
    FybBufferView *m_view = nullptr;
    QTableView *m_table = nullptr;
    ValueTravel *m_travel = nullptr;
    QSplitter *m_splitter = nullptr;
    int m_tableWidth = 0; // every column of the thread list
    bool m_arranged = false;
    FybThreadStrip *m_strip = nullptr;
    FybTimelineBar *m_timeline = nullptr;
    QSpinBox *m_follow = nullptr;
    QCheckBox *m_links = nullptr;
    QLabel *m_status = nullptr;
    qint64 m_statusTick = -1; // the tick m_status's note is about, or -1
    QLabel *m_banner = nullptr;
};

} // namespace Foulplay::Ui
