#include "tournamentlauncher.h"

#include "evolvelauncher.h"
#include "tournamentwindow.h"

#include "document.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "runcontroller.h"

#include <QAction>
#include <QMenu>
#include <QPointer>

namespace Foulplay::Ui {

void addTournamentAction(MainWindow *window, QMenu *menu)
{
    QAction *action = menu->addAction(QObject::tr("&Tournament…"));
    action->setObjectName(QStringLiteral("actionTournament"));
    action->setToolTip(QObject::tr("Play every FukYorBrane warrior against every other and rank them"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto *tournament = new TournamentWindow(window);
        QObject::connect(tournament, &TournamentWindow::battleRequested, window,
                         [window](const QString &path1, const QString &path2) { openBattle(window, path1, path2); });
        // Over the IDE's centre, where the eye already is.
        tournament->move(window->frameGeometry().center() - tournament->rect().center());
        tournament->show();
    });
    addEvolveAction(window, menu);
}

void openBattle(MainWindow *window, const QString &path1, const QString &path2)
{
    // The built-in example warriors open as examples do.
    const auto open = [window](const QString &path) {
        return path.startsWith(QLatin1String(":/")) ? window->openExample(path) : window->documents()->openFile(path);
    };
    Document *first = open(path1);
    Document *second = open(path2);
    if (!first || !second)
        return;
    RunController *run = window->runController();
    run->stop();
    run->setBattle(first, second);
    // The battle starts paused at its first turn, as Step does.
    run->step();
    window->activateWindow();
}

} // namespace Foulplay::Ui
