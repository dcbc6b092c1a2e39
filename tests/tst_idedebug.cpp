#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "statuspanel.h"
#include "translations.h"
#include "uitesthelpers.h"

#include "debug/debugsession.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbattlemodel.h"
#include "fyb/fybtimelinebar.h"

#include <QAction>
#include <QComboBox>
#include <QSlider>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

using namespace Foulplay::Ui;
using Status = Foulplay::Core::Debug::DebugSession::Status;

// The run controls of the real window driving a real debug session.
class TestIdeDebug : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void breakpointStepAndStepBack();
    void runToCursor();
    void runToCursorContinuesAPausedRun();
    void runToCursorBehindRunsOn();
    void suppliesInputWhenAsked();
    void preparedInput();
    void stopsAnEndlessProgram();
    void fybBattle();
    void battleSpeedAndToolbarSpeed();

private:
    QAction *action(const char *name) const;
    Foulplay::Core::Debug::DebugSession *session() const { return m_window->runController()->session(); }
    int location() const { return session()->snapshot().location.line; }
    // Waits until the session is no longer running; false when it still runs.
    [[nodiscard]] bool settle();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestIdeDebug::initTestCase()
{
    TestHelpers::isolateSettings();
    // As the application does: English, with its plural forms.
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestIdeDebug::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
}

void TestIdeDebug::cleanup()
{
    m_window->runController()->stop();
    m_window.reset();
}

QAction *TestIdeDebug::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

bool TestIdeDebug::settle()
{
    return QTest::qWaitFor([this] { return session()->status() != Status::Running; }, 10000);
}

void TestIdeDebug::breakpointStepAndStepBack()
{
    QVERIFY(m_window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
    CodeEditor *editor = m_window->editor();
    // Lines 4 to 35 are the counts: stop before the seventh (line 10).
    editor->goToLine(10);
    action("actionToggleBreakpoint")->trigger();
    QCOMPARE(editor->breakpointLines(), QList<int>{9});

    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().contains(QStringLiteral("breakpoint")), 10000);
    QCOMPARE(session()->status(), Status::Ready);
    QCOMPARE(location(), 10);
    QCOMPARE(session()->snapshot().tick, 6u);
    QTRY_VERIFY(!editor->executionMarkers().isEmpty());
    QCOMPARE(editor->executionMarkers().first().line, 9);
    QCOMPARE(action("actionRun")->text(), QStringLiteral("&Continue"));
    TestHelpers::shoot(m_window.get(), QStringLiteral("paused-at-breakpoint"));

    action("actionStep")->trigger();
    QTRY_COMPARE(location(), 11);
    QCOMPARE(session()->snapshot().tick, 7u);
    QTRY_COMPARE(editor->executionMarkers().value(0).line, 10);

    QTRY_VERIFY(action("actionStepBack")->isEnabled());
    action("actionStepBack")->trigger();
    QTRY_COMPARE(session()->snapshot().tick, 6u);
    QCOMPARE(location(), 10);

    // Continue runs to the end: H prints 72.
    editor->setBreakpoint(9, false);
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 10000);
    QTRY_VERIFY(m_window->console()->outputText().contains(QStringLiteral("72\n")));
    QVERIFY(m_window->statusPanel()->progress().contains(QStringLiteral("33")));
    TestHelpers::shoot(m_window.get(), QStringLiteral("finished"));

    // Stop returns to editing and clears the markers.
    action("actionStop")->trigger();
    QVERIFY(!m_window->runController()->isActive());
    QVERIFY(editor->executionMarkers().isEmpty());
    QCOMPARE(m_window->statusPanel()->state(), QStringLiteral("Editing"));
}

void TestIdeDebug::runToCursor()
{
    QVERIFY(m_window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
    m_window->editor()->goToLine(20);
    action("actionRunToCursor")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(location(), 20, 10000);
    QVERIFY(settle());
    QCOMPARE(session()->snapshot().tick, 16u);
}

void TestIdeDebug::runToCursorContinuesAPausedRun()
{
    QVERIFY(m_window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
    CodeEditor *editor = m_window->editor();
    // Paused at the breakpoint on line 10 (tick 6).
    editor->setBreakpoint(9, true);
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().contains(QStringLiteral("breakpoint")), 10000);
    QCOMPARE(location(), 10);
    QCOMPARE(session()->snapshot().tick, 6u);

    // The run goes on from tick 6 to line 20: a fresh run would stop at the
    // breakpoint on line 10 again.
    editor->goToLine(20);
    action("actionRunToCursor")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(location(), 20, 10000);
    QVERIFY(settle());
    QCOMPARE(session()->snapshot().tick, 16u);
    QVERIFY(m_window->runController()->isActive());
    TestHelpers::shoot(m_window.get(), QStringLiteral("run-to-cursor-continued"));

    // A breakpoint between the position and the cursor stops it there, as a
    // continue would; run to cursor again goes on to the cursor.
    editor->setBreakpoint(24, true);
    editor->goToLine(30);
    action("actionRunToCursor")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(location(), 25, 10000);
    QVERIFY(settle());
    QCOMPARE(session()->snapshot().tick, 21u);
    action("actionRunToCursor")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(location(), 30, 10000);
    QVERIFY(settle());
    QCOMPARE(session()->snapshot().tick, 26u);
    // The history of the run is whole: steps back reach the ticks before.
    QVERIFY(session()->snapshot().lastTick >= 26u);
    action("actionStepBack")->trigger();
    QTRY_COMPARE(session()->snapshot().tick, 25u);
}

void TestIdeDebug::runToCursorBehindRunsOn()
{
    // countdown.unfair counts on line 5 until the check on line 6 lets it out.
    QVERIFY(m_window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/countdown.unfair")));
    CodeEditor *editor = m_window->editor();
    editor->setBreakpoint(5, true);
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().contains(QStringLiteral("breakpoint")), 10000);
    QCOMPARE(location(), 6);
    const std::uint64_t paused = session()->snapshot().tick;
    editor->setBreakpoint(5, false);

    // Line 5 is behind the position, and the loop comes back to it: the run
    // goes on forwards to its next visit.
    editor->goToLine(5);
    action("actionRunToCursor")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->snapshot().tick > paused, 10000);
    QVERIFY(settle());
    QCOMPARE(location(), 5);
    // The check jumps back to the label, then the label is passed.
    QCOMPARE(session()->snapshot().tick, paused + 2);

    // Past the loop, line 7 is a line the program never comes back to: the
    // run goes on to its end (it does not start again to reach it).
    editor->setBreakpoint(7, true);
    action("actionRun")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(location(), 8, 10000);
    QVERIFY(settle());
    const std::uint64_t past = session()->snapshot().tick;
    editor->goToLine(7);
    action("actionRunToCursor")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 10000);
    QVERIFY(session()->snapshot().tick > past);
    QVERIFY(m_window->console()->outputText().contains(QStringLiteral("6\n")));
}

void TestIdeDebug::suppliesInputWhenAsked()
{
    Document *cat = m_window->openExample(QStringLiteral(":/examples/unfair/number-cat.unfair"));
    QVERIFY(cat);
    m_window->console()->setPreparedInput(QString());
    action("actionRun")->trigger();
    ConsoleDock *console = m_window->console();
    QTRY_VERIFY_WITH_TIMEOUT(console->isWaitingForInput(), 10000);
    QVERIFY(!console->findChild<QLabel *>(QStringLiteral("inputPrompt"))->text().isEmpty());
    QVERIFY(m_window->statusPanel()->state().contains(QStringLiteral("input")));
    TestHelpers::shoot(m_window.get(), QStringLiteral("waiting-for-input"));

    QTest::keyClicks(console->inputLine(), QStringLiteral("5"));
    QTest::keyClick(console->inputLine(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(console->outputText().contains(QStringLiteral("\n5\n")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(console->isWaitingForInput(), 10000);

    // End of input ends the number cat normally.
    const auto buttons = console->findChildren<QPushButton *>();
    auto end = std::find_if(buttons.begin(), buttons.end(),
                            [](QPushButton *b) { return b->text() == QStringLiteral("End Input"); });
    QVERIFY(end != buttons.end());
    (*end)->click();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 10000);
}

void TestIdeDebug::preparedInput()
{
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/number-cat.cheat")));
    QCOMPARE(m_window->console()->preparedInput().trimmed(), QStringLiteral("1 2.5 42"));
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 10000);
    QTRY_VERIFY(m_window->console()->outputText().contains(QStringLiteral("1\n2.5\n42\n")));
}

void TestIdeDebug::stopsAnEndlessProgram()
{
    // A limit far away, so that only pause and stop can end the run.
    AppSettings settings = m_window->settings();
    settings.setLimit(QStringLiteral("cheatStepLimit"), 2'000'000'000);
    m_window->setSettings(settings);
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/alice-24.cheat")));
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->console()->outputText().contains(QStringLiteral("24\n24\n")), 10000);
    QVERIFY(action("actionPause")->isEnabled());
    TestHelpers::shoot(m_window.get(), QStringLiteral("running"));
    action("actionPause")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Ready, 2000);
    QVERIFY(m_window->statusPanel()->state().startsWith(QStringLiteral("Paused")));
    action("actionRun")->trigger();
    QTRY_COMPARE(session()->status(), Status::Running);
    action("actionStop")->trigger();
    QVERIFY(!m_window->runController()->isActive());
    QTRY_VERIFY_WITH_TIMEOUT(session()->status() != Status::Running, 2000);
    // The window stayed responsive and the console bounded throughout.
    QVERIFY(m_window->console()->outputView()->document()->blockCount() <= m_window->settings().consoleMaxLines + 1);
}

void TestIdeDebug::fybBattle()
{
    Document *mangler = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    Document *seeker = m_window->openExample(QStringLiteral(":/examples/fyb/simple.fyb"));
    QVERIFY(mangler && seeker);
    m_window->runController()->setBattle(seeker, mangler);
    m_window->documents()->setCurrentDocument(mangler);
    action("actionStep")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->runController()->program2() == mangler, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!seeker->editor()->executionMarkers().isEmpty(), 10000);
    QVERIFY(!mangler->editor()->executionMarkers().isEmpty());
    TestHelpers::shoot(m_window.get(), QStringLiteral("battle-start"));
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 20000);
    QVERIFY(m_window->statusPanel()->progress().startsWith(QStringLiteral("Turn")));
    // The battle view docked in the window followed the run to its last turn.
    auto *battleView = m_window->findChild<FybBattleDock *>();
    QVERIFY(battleView);
    QVERIFY(!battleView->isHidden()); // shown when the battle was loaded
    // ... with half the window's width, not squeezed beside the editor.
    QTRY_VERIFY2_WITH_TIMEOUT(battleView->width() >= m_window->width() * 2 / 5,
                              qPrintable(QStringLiteral("%1 of %2").arg(battleView->width()).arg(m_window->width())),
                              5000);
    QTRY_VERIFY_WITH_TIMEOUT(battleView->model()->battle() != nullptr, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->progress().startsWith(
                                 QStringLiteral("Turn %1 ").arg(battleView->model()->turn())),
                             5000);
    TestHelpers::shoot(m_window.get(), QStringLiteral("battle-finished"));

    // Scrubbing back and to the end again adds no second "Finished" note.
    const auto finishedNotes = [this] { return m_window->console()->outputText().count(QStringLiteral("Finished:")); };
    QCOMPARE(finishedNotes(), 1);
    const std::uint64_t last = session()->snapshot().lastTick;
    session()->jumpToTick(last / 2);
    QTRY_VERIFY_WITH_TIMEOUT(session()->snapshot().tick == last / 2 && session()->status() == Status::Ready, 10000);
    QVERIFY(!m_window->statusPanel()->state().contains(QStringLiteral("the end"))); // mid-battle is not the end
    session()->jumpToTick(last);
    QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Finished, 10000);
    QCOMPARE(finishedNotes(), 1);
}

void TestIdeDebug::battleSpeedAndToolbarSpeed()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("speedSlider"));
    auto *battleView = m_window->findChild<FybBattleDock *>();
    QVERIFY(slider && battleView);
    QComboBox *turns = battleView->timelineBar()->speedBox();
    StatusPanel *status = m_window->statusPanel();
    slider->setValue(9);
    QCOMPARE(session()->speed(), 1000u);
    QCOMPARE(status->speedText(), QStringLiteral("Speed: 1,000 ticks/s"));

    Document *mangler = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    Document *seeker = m_window->openExample(QStringLiteral(":/examples/fyb/simple.fyb"));
    QVERIFY(mangler && seeker);
    m_window->runController()->setBattle(seeker, mangler);
    action("actionStep")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(battleView->model()->battle() != nullptr, 10000);
    QVERIFY(settle());
    // The battle view follows the toolbar until told otherwise.
    QCOMPARE(turns->currentIndex(), 0);
    QCOMPARE(session()->speed(), 1000u);

    // 10 turns a second: ten ticks a second per live thread.
    turns->setCurrentIndex(turns->findData(QVariant::fromValue(std::uint64_t(10))));
    const auto *model = battleView->model();
    const std::uint64_t threads = std::uint64_t(model->liveThreads(0) + model->liveThreads(1));
    QVERIFY(threads >= 2);
    QCOMPARE(session()->speed(), 10 * threads);
    QCOMPARE(status->speedText(), QStringLiteral("Speed: 10 turns/s (battle view)"));
    // Back to the toolbar's speed from the battle view itself.
    turns->setCurrentIndex(0);
    QCOMPARE(session()->speed(), 1000u);
    QCOMPARE(status->speedText(), QStringLiteral("Speed: 1,000 ticks/s"));
    // The settings dialog's speed takes it back too.
    turns->setCurrentIndex(turns->findData(QVariant::fromValue(std::uint64_t(10))));
    QCOMPARE(session()->speed(), 10 * threads);
    AppSettings settings = m_window->settings();
    settings.speed = 50;
    m_window->setSettings(settings);
    QCOMPARE(session()->speed(), 50u);
    QCOMPARE(turns->currentIndex(), 0);
    QCOMPARE(status->speedText(), QStringLiteral("Speed: 50 ticks/s"));
    turns->setCurrentIndex(turns->findData(QVariant::fromValue(std::uint64_t(10))));
    QCOMPARE(session()->speed(), 10 * threads);

    // The slider takes the speed back, and the battle view says so.
    slider->setValue(6);
    QCOMPARE(session()->speed(), 100u);
    QCOMPARE(turns->currentIndex(), 0);
    QCOMPARE(status->speedText(), QStringLiteral("Speed: 100 ticks/s"));

    // A turn speed chosen for battles leaves other programs at the slider's.
    turns->setCurrentIndex(turns->findData(QVariant::fromValue(std::uint64_t(0))));
    QCOMPARE(session()->speed(), 0u);
    QCOMPARE(status->speedText(), QStringLiteral("Speed: unlimited (battle view)"));
    action("actionStop")->trigger();
    QVERIFY(settle());
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/countdown.unfair")));
    action("actionStep")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(session()->speed(), 100u, 10000);
    QTRY_COMPARE(status->speedText(), QStringLiteral("Speed: 100 ticks/s"));
    QCOMPARE(turns->currentIndex(), turns->count() - 1);
}

QTEST_MAIN(TestIdeDebug)
#include "tst_idedebug.moc"
