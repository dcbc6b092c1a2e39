#pragma once

#include "language.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;
class QSettings;

namespace Foulplay::Ui {
class Document;
class DocumentManager;
class ProgramRun;
class RunController;
} // namespace Foulplay::Ui

namespace Foulplay::Ui::Debugger {

class BreakpointManager;
class BreakpointsDock;
class WatchesDock;

// The Breakpoints and Watches docks in the main window, wired to the
// documents (gutter menus), the inspectors (breakpointAdder()) and the run
// (its breakpoints, hit counts and stops). MainWindow makes one after its
// inspectors. GUI thread only.
class DebuggerDocks final : public QObject {
    Q_OBJECT

public:
    DebuggerDocks(QMainWindow *window, DocumentManager *documents, RunController *run);
    ~DebuggerDocks() override;

    BreakpointManager *manager() const { return m_manager; }
    BreakpointsDock *breakpointsDock() const { return m_breakpoints; }
    WatchesDock *watchesDock() const { return m_watches; }
    // The docks, for the View menu.
    QList<QDockWidget *> docks() const;
    // What adds a breakpoint to program 1 (0) or 2 (1) of the current run,
    // for the inspectors' own ways to set one.
    BreakpointAdder breakpointAdder();
    // "Add Breakpoint…", for the Debug menu.
    QAction *addBreakpointAction() const;
    // The Watches dock's travels through the selected watch's history.
    QList<QAction *> watchActions() const;

    // Writes the breakpoints and watches into the session group of store;
    // restoreSession() reads them back once the session's files are open.
    void saveSession(QSettings &store) const;
    void restoreSession(QSettings &store);

private:
    void documentOpened(Document *document);
    void connectRun();
    // Shows the hits and watches of run (the current tab's), not another's.
    void follow(ProgramRun *run);

    QMainWindow *m_window = nullptr;
    DocumentManager *m_documents = nullptr;
    QPointer<RunController> m_run; // the window may delete it first
    BreakpointManager *m_manager = nullptr;
    BreakpointsDock *m_breakpoints = nullptr;
    WatchesDock *m_watches = nullptr;
    QList<QMetaObject::Connection> m_runConnections;
};

} // namespace Foulplay::Ui::Debugger
