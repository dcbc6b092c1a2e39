#pragma once

#include "breakpointmanager.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Foulplay::Core::Debug {
class BreakpointModel;
}

namespace Foulplay::Ui::Debugger {

// The Breakpoints dock's table over a BreakpointManager: one row per
// breakpoint of every open program. Columns: on/off (checkable), kind,
// where, condition, hit count, hits in the current run (each run counts
// its own). GUI thread only.
class BreakpointListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { EnabledColumn, KindColumn, WhereColumn, ConditionColumn, HitCountColumn, HitsColumn, ColumnCount };

    explicit BreakpointListModel(BreakpointManager *manager, QObject *parent = nullptr);

    // The breakpoint of a row (an invalid row gives an entry without document).
    BreakpointManager::Entry entry(int row) const;
    const QList<BreakpointManager::Entry> &entries() const { return m_entries; }
    // Where the Hits column reads: the current run's copy (null: no hits).
    void setRunBreakpoints(const Core::Debug::BreakpointModel *run);

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
    QPointer<const Core::Debug::BreakpointModel> m_run;
    QList<QMetaObject::Connection> m_runConnections;
    QList<BreakpointManager::Entry> m_entries;
};

} // namespace Foulplay::Ui::Debugger
