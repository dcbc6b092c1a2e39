// Each program's run in the real window: its event log survives a switch to
// another tab, the Watches read the programs the run loaded (not the
// documents as edited since), and closing its tab frees its history while
// every view stays usable.
#include "addressspace.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "programrun.h"
#include "runcontroller.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "debugger/debuggerdocks.h"
#include "debugger/watchesdock.h"
#include "debugger/watchesmodel.h"

#include "consoledock.h"

#include "cheat/cheatinspector.h"
#include "unfair/unfairinspector.h"
#include "cheat/cheatscoreboardmodel.h"
#include "cheat/eventlogmodel.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbufferview.h"
#include "debug/debugsession.h"
#include "runeventlog.h"
#include "statuspanel.h"

#include <QAction>
#include <QDockWidget>
#include <QTableView>
#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Foulplay::Ui;
using Foulplay::Ui::Debugger::WatchesModel;
namespace Debug = Foulplay::Core::Debug;
using Status = Debug::DebugSession::Status;

namespace {

// caught.cheat with other players: the same run, other names in its log.
const char *const Caught = "Bob counts by 3 if Alice's score is equal to 0.\n"
                           "Alice calls cheat to Bob if Bob counted by 3.\n"
                           "Alice counts if Alice called cheat.\n"
                           "Bob shouts his score if Alice called cheat to Bob.\n";

QString renamed(const char *source)
{
    return QString::fromUtf8(source)
        .replace(QStringLiteral("Alice"), QStringLiteral("Yara"))
        .replace(QStringLiteral("Bob"), QStringLiteral("Zed"));
}

// What a log view shows, row by row.
QStringList rows(const QListView *view)
{
    QStringList texts;
    const QAbstractItemModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row)
        texts << model->index(row, 0).data().toString();
    return texts;
}

} // namespace

class TestProgramRun : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cheatLogFollowsTheTab();
    void watchesReadTheLoadedPrograms();
    void closingATabFreesItsRun();
    void closingAWarriorFreesTheBattle();
    void eachRunKeepsItsAnswer();
    void inspectorShowsTheCurrentTabOnly();
    void statusFollowsTheCurrentRun();
    void aReopenedReplayHasItsEvents();
    void outOfMemoryStopsTheRun();
    void noStepLimitRunsOn();
    void aRuntimeErrorSaysWhereAndWhy();

private:
    Debug::DebugSession *session() const { return m_window->runController()->session(); }
    // A new Cheat tab holding source.
    Document *newCheat(const QString &source);
    // Runs the current tab's program to its end.
    [[nodiscard]] bool runToEnd();
    // Starts the current tab's program paused at tick 0, then steps ticks times.
    [[nodiscard]] bool stepTo(std::uint64_t ticks);
    QAction *action(const char *name) const;
    CheatInspector *cheatInspector() const { return m_window->findChild<CheatInspector *>(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestProgramRun::initTestCase()
{
    TestHelpers::isolateSettings();
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestProgramRun::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
}

void TestProgramRun::cleanup()
{
    m_window->runController()->stop();
    for (Document *document : m_window->documents()->documents())
        document->setModified(false);
    m_window.reset();
}

QAction *TestProgramRun::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

Document *TestProgramRun::newCheat(const QString &source)
{
    Document *document = m_window->documents()->newDocument(Language::Cheat);
    document->editor()->setPlainText(source);
    m_window->documents()->setCurrentDocument(document);
    return document;
}

bool TestProgramRun::runToEnd()
{
    QSignalSpy finished(session(), &Debug::DebugSession::finished);
    action("actionRun")->trigger();
    return finished.wait(10000) || !finished.isEmpty();
}

bool TestProgramRun::stepTo(std::uint64_t ticks)
{
    Debug::DebugSession *run = session();
    QSignalSpy stopped(run, &Debug::DebugSession::stopped);
    action("actionStep")->trigger();
    if (!stopped.wait(10000))
        return false;
    for (std::uint64_t i = 0; i < ticks; ++i) {
        stopped.clear();
        action("actionStep")->trigger();
        if (!stopped.wait(10000))
            return false;
    }
    return run->snapshot().tick == ticks;
}

void TestProgramRun::cheatLogFollowsTheTab()
{
    Document *first = newCheat(QString::fromUtf8(Caught));
    QVERIFY(runToEnd());
    QListView *log = cheatInspector()->eventLogView();
    QTRY_VERIFY(rows(log).join(u'\n').contains(QStringLiteral("Alice catches Bob")));
    const QStringList firstLog = rows(log);

    // A second Cheat program in a second tab: the inspector shows its log only.
    Document *second = newCheat(renamed(Caught));
    QVERIFY(first->editor() != second->editor());
    QTRY_COMPARE(log->model()->rowCount(), 0);
    QVERIFY(runToEnd());
    QTRY_VERIFY(rows(log).join(u'\n').contains(QStringLiteral("Yara catches Zed")));
    const QStringList secondLog = rows(log);
    QCOMPARE(secondLog.size(), firstLog.size());
    QVERIFY(!secondLog.join(u'\n').contains(QStringLiteral("Alice")));

    // Back and forth: each tab shows its run's whole log, as it was.
    m_window->documents()->setCurrentDocument(first);
    QCOMPARE(rows(log), firstLog);
    QCOMPARE(cheatInspector()->eventLogModel(), EventLogModel::of(session()));
    m_window->documents()->setCurrentDocument(second);
    QCOMPARE(rows(log), secondLog);
    m_window->documents()->setCurrentDocument(first);
    QCOMPARE(rows(log), firstLog);

    // Running the first again rebuilds its log from the new run, the second's stays.
    QVERIFY(runToEnd());
    QTRY_COMPARE(rows(log), firstLog);
    m_window->documents()->setCurrentDocument(second);
    QCOMPARE(rows(log), secondLog);
}

void TestProgramRun::watchesReadTheLoadedPrograms()
{
    WatchesModel *watches = m_window->debugger()->watchesDock()->model();
    watches->addExpression(QStringLiteral("score(Bob)"));
    Document *caught = newCheat(QString::fromUtf8(Caught));
    QVERIFY(stepTo(1)); // Bob counted by 3
    QTRY_COMPARE(watches->value(0), QStringLiteral("3"));

    // The text changes (Bob is gone); the run and its values do not.
    caught->editor()->setPlainText(QStringLiteral("Carol counts.\n"));
    Document *other = newCheat(QStringLiteral("Dave counts.\n"));
    QTRY_COMPARE(watches->value(0), QStringLiteral("\u2014"));
    m_window->documents()->setCurrentDocument(caught);
    QTRY_COMPARE(watches->value(0), QStringLiteral("3"));
    QCOMPARE(m_window->runController()->currentRun()->sources(), QStringList{QString::fromUtf8(Caught)});

    // A replay of the run: its own copy of the program, whatever the tabs hold.
    const QString path = m_dir->filePath(QStringLiteral("caught.replay.json"));
    QSignalSpy saved(session(), &Debug::DebugSession::replaySaved);
    session()->saveReplay(path);
    QVERIFY(saved.wait(10000));
    QVERIFY(saved.first().at(1).toBool());
    m_window->documents()->setCurrentDocument(other);
    QVERIFY(m_window->runController()->openReplayFile(path));
    Document *replay = m_window->documents()->currentDocument();
    QVERIFY(replay != caught && replay != other);
    QTRY_COMPARE(session()->snapshot().tick, 1u);
    QTRY_COMPARE(watches->value(0), QStringLiteral("3"));
    replay->editor()->setPlainText(QStringLiteral("Erin counts.\n"));
    m_window->documents()->setCurrentDocument(other);
    QTRY_COMPARE(watches->value(0), QStringLiteral("\u2014"));
    m_window->documents()->setCurrentDocument(replay);
    QTRY_COMPARE(watches->value(0), QStringLiteral("3"));
}

void TestProgramRun::closingATabFreesItsRun()
{
    WatchesModel *watches = m_window->debugger()->watchesDock()->model();
    watches->addExpression(QStringLiteral("score(Alice)"));
    Document *caught = newCheat(QString::fromUtf8(Caught));
    QVERIFY(runToEnd());
    ProgramRun *run = m_window->runController()->currentRun();
    Debug::DebugSession *closed = run->session();
    QTRY_VERIFY(!RunEventLog::of(closed)->marks().empty());
    QTRY_VERIFY(EventLogModel::of(closed)->rowCount() > 0);
    QTRY_COMPARE(watches->value(0), QStringLiteral("1"));

    // The tab closes while its run is the one on screen (no tab is left).
    caught->setModified(false);
    QSignalSpy status(closed, &Debug::DebugSession::statusChanged);
    QVERIFY(m_window->documents()->closeDocument(caught));
    QTRY_COMPARE(closed->status(), Status::Empty);
    QVERIFY(!closed->snapshot().isValid());
    QVERIFY(RunEventLog::of(closed)->marks().empty());
    QCOMPARE(EventLogModel::of(closed)->rowCount(), 0);
    QCOMPARE(cheatInspector()->eventLogView()->model()->rowCount(), 0);
    QCOMPARE(cheatInspector()->scoreboardModel()->rowCount(), 0);
    QTRY_COMPARE(watches->value(0), QStringLiteral("\u2014"));
    QVERIFY(run->sources().isEmpty());
    QVERIFY(!run->program1() && !run->home());
    // Every view paints what it has left, and the commands of a run without
    // a program do nothing.
    QVERIFY(!m_window->grab().isNull());
    for (const char *name : {"actionStepBack", "actionRunBackwards", "actionJumpToTick", "actionSaveReplay"})
        QVERIFY2(!action(name)->isEnabled(), name);

    // A new tab takes the spare run and starts from nothing.
    Document *next = newCheat(renamed(Caught));
    QCOMPARE(m_window->runController()->currentRun(), run);
    QCOMPARE(watches->value(0), QStringLiteral("\u2014"));
    QVERIFY(runToEnd());
    QTRY_VERIFY(rows(cheatInspector()->eventLogView()).join(u'\n').contains(QStringLiteral("Yara catches Zed")));
    QVERIFY(!rows(cheatInspector()->eventLogView()).join(u'\n').contains(QStringLiteral("Alice")));
    QTRY_COMPARE(watches->value(0), QStringLiteral("column 1: score(Alice): the program has no player Alice"));
    QVERIFY(!m_window->grab().isNull());
    next->setModified(false);
    QVERIFY(m_window->documents()->closeDocument(next));
    QTRY_COMPARE(closed->status(), Status::Empty);
    QVERIFY(!m_window->grab().isNull());
}

void TestProgramRun::closingAWarriorFreesTheBattle()
{
    Document *mangler = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    Document *seeker = m_window->openExample(QStringLiteral(":/examples/fyb/simple.fyb"));
    QVERIFY(mangler && seeker);
    m_window->runController()->setBattle(seeker, mangler);
    QVERIFY(stepTo(5));
    Debug::DebugSession *battle = session();
    QVERIFY(battle->snapshot().isValid());
    auto *battleDock = m_window->findChild<FybBattleDock *>();
    QVERIFY(battleDock && battleDock->isVisible());

    // Either warrior's tab closing ends the battle for both; the other tab
    // and the battle view are left with nothing of it.
    QVERIFY(m_window->documents()->closeDocument(mangler));
    QTRY_COMPARE(battle->status(), Status::Empty);
    QVERIFY(!battle->snapshot().isValid());
    QCOMPARE(m_window->documents()->currentDocument(), seeker);
    QVERIFY(m_window->runController()->currentRun()->program1() == nullptr);
    QVERIFY(!action("actionStepBack")->isEnabled());
    QVERIFY(!m_window->grab().isNull());
    battleDock->bufferView()->update();
    QVERIFY(!battleDock->grab().isNull());

    // The remaining warrior fights again, against a new opponent.
    Document *decoy = m_window->openExample(QStringLiteral(":/examples/fyb/decoy.fyb"));
    QVERIFY(decoy);
    m_window->runController()->setBattle(seeker, decoy);
    m_window->documents()->setCurrentDocument(seeker);
    QVERIFY(stepTo(3));
    QVERIFY(!m_window->grab().isNull());
}

void TestProgramRun::eachRunKeepsItsAnswer()
{
    auto *console = m_window->findChild<ConsoleDock *>();
    QVERIFY(console);
    // A Cheat program that asks yes/no, and an Unfair one that asks a number.
    Document *cheat = newCheat(QStringLiteral("Olly counts by 3 if he's allowed to.\nOlly shouts his score.\n"));
    m_window->runController()->setPreparedInput(cheat, {});
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(console->isWaitingForInput(), 10000);
    QTest::keyClicks(console->inputLine(), QStringLiteral("ye"));

    Document *unfair = m_window->documents()->newDocument(Language::Unfair);
    unfair->editor()->setPlainText(QStringLiteral("Define Player 1's raising number.\n"
                                                  "Evaluate Player 1's raising number.\n"));
    m_window->documents()->setCurrentDocument(unfair);
    // The other run does not ask: its line is empty, and stays so once it asks.
    QVERIFY(!console->isWaitingForInput());
    QCOMPARE(console->inputLine()->text(), QString());
    m_window->runController()->setPreparedInput(unfair, {});
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(console->isWaitingForInput(), 10000);
    QCOMPARE(console->inputLine()->text(), QString());
    QTest::keyClicks(console->inputLine(), QStringLiteral("8"));

    // Back on the Cheat tab its half-typed answer is there; finishing it gives "yes".
    m_window->documents()->setCurrentDocument(cheat);
    QVERIFY(console->isWaitingForInput());
    QCOMPARE(console->inputLine()->text(), QStringLiteral("ye"));
    QTest::keyClicks(console->inputLine(), QStringLiteral("s"));
    QTest::keyClick(console->inputLine(), Qt::Key_Return);
    QVERIFY(console->outputText().contains(QStringLiteral("> yes")));

    // And the Unfair run gets its own "8".
    m_window->documents()->setCurrentDocument(unfair);
    QCOMPARE(console->inputLine()->text(), QStringLiteral("8"));
    QSignalSpy finished(session(), &Debug::DebugSession::finished);
    QTest::keyClick(console->inputLine(), Qt::Key_Return);
    QVERIFY(finished.wait(10000) || !finished.isEmpty());
    QTRY_VERIFY(console->outputText().contains(QStringLiteral("8")));
    QVERIFY(!console->outputText().contains(QStringLiteral("ye8")));
    QVERIFY(!console->outputText().contains(QStringLiteral("not a number")));
}

void TestProgramRun::inspectorShowsTheCurrentTabOnly()
{
    Document *ran = m_window->openExample(QStringLiteral(":/examples/unfair/desync-tables.unfair"));
    QVERIFY(ran);
    QVERIFY(runToEnd());
    auto *inspector = m_window->findChild<UnfairInspector *>();
    QVERIFY(inspector);
    auto *dock = qobject_cast<QDockWidget *>(inspector->parentWidget());
    QVERIFY(dock);
    auto *players = inspector->findChild<QTableView *>();
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(dock->windowTitle().contains(ran->displayName()));
    const int ranPlayers = players->model()->rowCount();
    QVERIFY(ranPlayers >= 3);

    // A second Unfair tab without a run: the inspector is empty and names no run.
    Document *fresh = m_window->openExample(QStringLiteral(":/examples/unfair/countdown.unfair"));
    QVERIFY(fresh && fresh != ran);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Unfair Inspector"));
    QCOMPARE(players->model()->rowCount(), 0);

    // A Cheat tab: the Unfair inspector steps aside.
    Document *cheat = newCheat(QString::fromUtf8(Caught));
    QVERIFY(!dock->isVisible());

    // Back on the tab that ran: its run, named, in view again.
    m_window->documents()->setCurrentDocument(ran);
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(dock->windowTitle().contains(ran->displayName()));
    QCOMPARE(players->model()->rowCount(), ranPlayers);

    // Its tab closed, the dock names no closed tab's run.
    m_window->documents()->setCurrentDocument(cheat);
    ran->setModified(false);
    QVERIFY(m_window->documents()->closeDocument(ran));
    m_window->documents()->setCurrentDocument(fresh);
    QVERIFY(!dock->windowTitle().contains(QStringLiteral("desync-tables")));
}

void TestProgramRun::statusFollowsTheCurrentRun()
{
    StatusPanel *status = m_window->statusPanel();
    // A Cheat tab with an error cannot run, and the status bar says why...
    Document *broken = newCheat(QStringLiteral("Olly counts by.\n"));
    QTRY_VERIFY_WITH_TIMEOUT(!broken->editor()->diagnostics().isEmpty(), 10000);
    action("actionRun")->trigger();
    QCOMPARE(status->state(), QStringLiteral("Cannot run: %1 has errors").arg(broken->displayName()));
    // ...until the error is fixed.
    // (A program that ends: once Olly has won, no statement acts.)
    broken->editor()->setPlainText(
        QStringLiteral("Olly counts by 2 unless Olly won 1 times.\nOlly shouts his score unless Olly won 1 times.\n"));
    QTRY_COMPARE_WITH_TIMEOUT(status->state(), QStringLiteral("Editing"), 10000);

    // Finished and Paused belong to their runs: each tab shows its own.
    QVERIFY(runToEnd());
    QTRY_VERIFY(status->state().startsWith(QStringLiteral("Finished")));
    const QString finished = status->state();
    Document *other = newCheat(QStringLiteral("Olly counts.\nOlly counts.\nOlly shouts his score.\n"));
    QCOMPARE(status->state(), QStringLiteral("Editing"));
    QVERIFY(stepTo(1));
    QTRY_VERIFY(status->state().startsWith(QStringLiteral("Paused at")));
    const QString paused = status->state();
    m_window->documents()->setCurrentDocument(broken);
    QCOMPARE(status->state(), finished);
    m_window->documents()->setCurrentDocument(other);
    QCOMPARE(status->state(), paused);

    // A message about a tab's errors goes when the tab closes.
    m_window->runController()->stop();
    other->editor()->setPlainText(QStringLiteral("Olly counts by.\n"));
    QTRY_VERIFY_WITH_TIMEOUT(!other->editor()->diagnostics().isEmpty(), 10000);
    action("actionRun")->trigger();
    QVERIFY(status->state().startsWith(QStringLiteral("Cannot run")));
    other->setModified(false);
    QVERIFY(m_window->documents()->closeDocument(other));
    QTRY_VERIFY(!status->state().startsWith(QStringLiteral("Cannot run")));
}

void TestProgramRun::aReopenedReplayHasItsEvents()
{
    Document *played = newCheat(QString::fromUtf8(Caught));
    QVERIFY(runToEnd());
    QListView *log = cheatInspector()->eventLogView();
    QTRY_VERIFY(rows(log).join(u'\n').contains(QStringLiteral("Alice catches Bob")));
    const QStringList events = rows(log);
    const std::uint64_t marks = RunEventLog::of(session())->marks().size();
    const QString path = m_dir->filePath(QStringLiteral("caught-end.replay.json"));
    QSignalSpy saved(session(), &Debug::DebugSession::replaySaved);
    session()->saveReplay(path);
    QVERIFY(saved.wait(10000));
    played->setModified(false);
    QVERIFY(m_window->documents()->closeDocument(played));
    QTRY_COMPARE(rows(log), QStringList());

    // Reopened, the replay stands at its saved tick with every event before it.
    QVERIFY(m_window->runController()->openReplayFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(session()->status() != Status::Running && session()->snapshot().tick > 0, 10000);
    QTRY_COMPARE(rows(log), events);
    QCOMPARE(RunEventLog::of(session())->marks().size(), marks);
}

// Memory runs out for real in the window's own process: its address space
// is capped a little above what it uses while two 2^18-cell warriors fill
// the timeline. The run stops with the error in the status bar, and the
// window steps back from it, all under the cap.
void TestProgramRun::outOfMemoryStopsTheRun()
{
#ifdef FOULPLAY_TEST_ASAN
    QSKIP("AddressSanitizer reserves terabytes of address space and aborts rather than fail an allocation");
#else
    AppSettings settings = m_window->settings();
    settings.setLimit(QStringLiteral("fybTurnLimit"), 2'000'000'000);
    m_window->setSettings(settings);
    const QString idle = (QString(1024, u'%') + u'\n').repeated(256);
    Document *first = m_window->documents()->newDocument(Language::Fyb);
    first->editor()->setPlainText(idle);
    Document *second = m_window->documents()->newDocument(Language::Fyb);
    second->editor()->setPlainText(idle);
    m_window->documents()->setCurrentDocument(first);
    m_window->runController()->setBattle(first, second);
    QVERIFY(stepTo(0));

    const std::uint64_t size = addressSpaceOf(QCoreApplication::applicationPid());
    QVERIFY(size > 0);
    QSignalSpy finished(session(), &Debug::DebugSession::finished);
    // Less than the 256 MB the keyframes may take.
    QVERIFY(capAddressSpace(0, rlim_t(size) + 160 * 1024 * 1024));
    action("actionRun")->trigger();
    const bool ended = finished.wait(60'000) || !finished.isEmpty();
    const QString state = m_window->statusPanel()->state();
    bool steppedBack = false;
    std::uint64_t tick = 0;
    if (ended) {
        tick = session()->snapshot().tick;
        QSignalSpy stopped(session(), &Debug::DebugSession::stopped);
        action("actionStepBack")->trigger();
        steppedBack = stopped.wait(10'000) && session()->snapshot().tick == tick - 1;
    }
    QVERIFY(capAddressSpace(0, RLIM_INFINITY));

    QVERIFY(ended);
    const auto result = finished.first().first().value<Debug::DebugResult>();
    QCOMPARE(result.reason, Foulplay::Core::StopReason::Error);
    QCOMPARE(result.error.code, Foulplay::Core::MessageCode::OutOfMemory);
    QVERIFY2(state.contains(QStringLiteral("out of memory at tick")), qPrintable(state));
    QVERIFY(tick > 0);
    QVERIFY(steppedBack);
#endif
}

// A step limit ends an endless loop; with none (0, "None" in Settings) the
// run goes on past it until it is stopped.
void TestProgramRun::noStepLimitRunsOn()
{
    AppSettings settings = m_window->settings();
    settings.setLimit(QStringLiteral("unfairStepLimit"), 1000);
    m_window->setSettings(settings);
    Document *loop = m_window->documents()->newDocument(Language::Unfair);
    loop->editor()->setPlainText(QStringLiteral("Label A.\nPlayer 1 counts.\nDo A again.\n"));
    m_window->documents()->setCurrentDocument(loop);
    QSignalSpy finished(session(), &Debug::DebugSession::finished);
    QVERIFY(runToEnd());
    QCOMPARE(finished.first().first().value<Debug::DebugResult>().reason, Foulplay::Core::StopReason::StepLimit);

    settings.setLimit(QStringLiteral("unfairStepLimit"), 0);
    m_window->setSettings(settings);
    finished.clear();
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->snapshot().tick > 100'000, 10'000);
    QCOMPARE(session()->status(), Status::Running);
    QVERIFY(finished.isEmpty());
    m_window->runController()->stop();
    QTRY_COMPARE(session()->status(), Status::Ready);
}

// A runtime error ends the run with where and why, noted once; it does not
// read as a finished run.
void TestProgramRun::aRuntimeErrorSaysWhereAndWhy()
{
    auto *console = m_window->findChild<ConsoleDock *>();
    QVERIFY(console);
    Document *cheat = newCheat(QStringLiteral("Olly counts.\nOlly counts by 3 if he's allowed to.\n"));
    m_window->runController()->setPreparedInput(cheat, QStringLiteral("maybe"));
    QVERIFY(runToEnd());
    const QString state = m_window->statusPanel()->state();
    QVERIFY2(state.startsWith(QStringLiteral("Error at line 2, column ")), qPrintable(state));
    QVERIFY2(state.contains(QStringLiteral("'maybe'")), qPrintable(state));
    console->flush();
    const QString text = console->outputText();
    QCOMPARE(text.count(QStringLiteral("'maybe'")), 1);
    QVERIFY2(!text.contains(QStringLiteral("Finished")), qPrintable(text));

    // Stepping back and running to the error again notes nothing new.
    QSignalSpy stopped(session(), &Debug::DebugSession::stopped);
    action("actionStepBack")->trigger();
    QVERIFY(stopped.wait(10000));
    QVERIFY(runToEnd());
    QVERIFY(m_window->statusPanel()->state().startsWith(QStringLiteral("Error at line 2, column ")));
    console->flush();
    QCOMPARE(console->outputText().count(QStringLiteral("'maybe'")), 1);
}

QTEST_MAIN(TestProgramRun)
#include "tst_programrun.moc"
