#pragma once

#include "breakpointmanager.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Foulplay::Ui {
class RunBreakpoints;
}

namespace Foulplay::Ui::Debugger {

// The Breakpoints dock's table over a BreakpointManager: one row per
// breakpoint of every open program. Columns: on/off (checkable), kind,
// where, condition, hit count, hits in the current run (each run counts
// its own). It holds no breakpoint, only the order of the rows (their ids):
// every cell is read from the manager, the hits and the run's verdict on a
// condition ("condition not understood: …") from the current run.
// GUI thread only.
class BreakpointListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { EnabledColumn, KindColumn, WhereColumn, ConditionColumn, HitCountColumn, HitsColumn, ColumnCount };

    explicit BreakpointListModel(BreakpointManager *manager, QObject *parent = nullptr);

    // The breakpoint of a row (an invalid row gives an entry without document).
    BreakpointManager::Entry entry(int row) const;
    // Where the hits and the rejected conditions are read: the current run (null: none).
    void setRunBreakpoints(const RunBreakpoints *run);
    // The state the dock shows for a row: empty, or why the current run
    // could not take the breakpoint ("condition not understood: column 3: …").
    QString state(int row) const;

    // "Line", "Label", "Tick", "Turn", "Event", "Cell".
    static QString kindName(const Core::Debug::Breakpoint &breakpoint);
    // Where it stops: "h.unfair:3", "h.unfair: loop", "a.fyb: cell 7" ...
    static QString where(const BreakpointManager::Entry &entry);
    // The name of a game event ("count reset", "commit of a bomb").
    static QString eventName(Core::Debug::DebugEventKind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reload();
    void reloadHits();

    BreakpointManager *m_manager = nullptr;
    QPointer<const RunBreakpoints> m_run;
    QMetaObject::Connection m_runConnection;
    QList<int> m_rows; // the breakpoint id of each row, in the manager's order
};

} // namespace Foulplay::Ui::Debugger
