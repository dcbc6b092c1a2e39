#pragma once

#include "debug/debugtypes.h"

#include <QList>
#include <QMetaType>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace Foulplay::Core::Debug {

// The game events of one publication, as the worker hands them to the views:
// the records as the recorder kept them, with the names they refer to. They
// become DebugEvents only where they are read (events()), on the views'
// thread, so that the worker spends no time on events nobody may look at.
// Immutable and cheap to copy (the records are shared); any thread may read
// it.
class EventBatch {
public:
    EventBatch() = default;

    bool isEmpty() const;
    // How many events the batch holds.
    qsizetype size() const;
    // How many older events did not fit in it.
    std::uint64_t dropped() const;
    // The events in the order they happened. Made at the first call and
    // kept, for every later reader of the same batch.
    const QList<DebugEvent> &events() const;

private:
    friend class EventRecorder;
    struct Data;
    std::shared_ptr<Data> m_data;
};

// Keeps the game events of a run between two publications, for views, in
// three groups, each a ring of a fixed size: the kinds that come by the
// million a second (commits, counts, pointer entries), cheats and calls, and
// the rare kinds, so that a flood of counts never pushes a cheat or a call
// out, nor those a fork or a win. The first two groups carry numbers only
// and are kept as CompactEvents: recording one is a store of 40 bytes, not a
// copy of a variant (most of them are overwritten before the next
// publication anyway), and handing a batch over is a copy of those records.
// A plain object; the worker uses it on its thread.
class EventRecorder {
public:
    // The most events of each of the three groups one batch holds.
    static constexpr std::size_t MaxPerBatch = 10'000;

    EventRecorder();

    void record(const DebugEvent &event)
    {
        // A kind that comes compact is kept so, whichever way it came.
        if (has(event.kind, Compact))
            record(CompactEvent{event.tick, event.turn, event.kind, event.a, event.b, event.c, event.d});
        else
            m_rare.push(event, m_dropped);
    }
    void record(const CompactEvent &event)
    {
        // Inline: the worker calls it for every count and commit.
        if (has(event.kind, Frequent)) [[likely]]
            m_bulk.push(event, m_dropped);
        else
            m_marked.push(event, m_dropped);
    }
    bool isEmpty() const { return m_bulk.size == 0 && m_marked.size == 0 && m_rare.size == 0; }
    // The events recorded since the last call, and how many older ones did
    // not fit (EventBatch::dropped()). names: the players the compact events
    // refer to (DebugEngine::playerNames()).
    EventBatch take(std::shared_ptr<const QStringList> names = nullptr);
    void clear();

private:
    // What every language's EventNames say of a kind, looked up by its
    // number: compact ones are kept as numbers; frequent ones in the bulk
    // ring, so that counts never push the other compact ones (cheats and
    // calls) out.
    enum Flag : std::uint8_t { Compact = 1, Frequent = 2 };
    bool has(DebugEventKind kind, Flag flag) const
    {
        const auto index = std::size_t(kind);
        return index < m_flags.size() && (m_flags[index] & flag) != 0;
    }

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
        // The items from the oldest on, appended to out.
        void copyTo(std::vector<T> &out) const
        {
            const std::size_t first = std::min(size, items.size() - head);
            out.reserve(size);
            out.insert(out.end(), items.begin() + std::ptrdiff_t(head), items.begin() + std::ptrdiff_t(head + first));
            out.insert(out.end(), items.begin(), items.begin() + std::ptrdiff_t(size - first));
        }
    };

    std::vector<std::uint8_t> m_flags; // Flags by kind
    Ring<CompactEvent> m_bulk;
    Ring<CompactEvent> m_marked;
    Ring<DebugEvent> m_rare;
    std::uint64_t m_dropped = 0;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::EventBatch)
