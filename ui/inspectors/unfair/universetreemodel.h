#pragma once

#include "common/decimal.h"
#include "unfair/program.h"
#include "unfair/state.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <vector>

namespace Foulplay::Ui {

class RunEventLog;

// The universes of an Unfair run drawn as a graph: one lane per universe, one
// row per counting step (the position in the actual universe's history, 0 =
// the start or the last full reset). The lanes, their branches and their
// collapses come from the session's de-sync, re-sync and full-reset events
// (setEventLog()), so every universe of the run up to the tick shown is
// there however fast the run went; the values come from the snapshots: a
// live universe's exactly from its history, a removed one's from the
// snapshots that still showed it (and its first count from the actual
// universe). Without events (a jump, no log) the snapshots alone are
// compared. Keeps at most rowCapacity() rows ("… N earlier counts" above
// them) and laneCapacity() collapsed lanes. GUI thread only.
class UniverseTreeModel final : public QObject {
    Q_OBJECT

public:
    struct Lane {
        std::uint64_t serial = 0;            // creation order, unique
        std::optional<std::uint32_t> origin; // player whose de-sync made it; none = actual
        std::uint64_t ordinal = 0;           // which live mistake of origin it was when made
        std::int64_t firstRow = 0;           // the row of its first value
        std::int64_t keptFrom = 0;           // the row of values.front() (older ones elided)
        std::deque<Core::Decimal> values;    // rows keptFrom .. lastRow()
        std::uint64_t steps = 0;             // the de-sync's "for N steps" (0 for the actual)
        std::uint64_t tick = 0;              // the tick of the de-sync that made it (0 for the actual)
        int liveIndex = -1;                  // index in the universe stack, -1 once collapsed
        std::int64_t collapseRow = -1;       // the re-sync's row (collapsed lanes)
        bool collapseExact = false;          // the re-sync row is known, not estimated
        std::uint64_t collapseInto = 0;      // serial of the lane that was on top after it
        int column = 0;                      // where the view draws it

        // The row of values.back() (keptFrom - 1 when no value is kept).
        std::int64_t lastRow() const { return keptFrom + std::int64_t(values.size()) - 1; }
        // The last row it was alive in: before its re-sync, or lastRow() while live.
        std::int64_t endRow() const { return live() ? lastRow() : collapseRow - 1; }
        bool live() const { return liveIndex >= 0; }
        // The value at row, if the lane has it (kept and in range).
        std::optional<Core::Decimal> valueAt(std::int64_t row) const;
    };

    explicit UniverseTreeModel(QObject *parent = nullptr);

    // The program the snapshots come from (player names).
    // Clears the graph.
    void setProgram(const Core::Unfair::Program &program);
    // Forgets everything seen (a new run).
    void clear();
    // The events of the run (null: none); read on every setState().
    void setEventLog(const RunEventLog *log);
    // Takes the state at tick; a tick before the last one (stepping back,
    // jumping) keeps only what the state still explains. Emits changed().
    void setState(const Core::Unfair::State &state, std::uint64_t tick);

    const std::vector<Lane> &lanes() const { return m_lanes; }
    const Lane *laneBySerial(std::uint64_t serial) const;
    int columnCount() const { return m_columns; }
    // Rows kept: firstKeptRow() .. lastRow(); elidedRows() older ones dropped.
    std::int64_t firstKeptRow() const { return m_firstKeptRow; }
    std::int64_t lastRow() const { return m_lastRow; }
    std::int64_t elidedRows() const { return m_firstKeptRow; }
    // The serial of the visible (top) universe's lane.
    std::uint64_t visibleSerial() const { return m_visibleSerial; }
    // The lane that was visible at row (the newest lane alive there), or null.
    const Lane *visibleAt(std::int64_t row) const;
    // The tick to jump to for row: the first tick a snapshot showed row as
    // the newest one (exact when stepping), else estimated from neighbours.
    std::uint64_t tickForRow(std::int64_t row) const;
    bool tickKnown(std::int64_t row) const { return m_rowTicks.count(row) != 0; }
    // The ticks between which row became the newest row: after the tick of
    // the nearest row seen before it, before the tick of the one after.
    std::pair<std::uint64_t, std::uint64_t> tickBounds(std::int64_t row) const;
    // Players' counting numbers as last seen at row (empty when never seen).
    std::vector<Core::Decimal> countingNumbersAt(std::int64_t row) const;
    std::uint64_t tick() const { return m_tick; }

    // "GC1 (actual)", "GC2: Player 1's mistake #1 at tick 12",
    // "Player 1's mistake #2 at tick 40": the mistake is named by its
    // player, which live mistake of theirs it was, and the de-sync's tick.
    QString laneTitle(const Lane &lane) const;
    QString mistakeName(const Lane &lane) const;
    QString playerName(std::uint32_t player) const;

    int rowCapacity() const { return m_rowCapacity; }
    void setRowCapacity(int rows);
    int laneCapacity() const { return m_laneCapacity; }

Q_SIGNALS:
    // The graph changed (new rows, lanes, or a rewind).
    void changed();

private:
    // Rebuilds the universes' changes of the ticks after .. upTo from the
    // event log; stops at the first event that does not fit (a gap).
    void applyEvents(std::uint64_t after, std::uint64_t upTo);
    bool fullResetBetween(std::uint64_t after, std::uint64_t upTo) const;
    // Removed lanes the snapshots never showed: their first count, from the
    // actual universe's history.
    void fillFirstValues();
    // A removed lane's counts up to endRow - 1, as its re-sync reported them.
    void takeCounts(Lane &lane, const std::vector<Core::Decimal> &counts, std::int64_t endRow);
    void matchLanes(const Core::Unfair::State &state, std::int64_t lastRow);
    void collapse(Lane &lane, std::int64_t lastRow, bool exact, const std::vector<std::uint64_t> &topAfter);
    void forgetAfter(std::int64_t lastRow);
    void trim();
    void assignColumns();

    Core::Unfair::Program m_program;
    QPointer<const RunEventLog> m_log;
    std::vector<Lane> m_lanes; // by serial
    std::uint64_t m_nextSerial = 0;
    std::uint64_t m_visibleSerial = 0;
    std::int64_t m_lastRow = -1;
    std::int64_t m_firstKeptRow = 0;
    std::uint64_t m_tick = 0;
    bool m_hasState = false;
    int m_columns = 1;
    int m_rowCapacity = 4000;
    int m_laneCapacity = 200;
    std::map<std::int64_t, std::uint64_t> m_rowTicks; // row -> first tick it was the newest
    std::map<std::int64_t, std::vector<Core::Decimal>> m_rowCountingNumbers;
};

} // namespace Foulplay::Ui
