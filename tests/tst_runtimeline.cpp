// The run timeline under the Unfair and Cheat inspectors, and the universe
// tree rebuilt from the run's events, against real sessions on the bundled
// examples.
#include "cheat/cheatinspector.h"
#include "debug/debugsession.h"
#include "runeventlog.h"
#include "runtimelinebar.h"
#include "uitesthelpers.h"
#include "unfair/unfairinspector.h"
#include "unfair/universetreemodel.h"
#include "unfair/universetreeview.h"
#include "languages/cheat/cheatdebug.h"
#include "languages/unfair/unfairdebug.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace Foulplay;
using Core::Debug::DebugEventKind;
namespace UnfairEvent = Core::Debug::UnfairEvent;
namespace CheatEvent = Core::Debug::CheatEvent;
using Core::Debug::DebugSession;
using Core::Debug::Language;
using Ui::UniverseTreeModel;

namespace {

QString readExample(const QString &name)
{
    QFile file(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Loads the de-sync tables example with its input and runs it to the end at
// full speed (the session's default: unlimited, a snapshot every 16 ms).
bool runDesyncTables(DebugSession &session)
{
    const QString source = readExample(QStringLiteral("unfair/desync-tables.unfair"));
    if (source.isEmpty())
        return false;
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Unfair, {source}, {QStringLiteral("desync-tables.unfair")});
    session.provideInput(readExample(QStringLiteral("unfair/desync-tables.input")));
    session.closeInput();
    session.run();
    return finished.wait(10000) || !finished.isEmpty();
}

std::vector<const UniverseTreeModel::Lane *> mistakes(const UniverseTreeModel &tree)
{
    std::vector<const UniverseTreeModel::Lane *> lanes;
    for (const auto &lane : tree.lanes()) {
        if (lane.origin)
            lanes.push_back(&lane);
    }
    return lanes;
}

std::vector<std::uint64_t> ticksOf(const Ui::RunEventLog &log, DebugEventKind kind)
{
    std::vector<std::uint64_t> ticks;
    for (const auto &mark : log.marks()) {
        if (mark.kind == kind)
            ticks.push_back(mark.tick);
    }
    return ticks;
}

// Pixels of colour in column x of image (give or take antialiasing).
int pixelsOf(const QImage &image, int x, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QColor c = image.pixelColor(x, y);
        count +=
            std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) + std::abs(c.blue() - colour.blue())
                    < 30
                ? 1
                : 0;
    }
    return count;
}

} // namespace

class TestRunTimeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void treeKeepsEveryUniverseOfAFastRun();
    void treeFollowsJumpsBackAndForth();
    void unfairTimelineScrubsAndMarks();
    void ctrlGTypesATick();
    void cheatTimelineMarksTheCall();
};

void TestRunTimeline::treeKeepsEveryUniverseOfAFastRun()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.setSession(&session);
    QVERIFY(runDesyncTables(session));
    QTRY_VERIFY(session.snapshot().finished);
    const UniverseTreeModel &tree = *inspector.treeModel();
    QTRY_COMPARE(tree.tick(), session.snapshot().tick);

    // The three lanes of the example: the actual count and the two mistakes,
    // both removed by the last re-sync, with their branch and collapse edges.
    QCOMPARE(tree.lanes().size(), std::size_t(3));
    QCOMPARE(tree.columnCount(), 3);
    const auto lanes = mistakes(tree);
    QCOMPARE(lanes.size(), std::size_t(2));
    const UniverseTreeModel::Lane *actual = tree.laneBySerial(tree.visibleSerial());
    QVERIFY(actual && !actual->origin && actual->live());
    const auto *first = lanes[0];
    const auto *second = lanes[1];
    QCOMPARE(*first->origin, 0u);
    QCOMPARE(first->steps, 2u);
    QCOMPARE(first->firstRow, std::int64_t(3));
    QCOMPARE(first->column, 1);
    QCOMPARE(*second->origin, 1u);
    QCOMPARE(second->steps, 4u);
    QCOMPARE(second->firstRow, std::int64_t(5));
    QCOMPARE(second->column, 2);
    for (const auto *lane : lanes) {
        QVERIFY(!lane->live());
        QCOMPARE(lane->collapseRow, std::int64_t(8));
        QVERIFY(lane->collapseExact);
        QCOMPARE(lane->collapseInto, actual->serial);
        // Its first count is the actual count it looked back to: 41.
        QCOMPARE(QString::fromStdString(lane->valueAt(lane->firstRow).value_or(Core::Decimal()).toString()),
                 QStringLiteral("41"));
    }
    QCOMPARE(tree.mistakeName(*first), QStringLiteral("Player 1's mistake #1 at tick %1").arg(first->tick));
    QCOMPARE(tree.mistakeName(*second), QStringLiteral("Player 2's mistake #1 at tick %1").arg(second->tick));
    // The de-syncs' rows go to their exact ticks.
    QVERIFY(tree.tickKnown(first->firstRow) && tree.tickKnown(second->firstRow));
    QCOMPARE(tree.tickForRow(first->firstRow), first->tick);
    const auto *log = Ui::RunEventLog::of(&session);
    QCOMPARE(ticksOf(*log, UnfairEvent::Desync), std::vector<std::uint64_t>({first->tick, second->tick}));
    QCOMPARE(ticksOf(*log, UnfairEvent::Resync).size(), std::size_t(1));
    QCOMPARE(tree.tickForRow(8), ticksOf(*log, UnfairEvent::Resync).front());
}

void TestRunTimeline::treeFollowsJumpsBackAndForth()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.setSession(&session);
    QVERIFY(runDesyncTables(session));
    const UniverseTreeModel &tree = *inspector.treeModel();
    QTRY_COMPARE(tree.tick(), session.snapshot().tick);
    const std::uint64_t end = session.snapshot().tick;
    const auto *log = Ui::RunEventLog::of(&session);
    const std::uint64_t secondDesync = ticksOf(*log, UnfairEvent::Desync).at(1);

    // Back to the second de-sync: three live universes, every count known.
    session.jumpToTick(secondDesync);
    QTRY_COMPARE(tree.tick(), secondDesync);
    QCOMPARE(tree.lanes().size(), std::size_t(3));
    for (const auto &lane : tree.lanes())
        QVERIFY(lane.live());
    // Back to the end in one jump (no events are sent again): the log
    // still knows the re-sync.
    session.jumpToTick(end);
    QTRY_COMPARE(tree.tick(), end);
    QCOMPARE(tree.lanes().size(), std::size_t(3));
    QCOMPARE(mistakes(tree).size(), std::size_t(2));
    for (const auto *lane : mistakes(tree)) {
        QVERIFY(!lane->live());
        QCOMPARE(lane->collapseRow, std::int64_t(8));
        QVERIFY(lane->collapseExact);
    }
    // Before the first de-sync: the actual count only.
    session.jumpToTick(ticksOf(*log, UnfairEvent::Desync).at(0) - 1);
    QTRY_COMPARE(tree.tick(), ticksOf(*log, UnfairEvent::Desync).at(0) - 1);
    QCOMPARE(tree.lanes().size(), std::size_t(1));
}

void TestRunTimeline::unfairTimelineScrubsAndMarks()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.resize(900, 500);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    QVERIFY(runDesyncTables(session));
    Ui::RunTimelineBar *bar = inspector.timelineBar();
    const std::uint64_t end = session.snapshot().lastTick;
    QTRY_COMPARE(bar->tick(), end);
    Ui::RunTimelineTrack *track = bar->track();
    QCOMPARE(track->lastTick(), end);
    QCOMPARE(track->value(), track->maximum());
    QCOMPARE(bar->positionLabel()->text(), QStringLiteral("tick %1 of %1").arg(end));

    // A mark where each de-sync happened, in its colour, and none between.
    const auto *log = Ui::RunEventLog::of(&session);
    const auto desyncs = ticksOf(*log, UnfairEvent::Desync);
    QCOMPARE(desyncs.size(), std::size_t(2));
    const QImage image = track->grab().toImage();
    const QColor blue = Ui::RunTimelineTrack::markColour(UnfairEvent::Desync);
    for (const std::uint64_t tick : desyncs)
        QVERIFY2(pixelsOf(image, track->xOf(tick), blue) >= 4, qPrintable(QString::number(tick)));
    QCOMPARE(pixelsOf(image, track->xOf(1), blue), 0);

    // Dragging the scrubber takes the session there.
    track->setValue(track->positionOf(desyncs[0]));
    QTRY_COMPARE(session.snapshot().tick, desyncs[0]);
    QTRY_COMPARE(bar->tick(), desyncs[0]);
    // A drag of many positions at once ends where the scrubber was let go.
    for (int position = 0; position <= track->positionOf(end); ++position)
        track->setValue(position);
    track->setValue(track->positionOf(3));
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(3));
    QTRY_COMPARE(bar->tick(), std::uint64_t(3));
    QCOMPARE(track->value(), track->positionOf(3));

    // Next and previous event walk the marks.
    auto *next = bar->findChild<QToolButton *>(QStringLiteral("nextEvent"));
    auto *previous = bar->findChild<QToolButton *>(QStringLiteral("previousEvent"));
    QVERIFY(next && previous);
    QTRY_VERIFY(next->isEnabled());
    QVERIFY(!previous->isEnabled());
    next->click();
    QTRY_COMPARE(session.snapshot().tick, desyncs[0]);
    QTRY_COMPARE(bar->tick(), desyncs[0]);
    next->click();
    QTRY_COMPARE(session.snapshot().tick, desyncs[1]);
    QTRY_COMPARE(bar->tick(), desyncs[1]);
    previous->click();
    QTRY_COMPARE(session.snapshot().tick, desyncs[0]);
}

void TestRunTimeline::ctrlGTypesATick()
{
    // In a window with a window-wide Ctrl+G of its own: in the timeline,
    // Ctrl+G is the timeline's.
    QWidget window;
    auto *inspector = new Ui::UnfairInspector(&window);
    auto *other = new QAction(&window);
    other->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    window.addAction(other);
    QSignalSpy otherTriggered(other, &QAction::triggered);
    window.resize(900, 500);
    inspector->resize(900, 500);
    DebugSession session;
    inspector->setSession(&session);
    window.show();
    TestHelpers::activate(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(runDesyncTables(session));
    Ui::RunTimelineBar *bar = inspector->timelineBar();
    QTRY_COMPARE(bar->tick(), session.snapshot().lastTick);

    bar->track()->setFocus();
    QTRY_VERIFY(bar->track()->hasFocus());
    QTest::keyClick(bar->track(), Qt::Key_G, Qt::ControlModifier);
    QVERIFY(bar->tickField()->hasFocus());
    QCOMPARE(otherTriggered.count(), 0);
    QTest::keyClicks(bar->tickField(), QStringLiteral("7"));
    QTest::keyClick(bar->tickField(), Qt::Key_Return);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(7));
    QTRY_COMPARE(bar->tick(), std::uint64_t(7));
    QVERIFY(bar->tickField()->text().isEmpty());
    // Outside the timeline the window's own Ctrl+G applies.
    inspector->treeView()->setFocus();
    QTRY_VERIFY(inspector->treeView()->hasFocus());
    QTest::keyClick(inspector->treeView(), Qt::Key_G, Qt::ControlModifier);
    QCOMPARE(otherTriggered.count(), 1);
}

void TestRunTimeline::cheatTimelineMarksTheCall()
{
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.resize(900, 500);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    const QString source = readExample(QStringLiteral("cheat/caught.cheat"));
    QVERIFY(!source.isEmpty());
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Cheat, {source});
    session.run();
    QVERIFY(finished.wait(10000) || !finished.isEmpty());
    Ui::RunTimelineBar *bar = inspector.timelineBar();
    QTRY_COMPARE(bar->tick(), session.snapshot().lastTick);
    const auto *log = Ui::RunEventLog::of(&session);
    const auto calls = ticksOf(*log, CheatEvent::ValidCall);
    QCOMPARE(calls.size(), std::size_t(1));
    QVERIFY(ticksOf(*log, CheatEvent::Count).empty());
    const QImage image = bar->track()->grab().toImage();
    QVERIFY(pixelsOf(image, bar->track()->xOf(calls[0]), Ui::RunTimelineTrack::markColour(CheatEvent::ValidCall)) >= 4);

    // From tick 0 the events come one by one: the cheat, then the call.
    session.jumpToTick(0);
    QTRY_COMPARE(bar->tick(), std::uint64_t(0));
    const auto cheats = ticksOf(*log, CheatEvent::CheatCommitted);
    QCOMPARE(cheats.size(), std::size_t(1));
    QVERIFY(cheats[0] < calls[0]);
    auto *next = bar->findChild<QToolButton *>(QStringLiteral("nextEvent"));
    QTRY_VERIFY(next->isEnabled());
    next->click();
    QTRY_COMPARE(bar->tick(), cheats[0]);
    next->click();
    QTRY_COMPARE(bar->tick(), calls[0]);
}

QTEST_MAIN(TestRunTimeline)
#include "tst_runtimeline.moc"
