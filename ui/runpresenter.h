#pragma once

#include "debug/debugtypes.h"

#include <QObject>
#include <QString>

class QWidget;

namespace Foulplay::Core::Debug {
struct DebugSnapshot;
}

namespace Foulplay::Ui {

class ConsoleDock;
class DocumentManager;
class ProblemsDock;
class ProblemsModel;
class ProgramRun;
class StatusPanel;

// The window's views a run is shown in (children of the window).
struct RunViews {
    ConsoleDock *console = nullptr;
    ProblemsDock *problemsDock = nullptr;
    ProblemsModel *problems = nullptr;
    StatusPanel *status = nullptr;
};

// Shows runs in the window. It words each run's session events (stops, output,
// requests for input, the end, errors) into the run's console transcript and
// status texts, marks where the run is in its editors, and puts the current
// run's console and status on screen; a run that is not current keeps them
// until it is. GUI thread only.
class RunPresenter final : public QObject {
    Q_OBJECT

public:
    RunPresenter(DocumentManager *documents, const RunViews &views, QWidget *window);

    // Follows run's session from now on (once per run).
    void watch(ProgramRun *run);
    // Makes run the one on screen and shows its console and status as they stand.
    void show(ProgramRun *run);
    ProgramRun *current() const { return m_current; }

    // What the window shows of a run: kept with it, shown while it is current.
    void setState(ProgramRun *run, const QString &text);
    void setProgress(ProgramRun *run, const QString &text);
    void note(ProgramRun *run, const QString &text);
    void clearConsole(ProgramRun *run);
    void askInput(ProgramRun *run, const QString &prompt);
    void cancelInput(ProgramRun *run);
    // Removes the run's execution markers from its editors.
    void clearMarkers(ProgramRun *run);
    // The status bar's and the console's words for a run that ended (not by
    // an error): "Finished after 33 sentences", "Finished: draw at turn …".
    static QString endText(const Core::Debug::DebugResult &result);

Q_SIGNALS:
    // Something about run changed that the Debug actions follow.
    void runChanged(Foulplay::Ui::ProgramRun *run);

private:
    void loadFailed(ProgramRun *run, const QList<Core::Debug::DebugDiagnostic> &diagnostics);
    void stopped(ProgramRun *run, Core::Debug::DebugStopReason reason, const Core::Debug::DebugLocation &location);
    void showLocation(ProgramRun *run, const Core::Debug::DebugSnapshot &snapshot);
    QString describe(const ProgramRun *run, const Core::Debug::DebugLocation &location) const;

    DocumentManager *m_documents = nullptr;
    ConsoleDock *m_console = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    ProblemsModel *m_problems = nullptr;
    StatusPanel *m_status = nullptr;
    QWidget *m_window = nullptr;
    ProgramRun *m_current = nullptr;
};

} // namespace Foulplay::Ui
