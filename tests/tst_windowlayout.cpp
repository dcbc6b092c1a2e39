// The main window's layout as a newcomer meets it on a 1600×1000 screen:
// the first start's size, the dock corners, the saved and reset layout, and
// room for the battle view and the inspectors at the default size.
#include "cheat/cheatinspector.h"
#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbufferview.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "statuspanel.h"
#include "unfair/countchartview.h"
#include "unfair/unfairinspector.h"
#include "unfair/universetreemodel.h"
#include "unfair/universetreeview.h"
#include "uitesthelpers.h"
#include "welcomepage.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSlider>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTabWidget>
#include <QTabBar>
#include <QLineEdit>

using namespace Foulplay::Ui;

class TestWindowLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void firstStartCoversMostOfTheScreen();
    void sideDocksOwnTheBottomCorners();
    void layoutIsRestoredAndReset();
    void welcomePageWhileNoDocumentIsOpen();
    void battleViewGetsTheRoom();
    void layoutAfterABattleIsAsBefore();
    void unfairInspectorFits();
    void cheatScoreboardFits();
    void shortcutsAreSetAndShown();
    void speedSliderShowsTheSpeedOnFirstStart();
    void debugMenuMnemonicsAreUnique();

private:
    void makeWindow();
    void runToTheEnd();
    QAction *action(const char *name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestWindowLayout::initTestCase()
{
    TestHelpers::isolateSettings();
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    QVERIFY2(screen.size() == QSize(1600, 1000),
             qPrintable(QStringLiteral("the screen is %1×%2; run with the offscreen configuration of tests/ui.cmake")
                            .arg(screen.width())
                            .arg(screen.height())));
}

void TestWindowLayout::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestWindowLayout::cleanup()
{
    if (m_window)
        m_window->runController()->stop();
    m_window.reset();
}

void TestWindowLayout::makeWindow()
{
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->restoreSession();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QAction *TestWindowLayout::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

void TestWindowLayout::runToTheEnd()
{
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 30000);
    QApplication::processEvents();
}

void TestWindowLayout::firstStartCoversMostOfTheScreen()
{
    makeWindow();
    const QRect available = m_window->screen()->availableGeometry();
    const QRect window = m_window->geometry();
    QVERIFY2(std::abs(window.width() - available.width() * 85 / 100) <= 2, qPrintable(QString::number(window.width())));
    QVERIFY2(std::abs(window.height() - available.height() * 85 / 100) <= 2,
             qPrintable(QString::number(window.height())));
    QVERIFY(std::abs(window.center().x() - available.center().x()) <= 2);
    QVERIFY(std::abs(window.center().y() - available.center().y()) <= 2);
}

void TestWindowLayout::sideDocksOwnTheBottomCorners()
{
    makeWindow();
    QCOMPARE(m_window->corner(Qt::BottomLeftCorner), Qt::LeftDockWidgetArea);
    QCOMPARE(m_window->corner(Qt::BottomRightCorner), Qt::RightDockWidgetArea);
    // With an inspector shown, the console stays under the editor and the
    // inspector reaches down beside it.
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/h.unfair")));
    runToTheEnd();
    auto *inspector = m_window->findChild<UnfairInspector *>();
    QVERIFY(inspector && inspector->isVisible());
    QWidget *dock = inspector->parentWidget();
    while (dock && !qobject_cast<QDockWidget *>(dock))
        dock = dock->parentWidget();
    QVERIFY(dock);
    const QRect console = m_window->console()->geometry();
    const QRect editorArea = m_window->centralWidget()->geometry();
    const QRect inspectorArea = dock->geometry();
    QVERIFY2(console.right() <= editorArea.right() + 8,
             qPrintable(
                 QStringLiteral("console right %1, editor right %2").arg(console.right()).arg(editorArea.right())));
    QVERIFY(console.top() > editorArea.bottom());
    QVERIFY(inspectorArea.left() > console.right());
    QVERIFY(inspectorArea.bottom() >= console.bottom());
}

void TestWindowLayout::layoutIsRestoredAndReset()
{
    makeWindow();
    const QRect first = m_window->geometry();
    m_window->console()->hide();
    m_window->setGeometry(QRect(first.topLeft() + QPoint(20, 10), QSize(1300, 760)));
    const QRect moved = m_window->geometry();
    m_window->saveSession();
    m_window.reset();

    makeWindow();
    QCOMPARE(m_window->geometry().size(), moved.size());
    QVERIFY(m_window->console()->isHidden());

    action("actionResetLayout")->trigger();
    QApplication::processEvents();
    QCOMPARE(m_window->geometry(), first);
    QVERIFY(!m_window->console()->isHidden());
}

void TestWindowLayout::welcomePageWhileNoDocumentIsOpen()
{
    makeWindow();
    WelcomePage *welcome = m_window->welcomePage();
    QVERIFY(welcome->isVisible());
    welcome->activateLink(QStringLiteral("example::/examples/fyb/simple.fyb"));
    Document *document = m_window->documents()->currentDocument();
    QVERIFY(document);
    QCOMPARE(document->language(), Language::Fyb);
    QVERIFY(!welcome->isVisible());
    QVERIFY(m_window->documents()->closeDocument(document));
    QVERIFY(welcome->isVisible());
    auto *newCheat = welcome->findChild<QPushButton *>(QStringLiteral("newcheat"));
    QVERIFY(newCheat);
    newCheat->click();
    QVERIFY(m_window->documents()->currentDocument());
    QCOMPARE(m_window->documents()->currentDocument()->language(), Language::Cheat);
}

void TestWindowLayout::battleViewGetsTheRoom()
{
    makeWindow();
    // Four tabs, as a newcomer has after trying each language.
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/desync-tables.unfair")));
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/cheat-machine.cheat")));
    Document *seeker = m_window->openExample(QStringLiteral(":/examples/fyb/threaded.fyb"));
    Document *mangler = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    QVERIFY(seeker && mangler);
    m_window->runController()->setBattle(seeker, mangler);
    runToTheEnd();
    auto *battle = m_window->findChild<FybBattleDock *>();
    QVERIFY(battle && battle->isVisible());
    TestHelpers::shoot(m_window.get(), QStringLiteral("layout-battle"));
    QVERIFY2(battle->width() > m_window->width() / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(battle->width()).arg(m_window->width())));
    // Most of the width: at least 65% of the window (the console beside the
    // editor lets its input prompt wrap instead of holding the room).
    QVERIFY2(battle->width() * 100 >= m_window->width() * 65,
             qPrintable(QStringLiteral("%1 of %2").arg(battle->width()).arg(m_window->width())));
    const FybBufferView *buffers = battle->bufferView();
    const int bufferRows = buffers->viewport()->height() / buffers->cellSize();
    QVERIFY2(bufferRows >= 20, qPrintable(QString::number(bufferRows)));
    const QTableView *threads = battle->threadTable();
    const int threadRows = threads->viewport()->height() / threads->verticalHeader()->defaultSectionSize();
    QVERIFY2(threadRows >= 6, qPrintable(QString::number(threadRows)));
    // The console stays readable beside it: the answer line shows its whole
    // idle text.
    auto *console = m_window->findChild<ConsoleDock *>();
    QVERIFY(console && console->isVisible());
    const QLineEdit *line = console->inputLine();
    const int needed = line->fontMetrics().horizontalAdvance(line->placeholderText()) + 12;
    QVERIFY2(line->width() >= needed, qPrintable(QStringLiteral("%1 < %2").arg(line->width()).arg(needed)));
    // The tabs keep readable titles: the current one (the battle's warrior)
    // whole and in view, every other one at least its first six letters
    // (never a bare "…"); the bar scrolls when they do not all fit.
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("documentTabs"));
    QVERIFY(tabs && tabs->count() == 4);
    const QTabBar *bar = tabs->tabBar();
    const int current = bar->currentIndex();
    const int whole = bar->fontMetrics().horizontalAdvance(bar->tabText(current));
    QVERIFY2(
        bar->tabRect(current).width() >= whole,
        qPrintable(
            QStringLiteral("%1: %2 < %3").arg(bar->tabText(current)).arg(bar->tabRect(current).width()).arg(whole)));
    QVERIFY2(bar->tabRect(current).left() >= 0 && bar->tabRect(current).right() <= bar->width(),
             qPrintable(QStringLiteral("the current tab is out of view")));
    for (int i = 0; i < bar->count(); ++i) {
        const QString start = bar->tabText(i).left(6) + QChar(0x2026);
        const QWidget *close = bar->tabButton(i, QTabBar::RightSide);
        const int readable = bar->fontMetrics().horizontalAdvance(start) + (close ? close->width() : 0);
        QVERIFY2(bar->tabRect(i).width() >= readable,
                 qPrintable(
                     QStringLiteral("%1: %2 < %3").arg(bar->tabText(i)).arg(bar->tabRect(i).width()).arg(readable)));
    }
    qInfo("battle view %d of %d pixels wide, %d buffer rows, %d thread rows", battle->width(), m_window->width(),
          bufferRows, threadRows);
}

namespace {

QDockWidget *dockOf(QWidget *widget)
{
    while (widget && !qobject_cast<QDockWidget *>(widget))
        widget = widget->parentWidget();
    return static_cast<QDockWidget *>(widget);
}

// Every tab of the dock tabs under the editor shows its whole title; the
// first cut one, or nothing.
QString cutDockTab(const QMainWindow *window)
{
    const int editorBottom = window->centralWidget()->geometry().bottom();
    for (const QTabBar *bar : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        // The docks' tabs under the editor (Problems, Console, Breakpoints, Watches).
        if (!bar->isVisible() || bar->geometry().top() < editorBottom)
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            const int whole = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            if (bar->tabRect(i).width() < whole)
                return QStringLiteral("%1: %2 < %3").arg(bar->tabText(i)).arg(bar->tabRect(i).width()).arg(whole);
        }
    }
    return {};
}

} // namespace

void TestWindowLayout::layoutAfterABattleIsAsBefore()
{
    makeWindow();
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/h.unfair")));
    runToTheEnd();
    QDockWidget *unfair = dockOf(m_window->findChild<UnfairInspector *>());
    QVERIFY(unfair && unfair->isVisible());
    const int unfairWidth = unfair->width();
    const int consoleWidth = m_window->console()->width();
    QVERIFY2(cutDockTab(m_window.get()).isEmpty(), qPrintable(cutDockTab(m_window.get())));

    // A battle takes most of the width.
    Document *seeker = m_window->openExample(QStringLiteral(":/examples/fyb/threaded.fyb"));
    Document *mangler = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    QVERIFY(seeker && mangler);
    m_window->runController()->setBattle(seeker, mangler);
    runToTheEnd();
    auto *battle = m_window->findChild<FybBattleDock *>();
    QVERIFY(battle && battle->isVisible() && !unfair->isVisible());
    QVERIFY(battle->width() > unfairWidth);

    // A new Unfair program (Ctrl+N): the Unfair inspector comes back as wide
    // as it was, and the console as wide as it was beside it.
    QAction *newProgram = nullptr;
    for (QAction *each : m_window->findChildren<QAction *>()) {
        if (each->shortcut() == QKeySequence(QKeySequence::New))
            newProgram = each;
    }
    QVERIFY(newProgram);
    newProgram->trigger();
    QCOMPARE(m_window->documents()->currentDocument()->language(), Language::Unfair);
    QTRY_VERIFY(unfair->isVisible());
    QApplication::processEvents();
    TestHelpers::shoot(m_window.get(), QStringLiteral("layout-after-battle"));
    QVERIFY(!battle->isVisible());
    QVERIFY2(std::abs(unfair->width() - unfairWidth) <= 4,
             qPrintable(QStringLiteral("%1, before the battle %2").arg(unfair->width()).arg(unfairWidth)));
    QVERIFY2(std::abs(m_window->console()->width() - consoleWidth) <= 4,
             qPrintable(
                 QStringLiteral("%1, before the battle %2").arg(m_window->console()->width()).arg(consoleWidth)));
    QVERIFY2(cutDockTab(m_window.get()).isEmpty(), qPrintable(cutDockTab(m_window.get())));

    // Back at the battle's tab, the battle view has its room again.
    m_window->documents()->setCurrentDocument(seeker);
    QTRY_VERIFY(battle->isVisible());
    QApplication::processEvents();
    QVERIFY(battle->width() > unfairWidth);

    // A Cheat program after it: the scoreboard's titles are whole.
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/caught.cheat")));
    runToTheEnd();
    auto *cheat = m_window->findChild<CheatInspector *>();
    QVERIFY(cheat && cheat->isVisible());
    const QTableView *scoreboard = cheat->scoreboardView();
    const QHeaderView *header = scoreboard->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        const QString title = scoreboard->model()->headerData(column, Qt::Horizontal).toString();
        const int whole = header->fontMetrics().horizontalAdvance(title);
        QVERIFY2(header->sectionSize(column) >= whole,
                 qPrintable(QStringLiteral("%1: %2 < %3").arg(title).arg(header->sectionSize(column)).arg(whole)));
        QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column)
                     <= scoreboard->viewport()->width(),
                 qPrintable(title));
    }
}

void TestWindowLayout::unfairInspectorFits()
{
    makeWindow();
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/desync-tables.unfair")));
    runToTheEnd();
    auto *inspector = m_window->findChild<UnfairInspector *>();
    QVERIFY(inspector && inspector->isVisible());
    TestHelpers::shoot(m_window.get(), QStringLiteral("layout-unfair"));

    // Every player's name fits its column.
    auto *players = inspector->findChild<QTableView *>();
    QVERIFY(players);
    QVERIFY(players->model()->rowCount() >= 3);
    for (int row = 0; row < players->model()->rowCount(); ++row) {
        const QString name = players->model()->index(row, 0).data().toString();
        QVERIFY(name.size() < 12);
        const int needed = players->fontMetrics().horizontalAdvance(name);
        QVERIFY2(needed <= players->columnWidth(0) - 4,
                 qPrintable(QStringLiteral("%1 needs %2, has %3").arg(name).arg(needed).arg(players->columnWidth(0))));
    }

    // The table is no wider than its columns, and leaves the width to the universes.
    QVERIFY2(
        players->horizontalHeader()->length() <= players->viewport()->width(),
        qPrintable(
            QStringLiteral("%1 > %2").arg(players->horizontalHeader()->length()).arg(players->viewport()->width())));
    QVERIFY2(players->width() * 3 <= inspector->width(),
             qPrintable(QStringLiteral("%1 of %2").arg(players->width()).arg(inspector->width())));

    // Three players without scrolling.
    QVERIFY(!players->verticalScrollBar()->isVisible());

    // Three universe lanes side by side, without scrolling.
    auto *universes = inspector->findChild<UniverseTreeView *>();
    QVERIFY(universes);
    QVERIFY2(universes->model()->columnCount() >= 3, qPrintable(QString::number(universes->model()->columnCount())));
    QCOMPARE(universes->horizontalScrollBar()->value(), 0);
    const std::int64_t last = universes->model()->lastRow();
    const int laneWidth = universes->nodeCentre(1, last).x() - universes->nodeCentre(0, last).x();
    QVERIFY2(universes->nodeCentre(2, last).x() + laneWidth / 2 <= universes->viewport()->width(),
             qPrintable(QStringLiteral("lane 3 ends at %1 of %2")
                            .arg(universes->nodeCentre(2, last).x() + laneWidth / 2)
                            .arg(universes->viewport()->width())));

    // The chart's step labels do not overlap, and stay inside the chart.
    auto *chart = inspector->findChild<CountChartView *>();
    QVERIFY(chart);
    const QList<CountChartView::Label> labels = chart->stepLabels();
    QVERIFY(!labels.isEmpty());
    for (int i = 0; i < labels.size(); ++i) {
        QVERIFY(QRectF(chart->rect()).contains(labels.at(i).rect));
        for (int j = i + 1; j < labels.size(); ++j)
            QVERIFY(!labels.at(i).rect.intersects(labels.at(j).rect));
    }
    // The whole run is plotted: from the first step kept to the last.
    const CountChartView::Series series = chart->series();
    QCOMPARE(series.firstRow, universes->model()->firstKeptRow());
    QCOMPARE(std::int64_t(series.values.size()), last - series.firstRow + 1);
    QCOMPARE(labels.last().text, QStringLiteral("step %1").arg(last));

    // Every universe lane can be scrolled into view, five of them too.
    const QString manyLanes = m_dir->filePath(QStringLiteral("lanes.unfair"));
    {
        QFile file(manyLanes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Player 1 counts.\n"
                   "Player 1 de-syncs for 1 steps.\nPlayer 2 de-syncs for 1 steps.\n"
                   "Player 3 de-syncs for 1 steps.\nPlayer 1 de-syncs for 1 steps.\n");
    }
    QVERIFY(m_window->openFile(manyLanes));
    runToTheEnd();
    auto *tree = inspector->findChild<UniverseTreeView *>();
    QVERIFY(tree);
    const int lanes = tree->model()->columnCount();
    QVERIFY2(lanes >= 5, qPrintable(QString::number(lanes)));
    tree->horizontalScrollBar()->setValue(tree->horizontalScrollBar()->maximum());
    const std::int64_t row = tree->model()->lastRow();
    QVERIFY(tree->nodeCentre(lanes - 1, row).x() < tree->viewport()->width());
}

void TestWindowLayout::cheatScoreboardFits()
{
    makeWindow();
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/caught.cheat")));
    runToTheEnd();
    auto *inspector = m_window->findChild<CheatInspector *>();
    QVERIFY(inspector && inspector->isVisible());
    const QTableView *scoreboard = inspector->scoreboardView();
    QVERIFY(scoreboard->model()->rowCount() >= 2);
    for (int row = 0; row < scoreboard->model()->rowCount(); ++row) {
        const QString name = scoreboard->model()->index(row, 0).data().toString();
        QVERIFY(scoreboard->fontMetrics().horizontalAdvance(name) <= scoreboard->columnWidth(0) - 4);
    }
}

void TestWindowLayout::shortcutsAreSetAndShown()
{
    makeWindow();
    // Set explicitly: outside KDE Qt's standard keys for these are empty.
    QCOMPARE(action("actionSaveAs")->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    QCOMPARE(action("actionSettings")->shortcut(), QKeySequence(QStringLiteral("Ctrl+,")));
    // Every action with a key is in a menu, where the key is shown.
    for (QAction *each : m_window->findChildren<QAction *>()) {
        if (each->shortcut().isEmpty())
            continue;
        const QList<QObject *> users = each->associatedObjects();
        const bool inMenu = std::any_of(users.cbegin(), users.cend(),
                                        [](QObject *user) { return qobject_cast<QMenu *>(user) != nullptr; });
        QVERIFY2(inMenu, qPrintable(each->text() + QLatin1Char(' ') + each->shortcut().toString()));
    }
}

void TestWindowLayout::speedSliderShowsTheSpeedOnFirstStart()
{
    // No speed chosen yet: runs go unlimited, and the slider says so.
    makeWindow();
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("speedSlider"));
    QVERIFY(slider);
    QCOMPARE(slider->value(), slider->maximum());
    QVERIFY(m_window->statusPanel()->speedText().contains(QStringLiteral("unlimited")));
}

void TestWindowLayout::debugMenuMnemonicsAreUnique()
{
    makeWindow();
    QMenu *debug = nullptr;
    for (QAction *each : m_window->menuBar()->actions()) {
        if (each->text() == QStringLiteral("&Debug"))
            debug = each->menu();
    }
    QVERIFY(debug);
    QHash<QChar, QString> taken;
    for (QAction *each : debug->actions()) {
        const QString text = each->text();
        const qsizetype at = text.indexOf(u'&');
        if (each->isSeparator() || at < 0 || at + 1 >= text.size())
            continue;
        const QChar key = text.at(at + 1).toLower();
        QVERIFY2(!taken.contains(key),
                 qPrintable(QStringLiteral("Alt+%1: %2 and %3").arg(key, taken.value(key), text)));
        taken.insert(key, text);
    }
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
