#include "runpresenter.h"

#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "executionmarkers.h"
#include "problemsdock.h"
#include "problemsmodel.h"
#include "programrun.h"
#include "runbreakpoints.h"
#include "statuspanel.h"

#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"
#include "debugwords.h"
#include "enginewords.h"

#include <QMessageBox>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;
using Status = Debug::DebugSession::Status;

namespace {

Core::Diagnostic toDiagnostic(const Debug::DebugDiagnostic &d)
{
    Core::Diagnostic diagnostic;
    diagnostic.severity = d.error ? Core::Severity::Error : Core::Severity::Warning;
    diagnostic.range = {{d.line, d.column}, {d.endLine, d.endColumn}};
    diagnostic.message = d.message;
    diagnostic.hint = d.hint;
    return diagnostic;
}

} // namespace

RunPresenter::RunPresenter(DocumentManager *documents, const RunViews &views, QWidget *window)
    : QObject(window)
    , m_documents(documents)
    , m_console(views.console)
    , m_problemsDock(views.problemsDock)
    , m_problems(views.problems)
    , m_status(views.status)
    , m_window(window)
{
}

void RunPresenter::watch(ProgramRun *run)
{
    Debug::DebugSession *session = run->session();
    connect(session, &Debug::DebugSession::loaded, this,
            [this, run](bool ok, const QList<Debug::DebugDiagnostic> &diagnostics) {
                if (!run->isLoading())
                    return;
                run->setLoading(false);
                if (!ok)
                    loadFailed(run, diagnostics);
                Q_EMIT runChanged(run);
            });
    connect(session, &Debug::DebugSession::statusChanged, this, [this, run](Status status) {
        if (!run->isActive())
            return;
        if (status == Status::Running)
            setState(run, tr("Running…"));
        Q_EMIT runChanged(run);
    });
    connect(session, &Debug::DebugSession::breakpointHit, this, [run](int id) { run->setLastHit(id); });
    connect(session, &Debug::DebugSession::valueChanged, this, [run](int, const Debug::ValueChange &change) {
        const auto &programs = run->session()->snapshot().programs;
        run->setLastChange(
            Words::valueChange(change.value, change, programs ? programs->facts().playerNames : QStringList()));
    });
    connect(session, &Debug::DebugSession::stopped, this,
            [this, run](Debug::DebugStopReason reason, const Debug::DebugLocation &location) {
                if (run->isActive() && !run->isLoading())
                    stopped(run, reason, location);
            });
    connect(session, &Debug::DebugSession::stateChanged, this, [this, run](const Debug::DebugSnapshot &snapshot) {
        if (run->isActive() && !run->isLoading()) {
            showLocation(run, snapshot);
            if (run->session()->status() != Status::Running)
                Q_EMIT runChanged(run);
        }
    });
    connect(session, &Debug::DebugSession::outputWritten, this, [this, run](const QString &text) {
        if (!run->isActive())
            return;
        run->record(false, text);
        if (run == m_current)
            m_console->appendOutput(text);
    });
    connect(session, &Debug::DebugSession::inputRequested, this, [this, run](const Debug::InputPrompt &asked) {
        const QString prompt = Words::inputPrompt(asked);
        if (!run->isActive())
            return;
        askInput(run, prompt);
        setState(run, tr("Waiting for input: %1").arg(prompt));
    });
    connect(session, &Debug::DebugSession::finished, this, [this, run](const Debug::DebugResult &result) {
        if (!run->isActive())
            return;
        cancelInput(run);
        // A runtime error has said where and why (errorRaised, just before):
        // the run did not finish.
        if (result.reason == Core::StopReason::Error) {
            run->setEndNoted(true);
            Q_EMIT runChanged(run);
            return;
        }
        // Reaching the end again (stepping or scrubbing back and forth) adds no note.
        const QString ending = endText(result);
        if (!run->endNoted())
            note(run, ending);
        run->setEndNoted(true);
        setState(run, ending);
        Q_EMIT runChanged(run);
    });
    connect(session, &Debug::DebugSession::errorRaised, this,
            [this, run](const Debug::DebugLocation &location, const Core::Message &error) {
                const QString message = Words::message(error, true);
                if (!run->isActive())
                    return;
                cancelInput(run);
                if (!run->endNoted())
                    note(run, tr("Error at %1: %2").arg(describe(run, location), message));
                setState(run, tr("Error at %1: %2").arg(describe(run, location), message));
                if (Document *document = run->program(location.program); document && run == m_current) {
                    m_documents->setCurrentDocument(document);
                    document->editor()->goToLine(location.line, location.column);
                }
                Q_EMIT runChanged(run);
            });
    connect(session, &Debug::DebugSession::replaySaved, this,
            [this, run](const QString &path, bool ok, const QString &error) {
                if (ok)
                    note(run, tr("Replay saved to %1").arg(path));
                else if (run == m_current)
                    QMessageBox::warning(m_window, tr("Save Replay"), tr("Cannot save %1: %2").arg(path, error));
            });
}

void RunPresenter::stopped(ProgramRun *run, Debug::DebugStopReason reason, const Debug::DebugLocation &location)
{
    const QString where = describe(run, location);
    switch (reason) {
    case Debug::DebugStopReason::Entry:
        setState(run, tr("Ready at %1").arg(where));
        break;
    case Debug::DebugStopReason::Breakpoint: {
        // A breakpoint away from the statement (a cell, an event) says which.
        const std::optional<Debug::Breakpoint> hit = run->breakpointSync()->breakpoint(run->lastHit());
        if (!run->lastChange().isEmpty())
            setState(run, tr("Paused where a value changed: %1 (%2)").arg(run->lastChange(), where));
        else if (hit && hit->kind == Debug::BreakpointKind::Event)
            setState(run, tr("Paused at a breakpoint: %1 (%2)").arg(Words::breakpoint(*hit), where));
        else
            setState(run, tr("Paused at a breakpoint, %1").arg(where));
        break;
    }
    case Debug::DebugStopReason::InputNeeded:
        setState(run, tr("Waiting for input at %1").arg(where));
        break;
    case Debug::DebugStopReason::Start:
        setState(run, tr("At the start, %1").arg(where));
        break;
    case Debug::DebugStopReason::Stopped:
        setState(run, tr("Stopped at %1").arg(where));
        break;
    default:
        setState(run, tr("Paused at %1").arg(where));
        break;
    }
    run->setLastHit(0);
    run->setLastChange({});
    // A battle shows the warrior that stopped; another tab's run never takes the window.
    if (Document *document = run->program(location.program); document && run == m_current)
        m_documents->setCurrentDocument(document);
    Q_EMIT runChanged(run);
}

void RunPresenter::loadFailed(ProgramRun *run, const QList<Debug::DebugDiagnostic> &diagnostics)
{
    run->setActive(false);
    note(run, tr("The program has errors; see the Problems list."));
    setState(run, tr("Cannot run: the program has errors"));
    if (run != m_current)
        return;
    // Show the diagnostics of the first program that has errors.
    int program = 1;
    for (const Debug::DebugDiagnostic &d : diagnostics) {
        if (d.error) {
            program = d.program;
            break;
        }
    }
    if (Document *document = run->program(program))
        m_documents->setCurrentDocument(document);
    std::vector<Core::Diagnostic> list;
    for (const Debug::DebugDiagnostic &d : diagnostics) {
        if (d.program == program)
            list.push_back(toDiagnostic(d));
    }
    m_problems->setDiagnostics(std::move(list));
    m_problemsDock->show();
    m_problemsDock->raise();
}

void RunPresenter::showLocation(ProgramRun *run, const Debug::DebugSnapshot &snapshot)
{
    if (!Debug::descriptor(snapshot.language).capabilities.supportsTurns)
        setProgress(run, tr("Tick %L1").arg(snapshot.tick));
    else
        setProgress(run, tr("Turn %L1 · tick %L2").arg(snapshot.turn).arg(snapshot.tick));
    const auto editor = [run](int program) {
        Document *document = run->program(program);
        return document ? document->editor() : nullptr;
    };
    showExecutionMarkers(snapshot, editor(1), editor(2), Theme::isDark(m_window->palette()));
}

void RunPresenter::clearMarkers(ProgramRun *run)
{
    for (int program : {1, 2}) {
        if (Document *document = run->program(program))
            document->editor()->clearExecutionMarkers();
    }
}

QString RunPresenter::endText(const Debug::DebugResult &result)
{
    const QString summary = Words::result(result, true);
    // The engines' own "finished after 33 sentences" says it already: said
    // once, as the sentence it starts ("Finished after 33 sentences").
    if (result.reason == Core::StopReason::Finished && !summary.isEmpty() && result.summarySaysFinished)
        return summary.left(1).toUpper() + summary.mid(1);
    return tr("Finished: %1").arg(summary);
}

QString RunPresenter::describe(const ProgramRun *run, const Debug::DebugLocation &location) const
{
    // A battle's thread on a cell without source (padding) is still somewhere.
    if (!location.isValid() && location.statement >= 0 && run->program2())
        return tr("program %1, cell %L2").arg(location.program).arg(location.statement);
    if (!location.isValid())
        return tr("the end");
    if (run->program2())
        return tr("program %1, line %2, column %3").arg(location.program).arg(location.line).arg(location.column);
    return tr("line %1, column %2").arg(location.line).arg(location.column);
}

void RunPresenter::show(ProgramRun *run)
{
    // The console's one answer line serves the run in view: a half-typed
    // answer stays with the run it was typed for.
    if (m_current && m_current != run)
        m_current->setAnswerDraft(m_console->answerDraft());
    m_current = run;
    m_console->clearOutput();
    for (const ProgramRun::Piece &piece : run->transcript()) {
        if (piece.note)
            m_console->appendNote(piece.text);
        else
            m_console->appendOutput(piece.text);
    }
    m_console->setPreparedInput(run->preparedInput());
    if (run->inputPrompt().isEmpty())
        m_console->cancelInputRequest();
    else
        m_console->requestInput(run->inputPrompt());
    m_console->setAnswerDraft(run->inputPrompt().isEmpty() ? QString() : run->answerDraft());
    m_status->setState(run->statusState().isEmpty() ? tr("Editing") : run->statusState());
    m_status->setProgress(run->progress());
}

void RunPresenter::setState(ProgramRun *run, const QString &text)
{
    run->setStatusState(text);
    if (run == m_current)
        m_status->setState(text);
}

void RunPresenter::setProgress(ProgramRun *run, const QString &text)
{
    run->setProgress(text);
    if (run == m_current)
        m_status->setProgress(text);
}

void RunPresenter::note(ProgramRun *run, const QString &text)
{
    run->record(true, text);
    if (run == m_current)
        m_console->appendNote(text);
}

void RunPresenter::clearConsole(ProgramRun *run)
{
    run->clearTranscript();
    if (run == m_current)
        m_console->clearOutput();
}

void RunPresenter::askInput(ProgramRun *run, const QString &prompt)
{
    run->setInputPrompt(prompt);
    if (run == m_current)
        m_console->requestInput(prompt);
}

void RunPresenter::cancelInput(ProgramRun *run)
{
    run->setInputPrompt({});
    run->setAnswerDraft({});
    if (run == m_current)
        m_console->cancelInputRequest();
}

} // namespace Foulplay::Ui
