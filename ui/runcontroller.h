#pragma once

#include "appsettings.h"
#include "battlepairing.h"
#include "language.h"
#include "replayfiles.h"

#include "debug/debugsession.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace Foulplay::Ui::Debugger {
class BreakpointManager;
}

namespace Foulplay::Ui {

class CodeEditor;
class RunActions;
class ConsoleDock;
class Document;
class DocumentManager;
class ProblemsDock;
class ProblemsModel;
class ProgramRun;
class ProgramRuns;
class RunPresenter;
struct RunViews;
class StatusPanel;

// The run and debug controls: the Debug menu and toolbar (continue, pause,
// stop, restart, the steps forward and back, jump to tick, breakpoints,
// replays, the speed slider, the battle setup) and the runs they drive.
// Each program tab (or FukYorBrane pairing) has a run of its own
// (ProgramRun); the commands act on the current tab's, and the console, the
// status bar and the inspectors show it. GUI thread only.
class RunController final : public QObject {
    Q_OBJECT

public:
    enum class Command { Run, Step, StepBack, RunToCursor };

    // Shows runs in views, children of window.
    RunController(DocumentManager *documents, const RunViews &views, QWidget *window);
    ~RunController() override;

    QMenu *menu() const;
    QToolBar *toolBar() const;
    // Debug > Toggle breakpoint (F9), for the window to place its own breakpoint actions after it.
    QAction *toggleBreakpointAction() const;
    // The current tab's run (never null; with no tab open, the last one's or a spare one).
    ProgramRun *currentRun() const { return m_run; }
    // The current run's session.
    Core::Debug::DebugSession *session() const;
    // True from the start of the current run until stop() (paused and finished runs are active).
    bool isActive() const;
    // The current run's documents: program 1 and, for a battle, program 2.
    Document *program1() const;
    Document *program2() const;
    // The input prepared for document's run (the console's box while it is current).
    QString preparedInput(Document *document) const;
    void setPreparedInput(Document *document, const QString &text);

    // Limits, speed and memory budget for the next run (speed at once, for every run).
    void setSettings(const AppSettings &settings);
    void setSpeed(int ticksPerSecond);
    int speed() const { return m_speed; }
    // While not empty, the speed label and the status bar show this speed
    // (set elsewhere, such as the battle view's turns a second) instead of
    // the slider's; moving the slider takes the speed back.
    void setSpeedOverride(const QString &speed);
    // The current tab changed: its run becomes the current run.
    void currentDocumentChanged(Document *document);
    // Sets which two documents a battle uses.
    void setBattle(Document *program1, Document *program2);
    // The owner of the breakpoints every run follows (null: none).
    void setBreakpointManager(Debugger::BreakpointManager *manager);
    // Opens a replay file: its programs (open tabs with the same name and
    // text, or new ones), its input, and the tick it was saved at. False
    // (and a message) when the file cannot be read.
    bool openReplayFile(const QString &path);

public Q_SLOTS:
    // F5: continues a paused run, or starts the current document.
    void runOrContinue();
    void pause();
    // Ends the current run; the editors return to editing, the history stays.
    void stop();
    void restart();
    // F10: one tick; starts a fresh run paused at tick 0 when none is paused.
    void step();
    void stepTurn();
    void stepOver();
    void runToCursor();
    void stepBack();
    void runBackwards();
    // Asks for a tick and goes there.
    void jumpToTick();
    void toggleBreakpoint();
    // Asks where, then saves the current run as a replay file.
    void saveReplay();
    // Asks for a replay file and opens it (openReplayFile()).
    void openReplay();
    // Asks which warriors battle (and which one is program 1).
    bool setUpBattle();

Q_SIGNALS:
    // The user moved the speed slider.
    void speedChanged(int ticksPerSecond);
    // Another run became the current one (its program may not be loaded
    // yet), or the current run starts (its programs are known now).
    void currentRunChanged(Foulplay::Ui::ProgramRun *run);

private:
    void createActions();
    void showSpeed();
    void makeCurrent(ProgramRun *run);
    bool start(Command command);
    void begin(ProgramRun *run, Document *first, Document *second, const QString &note);
    void documentAboutToClose(Document *document);
    void sendCommand(Command command);
    void stopRun(ProgramRun *run);
    // The run cannot start for document's errors: says so until they are
    // fixed, the document closes or the run starts.
    void block(ProgramRun *run, Document *document);
    void updateActions();
    Core::Debug::DebugSettings debugSettings() const;

    DocumentManager *m_documents = nullptr;
    ConsoleDock *m_console = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    StatusPanel *m_status = nullptr;
    QWidget *m_window = nullptr;
    RunPresenter *m_view = nullptr;
    RunActions *m_actions = nullptr;
    ProgramRuns *m_runs = nullptr;
    ProgramRun *m_run = nullptr;

    AppSettings m_settings;
    int m_speed = 0;
    QString m_speedOverride;
    Document *m_current = nullptr;
    BattlePairing m_pairing;
    ReplayFiles m_replays;
};

} // namespace Foulplay::Ui
