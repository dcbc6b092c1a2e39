#include "debuggerdocks.h"

#include "breakpointlistmodel.h"
#include "breakpointsdock.h"
#include "breakpointmanager.h"
#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "language.h"
#include "programrun.h"
#include "runbreakpoints.h"
#include "runcontroller.h"
#include "historyplot.h"
#include "watchesdock.h"
#include "watchesmodel.h"
#include "editor/codeeditor.h"

#include "debug/debugsession.h"

#include <QAction>
#include <QJsonDocument>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;
using Status = Debug::DebugSession::Status;

DebuggerDocks::DebuggerDocks(QMainWindow *window, DocumentManager *documents, RunController *run)
    : QObject(window)
    , m_window(window)
    , m_documents(documents)
    , m_run(run)
    , m_manager(new BreakpointManager(documents, this))
    , m_breakpoints(new BreakpointsDock(m_manager, documents, window))
    , m_watches(new WatchesDock(window))
{
    window->addDockWidget(Qt::BottomDockWidgetArea, m_breakpoints);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_watches);
    // Tabs beside the Console and Problems; the Console stays in front.
    if (auto *console = window->findChild<ConsoleDock *>()) {
        window->tabifyDockWidget(console, m_breakpoints);
        window->tabifyDockWidget(m_breakpoints, m_watches);
        console->raise();
    }
    for (Document *document : documents->documents())
        documentOpened(document);
    connect(documents, &DocumentManager::documentOpened, this, &DebuggerDocks::documentOpened);
    connect(documents, &DocumentManager::currentDocumentChanged, m_watches, &WatchesDock::setCurrentDocument);
    m_watches->setCurrentDocument(documents->currentDocument());
    connect(m_watches, &WatchesDock::changeRequested, this, [this](const QString &expression, bool backwards) {
        if (Debug::DebugSession *session = m_run->session(); session && session->status() != Status::Empty)
            session->runToValueChange(expression, backwards);
    });
    // A watch's data breakpoint belongs to the program its names are read in.
    connect(m_watches, &WatchesDock::breakOnChangeRequested, this, [this](const QString &expression) {
        Document *document = m_documents->currentDocument();
        if (!document || !document->language())
            return;
        Debug::Breakpoint breakpoint;
        breakpoint.kind = Debug::BreakpointKind::Data;
        breakpoint.value = expression;
        m_manager->add(document, breakpoint);
    });
    connectRun();
}

DebuggerDocks::~DebuggerDocks()
{
    if (m_run)
        m_run->setBreakpointManager(nullptr);
}

QList<QDockWidget *> DebuggerDocks::docks() const
{
    return {m_breakpoints, m_watches};
}

QAction *DebuggerDocks::addBreakpointAction() const
{
    return m_breakpoints->addBreakpointAction();
}

QList<QAction *> DebuggerDocks::watchActions() const
{
    return {m_watches->whyAction(), m_watches->nextChangeAction()};
}

void DebuggerDocks::documentOpened(Document *document)
{
    CodeEditor *editor = document->editor();
    connect(editor, &CodeEditor::breakpointMenuRequested, this, [this, document](int line, const QPoint &pos) {
        if (const auto entry = m_manager->entry(m_manager->lineBreakpointAt(document, line + 1))) {
            QMenu *menu = m_breakpoints->breakpointMenu(*entry, document->editor());
            menu->setObjectName(QStringLiteral("gutterBreakpointMenu"));
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(pos);
        }
    });
}

BreakpointAdder DebuggerDocks::breakpointAdder()
{
    return [this](int program, const Debug::Breakpoint &breakpoint) {
        if (Document *document = program == 0 ? m_run->program1() : m_run->program2())
            m_manager->add(document, breakpoint);
    };
}

void DebuggerDocks::connectRun()
{
    m_run->setBreakpointManager(m_manager);
    connect(m_run, &RunController::currentRunChanged, this, &DebuggerDocks::follow);
    follow(m_run->currentRun());
}

void DebuggerDocks::follow(ProgramRun *run)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_runConnections))
        disconnect(connection);
    m_runConnections.clear();
    // The dock shows this run's hits; every run counts its own.
    m_breakpoints->model()->setRunBreakpoints(run ? run->breakpointSync() : nullptr);
    HistoryPlot *plot = m_watches->historyPlot();
    if (!run) {
        plot->setSession(nullptr);
        return;
    }
    Debug::DebugSession *session = run->session();
    // Values come from the programs the run loaded, not from the documents:
    // they may have been edited since, or hold a replay's copy.
    const auto setProgram = [this, run] {
        const std::optional<Language> language = run->language();
        if (language && !run->sources().isEmpty())
            m_watches->model()->setProgram(*language, run->sources());
        else
            m_watches->model()->clearProgram();
    };
    m_runConnections << connect(session, &Debug::DebugSession::loaded, this, [setProgram](bool ok) {
        if (ok)
            setProgram();
    });
    const auto evaluate = [this, session] {
        m_watches->model()->evaluate(session->snapshot());
        m_watches->historyPlot()->refresh();
    };
    m_runConnections << connect(session, &Debug::DebugSession::stopped, this, evaluate)
                     << connect(session, &Debug::DebugSession::finished, this, evaluate);
    // An unloaded run (its tab closed) has no values left.
    m_runConnections << connect(session, &Debug::DebugSession::statusChanged, this, [this](Status status) {
        if (status == Status::Empty)
            m_watches->model()->clearProgram();
    });
    plot->setSession(session);
    // The run of the tab now current: its values, or none before it ran.
    if (session->status() != Debug::DebugSession::Status::Empty) {
        setProgram();
        evaluate();
    } else {
        m_watches->model()->clearProgram();
    }
}

void DebuggerDocks::saveSession(QSettings &store) const
{
    store.setValue(QStringLiteral("breakpoints"),
                   QString::fromUtf8(QJsonDocument(m_manager->save()).toJson(QJsonDocument::Compact)));
    store.setValue(QStringLiteral("watches"), m_watches->model()->expressions());
}

void DebuggerDocks::restoreSession(QSettings &store)
{
    const QJsonDocument saved = QJsonDocument::fromJson(store.value(QStringLiteral("breakpoints")).toString().toUtf8());
    m_manager->restore(saved.array());
    m_watches->model()->setExpressions(store.value(QStringLiteral("watches")).toStringList());
}

} // namespace Foulplay::Ui::Debugger
