#pragma once

#include "breakpointmanager.h"

#include <QDockWidget>

class QAction;
class QMenu;
class QTreeView;

namespace Foulplay::Ui {
class DocumentManager;
}

namespace Foulplay::Ui::Debugger {

class BreakpointDialog;
class BreakpointListModel;

// The Breakpoints dock: every breakpoint of every open program, with its
// on/off switch, kind, place, condition, hit count and hits in this run.
// Double-click (or Edit…) edits one in the breakpoint dialog, Delete
// removes it; the context menu also enables, disables or removes all.
// GUI thread only.
class BreakpointsDock final : public QDockWidget {
    Q_OBJECT

public:
    BreakpointsDock(BreakpointManager *manager, DocumentManager *documents, QWidget *parent = nullptr);

    // "Add Breakpoint…": for the Debug menu (the dock's button uses it too).
    QAction *addBreakpointAction() const { return m_addAction; }
    QTreeView *view() const { return m_view; }
    BreakpointListModel *model() const { return m_model; }
    // The dialog that is open, or null.
    BreakpointDialog *dialog() const { return m_dialog; }

    // Opens the dialog for a new breakpoint (starting on the current
    // document and, for the Line kind, its cursor's line).
    void addBreakpoint();
    // Opens the dialog on an existing breakpoint.
    void editBreakpoint(const BreakpointManager::Entry &entry);
    // A menu for one breakpoint: enable or disable, edit condition and hit
    // count, remove. The caller owns it.
    QMenu *breakpointMenu(const BreakpointManager::Entry &entry, QWidget *parent);

private:
    void openDialog(const BreakpointManager::Entry &entry, bool editing);
    void showContextMenu(const QPoint &pos);
    void removeSelected();
    // Gives the place column its width while there is room, leaving the numbers whole.
    void fitColumns();
    BreakpointManager::Entry currentEntry() const;
    bool eventFilter(QObject *watched, QEvent *event) override;

    BreakpointManager *m_manager = nullptr;
    DocumentManager *m_documents = nullptr;
    BreakpointListModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_removeAction = nullptr;
    BreakpointDialog *m_dialog = nullptr;
};

} // namespace Foulplay::Ui::Debugger
