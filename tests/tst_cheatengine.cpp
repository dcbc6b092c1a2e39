// One test per rule of the Cheat spec, plus events, breakpoints, traces and
// snapshots.

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"

#include <QTest>

#include <memory>

using namespace Foulplay::Core;

namespace {

struct Run {
    std::unique_ptr<TextInput> input;
    std::unique_ptr<StringOutput> output;
    std::unique_ptr<Cheat::Engine> engine;
    StopReason reason = StopReason::Step;

    const Cheat::State &state() const { return engine->state(); }
    std::string score(const char *player) const { return engine->score(player).value_or(Decimal()).toString(); }
};

Run start(const char *source, const char *input = "", std::uint64_t stepLimit = 1000, bool closed = true)
{
    Cheat::ParseResult parsed = Cheat::parse(source);
    if (!parsed.ok())
        qFatal("does not parse: %s", englishText(parsed.diagnostics.front().message).c_str());
    Run run;
    run.input = std::make_unique<TextInput>(input, closed);
    run.output = std::make_unique<StringOutput>();
    Cheat::Settings settings;
    settings.stepLimit = stepLimit;
    run.engine =
        std::make_unique<Cheat::Engine>(std::move(parsed.program), settings, run.input.get(), run.output.get());
    return run;
}

Run runToEnd(const char *source, const char *input = "", std::uint64_t stepLimit = 1000)
{
    Run run = start(source, input, stepLimit);
    do
        run.reason = run.engine->run(100);
    while (run.reason == StopReason::Step);
    return run;
}

struct Recorder final : Cheat::EventListener {
    std::vector<Cheat::Event> events;
    Cheat::Engine *stopOn = nullptr;
    Cheat::EventKind stopKind = Cheat::EventKind::End;
    void onEvent(const Cheat::Event &event) override
    {
        events.push_back(event);
        if (stopOn && event.kind == stopKind)
            stopOn->requestStop();
    }
};

} // namespace

class TestCheatEngine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void windowLength_data();
    void windowLength();
    void windowSlotsLeft();
    void caughtWinningCheatRestoresScores();
    void earliestOfSeveralWinsIsRestored();
    void callOnNoWindowStillActs();
    void targetlessCallsInOrderOfFirstAppearance();
    void targetlessCallMatchesEveryOtherTarget();
    void pronounBinding();
    void pastMatchersLookAtTheLastTurn();
    void wonTimesCountsUnrevokedWins();
    void shortCircuitReadsInputOnlyWhenNeeded();
    void inputPendingLeavesStateUnchanged();
    void badAnswerIsARuntimeError();
    void askReadsNumbersAndEndsAtEndOfInput();
    void predictionIgnoresTheCurrentStatement();
    void predictionsInsidePredictionsStayInTheOuterSlots();
    void inputInsidePredictionIsFalseAndReadsNothing();
    void arithmeticPrecedenceAndDivision();
    void arithmeticAtTheDigitEdge();
    void divisionByZeroIsARuntimeError();
    void terminationAfterATurnWithoutAction();
    void emptyProgramEndsAtOnce();
    void stepLimitCountsSlots();
    void eventsAndRequestStop();
    void breakpointsStopBeforeTheStatement();
    void traceExplainsTheCondition();
    void snapshotRoundTrip();
};

// Cheater counts by amount in slot 0; Caller's call lands in turn `turn`
// (slot 3 x turn - 1). It is caught only inside the window.
void TestCheatEngine::windowLength_data()
{
    QTest::addColumn<QString>("amount");
    QTest::addColumn<int>("turn");
    QTest::addColumn<bool>("caught");
    QTest::newRow("2: last turn") << "2" << 1 << true;
    QTest::newRow("2: one turn late") << "2" << 2 << false;
    QTest::newRow("3: last turn") << "3" << 2 << true;
    QTest::newRow("3: one turn late") << "3" << 3 << false;
    QTest::newRow("1.5: last turn") << "1.5" << 1 << true;
    QTest::newRow("1.5: one turn late") << "1,5" << 2 << false;
    QTest::newRow("1 is no cheat") << "1" << 1 << false;
    QTest::newRow("2.01: two turns") << "2.01" << 2 << true;
}

void TestCheatEngine::windowLength()
{
    QFETCH(QString, amount);
    QFETCH(int, turn);
    QFETCH(bool, caught);
    const std::string source = "Cheater counts by " + amount.toStdString()
                               + " if Caller's score is equal to 0.\nCaller counts.\n"
                                 "Caller calls cheat to Cheater if his score is equal to "
                               + std::to_string(turn) + ".\n";
    Run run = start(source.c_str(), "", 3 * std::uint64_t(turn) + 3);
    run.reason = run.engine->run(1000);
    QCOMPARE(run.reason, StopReason::StepLimit);
    QCOMPARE(run.output->text(), std::string(caught ? "Cheat, Cheater.\n" : ""));
    QCOMPARE(run.score("Cheater"), caught ? std::string("0") : amount.replace(',', '.').toStdString());
}

void TestCheatEngine::windowSlotsLeft()
{
    Run run = start("Alice counts by 3 if her score is equal to 0.\nBob counts.\n");
    QCOMPARE(run.engine->step(), StopReason::Step);
    QCOMPARE(run.state().windows.size(), std::size_t(1));
    const Cheat::CheatWindow window = run.state().windows.front();
    QCOMPARE(window.cheater, 0);
    QCOMPARE(window.slot, 0ULL);
    QCOMPARE(window.lastSlot, 4ULL); // 2 turns x 2 statements after slot 0
    QCOMPARE(window.winning, false);
    QCOMPARE(run.engine->slotsLeft(window), 4ULL);
    run.engine->run(4);
    QCOMPARE(run.state().windows.size(), std::size_t(0));
}

void TestCheatEngine::caughtWinningCheatRestoresScores()
{
    Recorder recorder;
    Run run = start("Bob counts by 30.\nAlice counts by 60.\nCarol calls cheat to Alice if Alice won.\n", "", 6);
    run.engine->setEventListener(&recorder);
    run.engine->run(5);
    // Alice's second count won: every score became 0, Bob's 60 was kept.
    QCOMPARE(run.score("Bob"), std::string("0"));
    QCOMPARE(run.engine->wins("Alice"), std::optional<std::int64_t>(1));
    QVERIFY(run.state().windows.back().winning);
    QCOMPARE(run.engine->run(1), StopReason::StepLimit);
    QCOMPARE(run.output->text(), std::string("Cheat, Alice.\n"));
    QCOMPARE(run.score("Bob"), std::string("60"));
    QCOMPARE(run.score("Alice"), std::string("0"));
    QCOMPARE(run.score("Carol"), std::string("0"));
    QCOMPARE(run.engine->wins("Alice"), std::optional<std::int64_t>(0));
    QCOMPARE(run.state().players[1].revokedWins, std::int64_t(1));
    QCOMPARE(run.state().players[0].revokedWins, std::int64_t(0));
    QCOMPARE(run.state().windows.size(), std::size_t(2)); // Bob's two, Alice's are closed
    QVERIFY(run.state().windows.front().cheater == 0 && run.state().windows.back().cheater == 0);
    const Cheat::Event &caught = recorder.events.back().kind == Cheat::EventKind::Call
                                     ? recorder.events[recorder.events.size() - 2]
                                     : recorder.events.back();
    QCOMPARE(caught.kind, Cheat::EventKind::Caught);
    QCOMPARE(caught.target, 1);
    QCOMPARE(caught.revokedWins, 1);
    // The revoked win no longer matches "Alice won".
    QVERIFY(!run.state().lastRuns[1].won);
}

void TestCheatEngine::earliestOfSeveralWinsIsRestored()
{
    Run run = start("Alice counts by 100.\nBob counts.\nCarol calls cheat to Alice if Alice won 2 times.\n", "", 6);
    run.engine->run(5);
    QCOMPARE(run.score("Bob"), std::string("1"));
    QCOMPARE(run.engine->wins("Alice"), std::optional<std::int64_t>(2));
    run.engine->run(1);
    QCOMPARE(run.output->text(), std::string("Cheat, Alice.\n"));
    QCOMPARE(run.engine->wins("Alice"), std::optional<std::int64_t>(0));
    QCOMPARE(run.state().players[0].revokedWins, std::int64_t(2));
    QCOMPARE(run.score("Bob"), std::string("0")); // before the first win, not the second
}

void TestCheatEngine::callOnNoWindowStillActs()
{
    Run run = runToEnd("Alice counts if her score is smaller than 1.\n"
                       "Bob calls cheat to Alice if Alice's score is equal to 1 and his score is equal to 0.\n"
                       "Bob counts if Bob called cheat to Alice.\n");
    QCOMPARE(run.reason, StopReason::Finished);
    QCOMPARE(run.output->text(), std::string());
    QCOMPARE(run.score("Alice"), std::string("1"));
    QCOMPARE(run.score("Bob"), std::string("1"));
}

void TestCheatEngine::targetlessCallsInOrderOfFirstAppearance()
{
    Run run = start("Carol calls cheat if Alice's score is equal to 2.\nBob counts by 2.\nAlice counts by 2.\n", "", 4);
    run.reason = run.engine->run(10);
    QCOMPARE(run.output->text(), std::string("Cheat, Alice.\nCheat, Bob.\n"));
    QCOMPARE(run.score("Alice"), std::string("0"));
    QCOMPARE(run.score("Bob"), std::string("0"));
}

void TestCheatEngine::targetlessCallMatchesEveryOtherTarget()
{
    Run run = start("Carol calls cheat if Carol's score is equal to 0.\n"
                    "Alice counts if Carol called cheat to Bob.\n"
                    "Bob counts if Carol called cheat to Carol.\n"
                    "Carol counts if Carol will call cheat to Alice.\n",
                    "", 8);
    run.engine->run(3);
    QCOMPARE(run.score("Alice"), std::string("1"));
    QCOMPARE(run.score("Bob"), std::string("0"));
    run.engine->run(1);
    QCOMPARE(run.score("Carol"), std::string("1"));
}

void TestCheatEngine::pronounBinding()
{
    const Cheat::ParseResult parsed =
        Cheat::parse("Olly calls cheat to Olivia if his score is higher than her score.\n"
                     "Olly calls cheat to Olivia if her score is higher than his score and they're allowed to.\n"
                     "Olivia counts if she will call cheat or I'm allowed to.\n");
    QVERIFY(parsed.ok());
    const Cheat::Program &program = parsed.program;
    const auto compare = [&](int statement) {
        int node = program.statements[statement].condition;
        while (program.conditions[node].kind != Cheat::ConditionKind::Compare)
            node = program.conditions[node].left;
        return program.conditions[node];
    };
    QCOMPARE(program.playerName(compare(0).player), std::string_view("Olly"));
    QCOMPARE(program.playerName(program.expressions[compare(0).right].player), std::string_view("Olivia"));
    QCOMPARE(program.playerName(compare(1).player), std::string_view("Olly"));
    QCOMPARE(program.playerName(program.expressions[compare(1).right].player), std::string_view("Olivia"));
    const Cheat::Condition &prediction = program.conditions[program.conditions[program.statements[2].condition].left];
    QCOMPARE(prediction.kind, Cheat::ConditionKind::WillCallCheat);
    QCOMPARE(program.playerName(prediction.player), std::string_view("Olivia"));
}

void TestCheatEngine::pastMatchersLookAtTheLastTurn()
{
    // Bob counted by 2 only in turn 0, so Alice counts in turn 1 only.
    Run run = runToEnd("Alice counts if Bob counted by 2 and Bob shouted.\n"
                       "Bob counts by 2 if his score is equal to 0.\n"
                       "Bob shouts his score if his score is equal to 2 and Alice's score is equal to 0.\n");
    QCOMPARE(run.reason, StopReason::Finished);
    QCOMPARE(run.score("Alice"), std::string("1"));
    QCOMPARE(run.engine->tick(), 9ULL);
}

void TestCheatEngine::wonTimesCountsUnrevokedWins()
{
    Run run = runToEnd("Alice counts by 50 unless Alice won 2 times.\nBob shouts his score if Alice won.\n");
    QCOMPARE(run.engine->wins("Alice"), std::optional<std::int64_t>(2));
    QCOMPARE(run.output->text(), std::string("0\n0\n"));
}

void TestCheatEngine::shortCircuitReadsInputOnlyWhenNeeded()
{
    Run run = runToEnd("Alice counts if her score is equal to 5 and she's allowed to.\n"
                       "Bob counts if his score is smaller than 2 or he's allowed to.\n",
                       "nonsense", 4);
    QCOMPARE(run.reason, StopReason::StepLimit);
    QCOMPARE(run.input->available(), std::size_t(1));
    QCOMPARE(run.score("Bob"), std::string("2"));
    // Now the input decides: it is read, and "nonsense" is no answer.
    QCOMPARE(run.engine->error().has_value(), false);
    Run second = runToEnd("Bob counts if his score is equal to 2 or he's allowed to.\n", "yes y TRUE 1 no");
    QCOMPARE(second.reason, StopReason::Finished);
    QCOMPARE(second.score("Bob"), std::string("5"));
    QCOMPARE(second.input->available(), std::size_t(0));
}

void TestCheatEngine::inputPendingLeavesStateUnchanged()
{
    Run run = start("Alice counts.\nAlice counts if she's allowed to.\n", "", 1000, false);
    QCOMPARE(run.engine->step(), StopReason::Step);
    const Cheat::Snapshot before = run.engine->snapshot();
    QCOMPARE(run.engine->run(10), StopReason::InputNeeded);
    QCOMPARE(run.engine->snapshot(), before);
    run.input->append("yes ");
    QCOMPARE(run.engine->step(), StopReason::Step);
    QCOMPARE(run.score("Alice"), std::string("2"));
    QCOMPARE(run.input->available(), std::size_t(0));
}

void TestCheatEngine::badAnswerIsARuntimeError()
{
    Run run = runToEnd("Alice counts.\nAlice counts if\n  she's allowed to.\n", "maybe");
    QCOMPARE(run.reason, StopReason::Error);
    QCOMPARE(englishText(run.engine->error()->message), std::string("expected yes or no on input, got 'maybe'"));
    QCOMPARE(run.engine->error()->range.begin, (SourcePos{3, 3}));
    Run number = runToEnd("Bob asks for his score.\n", "12x");
    QCOMPARE(number.reason, StopReason::Error);
    QCOMPARE(englishText(number.engine->error()->message), std::string("input '12x' is not a number"));
}

void TestCheatEngine::askReadsNumbersAndEndsAtEndOfInput()
{
    Run run = runToEnd("Bob asks for his score if he's allowed to.\nBob shouts his score.\n", "yes 150 no yes 2,5 yes");
    QCOMPARE(run.reason, StopReason::Finished);
    QCOMPARE(run.output->text(), std::string("150\n150\n2.5\n"));
    QCOMPARE(run.engine->wins("Bob"), std::optional<std::int64_t>(0)); // asking never wins
}

void TestCheatEngine::predictionIgnoresTheCurrentStatement()
{
    Run run = start("Player 1 counts unless Player 1 will count.\n", "", 3);
    QCOMPARE(run.engine->run(10), StopReason::StepLimit);
    QCOMPARE(run.score("Player 1"), std::string("3"));
}

void TestCheatEngine::predictionsInsidePredictionsStayInTheOuterSlots()
{
    // In slot 0, "B will count" looks at B's statement (slot 2); its "C will
    // count" may look only after slot 2 and before slot 3: nothing, so false.
    // In slot 2, "C will count" sees C's statement in slot 4: true.
    Run run = start("A counts if B will count.\nC counts.\nB counts if C will count.\n", "", 3);
    run.engine->setTracing(true);
    run.engine->run(1);
    QCOMPARE(run.score("A"), std::string("0"));
    const Cheat::SlotTrace *trace = run.engine->lastSlotTrace();
    QVERIFY(trace);
    QVERIFY(!trace->acted);
    const auto looked = std::find_if(trace->items.begin(), trace->items.end(), [](const Cheat::TraceItem &item) {
        return item.kind == Cheat::TraceItem::Kind::Looked;
    });
    QVERIFY(looked != trace->items.end());
    QCOMPARE(looked->node, 2);
    QVERIFY(!looked->truth);
    run.engine->run(2);
    QCOMPARE(run.score("B"), std::string("1"));
    QCOMPARE(run.score("C"), std::string("1"));

    // Without a nested bound this chain would recurse forever.
    Run loop = runToEnd("A counts if B will count.\nB counts if A will count.\n");
    QCOMPARE(loop.reason, StopReason::Finished);
    QCOMPARE(loop.engine->tick(), 2ULL);
}

void TestCheatEngine::inputInsidePredictionIsFalseAndReadsNothing()
{
    Run run = start("A counts if B will count.\nB counts if he's allowed to.\n", "yes");
    QCOMPARE(run.engine->step(), StopReason::Step);
    QCOMPARE(run.score("A"), std::string("0"));
    QCOMPARE(run.input->available(), std::size_t(1));
    QCOMPARE(run.engine->step(), StopReason::Step);
    QCOMPARE(run.score("B"), std::string("1"));
}

void TestCheatEngine::arithmeticPrecedenceAndDivision()
{
    // 13 / 3 rounds to 18 fraction digits, so 13 / 3 x 3 is just below 13.
    Run run =
        runToEnd("Al counts by 13 if his score is equal to 0.\n"
                 "Al shouts his score if his score is equal to 1 + 3 x 4 and his score is equal to 20 - 2 * 3 - 1.\n"
                 "Al shouts his score if his score is larger than 14 minus 3 over 2 and his score is less than 14 "
                 "÷ 2 times 2 subtracted by 0,5 × 2 added by 1 plus 0.\n"
                 "Al shouts his score if his score is divisible by 6.5 and his score is higher than 13 / 3 x 3.\n"
                 "Al shouts his score if his score is equal to 13 divided by 3 * 3.\n",
                 "", 5);
    QCOMPARE(run.output->text(), std::string("13\n13\n13\n"));
    QCOMPARE(run.reason, StopReason::StepLimit);
}

// Arithmetic at the edge of 38 digits: an exact result that fits is a value
// even when the operands' digits multiply past 128 bits; one that does not
// fit stops the run.
void TestCheatEngine::arithmeticAtTheDigitEdge()
{
    Run fits = runToEnd("Al counts if his score is equal to 40000000000000000000000000000000000000 x 0.25 minus "
                        "10000000000000000000000000000000000000.\n"
                        "Al counts if his score is equal to 99999999999999999999999999999999999998 plus 1 minus "
                        "99999999999999999999999999999999999999 plus 1.\n"
                        "Al counts if his score is equal to 99999999999999999999999999999999999999 over 3 minus "
                        "33333333333333333333333333333333333333 plus 2.\n"
                        "Al counts if his score is equal to 0 minus 99999999999999999999999999999999999999 plus "
                        "99999999999999999999999999999999999999 plus 3.\n"
                        "Al shouts his score if his score is equal to 4.\n",
                        "", 5);
    QCOMPARE(fits.output->text(), std::string("4\n"));
    QCOMPARE(fits.reason, StopReason::StepLimit);
    for (const char *tooLarge : {"Al counts if his score is less than 20000000000000000000000000000000000000 x 5.\n",
                                 "Al counts if his score is less than 99999999999999999999999999999999999999 plus 1.\n",
                                 "Al counts if his score is less than 0 minus 99999999999999999999999999999999999999 "
                                 "minus 1.\n",
                                 "Al counts if his score is less than 99999999999999999999999999999999999999 over "
                                 "0.1.\n"}) {
        Run run = runToEnd(tooLarge);
        QCOMPARE(run.reason, StopReason::Error);
        QCOMPARE(englishText(run.engine->error()->message),
                 std::string("number overflow: the result has more than 38 digits"));
    }
}

void TestCheatEngine::divisionByZeroIsARuntimeError()
{
    Run zero = runToEnd("Al counts if his score is equal to 1 / his score.\n");
    QCOMPARE(zero.reason, StopReason::Error);
    QCOMPARE(englishText(zero.engine->error()->message), std::string("division by 0"));
    QCOMPARE(zero.engine->error()->range.begin, (SourcePos{1, 36}));
    Run divisible = runToEnd("Al counts if his score is divisible by 0.\n");
    QCOMPARE(divisible.reason, StopReason::Error);
    QCOMPARE(divisible.engine->error()->range.begin, (SourcePos{1, 40}));
}

void TestCheatEngine::terminationAfterATurnWithoutAction()
{
    Recorder recorder;
    Run run = start("Alice counts if her score is smaller than 3.\nBob shouts his score if Alice counted.\n");
    run.engine->setEventListener(&recorder);
    while ((run.reason = run.engine->step()) == StopReason::Step) { }
    QCOMPARE(run.reason, StopReason::Finished);
    QCOMPARE(run.engine->tick(), 8ULL); // turns 0-2 act, turn 3 does not
    QCOMPARE(recorder.events.back().kind, Cheat::EventKind::End);
    QCOMPARE(run.engine->step(), StopReason::Finished);
}

void TestCheatEngine::emptyProgramEndsAtOnce()
{
    Run run = start("// nothing to do\n");
    QCOMPARE(run.engine->run(10), StopReason::Finished);
    QCOMPARE(run.engine->tick(), 0ULL);
}

void TestCheatEngine::stepLimitCountsSlots()
{
    Run run = start("Alice counts.\nBob counts if Alice's score is equal to 100.\n", "", 5);
    QCOMPARE(run.engine->run(100), StopReason::StepLimit);
    QCOMPARE(run.engine->tick(), 5ULL);
    QCOMPARE(run.score("Alice"), std::string("3"));
    QCOMPARE(run.engine->step(), StopReason::StepLimit);
    QCOMPARE(run.engine->tick(), 5ULL);
}

void TestCheatEngine::eventsAndRequestStop()
{
    Recorder recorder;
    Run run = start("Alice counts by 99.\nBob calls cheat to Carol if Alice's score is equal to 99.\n"
                    "Alice shouts her score.\nBob asks for his score.\nCarol calls cheat to Alice if Alice won.\n",
                    "7 8");
    recorder.stopOn = run.engine.get();
    recorder.stopKind = Cheat::EventKind::Shout;
    run.engine->setEventListener(&recorder);
    QCOMPARE(run.engine->run(100), StopReason::Event);
    QCOMPARE(run.engine->tick(), 3ULL);
    using K = Cheat::EventKind;
    const std::vector<K> expected{K::Count, K::Cheat, K::Call, K::Shout};
    std::vector<K> kinds;
    for (const Cheat::Event &event : recorder.events)
        kinds.push_back(event.kind);
    QVERIFY(kinds == expected);
    QVERIFY(!recorder.events[2].valid);
    QCOMPARE(recorder.events[1].windowSlots, 490ULL);
    recorder.events.clear();
    recorder.stopOn = nullptr;
    QCOMPARE(run.engine->run(7), StopReason::Step);
    kinds.clear();
    for (const Cheat::Event &event : recorder.events)
        kinds.push_back(event.kind);
    QVERIFY((kinds == std::vector<K>{K::Ask, K::Count, K::Cheat, K::Win, K::Shout, K::Ask, K::Caught, K::Call}));
    QCOMPARE(recorder.events[6].revokedWins, 1);
    QVERIFY(recorder.events[7].valid);
    QCOMPARE(run.output->text(), std::string("99\n0\nCheat, Alice.\n"));
}

void TestCheatEngine::breakpointsStopBeforeTheStatement()
{
    Run run = start("Alice counts.\nBob counts.\nAlice shouts her score.\n");
    run.engine->setBreakpoints(std::vector<CodeIndex>{{1, 2}});
    QCOMPARE(run.engine->run(100), StopReason::Breakpoint);
    QCOMPARE(run.engine->tick(), 2ULL);
    QCOMPARE(run.engine->run(100), StopReason::Breakpoint);
    QCOMPARE(run.engine->tick(), 5ULL);
    QCOMPARE(run.output->text(), std::string("1\n"));
    QCOMPARE(run.engine->step(), StopReason::Step); // step ignores breakpoints
    QCOMPARE(run.engine->stepTurn(), StopReason::Step);
    QCOMPARE(run.engine->tick(), 9ULL);
}

void TestCheatEngine::traceExplainsTheCondition()
{
    Run run = start("Alice counts by 2.\nBob counts if Alice's score is larger than 1 + 2 or Alice counted.\n");
    run.engine->setTracing(true);
    run.engine->run(2);
    const Cheat::SlotTrace &trace = run.engine->turnTrace()[1];
    QVERIFY(trace.ran && trace.acted && trace.hasCondition);
    QCOMPARE(trace.slot, 1ULL);
    // 1, 2, 1 + 2, Alice's score, the comparison (false), "Alice counted" (true), the "or".
    QCOMPARE(trace.items.size(), std::size_t(7));
    QCOMPARE(trace.items[2].value, Decimal::fromInt(3));
    QCOMPARE(trace.items[3].value, Decimal::fromInt(2));
    QCOMPARE(trace.items[4].kind, Cheat::TraceItem::Kind::Condition);
    QVERIFY(!trace.items[4].truth);
    QVERIFY(trace.items[5].truth);
    QCOMPARE(trace.items[6].depth, 0);
    QCOMPARE(run.engine->program().range(trace.items[6]).begin, (SourcePos{2, 15}));
}

void TestCheatEngine::snapshotRoundTrip()
{
    const char *source = "Olivia counts by 2 unless Olly's score is equal to 1.\n"
                         "Olly counts by 3 if his score is equal to 0 and he's allowed to.\n"
                         "Olly calls cheat to Olivia if his score is higher than her score.\n"
                         "Olly counts by 40 if Olivia's score is equal to 2.\n"
                         "Olivia calls cheat if Olly won.\n";
    Run run = start(source, "yes");
    run.engine->run(13);
    const Cheat::Snapshot snapshot = run.engine->snapshot();
    QVERIFY(snapshot.byteSize() > sizeof(Cheat::Snapshot));
    std::vector<Cheat::Snapshot> states;
    for (int i = 0; i < 40; ++i) {
        run.engine->step();
        states.push_back(run.engine->snapshot());
    }
    const std::string output = run.output->text();
    run.engine->restore(snapshot);
    QCOMPARE(run.engine->snapshot(), snapshot);
    QCOMPARE(run.engine->tick(), 13ULL);
    run.output->clear();
    for (int i = 0; i < 40; ++i) {
        run.engine->step();
        QCOMPARE(run.engine->snapshot(), states[std::size_t(i)]);
    }
    QVERIFY(output.ends_with(run.output->text()));
    QVERIFY(!run.output->text().empty());
}

QTEST_GUILESS_MAIN(TestCheatEngine)
#include "tst_cheatengine.moc"
