#include "mainwindow.h"
#include "translations.h"

#include "config-foulplay.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Foul Play"));
    QApplication::setOrganizationName(QStringLiteral("foulplay"));
    QApplication::setApplicationVersion(QStringLiteral(FOULPLAY_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("foulplay"));
    Foulplay::installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "An IDE and visual debugger for Unfair, Cheat and FukYorBrane."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Programs to open."),
                                 QStringLiteral("[files...]"));
    const QCommandLineOption quitWhenShown(
        QStringLiteral("quit-when-shown"),
        QApplication::translate("main", "Quit as soon as the window is up; the exit status is 1 when a file "
                                        "could not be opened (checks an installation)."));
    parser.addOption(quitWhenShown);
    parser.process(app);

    Foulplay::Ui::MainWindow window;
    window.restoreSession();
    bool opened = true;
    const bool check = parser.isSet(quitWhenShown);
    for (const QString &path : parser.positionalArguments()) {
        // A check asks nothing: a file it cannot read fails it at once.
        if (check && !QFileInfo(path).isReadable())
            opened = false;
        else
            opened = window.openFile(path) && opened;
    }
    window.show();
    if (check) {
        QApplication::processEvents();
        return opened && window.isVisible() ? 0 : 1;
    }
    // After the window is up, so that the question has a parent to sit on.
    // With no document open the window shows its welcome page.
    QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return QApplication::exec();
}
