// The words of the debug layer's codes: the core reports events, condition
// errors, breakpoints, replay errors and load problems as values; the front
// ends word them with Foulplay::Words, in English and (through the real,
// embedded .qm) in German.
#include "debug/condition.h"
#include "debug/languagedescriptor.h"
#include "debugwords.h"
#include "languages/cheat/cheatdebug.h"
#include "languages/fyb/fybdebug.h"
#include "languages/unfair/unfairdebug.h"
#include "translations.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <array>

using namespace Foulplay::Core::Debug;
namespace Words = Foulplay::Words;

namespace {

// An event at tick 12 as its language reports it: its numbers and values.
DebugEvent eventOf(DebugEventKind kind, QStringList values, std::array<int, 4> numbers = {})
{
    return {12, 12, kind, numbers[0], numbers[1], numbers[2], numbers[3], std::move(values)};
}

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

void removeTranslators()
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
}

// One value of every condition error code.
QList<ConditionError> everyConditionError()
{
    QList<ConditionError> errors;
    for (int code = int(ConditionError::Code::UnexpectedCharacter); code <= int(ConditionError::Code::Gone); ++code)
        errors.append({3, ConditionError::Code(code), {QStringLiteral("x"), QStringLiteral("y")}, 2});
    return errors;
}

} // namespace

class TestDebugWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { removeTranslators(); }
    void englishEvents_data();
    void englishEvents();
    void everyKindHasAName();
    void englishCodes();
    void englishPlurals();
    void german();
    void germanCoversEveryCode();
};

void TestDebugWords::englishEvents_data()
{
    QTest::addColumn<DebugEvent>("event");
    QTest::addColumn<QString>("text");
    QTest::newRow("count reset") << eventOf(UnfairEvent::CountReset, {s("Player 1"), s("5"), s("6")})
                                 << s("Player 1 resets the count; CN 5 -> 6");
    QTest::newRow("de-sync") << eventOf(UnfairEvent::Desync, {s("Player 2"), s("3"), s("40")})
                             << s("Player 2 de-syncs: universe 3 with count 40");
    QTest::newRow("valid call") << eventOf(CheatEvent::ValidCall, {s("Olly"), s("Alice")}, {0, 1, 2})
                                << s("Olly catches Alice");
    QTest::newRow("call on nobody") << eventOf(CheatEvent::InvalidCall, {s("Olly"), {}}, {0, 1, -1})
                                    << s("Olly calls cheat and catches nobody");
    QTest::newRow("call on the honest") << eventOf(CheatEvent::InvalidCall, {s("Olly"), s("Bob")}, {0, 1, 3})
                                        << s("Olly calls cheat on Bob, who did not cheat");
    QTest::newRow("shout") << eventOf(CheatEvent::Shout, {s("Dave"), s("0.5")}, {2, 0}) << s("Dave shouts 0.5");
    // A value's own '%' stays as it is.
    QTest::newRow("percent") << eventOf(CheatEvent::Win, {s("%2 the %1")}) << s("%2 the %1 wins");
    // The kinds with numbers only get their kind's name.
    QTest::newRow("count") << eventOf(CheatEvent::Count, {}, {1, 2}) << s("count");
    QTest::newRow("bomb") << eventOf(FybEvent::BombCommit, {}, {2, 7, 1, 9}) << s("commit of a bomb");
    // A compact call is named from the run's players.
    const QStringList players = {s("Olly"), s("Alice"), s("Bob")};
    QTest::newRow("compact call") << CompactEvent{4, 1, CheatEvent::ValidCall, 0, 3, 2, 0}.toEvent(&players)
                                  << s("Olly catches Bob");
    QTest::newRow("compact call on nobody")
        << CompactEvent{4, 1, CheatEvent::InvalidCall, 1, 3, -1, 0}.toEvent(&players)
        << s("Alice calls cheat and catches nobody");
}

void TestDebugWords::englishEvents()
{
    QFETCH(DebugEvent, event);
    QFETCH(QString, text);
    QCOMPARE(Words::event(event), text);
}

void TestDebugWords::everyKindHasAName()
{
    QStringList names;
    for (Language language : {Language::Unfair, Language::Cheat, Language::Fyb}) {
        for (DebugEventKind kind : eventKindsOf(language)) {
            QVERIFY(!Words::eventKindName(kind).isEmpty());
            names.append(Words::eventKindName(kind));
        }
    }
    QCOMPARE(names.size(), qsizetype(19));
    names.removeDuplicates();
    QCOMPARE(names.size(), qsizetype(19));
}

void TestDebugWords::englishCodes()
{
    ConditionError error;
    QVERIFY(!Condition::parse(QStringLiteral("turn > 3 and speed < 2"), conditionVocabulary(Language::Fyb), error));
    QCOMPARE(error.code, ConditionError::Code::UnknownName);
    QCOMPARE(error.column, 14);
    QVERIFY2(Words::conditionError(error).startsWith(
                 QLatin1String("column 14: unknown name 'speed'; FukYorBrane conditions read: ")),
             qPrintable(Words::conditionError(error)));
    QCOMPARE(Words::conditionError({}), QString());

    Breakpoint breakpoint;
    breakpoint.kind = BreakpointKind::Event;
    breakpoint.event = FybEvent::BombCommit;
    QCOMPARE(Words::breakpoint(breakpoint), QStringLiteral("commit of a bomb"));
    breakpoint.kind = BreakpointKind::Line;
    breakpoint.program = 2;
    breakpoint.line = 4;
    QCOMPARE(Words::breakpoint(breakpoint), QStringLiteral("program 2, line 4"));

    ReplayError replay;
    replay.code = ReplayError::Code::Version;
    replay.number = 7;
    QCOMPARE(Words::replayError(replay), QStringLiteral("replay file version 7 is not supported"));

    DebugDiagnostic parser;
    parser.message = Foulplay::Core::Message(Foulplay::Core::MessageCode::UnfairUnknownLabel, {"'loop'"});
    QCOMPARE(Words::diagnostic(parser), QStringLiteral("unknown label 'loop'"));
}

void TestDebugWords::englishPlurals()
{
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
    const auto resync = [](int removed) {
        return Words::event(eventOf(UnfairEvent::Resync, {s("Player 1"), s("Player 2")}, {0, removed}));
    };
    QCOMPARE(resync(1), QStringLiteral("Player 1 re-syncs from Player 2's mistake: 1 universe removed"));
    QCOMPARE(resync(3), QStringLiteral("Player 1 re-syncs from Player 2's mistake: 3 universes removed"));
    DebugDiagnostic programs;
    programs.message = Foulplay::Core::Message(Foulplay::Core::MessageCode::RunProgramCount, {"1", "2"});
    QCOMPARE(Words::diagnostic(programs), QStringLiteral("a run needs 2 programs, not 1"));
    programs.message = Foulplay::Core::Message(Foulplay::Core::MessageCode::RunProgramCount, {"2", "1"});
    QCOMPARE(Words::diagnostic(programs), QStringLiteral("a run needs 1 program, not 2"));
    QCOMPARE(Words::conditionError({5, ConditionError::Code::WrongArgumentCount, {QStringLiteral("pp")}, 1}),
             QStringLiteral("column 5: pp() takes 1 number"));
}

void TestDebugWords::german()
{
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    QCOMPARE(Words::event(eventOf(CheatEvent::ValidCall, {s("Olly"), s("Alice")}, {0, 1, 2})),
             QStringLiteral("Olly ertappt Alice"));
    QCOMPARE(Words::eventKindName(UnfairEvent::CountReset), QStringLiteral("Zurücksetzung des Zählstands"));
    const auto resync = [](int removed) {
        return Words::event(eventOf(UnfairEvent::Resync, {s("Player 1"), s("Player 2")}, {0, removed}));
    };
    QVERIFY2(resync(1).endsWith(QLatin1String("1 Universum entfernt")), qPrintable(resync(1)));
    QVERIFY2(resync(4).endsWith(QLatin1String("4 Universen entfernt")), qPrintable(resync(4)));
    Breakpoint line;
    line.program = 2;
    line.line = 4;
    QCOMPARE(Words::breakpoint(line), QStringLiteral("Programm 2, Zeile 4"));
    QCOMPARE(Words::conditionError({3, ConditionError::Code::DivisionByZero, {}, 0}),
             QStringLiteral("Spalte 3: Division durch null"));
    DebugDiagnostic programs;
    programs.message = Foulplay::Core::Message(Foulplay::Core::MessageCode::RunProgramCount, {"1", "2"});
    QCOMPARE(Words::diagnostic(programs), QStringLiteral("ein Lauf braucht 2 Programme, nicht 1"));
}

void TestDebugWords::germanCoversEveryCode()
{
    // Every code's German differs from its English (which the codes' texts
    // have without a translator): nothing is left untranslated.
    QStringList english;
    const auto words = [] {
        QStringList texts;
        for (const ConditionError &error : everyConditionError()) {
            texts.append(Words::conditionError(error));
        }
        for (const LanguageDescriptor *language : languages()) {
            for (const EventName &name : language->eventNames) {
                texts.append(Words::eventKindName(name.kind));
                if (name.words)
                    texts.append(Words::event({1, 1, name.kind, 0, 2, 0, 0, {s("Olly"), s("Alice"), s("7")}}));
            }
        }
        for (int code = int(ReplayError::Code::NotAReplay); code <= int(ReplayError::Code::BadSettings); ++code)
            texts.append(Words::replayError({ReplayError::Code(code), 1, 2, 3, 4, QStringLiteral("cobol")}));
        return texts;
    };
    english = words();
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German)));
    const QStringList german = words();
    QCOMPARE(german.size(), english.size());
    for (qsizetype i = 0; i < english.size(); ++i)
        QVERIFY2(german[i] != english[i], qPrintable(english[i]));
}

QTEST_GUILESS_MAIN(TestDebugWords)
#include "tst_debugwords.moc"
