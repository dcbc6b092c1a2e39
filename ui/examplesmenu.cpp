#include "examplesmenu.h"

#include "language.h"

#include <QFile>
#include <QFileInfo>

namespace Foulplay::Ui {

ExamplesMenu::ExamplesMenu(QWidget *parent)
    : QMenu(tr("&Examples"), parent)
{
    setObjectName(QStringLiteral("examplesMenu"));
    QMenu *submenu = nullptr;
    QString submenuLanguage;
    for (const Example &example : examples()) {
        const QString language = example.resourcePath.section(u'/', 2, 2);
        if (!submenu || language != submenuLanguage) {
            submenu = addMenu(descriptor(languageForFileName(example.resourcePath)).displayName());
            submenuLanguage = language;
        }
        QAction *action = submenu->addAction(example.title);
        action->setData(example.resourcePath);
        action->setToolTip(QFileInfo(example.resourcePath).fileName());
        action->setStatusTip(example.description);
        connect(action, &QAction::triggered, this, [this, path = example.resourcePath] { Q_EMIT exampleChosen(path); });
    }
}

QList<ExamplesMenu::Example> ExamplesMenu::examples()
{
    const auto e = [](const char *path, const QString &title, const QString &description) {
        return Example{QStringLiteral(":/examples/") + QLatin1String(path), title, description};
    };
    return {
        e("unfair/h.unfair", tr("H (prints 72)"), tr("Counts past a reset to print 72, the letter H.")),
        e("unfair/number-cat.unfair", tr("Number cat"), tr("Echoes every number of the input until it ends.")),
        e("unfair/example-game.unfair", tr("The example game"),
          tr("Two players count until a reset raises a counting number.")),
        e("unfair/desync-tables.unfair", tr("Layered de-syncs"),
          tr("Three players and three universes, as in the language's table.")),
        e("unfair/desync-ordinal.unfair", tr("Layered de-syncs with an ordinal"),
          tr("A re-sync that names the first of two mistakes.")),
        e("unfair/full-reset.unfair", tr("A full reset"), tr("Brings everything back to one universe with count 0.")),
        e("unfair/resets.unfair", tr("Counting the resets"),
          tr("Prints the counting number at every reset of the count.")),
        e("unfair/countdown.unfair", tr("Comparing counting numbers"),
          tr("Compares the counting numbers of two players.")),
        e("cheat/counting.cheat", tr("Counting and taking turns"),
          tr("Nobody stops counting: it runs until the step limit.")),
        e("cheat/alice-24.cheat", tr("Alice's 24 (stops at the step limit)"),
          tr("Prints 24 forever; the step limit in Settings stops it.")),
        e("cheat/number-cat.cheat", tr("Number cat"), tr("Echoes numbers until the input ends.")),
        e("cheat/cheat-machine.cheat", tr("Cheat machine"), tr("A truth-machine: answer yes or no when Olly asks.")),
        e("cheat/caught.cheat", tr("A caught cheat"), tr("Bob counts by 3 and Alice catches him.")),
        e("fyb/simple.fyb", tr("The simple seeker"), tr("Finds the enemy's program pointer and bombs it.")),
        e("fyb/threaded.fyb", tr("The threaded seeker"), tr("A seeker with a second thread that defects.")),
        e("fyb/mangler.fyb", tr("A pure mangler"), tr("The shortest warrior: bump, commit, move on.")),
        e("fyb/decoy.fyb", tr("A decoy thread"), tr("A looping thread draws the enemy's bombs.")),
        e("fyb/sweeper.fyb", tr("A defecting sweeper"), tr("Clears bombs planted in its own buffer.")),
    };
}

QString ExamplesMenu::inputFor(const QString &resourcePath)
{
    QFile file(resourcePath.left(resourcePath.lastIndexOf(u'.')) + QStringLiteral(".input"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace Foulplay::Ui
