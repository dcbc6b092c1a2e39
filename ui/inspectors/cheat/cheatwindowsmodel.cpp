#include "cheat/cheatwindowsmodel.h"

#include "cheat/cheatplayernames.h"
#include "localenumber.h"

namespace Foulplay::Ui {

CheatWindowsModel::CheatWindowsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CheatWindowsModel::setProgram(const Core::Cheat::Program &program)
{
    beginResetModel();
    m_names.clear();
    for (std::size_t player = 0; player < program.players.size(); ++player)
        m_names.push_back(cheatPlayerName(program, int(player)));
    m_windows.clear();
    m_tick = 0;
    endResetModel();
}

void CheatWindowsModel::clear()
{
    beginResetModel();
    m_windows.clear();
    m_tick = 0;
    endResetModel();
}

void CheatWindowsModel::setState(const Core::Cheat::State &state)
{
    // Windows come and go every few slots; a reset is simplest and the list
    // is short (one per cheat in the last few turns).
    if (state.windows.size() != m_windows.size()) {
        beginResetModel();
        m_windows = state.windows;
        m_tick = state.tick;
        endResetModel();
        return;
    }
    m_windows = state.windows;
    m_tick = state.tick;
    if (!m_windows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_windows.size()) - 1, ColumnCount - 1));
}

std::uint64_t CheatWindowsModel::slotsLeft(int w) const
{
    if (w < 0 || std::size_t(w) >= m_windows.size())
        return 0;
    const auto &window = m_windows[std::size_t(w)];
    return window.lastSlot >= m_tick ? window.lastSlot - m_tick + 1 : 0;
}

int CheatWindowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_windows.size());
}

int CheatWindowsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CheatWindowsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_windows.size())
        return {};
    const auto &window = m_windows[std::size_t(index.row())];
    const QString cheater = window.cheater >= 0 && std::size_t(window.cheater) < m_names.size()
                                ? m_names[std::size_t(window.cheater)]
                                : tr("?");
    const std::uint64_t total = window.lastSlot - window.slot;
    const std::uint64_t left = slotsLeft(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CheaterColumn:
            return window.winning ? tr("%1 (winning count)").arg(cheater) : cheater;
        case AmountColumn:
            return tr("by %1").arg(localeNumber(window.amount));
        case SlotsLeftColumn:
            return left == 1 ? tr("1 slot left") : tr("%1 slots left").arg(QLocale().toString(qulonglong(left)));
        default:
            return {};
        }
    case FractionRole:
        if (index.column() != SlotsLeftColumn)
            return {};
        return total == 0 ? 0.0 : double(left) / double(total);
    case Qt::ToolTipRole:
        return tr("%1 counted by %2 in slot %3; a call of cheat on %1 lands until slot %4.")
            .arg(cheater, localeNumber(window.amount), QLocale().toString(qulonglong(window.slot)),
                 QLocale().toString(qulonglong(window.lastSlot)));
    default:
        return {};
    }
}

QVariant CheatWindowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CheaterColumn:
        return tr("Cheater");
    case AmountColumn:
        return tr("Amount");
    case SlotsLeftColumn:
        return tr("Slots left");
    default:
        return {};
    }
}

} // namespace Foulplay::Ui
