#pragma once

#include <QAbstractTableModel>
#include <QColor>

#include <vector>

#include "fyb/hill.h"

namespace Foulplay::Ui {

struct Tournament;

// The ranked table of a tournament: rank, warrior, battles, W, L, D, score,
// score per battle. Reads the Tournament it is given (which must outlive
// it); refresh() after the results change. GUI thread only.
class TournamentTableModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit TournamentTableModel(const Tournament *tournament, QObject *parent = nullptr);

    void refresh();
    // The warrior (index into the tournament's paths) shown in row.
    int warriorAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Tournament *m_tournament;
    std::vector<Core::Fyb::HillScore> m_rows;
};

// The results as a matrix: a row per program 1, a column per program 2.
// Each cell shows the winner (1, 2 or = for a draw), is coloured by the
// winner and shaded by the turn (late results paler), and its tooltip gives
// winner, turn and reason. GUI thread only.
class TournamentMatrixModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit TournamentMatrixModel(const Tournament *tournament, QObject *parent = nullptr);

    void refresh();
    // The colour of a result: blue when program 1 wins, orange when program
    // 2 does, grey for a draw; the later the turn, the paler.
    static QColor colourOf(const Core::Fyb::Result &result, std::uint64_t maxTurns);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Tournament *m_tournament;
    int m_count = 0;
};

} // namespace Foulplay::Ui
