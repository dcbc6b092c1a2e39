// The Unfair inspector against a real debug session running real programs.
#include "debug/debugsession.h"
#include "unfair/countchartview.h"
#include "unfair/unfairinspector.h"
#include "unfair/unfairplayersmodel.h"
#include "unfair/universetreemodel.h"
#include "unfair/universetreeview.h"
#include "valuetravel.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace Foulplay;
using Core::Debug::DebugSession;
using Core::Debug::Language;
using Ui::UniverseTreeModel;

namespace {

QString readData(const QString &name)
{
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/unfair/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QStringList values(const UniverseTreeModel::Lane &lane, std::int64_t from, std::int64_t to)
{
    QStringList out;
    for (std::int64_t row = from; row <= to; ++row) {
        const auto value = lane.valueAt(row);
        out << (value ? QString::fromStdString(value->toString()) : QStringLiteral("-"));
    }
    return out;
}

// Shows inspector on session, and runs the test program name at full speed
// to its end, with input (all of it, then closed) when given.
bool runToTheEnd(DebugSession &session, Ui::UnfairInspector &inspector, const QString &name, const QString &input = {})
{
    inspector.setSession(&session);
    const QString source = readData(name);
    inspector.show();
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Unfair, {source}, {name});
    if (!input.isEmpty()) {
        session.provideInput(input);
        session.closeInput();
    }
    session.run();
    return !source.isEmpty() && (!finished.isEmpty() || finished.wait(5000));
}

const UniverseTreeModel::Lane *laneInColumn(const UniverseTreeModel &model, int column)
{
    const UniverseTreeModel::Lane *found = nullptr;
    for (const auto &lane : model.lanes()) {
        if (lane.column == column && (!found || lane.serial > found->serial))
            found = &lane;
    }
    return found;
}

// How many of bands equal slices of the chart's plot have the line's ink
// (the dark text colour) in them.
int inkedBands(Ui::CountChartView &chart, int bands)
{
    const QImage image = chart.grab().toImage();
    const QRect plot = chart.plotRect().toRect();
    int inked = 0;
    for (int band = 0; band < bands; ++band) {
        const int from = plot.left() + plot.width() * band / bands;
        const int to = plot.left() + plot.width() * (band + 1) / bands;
        bool ink = false;
        for (int x = from; x < to && !ink; ++x) {
            for (int y = plot.top(); y <= plot.bottom() && !ink; ++y) {
                const QColor c = image.pixelColor(x, y);
                ink = c.red() < 90 && c.green() < 90 && c.blue() < 90;
            }
        }
        inked += ink ? 1 : 0;
    }
    return inked;
}

int distinctColours(const QImage &image)
{
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

} // namespace

class TestUnfairInspector : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void layeredTableShowsThreeLanes();
    void fullSpeedRunShowsTheEnd();
    void fullSpeedRunDrawsEveryVisibleCount();
    void playersFlashWhenTheyChange();
    void longRunsAreElided();
    void farJumpBackRefillsTheTree();
    void laneKnowsItsDesync();
    void chartSpansTheWidth();
    void playersAndUniversesAskWhy();
};

void TestUnfairInspector::layeredTableShowsThreeLanes()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.resize(1100, 520);
    inspector.setSession(&session);
    const QString source = readData(QStringLiteral("layered.unfair"));
    QVERIFY(!source.isEmpty());
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));

    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Unfair, {source}, {QStringLiteral("layered.unfair")});
    session.provideInput(readData(QStringLiteral("layered.in")));
    session.closeInput();
    // Up to the re-sync (line 14): three universes are alive.
    stopped.clear();
    session.runToPosition(1, 14);
    QTRY_VERIFY(!stopped.isEmpty());
    QTRY_COMPARE(inspector.treeModel()->lastRow(), std::int64_t(7));

    const UniverseTreeModel &tree = *inspector.treeModel();
    QCOMPARE(tree.columnCount(), 3);
    const auto *gc1 = laneInColumn(tree, 0);
    const auto *gc2 = laneInColumn(tree, 1);
    const auto *gc3 = laneInColumn(tree, 2);
    QVERIFY(gc1 && gc2 && gc3);
    QVERIFY(gc1->live() && gc2->live() && gc3->live());
    // The seed's table, row by row (row 0 is the defined count 29).
    QCOMPARE(values(*gc1, 1, 7), QStringList({"41", "50", "58", "67", "79", "88", "96"}));
    QCOMPARE(gc2->firstRow, std::int64_t(3));
    QCOMPARE(values(*gc2, 3, 7), QStringList({"41", "50", "62", "71", "79"}));
    QCOMPARE(gc3->firstRow, std::int64_t(5));
    QCOMPARE(values(*gc3, 5, 7), QStringList({"41", "50", "58"}));
    // Branch labels: who de-synced and for how many steps; where it came from.
    QCOMPARE(*gc2->origin, 0u);
    QCOMPARE(gc2->steps, 2u);
    QCOMPARE(*gc3->origin, 1u);
    QCOMPARE(gc3->steps, 4u);
    QCOMPARE(tree.mistakeName(*gc2), QStringLiteral("Player 1's mistake #1 at tick %1").arg(gc2->tick));
    QCOMPARE(tree.mistakeName(*gc3), QStringLiteral("Player 2's mistake #1 at tick %1").arg(gc3->tick));
    QVERIFY(gc2->tick > 0 && gc2->tick < gc3->tick);
    QCOMPARE(tree.visibleSerial(), gc3->serial);

    // The drawing: three node columns left to right, the visible universe's
    // newest node filled with the highlight colour, the others not.
    Ui::UniverseTreeView *view = inspector.treeView();
    view->scrollToRow(7);
    const QImage image = view->viewport()->grab().toImage();
    QVERIFY(distinctColours(image) > 8);
    const QPointF n1 = view->nodeCentre(0, 7), n2 = view->nodeCentre(1, 7), n3 = view->nodeCentre(2, 7);
    QVERIFY(n1.x() < n2.x() && n2.x() < n3.x());
    QVERIFY(image.rect().contains(n3.toPoint()));
    const QColor highlight = view->palette().color(QPalette::Highlight);
    const int inset = view->fontMetrics().height() / 2 + 6;
    const QColor visibleFill = image.pixelColor(int(n3.x()) - inset, int(n3.y()));
    const QColor otherFill = image.pixelColor(int(n1.x()) - inset, int(n1.y()));
    QCOMPARE(visibleFill.rgb(), highlight.rgb());
    QVERIFY(otherFill.rgb() != highlight.rgb());
    QVERIFY(otherFill.rgb() != view->palette().color(QPalette::Base).rgb()
            || view->palette().color(QPalette::AlternateBase) == view->palette().color(QPalette::Base));
    // Hovering a node names the universe's mistake and every value there.
    const QString tip = view->nodeToolTip(2, 7);
    QVERIFY2(tip.contains(QStringLiteral("Player 2's mistake #1")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral(": 96")) && tip.contains(QStringLiteral(": 79"))
                 && tip.contains(QStringLiteral(": 58")),
             qPrintable(tip));
    int column = -1;
    std::int64_t row = -1;
    QVERIFY(view->hit(n2, column, row));
    QCOMPARE(column, 1);
    QCOMPARE(row, std::int64_t(7));

    // The re-sync: both upper universes collapse back into the actual one.
    stopped.clear();
    session.stepTick();
    QTRY_COMPARE(inspector.treeModel()->lastRow(), std::int64_t(8));
    QVERIFY(!laneInColumn(tree, 1)->live());
    QVERIFY(!laneInColumn(tree, 2)->live());
    QCOMPARE(laneInColumn(tree, 1)->collapseRow, std::int64_t(8));
    QVERIFY(laneInColumn(tree, 1)->collapseExact);
    QCOMPARE(values(*laneInColumn(tree, 0), 8, 8), QStringList({"0"}));
    QCOMPARE(tree.visibleSerial(), laneInColumn(tree, 0)->serial);
    // The players' table has every player's numbers: the re-sync's count
    // (96 + 12) reset the count, so Player 2's CN went 12 -> 13 and flashes.
    QCOMPARE(inspector.playersModel()->rowCount(), 3);
    QCOMPARE(inspector.playersModel()->index(1, Ui::UnfairPlayersModel::CountingColumn).data().toString(),
             QStringLiteral("13"));
    QCOMPARE(inspector.playersModel()->index(0, Ui::UnfairPlayersModel::CountingColumn).data().toString(),
             QStringLiteral("8"));
    QVERIFY(inspector.playersModel()->flash(1, Ui::UnfairPlayersModel::CountingColumn) > 0);

    // Clicking the node of step 4 (never shown: the run went there at full
    // speed) takes the session to where step 4 is the newest count.
    view->scrollToRow(4);
    QSignalSpy clicked(view, &Ui::UniverseTreeView::rowActivated);
    QSignalSpy jumped(&inspector, &Ui::UnfairInspector::jumpRequested);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeCentre(0, 4).toPoint());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().first().value<std::int64_t>(), std::int64_t(4));
    QTRY_COMPARE(inspector.treeModel()->lastRow(), std::int64_t(4));
    QVERIFY(jumped.count() >= 1);
    const auto tick = jumped.last().first().value<std::uint64_t>();
    QTRY_COMPARE(session.snapshot().tick, tick);
    // The rows' ticks: 4 Define sentences, then a count and an Evaluate a row.
    QVERIFY(tick == 11 || tick == 12);
    QVERIFY(laneInColumn(*inspector.treeModel(), 1)->live());
    QCOMPARE(inspector.treeModel()->columnCount(), 2);
}

void TestUnfairInspector::fullSpeedRunShowsTheEnd()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.resize(900, 400);
    QVERIFY(runToTheEnd(session, inspector, QStringLiteral("h.unfair")));
    QTRY_COMPARE(inspector.treeModel()->lastRow(), std::int64_t(32));
    const auto *actual = laneInColumn(*inspector.treeModel(), 0);
    QVERIFY(actual);
    QCOMPARE(values(*actual, 32, 32), QStringList({"72"}));
    // The chart marks the reset of the 20th count.
    const auto series = inspector.chartView()->series();
    QVERIFY(!series.values.empty());
    const std::int64_t resetAt = 20 - series.firstRow;
    QVERIFY(resetAt >= 0);
    QVERIFY(series.resets[std::size_t(resetAt)]);
    QCOMPARE(std::count(series.resets.begin(), series.resets.end(), true), 1);
    QCOMPARE(series.values.back(), 72.0);
    const QImage chart = inspector.chartView()->grab().toImage();
    QVERIFY(distinctColours(chart) > 4);
    // The reset marker is red.
    const int x = int(std::lround(series.xAt(std::size_t(resetAt))));
    bool red = false;
    for (int y = 0; y < chart.height(); ++y) {
        const QColor c = chart.pixelColor(x, y);
        red = red || (c.red() > 180 && c.green() < 90 && c.blue() < 90);
    }
    QVERIFY(red);
}

// At full speed the universes a re-sync removes were never in a snapshot:
// their counts come with the re-sync, and the chart's line has no gap.
void TestUnfairInspector::fullSpeedRunDrawsEveryVisibleCount()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.resize(1100, 520);
    QVERIFY(runToTheEnd(session, inspector, QStringLiteral("layered.unfair"), readData(QStringLiteral("layered.in"))));
    QTRY_COMPARE(inspector.treeModel()->lastRow(), std::int64_t(8));
    // The seed's table: GC2 from step 3, GC3 from step 5, both gone at step 8.
    const UniverseTreeModel &tree = *inspector.treeModel();
    const auto *gc2 = laneInColumn(tree, 1);
    const auto *gc3 = laneInColumn(tree, 2);
    QVERIFY(gc2 && gc3 && !gc2->live() && !gc3->live());
    QCOMPARE(values(*gc2, 3, 7), QStringList({"41", "50", "62", "71", "79"}));
    QCOMPARE(values(*gc3, 5, 7), QStringList({"41", "50", "58"}));
    const auto series = inspector.chartView()->series();
    QCOMPARE(series.firstRow, std::int64_t(0));
    const std::vector<double> visible{29, 41, 50, 41, 50, 41, 50, 58, 0};
    QCOMPARE(series.values.size(), visible.size());
    for (std::size_t i = 0; i < visible.size(); ++i)
        QCOMPARE(series.values[i], visible[i]);
}

void TestUnfairInspector::playersFlashWhenTheyChange()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    // The flashes run on a clock the test moves: no wait for real time.
    qint64 now = 0;
    Ui::UnfairPlayersModel *players = inspector.playersModel();
    players->setClock([&now] { return now; });
    inspector.setSession(&session);
    const QString source = readData(QStringLiteral("h.unfair"));
    inspector.show();
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Unfair, {source});
    QTRY_VERIFY(!stopped.isEmpty());
    // 19 counts: CN still 5. The 20th resets the count: CN 6, flashing.
    stopped.clear();
    session.jumpToTick(19);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(19));
    QTRY_COMPARE(players->index(0, 1).data().toString(), QStringLiteral("5"));
    now += players->flashDuration();
    QCOMPARE(players->flash(0, 1), 0.0);
    session.stepTick();
    QTRY_COMPARE(players->index(0, 1).data().toString(), QStringLiteral("6"));
    QCOMPARE(players->flash(0, 1), 1.0);
    now += players->flashDuration() / 2;
    QCOMPARE(players->flash(0, 1), 0.5);
    QCOMPARE(inspector.playersModel()->flash(0, 2), 0.0);
    const QImage image = inspector.playersView()->viewport()->grab().toImage();
    const QRect cell = inspector.playersView()->visualRect(inspector.playersModel()->index(0, 1));
    const QColor flashed = image.pixelColor(cell.left() + 3, cell.center().y());
    const QColor plain =
        image.pixelColor(inspector.playersView()->visualRect(inspector.playersModel()->index(0, 2)).left() + 3,
                         cell.center().y());
    QVERIFY(flashed != plain);
    now += players->flashDuration();
    QCOMPARE(players->flash(0, 1), 0.0);
}

void TestUnfairInspector::longRunsAreElided()
{
    // The layered de-sync in an endless loop, stopped by a step limit.
    const QString source =
        QStringLiteral("Label top.\nPlayer 2 counts.\nPlayer 3 counts.\nPlayer 1 de-syncs for 2 steps.\n"
                       "Player 3 counts.\nPlayer 2 de-syncs for 4 steps.\nPlayer 3 counts.\nPlayer 1 counts.\n"
                       "Player 2 re-syncs the count from Player 1's mistake.\nDo top again.\n");
    DebugSession session;
    Core::Debug::DebugSettings settings;
    settings.stepLimit = 200'000;
    session.setSettings(settings);
    Ui::UnfairInspector inspector;
    inspector.resize(900, 500);
    inspector.setSession(&session);
    inspector.treeModel()->setRowCapacity(500);
    inspector.show();
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Unfair, {source});
    session.run();
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 20000);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(200'000));
    const UniverseTreeModel &tree = *inspector.treeModel();
    QTRY_VERIFY(tree.lastRow() > 100'000);
    // 200,000 sentences, 7 counting steps in 9: the rows kept are the last 500.
    QCOMPARE(tree.lastRow() - tree.firstKeptRow() + 1, std::int64_t(500));
    QCOMPARE(tree.elidedRows(), tree.firstKeptRow());
    QVERIFY(tree.lanes().size() <= std::size_t(tree.laneCapacity()) + 3);
    for (const auto &lane : tree.lanes())
        QVERIFY(lane.values.size() <= 500);
    // Scrolled to the oldest kept row, the view shows the elision line.
    Ui::UniverseTreeView *view = inspector.treeView();
    view->verticalScrollBar()->setValue(0);
    const QImage image = view->viewport()->grab().toImage();
    const QPointF firstNode = view->nodeCentre(0, tree.firstKeptRow());
    const int elisionY = int(firstNode.y()) - view->fontMetrics().height() - 10;
    QVERIFY(elisionY > 0);
    // Text on the line's middle, none on the empty border just below it (the
    // visible lane's shading is on both).
    const int border = int(firstNode.y()) - (view->fontMetrics().height() + 10) / 2;
    int ink = 0;
    for (int x = 64; x < 400; ++x)
        ink += image.pixelColor(x, elisionY).rgb() != image.pixelColor(x, border).rgb() ? 1 : 0;
    QVERIFY2(ink > 0, "the elision line is drawn");
    QVERIFY(distinctColours(image) > 8);
}

void TestUnfairInspector::farJumpBackRefillsTheTree()
{
    // A count in an endless loop: a million steps and more, most of them
    // far before the rows the tree keeps.
    const QString source = QStringLiteral("Label top.\nPlayer 1 counts.\nDo top again.\n");
    DebugSession session;
    Core::Debug::DebugSettings settings;
    settings.stepLimit = 3'000'000;
    session.setSettings(settings);
    Ui::UnfairInspector inspector;
    inspector.resize(900, 500);
    inspector.setSession(&session);
    inspector.show();
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Unfair, {source});
    session.run();
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
    const UniverseTreeModel &tree = *inspector.treeModel();
    QTRY_VERIFY(tree.lastRow() >= 1'000'000);
    Ui::UniverseTreeView *view = inspector.treeView();
    // The step column holds the longest step number whole ("1,499,999").
    const QString widest = QLocale().toString(qlonglong(tree.lastRow()));
    QVERIFY2(view->fontMetrics().horizontalAdvance(widest) <= view->gutterWidth() - 8,
             qPrintable(QStringLiteral("%1 in %2 pixels").arg(widest).arg(view->gutterWidth())));

    // Back to tick 1,000: the lane has its nodes again, up to the newest.
    session.jumpToTick(1000);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(1000));
    QTRY_VERIFY(tree.lastRow() < 1000);
    const std::int64_t last = tree.lastRow();
    QVERIFY(last > 100);
    const UniverseTreeModel::Lane *actual = laneInColumn(tree, 0);
    QVERIFY(actual);
    QVERIFY2(actual->valueAt(last).has_value(), qPrintable(QStringLiteral("no value at step %1").arg(last)));
    QVERIFY(actual->valueAt(last - 50).has_value());
    QVERIFY(view->nodeCentre(0, last).y() < view->viewport()->height());
    // The chart plots the steps before it again.
    const Ui::CountChartView::Series series = inspector.chartView()->series();
    QVERIFY(!series.values.empty());
    QVERIFY(std::none_of(series.values.begin(), series.values.end(), [](double v) { return std::isnan(v); }));

    // At tick 0 the lane has its first node.
    session.jumpToTick(0);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(0));
    QTRY_VERIFY(tree.lastRow() <= 0);
    QCOMPARE(tree.lastRow(), std::int64_t(0));
    QVERIFY(laneInColumn(tree, 0) && laneInColumn(tree, 0)->valueAt(0).has_value());
}

void TestUnfairInspector::laneKnowsItsDesync()
{
    // Two de-syncs of one player that both look back past the start (to 0):
    // only the universes can tell their N apart; the lanes take N and the
    // tick from them, even when the session jumps over the de-syncs.
    const QString source = QStringLiteral("Player 1 de-syncs for 5 steps.\nPlayer 2 counts.\n"
                                          "Player 1 de-syncs for 9 steps.\nPlayer 2 counts.\nPlayer 2 counts.\n");
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.setSession(&session);
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Unfair, {source});
    QVERIFY(stopped.wait(10000));
    session.jumpToTick(4);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(4));
    const UniverseTreeModel &tree = *inspector.treeModel();
    QTRY_COMPARE(tree.columnCount(), 3);
    const auto *first = laneInColumn(tree, 1);
    const auto *second = laneInColumn(tree, 2);
    QVERIFY(first && second);
    QCOMPARE(first->steps, 5u);
    QCOMPARE(first->tick, 1u);
    QCOMPARE(second->steps, 9u);
    QCOMPARE(second->tick, 3u);
    QCOMPARE(tree.mistakeName(*first), QStringLiteral("Player 1's mistake #1 at tick 1"));
    QCOMPARE(tree.mistakeName(*second), QStringLiteral("Player 1's mistake #2 at tick 3"));
    // The de-sync's row goes to the de-sync's tick, not an estimate.
    QVERIFY(tree.tickKnown(second->firstRow));
    QCOMPARE(tree.tickForRow(second->firstRow), std::uint64_t(3));
    // Before the second de-sync ran, its lane is not there yet.
    session.jumpToTick(2);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(2));
    QTRY_COMPARE(tree.columnCount(), 2);
}

void TestUnfairInspector::chartSpansTheWidth()
{
    // The bundled example that prints Player 1's counting number at each
    // reset: about 100 counting steps in 400 sentences. Mid-run and finished, the line runs
    // across the whole plot, not bunched up at its left.
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/../../resources/examples/unfair/resets.unfair"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString source = QString::fromUtf8(file.readAll());
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.resize(1000, 420);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    QSignalSpy stopped(&session, &DebugSession::stopped);
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Unfair, {source});
    QVERIFY(stopped.wait(10000));
    Ui::CountChartView &chart = *inspector.chartView();
    QVERIFY(chart.plotRect().width() > 150);

    session.jumpToTick(100);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(100));
    QTRY_VERIFY(inspector.treeModel()->lastRow() > 15);
    Ui::CountChartView::Series series = chart.series();
    QCOMPARE(series.xAt(0), chart.plotRect().left());
    QCOMPARE(series.xAt(series.values.size() - 1), chart.plotRect().right());
    QCOMPARE(inkedBands(chart, 10), 10);

    session.run();
    QVERIFY(finished.wait(10000));
    QTRY_VERIFY(session.snapshot().finished);
    QTRY_VERIFY(inspector.treeModel()->lastRow() > 80);
    series = chart.series();
    const std::int64_t fit = std::int64_t(chart.plotRect().width()) / Ui::CountChartView::minPixelsPerStep();
    QCOMPARE(std::int64_t(series.values.size()), std::min(fit, inspector.treeModel()->lastRow() + 1));
    QCOMPARE(series.firstRow + std::int64_t(series.values.size()) - 1, inspector.treeModel()->lastRow());
    QCOMPARE(series.xAt(series.values.size() - 1), chart.plotRect().right());
    QCOMPARE(inkedBands(chart, 10), 10);

    // Narrower than the steps at two pixels each: the latest steps that fit
    // (the chart shares its strip with the players table).
    inspector.resize(360, 420);
    QTRY_VERIFY(chart.series().firstRow > 0);
    series = chart.series();
    QVERIFY(series.dx >= Ui::CountChartView::minPixelsPerStep());
    QCOMPARE(series.firstRow + std::int64_t(series.values.size()) - 1, inspector.treeModel()->lastRow());
    QCOMPARE(inkedBands(chart, 8), 8);
}

// Why? from the inspector: a player's number (its column), and a universe's
// count by a right click on its node; back to right before the tick that
// gave it its value.
void TestUnfairInspector::playersAndUniversesAskWhy()
{
    DebugSession session;
    Ui::UnfairInspector inspector;
    inspector.resize(1100, 520);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    QSignalSpy stopped(&session, &DebugSession::stopped);
    QSignalSpy changes(&session, &DebugSession::valueChanged);
    session.load(Language::Unfair, {readData(QStringLiteral("layered.unfair"))}, {QStringLiteral("layered.unfair")});
    session.provideInput(readData(QStringLiteral("layered.in")));
    session.closeInput();
    stopped.clear();
    session.runToPosition(1, 14); // three universes alive
    QTRY_VERIFY(!stopped.isEmpty());
    QTRY_COMPARE(inspector.treeModel()->lastRow(), std::int64_t(7));
    const std::uint64_t at = session.snapshot().tick;

    // The lanes by their place on the stack.
    QCOMPARE(inspector.universeValue(0), QStringLiteral("the actual count"));
    QCOMPARE(inspector.universeValue(1), QStringLiteral("count(1)"));
    QCOMPARE(inspector.universeValue(2), QStringLiteral("the count"));
    // A right click on the middle lane's newest node, then Why?: right
    // before the tick that made its count 79.
    Ui::UniverseTreeView *view = inspector.treeView();
    view->scrollToRow(7);
    const QPoint node = view->nodeCentre(1, 7).toPoint();
    QContextMenuEvent click(QContextMenuEvent::Mouse, node, view->viewport()->mapToGlobal(node));
    QApplication::sendEvent(view->viewport(), &click);
    QMenu *menu = inspector.treeTravel()->menu();
    QTRY_VERIFY(menu->isVisible());
    menu->hide();
    stopped.clear();
    inspector.treeTravel()->whyAction()->trigger();
    QTRY_VERIFY(!stopped.isEmpty());
    QCOMPARE(stopped.last().at(0).value<Core::Debug::DebugStopReason>(), Core::Debug::DebugStopReason::Breakpoint);
    QCOMPARE(changes.size(), 1);
    auto change = changes.last().at(1).value<Core::Debug::ValueChange>();
    QCOMPARE(change.value, QStringLiteral("count(1)"));
    QCOMPARE(change.after->toString(), std::string("79"));
    QVERIFY(change.tick <= at);
    QCOMPARE(session.snapshot().tick + 1, change.tick);

    // A player's raising number, by its cell, with the key's action.
    QTableView *players = inspector.playersView();
    QVERIFY(players->actions().contains(inspector.playersTravel()->whyAction()));
    session.jumpToTick(at);
    QTRY_COMPARE(session.snapshot().tick, at);
    players->setCurrentIndex(inspector.playersModel()->index(0, Ui::UnfairPlayersModel::CountingColumn));
    const QString player = inspector.playersModel()->index(0, Ui::UnfairPlayersModel::PlayerColumn).data().toString();
    QCOMPARE(inspector.playerValue(), player + QStringLiteral("'s counting number"));
    players->setCurrentIndex(inspector.playersModel()->index(0, Ui::UnfairPlayersModel::RaisingColumn));
    QCOMPARE(inspector.playerValue(), player + QStringLiteral("'s raising number"));
    players->setCurrentIndex(inspector.playersModel()->index(0, Ui::UnfairPlayersModel::CountingColumn));
    stopped.clear();
    inspector.playersTravel()->whyAction()->trigger();
    QTRY_VERIFY(!stopped.isEmpty());
    const auto reason = stopped.last().at(0).value<Core::Debug::DebugStopReason>();
    if (reason == Core::Debug::DebugStopReason::Breakpoint) {
        change = changes.last().at(1).value<Core::Debug::ValueChange>();
        QCOMPARE(change.value, player + QStringLiteral("'s counting number"));
        QCOMPARE(session.snapshot().tick + 1, change.tick);
    } else {
        QCOMPARE(reason, Core::Debug::DebugStopReason::Start);
    }
}

QTEST_MAIN(TestUnfairInspector)
#include "tst_unfairinspector.moc"
