#include "runbreakpoints.h"

#include "document.h"
#include "programrun.h"

#include "debug/breakpointmodel.h"

namespace Foulplay::Ui {

namespace Debug = Core::Debug;
using Entry = Debugger::BreakpointManager::Entry;

RunBreakpoints::RunBreakpoints(ProgramRun *run, Debug::BreakpointModel *model)
    : QObject(run)
    , m_run(run)
    , m_model(model)
{
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

void RunBreakpoints::follow(const Debugger::BreakpointManager::Edit &edit)
{
    Debug::BreakpointDiff diff;
    for (const Entry &entry : edit.removed) {
        if (m_model->rowOf(entry.id()) >= 0)
            diff.removed.append(entry.id());
    }
    for (const QList<Entry> *list : {&edit.added, &edit.changed}) {
        for (const Entry &entry : *list) {
            const bool here = m_model->rowOf(entry.id()) >= 0;
            if (const std::optional<Debug::Breakpoint> breakpoint = forRun(entry))
                (here ? diff.changed : diff.added).append(*breakpoint);
            else if (here)
                diff.removed.append(entry.id()); // moved to another document
        }
    }
    if (!diff.isEmpty())
        m_model->apply(diff);
}

void RunBreakpoints::resync()
{
    Debug::BreakpointDiff diff;
    QList<int> wanted;
    if (m_manager) {
        for (const Entry &entry : m_manager->entries()) {
            const std::optional<Debug::Breakpoint> breakpoint = forRun(entry);
            if (!breakpoint)
                continue;
            wanted.append(breakpoint->id);
            (m_model->rowOf(breakpoint->id) >= 0 ? diff.changed : diff.added).append(*breakpoint);
        }
    }
    for (const Debug::Breakpoint &breakpoint : m_model->breakpoints()) {
        if (!wanted.contains(breakpoint.id))
            diff.removed.append(breakpoint.id);
    }
    if (!diff.isEmpty())
        m_model->apply(diff);
}

} // namespace Foulplay::Ui
