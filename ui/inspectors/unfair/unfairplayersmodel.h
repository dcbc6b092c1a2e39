#pragma once

#include "unfair/program.h"
#include "unfair/state.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <vector>

namespace Foulplay::Ui {

// Every player of an Unfair program with its counting number (CN) and raising
// number (RN), from the session's snapshots. A value that changed flashes:
// its background fades from the highlight colour over flashDuration() ms.
// GUI thread only.
class UnfairPlayersModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { PlayerColumn, CountingColumn, RaisingColumn, ColumnCount };
    // Qt::UserRole + 1: how strongly the cell flashes now, 0..1 (a double).
    static constexpr int FlashRole = Qt::UserRole + 1;

    explicit UnfairPlayersModel(QObject *parent = nullptr);

    // The program whose players the rows are (one row per player named).
    void setProgram(const Core::Unfair::Program &program);
    // Takes the players' numbers from a snapshot; changed values flash.
    void setState(const Core::Unfair::State &state);
    void clear();

    int flashDuration() const { return m_flashMs; }
    // What flashes are timed by: milliseconds of a monotonic clock (the
    // default one, started with the model). Views keep the default.
    using Clock = std::function<qint64()>;
    void setClock(Clock clock);
    // The flash strength of a cell now, 0..1.
    double flash(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString name;
        QString counting;
        QString raising;
        qint64 countingChanged = -1; // m_clock ms of the last change
        qint64 raisingChanged = -1;
    };
    void fade();

    std::vector<Row> m_rows;
    QElapsedTimer m_started;
    Clock m_clock;
    QTimer m_fadeTimer;
    int m_flashMs = 900;
};

} // namespace Foulplay::Ui
