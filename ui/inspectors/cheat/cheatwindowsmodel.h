#pragma once

#include "cheat/program.h"
#include "cheat/state.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

namespace Foulplay::Ui {

// The open cheat windows of a Cheat run: who cheated, by how much, in which
// slot, and how many slots are left for a call to land (a bar that shrinks
// from full when the window opens to empty when it closes). GUI thread only.
class CheatWindowsModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { CheaterColumn, AmountColumn, SlotsLeftColumn, ColumnCount };
    // Slots left / slots the window had, 0..1 (a double), for the bar.
    static constexpr int FractionRole = Qt::UserRole + 1;

    explicit CheatWindowsModel(QObject *parent = nullptr);

    void setProgram(const Core::Cheat::Program &program);
    void setState(const Core::Cheat::State &state);
    void clear();

    // Slots in which a call can still catch window w (the next one included).
    std::uint64_t slotsLeft(int w) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<QString> m_names;
    std::deque<Core::Cheat::CheatWindow> m_windows;
    std::uint64_t m_tick = 0;
};

} // namespace Foulplay::Ui
