#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "programrun.h"
#include "runcontroller.h"
#include "statuspanel.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "debugger/breakpointdialog.h"
#include "debugger/breakpointlistmodel.h"
#include "debugger/breakpointsdock.h"
#include "debugger/breakpointmanager.h"
#include "debugger/conditionedit.h"
#include "debugger/debuggerdocks.h"
#include "debugger/watchesdock.h"
#include "debugger/watchesmodel.h"

#include "debug/debugsession.h"
#include "debug/valuehistory.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbufferview.h"
#include "fyb/fybbattlemodel.h"
#include "languages/fyb/fybdebug.h"
#include "languages/unfair/unfairdebug.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeView>

#include <functional>

using namespace Foulplay::Ui;
using namespace Foulplay::Ui::Debugger;
namespace Debug = Foulplay::Core::Debug;
using Status = Debug::DebugSession::Status;
using Kind = BreakpointDialog::Kind;

// The Breakpoints dock, its dialog and the Watches dock in the real window,
// driving a real debug session: each kind of breakpoint of each language is
// added through the dialog, and the run stops where the kind says.
class TestBreakpointsDock : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void unfairKinds();
    void cheatKindsConditionAndHitCount();
    void fybKinds();
    void conditionErrorShownInline();
    void gutterMenuEditsCondition();
    void dockEditsDisablesAndRemoves();
    void watches();
    void watchBreaksWhenItsValueChanges();
    void savedWithTheSession();
    void rejectedConditionShowsItsState();

private:
    Debug::DebugSession *session() const { return m_window->runController()->session(); }
    BreakpointsDock *dock() const { return m_window->debugger()->breakpointsDock(); }
    QAction *action(const char *name) const;
    // Opens Add breakpoint… on document, sets it up and presses OK.
    [[nodiscard]] bool addBreakpoint(Document *document, Kind kind,
                                     const std::function<void(BreakpointDialog *)> &setUp);
    // Runs (or continues) and waits for a stop at a breakpoint.
    [[nodiscard]] bool runToBreakpoint();
    // The Hits column of the dock's row whose Where column is where.
    QString hitsOf(const QString &where) const;
    // The dock's row whose Where column is where, or -1.
    int rowOf(const QString &where) const;
    static void type(QWidget *widget, const QString &text);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestBreakpointsDock::initTestCase()
{
    TestHelpers::isolateSettings();
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestBreakpointsDock::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
}

void TestBreakpointsDock::cleanup()
{
    m_window->runController()->stop();
    m_window.reset();
}

QAction *TestBreakpointsDock::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

void TestBreakpointsDock::type(QWidget *widget, const QString &text)
{
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
        spin->clear();
    QTest::keyClicks(widget, text);
}

bool TestBreakpointsDock::addBreakpoint(Document *document, Kind kind,
                                        const std::function<void(BreakpointDialog *)> &setUp)
{
    m_window->documents()->setCurrentDocument(document);
    // The Run menu's entry, as a user finds it.
    QAction *add = nullptr;
    for (QAction *candidate : m_window->runController()->menu()->actions()) {
        if (candidate->text() == QStringLiteral("Add &breakpoint…"))
            add = candidate;
    }
    if (!add)
        return false;
    add->trigger();
    BreakpointDialog *dialog = dock()->dialog();
    if (!dialog || !QTest::qWaitForWindowExposed(dialog))
        return false;
    dialog->programBox()->setCurrentIndex(dialog->programBox()->findText(document->displayName()));
    if (!dialog->selectKind(kind))
        return false;
    setUp(dialog);
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    if (!ok->isEnabled())
        return false;
    QTest::mouseClick(ok, Qt::LeftButton);
    return QTest::qWaitFor([this] { return dock()->dialog() == nullptr; }, 5000);
}

bool TestBreakpointsDock::runToBreakpoint()
{
    QSignalSpy stops(session(), &Debug::DebugSession::stopped);
    action("actionRun")->trigger();
    const bool stopped = QTest::qWaitFor(
        [&stops] {
            for (const QList<QVariant> &stop : std::as_const(stops)) {
                if (stop.at(0).value<Debug::DebugStopReason>() == Debug::DebugStopReason::Breakpoint)
                    return true;
            }
            return false;
        },
        10000);
    return stopped && QTest::qWaitFor([this] { return session()->status() == Status::Ready; }, 5000);
}

QString TestBreakpointsDock::hitsOf(const QString &where) const
{
    const BreakpointListModel *model = dock()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, BreakpointListModel::WhereColumn).data().toString() == where)
            return model->index(row, BreakpointListModel::HitsColumn).data().toString();
    }
    return QStringLiteral("no row %1").arg(where);
}

int TestBreakpointsDock::rowOf(const QString &where) const
{
    const BreakpointListModel *model = dock()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, BreakpointListModel::WhereColumn).data().toString() == where)
            return row;
    }
    return -1;
}

void TestBreakpointsDock::unfairKinds()
{
    Document *resets = m_window->openExample(QStringLiteral(":/examples/unfair/resets.unfair"));
    QVERIFY(resets);
    const QString name = resets->displayName();

    // A label the program lacks is refused, and the dialog says why.
    QVERIFY(!addBreakpoint(resets, Kind::Label, [&name](BreakpointDialog *dialog) {
        // The labels come with the editor's parse of the program, which a
        // loaded machine may finish after the dialog opens: typed before
        // them, "rep" is refused all the same, but nothing is completed.
        QTRY_VERIFY(dialog->labelEdit()->completer()->model()->rowCount() > 0);
        type(dialog->labelEdit(), QStringLiteral("rep"));
        QVERIFY(dialog->labelError()->isVisible());
        QCOMPARE(dialog->labelError()->text(), name + QStringLiteral(" has no label \u201crep\u201d."));
        // "rep" begins "report": the completion list opens, and leaves the error in view.
        const QWidget *list = dialog->labelEdit()->completer()->popup();
        QTRY_VERIFY(list->isVisible());
        const QRect error(dialog->labelError()->mapToGlobal(QPoint()), dialog->labelError()->size());
        const QRect popup(list->mapToGlobal(QPoint()), list->size());
        QVERIFY2(!popup.intersects(error),
                 qPrintable(QStringLiteral("the list at y %1..%2 covers the error at y %3..%4")
                                .arg(popup.top())
                                .arg(popup.bottom())
                                .arg(error.top())
                                .arg(error.bottom())));
    }));
    dock()->dialog()->reject();
    QTRY_VERIFY(!dock()->dialog());
    QCOMPARE(dock()->model()->rowCount(), 0);

    // Label: offered with completion from the program's labels.
    QVERIFY(addBreakpoint(resets, Kind::Label, [](BreakpointDialog *dialog) {
        QCOMPARE(dialog->labelEdit()->completer()->model()->rowCount(), 2);
        type(dialog->labelEdit(), QStringLiteral("report"));
        QVERIFY(!dialog->labelError()->isVisible());
    }));
    QCOMPARE(dock()->model()->rowCount(), 1);
    QCOMPARE(dock()->model()->index(0, BreakpointListModel::KindColumn).data().toString(), QStringLiteral("Label"));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().location.line, 8); // `Label report.`
    QTRY_COMPARE(hitsOf(name + QStringLiteral(": report")), QStringLiteral("1"));
    dock()->raise();
    // However narrow the dock, the hits are in view whole (the place shortens).
    QTRY_VERIFY(dock()->view()->isVisible());
    for (const int width : {900, 330}) {
        dock()->setFloating(true);
        dock()->resize(width, 300);
        QApplication::processEvents();
        QApplication::processEvents();
        const QHeaderView *header = dock()->view()->header();
        const int hitsRight = header->sectionViewportPosition(BreakpointListModel::HitsColumn)
                              + header->sectionSize(BreakpointListModel::HitsColumn);
        QVERIFY2(hitsRight <= dock()->view()->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(hitsRight).arg(dock()->view()->viewport()->width())));
        // With room, the place is whole.
        const QString place = dock()->model()->index(0, BreakpointListModel::WhereColumn).data().toString();
        if (width == 900)
            QVERIFY(header->sectionSize(BreakpointListModel::WhereColumn)
                    >= dock()->view()->fontMetrics().horizontalAdvance(place));
    }
    dock()->setFloating(false);
    TestHelpers::shoot(m_window.get(), QStringLiteral("label-breakpoint-hit"));
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Tick: stops when that many ticks are done.
    QVERIFY(addBreakpoint(resets, Kind::Tick,
                          [](BreakpointDialog *dialog) { type(dialog->numberBox(), QStringLiteral("7")); }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 7u);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Event: right after the tick in which the count reset.
    QVERIFY(addBreakpoint(resets, Kind::Event, [](BreakpointDialog *dialog) {
        QComboBox *events = dialog->eventBox();
        QCOMPARE(events->count(), 5);
        events->setCurrentIndex(events->findText(QStringLiteral("count reset")));
    }));
    QVERIFY(runToBreakpoint());
    const auto tick = session()->snapshot().tick;
    QVERIFY(tick > 0);
    QTRY_COMPARE(hitsOf(name + QStringLiteral(": count reset")), QStringLiteral("1"));
    // The count reset as Player 1 counted (line 5): the run stops right
    // after that tick, before the `If` of line 6.
    QCOMPARE(session()->snapshot().location.line, 6);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Line, with a condition on the program's own player.
    QVERIFY(addBreakpoint(resets, Kind::Line, [](BreakpointDialog *dialog) {
        type(dialog->lineBox(), QStringLiteral("9"));
        type(dialog->conditionEdit()->lineEdit(), QStringLiteral("Player 1's counting number > 5"));
    }));
    QCOMPARE(resets->editor()->breakpointLines(), QList<int>{8});
    QCOMPARE(resets->editor()->breakpointCondition(8), QStringLiteral("Player 1's counting number > 5"));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().location.line, 9);
    // The first time line 9 runs the counting number is still 5 (not a hit).
    QTRY_COMPARE(hitsOf(name + QStringLiteral(":9")), QStringLiteral("1"));
}

void TestBreakpointsDock::cheatKindsConditionAndHitCount()
{
    Document *counting = m_window->openExample(QStringLiteral(":/examples/cheat/counting.cheat"));
    QVERIFY(counting);
    const QString name = counting->displayName();

    // Line with a hit count of 3. A run does not stop where it starts, so
    // line 4 (first in each turn) is hit at slots 3, 6 and 9.
    QVERIFY(addBreakpoint(counting, Kind::Line, [](BreakpointDialog *dialog) {
        type(dialog->lineBox(), QStringLiteral("4"));
        type(dialog->hitCountBox(), QStringLiteral("3"));
    }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().location.line, 4);
    QCOMPARE(session()->snapshot().tick, 9u);
    QTRY_COMPARE(hitsOf(name + QStringLiteral(":4")), QStringLiteral("3"));
    QCOMPARE(dock()->model()->index(0, BreakpointListModel::HitCountColumn).data().toString(), QStringLiteral("3"));
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Line with a condition completed from the vocabulary: PkmnQ's score
    // grows by 2 a turn, so it is 10 before PkmnQ's sixth count (turn 5).
    QVERIFY(addBreakpoint(counting, Kind::Line, [](BreakpointDialog *dialog) {
        type(dialog->lineBox(), QStringLiteral("5"));
        QLineEdit *edit = dialog->conditionEdit()->lineEdit();
        QTest::keyClicks(edit, QStringLiteral("score(Pk"));
        QCompleter *completer = dialog->conditionEdit()->completer();
        QCOMPARE(completer->currentCompletion(), QStringLiteral("score(PkmnQ)"));
        QVERIFY(completer->popup()->isVisible());
        QTest::keyClick(completer->popup(), Qt::Key_Down);
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        QCOMPARE(edit->text(), QStringLiteral("score(PkmnQ)"));
        QTest::keyClicks(edit, QStringLiteral(" >= 10"));
        QVERIFY(dialog->conditionEdit()->isValid());
    }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().location.line, 5);
    QCOMPARE(session()->snapshot().turn, 5u);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Turn: at the start of turn 4 (3 statements a turn: slot 12).
    QVERIFY(addBreakpoint(counting, Kind::Turn,
                          [](BreakpointDialog *dialog) { type(dialog->numberBox(), QStringLiteral("4")); }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().turn, 4u);
    QCOMPARE(session()->snapshot().tick, 12u);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Tick.
    QVERIFY(addBreakpoint(counting, Kind::Tick,
                          [](BreakpointDialog *dialog) { type(dialog->numberBox(), QStringLiteral("10")); }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 10u);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Event: a shout (line 6) with a hit count: the second shout is slot 5.
    QVERIFY(addBreakpoint(counting, Kind::Event, [](BreakpointDialog *dialog) {
        dialog->eventBox()->setCurrentIndex(dialog->eventBox()->findText(QStringLiteral("shout")));
        type(dialog->hitCountBox(), QStringLiteral("2"));
    }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 6u);
    QTRY_COMPARE(hitsOf(name + QStringLiteral(": shout")), QStringLiteral("2"));
}

void TestBreakpointsDock::fybKinds()
{
    Document *mangler = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    Document *seeker = m_window->openExample(QStringLiteral(":/examples/fyb/simple.fyb"));
    QVERIFY(mangler && seeker);
    m_window->runController()->setBattle(seeker, mangler);

    // Turn and tick.
    QVERIFY(addBreakpoint(seeker, Kind::Turn,
                          [](BreakpointDialog *dialog) { type(dialog->numberBox(), QStringLiteral("3")); }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().turn, 3u);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();
    QVERIFY(addBreakpoint(mangler, Kind::Tick,
                          [](BreakpointDialog *dialog) { type(dialog->numberBox(), QStringLiteral("9")); }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 9u);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // Line: the seeker's commands are on line 4 (program 1).
    QVERIFY(addBreakpoint(seeker, Kind::Line,
                          [](BreakpointDialog *dialog) { type(dialog->lineBox(), QStringLiteral("4")); }));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().location.program, 1);
    QCOMPARE(session()->snapshot().location.line, 4);
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // A conditional event: a commit once the battle is past turn 20.
    QVERIFY(addBreakpoint(seeker, Kind::Event, [](BreakpointDialog *dialog) {
        dialog->eventBox()->setCurrentIndex(dialog->eventBox()->findText(QStringLiteral("commit")));
        type(dialog->conditionEdit()->lineEdit(), QStringLiteral("turn > 20 and threads(1) >= 1"));
        TestHelpers::shoot(dialog, QStringLiteral("add-breakpoint-dialog"));
    }));
    // Two more that do not stop this run: one switched off, one far away.
    QVERIFY(addBreakpoint(seeker, Kind::Line, [](BreakpointDialog *dialog) {
        type(dialog->lineBox(), QStringLiteral("4"));
        type(dialog->hitCountBox(), QStringLiteral("5"));
        dialog->enabledBox()->setChecked(false);
    }));
    QVERIFY(addBreakpoint(mangler, Kind::Turn,
                          [](BreakpointDialog *dialog) { type(dialog->numberBox(), QStringLiteral("1000")); }));
    QVERIFY(runToBreakpoint());
    QVERIFY(session()->snapshot().turn > 20);
    QTRY_COMPARE(hitsOf(seeker->displayName() + QStringLiteral(": commit")), QStringLiteral("1"));
    dock()->raise();
    TestHelpers::shoot(m_window.get(), QStringLiteral("fyb-conditional-event-hit"));
    TestHelpers::shoot(dock(), QStringLiteral("breakpoints-dock"));
    m_window->runController()->stop();
    m_window->debugger()->manager()->removeAll();

    // A cell of program 2's buffer (the mangler's), by index.
    QVERIFY(addBreakpoint(mangler, Kind::Cell,
                          [](BreakpointDialog *dialog) { type(dialog->cellBox(), QStringLiteral("3")); }));
    QVERIFY(runToBreakpoint());
    const Debug::DebugSnapshot snapshot = session()->snapshot();
    QTRY_COMPARE(hitsOf(mangler->displayName() + QStringLiteral(": cell 3")), QStringLiteral("1"));
    QVERIFY(snapshot.tick > 0);
    // The row is whole in the dock, and the stop names the cell.
    {
        auto *view = dock()->findChild<QTreeView *>();
        QVERIFY(view);
        const QModelIndex where = dock()->model()->index(0, BreakpointListModel::WhereColumn);
        QVERIFY(view->columnWidth(BreakpointListModel::WhereColumn)
                >= view->fontMetrics().horizontalAdvance(where.data().toString()));
        QCOMPARE(where.data(Qt::ToolTipRole).toString(),
                 mangler->displayName() + QStringLiteral(": a pointer enters cell 3"));
        QTRY_VERIFY2(m_window->statusPanel()->state().startsWith(
                         QStringLiteral("Paused at a breakpoint: a pointer enters cell 3 of program 2 (")),
                     qPrintable(m_window->statusPanel()->state()));
    }
    // A pointer of a live thread is on program 2's cell 3 (the mangler's buffer).
    const auto *battle = m_window->findChild<FybBattleDock *>()->model()->battle();
    QVERIFY(battle);
    bool arrived = false;
    for (const auto &process : battle->processes)
        arrived = arrived || (process.alive && (process.pp == 3 || process.dp == 3));
    QVERIFY(arrived);

    // The battle view's menu on a cell of program 2's buffer adds a cell
    // breakpoint to the mangler.
    m_window->debugger()->manager()->removeAll();
    FybBufferView *view = m_window->findChild<FybBattleDock *>()->bufferView();
    QTRY_VERIFY(view->isVisible());
    const QPoint at = view->cellViewportRect(1, 5).center();
    QContextMenuEvent click(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &click);
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QCOMPARE(menu->objectName(), QStringLiteral("cellBreakpointMenu"));
    QCOMPARE(menu->actions().size(), 4);
    menu->actions().at(0)->trigger();
    menu->close();
    QList<BreakpointManager::Entry> entries = m_window->debugger()->manager()->entries();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().document, mangler);
    QCOMPARE(entries.first().breakpoint.event, Debug::FybEvent::PointerEntersCell);
    QCOMPARE(entries.first().breakpoint.cell, 5);

    // The same menu sets a data breakpoint on a cell's value, and asks where
    // its value came from: program 1's cell 0, which the mangler's thread
    // changes at tick 4 (10 -> 11), long before this stop. Why? lands right
    // before the last change.
    m_window->debugger()->manager()->removeAll();
    const QPoint first = view->cellViewportRect(0, 0).center();
    QContextMenuEvent onFirst(QContextMenuEvent::Mouse, first, view->viewport()->mapToGlobal(first));
    QApplication::sendEvent(view->viewport(), &onFirst);
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    menu->actions().at(1)->trigger();
    menu->close();
    entries = m_window->debugger()->manager()->entries();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().document, seeker);
    QCOMPARE(entries.first().breakpoint.kind, Debug::BreakpointKind::Data);
    QCOMPARE(entries.first().breakpoint.value, QStringLiteral("data(1, 0)"));
    m_window->debugger()->manager()->removeAll();
    const std::uint64_t stoppedAt = session()->snapshot().tick;
    QVERIFY(stoppedAt > 4);
    QSignalSpy changes(session(), &Debug::DebugSession::valueChanged);
    QSignalSpy stops(session(), &Debug::DebugSession::stopped);
    QApplication::sendEvent(view->viewport(), &onFirst);
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QAction *why = menu->findChild<QAction *>(QStringLiteral("cellWhyAction"));
    QVERIFY(why && why->isEnabled());
    why->trigger();
    menu->close();
    QTRY_VERIFY(!stops.isEmpty());
    QCOMPARE(stops.first().at(0).value<Debug::DebugStopReason>(), Debug::DebugStopReason::Breakpoint);
    QCOMPARE(changes.size(), 1);
    const auto change = changes.first().at(1).value<Debug::ValueChange>();
    QCOMPARE(change.value, QStringLiteral("data(1, 0)"));
    QTRY_COMPARE(session()->snapshot().tick + 1, change.tick);
    QVERIFY(change.tick <= stoppedAt);
    QCOMPARE(change.where.thread >= 0, true);
}

void TestBreakpointsDock::conditionErrorShownInline()
{
    Document *counting = m_window->openExample(QStringLiteral(":/examples/cheat/counting.cheat"));
    QVERIFY(counting);
    dock()->addBreakpointAction()->trigger();
    BreakpointDialog *dialog = dock()->dialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    ConditionEdit *condition = dialog->conditionEdit();
    QTest::keyClicks(condition->lineEdit(), QStringLiteral("score(PkmnQ) >="));
    QVERIFY(condition->errorLabel()->isVisible());
    QCOMPARE(condition->errorLabel()->text(), QStringLiteral("column 16: expected a number or a name at the end"));
    QVERIFY(!ok->isEnabled());
    TestHelpers::shoot(dialog, QStringLiteral("condition-error"));
    QTest::keyClicks(condition->lineEdit(), QStringLiteral(" 4"));
    QVERIFY(!condition->errorLabel()->isVisible());
    QVERIFY(ok->isEnabled());
    // An unknown name, with the names Cheat reads.
    condition->lineEdit()->clear();
    QTest::keyClicks(condition->lineEdit(), QStringLiteral("threads(1) > 2"));
    QVERIFY(condition->errorLabel()->text().startsWith(QStringLiteral("column 1: unknown name 'threads'")));
    QVERIFY(!ok->isEnabled());
    dialog->reject();
    QCOMPARE(dock()->model()->rowCount(), 0);
}

void TestBreakpointsDock::gutterMenuEditsCondition()
{
    Document *counting = m_window->openExample(QStringLiteral(":/examples/cheat/counting.cheat"));
    QVERIFY(counting);
    CodeEditor *editor = counting->editor();
    editor->setBreakpoint(3, true);
    const QRect line = editor->cursorRect(QTextCursor(editor->document()->findBlockByNumber(3)));
    QTest::mouseClick(editor->gutter(), Qt::RightButton, {}, QPoint(editor->gutter()->width() / 2, line.center().y()));
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QCOMPARE(menu->objectName(), QStringLiteral("gutterBreakpointMenu"));
    QAction *edit = nullptr;
    for (QAction *candidate : menu->actions()) {
        if (candidate->text().startsWith(QStringLiteral("Edit &Condition")))
            edit = candidate;
    }
    QVERIFY(edit);
    edit->trigger();
    menu->close();
    BreakpointDialog *dialog = dock()->dialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->lineBox()->value(), 4);
    type(dialog->conditionEdit()->lineEdit(), QStringLiteral("turn >= 2"));
    type(dialog->hitCountBox(), QStringLiteral("2"));
    dialog->accept();
    QCOMPARE(editor->breakpointLines(), QList<int>{3});
    QCOMPARE(editor->breakpointCondition(3), QStringLiteral("turn >= 2"));
    QCOMPARE(editor->breakpointHitTarget(3), 2u);
    // The condition moves with the line.
    QTextCursor cursor(editor->document());
    cursor.insertText(QStringLiteral("// a new first line\n"));
    QCOMPARE(editor->breakpointLines(), QList<int>{4});
    QCOMPARE(editor->breakpointCondition(4), QStringLiteral("turn >= 2"));
    QCOMPARE(dock()->model()->index(0, BreakpointListModel::WhereColumn).data().toString(),
             counting->displayName() + QStringLiteral(":5"));
}

void TestBreakpointsDock::dockEditsDisablesAndRemoves()
{
    Document *counting = m_window->openExample(QStringLiteral(":/examples/cheat/counting.cheat"));
    Document *resets = m_window->openExample(QStringLiteral(":/examples/unfair/resets.unfair"));
    QVERIFY(counting && resets);
    BreakpointManager *store = m_window->debugger()->manager();
    counting->editor()->setBreakpoint(4, true);
    Debug::Breakpoint tick;
    tick.kind = Debug::BreakpointKind::Tick;
    tick.number = 40;
    store->add(resets, tick);
    BreakpointListModel *model = dock()->model();
    QCOMPARE(model->rowCount(), 2);

    dock()->show();
    dock()->raise();
    QVERIFY(QTest::qWaitForWindowExposed(dock()->view()));
    // The check box switches a breakpoint off.
    QVERIFY(model->setData(model->index(1, 0), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(store->entries().at(1).breakpoint.enabled, false);
    // Double-click edits: the dialog shows the breakpoint.
    QTreeView *view = dock()->view();
    const QRect rect = view->visualRect(model->index(1, BreakpointListModel::WhereColumn));
    // A double-click is a press, a release, a press as a double-click, a release.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QVERIFY(dock()->dialog());
    QCOMPARE(dock()->dialog()->numberBox()->value(), 40);
    QVERIFY(!dock()->dialog()->enabledBox()->isChecked());
    type(dock()->dialog()->numberBox(), QStringLiteral("41"));
    dock()->dialog()->accept();
    QCOMPARE(store->entries().at(1).breakpoint.number, 41u);
    // Delete removes the selected row.
    view->setFocus();
    view->selectionModel()->select(model->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(model->rowCount(), 1);
    QVERIFY(counting->editor()->breakpointLines().isEmpty());
    // Disable all, enable all, remove all.
    store->setAllEnabled(false);
    QCOMPARE(model->index(0, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    store->setAllEnabled(true);
    QCOMPARE(model->index(0, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    store->removeAll();
    QCOMPARE(model->rowCount(), 0);
}

void TestBreakpointsDock::watches()
{
    Document *counting = m_window->openExample(QStringLiteral(":/examples/cheat/counting.cheat"));
    QVERIFY(counting);
    WatchesDock *watches = m_window->debugger()->watchesDock();
    watches->show();
    QTest::keyClicks(watches->expressionEdit()->lineEdit(), QStringLiteral("score(PkmnQ)"));
    QTest::keyClick(watches->expressionEdit()->lineEdit(), Qt::Key_Return);
    QTest::keyClicks(watches->expressionEdit()->lineEdit(), QStringLiteral("Player 1's score + 1"));
    QTest::keyClick(watches->expressionEdit()->lineEdit(), Qt::Key_Return);
    QTest::keyClicks(watches->expressionEdit()->lineEdit(), QStringLiteral("tick >"));
    QTest::keyClick(watches->expressionEdit()->lineEdit(), Qt::Key_Return); // refused: it does not parse
    WatchesModel *model = watches->model();
    QCOMPARE(model->expressions(),
             (QStringList{QStringLiteral("score(PkmnQ)"), QStringLiteral("Player 1's score + 1")}));
    QCOMPARE(model->value(0), QStringLiteral("—"));

    // Stop before PkmnQ's count (line 5) in each turn.
    QVERIFY(addBreakpoint(counting, Kind::Line,
                          [](BreakpointDialog *dialog) { type(dialog->lineBox(), QStringLiteral("5")); }));
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(model->value(0), QStringLiteral("0"));
    QCOMPARE(model->value(1), QStringLiteral("2")); // Player 1 counted once
    QTRY_VERIFY(session()->snapshot().tick == 1);
    QVERIFY(runToBreakpoint());
    QTRY_COMPARE(model->value(0), QStringLiteral("2"));
    QVERIFY(model->isChanged(0));
    QVERIFY(model->index(0, WatchesModel::ValueColumn).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(model->index(0, WatchesModel::ValueColumn).data(Qt::BackgroundRole).isValid());
    QCOMPARE(model->value(1), QStringLiteral("3"));
    QVERIFY(model->isChanged(1));
    watches->raise();
    TestHelpers::shoot(m_window.get(), QStringLiteral("watches"));
    // A step runs PkmnQ's count: only PkmnQ's score changes.
    action("actionStep")->trigger();
    QTRY_COMPARE(session()->snapshot().tick, 5u);
    QTRY_COMPARE(model->value(0), QStringLiteral("4"));
    QVERIFY(model->isChanged(0));
    QVERIFY(!model->isChanged(1));

    // Watches follow the current tab: one that has not run has no values,
    // and going back shows the paused run's again.
    Document *paused = m_window->documents()->currentDocument();
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/caught.cheat")));
    QTRY_COMPARE(model->value(0), QStringLiteral("\u2014"));
    m_window->documents()->setCurrentDocument(paused);
    QTRY_COMPARE(model->value(0), QStringLiteral("4"));
}

// A watch's menu sets a data breakpoint on its expression: the run stops
// right after each change and says what changed, where and who did it;
// running backwards stops right before it.
void TestBreakpointsDock::watchBreaksWhenItsValueChanges()
{
    Document *caught = m_window->openExample(QStringLiteral(":/examples/cheat/caught.cheat"));
    QVERIFY(caught);
    WatchesDock *watches = m_window->debugger()->watchesDock();
    watches->show();
    QVERIFY(!watches->breakOnChangeAction()->isEnabled()); // no row yet
    QTest::keyClicks(watches->expressionEdit()->lineEdit(), QStringLiteral("score(Bob)"));
    QTest::keyClick(watches->expressionEdit()->lineEdit(), Qt::Key_Return);
    watches->view()->setCurrentIndex(watches->model()->index(0, 0));
    QVERIFY(watches->view()->actions().contains(watches->breakOnChangeAction()));
    QVERIFY(watches->breakOnChangeAction()->isEnabled());
    watches->breakOnChangeAction()->trigger();
    const QList<BreakpointManager::Entry> entries = m_window->debugger()->manager()->entries();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.front().breakpoint.kind, Debug::BreakpointKind::Data);
    QCOMPARE(entries.front().breakpoint.value, QStringLiteral("score(Bob)"));
    QCOMPARE(entries.front().document, caught);
    QTRY_VERIFY(rowOf(caught->displayName() + QStringLiteral(": score(Bob)")) >= 0);

    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 1u);
    ProgramRun *run = m_window->runController()->currentRun();
    QVERIFY2(run->statusState().contains(QStringLiteral("score(Bob) 0 \u2192 3, line 5 by Bob")),
             qPrintable(run->statusState()));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 2u);
    QVERIFY2(run->statusState().contains(QStringLiteral("score(Bob) 3 \u2192 0, line 6 by Alice")),
             qPrintable(run->statusState()));
    QTRY_COMPARE(hitsOf(caught->displayName() + QStringLiteral(": score(Bob)")), QStringLiteral("2"));

    // Why? walks back through the value's history, right before each change;
    // Next Change goes forwards again. Breakpoints play no part.
    m_window->debugger()->manager()->removeAll();
    const auto travel = [&](QAction *action, Debug::DebugStopReason expected, std::uint64_t tick) {
        QSignalSpy stops(session(), &Debug::DebugSession::stopped);
        action->trigger();
        return QTest::qWaitFor([&] { return !stops.isEmpty(); }, 10000)
               && stops.first().at(0).value<Debug::DebugStopReason>() == expected
               && QTest::qWaitFor([&] { return session()->snapshot().tick == tick; }, 5000);
    };
    QVERIFY(watches->whyAction()->isEnabled());
    QCOMPARE(watches->whyAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+Y")));
    QVERIFY(travel(watches->whyAction(), Debug::DebugStopReason::Breakpoint, 1));
    QVERIFY2(run->statusState().contains(QStringLiteral("score(Bob) 3 \u2192 0, line 6 by Alice")),
             qPrintable(run->statusState()));
    QCOMPARE(session()->snapshot().location.line, 6); // the changing statement is next
    QVERIFY(travel(watches->whyAction(), Debug::DebugStopReason::Breakpoint, 0));
    QVERIFY2(run->statusState().contains(QStringLiteral("score(Bob) 0 \u2192 3, line 5 by Bob")),
             qPrintable(run->statusState()));
    QVERIFY(travel(watches->whyAction(), Debug::DebugStopReason::Start, 0));
    QVERIFY(travel(watches->nextChangeAction(), Debug::DebugStopReason::Breakpoint, 1));
    QVERIFY2(run->statusState().contains(QStringLiteral("score(Bob) 0 \u2192 3, line 5 by Bob")),
             qPrintable(run->statusState()));
    watches->raise();
    TestHelpers::shoot(m_window.get(), QStringLiteral("watch-why"));
}

void TestBreakpointsDock::savedWithTheSession()
{
    QTemporaryDir files;
    const QString path = files.filePath(QStringLiteral("resets.unfair"));
    QVERIFY(QFile::copy(QStringLiteral(":/examples/unfair/resets.unfair"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(m_window->openFile(path));
    Document *document = m_window->documents()->currentDocument();
    document->editor()->setBreakpoint(5, true, false);
    document->editor()->setBreakpointCondition(5, QStringLiteral("the count > 2"), 3);
    Debug::Breakpoint label;
    label.kind = Debug::BreakpointKind::Label;
    label.label = QStringLiteral("report");
    m_window->debugger()->manager()->add(document, label);
    Debug::Breakpoint reset;
    reset.kind = Debug::BreakpointKind::Event;
    reset.event = Debug::UnfairEvent::CountReset;
    m_window->debugger()->manager()->add(document, reset);
    m_window->debugger()->watchesDock()->model()->addExpression(QStringLiteral("the count"));
    const QList<BreakpointManager::Entry> before = m_window->debugger()->manager()->entries();
    m_window->saveSession();
    m_window.reset();

    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->restoreSession();
    const QList<BreakpointManager::Entry> after = m_window->debugger()->manager()->entries();
    QCOMPARE(after.size(), before.size());
    for (qsizetype i = 0; i < after.size(); ++i) {
        Debug::Breakpoint a = after.at(i).breakpoint;
        Debug::Breakpoint b = before.at(i).breakpoint;
        a.id = b.id = 0;
        QCOMPARE(a, b);
    }
    QCOMPARE(m_window->debugger()->watchesDock()->model()->expressions(), QStringList{QStringLiteral("the count")});
}

// A condition the run does not understand stays a breakpoint of the run and
// shows as its state in the dock; fixed in the dock, the state goes.
void TestBreakpointsDock::rejectedConditionShowsItsState()
{
    QTemporaryDir files;
    const QString path = files.filePath(QStringLiteral("counting.cheat"));
    QVERIFY(QFile::copy(QStringLiteral(":/examples/cheat/counting.cheat"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(m_window->openFile(path));
    Document *document = m_window->documents()->currentDocument();
    CodeEditor *editor = document->editor();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    // A click in the gutter on line 5 ("PkmnQ counts by 2.").
    const QRect line5 = editor->cursorRect(QTextCursor(editor->document()->findBlockByNumber(4)));
    QTest::mouseClick(editor->gutter(), Qt::LeftButton, {}, QPoint(editor->gutter()->width() / 2, line5.center().y()));
    const QString where5 = QStringLiteral("counting.cheat:5");
    QCOMPARE(rowOf(where5), 0);

    // Its condition, edited from the dock: double-click, type, OK.
    dock()->show();
    dock()->raise();
    QTreeView *view = dock()->view();
    QVERIFY(QTest::qWaitForWindowExposed(view));
    const QModelIndex row5 = dock()->model()->index(rowOf(where5), BreakpointListModel::WhereColumn);
    // A double-click is a press, a release, a press as a double-click, a release.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row5).center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row5).center());
    QTRY_VERIFY(dock()->dialog());
    type(dock()->dialog()->conditionEdit()->lineEdit(), QStringLiteral("score(PkmnQ) >= 4"));
    QTest::mouseClick(dock()->dialog()->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!dock()->dialog());
    const auto condition = [this](const QString &where, int role = Qt::DisplayRole) {
        const int row = rowOf(where);
        return row < 0 ? QVariant() : dock()->model()->index(row, BreakpointListModel::ConditionColumn).data(role);
    };
    QCOMPARE(condition(where5).toString(), QStringLiteral("score(PkmnQ) >= 4"));

    // A saved session brings back a breakpoint on line 6 whose condition
    // reads an Unfair value: Cheat conditions do not know it.
    m_window->debugger()->manager()->restore(QJsonArray{QJsonObject{
        {QStringLiteral("file"), path},
        {QStringLiteral("kind"), QStringLiteral("line")},
        {QStringLiteral("line"), 6},
        {QStringLiteral("condition"), QStringLiteral("Player 1's counting number > 3")},
    }});
    const QString where6 = QStringLiteral("counting.cheat:6");
    QCOMPARE(rowOf(where6), 1);
    QCOMPARE(condition(where6).toString(), QStringLiteral("Player 1's counting number > 3"));

    // The run keeps it, says why it cannot use it, and stops there.
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().location.line, 6);
    const QString expected = QStringLiteral("Player 1's counting number > 3 (condition not understood: column 1: ");
    QTRY_VERIFY2(condition(where6).toString().startsWith(expected), qPrintable(condition(where6).toString()));
    QVERIFY(!condition(where6, Qt::DecorationRole).isNull());
    QVERIFY(condition(where6, Qt::ToolTipRole).toString().contains(QStringLiteral("condition not understood")));
    QCOMPARE(dock()->model()->state(rowOf(where5)), QString());
    QCOMPARE(hitsOf(where6), QStringLiteral("1"));
    TestHelpers::shoot(m_window.get(), QStringLiteral("breakpoint-rejected"));

    // Fixed in the dock, the state goes.
    const QModelIndex row6 = dock()->model()->index(rowOf(where6), BreakpointListModel::WhereColumn);
    // A double-click is a press, a release, a press as a double-click, a release.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row6).center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row6).center());
    QTRY_VERIFY(dock()->dialog());
    ConditionEdit *edit = dock()->dialog()->conditionEdit();
    QVERIFY(!edit->isValid()); // the field says so too
    edit->lineEdit()->clear();
    type(edit->lineEdit(), QStringLiteral("score(PkmnQ) > 3"));
    QTest::mouseClick(dock()->dialog()->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!dock()->dialog());
    QTRY_COMPARE(condition(where6).toString(), QStringLiteral("score(PkmnQ) > 3"));
    QVERIFY(condition(where6, Qt::DecorationRole).isNull());
}

QTEST_MAIN(TestBreakpointsDock)
#include "tst_breakpointsdock.moc"
