#include "debug/eventrecorder.h"

namespace Foulplay::Core::Debug {

EventRecorder::EventRecorder()
{
    m_bulk.items.resize(MaxPerBatch);
    m_rare.items.resize(MaxPerBatch);
}

bool EventRecorder::toBulk(const DebugEvent &event, Bulk &bulk)
{
    if (const auto *count = event.as<Events::Count>()) {
        bulk = {event.tick, event.turn, DebugEventKind::Count, count->player, count->statement, 0, 0};
        return true;
    }
    if (const auto *commit = event.as<Events::Commit>()) {
        bulk = {event.tick, event.turn, DebugEventKind::Commit, commit->program, commit->cell, commit->thread,
                commit->value};
        return true;
    }
    if (const auto *entry = event.as<Events::PointerEntersCell>()) {
        bulk = {event.tick, event.turn, DebugEventKind::PointerEntersCell, entry->program, entry->cell, entry->thread,
                entry->dataPointer ? 1 : 0};
        return true;
    }
    return false;
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

void EventRecorder::record(const DebugEvent &event)
{
    Bulk bulk;
    if (toBulk(event, bulk))
        m_bulk.push(bulk, m_dropped);
    else
        m_rare.push(event, m_dropped);
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
