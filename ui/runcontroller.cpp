#include "runcontroller.h"

#include "battledialog.h"
#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "executionmarkers.h"
#include "editor/codeeditor.h"
#include "problemsdock.h"
#include "runactions.h"
#include "problemsmodel.h"
#include "statuspanel.h"

#include "debug/breakpointmodel.h"
#include "debugwords.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QTextBlock>
#include <QToolBar>

#include <algorithm>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;
using Status = Debug::DebugSession::Status;

namespace {

bool hasErrors(const QList<Core::Diagnostic> &diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Core::Diagnostic &d) { return d.severity == Core::Severity::Error; });
}

Core::Diagnostic toDiagnostic(const Debug::DebugDiagnostic &d)
{
    Core::Diagnostic diagnostic;
    diagnostic.severity = d.error ? Core::Severity::Error : Core::Severity::Warning;
    diagnostic.range = {{d.line, d.column}, {d.endLine, d.endColumn}};
    diagnostic.message = d.message.toStdString();
    diagnostic.hint = d.hint.toStdString();
    return diagnostic;
}

} // namespace

RunController::RunController(DocumentManager *documents, ConsoleDock *console, ProblemsDock *problemsDock,
                             ProblemsModel *problems, StatusPanel *status, QWidget *window)
    : QObject(window)
    , m_documents(documents)
    , m_console(console)
    , m_problemsDock(problemsDock)
    , m_problems(problems)
    , m_status(status)
    , m_window(window)
    , m_session(new Debug::DebugSession(this))
    , m_breakpoints(new Debug::BreakpointModel(this))
{
    m_session->setBreakpointModel(m_breakpoints);
    createActions();
    connect(m_actions, &RunActions::speedMoved, this, [this](int speed) {
        if (speed == m_speed)
            return;
        setSpeed(speed);
        Q_EMIT speedChanged(speed);
    });
    connectSession();
    connect(m_documents, &DocumentManager::documentAboutToClose, this, &RunController::documentAboutToClose);
    connect(m_console, &ConsoleDock::inputSubmitted, this, [this](const QString &text) {
        if (!m_active)
            return;
        if (text.trimmed().isEmpty()) {
            // No token in it: the program still waits, so ask again.
            m_console->requestInput(tr("The program still waits for input:"));
            return;
        }
        m_session->provideInput(text + u'\n');
    });
    connect(m_console, &ConsoleDock::inputClosed, this, [this] {
        if (m_active)
            m_session->closeInput();
    });
    updateActions();
}

RunController::~RunController()
{
    m_session->setBreakpointModel(nullptr);
}

QMenu *RunController::menu() const
{
    return m_actions->menu();
}

QToolBar *RunController::toolBar() const
{
    return m_actions->toolBar();
}

void RunController::createActions()
{
    m_actions = new RunActions(m_window, this);
    connect(m_actions->run, &QAction::triggered, this, &RunController::runOrContinue);
    connect(m_actions->pause, &QAction::triggered, this, &RunController::pause);
    connect(m_actions->stop, &QAction::triggered, this, &RunController::stop);
    connect(m_actions->restart, &QAction::triggered, this, &RunController::restart);
    connect(m_actions->step, &QAction::triggered, this, &RunController::step);
    connect(m_actions->stepBack, &QAction::triggered, this, &RunController::stepBack);
    connect(m_actions->runToCursor, &QAction::triggered, this, &RunController::runToCursor);
    connect(m_actions->breakpoint, &QAction::triggered, this, &RunController::toggleBreakpoint);
    connect(m_actions->battle, &QAction::triggered, this, &RunController::setUpBattle);
    setSpeed(0);
}

void RunController::setSpeed(int ticksPerSecond)
{
    m_speed = std::max(ticksPerSecond, 0);
    m_session->setSpeed(std::uint64_t(m_speed));
    showSpeed();
}

void RunController::setSpeedOverride(const QString &speed)
{
    m_speedOverride = speed;
    showSpeed();
}

void RunController::showSpeed()
{
    const QString name = m_speedOverride.isEmpty() ? StatusPanel::speedName(m_speed) : m_speedOverride;
    m_actions->showSpeed(m_speed, name);
    m_status->setSpeedText(name);
}

void RunController::setSettings(const AppSettings &settings)
{
    m_settings = settings;
    // The speed is the slider's: set again only when it changed, so that
    // applying other settings keeps a speed chosen elsewhere.
    if (settings.speed != m_speed)
        setSpeed(settings.speed);
}

Debug::DebugSettings RunController::debugSettings() const
{
    Debug::DebugSettings settings;
    const std::optional<Language> language = m_program1 ? m_program1->language() : Language::Unfair;
    settings.stepLimit = std::uint64_t(language == Language::Cheat ? m_settings.cheatStepLimit
                                                                     : m_settings.unfairStepLimit);
    settings.maxTurns = std::uint64_t(m_settings.fybTurnLimit);
    settings.maxProcesses = m_settings.fybProcessLimit;
    settings.memoryBudget = std::uint64_t(m_settings.memoryBudgetMb) * 1024 * 1024;
    settings.ticksPerSecond = std::uint64_t(m_speed);
    return settings;
}

void RunController::currentDocumentChanged(Document *document)
{
    m_current = document;
    updateActions();
}

void RunController::setBattle(Document *program1, Document *program2)
{
    m_battle1 = program1;
    m_battle2 = program2;
}

bool RunController::setUpBattle()
{
    Document *first = m_battle1 ? m_battle1.data() : nullptr;
    Document *second = m_battle2 ? m_battle2.data() : nullptr;
    // The current warrior, when it is not in the last pairing, is the one to
    // set up: it moves first, against the last pairing's first warrior.
    if (m_current && m_current->language() == Language::Fyb && m_current != first && m_current != second) {
        second = first ? first : second;
        first = m_current;
    }
    BattleDialog dialog(m_documents, first, second, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    setBattle(dialog.program1(), dialog.program2());
    return true;
}

void RunController::documentAboutToClose(Document *document)
{
    if (m_active && (document == m_program1 || document == m_program2))
        stop();
    if (document == m_current)
        m_current = nullptr;
}

CodeEditor *RunController::editorOf(int program) const
{
    Document *document = documentOf(program);
    return document ? document->editor() : nullptr;
}

Document *RunController::documentOf(int program) const
{
    return program == 2 ? m_program2.data() : m_program1.data();
}

bool RunController::targetsChanged() const
{
    const auto revision = [](const QPointer<Document> &document) {
        return document ? document->editor()->document()->revision() : -1;
    };
    return !m_program1 || revision(m_program1) != m_revision1 || revision(m_program2) != m_revision2;
}

bool RunController::start(Command command)
{
    Document *document = m_current;
    if (!document)
        return false;
    if (!document->language()) {
        QMessageBox::information(m_window, tr("Run"),
                                 tr("%1 is plain text. Choose its language in the status bar to run it.")
                                     .arg(document->displayName()));
        return false;
    }
    Document *first = document;
    Document *second = nullptr;
    if (document->language() == Language::Fyb) {
        const bool ready = m_battle1 && m_battle2 && (document == m_battle1 || document == m_battle2);
        if (!ready && !setUpBattle())
            return false;
        first = m_battle1;
        second = m_battle2;
        if (!first || !second)
            return false;
    }
    // Errors the editor already knows block the run at once.
    for (Document *target : {first, second}) {
        if (target && hasErrors(target->editor()->diagnostics())) {
            m_documents->setCurrentDocument(target);
            m_problemsDock->show();
            m_problemsDock->raise();
            m_status->setState(tr("Cannot run: %1 has errors").arg(target->displayName()));
            return false;
        }
    }

    if (m_active)
        stop();
    m_program1 = first;
    m_program2 = second;
    m_revision1 = first->editor()->document()->revision();
    m_revision2 = second ? second->editor()->document()->revision() : -1;
    m_active = true;
    m_loading = true;
    m_endNoted = false;
    if (command == Command::RunToCursor) {
        const CodeEditor *editor = document->editor();
        m_cursorLine = editor->textCursor().blockNumber() + 1;
        m_cursorProgram = document == second && document != first ? 2 : 1;
    }

    for (const QMetaObject::Connection &connection : std::as_const(m_editorConnections))
        disconnect(connection);
    m_editorConnections.clear();
    for (Document *target : {first, second}) {
        if (!target)
            continue;
        m_editorConnections << connect(target->editor(), &CodeEditor::breakpointToggled, this,
                                       &RunController::syncBreakpoints)
                            << connect(target->editor(), &CodeEditor::breakpointsMoved, this,
                                       &RunController::syncBreakpoints);
    }

    QStringList sources{first->text()};
    QStringList names{first->displayName()};
    if (second) {
        sources << second->text();
        names << second->displayName();
    }
    const Debug::Language language = first->language().value_or(Debug::Language::Unfair);
    m_console->clearOutput();
    m_console->cancelInputRequest();
    m_console->appendNote(second ? tr("Battle: %1 against %2").arg(names[0], names[1])
                                 : tr("Running %1").arg(names[0]));
    m_breakpoints->setLanguage(language);
    m_session->setSettings(debugSettings());
    // Everything the run needs goes at once; the worker takes it in order.
    syncBreakpoints();
    m_session->load(language, sources, names);
    const QString prepared = m_console->preparedInput();
    if (!prepared.trimmed().isEmpty()) {
        m_session->provideInput(prepared);
        if (m_console->closesPreparedInput())
            m_session->closeInput();
    }
    sendCommand(command);
    m_status->setState(tr("Starting…"));
    updateActions();
    return true;
}

void RunController::connectSession()
{
    connect(m_session, &Debug::DebugSession::loaded, this,
            [this](bool ok, const QList<Debug::DebugDiagnostic> &diagnostics) {
                if (!m_loading)
                    return;
                m_loading = false;
                if (!ok) {
                    m_active = false;
                    // Show the diagnostics of the first program that has errors.
                    int program = 1;
                    for (const Debug::DebugDiagnostic &d : diagnostics) {
                        if (d.error) {
                            program = d.program;
                            break;
                        }
                    }
                    if (Document *document = documentOf(program))
                        m_documents->setCurrentDocument(document);
                    std::vector<Core::Diagnostic> list;
                    for (const Debug::DebugDiagnostic &d : diagnostics) {
                        if (d.program == program)
                            list.push_back(toDiagnostic(d));
                    }
                    m_problems->setDiagnostics(std::move(list));
                    m_problemsDock->show();
                    m_problemsDock->raise();
                    m_console->appendNote(tr("The program has errors; see the Problems list."));
                    m_status->setState(tr("Cannot run: the program has errors"));
                    updateActions();
                    return;
                }
            });
    connect(m_session, &Debug::DebugSession::statusChanged, this, [this](Status status) {
        if (!m_active)
            return;
        if (status == Status::Running)
            m_status->setState(tr("Running…"));
        updateActions();
    });
    connect(m_session, &Debug::DebugSession::stopped, this,
            [this](Debug::DebugStopReason reason, const Debug::DebugLocation &location) {
                if (!m_active || m_loading)
                    return;
                const QString where = describe(location);
                switch (reason) {
                case Debug::DebugStopReason::Entry:
                    m_status->setState(tr("Ready at %1").arg(where));
                    break;
                case Debug::DebugStopReason::Breakpoint:
                    m_status->setState(tr("Paused at a breakpoint, %1").arg(where));
                    break;
                case Debug::DebugStopReason::InputNeeded:
                    m_status->setState(tr("Waiting for input at %1").arg(where));
                    break;
                case Debug::DebugStopReason::Start:
                    m_status->setState(tr("At the start, %1").arg(where));
                    break;
                case Debug::DebugStopReason::Stopped:
                    m_status->setState(tr("Stopped at %1").arg(where));
                    break;
                default:
                    m_status->setState(tr("Paused at %1").arg(where));
                    break;
                }
                if (Document *document = documentOf(location.program))
                    m_documents->setCurrentDocument(document);
                updateActions();
            });
    connect(m_session, &Debug::DebugSession::stateChanged, this, [this](const Debug::DebugSnapshot &snapshot) {
        if (m_active && !m_loading) {
            showLocation(snapshot);
            if (m_session->status() != Status::Running)
                updateActions();
        }
    });
    connect(m_session, &Debug::DebugSession::outputWritten, this, [this](const QString &text) {
        if (m_active)
            m_console->appendOutput(text);
    });
    connect(m_session, &Debug::DebugSession::inputRequested, this, [this](const Debug::InputPrompt &asked) {
        const QString prompt = Words::inputPrompt(asked);
        if (!m_active)
            return;
        m_console->requestInput(prompt);
        m_status->setState(tr("Waiting for input: %1").arg(prompt));
    });
    connect(m_session, &Debug::DebugSession::finished, this, [this](const Debug::DebugResult &result) {
        if (!m_active)
            return;
        m_console->cancelInputRequest();
        // Reaching the end again (stepping or scrubbing back and forth) adds no note.
        if (!m_endNoted)
            m_console->appendNote(tr("Finished: %1").arg(Words::result(result)));
        m_endNoted = true;
        m_status->setState(tr("Finished: %1").arg(Words::result(result)));
        updateActions();
    });
    connect(m_session, &Debug::DebugSession::errorRaised, this,
            [this](const Debug::DebugLocation &location, const QString &message) {
                if (!m_active)
                    return;
                m_console->cancelInputRequest();
                m_console->appendNote(tr("Error at %1: %2").arg(describe(location), message));
                m_status->setState(tr("Error at %1: %2").arg(describe(location), message));
                if (Document *document = documentOf(location.program)) {
                    m_documents->setCurrentDocument(document);
                    document->editor()->goToLine(location.line, location.column);
                }
                updateActions();
            });
}

void RunController::sendCommand(Command command)
{
    switch (command) {
    case Command::Run:
        m_session->run();
        break;
    case Command::RunToCursor:
        m_session->runToPosition(m_cursorProgram, m_cursorLine);
        break;
    case Command::Step:
    case Command::StepBack:
        // Starting by a step stops at the first statement, as debuggers do.
        break;
    }
}

void RunController::syncBreakpoints()
{
    if (!m_active)
        return;
    // Rebuilt from the gutters, which are the truth while editing: they move
    // breakpoints with the text. One message to the session for all of them.
    QList<Debug::Breakpoint> breakpoints;
    for (int program : {1, 2}) {
        CodeEditor *editor = editorOf(program);
        if (!editor || (program == 2 && m_program2 == m_program1))
            continue;
        for (int line : editor->breakpointLines()) {
            Debug::Breakpoint breakpoint;
            breakpoint.kind = Debug::BreakpointKind::Line;
            breakpoint.program = program;
            breakpoint.line = line + 1;
            breakpoint.enabled = editor->isBreakpointEnabled(line);
            breakpoints.append(breakpoint);
        }
    }
    m_breakpoints->replaceAll(breakpoints);
}

void RunController::showLocation(const Debug::DebugSnapshot &snapshot)
{
    if (snapshot.language == Debug::Language::Unfair)
        m_status->setProgress(tr("Tick %L1").arg(snapshot.tick));
    else
        m_status->setProgress(tr("Turn %L1 · tick %L2").arg(snapshot.turn).arg(snapshot.tick));
    showExecutionMarkers(snapshot, editorOf(1), editorOf(2), Theme::isDark(m_window->palette()));
}

void RunController::clearMarkers()
{
    for (int program : {1, 2}) {
        if (CodeEditor *editor = editorOf(program))
            editor->clearExecutionMarkers();
    }
}

QString RunController::describe(const Debug::DebugLocation &location) const
{
    // A battle's thread on a cell without source (padding) is still somewhere.
    if (!location.isValid() && location.statement >= 0 && m_program2)
        return tr("program %1, cell %2").arg(location.program).arg(location.statement);
    if (!location.isValid())
        return tr("the end");
    if (m_program2)
        return tr("program %1, line %2, column %3").arg(location.program).arg(location.line).arg(location.column);
    return tr("line %1, column %2").arg(location.line).arg(location.column);
}

void RunController::runOrContinue()
{
    if (m_active && !m_loading && !targetsChanged()) {
        const Status status = m_session->status();
        if (status == Status::Ready) {
            m_session->run();
            return;
        }
        if (status == Status::Running || status == Status::WaitingForInput)
            return;
    }
    start(Command::Run);
}

void RunController::pause()
{
    if (m_active)
        m_session->pause();
}

void RunController::stop()
{
    if (!m_active)
        return;
    m_active = false;
    m_loading = false;
    m_session->stop();
    clearMarkers();
    m_console->cancelInputRequest();
    m_console->appendNote(tr("Stopped."));
    m_status->setState(tr("Editing"));
    m_status->setProgress({});
    updateActions();
}

void RunController::restart()
{
    if (m_active && !m_loading && !targetsChanged()) {
        m_console->clearOutput();
        m_console->cancelInputRequest();
        m_console->appendNote(tr("Restarted."));
        m_endNoted = false;
        m_session->restart();
        return;
    }
    if (m_program1 && !m_current)
        m_current = m_program1;
    start(Command::Run);
}

void RunController::step()
{
    if (m_active && !m_loading && !targetsChanged()) {
        const Status status = m_session->status();
        if (status == Status::Ready)
            m_session->stepTick();
        return;
    }
    start(Command::Step);
}

void RunController::stepBack()
{
    if (!m_active || m_loading)
        return;
    const Status status = m_session->status();
    if (status == Status::Ready || status == Status::Finished)
        m_session->stepBack();
}

void RunController::runToCursor()
{
    if (m_active && !m_loading && !targetsChanged() && m_current
        && (m_current == m_program1 || m_current == m_program2)) {
        if (m_session->status() != Status::Ready)
            return;
        const int line = m_current->editor()->textCursor().blockNumber() + 1;
        const int program = m_current == m_program1 ? 1 : 2;
        m_session->runToPosition(program, line);
        return;
    }
    start(Command::RunToCursor);
}

void RunController::toggleBreakpoint()
{
    if (m_current)
        m_current->editor()->toggleBreakpointAtCursor();
}

void RunController::updateActions()
{
    const Status status = m_session->status();
    RunActions::State state;
    state.hasDocument = m_current != nullptr;
    state.active = m_active;
    state.loading = m_loading;
    const bool active = m_active && !m_loading;
    state.running = active && status == Status::Running;
    state.ready = active && status == Status::Ready;
    state.waiting = active && status == Status::WaitingForInput;
    state.finished = active && status == Status::Finished;
    state.canStepBack = m_session->snapshot().tick > 0;
    state.targetsChanged = targetsChanged();
    m_actions->update(state);
    if (!m_active && !m_loading && status != Status::Running)
        m_status->setLanguageEnabled(state.hasDocument);
}

} // namespace Foulplay::Ui
