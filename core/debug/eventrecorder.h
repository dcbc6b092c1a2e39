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
// a flood of them never pushes a fork or a win out. The bulk kinds carry
// numbers only and are kept as a few plain integers: recording one is a
// store of 40 bytes, not a copy of a variant (most of them are overwritten
// before the next publication anyway). A plain object; the worker uses it on
// its thread.
class EventRecorder {
public:
    // The most events of each of the two groups one batch holds.
    static constexpr std::size_t MaxPerBatch = 10'000;

    EventRecorder();

    void record(const DebugEvent &event)
    {
        // Inline: the worker calls it for every count and commit.
        Bulk bulk;
        if (toBulk(event, bulk))
            m_bulk.push(bulk, m_dropped);
        else
            m_rare.push(event, m_dropped);
    }
    bool isEmpty() const { return m_bulk.size == 0 && m_rare.size == 0; }
    // The events recorded since the last call, in the order they happened,
    // and (in dropped) how many older ones did not fit.
    QList<DebugEvent> take(std::uint64_t &dropped);
    void clear();

private:
    // A commit, count or pointer entry as plain numbers.
    struct Bulk {
        std::uint64_t tick = 0;
        std::uint64_t turn = 0;
        DebugEventKind kind = DebugEventKind::Count;
        int a = 0, b = 0, c = 0, d = 0; // Count: player, statement; FYB: program, cell, thread, value
    };
    static bool toBulk(const DebugEvent &event, Bulk &bulk)
    {
        if (const auto *count = event.as<Events::Count>()) {
            bulk = {event.tick, event.turn, DebugEventKind::Count, count->player, count->statement, 0, 0};
            return true;
        }
        if (const auto *commit = event.as<Events::Commit>()) {
            bulk = {event.tick,   event.turn,     DebugEventKind::Commit, commit->program,
                    commit->cell, commit->thread, commit->value};
            return true;
        }
        if (const auto *entry = event.as<Events::PointerEntersCell>()) {
            bulk = {event.tick,  event.turn,    DebugEventKind::PointerEntersCell, entry->program,
                    entry->cell, entry->thread, entry->dataPointer ? 1 : 0};
            return true;
        }
        return false;
    }
    static DebugEvent fromBulk(const Bulk &bulk);

    template<typename T> struct Ring {
        std::vector<T> items; // MaxPerBatch slots
        std::size_t head = 0; // the oldest
        std::size_t size = 0;
        void push(const T &item, std::uint64_t &dropped)
        {
            if (size == items.size()) {
                items[head] = item;
                head = head + 1 == items.size() ? 0 : head + 1;
                ++dropped;
                return;
            }
            const std::size_t slot = head + size;
            items[slot < items.size() ? slot : slot - items.size()] = item;
            ++size;
        }
        const T &at(std::size_t i) const
        {
            const std::size_t slot = head + i;
            return items[slot < items.size() ? slot : slot - items.size()];
        }
    };

    Ring<Bulk> m_bulk;
    Ring<DebugEvent> m_rare;
    std::uint64_t m_dropped = 0;
};

} // namespace Foulplay::Core::Debug
