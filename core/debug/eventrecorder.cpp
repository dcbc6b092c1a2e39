#include "debug/eventrecorder.h"

namespace Foulplay::Core::Debug {

EventRecorder::EventRecorder()
{
    m_bulk.events.resize(MaxPerBatch);
    m_rare.events.resize(MaxPerBatch);
}

QList<DebugEvent> EventRecorder::take(std::uint64_t &dropped)
{
    // Back in the order they happened (for one tick, a commit before the
    // bomb it made): merge the two groups by tick.
    QList<DebugEvent> events;
    events.reserve(qsizetype(m_bulk.size + m_rare.size));
    std::size_t b = 0, r = 0;
    while (b < m_bulk.size || r < m_rare.size) {
        const bool bulkFirst = r == m_rare.size || (b < m_bulk.size && m_bulk.at(b).tick <= m_rare.at(r).tick);
        events.append(bulkFirst ? m_bulk.at(b++) : m_rare.at(r++));
    }
    dropped = m_dropped;
    clear();
    return events;
}

void EventRecorder::clear()
{
    m_bulk.head = m_bulk.size = 0;
    m_rare.head = m_rare.size = 0;
    m_dropped = 0;
}

} // namespace Foulplay::Core::Debug
