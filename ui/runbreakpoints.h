#pragma once

#include "debugger/breakpointmanager.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace Foulplay::Core::Debug {
class BreakpointModel;
}

namespace Foulplay::Ui {

class ProgramRun;

// A run's breakpoint sync: keeps the run's own copy (its BreakpointModel,
// which the session's worker follows and which counts the run's hits) in
// step with the BreakpointManager. Each edit of the manager that concerns
// the run's programs becomes one edit of the copy, and so one message to the
// worker; breakpoints the edit does not name keep their hits. GUI thread only.
class RunBreakpoints final : public QObject {
    Q_OBJECT

public:
    RunBreakpoints(ProgramRun *run, Core::Debug::BreakpointModel *model);

    // The manager to follow (null: none; the copy keeps what it has).
    void setManager(Debugger::BreakpointManager *manager);
    Debugger::BreakpointManager *manager() const { return m_manager; }
    // The run's programs changed (a new start): takes every breakpoint of
    // them, in one edit; those that stay keep their hits.
    void resync();

private:
    void follow(const Debugger::BreakpointManager::Edit &edit);
    // The breakpoint as the run sees it (program 1 or 2), or none when it
    // belongs to no program of the run.
    std::optional<Core::Debug::Breakpoint> forRun(const Debugger::BreakpointManager::Entry &entry) const;

    ProgramRun *m_run = nullptr;
    Core::Debug::BreakpointModel *m_model = nullptr;
    QPointer<Debugger::BreakpointManager> m_manager;
    QMetaObject::Connection m_connection;
};

} // namespace Foulplay::Ui
