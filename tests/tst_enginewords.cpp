// The words of the engines' messages: every code has English and German,
// the IDE's English is the command line's, and the IDE shows German.

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/messagewords.h"
#include "debugwords.h"
#include "enginewords.h"
#include "mainwindow.h"
#include "problemsmodel.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "unfair/parser.h"

#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace Foulplay;
using Core::MessageCode;

namespace {

constexpr const char *Context = "Foulplay::EngineMessage";

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> found;
    static const QRegularExpression Placeholder(QStringLiteral("%[1-9n]"));
    for (const QRegularExpressionMatch &match : Placeholder.globalMatch(text))
        found.insert(match.captured());
    return found;
}

} // namespace

class TestEngineWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { TestHelpers::isolateSettings(); }
    void everyCodeHasEnglishAndGerman();
    void englishIsTheCommandLines_data();
    void englishIsTheCommandLines();
    void ideShowsGermanParseErrors();
    void germanRuntimeError();
    void listWordsHaveOneSource();
    void cleanup() { Foulplay::installTranslators(*qApp, QLocale(QLocale::English)); }
};

void TestEngineWords::everyCodeHasEnglishAndGerman()
{
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("foulplay"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")));
    QVERIFY(Core::allMessageCodes().size() > 100);
    for (MessageCode code : Core::allMessageCodes()) {
        const QString name =
            QString::fromUtf8(Core::messageName(code).data(), qsizetype(Core::messageName(code).size()));
        const char *source = Words::englishSource(code);
        QVERIFY2(source, qPrintable(name + QStringLiteral(": no wording in the IDE")));
        const bool plural = std::string_view(source).find("%n") != std::string_view::npos;
        for (int n : plural ? QList<int>{1, 38} : QList<int>{-1}) {
            const QString text = german.translate(Context, source, nullptr, n);
            QVERIFY2(!text.isEmpty(), qPrintable(name + QStringLiteral(": no German")));
            // Every argument appears in the German too (the ordinal's
            // number takes the English "3rd"'s place).
            if (code != MessageCode::UnfairNoNthMistake)
                QCOMPARE(placeholders(text), placeholders(QString::fromUtf8(source)));
        }
    }
    // The words the templates need besides their own.
    QCOMPARE(german.translate(Context, "the end of the program"), QStringLiteral("das Programmende"));
    QCOMPARE(german.translate(Context, " or ", "before the last alternative: 'a', 'b' or 'c'"),
             QStringLiteral(" oder "));
    QCOMPARE(german.translate(Context, ", ", "between alternatives: 'a', 'b' or 'c'"), QStringLiteral(", "));
}

void TestEngineWords::englishIsTheCommandLines_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("source");
    QTest::newRow("unfair list and end") << "unfair"
                                         << "Player 1";
    QTest::newRow("unfair hint") << "unfair"
                                 << "Player 1 cuonts.";
    QTest::newRow("unfair label") << "unfair"
                                  << "Do Loop again.\nLabel loop.";
    QTest::newRow("unfair long") << "unfair"
                                 << "Player 123456789012345678901234567890123456789 counts.";
    QTest::newRow("cheat part") << "cheat"
                                << "Alice calls";
    QTest::newRow("cheat symbol") << "cheat"
                                  << "Alice counts if her score > 3.";
    QTest::newRow("cheat warning") << "cheat"
                                   << "Alice calls cheat to Bob if Bob counted.";
}

void TestEngineWords::englishIsTheCommandLines()
{
    QFETCH(QString, language);
    QFETCH(QString, source);
    const std::vector<Core::Diagnostic> diagnostics = language == QLatin1String("unfair")
                                                          ? Core::Unfair::parse(source.toStdString()).diagnostics
                                                          : Core::Cheat::parse(source.toStdString()).diagnostics;
    QVERIFY(!diagnostics.empty());
    for (const Core::Diagnostic &diagnostic : diagnostics) {
        QCOMPARE(Words::message(diagnostic.message), QString::fromStdString(Core::englishText(diagnostic.message)));
        QCOMPARE(Words::message(diagnostic.hint), QString::fromStdString(Core::englishText(diagnostic.hint)));
    }
}

void TestEngineWords::ideShowsGermanParseErrors()
{
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    Ui::MainWindow window;
    Ui::Document *document = window.documents()->newDocument(Ui::Language::Unfair);
    Ui::CodeEditor *editor = document->editor();
    editor->setDiagnosticsDelay(10);
    editor->setPlainText(QStringLiteral("Do loop again.\nPlayer 1 cuonts.\nPlayer 2"));
    QTRY_COMPARE_WITH_TIMEOUT(window.problems()->errorCount(), 3, 5000);
    const auto row = [&](int i) {
        return window.problems()->index(i, Ui::ProblemsModel::MessageColumn).data().toString();
    };
    QCOMPARE(row(0), QStringLiteral("unbekanntes Label 'loop' (definieren Sie es mit 'Label loop.')"));
    QCOMPARE(row(1), QStringLiteral("'counts', 'de-syncs' oder 're-syncs' nach 'Player 1' erwartet, gefunden: "
                                    "'cuonts' (meinten Sie 'counts'?)"));
    QCOMPARE(row(2), QStringLiteral("'counts', 'de-syncs' oder 're-syncs' nach 'Player 2' erwartet, gefunden: "
                                    "das Programmende"));
}

void TestEngineWords::germanRuntimeError()
{
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    auto parsed = Core::Cheat::parse("Alice counts if her score is divisible by 0.");
    QVERIFY(parsed.ok());
    Core::Cheat::Engine engine(std::move(parsed.program));
    QCOMPARE(engine.run(100), Core::StopReason::Error);
    Core::Debug::DebugResult result;
    result.reason = Core::StopReason::Error;
    result.error = engine.error()->message;
    QCOMPARE(Words::result(result), QStringLiteral("teilbar durch 0: nichts ist durch 0 teilbar"));
    // Plural forms: "38 Ziffern".
    const Core::Message tooLong{MessageCode::NumberTooLong, {"'1234'", "38"}};
    QCOMPARE(Words::message(tooLong), QStringLiteral("die Zahl '1234' hat mehr als 38 Ziffern"));
}

// The list words are written once: the command line's English, the adapter's
// lists and the IDE's translations all start from Core::messageWordSources().
void TestEngineWords::listWordsHaveOneSource()
{
    const Core::MessageWords &english = Core::englishWords();
    QCOMPARE(english.endOfProgram, std::string("the end of the program"));
    QCOMPARE(Core::alternatives({"'a'", "'b'", "'c'"}, english), std::string("'a', 'b' or 'c'"));
    QCOMPARE(Core::alternatives({"x"}, english), std::string("x"));
    QCOMPARE(Core::alternatives({}, english), std::string());
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("foulplay"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")));
    const Core::MessageWordSources &sources = Core::messageWordSources();
    QCOMPARE(german.translate(Context, sources.endOfProgram.english, sources.endOfProgram.comment),
             QStringLiteral("das Programmende"));
    QCOMPARE(german.translate(Context, sources.listOr.english, sources.listOr.comment), QStringLiteral(" oder "));
    QCOMPARE(german.translate(Context, sources.listComma.english, sources.listComma.comment), QStringLiteral(", "));
}

QTEST_MAIN(TestEngineWords)
#include "tst_enginewords.moc"
