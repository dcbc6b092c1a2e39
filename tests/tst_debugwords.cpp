// The words of the debug layer's codes: the core reports events, condition
// errors, breakpoints, replay errors and load problems as values; the front
// ends word them with Foulplay::Words, in English and (through the real,
// embedded .qm) in German.
#include "debug/condition.h"
#include "debugwords.h"
#include "translations.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace Foulplay::Core::Debug;
namespace Words = Foulplay::Words;

namespace {

DebugEvent eventOf(DebugEvent::Data data)
{
    DebugEvent event;
    event.tick = 12;
    event.data = std::move(data);
    return event;
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
    for (int code = int(ConditionError::Code::UnexpectedCharacter); code <= int(ConditionError::Code::NoSuchThread);
         ++code)
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
    QTest::newRow("count reset") << eventOf(
        Events::CountReset{QStringLiteral("Player 1"), QStringLiteral("5"), QStringLiteral("6")})
                                 << QStringLiteral("Player 1 resets the count; CN 5 -> 6");
    QTest::newRow("de-sync") << eventOf(Events::Desync{QStringLiteral("Player 2"), 3, QStringLiteral("40")})
                             << QStringLiteral("Player 2 de-syncs: universe 3 with count 40");
    QTest::newRow("valid call") << eventOf(Events::ValidCall{{0, 1}, QStringLiteral("Olly"), QStringLiteral("Alice")})
                                << QStringLiteral("Olly catches Alice");
    QTest::newRow("call on nobody") << eventOf(Events::InvalidCall{{0, 1}, QStringLiteral("Olly"), {}})
                                    << QStringLiteral("Olly calls cheat and catches nobody");
    QTest::newRow("call on the honest") << eventOf(
        Events::InvalidCall{{0, 1}, QStringLiteral("Olly"), QStringLiteral("Bob")})
                                        << QStringLiteral("Olly calls cheat on Bob, who did not cheat");
    QTest::newRow("shout") << eventOf(Events::Shout{{2, 0}, QStringLiteral("Dave"), QStringLiteral("0.5")})
                           << QStringLiteral("Dave shouts 0.5");
    // The kinds with numbers only get their kind's name.
    QTest::newRow("count") << eventOf(Events::Count{{1, 2}}) << QStringLiteral("count");
    QTest::newRow("bomb") << eventOf(Events::BombCommit{{2, 7, 1}, 9}) << QStringLiteral("commit of a bomb");
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
    QCOMPARE(names.size(), qsizetype(DebugEventKind::PointerEntersCell) + 1);
    names.removeDuplicates();
    QCOMPARE(names.size(), qsizetype(DebugEventKind::PointerEntersCell) + 1);
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
    breakpoint.event = DebugEventKind::BombCommit;
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
    const auto resync = [](std::uint64_t removed) {
        return Words::event(eventOf(Events::Resync{QStringLiteral("Player 1"), QStringLiteral("Player 2"), removed}));
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
    QCOMPARE(Words::event(eventOf(Events::ValidCall{{0, 1}, QStringLiteral("Olly"), QStringLiteral("Alice")})),
             QStringLiteral("Olly ertappt Alice"));
    QCOMPARE(Words::eventKindName(DebugEventKind::CountReset), QStringLiteral("Zurücksetzung des Zählstands"));
    const auto resync = [](std::uint64_t removed) {
        return Words::event(eventOf(Events::Resync{QStringLiteral("Player 1"), QStringLiteral("Player 2"), removed}));
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
        for (int kind = 0; kind <= int(DebugEventKind::PointerEntersCell); ++kind)
            texts.append(Words::eventKindName(DebugEventKind(kind)));
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
