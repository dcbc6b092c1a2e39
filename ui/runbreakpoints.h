#pragma once

#include "debugger/breakpointmanager.h"

#include "debug/breakpoint.h"
#include "debug/conditionerror.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <cstdint>
#include <optional>

namespace Foulplay::Ui {

class ProgramRun;

// A run's link to the BreakpointManager. The manager holds the breakpoints;
// the run's session holds the one engine-side set that checks them and
// counts their hits. This object keeps no breakpoint: each edit of the
// manager that concerns the run's programs goes to the session as one
// BreakpointDiff (breakpoints the edit does not name keep their hits), and
// what the session reports back (hits, conditions it could not parse) is
// kept here for the views, by breakpoint id. GUI thread only.
class RunBreakpoints final : public QObject {
    Q_OBJECT

public:
    explicit RunBreakpoints(ProgramRun *run);

    // The manager to follow (null: none; the session keeps what it has).
    void setManager(Debugger::BreakpointManager *manager);
    Debugger::BreakpointManager *manager() const { return m_manager; }
    // The run's programs changed (a new start): gives the session every
    // breakpoint of them, in one edit; those that stay keep their hits.
    void resync();

    // The manager's breakpoint as this run sees it (program 1 or 2), or
    // none when it belongs to no program of the run.
    std::optional<Core::Debug::Breakpoint> breakpoint(int id) const;
    // The hits of a breakpoint in this run, as the session last reported.
    std::uint64_t hits(int id) const { return m_hits.value(id); }
    // Why the run could not take the breakpoint's condition (no error: it did).
    Core::Debug::ConditionError rejection(int id) const { return m_rejected.value(id); }

Q_SIGNALS:
    // hits() or rejection() changed.
    void reported();
    // An edit went to the session (diff.revision: the one breakpointsApplied() reports).
    void sent(const Foulplay::Core::Debug::BreakpointDiff &diff);

private:
    void follow(const Debugger::BreakpointManager::Edit &edit);
    std::optional<Core::Debug::Breakpoint> forRun(const Debugger::BreakpointManager::Entry &entry) const;
    void send(Core::Debug::BreakpointDiff diff);

    ProgramRun *m_run = nullptr;
    QPointer<Debugger::BreakpointManager> m_manager;
    QMetaObject::Connection m_connection;
    QHash<int, std::uint64_t> m_hits;                   // reported by the session
    QHash<int, Core::Debug::ConditionError> m_rejected; // reported by the session
    std::uint64_t m_revision = 0;
};

} // namespace Foulplay::Ui
