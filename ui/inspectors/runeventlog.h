#pragma once

#include "common/decimal.h"
#include "debug/debugtypes.h"
#include "debug/eventrecorder.h"

#include <QObject>

#include <cstdint>
#include <deque>
#include <memory>
#include <vector>

namespace Foulplay::Core::Debug {
class DebugSession;
}

namespace Foulplay::Ui {

// One game event of a run, as the timeline and the universe tree keep it.
struct RunMark {
    std::uint64_t tick = 0; // ticks done when it happened (its own included)
    Core::Debug::DebugEventKind kind{};
    // Unfair Desync, Resync, FullReset: how the universes changed.
    int player = -1;         // who de-synced / re-synced
    int universe = -1;       // Desync: the universe made; Resync: the lowest one removed
    int universes = 0;       // Resync: how many were removed
    std::uint64_t steps = 0; // Desync: its N
    std::int64_t row = -1;   // the actual universe's newest history index after it
    // Resync: what the removed universes counted last (Events::UniverseChange::counts);
    // kept for the newest RunEventLog::MaxCountedMarks re-syncs only.
    std::shared_ptr<const std::vector<std::vector<Core::Decimal>>> counts;

    // The same event (its counts aside, which only some copies keep).
    friend bool operator==(const RunMark &a, const RunMark &b)
    {
        return a.tick == b.tick && a.kind == b.kind && a.player == b.player && a.universe == b.universe
               && a.universes == b.universes && a.steps == b.steps && a.row == b.row;
    }
};

// The one place that reads a session's event: what a mark keeps of it.
RunMark markOf(const Core::Debug::DebugEvent &event);

// Every event of one session's run that the timeline marks (all but FYB's,
// and Cheat's counts, which come every turn), in tick order, from the
// session's eventsRecorded() signals. It lives as a child of its session and
// records from its creation on, whichever view shows that session, so a
// program keeps its marks while another tab is current. A new program
// (loaded()) starts a new run; an unloaded session (Empty) has none. Holds at most MaxMarks events (older ones go
// first). GUI thread only.
class RunEventLog final : public QObject {
    Q_OBJECT

public:
    static constexpr std::size_t MaxMarks = 200'000;
    // Re-syncs whose removed universes' counts are kept (the newest).
    static constexpr std::size_t MaxCountedMarks = 256;

    // The log of session, made (and the session's event recording turned on)
    // the first time it is asked for. Null for a null session.
    static RunEventLog *of(Core::Debug::DebugSession *session);

    const std::vector<RunMark> &marks() const { return m_marks; }
    // The first mark at or after tick (marks().size() when none).
    std::size_t lowerBound(std::uint64_t tick) const;
    // Events the session or this log left out (the log has gaps when > 0).
    std::uint64_t dropped() const { return m_dropped; }

    // Takes a batch of events in session order.
    void add(const Core::Debug::EventBatch &batch);
    void clear();

Q_SIGNALS:
    // New marks were taken in, or the log was cleared.
    void changed();

private:
    explicit RunEventLog(Core::Debug::DebugSession *session);

    std::vector<RunMark> m_marks;
    std::deque<std::size_t> m_counted; // the marks with counts, oldest first
    std::uint64_t m_dropped = 0;
};

} // namespace Foulplay::Ui
