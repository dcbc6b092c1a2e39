#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

class TestTranslation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void germanTranslationIsEmbedded();
    void germanMenusAreShown();
    void cleanup();
};

void TestTranslation::germanTranslationIsEmbedded()
{
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("foulplay"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    QCOMPARE(translator.translate("Foulplay::Ui::MainWindow", "&File"), QStringLiteral("&Datei"));
}

void TestTranslation::germanMenusAreShown()
{
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    Foulplay::Ui::MainWindow window;
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text();
    QVERIFY2(titles.contains(QStringLiteral("&Datei")), qPrintable(titles.join(u',')));
    QVERIFY2(titles.contains(QStringLiteral("&Hilfe")), qPrintable(titles.join(u',')));
}

void TestTranslation::cleanup()
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
}

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
