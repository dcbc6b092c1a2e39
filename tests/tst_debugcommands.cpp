#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "programrun.h"
#include "runcontroller.h"
#include "statuspanel.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "debugwords.h"

#include "battledialog.h"
#include "debug/debugsession.h"
#include "debugger/debuggerdocks.h"
#include "debugger/watchesdock.h"
#include "debugger/watchesmodel.h"
#include "debug/replayfile.h"
#include "tournament/evolvewindow.h"
#include "tournament/tournamentwindow.h"

#include <algorithm>

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <functional>

using namespace Foulplay::Ui;
namespace Debug = Foulplay::Core::Debug;
using Status = Debug::DebugSession::Status;
using Reason = Debug::DebugStopReason;

namespace {

// A row of the command table in docs/debugging.md: "Step back (Shift+F11)".
struct Command {
    QString name;
    QString keys;
};

QList<Command> manualCommands()
{
    QFile file(QStringLiteral(FOULPLAY_SOURCE_ROOT "/docs/debugging.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    const auto header = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
        return line.startsWith(QStringLiteral("| Command | What it does |"));
    });
    QList<Command> commands;
    static const QRegularExpression cell(QStringLiteral(R"(^\|\s*(.*?)(?:\s+\(([^)]+)\))?\s*\|)"));
    for (auto line = header == lines.end() ? lines.end() : header + 2; line != lines.end(); ++line) {
        if (!line->startsWith(u'|'))
            break;
        const QRegularExpressionMatch match = cell.match(*line);
        if (match.hasMatch())
            commands.append({match.captured(1), match.captured(2)});
    }
    return commands;
}

// Answers the next modal dialog of type D with act (polling until it shows up
// and ready says it has finished setting itself up).
template<typename D>
void answerDialog(
    std::function<void(D *)> act, std::function<bool(D *)> ready = [](D *) { return true; })
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act, ready] {
        auto *dialog = qobject_cast<D *>(QApplication::activeModalWidget());
        if (!dialog || !ready(dialog))
            return;
        timer->stop();
        timer->deleteLater();
        act(dialog);
    });
    timer->start();
}

// Types path into a file dialog's name field and accepts it, as a user does
// (selectFile() leaves the field alone while it has the focus).
void typeFileName(QFileDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->setText(path);
    static_cast<QDialog *>(dialog)->accept(); // QFileDialog's own accept() is protected
}

} // namespace

// Every command of the manual's table, found in the Debug menu by its text,
// with its shortcut, acting on a real session of the real window.
class TestDebugCommands : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void menuIsTheManualsTable();
    void command_data();
    void command();
    void runsDoNotLeakBetweenTabs();
    void preparedInputIsKeptPerProgram();

private:
    QAction *menuAction(const QString &name) const;
    Debug::DebugSession *session() const { return m_window->runController()->session(); }
    Document *open(const QString &example);
    // Triggers action and waits until the session stops with reason (true when it did).
    [[nodiscard]] bool triggerAndStop(QAction *action, Reason reason);
    [[nodiscard]] bool startPaused(); // Step from nothing: paused at tick 0
    void check(const QString &name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestDebugCommands::initTestCase()
{
    TestHelpers::isolateSettings();
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
    qRegisterMetaType<Reason>();
}

void TestDebugCommands::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
}

void TestDebugCommands::cleanup()
{
    for (auto *tournament : m_window->findChildren<TournamentWindow *>())
        tournament->close();
    m_window->runController()->stop();
    m_window.reset();
}

QAction *TestDebugCommands::menuAction(const QString &name) const
{
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("debugMenu"));
    if (!menu)
        return nullptr;
    const QStringList names = name.split(QStringLiteral(" / "));
    for (QAction *action : menu->actions()) {
        if (!action->isSeparator() && names.contains(QString(action->text()).remove(u'&')))
            return action;
    }
    return nullptr;
}

Document *TestDebugCommands::open(const QString &example)
{
    return m_window->openExample(QStringLiteral(":/examples/") + example);
}

bool TestDebugCommands::triggerAndStop(QAction *action, Reason reason)
{
    Debug::DebugSession *current = session();
    QSignalSpy stops(current, &Debug::DebugSession::stopped);
    if (!action->isEnabled()) {
        qWarning("%s is disabled", qPrintable(action->text()));
        return false;
    }
    action->trigger();
    // A command may pass through other stops first (F5 loads, which stops
    // at the entry, before it runs): wait for the one it is about.
    const auto arrived = [&] {
        return std::any_of(stops.begin(), stops.end(),
                           [reason](const QList<QVariant> &stop) { return stop.at(0).value<Reason>() == reason; });
    };
    const bool stopped = QTest::qWaitFor([&] { return arrived() && current->status() == Status::Ready; }, 10000);
    if (!stopped || stops.last().at(0).value<Reason>() != reason) {
        qWarning("%s: %s, reason %d", qPrintable(action->text()), stopped ? "stopped" : "did not stop",
                 stops.isEmpty() ? -1 : int(stops.last().at(0).value<Reason>()));
        return false;
    }
    return true;
}

bool TestDebugCommands::startPaused()
{
    return triggerAndStop(menuAction(QStringLiteral("Step")), Reason::Entry) && session()->snapshot().tick == 0;
}

void TestDebugCommands::menuIsTheManualsTable()
{
    const QList<Command> commands = manualCommands();
    QVERIFY(commands.size() >= 13);
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("debugMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&Debug"));
    QStringList inMenu;
    for (QAction *action : menu->actions()) {
        if (!action->isSeparator())
            inMenu << QString(action->text()).remove(u'&');
    }
    QStringList inManual;
    for (const Command &command : commands)
        inManual << (command.name.contains(u'/') ? QStringLiteral("Run") : command.name);
    QCOMPARE(inMenu, inManual);
}

void TestDebugCommands::command_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("keys");
    const QList<Command> commands = manualCommands();
    QVERIFY(!commands.isEmpty());
    for (const Command &command : commands)
        QTest::newRow(qPrintable(command.name)) << command.name << command.keys;
}

void TestDebugCommands::command()
{
    QFETCH(QString, name);
    QFETCH(QString, keys);
    QAction *action = menuAction(name);
    QVERIFY2(action, qPrintable(name));
    QCOMPARE(action->shortcut(), QKeySequence::fromString(keys, QKeySequence::PortableText));
    check(name);
}

void TestDebugCommands::check(const QString &name)
{
    const auto act = [this](const char *text) { return menuAction(QString::fromUtf8(text)); };
    const auto tick = [this] { return session()->snapshot().tick; };
    StatusPanel *status = m_window->statusPanel();
    ConsoleDock *console = m_window->console();
    RunController *run = m_window->runController();
    if (name == QStringLiteral("Tournament…")) {
        act("Tournament…")->trigger();
        QTRY_VERIFY(!m_window->findChildren<TournamentWindow *>().isEmpty());
        QVERIFY(m_window->findChildren<TournamentWindow *>().first()->isVisible());
        return;
    }
    if (name == QStringLiteral("Evolve…")) {
        act("Evolve…")->trigger();
        QTRY_VERIFY(!m_window->findChildren<EvolveWindow *>().isEmpty());
        QVERIFY(m_window->findChildren<EvolveWindow *>().first()->isVisible());
        return;
    }
    if (name == QStringLiteral("Add breakpoint…")) {
        QVERIFY(open(QStringLiteral("unfair/h.unfair")));
        act("Add breakpoint…")->trigger();
        // The dialog is modal for the window only: the program stays readable.
        const auto shown = [this] {
            for (QDialog *dialog : m_window->findChildren<QDialog *>()) {
                if (dialog->isVisible() && dialog->windowTitle() == QStringLiteral("Add Breakpoint"))
                    return dialog;
            }
            return static_cast<QDialog *>(nullptr);
        };
        QTRY_VERIFY(shown());
        shown()->reject();
        QTRY_VERIFY(!shown());
        return;
    }
    if (name == QStringLiteral("Battle setup…")) {
        Document *mangler = open(QStringLiteral("fyb/mangler.fyb"));
        Document *seeker = open(QStringLiteral("fyb/simple.fyb"));
        QVERIFY(mangler && seeker);
        answerDialog<BattleDialog>([](BattleDialog *dialog) { dialog->accept(); });
        act("Battle setup…")->trigger();
        // The pairing set up is the one Step battles, current warrior first.
        QVERIFY(startPaused());
        QCOMPARE(run->program1(), seeker);
        QCOMPARE(run->program2(), mangler);
        return;
    }
    if (name == QStringLiteral("Open replay…")) {
        Debug::ReplayFile replay;
        QFile source(QStringLiteral(":/examples/unfair/number-cat.unfair"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        replay.sources = {QString::fromUtf8(source.readAll())};
        replay.names = {QStringLiteral("cat.unfair")};
        replay.inputTokens = {QStringLiteral("5"), QStringLiteral("6")};
        replay.tick = 3;
        const QString path = m_dir->filePath(QStringLiteral("cat.replay.json"));
        QVERIFY(replay.save(path));
        answerDialog<QFileDialog>([path](QFileDialog *dialog) { typeFileName(dialog, path); });
        act("Open replay…")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(tick() == 3 && session()->status() == Status::Ready, 10000);
        QCOMPARE(m_window->documents()->currentDocument()->displayName(), QStringLiteral("cat.unfair (replay)"));
        QCOMPARE(console->preparedInput(), QStringLiteral("5 6"));
        act("Run / Continue")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Finished, 10000);
        QTRY_VERIFY(console->outputText().contains(QStringLiteral("5\n6\n")));
        return;
    }
    Document *cat = nullptr;
    if (name == QStringLiteral("Save replay…")) {
        cat = open(QStringLiteral("unfair/number-cat.unfair"));
        QVERIFY(cat);
        act("Run / Continue")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Finished, 10000);
        const QString path = m_dir->filePath(QStringLiteral("saved.json"));
        answerDialog<QFileDialog>([path](QFileDialog *dialog) { typeFileName(dialog, path); });
        act("Save replay…")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(console->outputText().contains(QStringLiteral("Replay saved")), 10000);
        Debug::ReplayError error;
        const auto saved = Debug::ReplayFile::open(path, &error);
        QVERIFY2(saved, qPrintable(Foulplay::Words::replayError(error) + u'\n' + console->outputText()));
        QCOMPARE(saved->inputTokens,
                 (QStringList{QStringLiteral("1"), QStringLiteral("2.5"), QStringLiteral("-3"), QStringLiteral("72")}));
        QCOMPARE(saved->tick, tick());
        QCOMPARE(saved->sources.value(0), cat->text());
        return;
    }
    if (name == QStringLiteral("Pause")) {
        AppSettings settings = m_window->settings();
        settings.setLimit(QStringLiteral("cheatStepLimit"), 2'000'000'000);
        m_window->setSettings(settings);
        QVERIFY(open(QStringLiteral("cheat/counting.cheat")));
        QVERIFY(!act("Pause")->isEnabled());
        act("Run / Continue")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Running, 10000);
        QTRY_VERIFY(act("Pause")->isEnabled());
        QVERIFY(triggerAndStop(act("Pause"), Reason::Pause));
        QVERIFY(status->state().startsWith(QStringLiteral("Paused")));
        return;
    }
    if (name == QStringLiteral("Step turn")) {
        QVERIFY(open(QStringLiteral("cheat/counting.cheat")));
        QVERIFY(!act("Step turn")->isEnabled()); // nothing paused yet
        QVERIFY(startPaused());
        QVERIFY(triggerAndStop(act("Step turn"), Reason::Step));
        // Cheat: to the start of the next turn.
        QCOMPARE(session()->snapshot().turn, 1u);
        QVERIFY(tick() >= 2);
        return;
    }

    // The rest on H (lines 4 to 35 count; the run prints 72 at tick 33).
    Document *h = nullptr;
    QVERIFY(m_window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
    h = m_window->documents()->currentDocument();
    CodeEditor *editor = h->editor();
    if (name == QStringLiteral("Run / Continue")) {
        editor->setBreakpoint(9, true);
        QCOMPARE(act("Run / Continue")->text(), QStringLiteral("&Run"));
        QVERIFY(triggerAndStop(act("Run / Continue"), Reason::Breakpoint));
        QCOMPARE(tick(), 6u);
        QCOMPARE(act("Run / Continue")->text(), QStringLiteral("&Continue"));
        editor->setBreakpoint(9, false);
        act("Run / Continue")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Finished, 10000);
        QTRY_VERIFY(console->outputText().contains(QStringLiteral("72\n")));
    } else if (name == QStringLiteral("Stop")) {
        QVERIFY(startPaused());
        for (int i = 0; i < 3; ++i)
            QVERIFY(triggerAndStop(act("Step"), Reason::Step));
        QCOMPARE(tick(), 3u);
        act("Stop")->trigger();
        QVERIFY(!run->isActive());
        QCOMPARE(status->state(), QStringLiteral("Editing"));
        QTRY_VERIFY(session()->status() != Status::Running);
        // The history stays: Step back takes the run up again.
        QTRY_VERIFY(act("Step back")->isEnabled());
        QVERIFY(triggerAndStop(act("Step back"), Reason::Step));
        QCOMPARE(tick(), 2u);
        QVERIFY(run->isActive());
        // Step on a stopped run starts afresh at tick 0.
        act("Stop")->trigger();
        QVERIFY(startPaused());
    } else if (name == QStringLiteral("Restart")) {
        editor->setBreakpoint(9, true);
        QVERIFY(triggerAndStop(act("Run / Continue"), Reason::Breakpoint));
        QVERIFY(triggerAndStop(act("Step"), Reason::Step));
        QCOMPARE(tick(), 7u);
        QVERIFY(triggerAndStop(act("Restart"), Reason::Breakpoint));
        QCOMPARE(tick(), 6u);
        QVERIFY(console->outputText().contains(QStringLiteral("Restarted.")));
    } else if (name == QStringLiteral("Step")) {
        QVERIFY(startPaused());
        QVERIFY(triggerAndStop(act("Step"), Reason::Step));
        QCOMPARE(tick(), 1u);
        act("Run / Continue")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Finished, 10000);
        // F10 on a finished run: a fresh run paused at tick 0.
        QTRY_VERIFY(act("Step")->isEnabled());
        QVERIFY(startPaused());
    } else if (name == QStringLiteral("Step over")) {
        QVERIFY(!act("Step over")->isEnabled());
        QVERIFY(startPaused());
        QVERIFY(triggerAndStop(act("Step over"), Reason::Step)); // a count is no jump: one step
        QCOMPARE(tick(), 1u);
    } else if (name == QStringLiteral("Run to cursor")) {
        editor->goToLine(20);
        QVERIFY(triggerAndStop(act("Run to cursor"), Reason::Step));
        QCOMPARE(tick(), 16u);
        QCOMPARE(session()->snapshot().location.line, 20);
    } else if (name == QStringLiteral("Step back")) {
        QVERIFY(startPaused());
        QVERIFY(!act("Step back")->isEnabled()); // at tick 0
        for (int i = 0; i < 3; ++i)
            QVERIFY(triggerAndStop(act("Step"), Reason::Step));
        QVERIFY(triggerAndStop(act("Step back"), Reason::Step));
        QCOMPARE(tick(), 2u);
    } else if (name == QStringLiteral("Run backwards")) {
        editor->setBreakpoint(9, true);
        QVERIFY(triggerAndStop(act("Run / Continue"), Reason::Breakpoint));
        for (int i = 0; i < 3; ++i)
            QVERIFY(triggerAndStop(act("Step"), Reason::Step));
        QCOMPARE(tick(), 9u);
        QVERIFY(triggerAndStop(act("Run backwards"), Reason::Breakpoint));
        QCOMPARE(tick(), 6u);
        QVERIFY(triggerAndStop(act("Run backwards"), Reason::Start));
        QCOMPARE(tick(), 0u);
    } else if (name == QStringLiteral("Jump to tick…")) {
        QVERIFY(startPaused());
        answerDialog<QInputDialog>([](QInputDialog *dialog) {
            dialog->setTextValue(QStringLiteral("12"));
            dialog->accept();
        });
        QVERIFY(triggerAndStop(act("Jump to tick…"), Reason::Goto));
        QCOMPARE(tick(), 12u);
    } else if (name == QStringLiteral("Toggle breakpoint")) {
        editor->goToLine(10);
        act("Toggle breakpoint")->trigger();
        QCOMPARE(editor->breakpointLines(), QList<int>{9});
        QVERIFY(triggerAndStop(act("Run / Continue"), Reason::Breakpoint));
        QCOMPARE(tick(), 6u);
        act("Toggle breakpoint")->trigger();
        QVERIFY(editor->breakpointLines().isEmpty());
    } else if (name == QStringLiteral("Why? (Last Change)") || name == QStringLiteral("Next Change")) {
        // Player 1's counting number becomes 6 at the 20th count (line 23,
        // tick 20). From the end: Why? goes back to right before it, Next
        // Change on to right after it.
        Debugger::WatchesDock *watches = m_window->debugger()->watchesDock();
        watches->model()->addExpression(QStringLiteral("Player 1's counting number"));
        watches->view()->setCurrentIndex(watches->model()->index(0, 0));
        act("Run / Continue")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Finished, 10000);
        QVERIFY(act(name == QStringLiteral("Next Change") ? "Next Change" : "Why? (Last Change)")->isEnabled());
        QVERIFY(triggerAndStop(act("Why? (Last Change)"), Reason::Breakpoint));
        QCOMPARE(tick(), 19u);
        QCOMPARE(session()->snapshot().location.line, 23);
        QVERIFY(triggerAndStop(act("Next Change"), Reason::Breakpoint));
        QCOMPARE(tick(), 20u);
        QCOMPARE(watches->model()->value(0), QStringLiteral("6"));
    } else {
        QFAIL(qPrintable(QStringLiteral("The test has no check for the manual's command '%1'").arg(name)));
    }
}

void TestDebugCommands::runsDoNotLeakBetweenTabs()
{
    ConsoleDock *console = m_window->console();
    StatusPanel *status = m_window->statusPanel();
    RunController *run = m_window->runController();
    Document *cat = open(QStringLiteral("unfair/number-cat.unfair"));
    QVERIFY(cat);
    QCOMPARE(console->preparedInput().trimmed(), QStringLiteral("1 2.5 -3 72"));
    Debug::DebugSession *catSession = session();

    // The Cheat tab has input of its own (none): Olly's yes/no question is asked, not fed "1".
    Document *machine = open(QStringLiteral("cheat/cheat-machine.cheat"));
    QVERIFY(machine);
    QVERIFY(console->preparedInput().isEmpty());
    Debug::DebugSession *machineSession = session();
    QVERIFY(machineSession != catSession);
    menuAction(QStringLiteral("Run / Continue"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(console->isWaitingForInput(), 10000);
    QVERIFY(console->isVisible());
    QVERIFY(status->state().contains(QStringLiteral("input")));
    QVERIFY(!console->outputText().contains(QStringLiteral("expected yes or no")));

    // Back on the Unfair tab: its input, an empty console, no battle or Cheat status.
    m_window->documents()->setCurrentDocument(cat);
    QCOMPARE(session(), catSession);
    QCOMPARE(console->preparedInput().trimmed(), QStringLiteral("1 2.5 -3 72"));
    QVERIFY(!console->isWaitingForInput());
    QCOMPARE(status->state(), QStringLiteral("Editing"));
    QVERIFY(status->progress().isEmpty());
    QVERIFY(!console->outputText().contains(QStringLiteral("cheat-machine")));

    // F5 here runs the Unfair program and leaves the Cheat run waiting, in its tab.
    menuAction(QStringLiteral("Run / Continue"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(status->state().startsWith(QStringLiteral("Finished")), 10000);
    QTRY_VERIFY(console->outputText().contains(QStringLiteral("1\n2.5\n-3\n72\n")));
    QCOMPARE(m_window->documents()->currentDocument(), cat);
    QCOMPARE(machineSession->status(), Status::WaitingForInput);
    QCOMPARE(run->program1(), cat);
    QVERIFY(status->progress().startsWith(QStringLiteral("Tick")));

    // The Cheat tab shows its own run as it stands, and answers it.
    m_window->documents()->setCurrentDocument(machine);
    QVERIFY(console->isWaitingForInput());
    QVERIFY(status->state().contains(QStringLiteral("input")));
    QVERIFY(!console->outputText().contains(QStringLiteral("72")));
    QCOMPARE(run->program1(), machine);
    const std::uint64_t catTick = catSession->snapshot().tick;
    QTest::keyClicks(console->inputLine(), QStringLiteral("no"));
    QTest::keyClick(console->inputLine(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(status->state().startsWith(QStringLiteral("Finished")), 10000);
    QVERIFY(status->progress().startsWith(QStringLiteral("Turn")));
    QCOMPARE(catSession->snapshot().tick, catTick);
    QCOMPARE(catSession->status(), Status::Finished);

    // Each inspector names the run it shows.
    auto *unfairDock = m_window->findChild<QDockWidget *>(QStringLiteral("unfairInspectorDock"));
    auto *cheatDock = m_window->findChild<QDockWidget *>(QStringLiteral("cheatInspectorDock"));
    QVERIFY(unfairDock && cheatDock);
    QVERIFY(unfairDock->windowTitle().contains(cat->displayName()));
    QVERIFY(cheatDock->windowTitle().contains(machine->displayName()));
}

void TestDebugCommands::preparedInputIsKeptPerProgram()
{
    const auto write = [this](const QString &name, const QByteArray &text) {
        QFile file(m_dir->filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            return QString();
        return file.fileName();
    };
    const QString cat = write(QStringLiteral("cat.unfair"), "Label l.\nDefine Player 1's raising number.\n");
    const QString machine = write(QStringLiteral("machine.cheat"), "Olly counts if he's allowed to.\n");
    QVERIFY(!cat.isEmpty() && !machine.isEmpty());
    DocumentManager *documents = m_window->documents();
    QVERIFY(m_window->openFile(cat));
    m_window->console()->setPreparedInput(QStringLiteral("1 2 3"));
    QVERIFY(m_window->openFile(machine));
    QVERIFY(m_window->console()->preparedInput().isEmpty());
    m_window->console()->setPreparedInput(QStringLiteral("yes"));
    documents->setCurrentDocument(documents->findDocument(cat));
    QCOMPARE(m_window->console()->preparedInput(), QStringLiteral("1 2 3"));
    QVERIFY(m_window->close());

    // The next session gives each program its own input back.
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->restoreSession();
    documents = m_window->documents();
    documents->setCurrentDocument(documents->findDocument(machine));
    QCOMPARE(m_window->console()->preparedInput(), QStringLiteral("yes"));
    documents->setCurrentDocument(documents->findDocument(cat));
    QCOMPARE(m_window->console()->preparedInput(), QStringLiteral("1 2 3"));
}

QTEST_MAIN(TestDebugCommands)
#include "tst_debugcommands.moc"
