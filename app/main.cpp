#include "mainwindow.h"
#include "translations.h"

#include "config-foulplay.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

#include <string_view>

namespace {

// The names and version every path of main() shares.
void describe()
{
    QCoreApplication::setApplicationName(QStringLiteral("Foul Play"));
    QCoreApplication::setOrganizationName(QStringLiteral("foulplay"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FOULPLAY_VERSION));
}

// The options, added to parser; returns --quit-when-shown.
QCommandLineOption addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "An IDE and visual debugger for Unfair, Cheat and FukYorBrane."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), QCoreApplication::translate("main", "Programs to open."),
                                 QStringLiteral("[files...]"));
    const QCommandLineOption quitWhenShown(
        QStringLiteral("quit-when-shown"),
        QCoreApplication::translate("main", "Quit as soon as the window is up; the exit status is 1 when a file "
                                            "could not be opened (checks an installation)."));
    parser.addOption(quitWhenShown);
    return quitWhenShown;
}

// --help and --version need no window, so no display either: they are
// answered with a QCoreApplication, and the program ends there. Not when
// other options are given, which may be Qt's own for a window (-platform ...).
void answerWithoutWindow(int argc, char *argv[])
{
    bool asked = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version")
            asked = true;
        else if (arg.starts_with('-') && arg != "--quit-when-shown")
            return;
    }
    if (!asked)
        return;
    QCoreApplication app(argc, argv);
    describe();
    Foulplay::installTranslators(app);
    QCommandLineParser parser;
    addOptions(parser);
    parser.process(app); // prints the help or the version and exits
}

} // namespace

int main(int argc, char *argv[])
{
    answerWithoutWindow(argc, argv);
    QApplication app(argc, argv);
    describe();
    QApplication::setDesktopFileName(QStringLiteral("foulplay"));
    Foulplay::installTranslators(app);

    QCommandLineParser parser;
    const QCommandLineOption quitWhenShown = addOptions(parser);
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
