#include "unfair/unfairplayersmodel.h"

#include "localenumber.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QPalette>

#include <algorithm>

namespace Foulplay::Ui {

UnfairPlayersModel::UnfairPlayersModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_started.start();
    m_clock = [this] { return m_started.elapsed(); };
    // About 30 repaints a second while something fades; idle otherwise.
    m_fadeTimer.setInterval(33);
    connect(&m_fadeTimer, &QTimer::timeout, this, &UnfairPlayersModel::fade);
}

void UnfairPlayersModel::setProgram(const Core::Unfair::Program &program)
{
    beginResetModel();
    m_rows.clear();
    for (std::uint32_t player = 0; player < program.playerCount(); ++player) {
        // The language's own name, untranslated: what conditions and watches are typed with.
        const std::string_view number = program.playerNumber(player);
        m_rows.push_back({QStringLiteral("Player %1").arg(QLatin1String(number.data(), qsizetype(number.size()))),
                          QString(), QString()});
    }
    endResetModel();
}

void UnfairPlayersModel::clear()
{
    beginResetModel();
    for (Row &row : m_rows) {
        row.counting.clear();
        row.raising.clear();
        row.countingChanged = row.raisingChanged = -1;
    }
    endResetModel();
}

void UnfairPlayersModel::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

void UnfairPlayersModel::setState(const Core::Unfair::State &state)
{
    const qint64 now = m_clock();
    const std::size_t n = std::min(m_rows.size(), state.players.size());
    for (std::size_t i = 0; i < n; ++i) {
        Row &row = m_rows[i];
        const QString counting = localeNumber(state.players[i].countingNumber);
        const QString raising = localeNumber(state.players[i].raisingNumber);
        const bool first = row.counting.isEmpty();
        bool changed = false;
        if (counting != row.counting) {
            row.counting = counting;
            row.countingChanged = first ? -1 : now;
            changed = true;
        }
        if (raising != row.raising) {
            row.raising = raising;
            row.raisingChanged = first ? -1 : now;
            changed = true;
        }
        if (changed)
            Q_EMIT dataChanged(index(int(i), CountingColumn), index(int(i), RaisingColumn));
    }
    if (!m_fadeTimer.isActive())
        m_fadeTimer.start();
}

double UnfairPlayersModel::flash(int row, int column) const
{
    if (row < 0 || std::size_t(row) >= m_rows.size())
        return 0;
    const qint64 changed = column == CountingColumn  ? m_rows[std::size_t(row)].countingChanged
                           : column == RaisingColumn ? m_rows[std::size_t(row)].raisingChanged
                                                     : -1;
    if (changed < 0)
        return 0;
    const qint64 age = m_clock() - changed;
    return age >= m_flashMs ? 0.0 : 1.0 - double(age) / m_flashMs;
}

void UnfairPlayersModel::fade()
{
    bool any = false;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (flash(int(i), CountingColumn) > 0 || flash(int(i), RaisingColumn) > 0 || m_rows[i].countingChanged >= 0
            || m_rows[i].raisingChanged >= 0) {
            Q_EMIT dataChanged(index(int(i), CountingColumn), index(int(i), RaisingColumn),
                               {Qt::BackgroundRole, FlashRole});
            any = true;
        }
        // Once faded, a cell needs no more repaints.
        if (flash(int(i), CountingColumn) <= 0)
            m_rows[i].countingChanged = -1;
        if (flash(int(i), RaisingColumn) <= 0)
            m_rows[i].raisingChanged = -1;
    }
    if (!any)
        m_fadeTimer.stop();
}

int UnfairPlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int UnfairPlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant UnfairPlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == PlayerColumn     ? row.name
               : index.column() == CountingColumn ? row.counting
                                                  : row.raising;
    case Qt::TextAlignmentRole:
        return index.column() == PlayerColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case FlashRole:
        return flash(index.row(), index.column());
    case Qt::BackgroundRole: {
        const double strength = flash(index.row(), index.column());
        if (strength <= 0)
            return {};
        QColor colour = QApplication::palette().color(QPalette::Highlight);
        colour.setAlphaF(float(0.15 + 0.7 * strength));
        return QBrush(colour);
    }
    case Qt::ToolTipRole:
        if (index.column() == CountingColumn)
            return tr("%1's counting number: what a count adds").arg(row.name);
        if (index.column() == RaisingColumn)
            return tr("%1's raising number: what a reset adds to the counting number").arg(row.name);
        return {};
    default:
        return {};
    }
}

QVariant UnfairPlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PlayerColumn:
        return tr("Player");
    case CountingColumn:
        return tr("CN");
    case RaisingColumn:
        return tr("RN");
    default:
        return {};
    }
}

} // namespace Foulplay::Ui
