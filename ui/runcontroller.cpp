#include "runcontroller.h"

#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "problemsdock.h"
#include "programrun.h"
#include "programruns.h"
#include "runpresenter.h"
#include "runactions.h"
#include "statuspanel.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QTextBlock>
#include <QToolBar>

#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>

#include <algorithm>
#include <tuple>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;
using Status = Debug::DebugSession::Status;

RunController::RunController(DocumentManager *documents, const RunViews &views, QWidget *window)
    : QObject(window)
    , m_documents(documents)
    , m_console(views.console)
    , m_problemsDock(views.problemsDock)
    , m_status(views.status)
    , m_window(window)
    , m_view(new RunPresenter(documents, views, window))
    , m_runs(new ProgramRuns(m_view, this))
    , m_pairing(documents, window)
    , m_replays(documents, window)
{
    createActions();
    connect(m_runs, &ProgramRuns::editable, this, [this](ProgramRun *run) { m_view->setState(run, tr("Editing")); });
    m_run = m_runs->runFor(nullptr);
    m_view->show(m_run);
    connect(m_view, &RunPresenter::runChanged, this, [this](ProgramRun *run) {
        if (run == m_run)
            updateActions();
    });
    connect(m_actions, &RunActions::speedMoved, this, [this](int speed) {
        if (speed == m_speed)
            return;
        setSpeed(speed);
        Q_EMIT speedChanged(speed);
    });
    connect(m_documents, &DocumentManager::documentAboutToClose, this, &RunController::documentAboutToClose);
    connect(m_console, &ConsoleDock::inputSubmitted, this, [this](const QString &text) {
        if (!m_run->isActive())
            return;
        if (text.trimmed().isEmpty()) {
            // No token in it: the program still waits, so ask again.
            m_view->askInput(m_run, tr("The program still waits for input:"));
            return;
        }
        m_run->session()->provideInput(text + u'\n');
    });
    connect(m_console, &ConsoleDock::inputClosed, this, [this] {
        if (m_run->isActive())
            m_run->session()->closeInput();
    });
    updateActions();
}

RunController::~RunController() = default;

QMenu *RunController::menu() const
{
    return m_actions->menu();
}

QToolBar *RunController::toolBar() const
{
    return m_actions->toolBar();
}

QAction *RunController::toggleBreakpointAction() const
{
    return m_actions->breakpoint;
}

Debug::DebugSession *RunController::session() const
{
    return m_run->session();
}

bool RunController::isActive() const
{
    return m_run->isActive();
}

Document *RunController::program1() const
{
    return m_run->program1();
}

Document *RunController::program2() const
{
    return m_run->program2();
}

QString RunController::preparedInput(Document *document) const
{
    const ProgramRun *run = m_runs->homeOf(document);
    if (!run)
        return {};
    return run == m_run ? m_console->preparedInput() : run->preparedInput();
}

void RunController::setPreparedInput(Document *document, const QString &text)
{
    ProgramRun *run = m_runs->runFor(document);
    run->setPreparedInput(text);
    if (run == m_run)
        m_console->setPreparedInput(text);
}

void RunController::createActions()
{
    m_actions = new RunActions(m_window, this);
    connect(m_actions->run, &QAction::triggered, this, &RunController::runOrContinue);
    connect(m_actions->pause, &QAction::triggered, this, &RunController::pause);
    connect(m_actions->stop, &QAction::triggered, this, &RunController::stop);
    connect(m_actions->restart, &QAction::triggered, this, &RunController::restart);
    connect(m_actions->step, &QAction::triggered, this, &RunController::step);
    connect(m_actions->stepTurn, &QAction::triggered, this, &RunController::stepTurn);
    connect(m_actions->stepOver, &QAction::triggered, this, &RunController::stepOver);
    connect(m_actions->runToCursor, &QAction::triggered, this, &RunController::runToCursor);
    connect(m_actions->stepBack, &QAction::triggered, this, &RunController::stepBack);
    connect(m_actions->runBackwards, &QAction::triggered, this, &RunController::runBackwards);
    connect(m_actions->jumpToTick, &QAction::triggered, this, &RunController::jumpToTick);
    connect(m_actions->breakpoint, &QAction::triggered, this, &RunController::toggleBreakpoint);
    connect(m_actions->saveReplay, &QAction::triggered, this, &RunController::saveReplay);
    connect(m_actions->openReplay, &QAction::triggered, this, &RunController::openReplay);
    connect(m_actions->battle, &QAction::triggered, this, &RunController::setUpBattle);
}

void RunController::setSpeed(int ticksPerSecond)
{
    m_speed = std::max(ticksPerSecond, 0);
    m_runs->setSpeed(std::uint64_t(m_speed));
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
    const std::optional<Language> language = m_run->program1() ? m_run->program1()->language() : std::nullopt;
    for (const LanguageLimit &limit : descriptor(language).limits)
        limit.apply(m_settings.limit(limit.key), settings);
    settings.memoryBudget = std::uint64_t(m_settings.memoryBudgetMb) * 1024 * 1024;
    settings.ticksPerSecond = std::uint64_t(m_speed);
    return settings;
}

void RunController::currentDocumentChanged(Document *document)
{
    m_current = document;
    // Without a tab the last run stays in view.
    if (document)
        makeCurrent(m_runs->runFor(document));
    updateActions();
}

void RunController::makeCurrent(ProgramRun *run)
{
    // Shown afresh even when it stays current: a spare run taken by a new tab starts empty.
    ProgramRun *previous = m_run;
    if (run != previous)
        previous->setPreparedInput(m_console->preparedInput());
    m_run = run;
    m_view->show(run);
    if (run != previous)
        Q_EMIT currentRunChanged(run);
}

void RunController::setBattle(Document *program1, Document *program2)
{
    m_pairing.set(program1, program2);
}

bool RunController::setUpBattle()
{
    return m_pairing.setUp(m_current);
}

void RunController::block(ProgramRun *run, Document *document)
{
    run->block(document);
    m_view->setState(run, tr("Cannot run: %1 has errors").arg(document->displayName()));
}

void RunController::documentAboutToClose(Document *document)
{
    // A run whose tab closes stops and stays as a spare for the next tab.
    for (ProgramRun *run : m_runs->runsOf(document)) {
        if (run->isActive())
            stopRun(run);
    }
    m_runs->release(document);
    if (document == m_current)
        m_current = nullptr;
}

bool RunController::start(Command command)
{
    Document *document = m_current;
    if (!document)
        return false;
    if (!document->language()) {
        QMessageBox::information(
            m_window, tr("Run"),
            tr("%1 is plain text. Choose its language in the status bar to run it.").arg(document->displayName()));
        return false;
    }
    Document *first = document;
    Document *second = nullptr;
    if (isBattle(document->language())) {
        const auto pair = m_pairing.programsFor(document);
        if (!pair)
            return false;
        std::tie(first, second) = *pair;
    }
    // Errors the editor already knows block the run at once.
    for (Document *target : {first, second}) {
        if (target && target->editor()->hasErrors()) {
            m_documents->setCurrentDocument(target);
            m_problemsDock->show();
            m_problemsDock->raise();
            block(m_run, target);
            return false;
        }
    }

    ProgramRun *run = m_run;
    if (run->isActive())
        stopRun(run);
    if (command == Command::RunToCursor) {
        run->setCursorTarget(document == second && document != first ? 2 : 1,
                             document->editor()->textCursor().blockNumber() + 1);
    }
    begin(run, first, second,
          second ? tr("Battle: %1 against %2").arg(first->displayName(), second->displayName())
                 : tr("Running %1").arg(first->displayName()));
    run->load(debugSettings(), m_console->preparedInput(), m_console->closesPreparedInput());
    sendCommand(command);
    m_view->setState(run, tr("Starting…"));
    updateActions();
    return true;
}

void RunController::begin(ProgramRun *run, Document *first, Document *second, const QString &note)
{
    run->begin(first, second);
    m_view->clearConsole(run);
    m_view->cancelInput(run);
    m_view->note(run, note);
    // Starting a run brings its console forward.
    if (run == m_run) {
        m_console->show();
        m_console->raise();
    }
    if (run == m_run)
        Q_EMIT currentRunChanged(run);
}

void RunController::sendCommand(Command command)
{
    switch (command) {
    case Command::Run:
        m_run->session()->run();
        break;
    case Command::RunToCursor:
        m_run->session()->runToPosition(m_run->cursorProgram(), m_run->cursorLine());
        break;
    case Command::Step:
    case Command::StepBack:
        // Starting by a step stops at the first statement, as debuggers do.
        break;
    }
}

void RunController::setBreakpointManager(Debugger::BreakpointManager *manager)
{
    m_runs->setBreakpointManager(manager);
}

void RunController::runOrContinue()
{
    if (m_run->canGoOn()) {
        const Status status = m_run->session()->status();
        if (status == Status::Ready) {
            m_run->session()->run();
            return;
        }
        if (status == Status::Running || status == Status::WaitingForInput)
            return;
    }
    start(Command::Run);
}

void RunController::pause()
{
    if (m_run->isActive())
        m_run->session()->pause();
}

void RunController::stop()
{
    if (m_run->isActive())
        stopRun(m_run);
}

void RunController::stopRun(ProgramRun *run)
{
    run->stop();
    m_view->clearMarkers(run);
    m_view->cancelInput(run);
    m_view->note(run, tr("Stopped."));
    m_view->setState(run, tr("Editing"));
    m_view->setProgress(run, {});
    updateActions();
}

void RunController::restart()
{
    if (m_run->canGoOn()) {
        m_view->clearConsole(m_run);
        m_view->cancelInput(m_run);
        m_view->note(m_run, tr("Restarted."));
        m_run->setEndNoted(false);
        m_run->session()->restart();
        return;
    }
    if (m_run->program1() && !m_current)
        m_current = m_run->program1();
    start(Command::Run);
}

void RunController::step()
{
    if (m_run->canGoOn()) {
        const Status status = m_run->session()->status();
        if (status == Status::Ready)
            m_run->session()->stepTick();
        // A finished run starts afresh, paused at tick 0.
        if (status != Status::Finished)
            return;
    }
    start(Command::Step);
}

void RunController::stepTurn()
{
    if (m_run->isActive() && !m_run->isLoading() && m_run->session()->status() == Status::Ready)
        m_run->session()->stepTurn();
}

void RunController::stepOver()
{
    if (m_run->isActive() && !m_run->isLoading() && m_run->session()->status() == Status::Ready)
        m_run->session()->stepOver();
}

void RunController::runToCursor()
{
    // A paused run goes on from where it stands, forwards, as a continue to a
    // one-time breakpoint: the breakpoints on the way stop it, and a line
    // already passed is reached only when the program comes back to it.
    // A finished run (or none) starts afresh.
    if (m_run->canGoOn() && m_run->concerns(m_current)) {
        const Status status = m_run->session()->status();
        if (status == Status::Running || status == Status::WaitingForInput)
            return;
        if (status == Status::Ready) {
            const int line = m_current->editor()->textCursor().blockNumber() + 1;
            const int program = m_current == m_run->program1() ? 1 : 2;
            m_run->session()->runToPosition(program, line);
            return;
        }
    }
    start(Command::RunToCursor);
}

void RunController::stepBack()
{
    if (m_run->resumeHistory())
        m_run->session()->stepBack();
}

void RunController::runBackwards()
{
    if (m_run->resumeHistory())
        m_run->session()->runBackToBreakpoint();
}

void RunController::jumpToTick()
{
    if (m_run->isLoading() || !m_run->program1() || !m_run->session()->snapshot().isValid())
        return;
    const Debug::DebugSnapshot snapshot = m_run->session()->snapshot();
    const QLocale locale;
    bool ok = false;
    const QString text =
        QInputDialog::getText(m_window, tr("Jump to Tick"),
                              tr("Tick (0 to %L1 so far; a later tick runs on to it):").arg(snapshot.lastTick),
                              QLineEdit::Normal, QString::number(snapshot.tick), &ok);
    if (!ok)
        return;
    bool number = false;
    std::uint64_t tick = locale.toULongLong(text.trimmed(), &number);
    if (!number)
        tick = text.trimmed().toULongLong(&number);
    if (!number) {
        m_view->setState(m_run, tr("Not a tick: %1").arg(text));
        return;
    }
    // Taken up only now: cancelling the dialog leaves a stopped run stopped.
    if (m_run->resumeHistory())
        m_run->session()->jumpToTick(tick);
}

void RunController::saveReplay()
{
    m_replays.save(m_run);
}

void RunController::openReplay()
{
    const QString path = m_replays.askToOpen();
    if (!path.isEmpty())
        openReplayFile(path);
}

bool RunController::openReplayFile(const QString &path)
{
    const std::optional<ReplayFiles::Opened> opened = m_replays.open(path);
    if (!opened)
        return false;
    Document *first = opened->programs.value(0);
    Document *second = opened->programs.value(1);
    if (second)
        setBattle(first, second);
    m_documents->setCurrentDocument(first);
    ProgramRun *run = m_run;
    if (run->isActive())
        stopRun(run);
    const QString input = opened->replay.inputTokens.join(u' ');
    run->setPreparedInput(input);
    m_console->setPreparedInput(input);
    begin(run, first, second, tr("Replay: %1").arg(QFileInfo(path).fileName()));
    run->session()->loadReplay(opened->replay);
    // One speed at a time: the window's.
    run->session()->setSpeed(std::uint64_t(m_speed));
    m_view->setState(run, tr("Opening the replay…"));
    updateActions();
    return true;
}

void RunController::toggleBreakpoint()
{
    if (m_current)
        m_current->editor()->toggleBreakpointAtCursor();
}

void RunController::updateActions()
{
    const Status status = m_run->session()->status();
    RunActions::State state;
    state.hasDocument = m_current != nullptr;
    state.active = m_run->isActive();
    state.loading = m_run->isLoading();
    const bool active = m_run->isActive() && !m_run->isLoading();
    state.running = active && status == Status::Running;
    state.ready = active && status == Status::Ready;
    state.waiting = active && status == Status::WaitingForInput;
    state.finished = active && status == Status::Finished;
    state.stopped = !m_run->isActive() && m_run->program1() && !m_run->targetsChanged()
                    && (status == Status::Ready || status == Status::Finished);
    state.canStepBack = m_run->session()->snapshot().tick > 0;
    state.hasRun = status != Status::Empty && m_run->program1();
    state.targetsChanged = m_run->targetsChanged();
    m_actions->update(state);
    if (!m_run->isActive() && !m_run->isLoading() && status != Status::Running)
        m_status->setLanguageEnabled(state.hasDocument);
}

} // namespace Foulplay::Ui
