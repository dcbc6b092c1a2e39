#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "programrun.h"
#include "runbreakpoints.h"
#include "runcontroller.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "debugger/breakpointlistmodel.h"
#include "debugger/breakpointmanager.h"
#include "debugger/breakpointsdock.h"
#include "debugger/debuggerdocks.h"

#include "debug/debugsession.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>

using namespace Foulplay::Ui;
using namespace Foulplay::Ui::Debugger;
namespace Debug = Foulplay::Core::Debug;
using Status = Debug::DebugSession::Status;

namespace {

// An endless loop: line 2 runs once a round, line 4 once every 12 rounds
// (when Player 1's count resets), line 5 is the label's jump.
const QString Loop = QStringLiteral("Label loop.\n"
                                    "Player 1 counts.\n"
                                    "If the count resets, then do report again.\n"
                                    "Do loop again.\n"
                                    "Label report.\n"
                                    "Do loop again.\n");

} // namespace

// The window's one owner of breakpoints against real runs: edits during a
// run keep the other breakpoints' hits, each edit reaches the run's worker
// as one message, two tabs count their hits apart, and a line breakpoint
// follows its statement when lines go in above it.
class TestBreakpointManager : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void editsDuringARunKeepOtherHits();
    void oneMessagePerEdit();
    void twoTabsCountApart();
    void lineBreakpointFollowsItsStatement();
    void gutterClickTogglesBreakpoint();
    void keyboardTogglesBreakpoint();
    void breakpointsFollowEdits();
    void joinedLinesMergeBreakpoints();
    void commentingKeepsBreakpoints();

private:
    BreakpointManager *manager() const { return m_window->debugger()->manager(); }
    ProgramRun *run() const { return m_window->runController()->currentRun(); }
    Document *open(const QString &text);
    int addLine(Document *document, int line);
    // Runs (or continues) the current tab and waits for a stop at a breakpoint.
    [[nodiscard]] bool runToBreakpoint();
    std::uint64_t hits(ProgramRun *run, int id) const;
    // The dock's Hits column for a breakpoint id.
    QString dockHits(int id) const;
    // A new tab with text, its editor shown and focused.
    CodeEditor *editorWith(const QString &text, std::optional<Foulplay::Ui::Language> language = std::nullopt);
    // The centre of line (0-based) in the gutter's coordinates.
    static QPoint gutterPoint(CodeEditor *editor, int line);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestBreakpointManager::initTestCase()
{
    TestHelpers::isolateSettings();
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestBreakpointManager::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
}

void TestBreakpointManager::cleanup()
{
    m_window->runController()->stop();
    m_window.reset();
}

Document *TestBreakpointManager::open(const QString &text)
{
    Document *document = m_window->documents()->newDocument(Foulplay::Ui::Language::Unfair, text);
    m_window->documents()->setCurrentDocument(document);
    return document;
}

int TestBreakpointManager::addLine(Document *document, int line)
{
    Debug::Breakpoint breakpoint;
    breakpoint.kind = Debug::BreakpointKind::Line;
    breakpoint.line = line;
    return manager()->add(document, breakpoint);
}

bool TestBreakpointManager::runToBreakpoint()
{
    Debug::DebugSession *session = run()->session();
    QSignalSpy stops(session, &Debug::DebugSession::stopped);
    m_window->findChild<QAction *>(QStringLiteral("actionRun"))->trigger();
    const bool stopped = QTest::qWaitFor(
        [&stops] {
            for (const QList<QVariant> &stop : std::as_const(stops)) {
                if (stop.at(0).value<Debug::DebugStopReason>() == Debug::DebugStopReason::Breakpoint)
                    return true;
            }
            return false;
        },
        10000);
    return stopped && QTest::qWaitFor([session] { return session->status() == Status::Ready; }, 5000);
}

std::uint64_t TestBreakpointManager::hits(ProgramRun *run, int id) const
{
    return run->breakpointSync()->breakpoint(id) ? run->breakpointSync()->hits(id) : ~std::uint64_t(0);
}

QString TestBreakpointManager::dockHits(int id) const
{
    const BreakpointListModel *model = m_window->debugger()->breakpointsDock()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->entry(row).id() == id)
            return model->index(row, BreakpointListModel::HitsColumn).data().toString();
    }
    return QStringLiteral("no row");
}

void TestBreakpointManager::editsDuringARunKeepOtherHits()
{
    Document *document = open(Loop);
    const int counts = addLine(document, 2);
    QVERIFY(counts > 0);
    for (int round = 1; round <= 3; ++round) {
        QVERIFY(runToBreakpoint());
        QTRY_COMPARE(hits(run(), counts), std::uint64_t(round));
    }
    // Adding, disabling and editing other breakpoints keeps line 2's hits.
    const int jump = addLine(document, 4);
    QVERIFY(jump > 0);
    Debug::Breakpoint label;
    label.kind = Debug::BreakpointKind::Label;
    label.label = QStringLiteral("report");
    const int report = manager()->add(document, label);
    QVERIFY(report > 0);
    manager()->setEnabled(*manager()->entry(jump), false);
    Debug::Breakpoint edited = manager()->entry(report)->breakpoint;
    edited.condition = QStringLiteral("Player 1's counting number > 0");
    manager()->replace(*manager()->entry(report), document, edited);
    QCOMPARE(hits(run(), counts), std::uint64_t(3));
    QCOMPARE(dockHits(counts), QStringLiteral("3"));
    // Its own condition and hit target change: its hits stay too.
    Debug::Breakpoint own = manager()->entry(counts)->breakpoint;
    own.condition = QStringLiteral("Player 1's counting number > 0");
    own.hitTarget = 2;
    manager()->replace(*manager()->entry(counts), document, own);
    QCOMPARE(manager()->entry(counts)->id(), counts);
    QCOMPARE(hits(run(), counts), std::uint64_t(3));
    // The worker kept counting from there: the next stop is the fourth hit.
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(hits(run(), counts), std::uint64_t(4));
    QCOMPARE(hits(run(), jump), std::uint64_t(0)); // disabled, never hit
    QTRY_COMPARE(dockHits(counts), QStringLiteral("4"));
    // Removing another breakpoint keeps them as well.
    manager()->remove(*manager()->entry(jump));
    QVERIFY(!run()->breakpointSync()->breakpoint(jump));
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(hits(run(), counts), std::uint64_t(5));
}

void TestBreakpointManager::oneMessagePerEdit()
{
    Document *document = open(Loop);
    const int counts = addLine(document, 2);
    QVERIFY(runToBreakpoint());
    Debug::DebugSession *session = run()->session();
    QSignalSpy applied(session, &Debug::DebugSession::breakpointsApplied);
    QSignalSpy edits(run()->breakpointSync(), &RunBreakpoints::sent);
    // Five edits of the manager, each touching this run.
    const int other = addLine(document, 4);
    manager()->setEnabled(*manager()->entry(other), false);
    manager()->setAllEnabled(true); // enables the one disabled: one edit
    Debug::Breakpoint changed = manager()->entry(counts)->breakpoint;
    changed.hitTarget = 7;
    manager()->replace(*manager()->entry(counts), document, changed);
    manager()->removeAll(); // both at once: one edit
    // An edit that changes nothing sends nothing.
    manager()->setAllEnabled(true);
    // A step is served after every message sent before it.
    QSignalSpy stops(session, &Debug::DebugSession::stopped);
    session->stepTick();
    QTRY_VERIFY(!stops.isEmpty());
    QCOMPARE(edits.count(), 5);
    QCOMPARE(applied.count(), 5);
    for (int i = 0; i < 5; ++i) {
        const auto diff = edits.at(i).at(0).value<Debug::BreakpointDiff>();
        QCOMPARE(applied.at(i).at(0).value<std::uint64_t>(), diff.revision);
    }
    // Each message is the edit alone, not the whole list.
    const auto first = edits.at(0).at(0).value<Debug::BreakpointDiff>();
    QCOMPARE(first.added.size(), 1);
    QCOMPARE(first.added.first().id, other);
    QVERIFY(first.changed.isEmpty() && first.removed.isEmpty());
    const auto last = edits.at(4).at(0).value<Debug::BreakpointDiff>();
    QCOMPARE(last.removed.size(), 2);
    QVERIFY(last.added.isEmpty() && last.changed.isEmpty());
}

void TestBreakpointManager::twoTabsCountApart()
{
    Document *first = open(Loop);
    const int inFirst = addLine(first, 2);
    QVERIFY(runToBreakpoint());
    QVERIFY(runToBreakpoint());
    ProgramRun *firstRun = run();
    QTRY_COMPARE(hits(firstRun, inFirst), std::uint64_t(2));

    Document *second = open(Loop);
    ProgramRun *secondRun = run();
    QVERIFY(secondRun != firstRun);
    const int inSecond = addLine(second, 2);
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(hits(secondRun, inSecond), std::uint64_t(1));
    // Neither run knows the other's breakpoint, and the first kept its count.
    QVERIFY(!firstRun->breakpointSync()->breakpoint(inSecond));
    QVERIFY(!secondRun->breakpointSync()->breakpoint(inFirst));
    QCOMPARE(hits(firstRun, inFirst), std::uint64_t(2));
    QTRY_COMPARE(dockHits(inSecond), QStringLiteral("1"));
    QCOMPARE(dockHits(inFirst), QStringLiteral("0")); // not this run's

    m_window->documents()->setCurrentDocument(first);
    QCOMPARE(run(), firstRun);
    QTRY_COMPARE(dockHits(inFirst), QStringLiteral("2"));
    QCOMPARE(dockHits(inSecond), QStringLiteral("0"));
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(dockHits(inFirst), QStringLiteral("3"));
    QCOMPARE(hits(secondRun, inSecond), std::uint64_t(1));

    m_window->documents()->setCurrentDocument(second);
    QTRY_COMPARE(dockHits(inSecond), QStringLiteral("1"));
    QCOMPARE(dockHits(inFirst), QStringLiteral("0"));
}

void TestBreakpointManager::lineBreakpointFollowsItsStatement()
{
    Document *document = open(Loop);
    CodeEditor *editor = document->editor();
    // A click in the gutter: the manager keeps it, the gutter shows it.
    editor->setBreakpoint(1, true);
    const int id = manager()->lineBreakpointAt(document, 2);
    QVERIFY(id > 0);
    QCOMPARE(editor->breakpointLines(), QList<int>{1});
    QVERIFY(runToBreakpoint());
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(hits(run(), id), std::uint64_t(2));

    // Two lines typed above it: the breakpoint moves down with its statement.
    QSignalSpy edited(manager(), &BreakpointManager::edited);
    QTextCursor cursor(editor->document());
    cursor.movePosition(QTextCursor::Start);
    cursor.insertText(QStringLiteral("# a note\n# another\n"));
    QCOMPARE(editor->breakpointLines(), QList<int>{3});
    QCOMPARE(manager()->entry(id)->breakpoint.line, 4);
    QCOMPARE(manager()->entry(id)->id(), id);
    QCOMPARE(edited.count(), 1);
    const auto edit = edited.first().at(0).value<BreakpointManager::Edit>();
    QCOMPARE(edit.changed.size(), 1);
    QVERIFY(edit.added.isEmpty() && edit.removed.isEmpty());
    // The run's breakpoint moved too, and kept its hits.
    QCOMPARE(run()->breakpointSync()->breakpoint(id)->line, 4);
    QCOMPARE(hits(run(), id), std::uint64_t(2));
    QCOMPARE(editor->document()->findBlockByNumber(3).text(), QStringLiteral("Player 1 counts."));

    // A line removed above it: it moves up again.
    cursor.movePosition(QTextCursor::Start);
    cursor.movePosition(QTextCursor::Down, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    QCOMPARE(editor->breakpointLines(), QList<int>{2});
    QCOMPARE(manager()->entry(id)->breakpoint.line, 3);

    // Its line joined to the one above that has a breakpoint: one is left.
    editor->setBreakpoint(1, true);
    const int above = manager()->lineBreakpointAt(document, 2);
    QVERIFY(above > 0 && above != id);
    cursor.setPosition(editor->document()->findBlockByNumber(2).position());
    cursor.deletePreviousChar();
    QCOMPARE(editor->breakpointLines(), QList<int>{1});
    QCOMPARE(manager()->entries().size(), 1);
}

CodeEditor *TestBreakpointManager::editorWith(const QString &text, std::optional<Foulplay::Ui::Language> language)
{
    Document *document = m_window->documents()->newDocument(language, text);
    m_window->documents()->setCurrentDocument(document);
    CodeEditor *editor = document->editor();
    if (!QTest::qWaitForWindowExposed(editor))
        return nullptr;
    editor->setFocus();
    return editor;
}

QPoint TestBreakpointManager::gutterPoint(CodeEditor *editor, int line)
{
    const QRect rect = editor->cursorRect(QTextCursor(editor->document()->findBlockByNumber(line)));
    return {editor->gutter()->width() / 2, rect.center().y()};
}

// The gutter keeps no breakpoint: a click asks the manager, and the mark
// drawn is the manager's.
void TestBreakpointManager::gutterClickTogglesBreakpoint()
{
    CodeEditor *editor = editorWith(QStringLiteral("Player 1 counts.\nPlayer 2 counts.\nEvaluate the count.\n"));
    QVERIFY(editor);
    Document *document = m_window->documents()->currentDocument();
    QSignalSpy edited(manager(), &BreakpointManager::edited);

    QTest::mouseClick(editor->gutter(), Qt::LeftButton, {}, gutterPoint(editor, 1));
    QCOMPARE(editor->breakpointLines(), QList<int>{1});
    QVERIFY(editor->isBreakpointEnabled(1));
    QCOMPARE(edited.size(), 1);
    const int id = manager()->lineBreakpointAt(document, 2);
    QVERIFY(id > 0);

    // Disabled in the manager (as the dock's switch does): the gutter shows it off.
    manager()->setEnabled(*manager()->entry(id), false);
    QCOMPARE(editor->breakpointLines(), QList<int>{1});
    QVERIFY(!editor->isBreakpointEnabled(1));
    manager()->setEnabled(*manager()->entry(id), true);
    QVERIFY(editor->isBreakpointEnabled(1));
    // Its condition is the manager's, read by the gutter.
    Debug::Breakpoint changed = manager()->entry(id)->breakpoint;
    changed.condition = QStringLiteral("the count > 2");
    manager()->replace(*manager()->entry(id), document, changed);
    QCOMPARE(editor->breakpointCondition(1), QStringLiteral("the count > 2"));

    QTest::mouseClick(editor->gutter(), Qt::LeftButton, {}, gutterPoint(editor, 2));
    QCOMPARE(editor->breakpointLines(), (QList<int>{1, 2}));
    QTest::mouseClick(editor->gutter(), Qt::LeftButton, {}, gutterPoint(editor, 1));
    QCOMPARE(editor->breakpointLines(), QList<int>{2});
    QCOMPARE(manager()->lineBreakpointAt(document, 2), 0);
    QVERIFY(manager()->lineBreakpointAt(document, 3) > 0);
    QCOMPARE(edited.size(), 6);
}

void TestBreakpointManager::keyboardTogglesBreakpoint()
{
    CodeEditor *editor = editorWith(QStringLiteral("a\nb\nc\n"));
    QVERIFY(editor);
    Document *document = m_window->documents()->currentDocument();
    editor->goToLine(3);
    QTest::keyClick(editor, Qt::Key_F9);
    QCOMPARE(editor->breakpointLines(), QList<int>{2});
    QVERIFY(manager()->lineBreakpointAt(document, 3) > 0);
    QTest::keyClick(editor, Qt::Key_F9, Qt::ControlModifier);
    QVERIFY(editor->hasBreakpoint(2));
    QVERIFY(!editor->isBreakpointEnabled(2));
    QVERIFY(!manager()->entry(manager()->lineBreakpointAt(document, 3))->breakpoint.enabled);
    QTest::keyClick(editor, Qt::Key_F9, Qt::ControlModifier);
    QVERIFY(editor->isBreakpointEnabled(2));
    QTest::keyClick(editor, Qt::Key_F9);
    QVERIFY(editor->breakpointLines().isEmpty());
    QVERIFY(manager()->entries().isEmpty());
    // The text was not touched.
    QCOMPARE(editor->toPlainText(), QStringLiteral("a\nb\nc\n"));
}

void TestBreakpointManager::breakpointsFollowEdits()
{
    CodeEditor *editor = editorWith(QStringLiteral("one\ntwo\nthree\nfour\n"));
    QVERIFY(editor);
    Document *document = m_window->documents()->currentDocument();
    editor->setBreakpoint(1, true);
    editor->setBreakpoint(3, true, false);
    QSignalSpy moved(editor, &CodeEditor::breakpointsMoved);

    // A new line above moves both down, in the manager too.
    editor->goToLine(1);
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(editor->breakpointLines(), (QList<int>{2, 4}));
    QVERIFY(!editor->isBreakpointEnabled(4));
    QVERIFY(moved.size() >= 1);
    QVERIFY(manager()->lineBreakpointAt(document, 3) > 0);
    QVERIFY(manager()->lineBreakpointAt(document, 5) > 0);

    // Enter at the start of a breakpoint's line pushes the line, and the
    // breakpoint with it, down.
    editor->goToLine(3);
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(editor->breakpointLines(), (QList<int>{3, 5}));
    QCOMPARE(editor->document()->findBlockByNumber(3).text(), QStringLiteral("two"));

    // Typing at the start of the line keeps it there.
    editor->goToLine(4);
    QTest::keyClicks(editor, QStringLiteral("xx"));
    QCOMPARE(editor->breakpointLines(), (QList<int>{3, 5}));

    // Removing lines above moves it up.
    QTextCursor cursor(editor->document());
    cursor.movePosition(QTextCursor::Down, QTextCursor::KeepAnchor, 3);
    cursor.removeSelectedText();
    QCOMPARE(editor->document()->firstBlock().text(), QStringLiteral("xxtwo"));
    QCOMPARE(editor->breakpointLines(), (QList<int>{0, 2}));
    QVERIFY(manager()->lineBreakpointAt(document, 1) > 0);

    // Undo brings the lines back.
    editor->undo();
    QCOMPARE(editor->document()->findBlockByNumber(3).text(), QStringLiteral("xxtwo"));

    // Reloading the text keeps breakpoints on their line numbers.
    editor->clearBreakpoints();
    QVERIFY(manager()->entries().isEmpty());
    editor->setBreakpoint(2, true);
    editor->setPlainText(QStringLiteral("alpha\nbeta\ngamma\ndelta\n"));
    QCOMPARE(editor->breakpointLines(), QList<int>{2});
    QVERIFY(manager()->lineBreakpointAt(document, 3) > 0);
    editor->setPlainText(QStringLiteral("short\n"));
    QVERIFY(editor->breakpointLines().isEmpty());
    QVERIFY(manager()->entries().isEmpty());
}

void TestBreakpointManager::joinedLinesMergeBreakpoints()
{
    CodeEditor *editor = editorWith(QStringLiteral("a\nb\nc\n"));
    QVERIFY(editor);
    editor->setBreakpoint(0, true, false);
    editor->setBreakpoint(1, true);
    QTextCursor cursor(editor->document()->findBlockByNumber(0));
    cursor.movePosition(QTextCursor::EndOfBlock);
    cursor.deleteChar();
    QCOMPARE(editor->document()->firstBlock().text(), QStringLiteral("ab"));
    QCOMPARE(editor->breakpointLines(), QList<int>{0});
    QVERIFY(editor->isBreakpointEnabled(0)); // on, as one of the two was
    QCOMPARE(manager()->entries().size(), 1);
    QVERIFY(manager()->entries().first().breakpoint.enabled);
}

void TestBreakpointManager::commentingKeepsBreakpoints()
{
    CodeEditor *editor = editorWith(QStringLiteral("Alice counts.\nBob counts.\nAlice shouts her score.\n"),
                                    Foulplay::Ui::Language::Cheat);
    QVERIFY(editor);
    editor->setBreakpoint(1, true);
    QTextCursor cursor(editor->document());
    cursor.movePosition(QTextCursor::Down, QTextCursor::KeepAnchor, 2); // lines 1 and 2
    editor->setTextCursor(cursor);
    QTest::keyClick(editor, Qt::Key_Slash, Qt::ControlModifier);
    QCOMPARE(editor->toPlainText(), QStringLiteral("// Alice counts.\n// Bob counts.\nAlice shouts her score.\n"));
    QCOMPARE(editor->breakpointLines(), QList<int>{1});
    QCOMPARE(manager()->entries().first().breakpoint.line, 2);
}

QTEST_MAIN(TestBreakpointManager)
#include "tst_breakpointmanager.moc"
