#pragma once

#include "appsettings.h"
#include "language.h"

#include "debug/debugsession.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QLabel;
class QMenu;
class QSlider;
class QToolBar;
class QWidget;

namespace Foulplay::Core::Debug {
class BreakpointModel;
}

namespace Foulplay::Ui {

class CodeEditor;
class RunActions;
class ConsoleDock;
class Document;
class DocumentManager;
class ProblemsDock;
class ProblemsModel;
class StatusPanel;

// The run and debug controls: the Run menu and toolbar (run/continue, pause,
// stop, restart, step, step back, run to cursor, breakpoints, the speed
// slider, the battle setup) and the DebugSession they drive. It feeds the
// console, shows where the program is in the editors, and keeps the status
// bar's state. GUI thread only.
class RunController final : public QObject
{
    Q_OBJECT

public:
    enum class Command { Run, Step, StepBack, RunToCursor };

    RunController(DocumentManager *documents, ConsoleDock *console, ProblemsDock *problemsDock,
                  ProblemsModel *problems, StatusPanel *status, QWidget *window);
    ~RunController() override;

    QMenu *menu() const;
    QToolBar *toolBar() const;
    Core::Debug::DebugSession *session() const { return m_session; }
    Core::Debug::BreakpointModel *breakpoints() const { return m_breakpoints; }
    // True from the start of a run until stop() (paused and finished runs are active).
    bool isActive() const { return m_active; }
    // The documents being run: program 1 and, for a battle, program 2.
    Document *program1() const { return m_program1; }
    Document *program2() const { return m_program2; }

    // Limits, speed and memory budget for the next run (speed at once).
    void setSettings(const AppSettings &settings);
    void setSpeed(int ticksPerSecond);
    int speed() const { return m_speed; }
    // While not empty, the speed label and the status bar show this speed
    // (set elsewhere, such as the battle view's turns a second) instead of
    // the slider's; moving the slider takes the speed back.
    void setSpeedOverride(const QString &speed);
    // The run follows the current document when idle (which one F5 starts).
    void currentDocumentChanged(Document *document);
    // Sets which two documents a battle uses.
    void setBattle(Document *program1, Document *program2);
    // Where a run's breakpoints come from, given program 1 and 2 (null but
    // in a battle; a warrior may battle itself); without a source, the
    // gutters' line breakpoints.
    using BreakpointSource = std::function<QList<Core::Debug::Breakpoint>(Document *, Document *)>;
    void setBreakpointSource(BreakpointSource source) { m_breakpointSource = std::move(source); }

public Q_SLOTS:
    // F5: continues a paused run, or starts the current document.
    void runOrContinue();
    void pause();
    // Ends the run; the editors return to editing.
    void stop();
    void restart();
    void step();
    void stepBack();
    void runToCursor();
    void toggleBreakpoint();
    // Asks which warriors battle (and which one is program 1).
    bool setUpBattle();
    // Sends the breakpoints to the run in progress (none: nothing to do).
    void syncBreakpoints();

Q_SIGNALS:
    // The user moved the speed slider.
    void speedChanged(int ticksPerSecond);

private:
    void createActions();
    void showSpeed();
    bool start(Command command);
    bool targetsChanged() const;
    void documentAboutToClose(Document *document);
    void sendCommand(Command command);
    void connectSession();
    void updateActions();
    void showLocation(const Core::Debug::DebugSnapshot &snapshot);
    void clearMarkers();
    CodeEditor *editorOf(int program) const;
    Document *documentOf(int program) const;
    QString describe(const Core::Debug::DebugLocation &location) const;
    Core::Debug::DebugSettings debugSettings() const;

    DocumentManager *m_documents = nullptr;
    ConsoleDock *m_console = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    ProblemsModel *m_problems = nullptr;
    StatusPanel *m_status = nullptr;
    QWidget *m_window = nullptr;
    Core::Debug::DebugSession *m_session = nullptr;
    Core::Debug::BreakpointModel *m_breakpoints = nullptr;
    RunActions *m_actions = nullptr;
    BreakpointSource m_breakpointSource;

    AppSettings m_settings;
    int m_speed = 0;
    QString m_speedOverride;
    Document *m_current = nullptr;
    QPointer<Document> m_program1;
    QPointer<Document> m_program2;
    QPointer<Document> m_battle1; // the battle set up last
    QPointer<Document> m_battle2;
    int m_revision1 = -1; // the text revisions that were loaded
    int m_revision2 = -1;
    bool m_active = false;
    bool m_loading = false;
    bool m_endNoted = false; // the console has the run's "Finished" note
    int m_cursorLine = 0; // run to cursor: the target (1-based) and its program
    int m_cursorProgram = 1;
    QList<QMetaObject::Connection> m_editorConnections;
};

} // namespace Foulplay::Ui
