#include "tournamentmodels.h"

#include "tournament.h"

#include <QLocale>

#include <cmath>

namespace Foulplay::Ui {

namespace Fyb = Core::Fyb;

TournamentTableModel::TournamentTableModel(const Tournament *tournament, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tournament(tournament)
{
    refresh();
}

void TournamentTableModel::refresh()
{
    beginResetModel();
    m_rows = m_tournament->table();
    endResetModel();
}

int TournamentTableModel::warriorAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size())
               ? static_cast<int>(m_rows[static_cast<std::size_t>(row)].warrior)
               : -1;
}

int TournamentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int TournamentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 8;
}

QVariant TournamentTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(m_rows.size()))
        return {};
    const Fyb::HillScore &s = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == 1 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == 1)
        return m_tournament->paths[static_cast<int>(s.warrior)];
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case 0:
        return s.rank;
    case 1:
        return m_tournament->names[static_cast<int>(s.warrior)];
    case 2:
        return static_cast<qulonglong>(s.battles());
    case 3:
        return static_cast<qulonglong>(s.wins);
    case 4:
        return static_cast<qulonglong>(s.losses);
    case 5:
        return static_cast<qulonglong>(s.draws);
    case 6:
        return static_cast<qulonglong>(s.score);
    case 7:
        return QLocale().toString(s.battles() ? double(s.score) / double(s.battles()) : 0.0, 'f', 3);
    }
    return {};
}

QVariant TournamentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case 0:
        return tr("Rank");
    case 1:
        return tr("Warrior");
    case 2:
        return tr("Battles");
    case 3:
        return tr("W");
    case 4:
        return tr("L");
    case 5:
        return tr("D");
    case 6:
        return tr("Score");
    case 7:
        return tr("Per battle");
    }
    return {};
}

TournamentMatrixModel::TournamentMatrixModel(const Tournament *tournament, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tournament(tournament)
{
    refresh();
}

void TournamentMatrixModel::refresh()
{
    if (m_count != m_tournament->paths.size()) {
        beginResetModel();
        m_count = static_cast<int>(m_tournament->paths.size());
        endResetModel();
    } else if (m_count > 0) {
        Q_EMIT dataChanged(index(0, 0), index(m_count - 1, m_count - 1));
    }
}

QColor TournamentMatrixModel::colourOf(const Fyb::Result &result, std::uint64_t maxTurns)
{
    const double late = maxTurns > 0 ? std::log1p(double(result.turn)) / std::log1p(double(maxTurns)) : 1.0;
    const int lightness = 110 + static_cast<int>(std::min(1.0, late) * 110); // 110 (early) .. 220 (late)
    if (result.winner == 1)
        return QColor::fromHsl(210, 170, lightness);
    if (result.winner == 2)
        return QColor::fromHsl(25, 200, lightness);
    return QColor::fromHsl(0, 0, 200);
}

int TournamentMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

int TournamentMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

QVariant TournamentMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const std::optional<Fyb::Result> *slot = m_tournament->resultOf(index.row(), index.column());
    if (role == Qt::TextAlignmentRole)
        return Qt::AlignCenter;
    if (!slot || !*slot)
        return {};
    const Fyb::Result &r = **slot;
    switch (role) {
    case Qt::DisplayRole:
        return r.winner == 0 ? QStringLiteral("=") : QString::number(r.winner);
    case Qt::BackgroundRole:
        return colourOf(r, m_tournament->settings.maxTurns);
    case Qt::ForegroundRole:
        return QColor(Qt::black);
    case Qt::ToolTipRole: {
        const QString first = m_tournament->names[index.row()];
        const QString second = m_tournament->names[index.column()];
        const QString how = r.reason == Fyb::ResultReason::Bomb   ? tr("the loser ran a bomb")
                            : r.reason == Fyb::ResultReason::Died ? tr("the loser has no threads left")
                                                                  : tr("no result within the turn limit");
        const QString outcome = r.winner == 0 ? tr("Draw at turn %1").arg(QLocale().toString(qulonglong(r.turn)))
                                              : tr("%1 (program %2) wins at turn %3")
                                                    .arg(r.winner == 1 ? first : second)
                                                    .arg(r.winner)
                                                    .arg(QLocale().toString(qulonglong(r.turn)));
        return tr("%1 (program 1) against %2 (program 2)\n%3: %4\nClick to open this battle in the battle view.")
            .arg(first, second, outcome, how);
    }
    }
    return {};
}

QVariant TournamentMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= m_count)
        return {};
    if (role == Qt::DisplayRole)
        return orientation == Qt::Vertical ? QStringLiteral("%1  %2").arg(section + 1).arg(m_tournament->names[section])
                                           : QString::number(section + 1);
    if (role == Qt::ToolTipRole)
        return (orientation == Qt::Vertical ? tr("Program 1: %1") : tr("Program 2: %1"))
            .arg(m_tournament->names[section]);
    return {};
}

} // namespace Foulplay::Ui
