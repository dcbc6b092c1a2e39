#pragma once

#include "cheat/program.h"
#include "cheat/state.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

namespace Foulplay::Ui {

// The Cheat scoreboard: per player the score (with a bar to 100), the wins
// (revoked ones taken off, as the engine counts them) and the wins revoked so
// far, all read from the state shown. GUI thread only.
class CheatScoreboardModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { PlayerColumn, ScoreColumn, WinsColumn, RevokedColumn, ColumnCount };
    // The score's share of 100, 0..1 (a double), for the bar.
    static constexpr int FractionRole = Qt::UserRole + 1;

    explicit CheatScoreboardModel(QObject *parent = nullptr);

    void setProgram(const Core::Cheat::Program &program);
    void setState(const Core::Cheat::State &state);
    void clear();

    // The wins of player revoked up to the state shown.
    std::int64_t revokedWins(int player) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<QString> m_names;
    std::vector<Core::Cheat::PlayerState> m_players;
};

} // namespace Foulplay::Ui
