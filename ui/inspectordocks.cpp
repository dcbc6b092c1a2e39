#include "inspectordocks.h"

#include "document.h"
#include "programrun.h"
#include "runcontroller.h"

#include "debug/debugsession.h"

#include <QDockWidget>
#include <QMainWindow>

namespace Foulplay::Ui {

InspectorDocks::InspectorDocks(QMainWindow *window, RunController *run)
    : QObject(window)
    , m_window(window)
    , m_run(run)
{
    for (const LanguageDescriptor *language : languages()) {
        if (!language->createInspector)
            continue;
        const LanguageInspector inspector = language->createInspector(window, run);
        window->addDockWidget(Qt::RightDockWidgetArea, inspector.dock);
        if (!m_docks.isEmpty())
            window->tabifyDockWidget(m_docks.last(), inspector.dock);
        // Hidden until a program of its language runs, so the editor keeps
        // the room while editing (the View menu shows it at any time).
        inspector.dock->hide();
        m_docks.append(inspector.dock);
        m_inspectors.append({*language->language, inspector});
    }
    connect(run, &RunController::currentRunChanged, this, &InspectorDocks::follow);
}

void InspectorDocks::follow(ProgramRun *run)
{
    // Each inspector shows the last current run of its language, and names it.
    const Document *document = run->program1() ? run->program1() : run->home();
    if (!document)
        return;
    Core::Debug::DebugSession *session = run->session();
    for (const auto &[language, inspector] : std::as_const(m_inspectors)) {
        if (document->language() != language)
            continue;
        QDockWidget *dock = inspector.dock;
        dock->setWindowTitle(tr("%1 — %2").arg(inspector.title, run->name()));
        if (!dock->isHidden())
            dock->raise(); // the current tab's inspector comes forward among the tabbed docks
        if (m_followed.value(dock) == session)
            return;
        if (m_followed.value(dock))
            disconnect(m_followed.value(dock), &Core::Debug::DebugSession::loaded, this, nullptr);
        m_followed.insert(dock, session);
        inspector.follow(session, run->sources().value(0));
        connect(session, &Core::Debug::DebugSession::loaded, this, [this](bool ok) { programLoaded(ok); });
    }
}

InspectorDocks::~InspectorDocks()
{
    for (const auto &[language, inspector] : std::as_const(m_inspectors))
        inspector.follow(nullptr, {});
}

void InspectorDocks::programLoaded(bool ok)
{
    const Document *document = m_run->program1();
    if (!ok || !document)
        return;
    for (const auto &[language, inspector] : std::as_const(m_inspectors)) {
        if (document->language() != language)
            continue;
        if (inspector.programLoaded)
            inspector.programLoaded(m_run->currentRun()->sources().value(0));
        present(inspector.dock, inspector.share);
    }
}

void InspectorDocks::present(QDockWidget *dock, double share)
{
    const bool wasHidden = dock->isHidden();
    dock->show();
    dock->raise();
    // Newly shown, it gets its share of the window (a battle most of it): a
    // battle or a universe tree squeezed into a strip beside the editor shows
    // little. Once shown, the width the user gives it stays.
    if (wasHidden && !dock->isFloating())
        m_window->resizeDocks({dock}, {int(m_window->width() * share)}, Qt::Horizontal);
}

} // namespace Foulplay::Ui
