#include "inspectordocks.h"

#include "document.h"
#include "runcontroller.h"

#include "cheat/cheatinspector.h"
#include "fyb/fybbattledock.h"
#include "unfair/unfairinspector.h"

#include <QDockWidget>
#include <QMainWindow>

namespace Foulplay::Ui {

InspectorDocks::InspectorDocks(QMainWindow *window, RunController *run)
    : QObject(window)
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

    Core::Debug::DebugSession *session = run->session();
    m_unfair->setSession(session);
    m_cheat->setSession(session);
    m_battleDock->setSession(session);
    connect(session, &Core::Debug::DebugSession::loaded, this,
            [this](bool ok) { programLoaded(ok); });
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
        m_unfair->setProgramSource(document->text());
        m_unfairDock->show();
        m_unfairDock->raise();
        break;
    case Language::Cheat:
        m_cheat->setProgramSource(document->text());
        m_cheatDock->show();
        m_cheatDock->raise();
        break;
    case Language::Fyb:
        m_battleDock->show();
        m_battleDock->raise();
        break;
    case Language::PlainText:
        break;
    }
}

} // namespace Foulplay::Ui
