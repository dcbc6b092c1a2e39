#include "debug/breakpointmodel.h"

#include "debug/condition.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

BreakpointModel::BreakpointModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

bool BreakpointModel::checkCondition(const QString &condition, ConditionError *error) const
{
    ConditionError problem;
    if (Condition::parse(condition, conditionVocabulary(m_language), problem))
        return true;
    if (error)
        *error = problem;
    return false;
}

void BreakpointModel::notify(BreakpointDiff diff)
{
    if (diff.isEmpty())
        return;
    diff.revision = ++m_revision;
    Q_EMIT breakpointsEdited(diff);
}

void BreakpointModel::notifyChanged(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    BreakpointDiff diff;
    diff.changed.append(m_breakpoints[row]);
    notify(std::move(diff));
}

void BreakpointModel::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    BreakpointDiff diff;
    for (int row = 0; row < m_breakpoints.size(); ++row) {
        if (!checkCondition(m_breakpoints[row].condition, nullptr)) {
            m_breakpoints[row].condition.clear();
            Q_EMIT dataChanged(index(row, ConditionColumn), index(row, ConditionColumn));
            diff.changed.append(m_breakpoints[row]);
        }
    }
    notify(std::move(diff));
}

int BreakpointModel::addBreakpoint(Breakpoint breakpoint, ConditionError *error)
{
    if (!checkCondition(breakpoint.condition, error))
        return 0;
    breakpoint.id = m_nextId++;
    breakpoint.hits = 0;
    const int row = int(m_breakpoints.size());
    beginInsertRows({}, row, row);
    m_breakpoints.append(breakpoint);
    endInsertRows();
    BreakpointDiff diff;
    diff.added.append(breakpoint);
    notify(std::move(diff));
    return breakpoint.id;
}

int BreakpointModel::toggleLineBreakpoint(int program, int line)
{
    if (const int id = lineBreakpointAt(program, line)) {
        removeBreakpoint(id);
        return 0;
    }
    Breakpoint breakpoint;
    breakpoint.kind = BreakpointKind::Line;
    breakpoint.program = program;
    breakpoint.line = line;
    return addBreakpoint(breakpoint);
}

bool BreakpointModel::removeBreakpoint(int id)
{
    const int row = rowOf(id);
    return row >= 0 && removeRows(row, 1);
}

void BreakpointModel::clear()
{
    if (m_breakpoints.isEmpty())
        return;
    BreakpointDiff diff;
    for (const Breakpoint &breakpoint : std::as_const(m_breakpoints))
        diff.removed.append(breakpoint.id);
    beginResetModel();
    m_breakpoints.clear();
    endResetModel();
    notify(std::move(diff));
}

void BreakpointModel::apply(const BreakpointDiff &edit)
{
    BreakpointDiff diff;
    const auto drop = [this, &diff](int id) {
        const int row = rowOf(id);
        if (row < 0)
            return;
        beginRemoveRows({}, row, row);
        m_breakpoints.removeAt(row);
        endRemoveRows();
        diff.removed.append(id);
    };
    for (int id : edit.removed)
        drop(id);
    for (const QList<Breakpoint> *list : {&edit.added, &edit.changed}) {
        for (Breakpoint breakpoint : *list) {
            if (breakpoint.id <= 0)
                continue;
            if (!checkCondition(breakpoint.condition, nullptr)) {
                drop(breakpoint.id);
                continue;
            }
            m_nextId = std::max(m_nextId, breakpoint.id + 1);
            const int row = rowOf(breakpoint.id);
            if (row >= 0) {
                breakpoint.hits = m_breakpoints[row].hits;
                if (m_breakpoints[row] == breakpoint)
                    continue;
                m_breakpoints[row] = breakpoint;
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
                diff.changed.append(breakpoint);
            } else {
                breakpoint.hits = 0;
                const int end = int(m_breakpoints.size());
                beginInsertRows({}, end, end);
                m_breakpoints.append(breakpoint);
                endInsertRows();
                diff.added.append(breakpoint);
            }
        }
    }
    notify(std::move(diff));
}

bool BreakpointModel::setEnabled(int id, bool enabled)
{
    const int row = rowOf(id);
    if (row < 0)
        return false;
    if (m_breakpoints[row].enabled != enabled) {
        m_breakpoints[row].enabled = enabled;
        notifyChanged(row);
    }
    return true;
}

bool BreakpointModel::setCondition(int id, const QString &condition, ConditionError *error)
{
    const int row = rowOf(id);
    if (row < 0 || !checkCondition(condition, error))
        return false;
    if (m_breakpoints[row].condition != condition.trimmed()) {
        m_breakpoints[row].condition = condition.trimmed();
        notifyChanged(row);
    }
    return true;
}

bool BreakpointModel::setHitTarget(int id, std::uint64_t hitTarget)
{
    const int row = rowOf(id);
    if (row < 0)
        return false;
    if (m_breakpoints[row].hitTarget != hitTarget) {
        m_breakpoints[row].hitTarget = hitTarget;
        notifyChanged(row);
    }
    return true;
}

void BreakpointModel::setHits(int id, std::uint64_t hits)
{
    const int row = rowOf(id);
    if (row < 0 || m_breakpoints[row].hits == hits)
        return;
    m_breakpoints[row].hits = hits;
    Q_EMIT dataChanged(index(row, HitsColumn), index(row, HitsColumn));
}

void BreakpointModel::resetHits()
{
    for (int row = 0; row < m_breakpoints.size(); ++row)
        setHits(m_breakpoints[row].id, 0);
}

std::optional<Breakpoint> BreakpointModel::breakpoint(int id) const
{
    const int row = rowOf(id);
    if (row < 0)
        return std::nullopt;
    return m_breakpoints[row];
}

int BreakpointModel::rowOf(int id) const
{
    for (int row = 0; row < m_breakpoints.size(); ++row) {
        if (m_breakpoints[row].id == id)
            return row;
    }
    return -1;
}

int BreakpointModel::lineBreakpointAt(int program, int line) const
{
    for (const Breakpoint &breakpoint : m_breakpoints) {
        if (breakpoint.kind == BreakpointKind::Line && breakpoint.program == program && breakpoint.line == line)
            return breakpoint.id;
    }
    return 0;
}

int BreakpointModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_breakpoints.size());
}

int BreakpointModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_breakpoints.size())
        return {};
    const Breakpoint &breakpoint = m_breakpoints[index.row()];
    if (role == BreakpointIdRole)
        return breakpoint.id;
    if (role == Qt::CheckStateRole && index.column() == EnabledColumn)
        return breakpoint.enabled ? Qt::Checked : Qt::Unchecked;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case WhatColumn:
        return m_wording ? m_wording->description(breakpoint) : QVariant();
    case ConditionColumn:
        return breakpoint.condition;
    case HitTargetColumn:
        return QVariant::fromValue<qulonglong>(breakpoint.hitTarget);
    case HitsColumn:
        return QVariant::fromValue<qulonglong>(breakpoint.hits);
    default:
        return {};
    }
}

bool BreakpointModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_breakpoints.size())
        return false;
    const int id = m_breakpoints[index.row()].id;
    if (index.column() == EnabledColumn && role == Qt::CheckStateRole)
        return setEnabled(id, value.toInt() == Qt::Checked);
    if (role != Qt::EditRole)
        return false;
    if (index.column() == ConditionColumn)
        return setCondition(id, value.toString());
    if (index.column() == HitTargetColumn) {
        bool ok = false;
        const qulonglong target = value.toULongLong(&ok);
        return ok && setHitTarget(id, target);
    }
    return false;
}

Qt::ItemFlags BreakpointModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (index.column() == EnabledColumn)
        flags |= Qt::ItemIsUserCheckable;
    if (index.column() == ConditionColumn || index.column() == HitTargetColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant BreakpointModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount || !m_wording)
        return {};
    return m_wording->header(Column(section));
}

void BreakpointModel::setWording(const Wording *wording)
{
    m_wording = wording;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_breakpoints.isEmpty())
        Q_EMIT dataChanged(index(0, WhatColumn), index(int(m_breakpoints.size()) - 1, WhatColumn));
}

bool BreakpointModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > m_breakpoints.size())
        return false;
    BreakpointDiff diff;
    for (int i = row; i < row + count; ++i)
        diff.removed.append(m_breakpoints[i].id);
    beginRemoveRows({}, row, row + count - 1);
    m_breakpoints.remove(row, count);
    endRemoveRows();
    notify(std::move(diff));
    return true;
}

} // namespace Foulplay::Core::Debug
