#pragma once

#include <QDockWidget>

class QAction;
class QTreeView;

namespace Foulplay::Ui {
class Document;
}

namespace Foulplay::Ui::Debugger {

class ConditionEdit;
class HistoryPlot;
class WatchesModel;

// The Watches dock: a field to add an expression (checked and completed
// like a breakpoint condition) and the table of expressions with their
// values at the latest stop, changed ones highlighted. Double-click edits
// an expression, Delete removes it; its context menu also sets a data
// breakpoint on it ("Break When Value Changes") and travels to where the
// value changed ("Why?", Ctrl+Shift+Y) or changes next (Ctrl+Alt+Y). GUI
// thread only.
class WatchesDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit WatchesDock(QWidget *parent = nullptr);

    WatchesModel *model() const { return m_model; }
    ConditionEdit *expressionEdit() const { return m_edit; }
    QTreeView *view() const { return m_view; }
    // The history of the selected watch.
    HistoryPlot *historyPlot() const { return m_plot; }
    // The program whose names the field completes (the current document).
    void setCurrentDocument(Document *document);
    // Sets a data breakpoint on the current row's expression.
    QAction *breakOnChangeAction() const { return m_breakOnChange; }
    QAction *removeAction() const { return m_remove; }
    // "Why?": back to right before the last change of the current row's
    // value (again: the change before); "Next Change": on to the next one.
    QAction *whyAction() const { return m_why; }
    QAction *nextChangeAction() const { return m_nextChange; }

Q_SIGNALS:
    // The user asked to stop where expression changes.
    void breakOnChangeRequested(const QString &expression);
    // The user asked where expression got its value (backwards), or where it changes next.
    void changeRequested(const QString &expression, bool backwards);

private:
    void addFromField();
    bool eventFilter(QObject *watched, QEvent *event) override;

    WatchesModel *m_model = nullptr;
    ConditionEdit *m_edit = nullptr;
    QMetaObject::Connection m_factsConnection; // to the current editor's programFactsChanged()
    QTreeView *m_view = nullptr;
    HistoryPlot *m_plot = nullptr;
    QAction *m_breakOnChange = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_why = nullptr;
    QAction *m_nextChange = nullptr;
};

} // namespace Foulplay::Ui::Debugger
