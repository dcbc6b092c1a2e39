// The Cheat evaluation trace a debug session publishes: it is there while
// running and stepping, and after stepping back or jumping (a keyframe
// restore and a replay) it is exactly the trace of an engine that ran
// straight to that tick.
#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"
#include "debug/breakpoint.h"
#include "languages/cheat/cheatenginestate.h"
#include "debug/debugsession.h"
#include "languages/cheat/cheatdebug.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <map>

using namespace Foulplay;
using Core::Debug::CheatEngineState;
using Core::Debug::CheatTurnTrace;
using Core::Debug::DebugSession;
using Core::Debug::Language;

namespace {

QString readData(const char *name)
{
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/debug/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Moves session to tick (a jump, or a step back when it is one before) and
// waits for the stop.
bool goTo(DebugSession &session, std::uint64_t tick)
{
    QSignalSpy stopped(&session, &DebugSession::stopped);
    if (tick + 1 == session.snapshot().tick)
        session.stepBack();
    else
        session.jumpToTick(tick);
    return stopped.wait(10000) && session.snapshot().tick == tick;
}

QString describe(const CheatTurnTrace *trace)
{
    if (!trace)
        return QStringLiteral("no trace");
    QStringList parts;
    for (const auto &slot : *trace)
        parts << QStringLiteral("%1:%2%3/%4")
                     .arg(slot.statement)
                     .arg(slot.slot)
                     .arg(slot.ran ? "" : "?")
                     .arg(slot.items.size());
    return parts.join(QLatin1Char(' '));
}

// Empty when session shows expected as its trace, else what differs.
QString mismatch(const DebugSession &session, const CheatTurnTrace &expected)
{
    const CheatTurnTrace *trace = CheatEngineState::turnTraceOf(session.snapshot());
    if (trace && *trace == expected)
        return {};
    return QStringLiteral("tick %1: %2 / expected %3")
        .arg(session.snapshot().tick)
        .arg(describe(trace), describe(&expected));
}

// Loads source, gives it input (if any), runs it and returns why it stopped
// (Entry when it did not).
Core::Debug::DebugStopReason loadAndRun(DebugSession &session, const QString &source, const QString &input = {})
{
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Cheat, {source});
    if (!stopped.wait(10000))
        return Core::Debug::DebugStopReason::Entry;
    if (!input.isEmpty())
        session.provideInput(input);
    stopped.clear();
    session.run();
    if (!stopped.wait(20000))
        return Core::Debug::DebugStopReason::Entry;
    return stopped.first().first().value<Core::Debug::DebugStopReason>();
}

// The trace of an engine that ran source straight to tick (with input).
CheatTurnTrace referenceTrace(const QString &source, std::uint64_t tick, const std::string &input = {})
{
    const auto parsed = Core::Cheat::parse(source.toStdString());
    Core::TextInput text(input);
    Core::Cheat::Engine engine(parsed.program, {}, &text);
    engine.setTracing(true);
    engine.run(tick);
    return engine.turnTrace();
}

} // namespace

class TestCheatDebugTrace : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void traceFollowsJumpsAndStepsBack();
    void earlyStopsAtFullSpeedAreTraced_data();
    void earlyStopsAtFullSpeedAreTraced();
    void inputStopIsTraced();
    void unfairAndFybCarryNoTrace();
};

void TestCheatDebugTrace::traceFollowsJumpsAndStepsBack()
{
    const QString source = readData("fourplayers.cheat");
    QVERIFY(!source.isEmpty());
    constexpr std::uint64_t total = 9000;
    DebugSession session;
    Core::Debug::DebugSettings settings;
    settings.stepLimit = total;
    session.setSettings(settings);
    QSignalSpy finished(&session, &DebugSession::finished);
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Cheat, {source});
    QVERIFY(stopped.wait(10000));
    session.run();
    QVERIFY(finished.wait(20000));
    QTRY_COMPARE(session.snapshot().tick, total);

    // Around the keyframes (every 1024 ticks, or a multiple) the replay
    // alone would not reach back over a whole turn of 8 statements.
    std::vector<std::uint64_t> targets;
    for (std::uint64_t k = 1024; k < total; k += 1024) {
        for (std::uint64_t offset : {0, 1, 3, 7, 8, 9})
            targets.push_back(k + offset);
    }
    targets.push_back(5);
    std::sort(targets.begin(), targets.end());

    const auto parsed = Core::Cheat::parse(source.toStdString());
    Core::Cheat::Engine reference(parsed.program);
    reference.setTracing(true);
    std::map<std::uint64_t, CheatTurnTrace> expected;
    for (std::uint64_t target : targets) {
        reference.run(target - reference.tick());
        expected[target] = reference.turnTrace();
    }

    // Backwards, so every target comes from a keyframe restore; then each
    // one stepped back from the tick after it.
    for (auto it = targets.rbegin(); it != targets.rend(); ++it) {
        QVERIFY2(goTo(session, *it), qPrintable(QString::number(*it)));
        const QString wrong = mismatch(session, expected[*it]);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }
    for (std::uint64_t target : {std::uint64_t(1025), std::uint64_t(2049), std::uint64_t(4103)}) {
        QVERIFY(goTo(session, target + 1));
        QVERIFY(goTo(session, target));
        const QString wrong = mismatch(session, expected[target]);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }
    // Stepping forward traces the new slot at once.
    QSignalSpy stepped(&session, &DebugSession::stopped);
    session.stepTick();
    QVERIFY(stepped.wait(10000));
    QCOMPARE(session.snapshot().tick, std::uint64_t(4104));
    const QString wrong = mismatch(session, expected[4104]);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestCheatDebugTrace::earlyStopsAtFullSpeedAreTraced_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("hitTarget");
    QTest::newRow("line 6, 300th hit") << int(Core::Debug::BreakpointKind::Line) << 300;
    QTest::newRow("3rd win") << int(Core::Debug::BreakpointKind::Event) << 3;
}

void TestCheatDebugTrace::earlyStopsAtFullSpeedAreTraced()
{
    // A breakpoint stops a long run() in its untraced part: the trace is
    // made complete before the stop is shown.
    QFETCH(int, kind);
    QFETCH(int, hitTarget);
    const QString source = readData("fourplayers.cheat");
    DebugSession session;
    Core::Debug::Breakpoint breakpoint;
    breakpoint.id = 1;
    breakpoint.kind = Core::Debug::BreakpointKind(kind);
    breakpoint.line = 6;
    breakpoint.event = Core::Debug::CheatEvent::Win;
    breakpoint.hitTarget = std::uint64_t(hitTarget);
    Core::Debug::BreakpointDiff diff;
    diff.added = {breakpoint};
    session.editBreakpoints(diff);
    QCOMPARE(loadAndRun(session, source), Core::Debug::DebugStopReason::Breakpoint);
    const std::uint64_t tick = session.snapshot().tick;
    QVERIFY(tick > 1000);
    const QString wrong = mismatch(session, referenceTrace(source, tick));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestCheatDebugTrace::inputStopIsTraced()
{
    // The run meets the end of the input given so far: the slots before it
    // are traced with the answers they read.
    const QString source = QStringLiteral("Alice counts if she's allowed to and Bob's score is smaller than 50.\n"
                                          "Bob counts by 3 if Alice's score is divisible by 3 or he's allowed to.\n"
                                          "Carol shouts her score if Bob's score is larger than Alice's score.\n");
    std::string answers;
    for (int i = 0; i < 400; ++i)
        answers += (i % 3 == 0) ? "no " : "yes ";
    DebugSession session;
    QCOMPARE(loadAndRun(session, source, QString::fromStdString(answers)), Core::Debug::DebugStopReason::InputNeeded);
    const std::uint64_t tick = session.snapshot().tick;
    QVERIFY(tick > 100);
    const QString wrong = mismatch(session, referenceTrace(source, tick, answers));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestCheatDebugTrace::unfairAndFybCarryNoTrace()
{
    DebugSession session;
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Unfair, {QStringLiteral("Player 1 counts.\n")});
    QVERIFY(stopped.wait(10000));
    QVERIFY(session.snapshot().isValid());
    QVERIFY(!CheatEngineState::turnTraceOf(session.snapshot()));
    QVERIFY(!dynamic_cast<const CheatEngineState *>(session.snapshot().state.get()));
}

QTEST_GUILESS_MAIN(TestCheatDebugTrace)
#include "tst_cheatdebugtrace.moc"
