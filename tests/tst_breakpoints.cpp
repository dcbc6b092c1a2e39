// The parts of the debug layer that need no thread: breakpoint conditions,
// the breakpoint set, the pacer, the event recorder, the
// timeline's memory budget and replay files.
#include "debug/breakpointset.h"
#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/eventrecorder.h"
#include "debug/pacer.h"
#include "debug/replayfile.h"
#include "debug/timeline.h"
#include "debugwords.h"

#include "debug/conditionnames.h"
#include "languages/cheat/cheatdebug.h"
#include "languages/fyb/fybdebug.h"
#include "languages/unfair/unfairdebug.h"

#include "common/io.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Foulplay::Core::Debug;

namespace {

std::unique_ptr<DebugEngine> loaded(Language language, const std::vector<std::string> &sources,
                                    Foulplay::Core::InputSource *input = nullptr)
{
    auto engine = createDebugEngine(language);
    std::vector<DebugDiagnostic> diagnostics;
    if (!engine->load(sources, DebugSettings{}, input, nullptr, diagnostics))
        qFatal("the test program does not load");
    return engine;
}

std::optional<bool> evaluate(const QString &text, Language language, const DebugEngine &engine,
                             QString *message = nullptr)
{
    ConditionError error;
    const std::optional<Condition> condition = Condition::parse(text, conditionVocabulary(language), error);
    if (!condition) {
        if (message)
            *message = Foulplay::Words::conditionError(error);
        return std::nullopt;
    }
    const std::optional<bool> value = condition->evaluate(engine, error);
    if (!value && message)
        *message = Foulplay::Words::conditionError(error);
    return value;
}

} // namespace

class TestBreakpoints final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void conditionErrors_data();
    void conditionErrors();
    void unfairConditions();
    void cheatConditions();
    void conditionArithmeticAtTheEdge();
    void fybConditions();
    void namesReadTheirValues();
    void rejectedConditions();
    void timelineBudget();
    void timelineIntervalRecovers();
    void timelineGivesBackHalf();
    void replayJson();
    void breakpointSet();
    void pacer();
    void eventRecorder();
};

void TestBreakpoints::conditionErrors_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("dangling operator") << int(Language::Cheat) << QStringLiteral("score(Olly) >=")
                                       << QStringLiteral("column 15: expected a number or a name at the end");
    QTest::newRow("unknown name") << int(Language::Fyb) << QStringLiteral("turn > 3 and speed < 2")
                                  << QStringLiteral("column 14: unknown name 'speed'");
    QTest::newRow("bad program") << int(Language::Fyb) << QStringLiteral("threads(3) > 10")
                                 << QStringLiteral("column 1: the program is 1 or 2, not 3");
    QTest::newRow("not a player") << int(Language::Unfair) << QStringLiteral("Olly's counting number > 2")
                                  << QStringLiteral("column 1: 'Olly' is not a player (write Player N)");
    QTest::newRow("unclosed") << int(Language::Unfair) << QStringLiteral("(the count > 2")
                              << QStringLiteral("column 15: expected ')'");
    QTest::newRow("stray character") << int(Language::Unfair) << QStringLiteral("the count # 2")
                                     << QStringLiteral("column 11: unexpected character '#'");
    QTest::newRow("two values") << int(Language::Cheat) << QStringLiteral("score(Olly) 5")
                                << QStringLiteral("column 13: unexpected '5'");
    // Nesting is bounded, so no condition overflows the stack.
    QTest::newRow("deep parentheses") << int(Language::Unfair) << QString(100'000, u'(')
                                      << QStringLiteral("column 201: the condition nests deeper than 200 levels");
    QString chain = QStringLiteral("1");
    for (int i = 0; i < 300; ++i)
        chain += QStringLiteral(" + 1");
    QTest::newRow("long chain") << int(Language::Unfair) << chain
                                << QStringLiteral("column 801: the condition nests deeper than 200 levels");
}

void TestBreakpoints::conditionErrors()
{
    QFETCH(int, language);
    QFETCH(QString, text);
    QFETCH(QString, error);
    ConditionError problem;
    QVERIFY(!Condition::parse(text, conditionVocabulary(Language(language)), problem));
    const QString message = Foulplay::Words::conditionError(problem);
    QVERIFY2(message.startsWith(error), qPrintable(message));
}

void TestBreakpoints::unfairConditions()
{
    // After 21 counts of Player 1 the count reset once (CN 6) and is 5 again.
    std::string program;
    for (int i = 0; i < 21; ++i)
        program += "Player 1 counts.\n";
    program += "Player 2 de-syncs for 3 steps.\n";
    auto engine = loaded(Language::Unfair, {program});
    QVERIFY(engine->run(22) != Foulplay::Core::StopReason::Error);
    QCOMPARE(evaluate(QStringLiteral("Player 1's counting number = 6"), Language::Unfair, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("cn(Player 1) = 6 and rn(1) = 1"), Language::Unfair, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("universes = 2 and tick = 22"), Language::Unfair, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("the actual count = 5 + 6"), Language::Unfair, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("Player 2's counting number > 20"), Language::Unfair, *engine), false);
    QCOMPARE(evaluate(QStringLiteral("not (the count > 0.1 * 10) or 1 / 3 * 3 = 1"), Language::Unfair, *engine), false);
    QString message;
    QVERIFY(!evaluate(QStringLiteral("cn(9) > 1"), Language::Unfair, *engine, &message));
    QCOMPARE(message, QStringLiteral("column 1: cn(9): the program has no player 9"));
    QVERIFY(!evaluate(QStringLiteral("tick / (the count - the count) > 1"), Language::Unfair, *engine, &message));
    QCOMPARE(message, QStringLiteral("column 6: division by zero"));
}

void TestBreakpoints::cheatConditions()
{
    auto engine = loaded(Language::Cheat, {"Olly counts by 2.\nOlivia counts.\n"});
    QCOMPARE(engine->run(5), Foulplay::Core::StopReason::Step); // Olly counted 3 times, Olivia twice
    QCOMPARE(evaluate(QStringLiteral("score(Olly) >= 6 && Olivia's score == 2"), Language::Cheat, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("windows(Olly) = 1 and wins(Olly) = 0"), Language::Cheat, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("slot = 5 and turn = 2"), Language::Cheat, *engine), true);
    QString message;
    QVERIFY(!evaluate(QStringLiteral("score(Bob) > 1"), Language::Cheat, *engine, &message));
    QVERIFY(message.contains(QLatin1String("no player Bob")));
}

// Each operation of a condition at the edge of 38 digits: exact results
// that fit are values, those that do not are "too large".
void TestBreakpoints::conditionArithmeticAtTheEdge()
{
    auto engine = loaded(Language::Cheat, {"Olly counts.\n"});
    const QString max = QStringLiteral("99999999999999999999999999999999999999");
    QCOMPARE(evaluate(QStringLiteral("40000000000000000000000000000000000000 * 0.25 = 1%1").arg(QString(37, u'0')),
                      Language::Cheat, *engine),
             true);
    QCOMPARE(evaluate(QStringLiteral("0.000000007450580596923828125 * 13421772800000000000000000000 = 1%1")
                          .arg(QString(20, u'0')),
                      Language::Cheat, *engine),
             true);
    QCOMPARE(evaluate(QStringLiteral("%1 - 1 + 1 = %1").arg(max), Language::Cheat, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("0 - %1 + %1 = 0").arg(max), Language::Cheat, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("%1 / 3 = 33333333333333333333333333333333333333").arg(max), Language::Cheat,
                      *engine),
             true);
    for (const QString &tooLarge :
         {QStringLiteral("%1 + 1 > 0").arg(max), QStringLiteral("0 - %1 - 1 < 0").arg(max),
          QStringLiteral("20000000000000000000000000000000000000 * 5 > 0"), QStringLiteral("%1 / 0.1 > 0").arg(max)}) {
        QString message;
        QVERIFY2(!evaluate(tooLarge, Language::Cheat, *engine, &message), qPrintable(tooLarge));
        QVERIFY2(message.endsWith(QLatin1String("the result is too large")), qPrintable(message));
    }
}

void TestBreakpoints::fybConditions()
{
    auto engine = loaded(Language::Fyb, {"::%%%%%%%%%;%%%%%%;", "%"});
    QCOMPARE(evaluate(QStringLiteral("threads(1) + threads(2) = 2 and not turn > 0"), Language::Fyb, *engine), true);
    QCOMPARE(evaluate(QStringLiteral("data(1, 0) = 12 and length = 19 and pp(1) = 0"), Language::Fyb, *engine), true);
    QCOMPARE(engine->run(10), Foulplay::Core::StopReason::Step);
    QCOMPARE(evaluate(QStringLiteral("threads(1) > 1 and spent(1, 0) = 1"), Language::Fyb, *engine), true);
    QString message;
    QVERIFY(!evaluate(QStringLiteral("dp(900) = 0"), Language::Fyb, *engine, &message));
    QCOMPARE(message, QStringLiteral("column 1: dp(900): there is no thread 900"));
}

// The name a vocabulary gives a value (what Watches and DAP clients are
// handed to read it by) reads that value back, and completion offers it.
void TestBreakpoints::namesReadTheirValues()
{
    struct Case {
        Language language;
        std::vector<std::string> program;
        std::uint64_t ticks;
        QStringList players; // as the program's facts name them
        std::vector<ValueRef> values;
        QStringList expected;
    };
    const std::vector<Case> cases{
        {Language::Unfair,
         {"Player 1 counts.\nPlayer 2 de-syncs for 3 steps.\nPlayer 2 counts.\n"},
         2,
         {QStringLiteral("1"), QStringLiteral("2")},
         {{Var::Tick, {}},
          {Var::Turn, {}},
          {Var::Count, {}},
          {Var::ActualCount, {}},
          {Var::Universes, {}},
          {Var::CountingNumber, {"2"}},
          {Var::RaisingNumber, {"1"}}},
         {QStringLiteral("tick"), QStringLiteral("turn"), QStringLiteral("the count"),
          QStringLiteral("the actual count"), QStringLiteral("universes"), QStringLiteral("Player 2's counting number"),
          QStringLiteral("Player 1's raising number")}},
        {Language::Cheat,
         {"Olly counts by 2.\nOlivia counts.\n"},
         5,
         {QStringLiteral("Olly"), QStringLiteral("Olivia")},
         {{Var::Tick, {}}, {Var::Score, {"Olly"}}, {Var::Wins, {"Olivia"}}, {Var::Windows, {"Olly"}}},
         {QStringLiteral("tick"), QStringLiteral("score(Olly)"), QStringLiteral("wins(Olivia)"),
          QStringLiteral("windows(Olly)")}},
        {Language::Fyb,
         {"::%%%%%%%%%;%%%%%%;", "%"},
         10,
         {},
         {{Var::Threads, {"1"}},
          {Var::Processes, {}},
          {Var::Length, {}},
          {Var::Data, {"1", "0"}},
          {Var::Mods, {"2", "0"}},
          {Var::Spent, {"1", "0"}},
          {Var::ProgramPointer, {"0"}},
          {Var::DataPointer, {"1"}},
          {Var::Defected, {"0"}}},
         {QStringLiteral("threads(1)"), QStringLiteral("processes"), QStringLiteral("length"),
          QStringLiteral("data(1, 0)"), QStringLiteral("mods(2, 0)"), QStringLiteral("spent(1, 0)"),
          QStringLiteral("pp(0)"), QStringLiteral("dp(1)"), QStringLiteral("defected(0)")}},
    };
    for (const Case &test : cases) {
        const ConditionVocabulary &names = conditionVocabulary(test.language);
        auto engine = loaded(test.language, test.program);
        QCOMPARE(engine->run(test.ticks), Foulplay::Core::StopReason::Step);
        const QStringList offered = names.completions(test.players);
        for (std::size_t i = 0; i < test.values.size(); ++i) {
            const QString name = names.name(test.values[i]);
            QCOMPARE(name, test.expected.at(qsizetype(i)));
            ConditionError error;
            const std::optional<Condition> condition = Condition::parse(name, names, error);
            QVERIFY2(condition, qPrintable(name));
            const std::optional<Foulplay::Core::Decimal> read = condition->value(*engine, error);
            const std::optional<Foulplay::Core::Decimal> direct = engine->valueOf(test.values[i], error);
            QVERIFY2(read && direct && *read == *direct, qPrintable(name));
            QVERIFY2(offered.contains(name) || test.language == Language::Fyb, qPrintable(name));
        }
    }
    // A value without the arguments it needs has no name.
    QCOMPARE(conditionVocabulary(Language::Unfair).name({Var::CountingNumber, {}}), QString());
    QCOMPARE(conditionVocabulary(Language::Cheat).name({Var::Score, {""}}), QString());
    QCOMPARE(conditionVocabulary(Language::Fyb).name({Var::Data, {"1"}}), QString());
    QCOMPARE(conditionVocabulary(Language::Fyb).name({Var::Data, {"", "7"}}), QString());
    QCOMPARE(conditionVocabulary(Language::Fyb).name({Var::Count, {}}), QString());
}

void TestBreakpoints::rejectedConditions()
{
    // Label top. / Player 1 counts. / Player 2 counts. / Do top again.
    auto engine = loaded(Language::Unfair, {"Label top.\nPlayer 1 counts.\nPlayer 2 counts.\nDo top again.\n"});
    Breakpoint line;
    line.id = 4;
    line.kind = BreakpointKind::Line;
    line.line = 2;
    line.condition = QStringLiteral("score(Olly) >= 50"); // Cheat's, not Unfair's
    Breakpoint other;
    other.id = 5;
    other.kind = BreakpointKind::Line;
    other.line = 3;
    BreakpointSet set;
    BreakpointDiff diff;
    diff.added = {line, other};
    set.apply(diff, conditionVocabulary(Language::Unfair), engine.get());
    // The set keeps the breakpoint and says why it cannot use its condition.
    QCOMPARE(set.list().size(), 2);
    const QList<BreakpointRejection> rejected = set.rejected();
    QCOMPARE(rejected.size(), 1);
    QCOMPARE(rejected.first().id, 4);
    QVERIFY(rejected.first().error.isError());
    QCOMPARE(rejected.first().error.column, 1);
    QCOMPARE(Foulplay::Words::breakpoint(line), QStringLiteral("line 2"));

    // Reached, it stops with that error rather than being skipped.
    std::vector<CodeIndex> marks, watched;
    set.collectMarks(marks, watched);
    engine->setCodeBreakpoints(marks);
    QCOMPARE(engine->run(100), Foulplay::Core::StopReason::Breakpoint);
    std::vector<BreakpointSet::Hit> stops;
    QVERIFY(set.check(set.matching(*engine, true, 0, 0), *engine, true, stops));
    QCOMPARE(stops.size(), std::size_t(1));
    QCOMPARE(stops.front().id, 4);
    QCOMPARE(stops.front().error, rejected.first().error);

    // In Cheat the same text parses: nothing is rejected.
    set.set(set.list(), conditionVocabulary(Language::Cheat), nullptr);
    QVERIFY(set.rejected().isEmpty());

    // The whole list anew: those left out go, those named keep their hits.
    set.set(set.list(), conditionVocabulary(Language::Unfair), engine.get());
    BreakpointDiff whole;
    whole.replacesAll = true;
    line.condition.clear();
    whole.changed = {line};
    set.apply(whole, conditionVocabulary(Language::Unfair), engine.get());
    QCOMPARE(set.list().size(), 1);
    QCOMPARE(set.list().first().id, 4);
    QVERIFY(set.rejected().isEmpty());
    QVERIFY(set.check(set.matching(*engine, true, 0, 0), *engine, true, stops));
    QCOMPARE(stops.back().hits, 2u);
}

// One slow keyframe (the thread was preempted while copying) widens the
// interval; cheap ones narrow it again, never below what the budget allows.
void TestBreakpoints::timelineIntervalRecovers()
{
    auto engine = loaded(Language::Fyb, {"::%%%%%%%%%;%%%%%%;", "+>+>+>!"});
    Timeline timeline;
    timeline.setMinimumInterval(100);
    timeline.add({0, 0, 0, engine->snapshot()});
    timeline.noteCost(10'000'000, 100'000);
    timeline.noteCost(10'000'000, 100'000);
    QCOMPARE(timeline.interval(), 400u);
    timeline.noteCost(1'000, 10'000'000);
    QCOMPARE(timeline.interval(), 200u);
    timeline.noteCost(1'000, 10'000'000);
    timeline.noteCost(1'000, 10'000'000);
    QCOMPARE(timeline.interval(), 100u);
    // Costs between the two bounds leave it alone.
    timeline.noteCost(1'000, 100'000);
    QCOMPARE(timeline.interval(), 100u);
}

// Memory ran out: half the keyframes go, tick 0 and the newest stay, and the
// budget stays at what is left so the timeline does not grow back.
void TestBreakpoints::timelineGivesBackHalf()
{
    auto engine = loaded(Language::Fyb, {"::%%%%%%%%%;%%%%%%;", "+>+>+>!"});
    Timeline timeline;
    timeline.setMinimumInterval(1);
    for (int i = 0; i < 9; ++i) {
        timeline.add({engine->tick(), 0, 0, engine->snapshot()});
        engine->run(1);
    }
    QCOMPARE(timeline.keyframes().size(), 9u);
    const std::uint64_t newest = timeline.lastTick();
    const std::uint64_t bytes = timeline.byteSize();
    timeline.giveBack();
    QCOMPARE(timeline.keyframes().size(), 5u);
    QCOMPARE(timeline.keyframes().front().tick, 0u);
    QCOMPARE(timeline.lastTick(), newest);
    QVERIFY(timeline.byteSize() < bytes);
    QCOMPARE(timeline.budget(), timeline.byteSize());
    QCOMPARE(timeline.interval(), 2u);
    // A keyframe past the budget thins again rather than growing.
    engine->run(10);
    timeline.add({engine->tick(), 0, 0, engine->snapshot()});
    QVERIFY(timeline.byteSize() <= timeline.budget());
    QCOMPARE(timeline.keyframes().front().tick, 0u);
    QCOMPARE(timeline.lastTick(), engine->tick());
}

void TestBreakpoints::timelineBudget()
{
    auto engine = loaded(Language::Fyb, {"::%%%%%%%%%;%%%%%%;", "+>+>+>!"});
    const std::size_t size = engine->snapshot()->byteSize() + sizeof(Keyframe);
    Timeline timeline(size * 40);
    timeline.setMinimumInterval(10);
    for (int i = 0; i < 1000 && !engine->finished(); ++i) {
        if (timeline.wants(engine->tick()))
            timeline.add({engine->tick(), 0, 0, engine->snapshot()});
        engine->run(1);
    }
    QVERIFY(timeline.byteSize() <= size * 40 + 512);
    QVERIFY(timeline.keyframes().size() >= 10);
    QCOMPARE(timeline.keyframes().front().tick, 0u);
    QVERIFY(timeline.interval() > 10);
    // Every tick finds the keyframe at or before it.
    for (std::uint64_t tick : {0ull, 5ull, 333ull, 999ull}) {
        const Keyframe *keyframe = timeline.atOrBefore(tick);
        QVERIFY(keyframe);
        QVERIFY(keyframe->tick <= tick);
        QCOMPARE(keyframe->state->tick(), keyframe->tick);
    }
    // A keyframe restores the state it was taken from.
    const Keyframe &middle = timeline.keyframes()[timeline.keyframes().size() / 2];
    engine->restore(*middle.state);
    QCOMPARE(engine->tick(), middle.tick);
    QVERIFY(engine->snapshot()->equals(*middle.state));
}

void TestBreakpoints::replayJson()
{
    ReplayFile replay;
    replay.language = Language::Fyb;
    replay.sources = {QStringLiteral("{>}[+]!"), QStringLiteral("%")};
    replay.names = {QStringLiteral("a.fyb"), QStringLiteral("b.fyb")};
    replay.settings.maxTurns = 5000;
    replay.settings.maxProcesses = 64;
    replay.tick = (std::uint64_t(1) << 60) + 3; // above what a JSON double holds
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.fpreplay"));
    QString saveError;
    QVERIFY(replay.save(path, &saveError));
    ReplayError error;
    const std::optional<ReplayFile> back = ReplayFile::open(path, &error);
    QVERIFY2(back, qPrintable(Foulplay::Words::replayError(error)));
    QCOMPARE(*back, replay);

    QVERIFY(!ReplayFile::fromJson("{\"format\": \"foulplay-replay\",\n  \"version\": 1,,}", &error));
    QCOMPARE(error.code, ReplayError::Code::Json);
    QCOMPARE(error.line, 2);
    QVERIFY2(Foulplay::Words::replayError(error).startsWith(QLatin1String("2:")),
             qPrintable(Foulplay::Words::replayError(error)));
    QVERIFY(!ReplayFile::fromJson("{\"format\": \"something\"}", &error));
    QCOMPARE(Foulplay::Words::replayError(error), QStringLiteral("not a Foul Play replay file"));
    QByteArray json = replay.toJson();
    json.replace("\"fyb\"", "\"cobol\"");
    QVERIFY(!ReplayFile::fromJson(json, &error));
    QCOMPARE(error.code, ReplayError::Code::UnknownLanguage);
    QCOMPARE(Foulplay::Words::replayError(error), QStringLiteral("unknown language 'cobol'"));
    QVERIFY(!ReplayFile::open(dir.filePath(QStringLiteral("missing")), &error));
    QCOMPARE(error.code, ReplayError::Code::File);
}

void TestBreakpoints::breakpointSet()
{
    // Label top. / Player 1 counts. / Player 2 counts. / Do top again.
    auto engine = loaded(Language::Unfair, {"Label top.\nPlayer 1 counts.\nPlayer 2 counts.\nDo top again.\n"});
    QList<Breakpoint> list;
    Breakpoint line;
    line.id = 1;
    line.kind = BreakpointKind::Line;
    line.line = 3;
    line.hitTarget = 2;
    list.append(line);
    Breakpoint tick;
    tick.id = 2;
    tick.kind = BreakpointKind::Tick;
    tick.number = 5;
    tick.condition = QStringLiteral("Player 1's counting number > 1000");
    list.append(tick);
    BreakpointSet set;
    set.set(list, conditionVocabulary(Language::Unfair), engine.get());

    std::vector<CodeIndex> marks, watched;
    set.collectMarks(marks, watched);
    QCOMPARE(marks, (std::vector<CodeIndex>{{1, 2}}));
    QVERIFY(watched.empty());
    QVERIFY(set.marks({1, 2}));
    QVERIFY(!set.wantsEvents());
    QCOMPARE(set.ticksAllowed(*engine, 100), 5u); // no further than the tick breakpoint

    engine->setCodeBreakpoints(marks);
    std::vector<BreakpointSet::Hit> stops;
    // First arrival at line 3: a hit, but the hit count asks for two.
    QCOMPARE(engine->run(100), Foulplay::Core::StopReason::Breakpoint);
    QVERIFY(!set.check(set.matching(*engine, true, 0, 0), *engine, true, stops));
    QVERIFY(stops.empty());
    const auto changed = set.takeChangedHits();
    QCOMPARE(changed.size(), std::size_t(1));
    QCOMPARE(changed.front().hits, 1u);
    // At tick 5 the tick breakpoint matches, but its condition does not hold.
    QCOMPARE(engine->run(3), Foulplay::Core::StopReason::Step);
    QCOMPARE(engine->tick(), 5u);
    QCOMPARE(set.matching(*engine, false, 4, 4), std::vector<int>{1});
    QVERIFY(!set.check({1}, *engine, true, stops));
    // The second arrival at line 3 stops.
    QCOMPARE(engine->run(100), Foulplay::Core::StopReason::Breakpoint);
    QVERIFY(set.check(set.matching(*engine, true, 5, 5), *engine, true, stops));
    QCOMPARE(stops.size(), std::size_t(1));
    QCOMPARE(stops.front().id, 1);
    QCOMPARE(stops.front().hits, 2u);

    // Setting the list again keeps the hits of the breakpoints that stay.
    list.removeLast();
    set.set(list, conditionVocabulary(Language::Unfair), engine.get());
    QVERIFY(set.takeChangedHits().empty());
    set.resetHits();
    const auto reset = set.takeChangedHits();
    QCOMPARE(reset.size(), std::size_t(1));
    QCOMPARE(reset.front().hits, 0u);
}

void TestBreakpoints::pacer()
{
    Pacer pacer;
    std::int64_t waitNs = -1;
    QCOMPARE(pacer.due(0, waitNs), UINT64_MAX); // unlimited
    QCOMPARE(waitNs, 0);
    pacer.setSpeed(100);
    QCOMPARE(pacer.due(300'000'000, waitNs), 30u); // 100 ticks a second, 300 ms after the start
    pacer.ran(30);
    QCOMPARE(pacer.due(300'000'000, waitNs), 0u);
    QCOMPARE(waitNs, 10'000'000); // the 31st tick is due at 310 ms
    QCOMPARE(pacer.due(320'000'000, waitNs), 2u);
    pacer.restart();
    QCOMPARE(pacer.due(0, waitNs), 0u);
    QCOMPARE(waitNs, 10'000'000);

    // run() calls aim at a millisecond: 1,000,000 ticks in 10 ms shortens them.
    const std::uint64_t before = pacer.runLength();
    pacer.noteRun(1'000'000, 10'000'000);
    QVERIFY(pacer.runLength() > before);
    QVERIFY(pacer.runLength() < 100'000);
}

void TestBreakpoints::eventRecorder()
{
    EventRecorder recorder;
    QVERIFY(recorder.isEmpty());
    DebugEvent fork;
    fork.kind = FybEvent::Fork;
    fork.tick = 7;
    DebugEvent commit;
    commit.kind = FybEvent::Commit;
    // Counts, cheats and calls, as the Cheat adapter reports them: a flood
    // of counts never pushes a cheat or a call out either, and the calls get
    // their players' names when they are read.
    recorder.record(CompactEvent{2, 0, CheatEvent::ValidCall, 0, 1, 2});
    recorder.record(CompactEvent{3, 1, CheatEvent::CheatCommitted, 2, 4});
    for (std::uint64_t tick = 4; tick <= EventRecorder::MaxPerBatch + 5; ++tick)
        recorder.record(CompactEvent{tick, 1, CheatEvent::Count, 1, 3});
    recorder.record(CompactEvent{EventRecorder::MaxPerBatch + 6, 9, CheatEvent::InvalidCall, 1, 6, -1});
    const EventBatch cheats = recorder.take(std::make_shared<const QStringList>(
        QStringList{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol")}));
    QCOMPARE(cheats.dropped(), 2u);
    QCOMPARE(cheats.size(), qsizetype(EventRecorder::MaxPerBatch) + 3);
    const QList<DebugEvent> &cheatEvents = cheats.events();
    const DebugEvent &valid = cheatEvents.front();
    QCOMPARE(valid.kind, CheatEvent::ValidCall);
    QCOMPARE(valid.values, QStringList({QStringLiteral("Alice"), QStringLiteral("Carol")}));
    QCOMPARE(valid.b, 1);
    QCOMPARE(cheatEvents.at(1).kind, CheatEvent::CheatCommitted);
    QCOMPARE(cheatEvents.at(1).a, 2);
    QCOMPARE(cheatEvents.at(1).b, 4);
    QCOMPARE(cheatEvents.at(2).kind, CheatEvent::Count);
    QCOMPARE(cheatEvents.at(2).tick, 6u);
    QCOMPARE(cheatEvents.at(2).b, 3);
    const DebugEvent &invalid = cheatEvents.back();
    QCOMPARE(invalid.kind, CheatEvent::InvalidCall);
    QCOMPARE(invalid.values, QStringList({QStringLiteral("Bob"), QString()})); // called on nobody
    QCOMPARE(cheatEvents.back().turn, 9u);

    for (std::uint64_t tick = 1; tick <= EventRecorder::MaxPerBatch + 5; ++tick) {
        commit.tick = tick;
        recorder.record(commit);
        if (tick == 7)
            recorder.record(fork);
    }
    const EventBatch batch = recorder.take();
    QVERIFY(recorder.isEmpty());
    // A flood of commits pushes the oldest commits out, never the fork.
    QCOMPARE(batch.dropped(), 5u);
    QCOMPARE(batch.size(), qsizetype(EventRecorder::MaxPerBatch) + 1);
    const QList<DebugEvent> &events = batch.events();
    QCOMPARE(events.size(), qsizetype(EventRecorder::MaxPerBatch) + 1);
    QCOMPARE(events.at(0).tick, 6u);
    QCOMPARE(events.at(1).tick, 7u); // for one tick, the commit before the fork it came with
    QCOMPARE(events.at(2).kind, FybEvent::Fork);
    QCOMPARE(events.at(3).tick, 8u);
    QCOMPARE(events.back().tick, std::uint64_t(EventRecorder::MaxPerBatch + 5));
    // The events are made once: a second reader (another view) gets the same.
    QCOMPARE(&batch.events(), &events);
    const EventBatch copy = batch;
    QCOMPARE(&copy.events(), &events);
    QCOMPARE(copy.events().at(2).kind, FybEvent::Fork);
    const EventBatch empty = recorder.take();
    QVERIFY(empty.isEmpty());
    QCOMPARE(empty.dropped(), 0u);
    QVERIFY(empty.events().isEmpty());

    // A ring that wrapped gives its events back in order, the rare ones
    // merged in by tick.
    for (std::uint64_t tick = 1; tick <= 3 * EventRecorder::MaxPerBatch / 2; ++tick) {
        commit.tick = tick;
        recorder.record(commit);
    }
    fork.tick = EventRecorder::MaxPerBatch + 2;
    recorder.record(fork);
    const EventBatch wrapped = recorder.take();
    QCOMPARE(wrapped.dropped(), std::uint64_t(EventRecorder::MaxPerBatch / 2));
    const QList<DebugEvent> &again = wrapped.events();
    QCOMPARE(again.size(), qsizetype(EventRecorder::MaxPerBatch) + 1);
    QCOMPARE(again.front().tick, std::uint64_t(EventRecorder::MaxPerBatch / 2 + 1));
    for (qsizetype i = 1; i < again.size(); ++i)
        QVERIFY(again.at(i - 1).tick <= again.at(i).tick);
    QCOMPARE(again.at(EventRecorder::MaxPerBatch / 2 + 2).kind, FybEvent::Fork);
}

QTEST_GUILESS_MAIN(TestBreakpoints)
#include "tst_breakpoints.moc"
