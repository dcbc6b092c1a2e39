#pragma once

#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "debug/eventrecorder.h"
#include "fyb/snapshot.h"

#include <QList>
#include <QObject>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace Foulplay::Ui {

// One commit of a cell, as the session's events told it.
struct FybCellWrite {
    std::uint64_t tick = 0; // ticks done when it happened (its own tick included)
    std::uint64_t turn = 0;
    std::int32_t thread = -1;  // table index of the writing process
    std::uint8_t value = 0;    // the value committed
    std::uint8_t previous = 0; // the committed value before it
};

// A cell that changed its committed value since the previous frame.
struct FybFlash {
    int buffer = 0;
    int cell = 0;
    bool bomb = false;
    qint64 startMs = 0; // FybBattleModel::clockMs() when it was seen
};

// Live threads of both programs at one tick.
struct FybThreadCount {
    std::uint64_t tick = 0;
    std::uint32_t counts[2] = {0, 0};
};

// The battle as the battle view draws it: the FYB snapshot of the current
// frame plus what the frames do not hold (who wrote a cell, when a thread was
// born, thread counts over time, recent commits to flash, where the next
// commit/bomb/fork is). Filled from a DebugSession's stateChanged() and
// eventsRecorded() signals; never touches an engine. GUI thread only.
class FybBattleModel final : public QObject {
    Q_OBJECT

public:
    enum class Mark { Commit, Bomb, Fork };

    explicit FybBattleModel(QObject *parent = nullptr);

    // Forgets the battle (a new one is loaded).
    void clear();
    // Shows the frame of snapshot (ignored when it is not an FYB one).
    void setSnapshot(const Core::Debug::DebugSnapshot &snapshot);
    // Takes the events of new ground (session order); dropped counts those
    // the session left out.
    void addEvents(const Core::Debug::EventBatch &batch);

    bool isValid() const { return m_state != nullptr; }
    // The frame (null when none).
    const Core::Fyb::Snapshot *battle() const { return m_battle; }
    int length() const;
    std::uint64_t tick() const { return m_tick; }
    std::uint64_t turn() const { return m_turn; }
    std::uint64_t lastTick() const { return m_lastTick; }
    bool finished() const { return m_finished; }
    // Live threads of program 0 or 1 in the frame.
    int liveThreads(int program) const;

    // The last commit of a cell at or before the frame's tick; nullopt when
    // none is recorded. truncated tells whether older records were dropped.
    std::optional<FybCellWrite> lastWrite(int buffer, int cell, bool *truncated = nullptr) const;
    // The value a cell had when the battle began (nullopt before tick 0 was seen).
    std::optional<int> originalValue(int buffer, int cell) const;
    // Events the session left out so far (the history has gaps when > 0).
    std::uint64_t droppedEvents() const { return m_dropped; }

    // The tick a process was born and whether it is exact (false: it was
    // born somewhere between two frames, the tick is the later one).
    std::optional<std::uint64_t> birthTick(int process, bool *exact = nullptr) const;
    const std::vector<FybThreadCount> &threadCounts() const { return m_counts; }

    // The tick of the latest recorded event of this kind (0: none yet). A
    // batch keeps its newest events, so the latest one is never left out.
    std::uint64_t lastMark(Mark mark) const { return m_lastMarks[std::size_t(mark)]; }

    // Cells whose committed value changed since the previous frame, at most
    // FlashMs old; drop older ones with expireFlashes().
    const std::vector<FybFlash> &flashes() const { return m_flashes; }
    void expireFlashes();
    static qint64 clockMs();
    static constexpr qint64 FlashMs = 500;

Q_SIGNALS:
    // A new battle (or none): everything changed.
    void reset();
    // The frame changed (after setSnapshot()).
    void frameChanged();
    // New events were taken in.
    void historyChanged();

private:
    void noteBirths(const Core::Fyb::Snapshot &now, std::uint64_t previousTick, bool forward);
    void noteFlashes(const Core::Fyb::Snapshot &now, bool forward);
    void noteCount(const Core::Fyb::Snapshot &now);

    std::shared_ptr<const Core::Debug::EngineState> m_state;
    const Core::Fyb::Snapshot *m_battle = nullptr;
    std::uint64_t m_tick = 0;
    std::uint64_t m_turn = 0;
    std::uint64_t m_lastTick = 0;
    bool m_finished = false;

    std::array<std::vector<std::uint8_t>, 2> m_original;
    std::array<std::vector<std::vector<FybCellWrite>>, 2> m_writes;
    std::array<std::vector<std::uint8_t>, 2> m_truncated;
    std::uint64_t m_dropped = 0;
    struct Birth {
        std::uint64_t tick = 0;
        bool known = false;
        bool exact = false;
    };
    std::vector<Birth> m_births;
    std::vector<FybThreadCount> m_counts;
    std::array<std::uint64_t, 3> m_lastMarks{};
    std::vector<FybFlash> m_flashes;
};

} // namespace Foulplay::Ui
