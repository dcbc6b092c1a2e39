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

void InspectorDocks::offerBreakpoints(const BreakpointAdder &add)
{
    for (const auto &[language, inspector] : std::as_const(m_inspectors)) {
        if (inspector.takeBreakpoints)
            inspector.takeBreakpoints(add);
    }
}

void InspectorDocks::follow(ProgramRun *run)
{
    // The current tab's language decides which inspector is in view; the
    // others step aside (and come back with a tab of their language).
    const Document *document = run->home() ? run->home() : run->program1();
    const std::optional<Language> current = document ? std::optional<Language>(document->language()) : std::nullopt;
    // A run whose programs are gone (a spare taken by a new tab) has nothing to show.
    const bool hasRun = run->program1() && !run->sources().isEmpty();
    Core::Debug::DebugSession *session = run->session();
    // The others step aside first, each keeping its width for its return:
    // the inspectors share one dock area, and a battle's wide view must not
    // leave the next language's inspector (and the console beside it) its width.
    for (const auto &[language, inspector] : std::as_const(m_inspectors)) {
        QDockWidget *dock = inspector.dock;
        if (current && *current != language && !dock->isHidden()) {
            if (!dock->isFloating())
                m_widths.insert(dock, dock->width());
            dock->hide();
            m_setAside.insert(dock);
        }
    }
    for (const auto &[language, inspector] : std::as_const(m_inspectors)) {
        QDockWidget *dock = inspector.dock;
        if (!current || *current != language)
            continue;
        if (m_setAside.remove(dock)) {
            dock->show();
            restoreWidth(dock);
        }
        // Named after the run it shows; without one, the title alone (its empty state).
        dock->setWindowTitle(hasRun ? tr("%1 — %2").arg(inspector.title, run->name()) : inspector.title);
        if (!dock->isHidden())
            dock->raise(); // the current tab's inspector comes forward among the tabbed docks
        if (m_followed.value(dock) == session && hasRun)
            continue;
        if (m_followed.value(dock))
            disconnect(m_followed.value(dock), &Core::Debug::DebugSession::loaded, this, nullptr);
        m_followed.insert(dock, session);
        inspector.follow(session, hasRun ? run->sources().value(0) : QString());
        if (!hasRun && inspector.programLoaded)
            inspector.programLoaded(QString()); // an empty program: no players, no universes
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
        inspector.dock->setWindowTitle(tr("%1 — %2").arg(inspector.title, m_run->currentRun()->name()));
        m_setAside.remove(inspector.dock);
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
    // little. Once shown, the width the user gives it stays, and comes back
    // with it after another language's inspector had the room.
    if (wasHidden && !m_widths.contains(dock))
        m_widths.insert(dock, int(m_window->width() * share));
    if (wasHidden)
        restoreWidth(dock);
}

void InspectorDocks::restoreWidth(QDockWidget *dock)
{
    if (!dock->isFloating() && m_widths.contains(dock))
        m_window->resizeDocks({dock}, {m_widths.value(dock)}, Qt::Horizontal);
}

} // namespace Foulplay::Ui
