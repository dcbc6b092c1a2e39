// One test per rule of docs/unfair.md (and ../shared/spec/unfair.md), plus
// the seed's examples checked state by state, events, breakpoints and snapshots.
#include "common/io.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <QTest>

#include <memory>

using namespace Foulplay::Core;
using Unfair::Engine;
using Unfair::EventKind;

namespace {

Decimal dec(const char *text)
{
    return *Decimal::parse(text);
}

// A program with its input and output, ready to run.
struct Machine {
    Machine(const char *source, const char *inputText = "", Unfair::Settings settings = {})
        : input(inputText)
    {
        auto parsed = Unfair::parse(source);
        for (const Diagnostic &diagnostic : parsed.diagnostics)
            qWarning("%s", formatDiagnostic("test", diagnostic).c_str());
        ok = parsed.ok();
        engine = std::make_unique<Engine>(std::move(parsed.program), settings, &input, &output);
    }

    StopReason run(std::uint64_t ticks = 1'000'000) { return engine->run(ticks); }
    // Runs n sentences one by one.
    void steps(int n)
    {
        for (int i = 0; i < n; ++i)
            engine->step();
    }
    std::string counts() const
    {
        std::string text;
        for (const auto &universe : engine->state().universes)
            text += (text.empty() ? "" : " ") + universe.count.toString();
        return text;
    }
    Decimal value(const char *name) const { return *engine->valueOf(std::string_view(name)); }
    QString out() const { return QString::fromStdString(output.text()); }

    bool ok = false;
    TextInput input;
    StringOutput output;
    std::unique_ptr<Engine> engine;
};

// Records events; can ask the engine to stop on one kind.
class Recorder final : public Unfair::EventListener {
public:
    void onEvent(const Unfair::Event &event) override
    {
        events.push_back(event);
        if (engine && stopOn && *stopOn == event.kind)
            engine->requestStop();
    }
    std::vector<Unfair::Event> of(EventKind kind) const
    {
        std::vector<Unfair::Event> found;
        for (const auto &event : events) {
            if (event.kind == kind)
                found.push_back(event);
        }
        return found;
    }
    std::vector<Unfair::Event> events;
    Engine *engine = nullptr;
    std::optional<EventKind> stopOn;
};

// Sets CN 8, 12, 9 and a count of 29, the starting point of the seed's tables.
const char *const TableSetup = "Define Player 1's counting number. Define Player 2's counting number. "
                               "Define Player 3's counting number. Define the count. ";

} // namespace

class TestUnfair : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void startState();
    void countAddsCountingNumberToEveryUniverse();
    void countReadsCountingNumberOnce();
    void universesResetOnTheirOwn();
    void visibleResetRaisesCountingNumber();
    void countingNumberAbove100ResetsEveryone();
    void countingNumberOf100IsNotAbove100();
    void hPrints72();
    void exampleGame();
    void deSyncLooksBackThroughTheActualHistory_data();
    void deSyncLooksBackThroughTheActualHistory();
    void deSyncStepsAreCountingStatementsOnly();
    void firstDeSyncExample();
    void layeredTable();
    void layeredTableWithOrdinal();
    void reSyncFromNewestMistake();
    void reSyncFromKthLiveMistake();
    void reSyncCountsAsAStep();
    void reSyncFromMissingMistakeIsAnError();
    void fullReset();
    void playersAreEqualByValue();
    void playersGetAStateAsTheyAreNamed();
    void labelsAndJumps();
    void countResetsCondition();
    void comparisons_data();
    void comparisons();
    void evaluateWritesNumbers();
    void defineTheCountChangesOnlyTheVisibleUniverse();
    void defineTheCountIsTheLatestHistoryEntry();
    void definePlayerNumbers();
    void endOfInputStopsNormally();
    void inputThatIsNotANumberIsAnError();
    void pendingInputConsumesNothing();
    void stepLimitCountsEverySentence();
    void finishingAtTheLimitIsFinished();
    void overflowIsARuntimeError();
    void eventsReportTheGame();
    void requestStopEndsRunAfterTheTick();
    void breakpointsStopBeforeStatements();
    void snapshotRoundTrip();
    void snapshotsShareLongHistories();
    void valueNames();
};

void TestUnfair::startState()
{
    Machine m("Evaluate Player 7's counting number. Evaluate Player 7's raising number. Evaluate the count.");
    QVERIFY(m.ok);
    QCOMPARE(m.engine->state().universes.size(), std::size_t(1));
    QCOMPARE(m.engine->state().visible().history.size(), std::size_t(1));
    QVERIFY(!m.engine->state().countReset);
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("5\n1\n0\n"));
}

void TestUnfair::countAddsCountingNumberToEveryUniverse()
{
    Machine m("Player 1 counts. Player 1 counts. Player 2 de-syncs for 2 steps. Player 3 counts.");
    m.steps(3);
    QCOMPARE(m.counts(), std::string("15 5")); // two steps back from 15
    m.steps(1);
    QCOMPARE(m.counts(), std::string("20 10"));
    QCOMPARE(m.engine->state().universes[0].history.size(), std::size_t(5)); // 0 5 10 15 20
    QCOMPARE(m.engine->state().universes[1].history.size(), std::size_t(2)); // 5 10
    QCOMPARE(m.engine->state().universes[1].history.at(0), dec("5"));
}

void TestUnfair::countReadsCountingNumberOnce()
{
    // The visible universe resets and bumps the CN to 6; the actual one still
    // gets the CN as it was before: 55 + 5.
    Machine m("Define the count. Player 1 de-syncs for 0 steps. Define the count. Player 1 counts.", "50 96");
    m.steps(3);
    QCOMPARE(m.counts(), std::string("55 96"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("60 0"));
    QCOMPARE(m.value("Player 1's counting number"), dec("6"));
    QVERIFY(m.engine->state().countReset);
}

void TestUnfair::universesResetOnTheirOwn()
{
    Machine m("Define the count. Player 1 de-syncs for 1 step. Define the count. Player 1 counts. "
              "Define the count. Player 1 counts.",
              "90 10 97");
    m.steps(3);
    QCOMPARE(m.counts(), std::string("95 10"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("0 15")); // the actual one reset on its own
    QVERIFY(!m.engine->state().countReset);    // only the visible universe's reset counts
    QCOMPARE(m.value("Player 1's counting number"), dec("5"));
    m.steps(2);
    QCOMPARE(m.counts(), std::string("5 0"));
    QVERIFY(m.engine->state().countReset);
    QCOMPARE(m.value("Player 1's counting number"), dec("6"));
}

void TestUnfair::visibleResetRaisesCountingNumber()
{
    Machine m("Define Player 1's raising number. Define the count. Player 1 counts. Player 1 counts.", "2.5 95");
    m.steps(3);
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.value("Player 1's counting number"), dec("7.5"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("7.5"));
}

void TestUnfair::countingNumberAbove100ResetsEveryone()
{
    Machine m("Define Player 1's counting number. Define Player 2's counting number. Define the count. "
              "Player 1 counts.",
              "100 7 95");
    m.steps(4);
    // 95 + 100 resets; CN 100 + RN 1 = 101 > 100: every CN is 5, Player 1's RN 1.5
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.value("Player 1's counting number"), dec("5"));
    QCOMPARE(m.value("Player 2's counting number"), dec("5"));
    QCOMPARE(m.value("Player 1's raising number"), dec("1.5"));
    QCOMPARE(m.value("Player 2's raising number"), dec("1"));
}

void TestUnfair::countingNumberOf100IsNotAbove100()
{
    Machine m("Define Player 1's counting number. Define the count. Player 1 counts.", "99 1");
    m.steps(3);
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.value("Player 1's counting number"), dec("100"));
    QCOMPARE(m.value("Player 1's raising number"), dec("1"));
}

void TestUnfair::hPrints72()
{
    std::string source;
    for (int i = 0; i < 32; ++i)
        source += "Player 1 counts.\n";
    source += "Evaluate the count.";
    Machine m(source.c_str());
    m.steps(19);
    QCOMPARE(m.counts(), std::string("95"));
    m.steps(1); // the 20th count reaches 100: reset, CN 6
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.value("Player 1's counting number"), dec("6"));
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("72\n"));
    QCOMPARE(m.engine->tick(), std::uint64_t(33));
}

void TestUnfair::exampleGame()
{
    std::string source = "Player 1 counts. Player 2 counts.";
    for (int i = 0; i < 16; ++i)
        source += " Player 1 counts.";
    source += " Player 2 counts. Player 2 counts. Player 1 counts. Player 2 counts.";
    Machine m(source.c_str());
    m.steps(2);
    QCOMPARE(m.counts(), std::string("10"));
    m.steps(16);
    QCOMPARE(m.counts(), std::string("90"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("95"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.value("Player 2's counting number"), dec("6"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("5"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("11"));
}

void TestUnfair::deSyncLooksBackThroughTheActualHistory_data()
{
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QString>("visible");
    // history of the actual universe: 0 5 10 15, then this de-sync's own count: 20
    QTest::newRow("0 steps: right after this count") << "0"
                                                     << "20";
    QTest::newRow("1 step") << "1"
                            << "15";
    QTest::newRow("4 steps: the start") << "4"
                                        << "0";
    QTest::newRow("before the start is 0") << "5"
                                           << "0";
    QTest::newRow("far before") << "1000000000000000000000000"
                                << "0";
    QTest::newRow("2.0 is whole") << "2.0"
                                  << "10";
    QTest::newRow("38 digits") << "99999999999999999999999999999999999999"
                               << "0";
    QTest::newRow("leading zeros are no digits") << "0000000000000000000000000000000000000000002"
                                                 << "10";
}

void TestUnfair::deSyncLooksBackThroughTheActualHistory()
{
    QFETCH(QString, steps);
    QFETCH(QString, visible);
    const std::string source =
        "Player 1 counts. Player 1 counts. Player 1 counts. Player 1 de-syncs for " + steps.toStdString() + " steps.";
    Machine m(source.c_str());
    QVERIFY(m.ok);
    m.steps(4);
    QCOMPARE(m.counts(), "20 " + visible.toStdString());
}

void TestUnfair::deSyncStepsAreCountingStatementsOnly()
{
    // Labels, jumps, Evaluate and Define are not steps; re-syncs and de-syncs are.
    Machine m("Player 1 counts. Label a. Evaluate the count. Player 1 counts. Do b again. Label b. "
              "Player 2 de-syncs for 2 steps. Player 2 de-syncs for 1 step.");
    m.run(7);
    QCOMPARE(m.counts(), std::string("15 5"));
    m.run(1); // actual 20; one step back is the previous de-sync's 15
    QCOMPARE(m.counts(), std::string("20 10 15"));
}

void TestUnfair::firstDeSyncExample()
{
    Machine m("Define Player 1's counting number. Define Player 2's counting number. Define the count. "
              "Player 2 counts. Player 1 counts. Player 1 counts. Player 2 de-syncs for 2 steps. "
              "Player 1 counts. Player 2 re-syncs the count from Player 2's mistake.",
              "8 12 32");
    m.steps(4);
    QCOMPARE(m.counts(), std::string("44"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("52"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("60"));
    m.steps(1); // the document prints 44; two steps back from 72 is 52
    QCOMPARE(m.counts(), std::string("72 52"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("80 60"));
    m.steps(1);
    QCOMPARE(m.counts(), std::string("92"));
}

void TestUnfair::layeredTable()
{
    const std::string source = std::string(TableSetup)
                               + "Player 2 counts. Player 3 counts. Player 1 de-syncs for 2 steps. Player 3 counts. "
                                 "Player 2 de-syncs for 4 steps. Player 3 counts. Player 1 counts. "
                                 "Player 2 re-syncs the count from Player 1's mistake.";
    Machine m(source.c_str(), "8 12 9 29");
    m.steps(4);
    const char *rows[] = {"41", "50", "58 41", "67 50", "79 62 41", "88 71 50", "96 79 58", "0"};
    for (const char *row : rows) {
        m.steps(1);
        QCOMPARE(m.counts(), std::string(row));
    }
    QCOMPARE(m.value("Player 2's counting number"), dec("13"));
}

void TestUnfair::layeredTableWithOrdinal()
{
    // The document prints 62, 71, 79 in the middle column; the rules give 58, 67, 75.
    const std::string source = std::string(TableSetup)
                               + "Player 2 counts. Player 3 counts. Player 1 de-syncs for 2 steps. Player 3 counts. "
                                 "Player 1 de-syncs for 4 steps. Player 3 counts. Player 1 counts. "
                                 "Player 2 re-syncs the count from Player 1's 1st mistake.";
    Machine m(source.c_str(), "8 12 9 29");
    m.steps(4);
    const char *rows[] = {"41", "50", "58 41", "67 50", "75 58 41", "84 67 50", "92 75 58", "0"};
    for (const char *row : rows) {
        m.steps(1);
        QCOMPARE(m.counts(), std::string(row));
        if (std::string(row) == "92 75 58") {
            QCOMPARE(m.engine->state().mistakeOrdinal(1), std::uint64_t(1));
            QCOMPARE(m.engine->state().mistakeOrdinal(2), std::uint64_t(2));
        }
    }
}

void TestUnfair::reSyncFromNewestMistake()
{
    Machine m("Player 1 de-syncs for 1 step. Player 2 de-syncs for 1 step. Player 1 de-syncs for 1 step. "
              "Player 3 re-syncs the count from Player 1's mistake.");
    m.steps(3);
    QCOMPARE(m.engine->state().universes.size(), std::size_t(4));
    m.steps(1); // Player 1's newest is the top universe: only it goes; Player 3 counts on the rest
    QCOMPARE(m.engine->state().universes.size(), std::size_t(3));
    QCOMPARE(m.counts(), std::string("20 15 15"));
}

void TestUnfair::reSyncFromKthLiveMistake()
{
    // Player 1 makes four mistakes; the 2nd goes, with everything above it.
    // Then the old 4th is gone too, and the 1st is still the 1st.
    Machine m("Player 1 de-syncs for 0 steps. Player 1 de-syncs for 0 steps. Player 2 de-syncs for 0 steps. "
              "Player 1 de-syncs for 0 steps. Player 1 de-syncs for 0 steps. "
              "Player 2 re-syncs the count from Player 1's 2nd mistake. "
              "Player 2 re-syncs the count from Player 1's 1ST mistake.");
    m.steps(5);
    QCOMPARE(m.engine->state().universes.size(), std::size_t(6));
    m.steps(1);
    QCOMPARE(m.engine->state().universes.size(), std::size_t(2));
    QCOMPARE(*m.engine->state().universes[1].origin, std::uint32_t(0));
    m.steps(1);
    QCOMPARE(m.engine->state().universes.size(), std::size_t(1));
    QCOMPARE(m.run(), StopReason::Finished);
}

void TestUnfair::reSyncCountsAsAStep()
{
    Machine m("Player 1 de-syncs for 0 steps. Player 1 re-syncs the count from Player 1's mistake. "
              "Player 1 de-syncs for 1 step.");
    m.run();
    // actual history: 0 5 10 15; one step back from 15 is the re-sync's 10
    QCOMPARE(m.counts(), std::string("15 10"));
    // The universe knows its de-sync: N and the tick (its sentence included).
    const auto &universes = m.engine->state().universes;
    QCOMPARE(universes[1].steps, std::uint64_t(1));
    QCOMPARE(universes[1].tick, std::uint64_t(3));
    QCOMPARE(universes[0].steps, std::uint64_t(0));
    QCOMPARE(universes[0].tick, std::uint64_t(0));
}

void TestUnfair::reSyncFromMissingMistakeIsAnError()
{
    {
        Machine m("Player 1 counts.\nPlayer 1 re-syncs the count from Player 2's mistake.");
        QCOMPARE(m.run(), StopReason::Error);
        QCOMPARE(englishText(m.engine->error()->message), std::string("Player 2 has no live mistake to re-sync from"));
        QCOMPARE(m.engine->error()->range.begin, (SourcePos{2, 1}));
        QCOMPARE(m.engine->tick(), std::uint64_t(1));
        QCOMPARE(m.counts(), std::string("5")); // nothing happened
    }
    {
        Machine m("Player 2 de-syncs for 1 step. Player 2 de-syncs for 1 step. "
                  "Player 1 re-syncs the count from Player 2's 3rd mistake.");
        QCOMPARE(m.run(), StopReason::Error);
        QCOMPARE(englishText(m.engine->error()->message),
                 std::string("Player 2 has no 3rd live mistake (Player 2 has 2)"));
        QCOMPARE(m.engine->state().universes.size(), std::size_t(3));
    }
    {
        // a re-synced mistake is not live any more
        Machine m("Player 2 de-syncs for 1 step. Player 1 re-syncs the count from Player 2's mistake. "
                  "Player 1 re-syncs the count from Player 2's 1st mistake.");
        QCOMPARE(m.run(), StopReason::Error);
        QCOMPARE(m.engine->nextStatement().index, 2);
    }
}

void TestUnfair::fullReset()
{
    Machine m("Define Player 1's raising number. Player 1 counts. Player 1 de-syncs for 12 steps. "
              "Define the count. Player 1 counts. If the count resets, then do x again. Label x. "
              "Player 2 re-syncs the count by a full reset. "
              "If the count resets, then do y again. Evaluate the count. Label y. Player 1 counts. "
              "Player 1 de-syncs for 5 steps. Evaluate the count. "
              "Player 1 re-syncs the count from Player 1's 2nd mistake.",
              "3 96");
    m.steps(5);
    QVERIFY(m.engine->state().countReset);
    QCOMPARE(m.value("Player 1's counting number"), dec("8"));
    m.steps(3);
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.engine->state().visible().history.size(), std::size_t(1));
    QVERIFY(!m.engine->state().countReset);
    QCOMPARE(m.value("Player 1's counting number"), dec("5"));
    QCOMPARE(m.value("Player 1's raising number"), dec("1"));
    QCOMPARE(m.value("Player 2's counting number"), dec("5")); // Player 2 did not count
    m.steps(4);
    QCOMPARE(m.counts(), std::string("5"));
    m.steps(2); // history before the full reset is 0
    QCOMPARE(m.counts(), std::string("10 0"));
    // the mistake from before the reset is gone: only one live mistake
    QCOMPARE(m.run(), StopReason::Error);
    QCOMPARE(m.out(), QStringLiteral("0\n0\n"));
}

void TestUnfair::playersAreEqualByValue()
{
    Machine m("Player 1.0 counts. Player 01 counts. Player 1.5 counts. Evaluate Player 1's counting number.");
    QCOMPARE(m.engine->program().playerCount(), std::size_t(2));
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.counts(), std::string("15"));
}

void TestUnfair::playersGetAStateAsTheyAreNamed()
{
    // A player keeps a state of its own only once a statement names it; a
    // comparison of two players who have none yet reads both (the first
    // one's stays valid while the second gets its own).
    Machine m("If Player 1's counting number is smaller then Player 2's raising number, then do a again.\n"
              "Evaluate Player 3's counting number. Label a. Evaluate Player 4's raising number.\n"
              "Define Player 5's counting number. Player 1 counts. Evaluate Player 5's counting number.",
              "7\n");
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("5\n1\n7\n"));
    const Unfair::State &state = m.engine->state();
    QCOMPARE(state.players.size(), std::size_t(5));
    QCOMPARE(state.players[4].countingNumber, dec("7"));
    QCOMPARE(state.players[2].countingNumber, dec("5"));
    QVERIFY(state.players[0].mentioned && state.players[1].mentioned);
    Unfair::State copy = state;
    QVERIFY(copy == state);
    copy.players[1].raisingNumber = dec("2");
    QVERIFY(!(copy == state));
}

void TestUnfair::labelsAndJumps()
{
    // a jump lands on the label, which then runs as a sentence of its own
    Machine m("Do end again. Label loop. Player 1 counts. Label end. Evaluate the count.");
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("0\n"));
    QCOMPARE(m.engine->tick(), std::uint64_t(3));
    QCOMPARE(m.engine->program().labelStatement("loop"), std::optional<std::uint32_t>(1));
    QCOMPARE(m.engine->program().labelStatement("Loop"), std::optional<std::uint32_t>());
}

void TestUnfair::countResetsCondition()
{
    // false before any counting statement, true after a reset, false again after a full reset
    Machine m("If the count resets, then do a again. Evaluate the count. Label a. Define the count. "
              "Player 1 counts. If the count resets, then do b again. Evaluate the count. Label b. "
              "Player 1 re-syncs the count by a full reset. If the count resets, then do c again. "
              "Evaluate Player 1's counting number. Label c.",
              "99");
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("0\n5\n"));
}

void TestUnfair::comparisons_data()
{
    QTest::addColumn<QString>("condition");
    QTest::addColumn<bool>("holds");
    // Player 1: CN 8, RN 1; Player 2: CN 12, RN 1.5; the count is 20
    QTest::newRow("bigger, bare right") << "Player 2's counting number is bigger then Player 1's" << true;
    QTest::newRow("smaller, bare left") << "Player 2's is smaller then Player 1's counting number" << false;
    QTest::newRow("equal is not bigger") << "Player 1's raising number is bigger then 1" << false;
    QTest::newRow("equal is not smaller") << "Player 1's raising number is smaller then 1" << false;
    QTest::newRow("raising vs counting") << "Player 2's raising number is smaller then Player 1's counting number"
                                         << true;
    QTest::newRow("than") << "Player 2's raising number is bigger than Player 1's" << true;
    QTest::newRow("the count (extension)") << "the count is bigger then Player 2's counting number" << true;
    QTest::newRow("literal (extension)") << "the count is smaller then 20.5" << true;
    QTest::newRow("negative literal") << "-1 is smaller then the count" << true;
    QTest::newRow("fractions exact") << "Player 2's raising number is bigger then 1.4999999999999999999" << true;
}

void TestUnfair::comparisons()
{
    QFETCH(QString, condition);
    QFETCH(bool, holds);
    // When the condition holds the jump skips the Define that sets the count to 0.
    const std::string source = "Define Player 1's counting number. Define Player 2's counting number. "
                               "Define Player 2's raising number. Define the count. If "
                               + condition.toStdString()
                               + ", then do yes again. Define the count. Label yes. Evaluate the count.";
    Machine m(source.c_str(), "8 12 1.5 20 0");
    QVERIFY(m.ok);
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), holds ? QStringLiteral("20\n") : QStringLiteral("0\n"));
}

void TestUnfair::evaluateWritesNumbers()
{
    Machine m("Define Player 1's raising number. Evaluate Player 1's raising number. Define the count. "
              "Evaluate the count. Define Player 1's counting number. Evaluate Player 1's counting number.",
              "0.50 -3 1e5");
    QCOMPARE(m.run(), StopReason::Error); // 1e5 is not a number
    QCOMPARE(m.out(), QStringLiteral("0.5\n-3\n"));
}

void TestUnfair::defineTheCountChangesOnlyTheVisibleUniverse()
{
    Machine m("Player 1 counts. Player 1 de-syncs for 1 step. Define the count.", "42");
    m.run();
    QCOMPARE(m.counts(), std::string("10 42"));
    QCOMPARE(m.engine->state().visible().history.size(), std::size_t(1));
    QCOMPARE(m.engine->state().visible().history.back(), dec("42"));
}

void TestUnfair::defineTheCountIsTheLatestHistoryEntry()
{
    Machine m("Player 1 counts. Define the count. Player 1 de-syncs for 1 step.", "1000.25");
    QCOMPARE(m.run(), StopReason::Finished);
    // 1000.25 + 5 resets; one step back is the defined count
    QCOMPARE(m.counts(), std::string("0 1000.25"));
    QCOMPARE(m.engine->state().actual().history.size(), std::size_t(3)); // 0, 1000.25, 0
}

void TestUnfair::definePlayerNumbers()
{
    Machine m("Define Player 1's counting number. Define Player 1's raising number. Define the count. "
              "Player 1 counts. Evaluate the count. Evaluate Player 1's counting number.",
              "2,5 0.25 98");
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("0\n2.75\n")); // 98 + 2.5 resets; CN 2.5 + 0.25
}

void TestUnfair::endOfInputStopsNormally()
{
    Machine m("Label loop. Define the count. Evaluate the count. Do loop again.", "1 2");
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("1\n2\n"));
    QVERIFY(m.engine->finished());
    QCOMPARE(m.engine->step(), StopReason::Finished);
    // null input is the end of input at once
    auto parsed = Unfair::parse("Define the count. Evaluate the count.");
    Engine engine(parsed.program);
    QCOMPARE(engine.run(10), StopReason::Finished);
}

void TestUnfair::inputThatIsNotANumberIsAnError()
{
    Machine m("Evaluate the count.\n  Define the count.", "12abc");
    QCOMPARE(m.run(), StopReason::Error);
    QCOMPARE(englishText(m.engine->error()->message), std::string("input '12abc' is not a number"));
    QCOMPARE(m.engine->error()->range.begin, (SourcePos{2, 3}));
    QCOMPARE(m.engine->nextStatement().index, 1);
    QCOMPARE(m.engine->step(), StopReason::Error);
}

void TestUnfair::pendingInputConsumesNothing()
{
    auto parsed = Unfair::parse("Player 1 counts. Define the count. Evaluate the count.");
    TextInput input({}, false);
    StringOutput output;
    Engine engine(parsed.program, {}, &input, &output);
    QCOMPARE(engine.run(10), StopReason::InputNeeded);
    QCOMPARE(engine.tick(), std::uint64_t(1));
    const Unfair::Snapshot before = engine.snapshot();
    QCOMPARE(engine.step(), StopReason::InputNeeded);
    QVERIFY(engine.snapshot() == before);
    input.append("7 ");
    QCOMPARE(engine.run(10), StopReason::Finished);
    QCOMPARE(output.text(), std::string("7\n"));
}

void TestUnfair::stepLimitCountsEverySentence()
{
    Unfair::Settings settings;
    settings.maxSteps = 7;
    Machine m("Label l. Player 1 counts. Do l again.", "", settings);
    QCOMPARE(m.run(), StopReason::StepLimit);
    QCOMPARE(m.engine->tick(), std::uint64_t(7)); // l, count, do, l, count, do, l
    QCOMPARE(m.counts(), std::string("10"));
    QCOMPARE(m.engine->step(), StopReason::StepLimit);
    QVERIFY(m.engine->finished());
}

void TestUnfair::finishingAtTheLimitIsFinished()
{
    Unfair::Settings settings;
    settings.maxSteps = 2;
    Machine m("Player 1 counts. Evaluate the count.", "", settings);
    QCOMPARE(m.run(), StopReason::Finished);
    QCOMPARE(m.out(), QStringLiteral("5\n"));
}

void TestUnfair::overflowIsARuntimeError()
{
    Machine m("Define Player 1's counting number. Define the count.\nPlayer 1 counts.",
              "99999999999999999999999999999999999999 1");
    QCOMPARE(m.run(), StopReason::Error);
    QCOMPARE(m.counts(), std::string("1")); // unchanged
    QCOMPARE(m.engine->error()->range.begin, (SourcePos{2, 1}));
    QCOMPARE(englishText(m.engine->error()->message),
             std::string("the count overflowed: 1 + 99999999999999999999999999999999999999 needs more than 38 digits"));
    QCOMPARE(m.engine->tick(), std::uint64_t(2));

    // the CN bump can overflow too
    Machine bump(
        "Define Player 1's counting number. Define Player 1's raising number. Define the count. Player 1 counts.",
        "99999999999999999999999999999999999998 2 -99999999999999999999999999999999999800");
    QCOMPARE(bump.run(), StopReason::Error);
    QCOMPARE(englishText(bump.engine->error()->message), std::string("Player 1's counting number overflowed"));
    QCOMPARE(bump.counts(), std::string("-99999999999999999999999999999999999800")); // unchanged
}

void TestUnfair::eventsReportTheGame()
{
    Machine m("Label top. Define the count. Player 1 de-syncs for 1 step. Player 2 counts. "
              "Player 3 re-syncs the count from Player 1's mistake. Evaluate the count. "
              "Player 1 re-syncs the count by a full reset. Define Player 1's counting number. "
              "Define the count. Player 1 counts. If the count resets, then do end again. Label end.",
              "90 100 97");
    // 95 | 90 after the de-sync; Player 2's count resets only the actual universe;
    // Player 3's re-sync removes the mistake and counts 0 + 5; after the full
    // reset Player 1 (CN 100) counts 97 + 100: reset, CN 101, everyone back to 5.
    Recorder recorder;
    m.engine->setEventListener(&recorder);
    QCOMPARE(m.run(), StopReason::Finished);

    const auto counts = recorder.of(EventKind::Count);
    QCOMPARE(counts.size(), std::size_t(4));
    QCOMPARE(counts[0].value, dec("5"));
    QCOMPARE(counts[0].tick, std::uint64_t(3));
    QCOMPARE(counts[0].statement, std::uint32_t(2));

    const auto deSyncs = recorder.of(EventKind::DeSync);
    QCOMPARE(deSyncs.size(), std::size_t(1));
    QCOMPARE(deSyncs[0].universe, std::size_t(1));
    QCOMPARE(deSyncs[0].ordinal, std::uint64_t(1));
    QCOMPARE(deSyncs[0].player, std::uint32_t(0));
    QCOMPARE(deSyncs[0].value, dec("90"));

    const auto reSyncs = recorder.of(EventKind::ReSync);
    QCOMPARE(reSyncs.size(), std::size_t(1));
    QCOMPARE(reSyncs[0].universe, std::size_t(1));
    QCOMPARE(reSyncs[0].universes, std::size_t(1));
    QCOMPARE(reSyncs[0].other, std::uint32_t(0));
    QCOMPARE(reSyncs[0].player, std::uint32_t(2));

    const auto resets = recorder.of(EventKind::Reset);
    QCOMPARE(resets.size(), std::size_t(1));
    QCOMPARE(resets[0].previous, dec("100"));
    QCOMPARE(resets[0].value, dec("101"));
    QCOMPARE(resets[0].tick, std::uint64_t(10));
    const auto cnResets = recorder.of(EventKind::CountingNumberReset);
    QCOMPARE(cnResets.size(), std::size_t(1));
    QCOMPARE(cnResets[0].value, dec("1.5"));

    QCOMPARE(recorder.of(EventKind::FullReset).size(), std::size_t(1));
    QCOMPARE(recorder.of(EventKind::InputRead).size(), std::size_t(3));
    QCOMPARE(recorder.of(EventKind::InputRead)[1].text, std::string("100"));
    QCOMPARE(recorder.of(EventKind::OutputWritten).size(), std::size_t(1));
    QCOMPARE(recorder.of(EventKind::OutputWritten)[0].text, std::string("5\n"));
    const auto jumps = recorder.of(EventKind::Jump);
    QCOMPARE(jumps.size(), std::size_t(1));
    QCOMPARE(jumps[0].target, std::uint32_t(11));
}

void TestUnfair::requestStopEndsRunAfterTheTick()
{
    Machine m("Label l. Player 1 counts. Evaluate the count. Do l again.");
    Recorder recorder;
    recorder.engine = m.engine.get();
    recorder.stopOn = EventKind::Reset;
    m.engine->setEventListener(&recorder);
    QCOMPARE(m.run(), StopReason::Event);
    QCOMPARE(m.counts(), std::string("0"));
    QCOMPARE(m.engine->nextStatement().index, 2);          // right after the count that reset
    QCOMPARE(m.engine->tick(), std::uint64_t(4 * 19 + 2)); // the 20th count
    QCOMPARE(m.run(3), StopReason::Step);
}

void TestUnfair::breakpointsStopBeforeStatements()
{
    Machine m("Label l. Player 1 counts. Evaluate the count. Do l again.");
    m.engine->setBreakpoints(std::vector<CodeIndex>{{1, 2}});
    QCOMPARE(m.run(), StopReason::Breakpoint);
    QCOMPARE(m.engine->nextStatement().index, 2);
    QCOMPARE(m.engine->tick(), std::uint64_t(2));
    // continuing runs the marked statement first
    QCOMPARE(m.run(), StopReason::Breakpoint);
    QCOMPARE(m.engine->tick(), std::uint64_t(6));
    QCOMPARE(m.out(), QStringLiteral("5\n"));
    // step() ignores breakpoints
    QCOMPARE(m.engine->step(), StopReason::Step);
    QCOMPARE(m.engine->step(), StopReason::Step);
    m.engine->setBreakpoints({});
    QCOMPARE(m.run(100), StopReason::Step);
}

void TestUnfair::snapshotRoundTrip()
{
    const std::string source =
        std::string(TableSetup)
        + "Label top. Player 2 counts. Player 3 counts. Player 1 de-syncs for 2 steps. Evaluate the count. "
          "Player 2 de-syncs for 4 steps. Player 1 counts. Player 2 re-syncs the count from Player 1's mistake. "
          "Define Player 3's raising number. If the count resets, then do top again. Do top again.";
    std::string numbers = "8 12 9 29";
    for (int i = 1; i <= 30; ++i)
        numbers += ' ' + std::to_string(i) + ".5";
    Machine m(source.c_str(), numbers.c_str());
    QCOMPARE(m.run(25), StopReason::Step);
    const Unfair::Snapshot snapshot = m.engine->snapshot();
    const std::string outputBefore = m.output.text();
    std::string unread; // the input as it is at the snapshot
    for (std::size_t i = 0; i < m.input.available(); ++i) {
        std::string token;
        m.input.peek(i, token);
        unread += token + ' ';
    }
    QVERIFY(snapshot.byteSize() > 0);

    QCOMPARE(m.run(40), StopReason::Step);
    const Unfair::Snapshot later = m.engine->snapshot();
    const std::string outputLater = m.output.text().substr(outputBefore.size());
    QVERIFY(!(later == snapshot));

    // back to the snapshot, with the input as it was then
    m.engine->restore(snapshot);
    QVERIFY(m.engine->snapshot() == snapshot);
    TextInput input(unread);
    StringOutput output;
    m.engine->setInput(&input);
    m.engine->setOutput(&output);
    for (int i = 0; i < 40; ++i)
        m.engine->step();
    QVERIFY(m.engine->snapshot() == later);
    QCOMPARE(output.text(), outputLater);
    QCOMPARE(m.engine->tick(), std::uint64_t(65));
}

void TestUnfair::snapshotsShareLongHistories()
{
    Machine m("Label l. Player 1 counts. Do l again.");
    m.run(3 * 100'000);
    const Unfair::Snapshot a = m.engine->snapshot();
    QCOMPARE(a.actual().history.size(), std::size_t(100'001));
    const Unfair::Snapshot b = m.engine->snapshot();
    // two snapshots share the full chunks, so each counts about half of them
    QVERIFY(a.byteSize() < 100'001);
    QVERIFY(a == b);
    m.run(3);
    QVERIFY(!(m.engine->snapshot() == a));
    m.engine->restore(a);
    QVERIFY(m.engine->snapshot() == b);
    // Only the newest entries are kept (no de-sync reaches further): the
    // older ones read as 0.
    const std::size_t first = a.actual().history.firstKept();
    QVERIFY(first > 0);
    QVERIFY(a.actual().history.size() - first >= 8192);
    QCOMPARE(a.actual().history.at(1), Decimal());
    QVERIFY(!a.actual().history.at(first + 1).isZero() || !a.actual().history.at(first + 2).isZero());
    QCOMPARE(a.actual().history.stepsBack(0), a.actual().count);
}

void TestUnfair::valueNames()
{
    Machine m("Player 2 counts. Player 1 de-syncs for 1 step.");
    m.run();
    QCOMPARE(m.engine->valueOf("the count"), std::optional<Decimal>(dec("5")));
    QCOMPARE(m.engine->valueOf("The  Actual\ncount"), std::optional<Decimal>(dec("10")));
    QCOMPARE(m.engine->valueOf("Player 2's counting number"), std::optional<Decimal>(dec("5")));
    QCOMPARE(m.engine->valueOf("player 2.0's RAISING number"), std::optional<Decimal>(dec("1")));
    QCOMPARE(m.engine->valueOf("Player 9's counting number"), std::optional<Decimal>());
    QCOMPARE(m.engine->valueOf("the score"), std::optional<Decimal>());
    QCOMPARE(m.engine->playerName(0), std::string("Player 2"));
}

QTEST_GUILESS_MAIN(TestUnfair)
#include "tst_unfair.moc"
