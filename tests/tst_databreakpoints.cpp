// Data breakpoints in a debug session on the real engines: a breakpoint on
// a value stops right after each tick that changed it when running forwards,
// and right before each such tick, in reverse order, when running backwards.
// On programs drawn from a seed (drawn at run time, printed, FOULPLAY_SEED
// repeats it) both lists of stops must be exactly the changes found by
// stepping the program a tick at a time from tick 0.

#include "valueprograms.h"

#include "debug/debugsession.h"
#include "debug/valuehistory.h"
#include "languages/cheat/cheatdebug.h"

#include <QFile>
#include <QEventLoop>
#include <QSignalSpy>
#include <QTimer>
#include <QTest>

using namespace Foulplay;
using namespace Foulplay::Core::Debug;
using namespace Foulplay::Tests;

namespace {

// A session on sources with one data breakpoint on value (condition and hit
// target as given), and its stops.
class Run {
public:
    Run(const LanguageDescriptor &language, const std::vector<std::string> &sources, const std::string &input,
        DebugSettings settings)
        : stopped(&session, &DebugSession::stopped)
        , finished(&session, &DebugSession::finished)
        , changes(&session, &DebugSession::valueChanged)
        , loaded(&session, &DebugSession::loaded)
    {
        QStringList texts;
        for (const std::string &source : sources)
            texts.append(QString::fromStdString(source));
        session.setSettings(settings);
        session.load(language.language, texts);
        ok = loaded.wait(10000) && loaded.last().at(0).toBool() && nextStop() == DebugStopReason::Entry;
        if (language.capabilities.supportsInput) {
            session.provideInput(QString::fromStdString(input));
            session.closeInput();
        }
    }

    void watch(const QString &value, const QString &condition = {}, std::uint64_t hitTarget = 0)
    {
        Breakpoint breakpoint;
        breakpoint.id = 1;
        breakpoint.kind = BreakpointKind::Data;
        breakpoint.value = value;
        breakpoint.condition = condition;
        breakpoint.hitTarget = hitTarget;
        BreakpointDiff diff;
        diff.added.append(breakpoint);
        session.editBreakpoints(diff);
    }

    // The reason of the next stop, or of the end (Finished counts as Stopped).
    DebugStopReason nextStop()
    {
        // An event loop that either signal ends (qWaitFor() would poll).
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        QObject::connect(&session, &DebugSession::stopped, &loop, &QEventLoop::quit, Qt::QueuedConnection);
        QObject::connect(&session, &DebugSession::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
        timeout.start(20000);
        while (stopped.size() <= m_stops && finished.size() <= m_finishes) {
            if (!timeout.isActive()) {
                qWarning("no stop within 20 s");
                return DebugStopReason(-1);
            }
            loop.exec();
        }
        if (stopped.size() > m_stops)
            return stopped.at(m_stops++).at(0).value<DebugStopReason>();
        ++m_finishes;
        return DebugStopReason::Stopped;
    }

    std::uint64_t tick() const { return session.snapshot().tick; }

    DebugSession session;
    QSignalSpy stopped;
    QSignalSpy finished;
    QSignalSpy changes;
    QSignalSpy loaded;
    bool ok = false;

private:
    int m_stops = 0;
    int m_finishes = 0;
};

Change changeOf(const QList<QVariant> &signal, bool cells)
{
    const auto change = signal.at(1).value<ValueChange>();
    return {change.tick, cells ? change.where.statement : change.where.line, text(change.before), text(change.after)};
}

// A jump arrived: at its tick, or at the end when that is its tick.
bool arrived(DebugStopReason reason)
{
    return reason == DebugStopReason::Goto || reason == DebugStopReason::Stopped;
}

QString show(const std::vector<Change> &changes)
{
    QStringList all;
    for (const Change &change : changes)
        all.append(QStringLiteral("%1@%2 %3->%4").arg(change.tick).arg(change.place).arg(change.before, change.after));
    return all.join(QLatin1Char(' '));
}

// What a failure names: the seed, the round, the value and the program.
QString place(std::uint64_t seed, const QString &round, const QString &name, const std::string &source)
{
    return QStringLiteral("seed %1, %2, value %3:\n%4").arg(seed).arg(round, name, QString::fromStdString(source));
}

// How many ticks the program runs (to its end or the step limit).
std::uint64_t ticksOf(const LanguageDescriptor &language, const std::vector<std::string> &sources,
                      const DebugSettings &settings, const std::string &input)
{
    ConditionError error;
    const auto tick = Condition::parse(QStringLiteral("tick"), language.vocabulary, error);
    const std::vector<Change> ticks = stepped(language, sources, *tick, settings, input, UINT64_MAX);
    return ticks.empty() ? 0 : ticks.back().tick;
}

// The stops of a data breakpoint on name, forwards and backwards, and Why?
// and Next Change at random ticks, against the changes stepping found.
void compareStops(const LanguageDescriptor &language, const std::vector<std::string> &sources, const std::string &input,
                  const DebugSettings &settings, const QString &name, const std::vector<Change> &expected,
                  const QString &where, Programs &generate)
{
    const bool cells = language.capabilities.programs == 2;
    Run run(language, sources, input, settings);
    QVERIFY2(run.ok, qPrintable(where));
    run.watch(name);
    // Forwards: a stop right after each change, then the end.
    std::vector<Change> forwards;
    for (;;) {
        run.session.run();
        const DebugStopReason reason = run.nextStop();
        if (reason != DebugStopReason::Breakpoint)
            break;
        QVERIFY2(run.changes.size() == qsizetype(forwards.size()) + 1, qPrintable(where));
        forwards.push_back(changeOf(run.changes.last(), cells));
        QVERIFY2(run.tick() == forwards.back().tick, qPrintable(where));
        // Paused, also when that tick ended the program: Continue goes on to the end.
        QVERIFY2(run.session.status() == DebugSession::Status::Ready, qPrintable(where));
        QVERIFY2(forwards.size() <= expected.size() + 1, qPrintable(where));
    }
    QVERIFY2(forwards == expected,
             qPrintable(QStringLiteral("%1\nforwards: %2\nstepping: %3").arg(where, show(forwards), show(expected))));
    // Backwards from the end: right before each change, last first.
    std::vector<Change> backwards;
    for (;;) {
        run.session.runBackToBreakpoint();
        const DebugStopReason reason = run.nextStop();
        if (reason != DebugStopReason::Breakpoint)
            break;
        backwards.push_back(changeOf(run.changes.last(), cells));
        QVERIFY2(run.changes.last().at(2).toBool(), qPrintable(where));
        QVERIFY2(run.tick() + 1 == backwards.back().tick, qPrintable(where));
        QVERIFY2(backwards.size() <= expected.size() + 1, qPrintable(where));
    }
    QVERIFY2(run.tick() == 0, qPrintable(where));
    std::reverse(backwards.begin(), backwards.end());
    QVERIFY2(backwards == expected,
             qPrintable(QStringLiteral("%1\nbackwards: %2\nstepping: %3").arg(where, show(backwards), show(expected))));
    // "Why?" at a random tick: right before the last change at or
    // before it, then the one before that; "Next change": the first after.
    const std::uint64_t last = run.session.snapshot().lastTick;
    for (int probe = 0; probe < 3; ++probe) {
        const std::uint64_t at = std::uint64_t(generate.pick(int(std::min<std::uint64_t>(last, 1000000)) + 1));
        run.session.jumpToTick(at);
        QVERIFY2(arrived(run.nextStop()), qPrintable(where));
        auto latest =
            std::find_if(expected.rbegin(), expected.rend(), [at](const Change &change) { return change.tick <= at; });
        for (int again = 0; again < 2; ++again) {
            run.session.runToValueChange(name, true);
            const DebugStopReason reason = run.nextStop();
            if (latest == expected.rend()) {
                QVERIFY2(reason == DebugStopReason::Start && run.tick() == 0,
                         qPrintable(QStringLiteral("%1\nWhy? from %2: no change before").arg(where).arg(at)));
                break;
            }
            QVERIFY2(reason == DebugStopReason::Breakpoint && run.tick() + 1 == latest->tick,
                     qPrintable(QStringLiteral("%1\nWhy? from %2 gave tick %3, not %4")
                                    .arg(where)
                                    .arg(at)
                                    .arg(run.tick())
                                    .arg(latest->tick - 1)));
            QCOMPARE(changeOf(run.changes.last(), cells), *latest);
            ++latest;
        }
        run.session.jumpToTick(at);
        QVERIFY2(arrived(run.nextStop()), qPrintable(where));
        const auto next =
            std::find_if(expected.begin(), expected.end(), [at](const Change &change) { return change.tick > at; });
        run.session.runToValueChange(name, false);
        const DebugStopReason reason = run.nextStop();
        if (next == expected.end()) {
            QVERIFY2(reason == DebugStopReason::Stopped,
                     qPrintable(QStringLiteral("%1\nNext change from %2: none").arg(where).arg(at)));
        } else {
            QVERIFY2(reason == DebugStopReason::Breakpoint && run.tick() == next->tick,
                     qPrintable(QStringLiteral("%1\nNext change from %2 gave tick %3, not %4")
                                    .arg(where)
                                    .arg(at)
                                    .arg(run.tick())
                                    .arg(next->tick)));
            QCOMPARE(changeOf(run.changes.last(), cells), *next);
        }
    }
}

} // namespace

class TestDataBreakpoints : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void conditionAndHits();
    void differential_data();
    void differential();
    void lastSlotStopsFirst();
    void longRuns_data();
    void longRuns();

private:
    std::uint64_t m_seed = 0;
};

void TestDataBreakpoints::initTestCase()
{
    m_seed = drawSeed();
    qInfo("seed %llu (FOULPLAY_SEED=%llu repeats it)", qulonglong(m_seed), qulonglong(m_seed));
}

// The example game: the count changes at every count; "the count == 0"
// stops only where a count reaches 100 and resets it (the 20th sentence),
// and a hit target of 3 stops at the third change.
void TestDataBreakpoints::conditionAndHits()
{
    const LanguageDescriptor *unfair = descriptorForKey(QStringLiteral("unfair"));
    QVERIFY(unfair);
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/../../resources/examples/unfair/example-game.unfair"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::vector<std::string> sources{file.readAll().toStdString()};
    {
        Run run(*unfair, sources, {}, {});
        QVERIFY(run.ok);
        run.watch(QStringLiteral("the count"), QStringLiteral("the count == 0"));
        run.session.run();
        QCOMPARE(run.nextStop(), DebugStopReason::Breakpoint);
        QCOMPARE(run.tick(), std::uint64_t(20));
        QCOMPARE(run.changes.size(), 1);
        QCOMPARE(changeOf(run.changes.at(0), false), (Change{20, 23, QStringLiteral("95"), QStringLiteral("0")}));
        QCOMPARE(run.changes.at(0).at(1).value<ValueChange>().player, 1); // Player 2
        run.session.run();
        QCOMPARE(run.nextStop(), DebugStopReason::Stopped); // the end
    }
    {
        Run run(*unfair, sources, {}, {});
        QVERIFY(run.ok);
        run.watch(QStringLiteral("the count"), {}, 3);
        run.session.run();
        QCOMPARE(run.nextStop(), DebugStopReason::Breakpoint);
        QCOMPARE(run.tick(), std::uint64_t(3));
        // Backwards from there: right before the change of tick 3, then of 2, 1.
        for (std::uint64_t before : {2, 1, 0}) {
            run.session.runBackToBreakpoint();
            QCOMPARE(run.nextStop(), DebugStopReason::Breakpoint);
            QCOMPARE(run.tick(), before);
            QVERIFY(run.changes.last().at(2).toBool());
        }
        run.session.runBackToBreakpoint();
        QCOMPARE(run.nextStop(), DebugStopReason::Start);
    }
}

void TestDataBreakpoints::differential_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"unfair", "cheat", "fyb"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestDataBreakpoints::differential()
{
    QFETCH(QString, language);
    const LanguageDescriptor *descriptor = descriptorForKey(language);
    QVERIFY(descriptor);
    const int programs = descriptor->capabilities.programs;
    const bool cells = programs == 2;
    Programs generate(m_seed ^ qHash(language));
    int compared = 0;
    int changed = 0;
    for (int round = 0; round < 16; ++round) {
        std::string input;
        const std::vector<std::string> sources = drawPrograms(*descriptor, generate, input);
        if (sources.empty())
            continue; // a program the generator got wrong is no test
        DebugSettings settings;
        if (cells)
            settings.maxTurns = 150;
        else
            settings.stepLimit = 300;
        for (const auto &[name, expected] : pickValues(*descriptor, sources, input, settings, generate)) {
            const QString where = place(m_seed, QStringLiteral("round %1").arg(round), name, sources.front());
            compareStops(*descriptor, sources, input, settings, name, expected, where, generate);
            if (QTest::currentTestFailed())
                return;
            ++compared;
            changed += !expected.empty();
        }
    }
    qInfo("%d values compared, %d of them changed", compared, changed);
    QVERIFY(compared >= 8);
    QVERIFY(changed > 0);
}

// Runs of thousands of ticks, many keyframe segments: a data breakpoint
// stops only before the sentences that may change its value and runs freely
// between them, and a backward search skips the segments in which none ran.
// The stops must still be exactly the changes stepping finds.
// The slot that reaches the step limit ends the program; a data breakpoint
// on what it changed, or an event breakpoint on what it did, stops there
// first, paused, and going on shows the end.
void TestDataBreakpoints::lastSlotStopsFirst()
{
    const LanguageDescriptor *cheat = descriptorForKey(QStringLiteral("cheat"));
    QVERIFY(cheat);
    DebugSettings settings;
    settings.stepLimit = 3;
    for (const bool event : {false, true}) {
        Run run(*cheat, {"Alice counts.\n"}, {}, settings);
        QVERIFY(run.ok);
        Breakpoint breakpoint;
        breakpoint.id = 1;
        breakpoint.hitTarget = 3; // the third count, in the last slot
        if (event) {
            breakpoint.kind = BreakpointKind::Event;
            breakpoint.event = CheatEvent::Count;
        } else {
            breakpoint.kind = BreakpointKind::Data;
            breakpoint.value = QStringLiteral("score(Alice)");
        }
        BreakpointDiff diff;
        diff.added.append(breakpoint);
        run.session.editBreakpoints(diff);
        run.session.run();
        QCOMPARE(run.nextStop(), DebugStopReason::Breakpoint);
        QCOMPARE(run.tick(), std::uint64_t(3));
        QCOMPARE(run.session.status(), DebugSession::Status::Ready);
        run.session.run();
        QCOMPARE(run.nextStop(), DebugStopReason::Stopped); // the end
        QCOMPARE(run.session.status(), DebugSession::Status::Finished);
    }
}

void TestDataBreakpoints::longRuns_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"unfair", "cheat"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestDataBreakpoints::longRuns()
{
    QFETCH(QString, language);
    const LanguageDescriptor *descriptor = descriptorForKey(language);
    QVERIFY(descriptor);
    const bool unfair = language == QLatin1String("unfair");
    Programs generate(m_seed ^ 0x5eed ^ qHash(language));
    int compared = 0;
    int quiet = 0;
    for (int round = 0; round < 200 && quiet < 8; ++round) {
        std::string input;
        std::vector<std::string> sources = drawPrograms(*descriptor, generate, input);
        if (sources.empty())
            continue;
        // Unfair: the program once, then round and round until the step
        // limit: a loop that changes no value, or one that only counts (the
        // number of universes stays, the counts change at every round).
        // Cheat: a player who shouts every turn, so that the game goes on
        // while the others stop counting.
        if (unfair)
            sources.front() += generate.pick(2) ? "Label zz.\nEvaluate the count.\nDo zz again.\n"
                                                : "Label zz.\nPlayer 1 counts.\nDo zz again.\n";
        else
            sources.front() += "Zed shouts his score.\n";
        DebugSettings settings;
        settings.stepLimit = 12000;
        const std::uint64_t length = ticksOf(*descriptor, sources, settings, input);
        if (length <= 6000)
            continue; // an error or the input's end came early: not what this is about
        for (const QString &name : valuesOf(*descriptor, sources, generate)) {
            ConditionError error;
            const auto value = Condition::parse(name, descriptor->vocabulary, error);
            QVERIFY(value);
            const std::vector<Change> expected = stepped(*descriptor, sources, *value, settings, input, UINT64_MAX);
            // Many changes make many stops: those are the short runs' test.
            if (expected.size() > 60)
                continue;
            const QString where = place(m_seed, QStringLiteral("long round %1").arg(round), name, sources.front());
            // What history and the plot read: the same changes.
            const std::vector<Change> read = scanned(*descriptor, sources, *value, settings, input);
            QVERIFY2(read == expected,
                     qPrintable(
                         QStringLiteral("%1\nscanned: %2\nstepping: %3").arg(where, show(read), show(expected))));
            compareStops(*descriptor, sources, input, settings, name, expected, where, generate);
            if (QTest::currentTestFailed())
                return;
            ++compared;
            // Quiet for more than a few keyframe segments at the end.
            quiet += length > 6000 && (expected.empty() || expected.back().tick + 5000 < length);
        }
    }
    qInfo("%d values of long runs compared, %d of them quiet for their last 5,000 ticks or more", compared, quiet);
    QVERIFY(quiet >= 8);
}

QTEST_GUILESS_MAIN(TestDataBreakpoints)
#include "tst_databreakpoints.moc"
