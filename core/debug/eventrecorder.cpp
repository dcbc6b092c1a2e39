#include "debug/eventrecorder.h"

#include "debug/languagedescriptor.h"

#include <limits>
#include <mutex>

namespace Foulplay::Core::Debug {

struct EventBatch::Data {
    std::vector<CompactEvent> bulk;
    std::vector<CompactEvent> marked;
    std::vector<DebugEvent> rare;
    std::uint64_t dropped = 0;
    std::shared_ptr<const QStringList> names;
    // events(): made once, by whichever reader comes first.
    std::once_flag made;
    QList<DebugEvent> events;
};

bool EventBatch::isEmpty() const
{
    return size() == 0;
}

qsizetype EventBatch::size() const
{
    return m_data ? qsizetype(m_data->bulk.size() + m_data->marked.size() + m_data->rare.size()) : 0;
}

std::uint64_t EventBatch::dropped() const
{
    return m_data ? m_data->dropped : 0;
}

const QList<DebugEvent> &EventBatch::events() const
{
    static const QList<DebugEvent> none;
    if (!m_data)
        return none;
    Data &data = *m_data;
    std::call_once(data.made, [&data] {
        // Back in the order they happened, the three groups merged by tick.
        // Within one tick the count or the cheat comes first, then what it
        // made (a win); a commit comes before the bomb it made.
        data.events.reserve(qsizetype(data.bulk.size() + data.marked.size() + data.rare.size()));
        constexpr std::uint64_t None = std::numeric_limits<std::uint64_t>::max();
        std::size_t b = 0, m = 0, r = 0;
        for (;;) {
            const std::uint64_t bulkTick = b < data.bulk.size() ? data.bulk[b].tick : None;
            const std::uint64_t markedTick = m < data.marked.size() ? data.marked[m].tick : None;
            const std::uint64_t rareTick = r < data.rare.size() ? data.rare[r].tick : None;
            if (b < data.bulk.size() && bulkTick <= markedTick && bulkTick <= rareTick)
                data.events.append(data.bulk[b++].toEvent(data.names.get()));
            else if (m < data.marked.size() && markedTick <= rareTick)
                data.events.append(data.marked[m++].toEvent(data.names.get()));
            else if (r < data.rare.size())
                data.events.append(data.rare[r++]);
            else
                break;
        }
    });
    return data.events;
}

EventRecorder::EventRecorder()
{
    for (const LanguageDescriptor *language : languages()) {
        for (const EventName &name : language->eventNames) {
            const auto flags = std::uint8_t((name.compact ? Compact : 0) | (name.frequent ? Frequent : 0));
            const auto index = std::size_t(name.kind);
            if (flags == 0 || int(name.kind) < 0)
                continue;
            if (index >= m_flags.size())
                m_flags.resize(index + 1, 0);
            m_flags[index] = flags;
        }
    }
    m_bulk.items.resize(MaxPerBatch);
    m_marked.items.resize(MaxPerBatch);
    m_rare.items.resize(MaxPerBatch);
}

EventBatch EventRecorder::take(std::shared_ptr<const QStringList> names)
{
    EventBatch batch;
    if (isEmpty() && m_dropped == 0)
        return batch;
    batch.m_data = std::make_shared<EventBatch::Data>();
    m_bulk.copyTo(batch.m_data->bulk);
    m_marked.copyTo(batch.m_data->marked);
    m_rare.copyTo(batch.m_data->rare);
    batch.m_data->dropped = m_dropped;
    batch.m_data->names = std::move(names);
    clear();
    return batch;
}

void EventRecorder::clear()
{
    m_bulk.head = m_bulk.size = 0;
    m_marked.head = m_marked.size = 0;
    m_rare.head = m_rare.size = 0;
    m_dropped = 0;
}

} // namespace Foulplay::Core::Debug
