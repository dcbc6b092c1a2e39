#include "debugger/breakpointlistmodel.h"
#include "mainwindow.h"
#include "runpresenter.h"
#include "debugwords.h"
#include "localenumber.h"
#include "enginewords.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "languages/fyb/fybdebug.h"
#include "debug/debugengine.h"
#include "debug/languagedescriptor.h"
#include "common/io.h"

#include <QApplication>
#include <QFile>
#include <QXmlStreamReader>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

class TestTranslation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { TestHelpers::isolateSettings(); }
    void germanTranslationIsEmbedded();
    void germanMenusAreShown();
    void germanYesNoNamesTheAcceptedWords();
    void windowNumbersAreGrouped();
    void germanLeftoversAreGone();
    void finishedIsSaidOnce();
    void englishPluralForms_data();
    void englishPluralForms();
    void englishPluralsAreComplete();
    void cleanup();
};

void TestTranslation::germanTranslationIsEmbedded()
{
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("foulplay"), QStringLiteral("_"),
                            QStringLiteral(":/i18n")));
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

void TestTranslation::germanYesNoNamesTheAcceptedWords()
{
    // A program's input words are the language's, whatever the window's
    // language: German text names "yes" and "no", the words accepted.
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    using Code = Foulplay::Core::MessageCode;
    const QString error = Foulplay::Words::message(Foulplay::Core::Message(Code::CheatExpectedYesNo, {"'ja'"}));
    QVERIFY2(error.contains(QStringLiteral("„yes“")) && error.contains(QStringLiteral("„no“")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("ja oder")) && !error.contains(QStringLiteral("nein")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("'ja'")), qPrintable(error));
    // The question as the Cheat engine asks it, waiting for the answer.
    struct Waiting final : Foulplay::Core::InputSource {
        Status peek(std::size_t, std::string &) override { return Status::Pending; }
        void consume(std::size_t) override { }
    } waiting;
    namespace Debug = Foulplay::Core::Debug;
    const std::unique_ptr<Debug::DebugEngine> engine = Debug::descriptor(Debug::Language::Cheat).createEngine();
    std::vector<Debug::DebugDiagnostic> diagnostics;
    QVERIFY(engine->load({"Olly counts by 3 if he's allowed to."}, {}, &waiting, nullptr, diagnostics));
    QCOMPARE(engine->step(), Foulplay::Core::StopReason::InputNeeded);
    const QString asked = Foulplay::Words::inputPrompt(engine->inputPrompt());
    QCOMPARE(asked, QStringLiteral("Olly fragt: erlaubt? (yes/no)"));
}

// The window writes a run's numbers with the locale's grouping; the
// command line's and the adapters' words keep them plain.
void TestTranslation::windowNumbersAreGrouped()
{
    using Code = Foulplay::Core::MessageCode;
    const Foulplay::Core::Message draw(Code::FybDrawTurnLimit, {"10000000"});
    const Foulplay::Core::Message quoted(Code::CheatExpectedYesNo, {"'12345'"});
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(Foulplay::Words::message(draw, true), QStringLiteral("draw at turn 10,000,000: the turn limit"));
    QCOMPARE(Foulplay::Words::message(draw), QStringLiteral("draw at turn 10000000: the turn limit"));
    // Text of the program's, quoted, stays as it was.
    QVERIFY(Foulplay::Words::message(quoted, true).contains(QStringLiteral("'12345'")));
    // The breakpoint list's cells too.
    Foulplay::Ui::Debugger::BreakpointManager::Entry cell;
    cell.breakpoint.kind = Foulplay::Core::Debug::BreakpointKind::Event;
    cell.breakpoint.event = Foulplay::Core::Debug::FybEvent::PointerEntersCell;
    cell.breakpoint.cell = 12345;
    QCOMPARE(Foulplay::Ui::Debugger::BreakpointListModel::where(cell).section(u':', 1), QStringLiteral(" cell 12,345"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY2(Foulplay::Words::message(draw, true).contains(QStringLiteral("10.000.000")),
             qPrintable(Foulplay::Words::message(draw, true)));
    QVERIFY2(Foulplay::Ui::Debugger::BreakpointListModel::where(cell).endsWith(QStringLiteral("12.345")),
             qPrintable(Foulplay::Ui::Debugger::BreakpointListModel::where(cell)));
    QLocale::setDefault(before);
}

// Words a German reader met in English, or in German that says the wrong thing.
void TestTranslation::germanLeftoversAreGone()
{
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("foulplay"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")));
    const auto de = [&german](const char *context, const char *source) { return german.translate(context, source); };
    // The example that echoes numbers, as Unix's cat does: no English "cat".
    QCOMPARE(de("Foulplay::Ui::ExamplesMenu", "Number cat"), QStringLiteral("Zahlen-Echo"));
    // Step Over is a debugger's Prozedurschritt, not "step across".
    QCOMPARE(de("Foulplay::Ui::RunActions", "Step o&ver"), QStringLiteral("Pr&ozedurschritt"));
    // The settings' group of run limits is about running, not "is running".
    QCOMPARE(de("Foulplay::Ui::SettingsDialog", "Running"), QStringLiteral("Ausführung"));
    // Nothing translated keeps the old wordings.
    QFile file(QStringLiteral(FOULPLAY_TRANSLATIONS_DIR "/foulplay_de.ts"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString ts = QString::fromUtf8(file.readAll());
    for (const QString &old : {QStringLiteral(">Zahlen-cat<"), QStringLiteral("Schritt &amp;über"),
                               QStringLiteral(">Läuft<"), QStringLiteral("type=\"unfinished\"></translation>")})
        QVERIFY2(!ts.contains(old), qPrintable(old));
    // German numbers in the inspectors.
    QCOMPARE(Foulplay::Ui::localeNumber(*Foulplay::Core::Decimal::parse("6936237.5"), QLocale(QLocale::German)),
             QStringLiteral("6.936.237,5"));
    QCOMPARE(Foulplay::Ui::localeNumber(*Foulplay::Core::Decimal::parse("-9999996"),
                                        QLocale(QLocale::English, QLocale::UnitedStates)),
             QStringLiteral("-9,999,996"));
    QCOMPARE(Foulplay::Ui::localeNumber(*Foulplay::Core::Decimal::parse("12345678901234567890123"),
                                        QLocale(QLocale::English, QLocale::UnitedStates)),
             QStringLiteral("12,345,678,901,234,567,890,123"));
}

// "Finished after 33 sentences", not "Finished: finished after 33 sentences".
void TestTranslation::finishedIsSaidOnce()
{
    using Code = Foulplay::Core::MessageCode;
    Foulplay::Core::Debug::DebugResult unfair;
    unfair.reason = Foulplay::Core::StopReason::Finished;
    unfair.summary = Foulplay::Core::Message(Code::UnfairFinished, {"33"});
    unfair.summarySaysFinished = true; // as the languages say of their own summary
    Foulplay::Core::Debug::DebugResult cheat = unfair;
    cheat.summary = Foulplay::Core::Message(Code::CheatFinished, {"8"});
    Foulplay::Core::Debug::DebugResult battle = unfair;
    battle.summary = Foulplay::Core::Message(Code::FybDrawTurnLimit, {"10000000"});
    battle.summarySaysFinished = false;
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(Foulplay::Ui::RunPresenter::endText(unfair), QStringLiteral("Finished after 33 sentences"));
    QCOMPARE(Foulplay::Ui::RunPresenter::endText(battle),
             QStringLiteral("Finished: draw at turn 10,000,000: the turn limit"));
    cleanup();
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    QCOMPARE(Foulplay::Ui::RunPresenter::endText(cheat), QStringLiteral("Beendet nach 8 Slots"));
    QLocale::setDefault(before);
}

void TestTranslation::englishPluralForms_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    // A language without a translation of its own gets the English text.
    QTest::newRow("French") << QLocale(QLocale::French, QLocale::France);
}

void TestTranslation::englishPluralForms()
{
    QFETCH(QLocale, locale);
    Foulplay::installTranslators(*qApp, locale);
    const auto turns = [](int n) {
        return QCoreApplication::translate("Foulplay::Ui::FybTimelineBar", "%n turn(s)/s", nullptr, n);
    };
    QCOMPARE(turns(1), QStringLiteral("1 turn/s"));
    QCOMPARE(turns(30), QStringLiteral("30 turns/s"));
    QCOMPARE(QCoreApplication::translate("Foulplay::Ui::FybBattleController", "%n frame(s) saved.", nullptr, 1),
             QStringLiteral("1 frame saved."));
    // The recovery question agrees with how many documents it names.
    const auto kept = [](int n) {
        return QCoreApplication::translate(
                   "Foulplay::Ui::DocumentManager",
                   "Foul Play did not close properly last time. The unsaved text of %n document(s) was kept:\n%1\n\n"
                   "Recover it?",
                   nullptr, n)
            .section(u'\n', 0, 0);
    };
    QVERIFY2(kept(1).endsWith(QStringLiteral("of 1 document was kept:")), qPrintable(kept(1)));
    QVERIFY2(kept(3).endsWith(QStringLiteral("of 3 documents was kept:")), qPrintable(kept(3)));
}

void TestTranslation::englishPluralsAreComplete()
{
    // Every message with a plural form has its English forms.
    const auto numerusSources = [](const QString &name) {
        QFile file(QStringLiteral(FOULPLAY_TRANSLATIONS_DIR "/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return QStringList{QStringLiteral("cannot read ") + name};
        QStringList sources;
        QXmlStreamReader xml(&file);
        QString context;
        bool numerus = false;
        while (!xml.atEnd()) {
            if (!xml.readNextStartElement())
                continue;
            if (xml.name() == u"name")
                context = xml.readElementText();
            else if (xml.name() == u"message")
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            else if (xml.name() == u"source" && numerus)
                sources << context + u'|' + xml.readElementText();
        }
        sources.sort();
        return sources;
    };
    const QStringList german = numerusSources(QStringLiteral("foulplay_de.ts"));
    QVERIFY(german.size() >= 5);
    QCOMPARE(numerusSources(QStringLiteral("foulplay_en.ts")), german);
}

void TestTranslation::cleanup()
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
}

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
