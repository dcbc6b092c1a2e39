// Debug → Evolve… in the real main window, under offscreen: a few
// generations bred on the worker thread while the window keeps answering,
// paused and resumed, the plot grown a point a generation, the run's folder
// equal to `foulplay-cli evolve` with the same parameters, a generation's
// champion opened in a tab by a click on its point, and the champion
// battled against a hill warrior in the battle view.
#include "cli.h"
#include "document.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "tournament/evolveplot.h"
#include "tournament/evolvewindow.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace Foulplay::Ui;

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA "/fyb");

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestEvolveWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void breedsPausesAndResumes();

private:
    EvolveWindow *openEvolve();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_paths;
};

void TestEvolveWindow::initTestCase()
{
    TestHelpers::isolateSettings();
}

void TestEvolveWindow::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1360, 850);
    m_window->show();
    // The hill is read, never written: the test warriors where they are.
    m_paths.clear();
    for (const QString &name : QDir(DataDir).entryList({QStringLiteral("*.fyb")}, QDir::Files))
        m_paths << DataDir + QLatin1Char('/') + name;
}

void TestEvolveWindow::cleanup()
{
    m_window->runController()->stop();
    m_window.reset();
}

EvolveWindow *TestEvolveWindow::openEvolve()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionEvolve"));
    if (!action) {
        qWarning("no Debug → Evolve… action");
        return nullptr;
    }
    action->trigger();
    return m_window->findChild<EvolveWindow *>();
}

void TestEvolveWindow::breedsPausesAndResumes()
{
    EvolveWindow *evolve = openEvolve();
    QVERIFY(evolve);
    QVERIFY(QTest::qWaitForWindowExposed(evolve));
    evolve->setHill(m_paths);
    const QString output = m_dir->filePath(QStringLiteral("run"));
    evolve->setOutputDirectory(output);
    evolve->populationBox()->setValue(10);
    evolve->generationsBox()->setValue(60);
    evolve->seedBox()->setValue(77);
    evolve->maxTurnsBox()->setValue(20000);
    evolve->jobsBox()->setValue(2);

    QSignalSpy shown(evolve, &EvolveWindow::generationShown);
    QSignalSpy ended(evolve, &EvolveWindow::runEnded);
    auto *start = evolve->findChild<QPushButton *>(QStringLiteral("evolveStart"));
    auto *pause = evolve->findChild<QPushButton *>(QStringLiteral("evolvePause"));
    auto *resume = evolve->findChild<QPushButton *>(QStringLiteral("evolveResume"));
    QVERIFY(start && pause && resume);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(evolve->isRunning());
    QVERIFY(!start->isEnabled());
    QVERIFY(pause->isEnabled());

    // Paused after the first generation: nothing more is shown until Resume.
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, 60000);
    QTest::mouseClick(pause, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(evolve->isPaused(), 60000);
    QVERIFY(resume->isEnabled());
    const qsizetype pausedAt = shown.count();
    QVERIFY(pausedAt < 60);
    QTest::qWait(300);
    QCOMPARE(shown.count(), pausedAt);
    TestHelpers::shoot(evolve, QStringLiteral("evolve-paused"));

    // While it breeds, the window answers: events keep being handled.
    QTest::mouseClick(resume, Qt::LeftButton);
    QVERIFY(!evolve->isPaused());
    QElapsedTimer clock;
    clock.start();
    while (ended.isEmpty() && clock.elapsed() < 120000) {
        QElapsedTimer slice;
        slice.start();
        QTest::qWait(20);
        QVERIFY2(slice.elapsed() < 2000, "the window stopped answering");
    }
    QCOMPARE(ended.count(), 1);
    QVERIFY(!evolve->isRunning());
    QCOMPARE(shown.count(), 60);
    QCOMPARE(evolve->plot()->generationCount(), 60);
    TestHelpers::shoot(evolve, QStringLiteral("evolve-done"));

    // The folder is the command line's, with the same parameters.
    const QString reference = m_dir->filePath(QStringLiteral("reference"));
    std::istringstream in;
    std::ostringstream out, err;
    std::vector<std::string> args{"evolve",
                                  "--output",
                                  reference.toStdString(),
                                  "--population",
                                  "10",
                                  "--generations",
                                  "60",
                                  "--seed",
                                  "77",
                                  "--max-turns",
                                  "20000",
                                  "--jobs",
                                  "1",
                                  "--hill"};
    for (const QString &path : std::as_const(m_paths))
        args.push_back(path.toStdString());
    QCOMPARE(Foulplay::Cli::run(args, in, out, err), 0);
    QCOMPARE(contents(output + "/generations.jsonl"), contents(reference + "/generations.jsonl"));
    QCOMPARE(contents(output + "/champion.fyb"), contents(reference + "/champion.fyb"));

    // A click on generation 3's point opens its champion in a tab.
    EvolvePlot *plot = evolve->plot();
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->pointOf(3).toPoint());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->documents()->currentDocument()
                                 && m_window->documents()->currentDocument()->filePath().endsWith(
                                     QStringLiteral("champions/gen-000003.fyb")),
                             5000);
    QVERIFY(m_window->documents()->currentDocument()->text().contains(evolve->championOf(3)));

    // Battle the champion against a hill warrior: the battle view gets both.
    auto *battle = evolve->findChild<QPushButton *>(QStringLiteral("evolveBattle"));
    QVERIFY(battle && battle->isEnabled() && battle->menu());
    emit battle->menu()->aboutToShow();
    const QList<QAction *> warriors = battle->menu()->actions();
    QCOMPARE(warriors.size(), m_paths.size());
    warriors.front()->trigger();
    RunController *run = m_window->runController();
    QTRY_VERIFY_WITH_TIMEOUT(run->program1() && run->program2(), 10000);
    QCOMPARE(QFileInfo(run->program1()->filePath()).fileName(), QStringLiteral("champion.fyb"));
    QCOMPARE(QFileInfo(run->program2()->filePath()).fileName(), QFileInfo(m_paths.front()).fileName());
}

QTEST_MAIN(TestEvolveWindow)
#include "tst_evolvewindow.moc"
