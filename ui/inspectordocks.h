#pragma once

#include "language.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

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
// its share of the window's width when first shown). Each language's
// inspector keeps its own width: one set aside for another language's comes
// back as wide as it was. GUI thread only.
class InspectorDocks final : public QObject {
    Q_OBJECT

public:
    InspectorDocks(QMainWindow *window, RunController *run);
    // Detaches the inspectors from the session (the docks stay with the window).
    ~InspectorDocks() override;

    // The docks, for the View menu.
    QList<QDockWidget *> docks() const { return m_docks; }
    // Gives each inspector what adds breakpoints (LanguageInspector::takeBreakpoints).
    void offerBreakpoints(const BreakpointAdder &add);

    // The inspector of the language of run's tab follows it (the one a run
    // starting or a tab change makes current) and is the only one in view:
    // the others are hidden until a tab of their language is current again.
    // A run without programs leaves its inspector empty.
    void follow(ProgramRun *run);

private:
    void programLoaded(bool ok);
    // Shows and raises a dock; one that was hidden gets share of the window's width.
    void present(QDockWidget *dock, double share);
    // Gives a shown dock the width it had when it last stepped aside (or was first shown).
    void restoreWidth(QDockWidget *dock);

    QMainWindow *m_window = nullptr;
    RunController *m_run = nullptr;
    QList<std::pair<Language, LanguageInspector>> m_inspectors;
    QList<QDockWidget *> m_docks;
    QHash<QDockWidget *, QPointer<Core::Debug::DebugSession>> m_followed; // the session each inspector follows
    QSet<QDockWidget *> m_setAside;     // docks hidden while a tab of another language is current
    QHash<QDockWidget *, int> m_widths; // each dock's width when it last stepped aside or was first shown
};

} // namespace Foulplay::Ui
