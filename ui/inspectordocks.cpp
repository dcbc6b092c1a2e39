#include "inspectordocks.h"

#include "document.h"
#include "programrun.h"
#include "runcontroller.h"

#include "cheat/cheatinspector.h"
#include "fyb/fybbattlecontroller.h"
#include "fyb/fybbattledock.h"
#include "unfair/unfairinspector.h"

#include <QDockWidget>
#include <QMainWindow>

#include <type_traits>

namespace Foulplay::Ui {

InspectorDocks::InspectorDocks(QMainWindow *window, RunController *run)
    : QObject(window)
    , m_window(window)
    , m_run(run)
    , m_unfair(new UnfairInspector)
    , m_cheat(new CheatInspector)
    , m_unfairDock(new QDockWidget(tr("Unfair Inspector"), window))
    , m_cheatDock(new QDockWidget(tr("Cheat Inspector"), window))
    , m_battleDock(new FybBattleDock(window))
{
    m_unfairDock->setObjectName(QStringLiteral("unfairInspectorDock"));
    m_unfairDock->setWidget(m_unfair);
    m_cheatDock->setObjectName(QStringLiteral("cheatInspectorDock"));
    m_cheatDock->setWidget(m_cheat);

    window->addDockWidget(Qt::RightDockWidgetArea, m_unfairDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_cheatDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_battleDock);
    window->tabifyDockWidget(m_unfairDock, m_cheatDock);
    window->tabifyDockWidget(m_cheatDock, m_battleDock);
    m_docks = {m_unfairDock, m_cheatDock, m_battleDock};
    // Hidden until a program of their language runs, so the editor keeps
    // the room while editing (the View menu shows them at any time).
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->hide();

    connect(run, &RunController::currentRunChanged, this, &InspectorDocks::follow);

    // One speed at a time: the Speed slider (ticks a second) or the battle
    // view's turns a second, whichever was set last; the toolbar and the
    // status bar say which applies.
    FybBattleController *battle = m_battleDock->controller();
    const auto showSpeed = [this, battle] {
        const auto turns = battle->turnsPerSecond();
        if (!battle->setsSpeed() || battle->session() != m_run->session())
            m_run->setSpeedOverride({});
        else if (*turns == 0)
            m_run->setSpeedOverride(tr("unlimited (battle view)"));
        else
            m_run->setSpeedOverride(tr("%n turn(s)/s (battle view)", nullptr, int(*turns)));
    };
    connect(battle, &FybBattleController::speedChanged, this, showSpeed);
    connect(run, &RunController::currentRunChanged, this, showSpeed);
}

void InspectorDocks::follow(ProgramRun *run)
{
    // Each inspector shows the last current run of its language, and names it.
    const Document *document = run->program1() ? run->program1() : run->home();
    if (!document)
        return;
    Core::Debug::DebugSession *session = run->session();
    const auto attach = [&](QDockWidget *dock, const QString &title, auto *view) {
        dock->setWindowTitle(tr("%1 — %2").arg(title, run->name()));
        if (!dock->isHidden())
            dock->raise(); // the current tab's inspector comes forward among the tabbed docks
        if (m_followed.value(dock) == session)
            return;
        if (m_followed.value(dock))
            disconnect(m_followed.value(dock), &Core::Debug::DebugSession::loaded, this, nullptr);
        m_followed.insert(dock, session);
        view->setSession(session);
        connect(session, &Core::Debug::DebugSession::loaded, this, [this](bool ok) { programLoaded(ok); });
        if constexpr (!std::is_same_v<decltype(view), FybBattleDock *>) {
            if (run->program1())
                view->setProgramSource(run->sources().value(0));
            if (session->snapshot().isValid())
                view->showSnapshot(session->snapshot());
        }
    };
    switch (document->language()) {
    case Language::Unfair:
        attach(m_unfairDock, tr("Unfair Inspector"), m_unfair);
        break;
    case Language::Cheat:
        attach(m_cheatDock, tr("Cheat Inspector"), m_cheat);
        break;
    case Language::Fyb:
        attach(m_battleDock, tr("Battle"), m_battleDock);
        break;
    case Language::PlainText:
        break;
    }
}

InspectorDocks::~InspectorDocks()
{
    m_unfair->setSession(nullptr);
    m_cheat->setSession(nullptr);
    m_battleDock->setSession(nullptr);
}

void InspectorDocks::programLoaded(bool ok)
{
    const Document *document = m_run->program1();
    if (!ok || !document)
        return;
    switch (document->language()) {
    case Language::Unfair:
        m_unfair->setProgramSource(m_run->currentRun()->sources().value(0));
        present(m_unfairDock, 0.5);
        break;
    case Language::Cheat:
        m_cheat->setProgramSource(m_run->currentRun()->sources().value(0));
        present(m_cheatDock, 0.5);
        break;
    case Language::Fyb:
        present(m_battleDock, 0.7);
        break;
    case Language::PlainText:
        break;
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
