#include "mainwindow.h"
#include "translations.h"

#include "config-foulplay.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Foul Play"));
    QApplication::setOrganizationName(QStringLiteral("foulplay"));
    QApplication::setApplicationVersion(QStringLiteral(FOULPLAY_VERSION));
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
    for (const QString &path : parser.positionalArguments())
        window.openFile(path);
    window.show();
    return QApplication::exec();
}
