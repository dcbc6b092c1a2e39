#include "debug/eventrecorder.h"

namespace Foulplay::Core::Debug {

EventRecorder::EventRecorder()
{
    m_bulk.items.resize(MaxPerBatch);
    m_rare.items.resize(MaxPerBatch);
}

DebugEvent EventRecorder::fromBulk(const Bulk &bulk)
{
    switch (bulk.kind) {
    case DebugEventKind::Commit:
        return {bulk.tick, bulk.turn, Events::Commit{{bulk.a, bulk.b, bulk.c}, bulk.d}};
    case DebugEventKind::PointerEntersCell:
        return {bulk.tick, bulk.turn, Events::PointerEntersCell{{bulk.a, bulk.b, bulk.c}, bulk.d != 0}};
    default:
        return {bulk.tick, bulk.turn, Events::Count{{bulk.a, bulk.b}}};
    }
}

QList<DebugEvent> EventRecorder::take(std::uint64_t &dropped)
{
    // Back in the order they happened (for one tick, a commit before the
    // bomb it made): merge the two groups by tick.
    QList<DebugEvent> events;
    events.reserve(qsizetype(m_bulk.size + m_rare.size));
    std::size_t b = 0, r = 0;
    while (b < m_bulk.size || r < m_rare.size) {
        if (r == m_rare.size || (b < m_bulk.size && m_bulk.at(b).tick <= m_rare.at(r).tick))
            events.append(fromBulk(m_bulk.at(b++)));
        else
            events.append(m_rare.at(r++));
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
