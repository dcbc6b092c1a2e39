#include "cheat/cheatscoreboardmodel.h"

#include "cheat/cheatplayernames.h"
#include "localenumber.h"

#include <cmath>

namespace Foulplay::Ui {

CheatScoreboardModel::CheatScoreboardModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CheatScoreboardModel::setProgram(const Core::Cheat::Program &program)
{
    beginResetModel();
    m_names.clear();
    for (std::size_t player = 0; player < program.players.size(); ++player)
        m_names.push_back(cheatPlayerName(program, int(player)));
    m_players.assign(m_names.size(), {});
    endResetModel();
}

void CheatScoreboardModel::clear()
{
    beginResetModel();
    m_players.assign(m_names.size(), {});
    endResetModel();
}

void CheatScoreboardModel::setState(const Core::Cheat::State &state)
{
    m_players = state.players;
    m_players.resize(m_names.size());
    if (!m_names.empty())
        Q_EMIT dataChanged(index(0, ScoreColumn), index(int(m_names.size()) - 1, RevokedColumn));
}

std::int64_t CheatScoreboardModel::revokedWins(int player) const
{
    return player >= 0 && std::size_t(player) < m_players.size() ? m_players[std::size_t(player)].revokedWins : 0;
}

int CheatScoreboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_names.size());
}

int CheatScoreboardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CheatScoreboardModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_names.size())
        return {};
    const std::size_t row = std::size_t(index.row());
    const auto &player = m_players[row];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlayerColumn:
            return m_names[row];
        case ScoreColumn:
            return localeNumber(player.score);
        case WinsColumn:
            return QLocale().toString(qlonglong(player.wins));
        case RevokedColumn:
            return QLocale().toString(qlonglong(revokedWins(index.row())));
        default:
            return {};
        }
    case FractionRole:
        if (index.column() != ScoreColumn)
            return {};
        return double(player.score.mantissa()) / std::pow(10.0, player.score.scale()) / 100.0;
    case Qt::TextAlignmentRole:
        return index.column() == PlayerColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == ScoreColumn)
            return tr("%1's score: reaching 100 wins").arg(m_names[row]);
        if (index.column() == RevokedColumn)
            return tr("Wins of %1 taken back because the winning count was a caught cheat").arg(m_names[row]);
        return {};
    default:
        return {};
    }
}

QVariant CheatScoreboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PlayerColumn:
        return tr("Player");
    case ScoreColumn:
        return tr("Score (to 100)");
    case WinsColumn:
        return tr("Wins");
    case RevokedColumn:
        return tr("Revoked");
    default:
        return {};
    }
}

} // namespace Foulplay::Ui
