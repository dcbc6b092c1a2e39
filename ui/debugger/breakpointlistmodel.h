#pragma once

#include "breakpointstore.h"

#include <QAbstractTableModel>

namespace Foulplay::Ui::Debugger {

// The Breakpoints dock's table over a BreakpointStore: one row per
// breakpoint of every open program. Columns: on/off (checkable), kind,
// where, condition, hit count, hits in this run. GUI thread only.
class BreakpointListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { EnabledColumn, KindColumn, WhereColumn, ConditionColumn, HitCountColumn, HitsColumn, ColumnCount };

    explicit BreakpointListModel(BreakpointStore *store, QObject *parent = nullptr);

    // The breakpoint of a row (an invalid row gives an entry without document).
    BreakpointStore::Entry entry(int row) const;
    const QList<BreakpointStore::Entry> &entries() const { return m_entries; }

    // "Line", "Label", "Tick", "Turn", "Event", "Cell".
    static QString kindName(const Core::Debug::Breakpoint &breakpoint);
    // Where it stops: "h.unfair:3", "h.unfair: loop", "a.fyb: cell 7" ...
    static QString where(const BreakpointStore::Entry &entry);
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

    BreakpointStore *m_store = nullptr;
    QList<BreakpointStore::Entry> m_entries;
};

} // namespace Foulplay::Ui::Debugger
