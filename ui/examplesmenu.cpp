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
            submenu = addMenu(languageDisplayName(languageForFileName(QStringLiteral("x.") + QFileInfo(example.resourcePath).suffix())));
            submenuLanguage = language;
        }
        QAction *action = submenu->addAction(example.title);
        action->setData(example.resourcePath);
        action->setToolTip(QFileInfo(example.resourcePath).fileName());
        connect(action, &QAction::triggered, this, [this, path = example.resourcePath] {
            Q_EMIT exampleChosen(path);
        });
    }
}

QList<ExamplesMenu::Example> ExamplesMenu::examples()
{
    const auto e = [](const char *path, const QString &title) {
        return Example{QStringLiteral(":/examples/") + QLatin1String(path), title};
    };
    return {
        e("unfair/h.unfair", tr("H (prints 72)")),
        e("unfair/number-cat.unfair", tr("Number cat")),
        e("unfair/example-game.unfair", tr("The example game")),
        e("unfair/desync-tables.unfair", tr("Layered de-syncs")),
        e("unfair/desync-ordinal.unfair", tr("Layered de-syncs with an ordinal")),
        e("unfair/full-reset.unfair", tr("A full reset")),
        e("unfair/resets.unfair", tr("Counting the resets")),
        e("unfair/countdown.unfair", tr("Comparing counting numbers")),
        e("cheat/counting.cheat", tr("Counting and taking turns")),
        e("cheat/alice-24.cheat", tr("Alice's 24 (runs forever)")),
        e("cheat/number-cat.cheat", tr("Number cat")),
        e("cheat/cheat-machine.cheat", tr("Cheat machine")),
        e("cheat/caught.cheat", tr("A caught cheat")),
        e("fyb/simple.fyb", tr("The simple seeker")),
        e("fyb/threaded.fyb", tr("The threaded seeker")),
        e("fyb/mangler.fyb", tr("A pure mangler")),
        e("fyb/decoy.fyb", tr("A decoy thread")),
        e("fyb/sweeper.fyb", tr("A defecting sweeper")),
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
