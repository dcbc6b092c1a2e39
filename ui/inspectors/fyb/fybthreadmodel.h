#pragma once

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <vector>

namespace Foulplay::Ui {

class FybBattleModel;

// The live threads of the current frame as a table: thread (process index),
// owner program, pp, dp (with the buffer it edits), defected, and the tick it
// was born. Follows a FybBattleModel. GUI thread only.
class FybThreadModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ThreadColumn, OwnerColumn, PpColumn, DpColumn, DefectedColumn, BornColumn, ColumnCount };
    // Data role giving a row's process index (int).
    static constexpr int ProcessRole = Qt::UserRole + 1;

    explicit FybThreadModel(QObject *parent = nullptr);

    void setBattleModel(FybBattleModel *battle);
    // The process index shown in a row, or -1.
    int processAt(int row) const;
    // The row of a process, or -1 when it is not shown (dead or unknown).
    int rowOf(int process) const;
    // While a battle runs, follow its frames at most once per ms
    // milliseconds (the numbers are unreadable faster, and a table of a
    // thousand threads is dear to repaint 60 times a second); 0 follows every
    // frame and catches up at once.
    void setRefreshInterval(int ms);
    // What the interval is measured by: milliseconds of a monotonic clock
    // (the default one, started with the model). A refresh left waiting
    // happens once this clock has moved on by the interval; the next frame
    // after setClock() is shown at once. Views keep the default.
    using Clock = std::function<qint64()>;
    void setClock(Clock clock);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void requestRefresh();
    void refresh();

    FybBattleModel *m_battle = nullptr;
    std::vector<int> m_rows; // process index of each row
    int m_interval = 0;
    QElapsedTimer m_started;
    Clock m_clock;
    qint64 m_lastRefresh = -1; // m_clock ms of the last refresh
    QTimer m_pending;
};

} // namespace Foulplay::Ui
