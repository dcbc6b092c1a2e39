#include "runbreakpoints.h"

#include "document.h"
#include "programrun.h"

#include "debug/debugsession.h"

#include <algorithm>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;
using Entry = Debugger::BreakpointManager::Entry;

RunBreakpoints::RunBreakpoints(ProgramRun *run)
    : QObject(run)
    , m_run(run)
{
    Debug::DebugSession *session = run->session();
    connect(session, &Debug::DebugSession::breakpointHit, this,
            [this](int id, std::uint64_t hits, const Debug::ConditionError &) {
                if (m_hits.value(id) == hits)
                    return;
                m_hits.insert(id, hits);
                Q_EMIT reported();
            });
    connect(session, &Debug::DebugSession::loaded, this, [this](bool ok) {
        if (!ok || m_hits.isEmpty())
            return;
        m_hits.clear();
        Q_EMIT reported();
    });
    connect(session, &Debug::DebugSession::breakpointsRejected, this,
            [this](const QList<Debug::BreakpointRejection> &rejected) {
                QHash<int, Debug::ConditionError> now;
                for (const Debug::BreakpointRejection &rejection : rejected)
                    now.insert(rejection.id, rejection.error);
                if (now == m_rejected)
                    return;
                m_rejected = now;
                Q_EMIT reported();
            });
}

void RunBreakpoints::setManager(Debugger::BreakpointManager *manager)
{
    if (manager == m_manager)
        return;
    disconnect(m_connection);
    m_manager = manager;
    if (manager)
        m_connection = connect(manager, &Debugger::BreakpointManager::edited, this, &RunBreakpoints::follow);
    resync();
}

std::optional<Debug::Breakpoint> RunBreakpoints::forRun(const Entry &entry) const
{
    Document *program1 = m_run->program1();
    Document *program2 = m_run->program2();
    int program = 0;
    if (entry.document && entry.document == program1)
        program = 1; // a warrior battling itself: its breakpoints once, as program 1's
    else if (entry.document && entry.document == program2)
        program = 2;
    if (program == 0)
        return std::nullopt;
    Debug::Breakpoint breakpoint = entry.breakpoint;
    breakpoint.program = program;
    breakpoint.hits = 0;
    return breakpoint;
}

std::optional<Debug::Breakpoint> RunBreakpoints::breakpoint(int id) const
{
    if (!m_manager)
        return std::nullopt;
    const std::optional<Entry> entry = m_manager->entry(id);
    return entry ? forRun(*entry) : std::nullopt;
}

void RunBreakpoints::send(Debug::BreakpointDiff diff)
{
    if (diff.isEmpty())
        return;
    // A verdict on the old condition no longer holds; the session's next
    // report gives the new one.
    bool forgot = false;
    for (const QList<Debug::Breakpoint> *list : {&diff.added, &diff.changed}) {
        for (const Debug::Breakpoint &breakpoint : *list)
            forgot = m_rejected.remove(breakpoint.id) > 0 || forgot;
    }
    for (int id : std::as_const(diff.removed)) {
        forgot = m_rejected.remove(id) > 0 || forgot;
        forgot = m_hits.remove(id) > 0 || forgot;
    }
    diff.revision = ++m_revision;
    m_run->session()->editBreakpoints(diff);
    Q_EMIT sent(diff);
    if (forgot)
        Q_EMIT reported();
}

void RunBreakpoints::follow(const Debugger::BreakpointManager::Edit &edit)
{
    // The session adds a changed breakpoint it does not hold and ignores the
    // removal of one it does not hold: the edit alone says what to send.
    Debug::BreakpointDiff diff;
    for (const Entry &entry : edit.removed) {
        if (forRun(entry))
            diff.removed.append(entry.id());
    }
    for (const Entry &entry : edit.added) {
        if (const std::optional<Debug::Breakpoint> breakpoint = forRun(entry))
            diff.added.append(*breakpoint);
    }
    for (const Entry &entry : edit.changed) {
        if (const std::optional<Debug::Breakpoint> breakpoint = forRun(entry))
            diff.changed.append(*breakpoint);
        else
            diff.removed.append(entry.id()); // moved to another document, or none of the run's
    }
    send(std::move(diff));
}

void RunBreakpoints::resync()
{
    Debug::BreakpointDiff diff;
    diff.replacesAll = true;
    if (m_manager) {
        for (const Entry &entry : m_manager->entries()) {
            if (const std::optional<Debug::Breakpoint> breakpoint = forRun(entry))
                diff.changed.append(*breakpoint);
        }
    }
    for (auto it = m_hits.begin(); it != m_hits.end();) {
        const bool kept = std::any_of(diff.changed.cbegin(), diff.changed.cend(),
                                      [&it](const Debug::Breakpoint &b) { return b.id == it.key(); });
        it = kept ? std::next(it) : m_hits.erase(it);
    }
    send(std::move(diff));
}

} // namespace Foulplay::Ui
