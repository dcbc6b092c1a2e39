// Run: databreakpoint_bench [TICKS]. How much a data breakpoint slows a
// forward run: for each language a session runs an endless program to a
// tick breakpoint at TICKS (default 2,000,000) without and with a data
// breakpoint on a value the program never changes (so it never stops), and
// prints ticks per second both ways and their ratio. Then the time "Why?"
// takes at that tick for the same value: a scan back to tick 0. Whole
// sessions: the worker thread, keyframes and all.
#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

using namespace Foulplay::Core::Debug;

namespace {

QString readData(const char *name)
{
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/debug/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return QString::fromUtf8(file.readAll());
}

// Seconds a session takes from run() to the stop at tick ticks.
double secondsToTick(const char *language, const QStringList &sources, std::uint64_t ticks, const QString &value)
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
    return seconds;
}

// Seconds "Why?" takes at tick ticks for a value no tick changed: the
// worst case, a scan back to tick 0.
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
    if (last != DebugStopReason::Start)
        qFatal("%s: Why? did not go back to the start", language);
    return seconds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const std::uint64_t ticks = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2'000'000;
    struct Case {
        const char *language;
        QStringList sources;
        QString value;
    };
    const Case cases[] = {
        {"unfair", {readData("loop.unfair")}, QStringLiteral("universes")},
        {"cheat", {readData("fourplayers.cheat")}, QStringLiteral("wins(Dave)")},
        {"fyb", {readData("threads.fyb"), readData("idle.fyb")}, QStringLiteral("data(2, 0)")},
    };
    std::printf("%-7s %14s %14s %7s\n", "", "ticks/s", "with data bp", "ratio");
    for (const Case &c : cases) {
        const double plain = secondsToTick(c.language, c.sources, ticks, {});
        const double watched = secondsToTick(c.language, c.sources, ticks, c.value);
        std::printf("%-7s %14.0f %14.0f %7.2f   (%llu ticks; the data breakpoint watches %s)\n", c.language,
                    double(ticks) / plain, double(ticks) / watched, plain / watched, qulonglong(ticks),
                    qPrintable(c.value));
    }
    std::printf("\nWhy? at tick %llu for a value that never changed (a scan back to tick 0):\n", qulonglong(ticks));
    for (const Case &c : cases)
        std::printf("%-7s %10.0f ms\n", c.language, secondsOfWhy(c.language, c.sources, ticks, c.value) * 1000);
    return 0;
}
