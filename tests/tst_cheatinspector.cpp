// The Cheat inspector against a real debug session (and, for the evaluation
// trace, a real engine) running the cheat machine.
#include "cheat/cheatinspector.h"
#include "cheat/cheatscoreboardmodel.h"
#include "cheat/cheatturnmodel.h"
#include "cheat/cheatwindowsmodel.h"
#include "cheat/eventlogmodel.h"

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"
#include "languages/cheat/cheatdebug.h"
#include "debug/debugsession.h"
#include "debugwords.h"
#include "debug/valuehistory.h"

#include <QImage>
#include <QListView>
#include <QSignalSpy>
#include <QTableView>
#include <QApplication>
#include <QHeaderView>
#include <QAction>
#include <QTest>
#include <QTreeView>

using namespace Foulplay;
using Core::Debug::DebugSession;
using Core::Debug::Language;

namespace {

const char *const CheatMachine = "// The cheat machine\n"
                                 "Olivia counts by 2 unless Olly's score is equal to 1.\n"
                                 "Olly counts by 3 if his score is equal to 0 and he's allowed to.\n"
                                 "Olly calls cheat to Olivia if his score is higher than her score.\n"
                                 "Olly counts if his score is equal to 0.\n";

int filledWidth(const QImage &image, const QRect &cell, const QColor &fill)
{
    int count = 0;
    const int y = cell.top() + 5;
    for (int x = cell.left(); x <= cell.right(); ++x) {
        if (image.pixelColor(x, y).rgb() == fill.rgb())
            ++count;
    }
    return count;
}

// Collects every item's "what" text under parent, depth first.
void collect(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &out)
{
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex what = model->index(row, 0, parent);
        out << what.data().toString() + QStringLiteral(" | ") + model->index(row, 1, parent).data().toString();
        collect(model, what, out);
    }
}

} // namespace

class TestCheatInspector : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cheatMachineShowsOliviaCaught();
    void windowsShrinkAndTurnShowsWhoActed();
    void turnViewExplainsConditions();
    void revokedWinsFollowJumps();
    void eventLogListsEveryKind();
    void scoreboardAsksWhy();
};

void TestCheatInspector::cheatMachineShowsOliviaCaught()
{
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.resize(1000, 600);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));

    Core::Debug::DebugSettings settings;
    settings.stepLimit = 60; // 15 turns
    session.setSettings(settings);
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Cheat, {QString::fromUtf8(CheatMachine)});
    session.provideInput(QStringLiteral("yes"));
    session.closeInput();
    session.run();
    QTRY_VERIFY(!finished.isEmpty());
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(60));

    // Olly catches Olivia every turn: 15 valid calls in the log.
    const Ui::EventLogModel *log = inspector.eventLogModel();
    QTRY_VERIFY(log->rowCount() > 0);
    int caught = 0;
    for (int row = 0; row < log->rowCount(); ++row) {
        const auto &event = log->eventAt(row);
        if (event.kind == Core::Debug::CheatEvent::ValidCall) {
            ++caught;
            QCOMPARE(event.values.value(1), QStringLiteral("Olivia"));
            QVERIFY2(log->describe(event).contains(QStringLiteral("Olivia")), qPrintable(log->describe(event)));
        }
    }
    QCOMPARE(caught, 15);
    const Ui::CheatScoreboardModel *board = inspector.scoreboardModel();
    QCOMPARE(board->rowCount(), 2);
    QCOMPARE(board->index(0, 0).data().toString(), QStringLiteral("Olivia"));
    QCOMPARE(board->index(0, Ui::CheatScoreboardModel::ScoreColumn).data().toString(), QStringLiteral("0"));
    QCOMPARE(board->index(1, Ui::CheatScoreboardModel::ScoreColumn).data().toString(), QStringLiteral("3"));
    QCOMPARE(board->index(1, Ui::CheatScoreboardModel::WinsColumn).data().toString(), QStringLiteral("0"));

    // The log view draws the entries; clicking one goes to its tick.
    QListView *view = inspector.eventLogView();
    view->scrollToTop();
    const QImage image = view->viewport()->grab().toImage();
    const QRect first = view->visualRect(log->index(0));
    QVERIFY(first.isValid() && image.rect().intersects(first));
    bool ink = false;
    for (int x = first.left(); x < first.right() && !ink; ++x)
        ink = image.pixelColor(x, first.center().y()) != image.pixelColor(first.right() - 1, first.top());
    QVERIFY(ink);
    const quint64 target = log->index(0).data(Ui::EventLogModel::TickRole).value<quint64>();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, first.center());
    QTRY_COMPARE(session.snapshot().tick, target);
    // Entries after the tick shown are greyed.
    QTRY_VERIFY(log->index(log->rowCount() - 1).data(Qt::ForegroundRole).isValid());
}

void TestCheatInspector::windowsShrinkAndTurnShowsWhoActed()
{
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.resize(1000, 600);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Cheat, {QString::fromUtf8(CheatMachine)});
    session.provideInput(QStringLiteral("yes"));
    session.closeInput();
    QTRY_VERIFY(!stopped.isEmpty());

    // Slot 0: Olivia counts by 2 (a one-turn window); slot 1: Olly by 3.
    session.stepTick();
    session.stepTick();
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(2));
    const Ui::CheatWindowsModel *windows = inspector.windowsModel();
    QTRY_COMPARE(windows->rowCount(), 2);
    QCOMPARE(windows->index(0, 0).data().toString(), QStringLiteral("Olivia"));
    QCOMPARE(windows->index(0, 1).data().toString(), QStringLiteral("by 2"));
    QCOMPARE(windows->slotsLeft(0), std::uint64_t(3));
    QCOMPARE(windows->index(1, 0).data().toString(), QStringLiteral("Olly"));
    QCOMPARE(windows->slotsLeft(1), std::uint64_t(8));
    // The bars: Olly's full, Olivia's at three quarters.
    QTableView *view = inspector.windowsView();
    const QColor bar(235, 150, 40);
    QImage image = view->viewport()->grab().toImage();
    const QRect olivia = view->visualRect(windows->index(0, Ui::CheatWindowsModel::SlotsLeftColumn));
    const QRect olly = view->visualRect(windows->index(1, Ui::CheatWindowsModel::SlotsLeftColumn));
    const int oliviaFill = filledWidth(image, olivia, bar);
    const int ollyFill = filledWidth(image, olly, bar);
    QVERIFY2(ollyFill > olly.width() / 2, qPrintable(QString::number(ollyFill)));
    QVERIFY(oliviaFill > 0 && oliviaFill < ollyFill);
    QVERIFY(std::abs(oliviaFill - ollyFill * 3 / 4) <= 3);

    // Slot 2: Olly calls cheat on Olivia: her window closes, her score is 0.
    session.stepTick();
    QTRY_COMPARE(windows->rowCount(), 1);
    QCOMPARE(windows->index(0, 0).data().toString(), QStringLiteral("Olly"));
    const Ui::CheatScoreboardModel *board = inspector.scoreboardModel();
    QCOMPARE(board->index(0, 1).data().toString(), QStringLiteral("0"));
    QCOMPARE(board->index(1, 1).data().toString(), QStringLiteral("3"));
    image = inspector.scoreboardView()->viewport()->grab().toImage();
    const QRect ollyScore = inspector.scoreboardView()->visualRect(board->index(1, 1));
    QVERIFY(filledWidth(image, ollyScore, QColor(70, 150, 230)) > 0);
    QCOMPARE(filledWidth(image, inspector.scoreboardView()->visualRect(board->index(0, 1)), QColor(70, 150, 230)), 0);

    // The turn so far: three statements acted, the fourth has not run.
    const Ui::CheatTurnModel *turn = inspector.turnModel();
    QCOMPARE(turn->rowCount(), 4);
    QVERIFY(turn->index(0, 1).data().toString().startsWith(QStringLiteral("acted")));
    QVERIFY(turn->index(2, 1).data().toString().startsWith(QStringLiteral("acted")));
    QCOMPARE(turn->index(3, 1).data().toString(), QStringLiteral("not run yet"));
    session.stepTick();
    QTRY_VERIFY(turn->index(3, 1).data().toString().startsWith(QStringLiteral("did not act")));
    QVERIFY(turn->index(0, 0).data().toString().startsWith(QStringLiteral("Olivia counts by 2")));
}

void TestCheatInspector::turnViewExplainsConditions()
{
    // The session traces every slot: the inspector's turn view shows why.
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.setSession(&session);
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Cheat, {QString::fromUtf8(CheatMachine)});
    session.provideInput(QStringLiteral("yes"));
    session.closeInput();
    QVERIFY(stopped.wait(10000));
    for (int i = 0; i < 6; ++i) {
        stopped.clear();
        session.stepTick();
        QVERIFY(stopped.wait(10000));
    }
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(6));
    const Ui::CheatTurnModel &model = *inspector.turnModel();
    auto turnLines = [&model] {
        QStringList lines;
        collect(&model, {}, lines);
        return lines;
    };
    QStringList lines = turnLines();
    QString all = lines.join(QLatin1Char('\n'));
    // Slot 5: Olly's count by 3 failed on his score (3, not 0), without asking.
    QVERIFY2(all.contains(QStringLiteral("his score is equal to 0 | fails")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Olly's score | = 3")), qPrintable(all));
    for (const QString &line : lines)
        QVERIFY2(!line.startsWith(QStringLiteral("he's allowed to")), qPrintable(all));
    // Slot 2 of turn 1 (the call) held: 3 is higher than Olivia's 2.
    QVERIFY2(all.contains(QStringLiteral("his score is higher than her score | holds")), qPrintable(all));
    // "her score" is named by whose it is (Olivia's), in the window's words.
    QVERIFY2(all.contains(QStringLiteral("Olivia's score | = 2")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("her score | =")), qPrintable(all));
    QVERIFY(!all.contains(QStringLiteral("no evaluation trace")));

    // Stepped back to slot 2: Olly's first count asked and was allowed.
    session.jumpToTick(2);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(2));
    QTRY_VERIFY(turnLines().join(QLatin1Char('\n')).contains(QStringLiteral("he's allowed to | holds")));
    all = turnLines().join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("his score is equal to 0 | holds")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("his score is higher than her score |")), qPrintable(all));

    // A prediction lists what it looked at.
    const QString predicting = QStringLiteral("Alice counts if Bob will count.\nBob counts unless Alice counted.\n");
    Ui::CheatInspector second;
    second.setSession(&session);
    inspector.setSession(nullptr);
    stopped.clear();
    session.load(Language::Cheat, {predicting});
    QVERIFY(stopped.wait(10000));
    stopped.clear();
    session.stepTick();
    QVERIFY(stopped.wait(10000));
    lines.clear();
    QTRY_VERIFY(second.turnModel()->rowCount() == 2
                && second.turnModel()->rowCount(second.turnModel()->index(0, 0)) > 0);
    collect(second.turnModel(), {}, lines);
    const QString looked = lines.join(QLatin1Char('\n'));
    QVERIFY2(looked.contains(QStringLiteral("looked at: Bob counts unless Alice counted. | would act")),
             qPrintable(looked));
    QVERIFY2(looked.contains(QStringLiteral("Bob will count | holds")), qPrintable(looked));

    // The first inspector's view shows the tree of slot 2 expanded.
    inspector.resize(900, 500);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    const QTreeView &view = *inspector.turnView();
    const QRect firstChild = view.visualRect(model.index(0, 0, model.index(1, 0)));
    QVERIFY(firstChild.isValid());
    QVERIFY(firstChild.left() > view.visualRect(model.index(1, 0)).left());

    // In a narrow panel a long statement wraps instead of being cut short.
    inspector.resize(560, 500);
    QApplication::processEvents();
    QApplication::processEvents();
    const QModelIndex call = model.index(1, 0);
    const int text = view.fontMetrics().horizontalAdvance(call.data().toString());
    const int column = view.header()->sectionSize(0);
    QVERIFY2(text > column, qPrintable(QStringLiteral("%1 fits in %2").arg(text).arg(column)));
    const int rows = view.visualRect(call).height() / view.fontMetrics().lineSpacing();
    QVERIFY2(rows * (column - view.indentation()) >= text,
             qPrintable(QStringLiteral("%1 lines of %2 for %3").arg(rows).arg(column).arg(text)));
}

void TestCheatInspector::revokedWinsFollowJumps()
{
    // Alice wins twice with counts by 100; Carol's call in slot 5 revokes both.
    const QString source = QStringLiteral("Alice counts by 100.\nBob counts.\n"
                                          "Carol calls cheat to Alice if Alice won 2 times.\n");
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.setSession(&session);
    QSignalSpy stopped(&session, &DebugSession::stopped);
    session.load(Language::Cheat, {source});
    QTRY_COMPARE(stopped.size(), 1);
    const Ui::CheatScoreboardModel *board = inspector.scoreboardModel();
    auto revoked = [board] { return board->index(0, Ui::CheatScoreboardModel::RevokedColumn).data().toString(); };
    auto wins = [board] { return board->index(0, Ui::CheatScoreboardModel::WinsColumn).data().toString(); };

    // Straight from the start to after the call: no snapshot in between.
    session.jumpToTick(6);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(6));
    QTRY_COMPARE(revoked(), QStringLiteral("2"));
    QCOMPARE(wins(), QStringLiteral("0"));
    QCOMPARE(board->revokedWins(0), std::int64_t(2));
    // Back before the call, then forward again.
    session.jumpToTick(4);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(4));
    QTRY_COMPARE(wins(), QStringLiteral("2"));
    QCOMPARE(revoked(), QStringLiteral("0"));
    session.jumpToTick(6);
    QTRY_COMPARE(revoked(), QStringLiteral("2"));
    session.stepBack();
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(5));
    QTRY_COMPARE(revoked(), QStringLiteral("0"));
}

void TestCheatInspector::eventLogListsEveryKind()
{
    // Slot 0: a winning cheat; 1: a call on someone who did not cheat;
    // 2: the catch, which revokes the win; 3: a shout; 4: an ask.
    const QString source = QStringLiteral("Alice counts by 100.\nBob calls cheat to Carol if Alice won.\n"
                                          "Carol calls cheat to Alice if Alice won.\nDave shouts his score.\n"
                                          "Dave asks for his score.\n");
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.resize(900, 600);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    Core::Debug::DebugSettings settings;
    settings.stepLimit = 5;
    session.setSettings(settings);
    QSignalSpy finished(&session, &DebugSession::finished);
    session.load(Language::Cheat, {source});
    session.provideInput(QStringLiteral("42"));
    session.run();
    QVERIFY(finished.wait(10000));

    namespace Kind = Core::Debug::CheatEvent;
    const Ui::EventLogModel *log = inspector.eventLogModel();
    QTRY_COMPARE(log->rowCount(), 8);
    const QList<std::tuple<Core::Debug::DebugEventKind, std::uint64_t, int, QString>> expected = {
        {Kind::Count, 1, 0, QStringLiteral("Alice counts by 100")},
        {Kind::CheatCommitted, 1, 0, QStringLiteral("Alice cheats by 100")},
        {Kind::Win, 1, 0, QStringLiteral("Alice wins")},
        {Kind::InvalidCall, 2, 1, QStringLiteral("Bob calls cheat on Carol, who did not cheat")},
        {Kind::ValidCall, 3, 2, QStringLiteral("Carol catches Alice")},
        {Kind::WinRevoked, 3, 0, QStringLiteral("Alice's win is revoked")},
        {Kind::Shout, 4, 3, QStringLiteral("Dave shouts 0")},
        {Kind::Ask, 5, 3, QStringLiteral("Dave asks and reads 42")},
    };
    for (int row = 0; row < log->rowCount(); ++row) {
        const auto &event = log->eventAt(row);
        const auto &[kind, tick, player, text] = expected[row];
        QCOMPARE(event.kind, kind);
        QCOMPARE(event.tick, tick);
        QCOMPARE(event.a, player);
        QCOMPARE(log->describe(event), text);
        QVERIFY(log->index(row).data().toString().endsWith(QStringLiteral(": ") + text));
        QVERIFY(Core::Debug::eventKindsOf(Language::Cheat).contains(event.kind));
        QVERIFY(!Foulplay::Words::eventKindName(event.kind).isEmpty());
        QCOMPARE(log->index(row).data(Qt::DecorationRole).value<QColor>(), Ui::EventLogModel::kindColour(kind));
    }
    // The marks are drawn in the log's rows.
    QListView *view = inspector.eventLogView();
    const QImage image = view->viewport()->grab().toImage();
    for (int row : {1, 3, 6}) {
        const QRect rect = view->visualRect(log->index(row));
        const QColor mark = Ui::EventLogModel::kindColour(std::get<0>(expected[row]));
        bool found = false;
        for (int x = rect.left(); x < rect.left() + 30 && !found; ++x)
            found = image.pixelColor(x, rect.center().y()).rgb() == mark.rgb();
        QVERIFY2(found, qPrintable(QString::number(row)));
    }
    // Clicking the shout goes back to its tick.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(log->index(6)).center());
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(4));
}

QTEST_MAIN(TestCheatInspector)
// Why? on a scoreboard row: back to right before the slot that gave the
// player's score its value; Next Change goes on to the next one.
void TestCheatInspector::scoreboardAsksWhy()
{
    DebugSession session;
    Ui::CheatInspector inspector;
    inspector.resize(1000, 600);
    inspector.setSession(&session);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    QSignalSpy finished(&session, &DebugSession::finished);
    QSignalSpy changes(&session, &DebugSession::valueChanged);
    session.load(Language::Cheat, {QStringLiteral("Bob counts by 3 if Alice's score is equal to 0.\n"
                                                  "Alice calls cheat to Bob if Bob counted by 3.\n"
                                                  "Alice counts if Alice called cheat.\n")});
    session.run();
    QTRY_VERIFY(!finished.isEmpty());
    const Ui::CheatScoreboardModel *board = inspector.scoreboardModel();
    QTRY_COMPARE(board->rowCount(), 2);
    QCOMPARE(board->index(0, 0).data().toString(), QStringLiteral("Bob"));
    QVERIFY(inspector.scoreboardView()->actions().contains(inspector.whyAction()));
    QCOMPARE(inspector.whyAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+Y")));
    inspector.scoreboardView()->setCurrentIndex(board->index(0, Ui::CheatScoreboardModel::ScoreColumn));
    QCOMPARE(inspector.currentValueName(), QStringLiteral("score(Bob)"));
    inspector.whyAction()->trigger();
    QTRY_COMPARE(changes.size(), 1);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(1)); // right before Alice's call (slot 2)
    const auto change = changes.last().at(1).value<Core::Debug::ValueChange>();
    QCOMPARE(change.where.line, 2);
    QCOMPARE(change.after->toString(), std::string("0"));
    inspector.scoreboardView()->setCurrentIndex(board->index(1, Ui::CheatScoreboardModel::WinsColumn));
    QCOMPARE(inspector.currentValueName(), QStringLiteral("wins(Alice)"));
    inspector.scoreboardView()->setCurrentIndex(board->index(0, Ui::CheatScoreboardModel::ScoreColumn));
    inspector.nextChangeAction()->trigger();
    QTRY_COMPARE(changes.size(), 2);
    QTRY_COMPARE(session.snapshot().tick, std::uint64_t(2));
}

#include "tst_cheatinspector.moc"
