#pragma once

#include "debug/debugengine.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace Foulplay::Core::Debug {

// One saved point of a run: the engine state and where input and output stood.
struct Keyframe {
    std::uint64_t tick = 0;
    std::uint64_t inputPosition = 0; // input tokens consumed
    std::uint64_t outputBytes = 0;   // output bytes written
    std::shared_ptr<const EngineState> state;
};

// The keyframes of one run, sorted by tick, within a memory budget. The
// session adds one whenever the run passes the last keyframe by interval()
// ticks; to reach any tick it restores the nearest keyframe at or before it
// and replays. Over budget, every other keyframe is dropped (the first is
// kept) and the interval doubles. The interval also grows when taking a
// keyframe costs more than 1/50 of running the ticks between two, so
// recording never slows a run by more than a few percent, and shrinks back
// (never below what the budget allows) once keyframes cost under 1/200 of
// it again, so that one slow keyframe (the thread was preempted) does not
// leave the keyframes sparse, and a step back's replay long, for the rest
// of the run.
// Not thread-safe: the session's worker thread only.
class Timeline {
public:
    explicit Timeline(std::uint64_t budgetBytes = 256ull * 1024 * 1024);

    void clear();
    void setBudget(std::uint64_t bytes);
    std::uint64_t budget() const { return m_budget; }

    // True when a keyframe at tick should be added (tick is past the last
    // keyframe by at least the interval). The first keyframe is always wanted.
    bool wants(std::uint64_t tick) const;
    // Adds a keyframe after the last one (ignored when not after it), then
    // thins to stay within the budget.
    void add(Keyframe keyframe);
    // Memory ran out: drops every other keyframe, as over budget, and keeps
    // the budget at what is left, so that the run can still be shown and
    // travelled in and does not grow back into the same wall.
    void giveBack();
    // Tells how long the last keyframe took to make and how long the ticks
    // before it ran, in nanoseconds; may raise the interval.
    void noteCost(std::int64_t snapshotNs, std::int64_t runNs);

    // The keyframe at or before tick, or null when there is none.
    const Keyframe *atOrBefore(std::uint64_t tick) const;
    // The index of that keyframe in keyframes(), or -1.
    int indexAtOrBefore(std::uint64_t tick) const;
    const std::vector<Keyframe> &keyframes() const { return m_keyframes; }
    std::uint64_t lastTick() const { return m_keyframes.empty() ? 0 : m_keyframes.back().tick; }

    std::uint64_t interval() const { return m_interval; }
    // The interval a fresh timeline starts with (default 1024 ticks).
    void setMinimumInterval(std::uint64_t ticks);
    std::uint64_t byteSize() const { return m_bytes; }

private:
    void thin();
    void dropEveryOther();

    std::vector<Keyframe> m_keyframes;
    std::uint64_t m_budget;
    std::uint64_t m_bytes = 0;
    std::uint64_t m_interval = 1024;
    std::uint64_t m_minimumInterval = 1024;
    std::uint64_t m_budgetInterval = 1024; // the least interval the budget allows so far
};

} // namespace Foulplay::Core::Debug
