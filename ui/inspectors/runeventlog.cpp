#include "runeventlog.h"

#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"
#include "languages/unfair/unfairdebug.h"

#include <algorithm>

namespace Foulplay::Ui {

using Core::Debug::DebugEvent;
using Core::Debug::DebugEventKind;
using Core::Debug::DebugSession;

namespace {

bool marked(DebugEventKind kind)
{
    // Each language says which of its events are rare enough to mark.
    const Core::Debug::EventName *name = Core::Debug::eventName(kind);
    return name && name->onTimeline;
}

} // namespace

RunMark markOf(const DebugEvent &event)
{
    RunMark mark;
    mark.tick = event.tick;
    mark.kind = event.kind;
    // Unfair's universes: how they changed.
    if (const auto *change = event.detailAs<Core::Debug::Events::UniverseChange>()) {
        mark.player = change->player;
        mark.universe = change->player >= 0 ? int(change->universe) : -1;
        mark.universes = int(change->removed);
        mark.steps = change->steps;
        mark.row = change->row;
        mark.counts = change->counts;
    }
    return mark;
}

RunEventLog::RunEventLog(DebugSession *session)
    : QObject(session)
{
    setObjectName(QStringLiteral("runEventLog"));
    connect(session, &DebugSession::eventsRecorded, this, &RunEventLog::add);
    connect(session, &DebugSession::loaded, this, &RunEventLog::clear);
    // Unloaded (its tab closed): the run is gone, and so are its marks.
    connect(session, &DebugSession::statusChanged, this, [this](DebugSession::Status status) {
        if (status == DebugSession::Status::Empty && !m_marks.empty())
            clear();
    });
    session->setEventRecording(true);
}

RunEventLog *RunEventLog::of(DebugSession *session)
{
    if (!session)
        return nullptr;
    if (auto *log = session->findChild<RunEventLog *>(QStringLiteral("runEventLog"), Qt::FindDirectChildrenOnly))
        return log;
    return new RunEventLog(session);
}

std::size_t RunEventLog::lowerBound(std::uint64_t tick) const
{
    return std::size_t(std::lower_bound(m_marks.begin(), m_marks.end(), tick,
                                        [](const RunMark &mark, std::uint64_t t) { return mark.tick < t; })
                       - m_marks.begin());
}

void RunEventLog::add(const Core::Debug::EventBatch &batch)
{
    m_dropped += batch.dropped();
    bool added = false;
    for (const DebugEvent &event : batch.events()) {
        if (!marked(event.kind))
            continue;
        const RunMark mark = markOf(event);
        // The session sends only new ground, but the tick it stood on may
        // come again: an event already taken is not taken twice.
        if (!m_marks.empty() && mark.tick <= m_marks.back().tick) {
            const auto same = std::find(m_marks.begin() + std::ptrdiff_t(lowerBound(mark.tick)), m_marks.end(), mark);
            if (same != m_marks.end() || mark.tick < m_marks.back().tick)
                continue;
        }
        m_marks.push_back(mark);
        added = true;
        if (mark.counts) {
            m_counted.push_back(m_marks.size() - 1);
            if (m_counted.size() > MaxCountedMarks) {
                m_marks[m_counted.front()].counts.reset();
                m_counted.pop_front();
            }
        }
    }
    if (m_marks.size() > MaxMarks) {
        const std::size_t drop = m_marks.size() - MaxMarks / 2;
        m_marks.erase(m_marks.begin(), m_marks.begin() + std::ptrdiff_t(drop));
        m_dropped += drop;
        while (!m_counted.empty() && m_counted.front() < drop)
            m_counted.pop_front();
        for (std::size_t &index : m_counted)
            index -= drop;
    }
    if (added)
        Q_EMIT changed();
}

void RunEventLog::clear()
{
    m_marks.clear();
    m_counted.clear();
    m_dropped = 0;
    Q_EMIT changed();
}

} // namespace Foulplay::Ui
