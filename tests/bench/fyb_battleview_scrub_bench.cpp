// Scrubbing latency of the FYB battle view over a 10,000,000-turn battle:
// two programs of 15,000 nops play to the draw at the turn limit through the
// debug session; then the view is scrubbed to random ticks, and each jump is
// timed from the request to the repainted dock showing that frame. Usage:
//   fyb_battleview_scrub_bench [jumps]
// Run it with QT_QPA_PLATFORM=offscreen.

#include "fyb/fybbattlecontroller.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbattlemodel.h"

#include "debug/debugsession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Foulplay;
using Core::Debug::DebugSession;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int jumps = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 20;
    const QString program(15000, QLatin1Char('%'));

    DebugSession session;
    Ui::FybBattleDock dock;
    dock.setSession(&session);
    dock.resize(1280, 800);
    dock.show();
    session.load(Core::Debug::Language::Fyb, {program, program});
    while (!dock.model()->isValid())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);

    QElapsedTimer clock;
    clock.start();
    dock.controller()->play();
    while (!dock.model()->finished())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    const std::uint64_t last = dock.model()->lastTick();
    std::printf("played %llu turns (%llu ticks) to the draw in %.1f s\n",
                static_cast<unsigned long long>(dock.model()->turn()), static_cast<unsigned long long>(last),
                double(clock.elapsed()) / 1000.0);

    QRandomGenerator random(2026);
    std::vector<double> times;
    for (int i = 0; i < jumps; ++i) {
        const std::uint64_t tick = random.bounded(quint64(last));
        clock.start();
        dock.controller()->scrubTo(tick);
        while (dock.model()->tick() != tick)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
        dock.repaint();
        times.push_back(double(clock.nsecsElapsed()) / 1e6);
        // Let the session settle so the next jump is not coalesced with this one.
        while (dock.controller()->isBusy() || session.status() == DebugSession::Status::Running)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    }
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double t : times)
        sum += t;
    std::printf("%d jumps to random ticks, request to repainted frame: mean %.1f ms  median %.1f ms"
                "  max %.1f ms\n",
                jumps, sum / double(times.size()), times[times.size() / 2], times.back());
    return 0;
}
