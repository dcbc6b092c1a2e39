#include "evolvelauncher.h"

#include "evolvewindow.h"
#include "tournamentlauncher.h"

#include "documentmanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QMenu>

namespace Foulplay::Ui {

void addEvolveAction(MainWindow *window, QMenu *menu)
{
    QAction *action = menu->addAction(QObject::tr("Evolve…"));
    action->setObjectName(QStringLiteral("actionEvolve"));
    action->setToolTip(QObject::tr("Breed FukYorBrane warriors against a hill"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto *evolve = new EvolveWindow(window);
        QObject::connect(evolve, &EvolveWindow::championRequested, window,
                         [window](const QString &path) { window->documents()->openFile(path); });
        QObject::connect(evolve, &EvolveWindow::battleRequested, window,
                         [window](const QString &path1, const QString &path2) { openBattle(window, path1, path2); });
        evolve->move(window->frameGeometry().center() - evolve->rect().center());
        evolve->show();
    });
}

} // namespace Foulplay::Ui
