// DebugSession on the real engines and real programs: pausing, every kind of
// breakpoint, stepping back and forth, jumping, replay files and input.
#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"
#include "debug/replayfile.h"
#include "debugwords.h"
#include "fyb/snapshot.h"
#include "languages/cheat/cheatdebug.h"
#include "languages/fyb/fybdebug.h"
#include "languages/unfair/unfairdebug.h"

#include <QFile>
#include <QHash>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Foulplay::Core::Debug;
using Foulplay::Core::StopReason;

namespace {

QString readData(const QString &name)
{
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/debug/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return QString::fromUtf8(file.readAll());
}

struct Stop {
    DebugStopReason reason = DebugStopReason::Entry;
    DebugLocation location;
};

// What nextStop() gives when no stop came: unequal to every real reason.
constexpr auto TimedOut = DebugStopReason(-1);

// The breakpoints as a front end keeps them (the IDE's manager, the DAP
// server's list): each edit goes to the session as one BreakpointDiff, and
// the hits the session reports are noted by id.
class FrontBreakpoints {
public:
    explicit FrontBreakpoints(DebugSession &session)
        : m_session(session)
    {
        QObject::connect(&session, &DebugSession::breakpointHit, &session,
                         [this](int id, std::uint64_t hits, const ConditionError &) { m_hits[id] = hits; });
        QObject::connect(&session, &DebugSession::loaded, &session, [this](bool ok) {
            if (ok)
                m_hits.clear();
        });
    }

    int addBreakpoint(Breakpoint breakpoint)
    {
        breakpoint.id = m_nextId++;
        m_list.append(breakpoint);
        BreakpointDiff diff;
        diff.added.append(breakpoint);
        m_session.editBreakpoints(diff);
        return breakpoint.id;
    }
    void setEnabled(int id, bool enabled)
    {
        BreakpointDiff diff;
        for (Breakpoint &breakpoint : m_list) {
            if (breakpoint.id == id) {
                breakpoint.enabled = enabled;
                diff.changed.append(breakpoint);
            }
        }
        m_session.editBreakpoints(diff);
    }
    void removeBreakpoint(int id)
    {
        m_list.removeIf([id](const Breakpoint &breakpoint) { return breakpoint.id == id; });
        BreakpointDiff diff;
        diff.removed.append(id);
        m_session.editBreakpoints(diff);
    }
    void clear()
    {
        BreakpointDiff diff;
        for (const Breakpoint &breakpoint : std::as_const(m_list))
            diff.removed.append(breakpoint.id);
        m_list.clear();
        m_session.editBreakpoints(diff);
    }
    std::uint64_t hits(int id) const { return m_hits.value(id); }

private:
    DebugSession &m_session;
    QList<Breakpoint> m_list;
    QHash<int, std::uint64_t> m_hits;
    int m_nextId = 1;
};

// A session with spies on its results, and helpers that wait for them.
class Harness {
public:
    Harness()
        : stopped(&session, &DebugSession::stopped)
        , finished(&session, &DebugSession::finished)
        , output(&session, &DebugSession::outputWritten)
        , input(&session, &DebugSession::inputRequested)
        , loaded(&session, &DebugSession::loaded)
        , model(session)
    {
        QObject::connect(&session, &DebugSession::stateChanged, &session,
                         [this](const DebugSnapshot &snapshot) { latest = snapshot; });
    }

    bool load(Language language, const QStringList &sources, DebugSettings settings = {})
    {
        session.setSettings(settings);
        session.load(language, sources);
        if (!loaded.wait(10000) || !loaded.last().at(0).toBool())
            return false;
        return nextStop().reason == DebugStopReason::Entry;
    }

    // Waits for the next stopped() (not counting those already seen). A
    // timeout gives a reason no stop has, so every check of it fails.
    Stop nextStop(int timeoutMs = 20000)
    {
        if (stopped.size() <= m_seen && !stopped.wait(timeoutMs)) {
            qWarning("no stop within %d ms", timeoutMs);
            return {TimedOut, {}};
        }
        const QList<QVariant> args = stopped.at(m_seen++);
        return {args.at(0).value<DebugStopReason>(), args.at(1).value<DebugLocation>()};
    }

    DebugResult nextFinish(int timeoutMs = 20000)
    {
        if (finished.size() <= m_finishesSeen && !finished.wait(timeoutMs)) {
            DebugResult timedOut;
            timedOut.reason = StopReason::Step;
            qWarning("no finish within %d ms", timeoutMs);
            return timedOut;
        }
        return finished.at(m_finishesSeen++).at(0).value<DebugResult>();
    }

    // The value of expression (names and arithmetic, as a watch reads them)
    // in the latest state; the error's text when it has none.
    QString value(const QString &expression) const
    {
        if (!latest.state || !latest.programs)
            return QStringLiteral("(nothing loaded)");
        std::vector<std::string> sources;
        for (int i = 0; i < descriptor(latest.language).capabilities.programs; ++i)
            sources.push_back(latest.programs->source(std::size_t(i)));
        std::unique_ptr<DebugEngine> engine = createDebugEngine(latest.language);
        std::vector<DebugDiagnostic> diagnostics;
        if (!engine->load(sources, DebugSettings(), nullptr, nullptr, diagnostics))
            return QStringLiteral("(the programs do not load)");
        engine->restore(*latest.state);
        ConditionError error;
        const std::optional<Condition> parsed =
            Condition::parse(expression, conditionVocabulary(latest.language), error);
        const auto value = parsed ? parsed->value(*engine, error) : std::nullopt;
        return value ? QString::fromStdString(value->toString()) : Foulplay::Words::conditionError(error);
    }

    QString allOutput() const
    {
        QString text;
        for (const QList<QVariant> &args : output)
            text += args.at(0).toString();
        return text;
    }

    DebugSession session;
    QSignalSpy stopped;
    QSignalSpy finished;
    QSignalSpy output;
    QSignalSpy input;
    QSignalSpy loaded;
    FrontBreakpoints model;
    DebugSnapshot latest;

private:
    int m_seen = 0;
    int m_finishesSeen = 0;
};

Breakpoint lineBreakpoint(int line, int program = 1)
{
    Breakpoint breakpoint;
    breakpoint.kind = BreakpointKind::Line;
    breakpoint.line = line;
    breakpoint.program = program;
    return breakpoint;
}

Breakpoint eventBreakpoint(DebugEventKind kind)
{
    Breakpoint breakpoint;
    breakpoint.kind = BreakpointKind::Event;
    breakpoint.event = kind;
    return breakpoint;
}

QStringList battle(const QString &first, const QString &second)
{
    return {readData(first), readData(second)};
}

} // namespace

class TestDebugSession final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pauseLatency_data();
    void pauseLatency();
    void lineAndLabelBreakpoints();
    void tickAndTurnBreakpoints();
    void eventBreakpoints_data();
    void eventBreakpoints();
    void pointerEntersCell();
    void runToEvent();
    void watchingSpeed();
    void hitCountsAndConditions();
    void stepBackAndForth_data();
    void stepBackAndForth();
    void stepOverAndRunToCursor();
    void stepTurn();
    void jumpToTick();
    void runBackToBreakpoint();
    void replayRoundTrip();
    void inputPauseAndResume();
    void errorsAndFinish();
    void programFactsOnceALoad();
};

void TestDebugSession::pauseLatency_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QStringList>("sources");
    QTest::newRow("unfair Do l again") << int(Language::Unfair) << QStringList{readData(QStringLiteral("loop.unfair"))};
    QTest::newRow("cheat forever") << int(Language::Cheat) << QStringList{readData(QStringLiteral("bob.cheat"))};
    QTest::newRow("fyb long battle") << int(Language::Fyb)
                                     << battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"));
}

void TestDebugSession::pauseLatency()
{
    QFETCH(int, language);
    QFETCH(QStringList, sources);
    Harness h;
    DebugSettings settings;
    settings.maxTurns = 1'000'000'000'000ull; // never ends while we measure
    QVERIFY(h.load(Language(language), sources, settings));
    // Pausing an endless run stops it where it is, every time; how fast is
    // measured by debug_bench (PauseLatency), not here.
    std::uint64_t lastTick = 0;
    for (int round = 0; round < 5; ++round) {
        h.session.run();
        QTRY_VERIFY_WITH_TIMEOUT(h.latest.tick > lastTick, 20000); // it really runs between the pauses
        h.session.pause();
        const Stop stop = h.nextStop();
        QCOMPARE(stop.reason, DebugStopReason::Pause);
        QCOMPARE(h.session.status(), DebugSession::Status::Ready);
        lastTick = h.latest.tick;
    }

    h.session.run();
    QTest::qWait(20);
    h.session.stop();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Stopped);
    QCOMPARE(h.session.status(), DebugSession::Status::Ready);
}

void TestDebugSession::lineAndLabelBreakpoints()
{
    Harness h;
    QVERIFY(h.load(Language::Unfair, {readData(QStringLiteral("loop.unfair"))}));
    const int line = h.model.addBreakpoint(lineBreakpoint(4)); // Player 2 counts.
    h.session.run();
    Stop stop = h.nextStop();
    QCOMPARE(stop.reason, DebugStopReason::Breakpoint);
    QCOMPARE(stop.location.line, 4);
    QCOMPARE(h.latest.tick, 2u); // Label, Player 1 counts
    h.session.run();             // continue: the next time round
    stop = h.nextStop();
    QCOMPARE(stop.location.line, 4);
    QCOMPARE(h.latest.tick, 6u);
    QCOMPARE(h.model.hits(line), 2u);

    h.model.setEnabled(line, false);
    Breakpoint label;
    label.kind = BreakpointKind::Label;
    label.label = QStringLiteral("top");
    h.model.addBreakpoint(label);
    h.session.run();
    stop = h.nextStop();
    QCOMPARE(stop.reason, DebugStopReason::Breakpoint);
    QCOMPARE(stop.location.line, 2);
    QCOMPARE(h.latest.tick, 8u); // arrived by the jump
}

void TestDebugSession::tickAndTurnBreakpoints()
{
    {
        Harness h;
        QVERIFY(h.load(Language::Cheat, {readData(QStringLiteral("bob.cheat"))}));
        Breakpoint tick;
        tick.kind = BreakpointKind::Tick;
        tick.number = 1001;
        h.model.addBreakpoint(tick);
        Breakpoint turn;
        turn.kind = BreakpointKind::Turn;
        turn.number = 2000;
        h.model.addBreakpoint(turn);
        h.session.run();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
        QCOMPARE(h.latest.tick, 1001u);
        h.session.run();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
        QCOMPARE(h.latest.tick, 4000u); // two statements a turn
        QCOMPARE(h.latest.turn, 2000u);
    }
    {
        Harness h;
        QVERIFY(h.load(Language::Fyb, battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"))));
        Breakpoint turn;
        turn.kind = BreakpointKind::Turn;
        turn.number = 12345;
        h.model.addBreakpoint(turn);
        h.session.run();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
        QCOMPARE(h.latest.turn, 12345u);
        const auto *battle = h.latest.engineSnapshot<Foulplay::Core::Fyb::Snapshot>();
        QVERIFY(battle);
        QCOMPARE(battle->turn, 12345u);
        QCOMPARE(battle->next, 0u); // at the start of the turn
    }
}

void TestDebugSession::eventBreakpoints_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("event");
    QTest::addColumn<QString>("check"); // a condition that must hold at the stop

    const QStringList loop{readData(QStringLiteral("loop.unfair"))};
    QTest::newRow("unfair count reset") << int(Language::Unfair) << loop << QString() << int(UnfairEvent::CountReset)
                                        << QStringLiteral("the count = 0 and cn(1) + cn(2) = 11");
    QTest::newRow("unfair CN > 100") << int(Language::Unfair) << loop << QString() << int(UnfairEvent::BigReset)
                                     << QStringLiteral("cn(1) = 5 and cn(2) = 5");
    const QString desync = QStringLiteral("Player 1 counts. Player 2 de-syncs for 1 steps.\n"
                                          "Player 1 re-syncs the count from Player 2's mistake.\n"
                                          "Player 1 re-syncs the count by a full reset.\n"
                                          "Evaluate the count.\n");
    QTest::newRow("unfair de-sync") << int(Language::Unfair) << QStringList{desync} << QString()
                                    << int(UnfairEvent::Desync) << QStringLiteral("universes = 2");
    QTest::newRow("unfair re-sync") << int(Language::Unfair) << QStringList{desync} << QString()
                                    << int(UnfairEvent::Resync) << QStringLiteral("universes = 1 and tick = 3");
    QTest::newRow("unfair full reset") << int(Language::Unfair) << QStringList{desync} << QString()
                                       << int(UnfairEvent::FullReset) << QStringLiteral("the count = 0 and tick = 4");

    const QStringList machine{readData(QStringLiteral("machine.cheat"))};
    QTest::newRow("cheat committed") << int(Language::Cheat) << machine << QStringLiteral("yes")
                                     << int(CheatEvent::CheatCommitted) << QStringLiteral("score(Olivia) = 2");
    QTest::newRow("cheat valid call") << int(Language::Cheat) << machine << QStringLiteral("yes")
                                      << int(CheatEvent::ValidCall) << QStringLiteral("score(Olivia) = 0");
    const QStringList bob{readData(QStringLiteral("bob.cheat"))};
    QTest::newRow("cheat win") << int(Language::Cheat) << bob << QString() << int(CheatEvent::Win)
                               << QStringLiteral("wins(Bob) = 1 and score(Bob) = 0");
    const QString revoke = QStringLiteral("Mallory counts by 100.\nAlice calls cheat to Mallory if Mallory won.\n");
    QTest::newRow("cheat win revoked") << int(Language::Cheat) << QStringList{revoke} << QString()
                                       << int(CheatEvent::WinRevoked) << QStringLiteral("wins(Mallory) = 0");

    const QStringList bomber = battle(QStringLiteral("bomber.fyb"), QStringLiteral("idle.fyb"));
    // The bomb's cell depends on the chase; the test finds it in the snapshot.
    QTest::newRow("fyb commit") << int(Language::Fyb) << bomber << QString() << int(FybEvent::Commit)
                                << QStringLiteral("threads(1) = 1");
    QTest::newRow("fyb bomb") << int(Language::Fyb) << bomber << QString() << int(FybEvent::BombCommit)
                              << QStringLiteral("threads(2) = 1");
    const QStringList threads = battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"));
    QTest::newRow("fyb fork") << int(Language::Fyb) << threads << QString() << int(FybEvent::Fork)
                              << QStringLiteral("threads(1) = 2");
    const QStringList defect{QStringLiteral("+@%"), QStringLiteral("%")};
    QTest::newRow("fyb defect") << int(Language::Fyb) << defect << QString() << int(FybEvent::Defect)
                                << QStringLiteral("defected(0) = 1");
    const QStringList dies{QStringLiteral("%%*"), QStringLiteral("%")};
    QTest::newRow("fyb thread died") << int(Language::Fyb) << dies << QString() << int(FybEvent::ThreadDied)
                                     << QStringLiteral("threads(1) = 0");
}

void TestDebugSession::eventBreakpoints()
{
    QFETCH(int, language);
    QFETCH(QStringList, sources);
    QFETCH(QString, input);
    QFETCH(int, event);
    QFETCH(QString, check);
    Harness h;
    QVERIFY(h.load(Language(language), sources));
    if (!input.isEmpty())
        h.session.provideInput(input);
    const int id = h.model.addBreakpoint(eventBreakpoint(DebugEventKind(event)));
    QVERIFY(id > 0);
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    if (const auto *fyb = h.latest.engineSnapshot<Foulplay::Core::Fyb::Snapshot>();
        fyb && (event == int(FybEvent::Commit) || event == int(FybEvent::BombCommit))) {
        QCOMPARE(std::count(fyb->data[1].begin(), fyb->data[1].end(), std::uint8_t(14)), 1);
    }
    // The state at the stop is checked with a condition on a second breakpoint:
    // set it on the tick just reached, step back one and run onto it.
    const std::uint64_t tick = h.latest.tick;
    QVERIFY(tick > 0);
    h.model.setEnabled(id, false);
    Breakpoint at;
    at.kind = BreakpointKind::Tick;
    at.number = tick;
    at.condition = check;
    ConditionError error;
    QVERIFY2(Condition::parse(check, conditionVocabulary(Language(language)), error),
             qPrintable(Foulplay::Words::conditionError(error)));
    h.model.addBreakpoint(at);
    h.session.stepBack();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    QCOMPARE(h.latest.tick, tick - 1);
    h.session.run();
    const Stop stop = h.nextStop();
    QCOMPARE(stop.reason, DebugStopReason::Breakpoint);
    QCOMPARE(h.latest.tick, tick);
}

void TestDebugSession::pointerEntersCell()
{
    Harness h;
    QVERIFY(h.load(Language::Fyb, battle(QStringLiteral("bomber.fyb"), QStringLiteral("idle.fyb"))));
    Breakpoint cell = eventBreakpoint(FybEvent::PointerEntersCell);
    cell.program = 2;
    cell.cell = 3;
    QCOMPARE(Foulplay::Words::breakpoint(cell), QStringLiteral("a pointer enters cell 3 of program 2"));
    h.model.addBreakpoint(cell);
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    const auto *battle = h.latest.engineSnapshot<Foulplay::Core::Fyb::Snapshot>();
    QVERIFY(battle);
    // Thread 0 (program 1) aims its data pointer at program 2's buffer; thread
    // 1 (program 2) runs its own buffer.
    QVERIFY(battle->processes[0].dp == 3 || battle->processes[1].pp == 3);
    // No pointer comes back to that cell before the bomb ends the battle.
    h.session.run();
    QCOMPARE(h.nextFinish().winner, 1);
}

void TestDebugSession::runToEvent()
{
    // Program 1 bumps program 2's first cell and commits it, over and over,
    // until the value committed is the bomb.
    const QStringList bumper =
        battle(QStringLiteral("../fyb/battleview/pending.fyb"), QStringLiteral("../fyb/battleview/forker.fyb"));
    // Where the first commit and the bomb happen, found by event breakpoints.
    std::uint64_t commitTick = 0;
    std::uint64_t bombTick = 0;
    {
        Harness h;
        QVERIFY(h.load(Language::Fyb, bumper));
        const int commit = h.model.addBreakpoint(eventBreakpoint(FybEvent::Commit));
        h.session.run();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
        commitTick = h.latest.tick;
        h.model.setEnabled(commit, false);
        h.model.addBreakpoint(eventBreakpoint(FybEvent::BombCommit));
        h.session.run();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
        bombTick = h.latest.tick;
        QVERIFY(commitTick > 0 && bombTick > commitTick + 1);
    }
    Harness h;
    QVERIFY(h.load(Language::Fyb, bumper));
    // A navigation: a breakpoint on the way does not stop it.
    Breakpoint early;
    early.kind = BreakpointKind::Tick;
    early.number = commitTick - 1;
    QVERIFY(h.model.addBreakpoint(early) > 0);
    h.session.runToEvent(FybEvent::BombCommit);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    QCOMPARE(h.latest.tick, bombTick);
    const auto *frame = h.latest.engineSnapshot<Foulplay::Core::Fyb::Snapshot>();
    QVERIFY(frame);
    QCOMPARE(int(frame->data[1][0]), 14);
    // Behind the furthest tick reached it replays and stops just as exactly.
    h.session.jumpToTick(0);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Goto);
    h.session.runToEvent(FybEvent::Commit);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    QCOMPARE(h.latest.tick, commitTick);
    h.session.runToEvent(FybEvent::Commit);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    // The next commit is the bomb (13 first, then 14).
    QCOMPARE(h.latest.tick, bombTick);
    // None of that kind: the battle runs to its end.
    Harness lone;
    QVERIFY(lone.load(Language::Fyb, battle(QStringLiteral("bomber.fyb"), QStringLiteral("idle.fyb"))));
    lone.session.runToEvent(FybEvent::Fork);
    QCOMPARE(lone.nextFinish().winner, 1);
}

void TestDebugSession::watchingSpeed()
{
    Harness h;
    QVERIFY(h.load(Language::Unfair, {readData(QStringLiteral("loop.unfair"))}));
    // The pace itself is Pacer's (tst_breakpoints checks it on a given clock):
    // here, a paced run publishes tick after tick, and unlimited runs on.
    h.session.setSpeed(100); // ticks a second
    QList<std::uint64_t> ticks;
    const auto connection = QObject::connect(&h.session, &DebugSession::stateChanged, &h.session,
                                             [&ticks](const DebugSnapshot &snapshot) { ticks.append(snapshot.tick); });
    h.session.run();
    QTRY_VERIFY_WITH_TIMEOUT(h.latest.tick >= 3, 20000);
    h.session.pause();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Pause);
    QObject::disconnect(connection);
    QVERIFY(std::is_sorted(ticks.begin(), ticks.end()));
    QVERIFY(ticks.size() >= 2); // seen growing, not in one jump to the end
    h.session.setSpeed(0);
    const std::uint64_t paced = h.latest.tick;
    h.session.run();
    QTRY_VERIFY_WITH_TIMEOUT(h.latest.tick > paced + 100'000, 20000);
    h.session.pause();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Pause);
}

void TestDebugSession::hitCountsAndConditions()
{
    Harness h;
    QVERIFY(h.load(Language::Unfair, {readData(QStringLiteral("loop.unfair"))}));
    Breakpoint fifth = lineBreakpoint(3);
    fifth.hitTarget = 5;
    const int id = h.model.addBreakpoint(fifth);
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    QCOMPARE(h.latest.tick, 1u + 4 * 4); // the 5th time Player 1 is about to count
    QCOMPARE(h.model.hits(id), 5u);
    h.model.removeBreakpoint(id);

    Breakpoint when = lineBreakpoint(3);
    when.condition = QStringLiteral("Player 2's counting number > 6 or the count >= 95");
    h.model.addBreakpoint(when);
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    QVERIFY(h.latest.tick > 17);
    const int count = h.value(QStringLiteral("the count")).toInt();
    QVERIFY2(count >= 95 || h.value(QStringLiteral("Player 2's counting number")) == QLatin1String("7"),
             qPrintable(QString::number(count)));

    // A condition naming a value that does not exist stops with a message.
    QSignalSpy hits(&h.session, &DebugSession::breakpointHit);
    h.model.clear();
    Breakpoint missing = lineBreakpoint(3);
    missing.condition = QStringLiteral("cn(7) > 1");
    h.model.addBreakpoint(missing);
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    QVERIFY(!hits.isEmpty());
    const auto failure = hits.last().at(2).value<ConditionError>();
    QCOMPARE(failure.code, ConditionError::Code::NoSuchPlayer);
    QCOMPARE(failure.column, 1);
    QVERIFY2(Foulplay::Words::conditionError(failure).startsWith(QLatin1String("column 1: cn(7): ")),
             qPrintable(Foulplay::Words::conditionError(failure)));

    // Conditions of the other languages.
    Harness cheat;
    QVERIFY(cheat.load(Language::Cheat, {readData(QStringLiteral("bob.cheat"))}));
    Breakpoint score = lineBreakpoint(2);
    score.condition = QStringLiteral("score(Bob) >= 50");
    cheat.model.addBreakpoint(score);
    // An Unfair name in a Cheat run: the session keeps the breakpoint and
    // reports its condition as rejected, with the parser's error.
    QSignalSpy rejected(&cheat.session, &DebugSession::breakpointsRejected);
    QSignalSpy applied(&cheat.session, &DebugSession::breakpointsApplied);
    Breakpoint foreign = lineBreakpoint(2);
    foreign.condition = QStringLiteral("Player 1's counting number > 3");
    const int foreignId = cheat.model.addBreakpoint(foreign);
    QTRY_COMPARE(applied.size(), 2); // the score breakpoint's edit, then this one
    const auto refused = rejected.last().at(0).value<QList<BreakpointRejection>>();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().id, foreignId);
    QVERIFY(refused.first().error.isError());
    cheat.model.removeBreakpoint(foreignId);
    QTRY_COMPARE(applied.size(), 3);
    QVERIFY(rejected.last().at(0).value<QList<BreakpointRejection>>().isEmpty());
    cheat.session.run();
    QCOMPARE(cheat.nextStop().reason, DebugStopReason::Breakpoint);
    QCOMPARE(cheat.latest.tick, 100u); // Bob is about to count for the 51st time
    Harness fyb;
    QVERIFY(fyb.load(Language::Fyb, battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"))));
    Breakpoint threads;
    threads.kind = BreakpointKind::Event;
    threads.event = FybEvent::Fork;
    threads.condition = QStringLiteral("threads(1) > 2");
    fyb.model.addBreakpoint(threads);
    fyb.session.run();
    QCOMPARE(fyb.nextStop().reason, DebugStopReason::Breakpoint);
    QCOMPARE(fyb.value(QStringLiteral("threads(1)")), QStringLiteral("3"));
}

void TestDebugSession::stepBackAndForth_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QString>("input");
    QTest::newRow("unfair") << int(Language::Unfair) << QStringList{readData(QStringLiteral("loop.unfair"))}
                            << QString();
    QTest::newRow("cheat") << int(Language::Cheat) << QStringList{readData(QStringLiteral("machine.cheat"))}
                           << QStringLiteral("yes");
    QTest::newRow("fyb") << int(Language::Fyb) << battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"))
                         << QString();
}

void TestDebugSession::stepBackAndForth()
{
    QFETCH(int, language);
    QFETCH(QStringList, sources);
    QFETCH(QString, input);
    Harness h;
    QVERIFY(h.load(Language(language), sources));
    if (!input.isEmpty())
        h.session.provideInput(input);
    h.session.jumpToTick(3000);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Goto);
    const int n = 40;
    std::vector<DebugSnapshot> forward;
    for (int i = 0; i < n; ++i) {
        forward.push_back(h.latest);
        h.session.stepTick();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    }
    const DebugSnapshot end = h.latest;
    for (int i = n - 1; i >= 0; --i) {
        h.session.stepBack();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
        QCOMPARE(h.latest.tick, forward[std::size_t(i)].tick);
        QVERIFY(h.latest.state->equals(*forward[std::size_t(i)].state));
    }
    for (int i = 0; i < n; ++i) {
        h.session.stepTick();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    }
    QVERIFY(h.latest.state->equals(*end.state));
    QCOMPARE(h.latest.outputBytes, end.outputBytes);
}

void TestDebugSession::stepOverAndRunToCursor()
{
    Harness h;
    QVERIFY(h.load(Language::Unfair, {readData(QStringLiteral("leave.unfair"))}));
    h.session.stepTick();
    h.session.stepTick();
    QCOMPARE(h.nextStop().location.line, 3);
    QCOMPARE(h.nextStop().location.line, 4); // the jump
    h.session.stepOver();
    Stop stop = h.nextStop();
    QCOMPARE(stop.reason, DebugStopReason::Step);
    QCOMPARE(stop.location.line, 5); // the loop ran to its end
    QCOMPARE(h.value(QStringLiteral("the count")), QStringLiteral("50"));

    Harness cursor;
    QVERIFY(cursor.load(Language::Unfair, {readData(QStringLiteral("leave.unfair"))}));
    cursor.session.runToPosition(1, 5);
    stop = cursor.nextStop();
    QCOMPARE(stop.reason, DebugStopReason::Step);
    QCOMPARE(stop.location.line, 5);
    cursor.session.run();
    QCOMPARE(cursor.nextFinish().reason, StopReason::Finished);
    QCOMPARE(cursor.allOutput(), QStringLiteral("50\n"));

    // FYB: stepping over `[` runs the loop of that thread to its end.
    Harness fyb;
    QVERIFY(fyb.load(Language::Fyb, battle(QStringLiteral("bomber.fyb"), QStringLiteral("idle.fyb"))));
    for (int i = 0; i < 500 && (fyb.latest.location.statement != 3 || fyb.latest.location.thread != 0); ++i) { // `[`
        fyb.session.stepTick();
        QCOMPARE(fyb.nextStop().reason, DebugStopReason::Step);
    }
    fyb.session.stepOver();
    stop = fyb.nextStop();
    QCOMPARE(stop.reason, DebugStopReason::Step);
    QCOMPARE(stop.location.statement, 6);
    QCOMPARE(stop.location.thread, 0);
}

void TestDebugSession::stepTurn()
{
    Harness h;
    QVERIFY(h.load(Language::Fyb, battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"))));
    for (int turn = 1; turn <= 5; ++turn) {
        h.session.stepTurn();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
        QCOMPARE(h.latest.turn, std::uint64_t(turn));
    }
    Harness cheat;
    QVERIFY(cheat.load(Language::Cheat, {readData(QStringLiteral("bob.cheat"))}));
    cheat.session.stepTick();
    cheat.session.stepTurn();
    cheat.nextStop();
    QCOMPARE(cheat.nextStop().reason, DebugStopReason::Step);
    QCOMPARE(cheat.latest.tick, 2u);
}

void TestDebugSession::jumpToTick()
{
    Harness h;
    QVERIFY(h.load(Language::Fyb, battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"))));
    h.session.jumpToTick(200'000);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Goto);
    const DebugSnapshot far = h.latest;
    QCOMPARE(far.tick, 200'000u);
    h.session.jumpToTick(77);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Goto);
    QCOMPARE(h.latest.tick, 77u);
    QCOMPARE(h.latest.lastTick, 200'000u);
    h.session.jumpToTick(200'000);
    QCOMPARE(h.nextStop().reason, DebugStopReason::Goto);
    QVERIFY(h.latest.state->equals(*far.state));
    // Going there by steps of a turn gives the same state as jumping.
    Harness steps;
    QVERIFY(steps.load(Language::Fyb, battle(QStringLiteral("threads.fyb"), QStringLiteral("idle.fyb"))));
    steps.session.jumpToTick(199'990);
    steps.nextStop();
    for (int i = 0; i < 10; ++i)
        steps.session.stepTick();
    for (int i = 0; i < 10; ++i)
        steps.nextStop();
    QVERIFY(steps.latest.state->equals(*far.state));
}

void TestDebugSession::runBackToBreakpoint()
{
    Harness h;
    QVERIFY(h.load(Language::Unfair, {readData(QStringLiteral("loop.unfair"))}));
    h.model.addBreakpoint(lineBreakpoint(4));
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    h.session.run();
    h.nextStop();
    h.session.run();
    h.nextStop();
    QCOMPARE(h.latest.tick, 10u);
    h.session.runBackToBreakpoint();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    QCOMPARE(h.latest.tick, 6u);
    h.session.runBackToBreakpoint();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Breakpoint);
    QCOMPARE(h.latest.tick, 2u);
    h.session.runBackToBreakpoint();
    QCOMPARE(h.nextStop().reason, DebugStopReason::Start);
    QCOMPARE(h.latest.tick, 0u);
}

void TestDebugSession::replayRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.fpreplay"));
    DebugSnapshot saved;
    QString output;
    {
        Harness h;
        QVERIFY(h.load(Language::Cheat, {readData(QStringLiteral("cat.cheat"))}));
        h.session.run();
        QCOMPARE(h.nextStop().reason, DebugStopReason::InputNeeded);
        h.session.provideInput(QStringLiteral("7 8.5"));
        QCOMPARE(h.nextStop().reason, DebugStopReason::InputNeeded);
        QCOMPARE(h.allOutput(), QStringLiteral("7\n8.5\n"));
        h.session.stepBack();
        QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
        saved = h.latest;
        QSignalSpy written(&h.session, &DebugSession::replaySaved);
        h.session.saveReplay(path);
        QVERIFY(written.wait(5000));
        QVERIFY(written.last().at(1).toBool());
    }
    ReplayError error;
    const std::optional<ReplayFile> replay = ReplayFile::open(path, &error);
    QVERIFY2(replay, qPrintable(Foulplay::Words::replayError(error)));
    QCOMPARE(replay->inputTokens, (QStringList{QStringLiteral("7"), QStringLiteral("8.5")}));
    QCOMPARE(replay->tick, saved.tick);
    Harness again;
    again.session.loadReplay(*replay);
    QVERIFY(again.loaded.wait(5000));
    QCOMPARE(again.nextStop().reason, DebugStopReason::Entry);
    QCOMPARE(again.nextStop().reason, DebugStopReason::Goto);
    QVERIFY(again.latest.state->equals(*saved.state));
    again.session.closeInput();
    again.session.run();
    QCOMPARE(again.nextFinish().reason, StopReason::Finished);
    QCOMPARE(again.allOutput(), QStringLiteral("7\n8.5\n"));
}

void TestDebugSession::inputPauseAndResume()
{
    Harness h;
    QVERIFY(h.load(Language::Unfair, {QStringLiteral("Label l. Define the count. Evaluate the count. Do l again.")}));
    h.session.run();
    QCOMPARE(h.nextStop().reason, DebugStopReason::InputNeeded);
    QCOMPARE(h.session.status(), DebugSession::Status::WaitingForInput);
    QCOMPARE(h.input.size(), 1);
    h.session.provideInput(QStringLiteral("12\n"));
    QCOMPARE(h.nextStop().reason, DebugStopReason::InputNeeded);
    h.session.provideInput(QStringLiteral("1.5"));
    QCOMPARE(h.nextStop().reason, DebugStopReason::InputNeeded);
    QCOMPARE(h.allOutput(), QStringLiteral("12\n1.5\n"));
    // A step waiting for input is retried by the input.
    h.session.stepTick();
    QCOMPARE(h.nextStop().reason, DebugStopReason::InputNeeded);
    h.session.provideInput(QStringLiteral("3"));
    QCOMPARE(h.nextStop().reason, DebugStopReason::Step);
    h.session.closeInput();
    h.session.run();
    QCOMPARE(h.nextFinish().reason, StopReason::Finished);
    QCOMPARE(h.session.status(), DebugSession::Status::Finished);
}

void TestDebugSession::errorsAndFinish()
{
    Harness bad;
    bad.session.load(Language::Unfair, {QStringLiteral("Player 1 count.\nDo nowhere again.\n")});
    QVERIFY(bad.loaded.wait(5000));
    QCOMPARE(bad.loaded.last().at(0).toBool(), false);
    const auto diagnostics = bad.loaded.last().at(1).value<QList<DebugDiagnostic>>();
    QVERIFY(diagnostics.size() >= 2);
    QCOMPARE(diagnostics.front().line, 1);
    QCOMPARE(bad.session.status(), DebugSession::Status::Empty);

    Harness error;
    QSignalSpy errors(&error.session, &DebugSession::errorRaised);
    QVERIFY(error.load(Language::Unfair,
                       {QStringLiteral("Player 1 counts.\nPlayer 1 re-syncs the count from Player 2's mistake.\n")}));
    error.session.run();
    QCOMPARE(error.nextFinish().reason, StopReason::Error);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.last().at(0).value<DebugLocation>().line, 2);
    // Stepping back from the error works, and running again reaches it again.
    error.session.stepBack();
    QCOMPARE(error.nextStop().reason, DebugStopReason::Step);
    QCOMPARE(error.session.status(), DebugSession::Status::Ready);

    Harness fyb;
    QVERIFY(fyb.load(Language::Fyb, battle(QStringLiteral("bomber.fyb"), QStringLiteral("idle.fyb"))));
    fyb.session.run();
    const DebugResult result = fyb.nextFinish();
    QCOMPARE(result.winner, 1);
    QCOMPARE(result.how, QStringLiteral("bomb"));
}

// The generic variables are computed only while a view shows them.
void TestDebugSession::programFactsOnceALoad()
{
    // The editor's parse (LanguageDescriptor::read) and the worker's load
    // find the same facts: labels, players, their names and the condition
    // names to complete.
    const QString unfair = QStringLiteral("Label top.\nPlayer 2 counts.\nPlayer 10 counts.\n"
                                          "Label end.\nIf the count is bigger then 5, then do top again.\n");
    const ProgramFacts facts = descriptor(Language::Unfair).read(unfair.toStdString()).facts;
    QCOMPARE(facts.labels, (QStringList{QStringLiteral("top"), QStringLiteral("end")}));
    QCOMPARE(facts.players, (QStringList{QStringLiteral("2"), QStringLiteral("10")}));
    QCOMPARE(facts.playerNames, (QStringList{QStringLiteral("Player 2"), QStringLiteral("Player 10")}));
    QVERIFY(facts.conditionWords.contains(QStringLiteral("Player 10's counting number")));
    QVERIFY(!facts.conditionWords.contains(QStringLiteral("Player 1's counting number")));
    Harness h;
    QVERIFY(h.load(Language::Unfair, {unfair}));
    QVERIFY(h.latest.programs);
    QCOMPARE(h.latest.programs->facts(), facts);

    // A program with errors still tells what the parser read.
    const ProgramRead broken = descriptor(Language::Unfair).read("Label top.\nPlayer 3 counts\n");
    QVERIFY(!broken.diagnostics.empty());
    QCOMPARE(broken.facts.labels, QStringList{QStringLiteral("top")});

    const QString cheat = QStringLiteral("Alice counts.\nBob counts.\n");
    const ProgramFacts cheatFacts = descriptor(Language::Cheat).read(cheat.toStdString()).facts;
    QCOMPARE(cheatFacts.players, (QStringList{QStringLiteral("Alice"), QStringLiteral("Bob")}));
    QCOMPARE(cheatFacts.playerNames, cheatFacts.players);
    QVERIFY(cheatFacts.labels.isEmpty());
    QVERIFY(cheatFacts.conditionWords.contains(QStringLiteral("score(Bob)")));
    Harness c;
    QVERIFY(c.load(Language::Cheat, {cheat}));
    QCOMPARE(c.latest.programs->facts(), cheatFacts);

    // FukYorBrane programs have neither labels nor players.
    const ProgramRead fyb = descriptor(Language::Fyb).read("+++");
    QVERIFY(fyb.facts.labels.isEmpty() && fyb.facts.players.isEmpty());
    QVERIFY(fyb.facts.conditionWords.contains(QStringLiteral("threads(2)")));
}

QTEST_GUILESS_MAIN(TestDebugSession)
#include "tst_debugsession.moc"
