// Run: databreakpoint_bench [TICKS] [LANGUAGE...]. How much a data
// breakpoint slows a forward run: for each language (default: all three) a
// session runs an endless program to a tick breakpoint at TICKS (default
// 2,000,000) without and with a data breakpoint on a value the program never
// changes after its start (so it never stops), and prints ticks per second
// both ways and their ratio, with the timeline's memory at that tick. Then
// the time "Why?" takes at that tick for the same value: a search back to
// tick 0. Whole sessions: the worker thread, keyframes and all; the peak
// resident memory of the process comes last.
#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include <sys/resource.h>

using namespace Foulplay::Core::Debug;

namespace {

QString readData(const char *name)
{
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/debug/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return QString::fromUtf8(file.readAll());
}

// Seconds a session takes from run() to the stop at tick ticks; the
// timeline's bytes there in timelineBytes.
double secondsToTick(const char *language, const QStringList &sources, std::uint64_t ticks, const QString &value,
                     std::uint64_t &timelineBytes)
{
    DebugSession session;
    QEventLoop loop;
    bool stoppedAtTick = false;
    QObject::connect(&session, &DebugSession::stopped, &loop, [&](DebugStopReason reason) {
        stoppedAtTick = reason == DebugStopReason::Breakpoint || reason == DebugStopReason::Entry;
        loop.quit();
    });
    session.load(descriptorForKey(QLatin1String(language))->language, sources);
    loop.exec(); // the entry
    BreakpointDiff diff;
    Breakpoint atTick;
    atTick.id = 1;
    atTick.kind = BreakpointKind::Tick;
    atTick.number = ticks;
    diff.added.append(atTick);
    if (!value.isEmpty()) {
        Breakpoint data;
        data.id = 2;
        data.kind = BreakpointKind::Data;
        data.value = value;
        diff.added.append(data);
    }
    session.editBreakpoints(diff);
    QElapsedTimer clock;
    clock.start();
    session.run();
    loop.exec();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    if (!stoppedAtTick || session.snapshot().tick != ticks)
        qFatal("%s: stopped at tick %llu, not %llu", language, qulonglong(session.snapshot().tick), qulonglong(ticks));
    timelineBytes = session.snapshot().timelineBytes;
    return seconds;
}

// Seconds "Why?" takes at tick ticks for a value that changed only in the
// first tick, or never: the worst case, a search back to the start. It must
// land at tick 0, the start or right before that change.
double secondsOfWhy(const char *language, const QStringList &sources, std::uint64_t ticks, const QString &value)
{
    DebugSession session;
    QEventLoop loop;
    DebugStopReason last{};
    QObject::connect(&session, &DebugSession::stopped, &loop, [&](DebugStopReason reason) {
        last = reason;
        loop.quit();
    });
    session.load(descriptorForKey(QLatin1String(language))->language, sources);
    loop.exec();
    session.jumpToTick(ticks);
    loop.exec();
    QElapsedTimer clock;
    clock.start();
    session.runToValueChange(value, true);
    loop.exec();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    if ((last != DebugStopReason::Start && last != DebugStopReason::Breakpoint) || session.snapshot().tick != 0)
        qFatal("%s: Why? did not go back to the start", language);
    return seconds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const std::uint64_t ticks = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2'000'000;
    QStringList only;
    for (int i = 2; i < argc; ++i)
        only.append(QString::fromLocal8Bit(argv[i]));
    // whySources: the same program, where the value changes in the first
    // tick (the case of a value set once before an endless loop), or
    // never when the language has no such program here.
    struct Case {
        const char *language;
        QStringList sources;
        QString value;
        QStringList whySources;
    };
    std::vector<Case> cases = {
        {"unfair",
         {readData("loop.unfair")},
         QStringLiteral("universes"),
         {QStringLiteral("Player 1 de-syncs for 1 steps.\n") + readData("loop.unfair")}},
        {"cheat", {readData("fourplayers.cheat")}, QStringLiteral("wins(Dave)"), {readData("fourplayers.cheat")}},
        {"fyb",
         {readData("threads.fyb"), readData("idle.fyb")},
         QStringLiteral("data(2, 0)"),
         {readData("threads.fyb"), readData("idle.fyb")}},
    };
    std::erase_if(cases,
                  [&only](const Case &c) { return !only.isEmpty() && !only.contains(QLatin1String(c.language)); });
    std::printf("%-7s %14s %14s %7s %14s %14s\n", "", "ticks/s", "with data bp", "ratio", "timeline", "with data bp");
    for (const Case &c : cases) {
        std::uint64_t bytes = 0;
        std::uint64_t watchedBytes = 0;
        const double plain = secondsToTick(c.language, c.sources, ticks, {}, bytes);
        const double watched = secondsToTick(c.language, c.sources, ticks, c.value, watchedBytes);
        std::printf("%-7s %14.0f %14.0f %7.2f %11.1f MB %11.1f MB   (%llu ticks; the data breakpoint watches %s)\n",
                    c.language, double(ticks) / plain, double(ticks) / watched, plain / watched, double(bytes) / 1e6,
                    double(watchedBytes) / 1e6, qulonglong(ticks), qPrintable(c.value));
    }
    std::printf("\nWhy? at tick %llu for a value last changed in the first tick, or never (a search back to "
                "tick 0):\n",
                qulonglong(ticks));
    for (const Case &c : cases)
        std::printf("%-7s %10.1f ms\n", c.language, secondsOfWhy(c.language, c.whySources, ticks, c.value) * 1000);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("\npeak resident memory of the process: %.1f MB\n", double(usage.ru_maxrss) / 1024);
    return 0;
}
