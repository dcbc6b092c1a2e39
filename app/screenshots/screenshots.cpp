// Makes the pictures of the manual (docs/images/*.png): opens the bundled
// examples in the real IDE on an offscreen screen, runs them to a chosen
// tick and grabs the widgets. `cmake --build build --target screenshots`
// runs it; running it again regenerates every picture.
//
//   foulplay-screenshots FOLDER
#include "debug/debugsession.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "manualwindow.h"
#include "runcontroller.h"
#include "runtimelinebar.h"
#include "statuspanel.h"
#include "tournament/tournamentwindow.h"
#include "translations.h"
#include "unfair/unfairinspector.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCompleter>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QDockWidget>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <functional>

namespace {

using Foulplay::Ui::Document;
using Foulplay::Ui::MainWindow;

QString g_folder;
int g_failures = 0;

bool waitFor(const std::function<bool()> &condition, int milliseconds = 60000)
{
    const QDeadlineTimer deadline(milliseconds);
    while (!condition()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    QCoreApplication::processEvents();
    return true;
}

// Palette images are a third of the size of true-colour ones and look the
// same for widgets, which use few colours.
void save(const QPixmap &pixmap, const QString &name)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither);
    const QString path = QDir(g_folder).filePath(name + QStringLiteral(".png"));
    if (!image.save(path, "PNG", 9)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        ++g_failures;
        return;
    }
    std::printf("%s\n", qPrintable(path));
}

void fail(const char *what)
{
    std::fprintf(stderr, "%s\n", what);
    ++g_failures;
}

QAction *action(const MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

constexpr std::uint64_t lastTick = ~std::uint64_t(0);

// Runs the current program (or battle) to its end, then shows tick (or the
// last one).
bool runTo(MainWindow &window, std::uint64_t tick)
{
    action(window, "actionRun")->trigger();
    if (!waitFor([&] { return window.statusPanel()->state().startsWith(QStringLiteral("Finished")); }))
        return false;
    auto *session = window.runController()->session();
    if (tick == lastTick)
        tick = session->snapshot().lastTick;
    session->jumpToTick(tick);
    if (!waitFor([&] {
            return session->status() != Foulplay::Core::Debug::DebugSession::Status::Running
                   && session->snapshot().tick == tick;
        }))
        return false;
    // Changed values flash for up to a second: the pictures show them settled,
    // the same on every run.
    QTest::qWait(1500);
    return true;
}

QDockWidget *dockOf(const MainWindow &window, const char *objectName)
{
    return window.findChild<QDockWidget *>(QLatin1String(objectName));
}

void closeAll(MainWindow &window)
{
    window.runController()->stop();
    window.documents()->closeAllWithoutAsking();
    QCoreApplication::processEvents();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: foulplay-screenshots FOLDER\n");
        return 2;
    }
    g_folder = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(g_folder);
    // A profile of its own: the user's settings and session stay untouched.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("foulplay-screenshots"));
    QApplication::setApplicationName(QStringLiteral("Foul Play"));
    QSettings().clear();
    Foulplay::installTranslators(app, QLocale(QLocale::English, QLocale::UnitedStates));
    // A cursor that blinks would be caught on or off at random.
    QApplication::setCursorFlashTime(0);
    QTemporaryDir recovery;

    // The window's size on the first start on a 1600×1000 screen (85% of it).
    MainWindow window(nullptr, recovery.path());
    window.setGeometry(0, 0, 1360, 850);
    window.show();
    waitFor([&] { return window.isVisible(); });

    // The welcome page of the first start.
    save(window.grab(), QStringLiteral("welcome"));

    // Completion after "Player 1 co": the list holds only what fits there.
    {
        Document *document = window.documents()->newDocument(Foulplay::Ui::Language::Unfair);
        Foulplay::Ui::CodeEditor *editor = document->editor();
        editor->setPlainText(QStringLiteral("Label loop.\nPlayer 1 "));
        editor->moveCursor(QTextCursor::End);
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Space, Qt::ControlModifier);
        QWidget *popup = editor->completer()->popup();
        if (!waitFor([&] { return popup->isVisible(); }, 5000)) {
            fail("no completion list");
        } else {
            QPixmap shot = editor->grab();
            QPainter painter(&shot);
            const QPoint at = editor->mapFromGlobal(popup->mapToGlobal(QPoint(0, 0)));
            painter.drawPixmap(at, popup->grab());
            painter.end();
            save(shot.copy(0, 0, at.x() + popup->width() + 40, at.y() + popup->height() + 10),
                 QStringLiteral("completion"));
            popup->hide();
        }
        document->setModified(false);
        closeAll(window);
    }

    // The Unfair inspector in the middle of the layered de-syncs.
    if (window.openExample(QStringLiteral(":/examples/unfair/desync-tables.unfair")) && runTo(window, 13)) {
        save(window.grab(), QStringLiteral("ide"));
        if (QDockWidget *dock = dockOf(window, "unfairInspectorDock"))
            save(dock->grab(), QStringLiteral("unfair-inspector"));
    } else {
        fail("the Unfair example did not run");
    }
    // Its timeline after the second de-sync, the whole run's events marked.
    if (auto *inspector = window.findChild<Foulplay::Ui::UnfairInspector *>()) {
        auto *session = window.runController()->session();
        session->jumpToTick(15);
        if (waitFor([&] { return inspector->timelineBar()->tick() == 15; }, 10000)) {
            QTest::qWait(1500);
            if (QDockWidget *dock = dockOf(window, "unfairInspectorDock"))
                save(dock->grab(), QStringLiteral("unfair-timeline"));
        } else {
            fail("the Unfair timeline did not move");
        }
    }
    closeAll(window);

    // The Cheat inspector as Alice catches Bob.
    if (window.openExample(QStringLiteral(":/examples/cheat/caught.cheat")) && runTo(window, 2)) {
        if (QDockWidget *dock = dockOf(window, "cheatInspectorDock"))
            save(dock->grab(), QStringLiteral("cheat-inspector"));
    } else {
        fail("the Cheat example did not run");
    }
    closeAll(window);

    // A battle: the seeker against the mangler, at its last frame.
    {
        Document *mangler = window.openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
        Document *seeker = window.openExample(QStringLiteral(":/examples/fyb/simple.fyb"));
        if (mangler && seeker) {
            window.runController()->setBattle(seeker, mangler);
            if (runTo(window, lastTick)) {
                if (QDockWidget *dock = dockOf(window, "FybBattleDock"))
                    save(dock->grab(), QStringLiteral("battle"));
            } else {
                fail("the battle did not run");
            }
        }
    }
    closeAll(window);

    // The tournament window after a hill of the bundled warriors.
    {
        QTemporaryDir warriors;
        QStringList paths;
        for (const char *name : {"decoy", "mangler", "simple", "sweeper", "threaded"}) {
            const QString path = warriors.filePath(QLatin1String(name) + QStringLiteral(".fyb"));
            if (QFile::copy(QStringLiteral(":/examples/fyb/") + QLatin1String(name) + QStringLiteral(".fyb"), path))
                paths << path;
        }
        Foulplay::Ui::TournamentWindow tournament;
        tournament.setGeometry(0, 0, 1000, 620);
        Foulplay::Core::Fyb::Settings limits;
        limits.maxTurns = 100'000;
        tournament.setLimits(limits, false);
        tournament.setWarriors(paths);
        tournament.show();
        QSignalSpy finished(&tournament, &Foulplay::Ui::TournamentWindow::runFinished);
        tournament.start();
        if (waitFor([&] { return !finished.isEmpty(); }, 120000) && finished.first().first().toBool()) {
            save(tournament.grab(), QStringLiteral("tournament"));
            tournament.tabs()->setCurrentIndex(1);
            QCoreApplication::processEvents();
            save(tournament.grab(), QStringLiteral("tournament-matrix"));
        } else {
            fail("the hill did not run to its end");
        }
    }

    // The manual at the section F1 opens for "counts".
    window.showManual(QStringLiteral("unfair.md"), QStringLiteral("P counts."));
    if (Foulplay::Ui::ManualWindow *manual = window.manualWindow()) {
        manual->move(0, 0); // at the size it opens with
        manual->showSection({QStringLiteral("unfair.md"), QStringLiteral("P counts.")});
        waitFor([&] { return manual->isVisible(); });
        save(manual->grab(), QStringLiteral("manual"));
    }
    return g_failures == 0 ? 0 : 1;
}
