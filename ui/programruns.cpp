#include "programruns.h"

#include "document.h"
#include "programrun.h"
#include "runbreakpoints.h"
#include "runpresenter.h"

#include "debug/debugsession.h"

namespace Foulplay::Ui {

ProgramRuns::ProgramRuns(RunPresenter *view, QObject *parent)
    : QObject(parent)
    , m_view(view)
{
}

ProgramRuns::~ProgramRuns()
{
    qDeleteAll(m_runs);
}

ProgramRun *ProgramRuns::runFor(Document *document)
{
    for (const bool loaded : {true, false}) {
        for (ProgramRun *run : std::as_const(m_runs)) {
            if (document && (loaded ? run->program1() && run->concerns(document) : run->home() == document))
                return run;
        }
    }
    for (ProgramRun *run : std::as_const(m_runs)) {
        if (!run->home() && !run->program1() && !run->isActive()) {
            run->setHome(document);
            run->clearTranscript();
            run->setPreparedInput({});
            run->setStatusState({});
            run->setProgress({});
            run->setInputPrompt({});
            return run;
        }
    }
    auto *run = new ProgramRun(document);
    connect(run, &ProgramRun::errorsFixed, this, [this, run] {
        if (!run->isActive())
            Q_EMIT editable(run);
    });
    run->session()->setSpeed(m_speed);
    run->breakpointSync()->setManager(m_breakpointManager);
    m_runs.append(run);
    m_view->watch(run);
    return run;
}

ProgramRun *ProgramRuns::homeOf(const Document *document) const
{
    for (ProgramRun *run : m_runs) {
        if (run->home() == document)
            return run;
    }
    return nullptr;
}

QList<ProgramRun *> ProgramRuns::runsOf(const Document *document) const
{
    QList<ProgramRun *> found;
    for (ProgramRun *run : m_runs) {
        if (document && (run->program1() == document || run->program2() == document))
            found.append(run);
    }
    return found;
}

void ProgramRuns::setSpeed(std::uint64_t ticksPerSecond)
{
    m_speed = ticksPerSecond;
    for (ProgramRun *run : std::as_const(m_runs))
        run->session()->setSpeed(ticksPerSecond);
}

void ProgramRuns::setBreakpointManager(Debugger::BreakpointManager *manager)
{
    m_breakpointManager = manager;
    for (ProgramRun *run : std::as_const(m_runs))
        run->breakpointSync()->setManager(manager);
}

void ProgramRuns::release(Document *document)
{
    // A message about a closing tab's errors, or on a closing tab's run, goes with it.
    for (ProgramRun *run : std::as_const(m_runs)) {
        if (run->blockedBy() && (run->blockedBy() == document || run->home() == document)) {
            run->unblock();
            if (!run->isActive())
                Q_EMIT editable(run);
        }
    }
    for (ProgramRun *run : std::as_const(m_runs)) {
        if (run->home() == document)
            run->setHome(nullptr);
        if (run->program1() == document || run->program2() == document)
            run->setPrograms(nullptr, nullptr);
    }
}

} // namespace Foulplay::Ui
