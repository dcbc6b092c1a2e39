#pragma once

#include <QObject>

class QAction;
class QKeySequence;
class QLabel;
class QMenu;
class QSlider;
class QToolBar;
class QWidget;

namespace Foulplay::Ui {

// The widgets of the run controls: the Debug menu, its toolbar with the speed
// slider, and which of them is enabled in which state. They hold no run of
// their own: RunController connects their actions to its commands and tells
// them the state with update(). GUI thread only.
class RunActions final : public QObject {
    Q_OBJECT

public:
    // What the actions' enabled states and texts follow.
    struct State {
        bool hasDocument = false; // a document is current
        bool active = false;      // a run exists (paused and finished runs too)
        bool loading = false;     // the run's program is being loaded
        bool running = false;
        bool ready = false;   // stopped, can go on
        bool waiting = false; // waiting for input
        bool finished = false;
        bool stopped = false;        // a run ended by Stop, whose history stays
        bool canStepBack = false;    // past tick 0
        bool hasRun = false;         // a program is loaded (a replay can be saved)
        bool targetsChanged = false; // the documents to run are not the loaded ones
    };

    // The menu belongs to window (QMenuBar::addMenu() does not take it).
    explicit RunActions(QWidget *window, QObject *parent = nullptr);

    QMenu *menu() const { return m_menu; }
    QToolBar *toolBar() const { return m_toolBar; }

    QAction *run = nullptr;
    QAction *pause = nullptr;
    QAction *stop = nullptr;
    QAction *restart = nullptr;
    QAction *step = nullptr;
    QAction *stepTurn = nullptr;
    QAction *stepOver = nullptr;
    QAction *runToCursor = nullptr;
    QAction *stepBack = nullptr;
    QAction *runBackwards = nullptr;
    QAction *jumpToTick = nullptr;
    QAction *breakpoint = nullptr;
    QAction *saveReplay = nullptr;
    QAction *openReplay = nullptr;
    QAction *battle = nullptr;

    void update(const State &state);
    // Moves the slider to a speed without signalling; shows name beside it.
    void showSpeed(int ticksPerSecond, const QString &name);

Q_SIGNALS:
    // The user moved the speed slider to this many ticks a second (0 = unlimited).
    void speedMoved(int ticksPerSecond);

private:
    QAction *addAction(const QString &name, const QString &text, const QKeySequence &keys, const QString &icon);

    QMenu *m_menu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QSlider *m_speedSlider = nullptr;
    QLabel *m_speedLabel = nullptr;
};

} // namespace Foulplay::Ui
