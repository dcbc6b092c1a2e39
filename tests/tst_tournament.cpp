// The Tournament window (Run → Tournament…) in the real main window: a
// small hill on real threads, its table and matrix, a cell opened in the
// battle view, and the hill saved, reopened and exported.
#include "documentmanager.h"
#include "document.h"
#include "editor/codeeditor.h"
#include "inspectors/fyb/fybbattledock.h"
#include "inspectors/fyb/fybbattlemodel.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "tournament/tournamentmodels.h"
#include "tournament/tournamentwindow.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Foulplay::Ui;
namespace Fyb = Foulplay::Core::Fyb;

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA "/fyb");

} // namespace

class TestTournament : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void playsAHillAndOpensABattle();
    void savesReopensAndExports();
    void stopsWithoutBlocking();
    void offersTheExampleWarriorsOverTheWindow();
    void opensNoSecondTabOfTheSameName();

private:
    TournamentWindow *openTournament();
    // Runs the hill of the test warriors (copied into m_dir) to its end.
    TournamentWindow *playHill();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_paths;
};

void TestTournament::initTestCase()
{
    TestHelpers::isolateSettings();
}

void TestTournament::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
    QDir().mkpath(m_dir->filePath(QStringLiteral("warriors")));
    m_paths.clear();
    for (const QString &name : QDir(DataDir).entryList({QStringLiteral("*.fyb")}, QDir::Files)) {
        const QString path = m_dir->filePath(QStringLiteral("warriors/") + name);
        QVERIFY(QFile::copy(DataDir + QLatin1Char('/') + name, path));
        m_paths << path;
    }
}

void TestTournament::cleanup()
{
    m_window->runController()->stop();
    m_window.reset();
}

TournamentWindow *TestTournament::openTournament()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionTournament"));
    if (!action) {
        qWarning("no Run → Tournament… action");
        return nullptr;
    }
    const QList<TournamentWindow *> before = m_window->findChildren<TournamentWindow *>();
    action->trigger();
    for (TournamentWindow *window : m_window->findChildren<TournamentWindow *>()) {
        if (!before.contains(window))
            return window;
    }
    return nullptr;
}

TournamentWindow *TestTournament::playHill()
{
    TournamentWindow *tournament = openTournament();
    if (!tournament)
        return nullptr;
    tournament->setWarriors(m_paths);
    QSignalSpy finished(tournament, &TournamentWindow::runFinished);
    tournament->start();
    if (!tournament->isRunning() || !finished.wait(60000) || !finished.first().first().toBool()) {
        qWarning("the hill did not run to its end");
        return nullptr;
    }
    return tournament;
}

// The hill's results are those of tests/data/fyb/battles.tsv (which
// tst_fybcli checks against `battle`), and the views show them.
void TestTournament::playsAHillAndOpensABattle()
{
    TournamentWindow *tournament = playHill();
    QVERIFY(tournament);
    QVERIFY(tournament->isVisible());
    const Tournament &hill = tournament->tournament();
    QCOMPARE(hill.paths.size(), 6);
    QCOMPARE(hill.played(), std::size_t(30));

    QFile golden(DataDir + QStringLiteral("/battles.tsv"));
    QVERIFY(golden.open(QIODevice::ReadOnly | QIODevice::Text));
    golden.readLine();
    int checked = 0;
    while (!golden.atEnd()) {
        const QStringList f = QString::fromUtf8(golden.readLine()).trimmed().split(QLatin1Char('\t'));
        const int a = hill.names.indexOf(f[0]);
        const int b = hill.names.indexOf(f[1]);
        if (a == b)
            continue; // no self battles in this hill
        const QJsonObject e = QJsonDocument::fromJson(f[2].toUtf8()).object();
        const std::optional<Fyb::Result> *r = hill.resultOf(a, b);
        QVERIFY(r && *r);
        QCOMPARE((*r)->winner, e.value(QLatin1String("winner")).toInt());
        QCOMPARE(qint64((*r)->turn), e.value(QLatin1String("turn")).toInteger());
        ++checked;
    }
    QCOMPARE(checked, 30);

    // The table: six rows, ranked by score.
    QAbstractItemModel *table = tournament->tableView()->model();
    QCOMPARE(table->rowCount(), 6);
    QCOMPARE(table->data(table->index(0, 0)).toInt(), 1);
    const std::vector<Fyb::HillScore> scores = hill.table();
    QCOMPARE(table->data(table->index(0, 1)).toString(), hill.names[int(scores[0].warrior)]);
    QCOMPARE(table->data(table->index(0, 6)).toULongLong(), scores[0].score);
    TestHelpers::shoot(tournament, QStringLiteral("tournament-table"));

    // The matrix: mangler (program 1) against seeker (program 2): seeker
    // wins with a bomb at turn 64, an orange cell.
    const int mangler = hill.names.indexOf(QStringLiteral("mangler.fyb"));
    const int seeker = hill.names.indexOf(QStringLiteral("seeker.fyb"));
    QAbstractItemModel *matrix = tournament->matrixView()->model();
    const QModelIndex cell = matrix->index(mangler, seeker);
    QCOMPARE(matrix->data(cell).toString(), QStringLiteral("2"));
    const QColor colour = matrix->data(cell, Qt::BackgroundRole).value<QColor>();
    QCOMPARE(colour, TournamentMatrixModel::colourOf(**hill.resultOf(mangler, seeker), hill.settings.maxTurns));
    QVERIFY(colour.hslHue() >= 15 && colour.hslHue() <= 35);
    QVERIFY(matrix->data(cell, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("seeker.fyb (program 2) wins at turn 64")));
    QVERIFY(!matrix->data(matrix->index(mangler, mangler)).isValid()); // no self battle
    // A later result is paler than an early one of the same winner.
    const QColor early = TournamentMatrixModel::colourOf({1, 10, Fyb::ResultReason::Bomb}, 10'000'000);
    const QColor late = TournamentMatrixModel::colourOf({1, 5'000'000, Fyb::ResultReason::Bomb}, 10'000'000);
    QVERIFY(late.lightness() > early.lightness());
    tournament->tabs()->setCurrentIndex(1);
    TestHelpers::shoot(tournament, QStringLiteral("tournament-matrix"));
    // A legend under the matrix says what its marks mean.
    auto *legend = tournament->findChild<QLabel *>(QStringLiteral("matrixLegend"));
    QVERIFY(legend && legend->isVisible());
    QVERIFY(legend->mapTo(tournament, QPoint()).y() > tournament->matrixView()->mapTo(tournament, QPoint()).y());
    for (const QString &words :
         {QStringLiteral("program 1 wins"), QStringLiteral("program 2 wins"), QStringLiteral("a draw")})
        QVERIFY2(legend->text().contains(words), qPrintable(legend->text()));

    // Clicking the cell opens that battle in the battle view at its start.
    QTableView *view = tournament->matrixView();
    view->scrollTo(cell);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    RunController *run = m_window->runController();
    QTRY_VERIFY_WITH_TIMEOUT(run->program1() && run->program2(), 10000);
    QCOMPARE(QFileInfo(run->program1()->filePath()).fileName(), QStringLiteral("mangler.fyb"));
    QCOMPARE(QFileInfo(run->program2()->filePath()).fileName(), QStringLiteral("seeker.fyb"));
    auto *battleView = m_window->findChild<FybBattleDock *>();
    QVERIFY(battleView);
    QTRY_VERIFY_WITH_TIMEOUT(battleView->model()->battle() != nullptr, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!battleView->isHidden(), 5000);
    QCOMPARE(battleView->model()->turn(), std::uint64_t(0));
    TestHelpers::shoot(m_window.get(), QStringLiteral("tournament-battle"));
}

void TestTournament::savesReopensAndExports()
{
    TournamentWindow *tournament = playHill();
    QVERIFY(tournament);
    const QString json = m_dir->filePath(QStringLiteral("hill.json"));
    QString error;
    QVERIFY2(tournament->saveTo(json, &error), qPrintable(error));
    TournamentWindow *reopened = openTournament();
    QVERIFY(reopened);
    QVERIFY2(reopened->openFrom(json, &error), qPrintable(error));
    QCOMPARE(reopened->tournament().paths, tournament->tournament().paths);
    QVERIFY(reopened->tournament().results == tournament->tournament().results);
    QCOMPARE(reopened->tableView()->model()->rowCount(), 6);
    // A damaged file is refused with a reason.
    QFile bad(m_dir->filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\":\"foulplay-hill\",\"version\":1,\"warriors\":[\"b\",\"a\"]}");
    bad.close();
    QVERIFY(!reopened->openFrom(bad.fileName(), &error));
    QVERIFY(error.contains(QStringLiteral("sorted")));
    QCOMPARE(reopened->tournament().paths.size(), 6); // unchanged

    const QString csv = m_dir->filePath(QStringLiteral("hill.csv"));
    QVERIFY(tournament->exportCsv(csv));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csvFile.readAll());
    QVERIFY(text.startsWith(QStringLiteral("rank,warrior,battles,wins,losses,draws,score,per battle\n1,")));
    QVERIFY(text.contains(QStringLiteral("\nmangler.fyb,")));
    QVERIFY(text.contains(QStringLiteral(",2 64 bomb,")));
    const QString png = m_dir->filePath(QStringLiteral("hill.png"));
    QVERIFY(tournament->exportPng(png));
    const QImage picture(png);
    QVERIFY(!picture.isNull());
    QVERIFY(picture.height() > tournament->tableView()->horizontalHeader()->height() * 8);
}

// Long battles run on their threads while the GUI thread goes on; Stop ends
// them at their next turn.
void TestTournament::stopsWithoutBlocking()
{
    TournamentWindow *tournament = openTournament();
    QVERIFY(tournament);
    tournament->setWarriors(m_paths);
    Fyb::Settings settings;
    settings.maxTurns = 2'000'000'000;
    settings.detectPeriods = false; // the draws take minutes: only Stop ends them
    tournament->setLimits(settings, true);
    QSignalSpy finished(tournament, &TournamentWindow::runFinished);
    tournament->start();
    QVERIFY(tournament->isRunning());
    // The event loop keeps turning while the battles run.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start(10);
    QTRY_VERIFY_WITH_TIMEOUT(ticks >= 3, 20000);
    QVERIFY(tournament->isRunning()); // the draws still run meanwhile
    tournament->stop();
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!tournament->isRunning());
    QVERIFY(tournament->tournament().played() <= tournament->tournament().pairings.size());
}

void TestTournament::offersTheExampleWarriorsOverTheWindow()
{
    TournamentWindow *tournament = openTournament();
    QVERIFY(tournament);
    QVERIFY(QTest::qWaitForWindowExposed(tournament));
    // Placed over the IDE's centre.
    const QPoint offset = tournament->frameGeometry().center() - m_window->frameGeometry().center();
    QVERIFY2(offset.manhattanLength() <= 40, qPrintable(QStringLiteral("%1, %2").arg(offset.x()).arg(offset.y())));

    // An empty list offers the examples' warriors; once there are some, the offer goes.
    auto *offer = tournament->findChild<QPushButton *>(QStringLiteral("addExampleWarriors"));
    QVERIFY(offer && offer->isVisible());
    const QStringList bundled = TournamentWindow::bundledWarriors();
    QVERIFY2(bundled.size() >= 4, qPrintable(bundled.join(u',')));
    offer->click();
    QCOMPARE(tournament->tournament().paths, bundled);
    QVERIFY(!offer->isVisible());
    for (const QString &path : bundled)
        QVERIFY2(QFile::exists(path) && path.endsWith(QLatin1String(".fyb")), qPrintable(path));
}

void TestTournament::opensNoSecondTabOfTheSameName()
{
    TournamentWindow *tournament = openTournament();
    QVERIFY(tournament);
    DocumentManager *documents = m_window->documents();
    RunController *run = m_window->runController();

    // The same battle of the built-in example warriors, twice: their tabs
    // are reused, not opened again under the same names.
    const QStringList examples = QDir(QStringLiteral(":/examples/fyb")).entryList({QStringLiteral("*.fyb")});
    QVERIFY(examples.size() >= 2);
    const QString first = QStringLiteral(":/examples/fyb/") + examples[0];
    const QString second = QStringLiteral(":/examples/fyb/") + examples[1];
    Q_EMIT tournament->battleRequested(first, second);
    QTRY_VERIFY_WITH_TIMEOUT(run->program1() && run->program2(), 10000);
    const qsizetype tabs = documents->documents().size();
    Document *program1 = run->program1();
    QCOMPARE(documents->tabText(program1), examples[0] + QStringLiteral(" (example)"));
    Q_EMIT tournament->battleRequested(first, second);
    QTRY_VERIFY_WITH_TIMEOUT(run->program1() && run->program2(), 10000);
    QCOMPARE(documents->documents().size(), tabs);
    QCOMPARE(run->program1(), program1);
    // An example changed in its tab is the user's: the example opens beside it, numbered.
    program1->editor()->setPlainText(QStringLiteral("+"));
    Document *copy = m_window->openExample(first);
    QVERIFY(copy && copy != program1);
    QCOMPARE(documents->tabText(copy), examples[0] + QStringLiteral(" (example 2)"));
    program1->setModified(false);

    // Two warriors of the same name from two folders: each tab says its folder.
    const QString other = m_dir->filePath(QStringLiteral("other/mangler.fyb"));
    QVERIFY(QDir().mkpath(QFileInfo(other).absolutePath()));
    QVERIFY(QFile::copy(m_dir->filePath(QStringLiteral("warriors/mangler.fyb")), other));
    Document *a = documents->openFile(m_dir->filePath(QStringLiteral("warriors/mangler.fyb")));
    Document *b = documents->openFile(other);
    QVERIFY(a && b && a != b);
    QCOMPARE(documents->tabText(a), QStringLiteral("mangler.fyb — warriors"));
    QCOMPARE(documents->tabText(b), QStringLiteral("mangler.fyb — other"));
    // The same file again is the same tab.
    QCOMPARE(documents->openFile(other), b);
    // Alone again, a tab is its file's name.
    QVERIFY(documents->closeDocument(b));
    QCOMPARE(documents->tabText(a), QStringLiteral("mangler.fyb"));
}

QTEST_MAIN(TestTournament)
#include "tst_tournament.moc"
