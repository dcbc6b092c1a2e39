#include "fybthreadmodel.h"

#include "fybbattlemodel.h"
#include "threadcolours.h"

#include <QBrush>
#include <QLocale>

#include <algorithm>

namespace Foulplay::Ui {

FybThreadModel::FybThreadModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_started.start();
    m_clock = [this] { return m_started.elapsed(); };
    m_pending.setSingleShot(true);
    connect(&m_pending, &QTimer::timeout, this, &FybThreadModel::requestRefresh);
}

void FybThreadModel::setClock(Clock clock)
{
    m_clock = std::move(clock);
    m_lastRefresh = -1; // a time of the old clock says nothing on the new one
}

void FybThreadModel::setRefreshInterval(int ms)
{
    m_interval = std::max(0, ms);
    if (m_interval == 0 && m_pending.isActive()) {
        m_pending.stop();
        refresh();
    }
}

void FybThreadModel::requestRefresh()
{
    const qint64 since = m_clock() - m_lastRefresh;
    if (m_interval > 0 && m_lastRefresh >= 0 && since < m_interval) {
        // Looked at again when the time left has passed (on this clock).
        if (!m_pending.isActive())
            m_pending.start(int(std::clamp<qint64>(m_interval - since, 0, m_interval)));
        return;
    }
    refresh();
}

void FybThreadModel::setBattleModel(FybBattleModel *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    if (m_battle) {
        connect(m_battle, &FybBattleModel::frameChanged, this, &FybThreadModel::requestRefresh);
        connect(m_battle, &FybBattleModel::reset, this, &FybThreadModel::refresh);
        connect(m_battle, &FybBattleModel::historyChanged, this, &FybThreadModel::requestRefresh);
        connect(m_battle, &QObject::destroyed, this, [this] {
            m_battle = nullptr;
            refresh();
        });
    }
    refresh();
}

void FybThreadModel::refresh()
{
    m_pending.stop();
    m_lastRefresh = m_clock();
    std::vector<int> rows;
    if (m_battle && m_battle->battle()) {
        const auto &processes = m_battle->battle()->processes;
        for (std::size_t i = 0; i < processes.size(); ++i) {
            if (processes[i].alive)
                rows.push_back(int(i));
        }
    }
    if (rows == m_rows) {
        // Same threads: only their values moved.
        if (!m_rows.empty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int FybThreadModel::processAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_rows.size() ? m_rows[std::size_t(row)] : -1;
}

int FybThreadModel::rowOf(int process) const
{
    auto it = std::lower_bound(m_rows.begin(), m_rows.end(), process);
    return it != m_rows.end() && *it == process ? int(it - m_rows.begin()) : -1;
}

int FybThreadModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FybThreadModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FybThreadModel::data(const QModelIndex &index, int role) const
{
    const int process = processAt(index.row());
    if (!m_battle || !m_battle->battle() || process < 0 || std::size_t(process) >= m_battle->battle()->processes.size())
        return {};
    const auto &p = m_battle->battle()->processes[std::size_t(process)];
    if (role == ProcessRole)
        return process;
    if (role == Qt::DecorationRole && index.column() == ThreadColumn)
        return p.defected ? defectedThreadColour(process) : threadColour(process);
    if (role == Qt::TextAlignmentRole && index.column() != DefectedColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == BornColumn) {
        bool exact = true;
        if (m_battle->birthTick(process, &exact) && !exact)
            return tr("Born between two shown frames; this is the later one");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case ThreadColumn:
        return process;
    case OwnerColumn:
        return p.owner + 1;
    case PpColumn:
        return p.pp;
    case DpColumn:
        return tr("%1 in P%2").arg(p.dp).arg(p.editedBuffer() + 1);
    case DefectedColumn:
        return p.defected ? tr("defected") : QString();
    case BornColumn: {
        bool exact = true;
        const auto born = m_battle->birthTick(process, &exact);
        if (!born)
            return tr("?");
        const QString tick = QLocale().toString(qulonglong(*born));
        return exact ? tick : tr("≤ %1").arg(tick);
    }
    default:
        return {};
    }
}

QVariant FybThreadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ThreadColumn:
        return tr("Thread");
    case OwnerColumn:
        return tr("Program");
    case PpColumn:
        return tr("PP");
    case DpColumn:
        return tr("DP");
    case DefectedColumn:
        return tr("Defected");
    case BornColumn:
        return tr("Born (tick)");
    default:
        return {};
    }
}

} // namespace Foulplay::Ui
