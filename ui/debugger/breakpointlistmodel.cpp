#include "breakpointlistmodel.h"

#include "debugwords.h"

#include "document.h"
#include "runbreakpoints.h"

#include "debug/debugtypes.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;
using Debug::BreakpointKind;

BreakpointListModel::BreakpointListModel(BreakpointManager *manager, QObject *parent)
    : QAbstractTableModel(parent)
    , m_manager(manager)
{
    connect(m_manager, &BreakpointManager::changed, this, &BreakpointListModel::reload);
    reload();
}

void BreakpointListModel::reload()
{
    beginResetModel();
    m_rows.clear();
    for (const BreakpointManager::Entry &entry : m_manager->entries())
        m_rows.append(entry.id());
    endResetModel();
}

void BreakpointListModel::setRunBreakpoints(const RunBreakpoints *run)
{
    disconnect(m_runConnection);
    m_run = run;
    if (run)
        m_runConnection = connect(run, &RunBreakpoints::reported, this, &BreakpointListModel::reloadHits);
    reloadHits();
}

void BreakpointListModel::reloadHits()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, ConditionColumn), index(int(m_rows.size()) - 1, HitsColumn));
}

BreakpointManager::Entry BreakpointListModel::entry(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    return m_manager->entry(m_rows.at(row)).value_or(BreakpointManager::Entry{});
}

QString BreakpointListModel::state(int row) const
{
    if (!m_run || row < 0 || row >= m_rows.size())
        return {};
    const Debug::ConditionError error = m_run->rejection(m_rows.at(row));
    return error.isError() ? Words::breakpointRejected(error) : QString();
}

QString BreakpointListModel::eventName(Debug::DebugEventKind kind)
{
    return Words::eventKindName(kind);
}

QString BreakpointListModel::kindName(const Debug::Breakpoint &breakpoint)
{
    return Words::breakpointKind(breakpoint);
}

QString BreakpointListModel::where(const BreakpointManager::Entry &entry)
{
    return Words::breakpointPlace(entry.document ? entry.document->displayName() : QString(), entry.breakpoint);
}

int BreakpointListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BreakpointListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const BreakpointManager::Entry entry = this->entry(index.row());
    const Debug::Breakpoint &b = entry.breakpoint;
    if (index.column() == ConditionColumn) {
        if (const QString state = this->state(index.row()); !state.isEmpty()) {
            // The run's verdict is the breakpoint's state: shown in its row, never dropped.
            if (role == Qt::DisplayRole)
                return QStringLiteral("%1 (%2)").arg(b.condition, state);
            if (role == Qt::ToolTipRole)
                return QStringLiteral("%1<br>%2").arg(b.condition.toHtmlEscaped(), state.toHtmlEscaped());
            if (role == Qt::DecorationRole)
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        }
    }
    if (role == Qt::CheckStateRole && index.column() == EnabledColumn)
        return b.enabled ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole && index.column() == EnabledColumn)
        return b.enabled ? tr("On: this breakpoint stops the run") : tr("Off: this breakpoint is ignored");
    if (role == Qt::ToolTipRole && index.column() == WhereColumn)
        return Words::breakpointPlace(entry.document ? entry.document->displayName() : QString(), b, true);
    if (role == Qt::ToolTipRole && index.column() == ConditionColumn && !b.condition.isEmpty())
        return b.condition;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case KindColumn:
        return kindName(b);
    case WhereColumn:
        return where(entry);
    case ConditionColumn:
        return b.condition;
    case HitCountColumn:
        return b.hitTarget > 0 ? QVariant(QString::number(b.hitTarget)) : QVariant();
    case HitsColumn: {
        return QLocale().toString(qulonglong(m_run ? m_run->hits(b.id) : 0));
    }
    default:
        return {};
    }
}

bool BreakpointListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != EnabledColumn || role != Qt::CheckStateRole)
        return false;
    m_manager->setEnabled(entry(index.row()), value.toInt() == Qt::Checked);
    return true;
}

Qt::ItemFlags BreakpointListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == EnabledColumn)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant BreakpointListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case EnabledColumn:
        return tr("On");
    case KindColumn:
        return tr("Kind");
    case WhereColumn:
        return tr("Where");
    case ConditionColumn:
        return tr("Condition");
    case HitCountColumn:
        return tr("Hit count");
    case HitsColumn:
        return tr("Hits");
    default:
        return {};
    }
}

} // namespace Foulplay::Ui::Debugger
