#include "tournamentlauncher.h"

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
                         [window](const QString &path1, const QString &path2) {
                             Document *first = window->documents()->openFile(path1);
                             Document *second = window->documents()->openFile(path2);
                             if (!first || !second)
                                 return;
                             RunController *run = window->runController();
                             run->stop();
                             run->setBattle(first, second);
                             // The battle starts paused at its first turn, as Step does.
                             run->step();
                             window->activateWindow();
                         });
        tournament->show();
    });
}

} // namespace Foulplay::Ui
