#pragma once

#include "debug/debugtypes.h"

#include <QList>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace Foulplay::Core::Debug {

// Keeps the game events of a run between two publications, for views. The
// kinds that come by the million a second (commits, counts, pointer entries)
// are kept apart from the rare ones, each in a ring of a fixed size, so that
// a flood of them never pushes a fork or a win out, and recording costs a
// copy per event. A plain object; the worker uses it on its thread.
class EventRecorder {
public:
    // The most events of each of the two groups one batch holds.
    static constexpr std::size_t MaxPerBatch = 10'000;

    EventRecorder();

    void record(const DebugEvent &event)
    {
        const bool bulk = event.kind == DebugEventKind::Commit || event.kind == DebugEventKind::Count
            || event.kind == DebugEventKind::PointerEntersCell;
        (bulk ? m_bulk : m_rare).push(event, m_dropped);
    }
    bool isEmpty() const { return m_bulk.size == 0 && m_rare.size == 0; }
    // The events recorded since the last call, in the order they happened,
    // and (in dropped) how many older ones did not fit.
    QList<DebugEvent> take(std::uint64_t &dropped);
    void clear();

private:
    struct Ring {
        std::vector<DebugEvent> events; // MaxPerBatch slots
        std::size_t head = 0;           // the oldest
        std::size_t size = 0;
        void push(const DebugEvent &event, std::uint64_t &dropped)
        {
            if (size == events.size()) {
                events[head] = event;
                head = head + 1 == events.size() ? 0 : head + 1;
                ++dropped;
                return;
            }
            const std::size_t slot = head + size;
            events[slot < events.size() ? slot : slot - events.size()] = event;
            ++size;
        }
        const DebugEvent &at(std::size_t i) const
        {
            const std::size_t slot = head + i;
            return events[slot < events.size() ? slot : slot - events.size()];
        }
    };

    Ring m_bulk;
    Ring m_rare;
    std::uint64_t m_dropped = 0;
};

} // namespace Foulplay::Core::Debug
