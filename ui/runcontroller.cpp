#include "runcontroller.h"

#include "battledialog.h"
#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "problemsdock.h"
#include "problemsmodel.h"
#include "statuspanel.h"
#include "threadcolours.h"

#include "debug/breakpointmodel.h"
#include "debugwords.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSlider>
#include <QStyle>
#include <QTextBlock>
#include <QToolBar>

#include <algorithm>
#include <array>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;
using Status = Debug::DebugSession::Status;

namespace {

// The speed slider's stops, slowest first; 0 (the last) is unlimited.
constexpr std::array<int, 13> speedSteps{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10'000, 100'000, 0};

int sliderPosition(int ticksPerSecond)
{
    if (ticksPerSecond <= 0)
        return int(speedSteps.size()) - 1;
    for (std::size_t i = 0; i + 1 < speedSteps.size(); ++i) {
        if (speedSteps[i] >= ticksPerSecond)
            return int(i);
    }
    return int(speedSteps.size()) - 2;
}

Debug::Language debugLanguage(Language language)
{
    switch (language) {
    case Language::Cheat:
        return Debug::Language::Cheat;
    case Language::Fyb:
        return Debug::Language::Fyb;
    default:
        return Debug::Language::Unfair;
    }
}

QIcon breakpointIcon()
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(140, 20, 20), 2));
    painter.setBrush(QColor(220, 40, 40));
    painter.drawEllipse(QRectF(5, 5, 22, 22));
    return QIcon(pixmap);
}

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

QAction *RunController::addAction(const QString &name, const QString &text, const QKeySequence &keys,
                                  void (RunController::*slot)(), const QString &icon)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(keys);
    if (!keys.isEmpty())
        action->setToolTip(tr("%1 (%2)").arg(QString(text).remove(u'&'), keys.toString(QKeySequence::NativeText)));
    if (!icon.isEmpty())
        action->setIcon(QIcon::fromTheme(icon));
    connect(action, &QAction::triggered, this, slot);
    m_menu->addAction(action);
    return action;
}

void RunController::createActions()
{
    QStyle *style = QApplication::style();
    // Owned by the window: QMenuBar::addMenu() does not take ownership.
    m_menu = new QMenu(tr("&Run"), m_window);
    m_menu->setObjectName(QStringLiteral("runMenu"));
    m_run = addAction(QStringLiteral("actionRun"), tr("&Run"), Qt::Key_F5, &RunController::runOrContinue,
                      QStringLiteral("media-playback-start"));
    m_pause = addAction(QStringLiteral("actionPause"), tr("&Pause"), QKeySequence(tr("Ctrl+Alt+P")),
                        &RunController::pause, QStringLiteral("media-playback-pause"));
    m_stop = addAction(QStringLiteral("actionStop"), tr("S&top"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                       &RunController::stop, QStringLiteral("media-playback-stop"));
    m_restart = addAction(QStringLiteral("actionRestart"), tr("R&estart"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5),
                          &RunController::restart, QStringLiteral("view-refresh"));
    m_menu->addSeparator();
    m_step = addAction(QStringLiteral("actionStep"), tr("&Step"), Qt::Key_F10, &RunController::step,
                       QStringLiteral("debug-step-over"));
    m_stepBack = addAction(QStringLiteral("actionStepBack"), tr("Step &Back"), QKeySequence(Qt::SHIFT | Qt::Key_F11),
                           &RunController::stepBack, QStringLiteral("debug-step-out"));
    m_runToCursor = addAction(QStringLiteral("actionRunToCursor"), tr("Run to &Cursor"),
                              QKeySequence(Qt::CTRL | Qt::Key_F10), &RunController::runToCursor,
                              QStringLiteral("debug-run-cursor"));
    m_menu->addSeparator();
    m_breakpoint = addAction(QStringLiteral("actionToggleBreakpoint"), tr("Toggle &Breakpoint"), Qt::Key_F9,
                             &RunController::toggleBreakpoint, {});
    m_breakpoint->setIcon(breakpointIcon());
    m_menu->addSeparator();
    m_battle = m_menu->addAction(QIcon::fromTheme(QStringLiteral("games-config-options")), tr("Battle Set&up…"),
                                 this, &RunController::setUpBattle);
    m_battle->setObjectName(QStringLiteral("actionBattle"));
    m_battle->setToolTip(tr("Choose the two FukYorBrane warriors of a battle"));

    // Fall back on the style's icons where the icon theme has none.
    const auto fallback = [style](QAction *action, QStyle::StandardPixmap pixmap) {
        if (action->icon().isNull())
            action->setIcon(style->standardIcon(pixmap));
    };
    fallback(m_run, QStyle::SP_MediaPlay);
    fallback(m_pause, QStyle::SP_MediaPause);
    fallback(m_stop, QStyle::SP_MediaStop);
    fallback(m_restart, QStyle::SP_BrowserReload);
    fallback(m_step, QStyle::SP_ArrowRight);
    fallback(m_stepBack, QStyle::SP_ArrowLeft);
    fallback(m_runToCursor, QStyle::SP_MediaSeekForward);
    fallback(m_battle, QStyle::SP_FileDialogListView);

    m_toolBar = new QToolBar(tr("Run"));
    m_toolBar->setObjectName(QStringLiteral("runToolBar"));
    m_toolBar->addActions({m_run, m_pause, m_stop, m_restart});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_stepBack, m_step, m_runToCursor, m_breakpoint});
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_battle);
    m_toolBar->addSeparator();

    m_speedSlider = new QSlider(Qt::Horizontal);
    m_speedSlider->setObjectName(QStringLiteral("speedSlider"));
    m_speedSlider->setRange(0, int(speedSteps.size()) - 1);
    m_speedSlider->setPageStep(1);
    m_speedSlider->setFixedWidth(140);
    m_speedSlider->setToolTip(tr("Speed: ticks a second while running"));
    m_speedLabel = new QLabel;
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(tr("100,000 ticks/s")) + 8);
    m_toolBar->addWidget(new QLabel(tr(" Speed: ")));
    m_toolBar->addWidget(m_speedSlider);
    m_toolBar->addWidget(m_speedLabel);
    connect(m_speedSlider, &QSlider::valueChanged, this, [this](int position) {
        const int speed = speedSteps[std::size_t(std::clamp(position, 0, int(speedSteps.size()) - 1))];
        if (speed == m_speed)
            return;
        setSpeed(speed);
        Q_EMIT speedChanged(speed);
    });
    setSpeed(0);
}

void RunController::setSpeed(int ticksPerSecond)
{
    m_speed = std::max(ticksPerSecond, 0);
    {
        const QSignalBlocker blocker(m_speedSlider);
        m_speedSlider->setValue(sliderPosition(m_speed));
    }
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
    m_speedLabel->setText(name);
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
    const Language language = m_program1 ? m_program1->language() : Language::Unfair;
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
    if (!first && m_current && m_current->language() == Language::Fyb)
        first = m_current;
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
    if (document->language() == Language::PlainText) {
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
    m_pending = command;
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
    const Debug::Language language = debugLanguage(first->language());
    m_console->clearOutput();
    m_console->cancelInputRequest();
    m_console->appendNote(second ? tr("Battle: %1 against %2").arg(names[0], names[1])
                                 : tr("Running %1").arg(names[0]));
    m_breakpoints->setLanguage(language);
    m_session->setSettings(debugSettings());
    m_session->load(language, sources, names);
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
                syncBreakpoints();
                const QString prepared = m_console->preparedInput();
                if (!prepared.trimmed().isEmpty()) {
                    m_session->provideInput(prepared);
                    if (m_console->closesPreparedInput())
                        m_session->closeInput();
                }
                sendCommand(m_pending);
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
        m_console->appendNote(tr("Finished: %1").arg(Words::result(result)));
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
    // breakpoints with the text.
    m_breakpoints->clear();
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
            m_breakpoints->addBreakpoint(breakpoint);
        }
    }
}

void RunController::showLocation(const Debug::DebugSnapshot &snapshot)
{
    const bool fyb = snapshot.language == Debug::Language::Fyb;
    if (snapshot.language == Debug::Language::Unfair)
        m_status->setProgress(tr("Tick %L1").arg(snapshot.tick));
    else
        m_status->setProgress(tr("Turn %L1 · tick %L2").arg(snapshot.turn).arg(snapshot.tick));

    QList<CodeEditor::ExecutionMarker> markers[2];
    const QList<Debug::DebugLocation> locations =
        snapshot.locations.isEmpty() ? QList<Debug::DebugLocation>{snapshot.location} : snapshot.locations;
    for (const Debug::DebugLocation &location : locations) {
        if (!location.isValid() || location.program < 1 || location.program > 2)
            continue;
        const QColor colour = threadColour(fyb ? location.thread : 0, Theme::isDark(m_window->palette()));
        const QString label = fyb ? tr("Program %1, thread %2").arg(location.program).arg(location.thread)
                                  : tr("Runs next");
        markers[location.program - 1] << CodeEditor::markerAt({location.line, location.column}, colour, label);
    }
    for (int program : {1, 2}) {
        if (CodeEditor *editor = editorOf(program)) {
            // A warrior fighting itself shows both programs' threads in its one editor.
            if (program == 1 && m_program2 == m_program1)
                editor->setExecutionMarkers(markers[0] + markers[1]);
            else if (!(program == 2 && m_program2 == m_program1))
                editor->setExecutionMarkers(markers[program - 1]);
        }
    }
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
    const bool hasDocument = m_current != nullptr;
    const Status status = m_session->status();
    const bool active = m_active && !m_loading;
    const bool running = active && status == Status::Running;
    const bool ready = active && status == Status::Ready;
    const bool waiting = active && status == Status::WaitingForInput;
    const bool finished = active && status == Status::Finished;

    m_run->setText(ready && !targetsChanged() ? tr("&Continue") : tr("&Run"));
    m_run->setEnabled((hasDocument || ready) && !running && !waiting && !m_loading);
    m_pause->setEnabled(running);
    m_stop->setEnabled(m_active);
    m_restart->setEnabled((m_active || hasDocument) && !m_loading);
    m_step->setEnabled((hasDocument || ready) && !running && !waiting && !m_loading && !finished);
    m_stepBack->setEnabled((ready || finished) && m_session->snapshot().tick > 0);
    m_runToCursor->setEnabled(hasDocument && !running && !waiting && !m_loading);
    m_breakpoint->setEnabled(hasDocument);
    if (!m_active && !m_loading && status != Status::Running)
        m_status->setLanguageEnabled(hasDocument);
}

} // namespace Foulplay::Ui
