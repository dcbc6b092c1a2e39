// Frame time of the FYB battle view while a battle of 2 x 15,000 cells runs
// at full speed: for every frame the session publishes, the time from its
// arrival to a finished synchronous repaint of the whole dock (model update,
// thread list, buffers, strip). Prints mean, median, 95th percentile and
// maximum per cell size. Usage:
//   fyb_battleview_bench [seconds per size] [sizes, e.g. 16,8,3] [turns a second, 0 = unlimited]
//                        [busy | wipe | program1.fyb program2.fyb]
// Run it with QT_QPA_PLATFORM=offscreen, or under a display server (the
// window then also serves for screenshots of a running battle).

#include "fyb/fybbattlecontroller.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbattlemodel.h"
#include "fyb/fybbufferview.h"

#include "debug/debugsession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace Foulplay;
using Core::Debug::DebugSession;

namespace {

// The built-in battles, both programs exactly 15,000 cells.
// "busy" lasts to the turn limit: both programs fork until the process table
// is full, and every thread then loops over its own unit forever, walking the
// enemy buffer. Program 1's threads (":>?!;") commit every cell they pass
// without changing it (no flash: the value stays); program 2's threads
// (":>+>+;") leave pending edits on buffer 1 that nobody commits.
// "wipe" is short and violent: every thread counts enemy cells round to 0
// and commits them ("[+]!"), so cells change and flash all the time, until
// two threads' edits meet and a bomb is committed and run (turn 1,769).
// Watch it at a few thousand turns a second.
QString builtInProgram(const QString &battle, int which)
{
    QString unit;
    if (battle == QLatin1String("wipe"))
        unit = which == 0 ? QStringLiteral(":[+]!>>;%%") : QStringLiteral(":>[+]!>;%%");
    else
        unit = which == 0 ? QStringLiteral(":>?!;") : QStringLiteral(":>+>+;");
    QString code;
    while (code.size() + unit.size() <= 15000)
        code += unit;
    return code + QString(15000 - code.size(), QLatin1Char('%'));
}

QString readFile(const char *path)
{
    QFile file(QString::fromLocal8Bit(path));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", path);
        std::exit(1);
    }
    return QString::fromUtf8(file.readAll());
}

// CPU time of the calling thread in ms: on a loaded machine the wall clock
// also counts the time other processes had the CPU.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct Figures {
    std::vector<double> cpu;    // ms of GUI-thread CPU, the whole dock
    std::vector<double> frames; // ms, the whole dock
    std::vector<double> paints; // ms, the buffer view's paint alone
    double flashes = 0;         // cells flashing, summed over frames
    double threads = 0;         // live threads, summed over frames
    std::uint64_t ticks = 0;
};

double mean(const std::vector<double> &v)
{
    double sum = 0;
    for (double x : v)
        sum += x;
    return v.empty() ? 0.0 : sum / double(v.size());
}

void print(int cellSize, const Figures &f, double seconds)
{
    if (f.frames.empty()) {
        std::printf("cell %2d px: no frames\n", cellSize);
        return;
    }
    const auto line = [](const char *what, std::vector<double> v) {
        std::sort(v.begin(), v.end());
        std::printf("    %-18s mean %6.2f ms  median %6.2f ms  p95 %6.2f ms  max %6.2f ms\n", what, mean(v),
                    v[v.size() / 2], v[std::min(v.size() - 1, v.size() * 95 / 100)], v.back());
    };
    const double frames = double(f.frames.size());
    std::printf("cell %2d px: %zu frames, %.2f Mticks/s, %.0f live threads and %.0f flashing cells a frame\n", cellSize,
                f.frames.size(), double(f.ticks) / seconds / 1e6, f.threads / frames, f.flashes / frames);
    line("frame, wall clock:", f.frames);
    line("frame, CPU:", f.cpu);
    line("buffers paint:", f.paints);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const double seconds = argc > 1 ? std::max(1.0, QString::fromLocal8Bit(argv[1]).toDouble()) : 4.0;
    QList<int> sizes;
    for (const QString &size : QString::fromLocal8Bit(argc > 2 ? argv[2] : "16,8,3").split(QLatin1Char(',')))
        sizes << std::clamp(size.toInt(), 3, 48);
    const std::uint64_t turnsPerSecond = argc > 3 ? QByteArray(argv[3]).toULongLong() : 0;
    const QString battle = QString::fromLocal8Bit(argc > 4 ? argv[4] : "busy");
    const QString first = argc > 5 ? readFile(argv[4]) : builtInProgram(battle, 0);
    const QString second = argc > 5 ? readFile(argv[5]) : builtInProgram(battle, 1);

    DebugSession session;
    Ui::FybBattleDock dock;
    QElapsedTimer frame;
    double frameCpu = 0;
    Figures *current = nullptr;
    // Connected before the dock's own handlers: a frame starts when the
    // first signal of a publication arrives (the events come before the
    // state) and ends when the dock has repainted.
    bool frameOpen = false;
    const auto openFrame = [&] {
        if (frameOpen)
            return;
        frameOpen = true;
        frame.start();
        frameCpu = threadCpuMs();
    };
    QObject::connect(&session, &DebugSession::eventsRecorded, &dock, openFrame);
    QObject::connect(&session, &DebugSession::stateChanged, &dock, openFrame);
    dock.setSession(&session);
    QObject::connect(&session, &DebugSession::stateChanged, &dock, [&](const Core::Debug::DebugSnapshot &snapshot) {
        frameOpen = false;
        if (!current)
            return;
        dock.repaint();
        current->frames.push_back(double(frame.nsecsElapsed()) / 1e6);
        current->cpu.push_back(threadCpuMs() - frameCpu);
        current->paints.push_back(double(dock.bufferView()->lastPaintMicros()) / 1e3);
        current->flashes += double(dock.model()->flashes().size());
        current->threads += double(dock.model()->liveThreads(0) + dock.model()->liveThreads(1));
        current->ticks = snapshot.tick;
    });
    dock.resize(1280, 800);
    dock.show();

    bool ok = false;
    QObject::connect(&session, &DebugSession::loaded, &app, [&](bool loaded) { ok = loaded; });
    session.load(Core::Debug::Language::Fyb, {first, second});
    while (!dock.model()->isValid())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    if (!ok)
        return 1;
    const QString speed = turnsPerSecond == 0 ? QStringLiteral("at full speed")
                                              : QStringLiteral("at %1 turns a second").arg(turnsPerSecond);
    std::printf("battle view frame time, %d cells a buffer (%d in all), window 1280x800, "
                "running %s for up to %.0f s per cell size\n",
                dock.model()->length(), 2 * dock.model()->length(), qPrintable(speed), seconds);

    dock.controller()->setTurnsPerSecond(turnsPerSecond);
    for (const int cellSize : std::as_const(sizes)) {
        dock.bufferView()->setCellSize(cellSize);
        session.jumpToTick(0);
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 300)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        Figures figures;
        const std::uint64_t startTick = dock.model()->tick();
        current = &figures;
        dock.controller()->play();
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < qint64(seconds * 1000) && session.status() != DebugSession::Status::Finished)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        const double elapsed = double(clock.elapsed()) / 1000.0;
        current = nullptr;
        session.pause();
        figures.ticks -= std::min(figures.ticks, startTick);
        print(cellSize, figures, elapsed);
    }
    return 0;
}
