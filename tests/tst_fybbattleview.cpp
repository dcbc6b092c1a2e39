// The FYB battle view against a real debug session on real programs.

#include "fyb/fybbattlecontroller.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbattlemodel.h"
#include "fyb/fybbufferview.h"
#include "fyb/fybthreadmodel.h"
#include "fyb/fybtimelinebar.h"
#include "threadcolours.h"
#include "valuetravel.h"

#include "debug/debugsession.h"
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Foulplay;
using Core::Debug::DebugSession;
using Core::Debug::Language;

namespace {

QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

QString dataFile(const QString &name)
{
    return QStringLiteral(FOULPLAY_TEST_DATA "/fyb/battleview/") + name;
}

Core::Fyb::Engine referenceEngine(const QString &first, const QString &second)
{
    return Core::Fyb::Engine(Core::Fyb::parse(first.toStdString()).program,
                             Core::Fyb::parse(second.toStdString()).program);
}

bool near(QColor a, QColor b, int tolerance = 40)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

// The share of a rect's pixels in the bomb cell's red.
double redShare(const QImage &image, const QRect &rect)
{
    int red = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            red += near(image.pixelColor(x, y), QColor(0xd32f2f)) ? 1 : 0;
    }
    return rect.isEmpty() ? 0.0 : double(red) / double(rect.width() * rect.height());
}

bool isDark(QColor c)
{
    return c.red() < 90 && c.green() < 90 && c.blue() < 90;
}

} // namespace

class TestFybBattleView : public QObject {
    Q_OBJECT

private:
    // Loads two programs into the session and waits for the first frame.
    bool load(const QString &first, const QString &second)
    {
        QSignalSpy loaded(m_session.get(), &DebugSession::loaded);
        m_session->load(Language::Fyb, {first, second}, {QStringLiteral("one.fyb"), QStringLiteral("two.fyb")});
        if (!loaded.wait(5000) || !loaded.first().first().toBool())
            return false;
        return QTest::qWaitFor([this] { return m_dock->model()->isValid(); }, 5000);
    }
    bool waitForTick(std::uint64_t tick)
    {
        return QTest::qWaitFor(
            [this, tick] {
                return m_dock->model()->tick() == tick && !m_dock->controller()->isBusy()
                       && m_session->status() != DebugSession::Status::Running;
            },
            20000);
    }
    bool runToEnd()
    {
        QSignalSpy finished(m_session.get(), &DebugSession::finished);
        m_dock->controller()->play();
        return finished.wait(120000) && QTest::qWaitFor([this] { return m_dock->model()->finished(); }, 5000);
    }
    QImage grabView()
    {
        QImage image = m_dock->bufferView()->viewport()->grab().toImage();
        if (qEnvironmentVariableIsSet("FOULPLAY_SAVE_GRABS"))
            image.save(QStringLiteral("%1/%2.png")
                           .arg(qEnvironmentVariable("FOULPLAY_SAVE_GRABS"),
                                QString::fromLatin1(QTest::currentTestFunction())));
        return image;
    }

    std::unique_ptr<DebugSession> m_session;
    std::unique_ptr<Ui::FybBattleDock> m_dock;

private Q_SLOTS:
    void init()
    {
        m_session = std::make_unique<DebugSession>();
        m_dock = std::make_unique<Ui::FybBattleDock>();
        m_dock->resize(1000, 700);
        m_dock->setSession(m_session.get());
        m_dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
    }
    void cleanup()
    {
        m_dock.reset();
        m_session.reset();
    }

    void conformanceBattleShowsTheBombAtItsFinalTurn()
    {
        QString first;
        QString second;
        std::uint64_t expectedTurn = 0;
        int expectedWinner = 0;
#ifdef FOULPLAY_FYB_CONFORMANCE_DIR
        // A real battle of the conformance set, won by a bomb at turn 348.
        const QString dir = QStringLiteral(FOULPLAY_FYB_CONFORMANCE_DIR);
        first = readFile(dir + QStringLiteral("/warriors/_test.fyb"));
        second = readFile(dir + QStringLiteral("/warriors/logicex-1.fyb"));
        const QStringList rows = readFile(dir + QStringLiteral("/expected.tsv")).split(QLatin1Char('\n'));
        for (const QString &row : rows) {
            const QStringList f = row.split(QLatin1Char('\t'));
            if (f.size() == 5 && f[0] == QLatin1String("_test.fyb") && f[1] == QLatin1String("logicex-1.fyb")) {
                QCOMPARE(f[4], QStringLiteral("bomb"));
                expectedWinner = f[2].toInt();
                expectedTurn = f[3].toULongLong();
            }
        }
        QVERIFY(expectedWinner != 0);
#else
        first = readFile(dataFile(QStringLiteral("seeker.fyb")));
        second = readFile(dataFile(QStringLiteral("mangler.fyb")));
        auto engine = referenceEngine(first, second);
        engine.runToEnd();
        QVERIFY(engine.result() && engine.result()->reason == Core::Fyb::ResultReason::Bomb);
        expectedWinner = engine.result()->winner;
        expectedTurn = engine.result()->turn;
#endif
        QVERIFY(load(first, second));
        QVERIFY(runToEnd());
        auto *model = m_dock->model();
        QCOMPARE(model->turn(), expectedTurn);

        // The loser's thread stands on the bomb that ended the battle.
        const int loser = 2 - expectedWinner;
        const auto &battle = *model->battle();
        // The outermost frame on a cell is that of its first thread in the
        // process table.
        int cell = -1;
        int thread = -1;
        for (std::size_t i = 0; i < battle.processes.size() && cell < 0; ++i) {
            const auto &p = battle.processes[i];
            if (p.alive && p.owner == loser && battle.data[loser][std::size_t(p.pp)] == 14) {
                cell = p.pp;
                thread = int(i);
            }
        }
        QVERIFY(cell >= 0);
        QVERIFY(model->lastMark(Ui::FybBattleModel::Mark::Bomb) > 0);

        auto *view = m_dock->bufferView();
        view->setShowLinks(false);
        view->setCellSize(24);
        view->revealCell(loser, cell);
        QTest::qWait(Ui::FybBattleModel::FlashMs + 100); // let the commit flashes fade
        model->expireFlashes();
        const QImage image = grabView();
        const QRect rect = view->cellViewportRect(loser, cell);
        QVERIFY(image.rect().contains(rect));
        // Red bomb cell with the dark round bomb in its middle (other
        // threads standing on it frame it too, further inside) ...
        QVERIFY2(redShare(image, rect) >= 0.12, qPrintable(QString::number(redShare(image, rect))));
        QVERIFY(isDark(image.pixelColor(rect.center() + QPoint(-1, 2))));
        // ... framed by the loser thread's program pointer in its colour.
        const QColor frame = battle.processes[std::size_t(thread)].defected ? Ui::defectedThreadColour(thread)
                                                                            : Ui::threadColour(thread);
        QVERIFY2(near(image.pixelColor(rect.left() + 1, rect.center().y()), frame, 60),
                 qPrintable(image.pixelColor(rect.left() + 1, rect.center().y()).name()));
        // A visible cell that is no bomb is not red: the view is not a red blur.
        int other = -1;
        for (int c = 0; c < model->length() && other < 0; ++c) {
            if (battle.data[loser][std::size_t(c)] != 14
                && battle.mods[loser][std::size_t(c)] == battle.data[loser][std::size_t(c)]
                && image.rect().contains(view->cellViewportRect(loser, c)))
                other = c;
        }
        QVERIFY(other >= 0);
        QVERIFY(redShare(image, view->cellViewportRect(loser, other)) < 0.05);
    }

    void pendingEditsSpentForksAndHistory()
    {
        QVERIFY(
            load(readFile(dataFile(QStringLiteral("pending.fyb"))), readFile(dataFile(QStringLiteral("forker.fyb")))));
        auto *model = m_dock->model();
        auto *view = m_dock->bufferView();
        view->setCellSize(32);
        view->setShowLinks(false);
        QCOMPARE(model->length(), 3);

        // Turn 0: thread 0 bumps program 2's `:` to `;` without committing,
        // thread 1 forks there (spent), the child is thread 2.
        m_dock->controller()->stepTurn();
        QVERIFY(waitForTick(3));
        const auto *battle = model->battle();
        QCOMPARE(int(battle->data[1][0]), 12);
        QCOMPARE(int(battle->mods[1][0]), 13);
        QCOMPARE(int(battle->spent[1][0]), 1);

        QImage image = grabView();
        QRect rect = view->cellViewportRect(1, 0);
        // The pending badge (orange) in the upper right corner ...
        QVERIFY(near(image.pixelColor(rect.right() - 11, rect.top() + 5), Ui::FybBattlePainter::pendingColour()));
        // ... and the spent notch (dark) in the lower left.
        QVERIFY(isDark(image.pixelColor(rect.left() + 5, rect.bottom() - 5)));
        // A plain cell has neither.
        const QRect plain = view->cellViewportRect(0, 2);
        QVERIFY(!near(image.pixelColor(plain.right() - 11, plain.top() + 5), Ui::FybBattlePainter::pendingColour()));
        QVERIFY(!isDark(image.pixelColor(plain.left() + 5, plain.bottom() - 5)));

        // The thread list: three live threads, with owners, pointers and births.
        auto *threads = m_dock->threadModel();
        QTRY_COMPARE(threads->rowCount(), 3);
        const auto cell = [threads](int row, int column) { return threads->index(row, column).data().toString(); };
        QCOMPARE(cell(0, Ui::FybThreadModel::OwnerColumn), QStringLiteral("1"));
        QCOMPARE(cell(1, Ui::FybThreadModel::OwnerColumn), QStringLiteral("2"));
        QCOMPARE(cell(2, Ui::FybThreadModel::OwnerColumn), QStringLiteral("2"));
        QCOMPARE(cell(0, Ui::FybThreadModel::PpColumn), QStringLiteral("1"));
        QCOMPARE(cell(0, Ui::FybThreadModel::DpColumn), QStringLiteral("0 in P2"));
        QCOMPARE(cell(2, Ui::FybThreadModel::PpColumn), QStringLiteral("2"));
        QCOMPARE(cell(0, Ui::FybThreadModel::BornColumn), QStringLiteral("0"));
        QTRY_COMPARE(cell(2, Ui::FybThreadModel::BornColumn), QStringLiteral("2"));
        QCOMPARE(m_dock->threadTable()->model()->rowCount(), 3);

        // Turn 1: thread 0 commits the `;`: the cell flashes and remembers.
        m_dock->controller()->stepTurn();
        QVERIFY(waitForTick(6));
        QCOMPARE(int(model->battle()->data[1][0]), 13);
        QVERIFY(!model->flashes().empty());
        QCOMPARE(model->flashes().front().cell, 0);
        const QString history = view->cellDescription(1, 0);
        QVERIFY2(history.contains(QStringLiteral("thread 0 (program 1) at tick 4, turn 1")), qPrintable(history));
        QVERIFY2(history.contains(QStringLiteral("was ':'")), qPrintable(history));
        QVERIFY(view->cellDescription(0, 1).contains(QStringLiteral("Never written")));

        // Back a turn: the start of turn 1, where the commit has not happened.
        m_dock->controller()->stepBackTurn();
        QVERIFY(waitForTick(3));
        QCOMPARE(model->turn(), std::uint64_t(1));
        QCOMPARE(int(model->battle()->data[1][0]), 12);
        QVERIFY(view->cellDescription(1, 0).contains(QStringLiteral("Never written")));
        m_dock->controller()->stepBackTick();
        QVERIFY(waitForTick(2));
        m_dock->controller()->stepTick();
        QVERIFY(waitForTick(3));
    }

    void threadListFollowsARunningBattleAFewTimesASecond()
    {
        // Both programs fill the process table and then loop for ever.
        const auto repeat = [](const QString &unit) {
            QString code;
            while (code.size() < 3000)
                code += unit;
            return code;
        };
        QVERIFY(load(repeat(QStringLiteral(":>?!;")), repeat(QStringLiteral(":>+>+;"))));
        auto *threads = m_dock->threadModel();
        // The list's clock moves 50 ms with every frame the battle shows.
        qint64 now = 0;
        threads->setClock([&now] { return now; });
        QSignalSpy frames(m_dock->model(), &Ui::FybBattleModel::frameChanged);
        QSignalSpy changed(threads, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(threads, &QAbstractItemModel::modelReset);
        QObject ticker;
        connect(m_dock->model(), &Ui::FybBattleModel::frameChanged, &ticker, [&now] { now += 50; });
        m_dock->controller()->play();
        QVERIFY(QTest::qWaitFor([&frames] { return frames.count() >= 40; }, 60000));
        m_dock->controller()->pause();
        QVERIFY(QTest::qWaitFor([this] { return m_session->status() == DebugSession::Status::Ready; }, 5000));
        // Many frames, but the list followed them at most four times a second
        // of its clock: once every fifth frame (plus its catching up at the
        // pause), and no less.
        const qsizetype refreshes = changed.count() + resets.count();
        const qsizetype due = frames.count() / 5;
        QVERIFY2(
            refreshes >= due - 1 && refreshes <= due + 2,
            qPrintable(
                QStringLiteral("%1 frames: %2 + %3").arg(frames.count()).arg(changed.count()).arg(resets.count())));
        // Paused, it shows the frame itself.
        QTRY_COMPARE(threads->rowCount(), m_dock->model()->liveThreads(0) + m_dock->model()->liveThreads(1));
        QCOMPARE(threads->rowCount(), 1023);
        const auto &battle = *m_dock->model()->battle();
        for (const int row : {0, 500, 1022}) {
            const int process = threads->processAt(row);
            QCOMPARE(threads->index(row, Ui::FybThreadModel::PpColumn).data().toInt(),
                     battle.processes[std::size_t(process)].pp);
        }
        // The commits flooded the batches, but no fork was left out: every
        // birth is exact.
        QVERIFY(m_dock->model()->droppedEvents() > 0);
        for (const int process : {2, 500, 1022}) {
            bool exact = false;
            QVERIFY(m_dock->model()->birthTick(process, &exact).has_value());
            QVERIFY(exact);
        }
    }

    void jumpsToTheNextCommitAndBomb()
    {
        QVERIFY(
            load(readFile(dataFile(QStringLiteral("pending.fyb"))), readFile(dataFile(QStringLiteral("forker.fyb")))));
        auto *controller = m_dock->controller();
        // A speed for watching, which the jumps leave as they found it.
        m_session->setSpeed(123);
        // The session runs on until the tick that made the commit.
        controller->jumpToNext(Ui::FybBattleModel::Mark::Commit);
        QVERIFY(waitForTick(4));
        QCOMPARE(m_session->speed(), 123u);
        controller->jumpToNext(Ui::FybBattleModel::Mark::Bomb);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !controller->isBusy() && m_dock->model()->battle()
                       && m_dock->model()->battle()->data[1][0] == 14;
            },
            20000));
        // Reference: the first bomb commit of the same battle, by a real engine.
        auto engine = referenceEngine(readFile(dataFile(QStringLiteral("pending.fyb"))),
                                      readFile(dataFile(QStringLiteral("forker.fyb"))));
        while (engine.data(1)[0] != 14)
            engine.step();
        QVERIFY(waitForTick(engine.tick()));
        controller->jumpToNext(Ui::FybBattleModel::Mark::Commit);
        QVERIFY(QTest::qWaitFor([&] { return m_dock->model()->tick() > engine.tick(); }, 20000));
        QVERIFY(QTest::qWaitFor([&] { return !controller->isBusy(); }, 20000));
        QCOMPARE(m_session->speed(), 123u);
    }

    void aJumpThatFindsNothingStaysAndSaysSo()
    {
        // Neither warrior forks, and nothing they commit can: the seeker
        // commits only its bomb, the other program only waits.
        QVERIFY(load(QStringLiteral("{>}[+]+++++++++++++!"), QStringLiteral("%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%*")));
        auto *controller = m_dock->controller();
        QSignalSpy messages(controller, &Ui::FybBattleController::message);
        controller->stepTurn();
        QVERIFY(QTest::qWaitFor([&] { return !controller->isBusy() && m_dock->model()->turn() == 1; }, 20000));
        const std::uint64_t tick = m_dock->model()->tick();
        controller->jumpToNext(Ui::FybBattleModel::Mark::Fork);
        QVERIFY(QTest::qWaitFor([&] { return !messages.isEmpty(); }, 60000));
        QVERIFY2(messages.last().first().toString().startsWith(QStringLiteral("No fork after tick")),
                 qPrintable(messages.last().first().toString()));
        // Back where the search began, not at the end of the battle; the
        // note stays there, as it is about that place.
        QVERIFY(waitForTick(tick));
        QVERIFY(!m_dock->model()->finished());
        QVERIFY(m_dock->resultText().isEmpty());
        QTRY_COMPARE(m_dock->statusText(), messages.last().first().toString());
        // A search that finds something replaces the note.
        controller->jumpToNext(Ui::FybBattleModel::Mark::Commit);
        QVERIFY(QTest::qWaitFor([&] { return messages.size() == 2; }, 20000));
        QVERIFY2(messages.last().first().toString().startsWith(QStringLiteral("Next commit: turn")),
                 qPrintable(messages.last().first().toString()));
        QTRY_COMPARE(m_dock->statusText(), messages.last().first().toString());
        // Once the view moves on, the note about the commit's place goes.
        const std::uint64_t found = m_dock->model()->tick();
        controller->stepTick();
        QVERIFY(waitForTick(found + 1));
        QTRY_VERIFY(m_dock->statusText().isEmpty());
        // The finished battle's last frame carries the winner's banner.
        QVERIFY(runToEnd());
        QVERIFY2(m_dock->resultText().startsWith(QStringLiteral("Program 1 wins at turn"))
                     || m_dock->resultText().startsWith(QStringLiteral("Program 2 wins at turn")),
                 qPrintable(m_dock->resultText()));
        auto *banner = m_dock->findChild<QLabel *>(QStringLiteral("battleResult"));
        QVERIFY(banner && banner->isVisible());
        QCOMPARE(banner->text(), m_dock->resultText());
        controller->scrubTo(0);
        QVERIFY(waitForTick(0));
        QVERIFY(!banner->isVisible());
    }

    // Why? from the thread list: the current cell's value (pp, dp,
    // defected, or the owner's thread count), back to right before the
    // tick that gave it its value.
    void threadListAsksWhy()
    {
        QVERIFY(
            load(readFile(dataFile(QStringLiteral("seeker.fyb"))), readFile(dataFile(QStringLiteral("mangler.fyb")))));
        QSignalSpy changes(m_session.get(), &DebugSession::valueChanged);
        QSignalSpy stopped(m_session.get(), &DebugSession::stopped);
        QVERIFY(runToEnd());
        const std::uint64_t at = m_dock->model()->tick();
        QVERIFY(at > 10);
        QTableView *table = m_dock->threadTable();
        QTRY_VERIFY(table->model()->rowCount() > 0);
        Ui::ValueTravel *travel = m_dock->threadTravel();
        QVERIFY(table->actions().contains(travel->whyAction()));
        QCOMPARE(travel->whyAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+Y")));
        const auto *threads = static_cast<const Ui::FybThreadModel *>(table->model());
        const int process = threads->processAt(0);
        const int owner = table->model()->index(0, Ui::FybThreadModel::OwnerColumn).data().toInt();
        const std::pair<int, QString> cells[] = {
            {Ui::FybThreadModel::PpColumn, QStringLiteral("pp(%1)").arg(process)},
            {Ui::FybThreadModel::DpColumn, QStringLiteral("dp(%1)").arg(process)},
            {Ui::FybThreadModel::DefectedColumn, QStringLiteral("defected(%1)").arg(process)},
            {Ui::FybThreadModel::OwnerColumn, QStringLiteral("threads(%1)").arg(owner)},
        };
        int found = 0;
        for (const auto &[column, value] : cells) {
            m_session->jumpToTick(at);
            QVERIFY(waitForTick(at));
            table->setCurrentIndex(table->model()->index(threads->rowOf(process), column));
            const qsizetype stops = stopped.size();
            const qsizetype seen = changes.size();
            travel->whyAction()->trigger();
            QTRY_VERIFY(stopped.size() > stops);
            const auto reason = stopped.last().at(0).value<Core::Debug::DebugStopReason>();
            if (reason == Core::Debug::DebugStopReason::Start) {
                QCOMPARE(m_session->snapshot().tick, std::uint64_t(0)); // it never changed
                continue;
            }
            QCOMPARE(reason, Core::Debug::DebugStopReason::Breakpoint);
            QCOMPARE(changes.size(), seen + 1);
            const auto change = changes.last().at(1).value<Core::Debug::ValueChange>();
            QCOMPARE(change.value, value);
            QVERIFY(change.tick <= at);
            QCOMPARE(m_session->snapshot().tick + 1, change.tick);
            ++found;
        }
        QVERIFY(found >= 2); // the pointers of a thread that ran
    }

    void threadListShowsEveryColumn()
    {
        QVERIFY(
            load(readFile(dataFile(QStringLiteral("pending.fyb"))), readFile(dataFile(QStringLiteral("forker.fyb")))));
        QTableView *table = m_dock->threadTable();
        QSplitter *splitter = m_dock->splitter();
        const auto columns = [table] {
            int width = 0;
            for (int column = 0; column < table->model()->columnCount(); ++column)
                width += table->columnWidth(column);
            return width;
        };
        // A dock of 1,000 px: the list goes below the buffers, whole.
        QTRY_COMPARE(splitter->orientation(), Qt::Vertical);
        QVERIFY(table->viewport()->width() >= columns());
        QVERIFY(m_dock->bufferView()->width() >= splitter->width() - 2);
        // A wide one: side by side, the list still whole, the buffers wider.
        m_dock->resize(2000, 700);
        QTRY_COMPARE(splitter->orientation(), Qt::Horizontal);
        QTRY_VERIFY(table->viewport()->width() >= columns());
        QVERIFY(m_dock->bufferView()->width() >= 2 * table->width());
        m_dock->resize(900, 700);
        QTRY_COMPARE(splitter->orientation(), Qt::Vertical);
        QTRY_VERIFY(table->viewport()->width() >= columns());
    }

    void scrubbingShowsTheFrameOfAnyTick()
    {
        const QString first = readFile(dataFile(QStringLiteral("seeker.fyb")));
        const QString second = readFile(dataFile(QStringLiteral("mangler.fyb")));
        QVERIFY(load(first, second));
        QVERIFY(runToEnd());
        auto *model = m_dock->model();
        const std::uint64_t last = model->lastTick();
        QVERIFY(last > 50);
        for (const std::uint64_t target : {last / 3, std::uint64_t(7), last - 1, last / 2}) {
            m_dock->controller()->scrubTo(target);
            QVERIFY(waitForTick(target));
            auto engine = referenceEngine(first, second);
            engine.run(target);
            QCOMPARE(engine.tick(), target);
            QVERIFY(*model->battle() == engine.snapshot());
        }
        // The scrubber follows the frame, and dragging it moves the frame.
        auto *bar = m_dock->timelineBar();
        QCOMPARE(bar->tickAt(bar->scrubber()->value()), last / 2);
        bar->scrubber()->setValue(bar->scrubber()->maximum());
        QVERIFY(waitForTick(last));
        QVERIFY(model->finished());
    }

    void largeBuffersZoomFollowAndExport()
    {
        // Two programs of 15,000 cells: 30,000 cells on screen at most.
        const QString first = QStringLiteral(":%%%%;") + QString(14994, QLatin1Char('>'));
        const QString second = QStringLiteral("+!>") + QString(14997, QLatin1Char('%'));
        QVERIFY(load(first, second));
        auto *view = m_dock->bufferView();
        QCOMPARE(view->layout().length(), 15000);

        view->setCellSize(3);
        QImage image = grabView();
        // Tiny cells are coloured pixels: the `:` of program 1 and a `>` differ.
        QRect colon = view->cellViewportRect(0, 0);
        QRect right = view->cellViewportRect(0, 100);
        QVERIFY(image.pixelColor(colon.center()) != image.pixelColor(right.center()));
        QVERIFY(near(image.pixelColor(right.center()), Ui::FybBattlePainter::cellColour(3, false), 8));

        view->setCellSize(20);
        m_dock->followThread(0);
        m_dock->controller()->scrubTo(9000); // thread 0 walks `>` over its own program
        QVERIFY(waitForTick(9000));
        const int pp = m_dock->model()->battle()->processes[0].pp;
        QVERIFY(pp > 1000);
        QVERIFY(view->viewport()->rect().contains(view->cellViewportRect(0, pp)));

        QTemporaryDir dir;
        QVERIFY(m_dock->exportFrame(dir.filePath(QStringLiteral("frame.png"))));
        QImage saved(dir.filePath(QStringLiteral("frame.png")));
        QCOMPARE(saved.size(), view->viewport()->size());
        const std::uint64_t turnBefore = m_dock->model()->turn();
        QSignalSpy exported(m_dock->controller(), &Ui::FybBattleController::exportFinished);
        m_dock->controller()->exportFrames(dir.filePath(QStringLiteral("seq")), 3,
                                           [view] { return view->renderFrame(); });
        QVERIFY(exported.wait(20000));
        QVERIFY(exported.first().first().toBool());
        QCOMPARE(exported.first().at(1).toInt(), 4);
        QCOMPARE(QDir(dir.filePath(QStringLiteral("seq"))).entryList({QStringLiteral("*.png")}).size(), 4);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("seq/frame-00003.png"))));
        QCOMPARE(m_dock->model()->turn(), turnBefore + 3);
    }
};

QTEST_MAIN(TestFybBattleView)
#include "tst_fybbattleview.moc"
