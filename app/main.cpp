#include "document.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "translations.h"

#include "config-foulplay.h"

#include <QApplication>
#include <QCommandLineParser>
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
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QApplication::translate("main", "Programs to open."),
                                 QStringLiteral("[files...]"));
    parser.process(app);

    Foulplay::Ui::MainWindow window;
    window.restoreSession();
    for (const QString &path : parser.positionalArguments())
        window.openFile(path);
    window.show();
    // After the window is up, so that the question has a parent to sit on.
    QTimer::singleShot(0, &window, [&window] {
        window.offerRecovery();
        if (window.documents()->documents().isEmpty())
            window.documents()->newDocument(Foulplay::Ui::Language::Unfair);
    });
    return QApplication::exec();
}
