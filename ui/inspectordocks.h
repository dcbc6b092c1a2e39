#pragma once

#include "language.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <utility>

class QDockWidget;
class QMainWindow;

namespace Foulplay::Core::Debug {
class DebugSession;
}

namespace Foulplay::Ui {

class ProgramRun;
class RunController;

// Hosts each language's inspector in the main window (the Unfair and Cheat
// inspectors and the FYB battle view, made by their descriptors), all
// following the run controller's debug session. They start hidden; when a program is loaded, the inspector
// of its language is given the source, shown and brought to the front (given
// half the window's width if it was hidden). GUI thread only.
class InspectorDocks final : public QObject {
    Q_OBJECT

public:
    InspectorDocks(QMainWindow *window, RunController *run);
    // Detaches the inspectors from the session (the docks stay with the window).
    ~InspectorDocks() override;

    // The docks, for the View menu.
    QList<QDockWidget *> docks() const { return m_docks; }

private:
    void programLoaded(bool ok);
    // The inspector of run's language follows it (the one a run starting or a tab change makes current).
    void follow(ProgramRun *run);
    // Shows and raises a dock; one that was hidden gets share of the window's width.
    void present(QDockWidget *dock, double share);

    QMainWindow *m_window = nullptr;
    RunController *m_run = nullptr;
    QList<std::pair<Language, LanguageInspector>> m_inspectors;
    QList<QDockWidget *> m_docks;
    QHash<QDockWidget *, QPointer<Core::Debug::DebugSession>> m_followed; // the session each inspector follows
};

} // namespace Foulplay::Ui
