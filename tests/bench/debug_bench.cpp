// Run: debug_bench. Plays the FYB draw threads.fyb vs idle.fyb (the commands
// of the conformance draw ex3.fyb vs nothing-1.fyb: 10,000,000 turns, 40,000,000
// ticks) three ways and prints ticks per second:
//   BareEngineTicks   Fyb::Engine::run() tick by tick, no periodicity shortcut
//                     (the loop the session drives);
//   SessionFullSpeed  DebugSession::run() to the result, with keyframes;
//   BareEngineFast    Fyb::Engine::runToEnd(), the fast path that skips whole
//                     periods of a periodic battle (for reference only).
// Then, in the finished session, the worst time of 20 step-backs and 20 jumps
// to random ticks. The summary line compares like with like: session vs
// BareEngineTicks.
// CheatBareEngine and CheatSessionFullSpeed do the same for the four-player
// Cheat game fourplayers.cheat over 5,000,000 slots: the bare Cheat::Engine
// against a session (which traces the last turn's conditions for the turn
// view), without and with event recording (what the Cheat inspector's log
// turns on); by wall clock and by the CPU time of the whole process (every
// thread), which a busy machine disturbs less.
// PauseLatency runs the endless loop.unfair and pauses it 20 times: the time
// from pause() to the stopped() signal (the target is 50 ms).
#include "cheat/engine.h"
#include "cheat/parser.h"
#include "debug/debugsession.h"
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <ctime>
#include <memory>

using namespace Foulplay::Core;

namespace {

double g_bareRate = 0;
double g_sessionRate = 0;
double g_bareCpuRate = 0;
double g_sessionCpuRate = 0;

// CPU time of the whole process (every thread), in seconds.
double cpuSeconds()
{
    return double(std::clock()) / CLOCKS_PER_SEC;
}
double g_worstStepBackMs = 0;
double g_worstJumpMs = 0;
double g_cheatBareRate = 0;
double g_cheatSessionRate = 0;
double g_cheatRecordingRate = 0;
double g_cheatBareCpuRate = 0;
double g_cheatSessionCpuRate = 0;
double g_cheatRecordingCpuRate = 0;
double g_cheatWorstJumpMs = 0;
double g_worstPauseMs = 0;
double g_meanPauseMs = 0;
constexpr std::uint64_t CheatSlots = 5'000'000;

QString readData(const char *name)
{
    QFile file(QStringLiteral(FOULPLAY_TEST_DATA "/debug/") + QLatin1String(name));
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

Fyb::Engine makeEngine()
{
    return Fyb::Engine(Fyb::parse(readData("threads.fyb").toStdString()).program,
                       Fyb::parse(readData("idle.fyb").toStdString()).program);
}

void BM_BareEngineTicks(benchmark::State &state)
{
    std::uint64_t ticks = 0;
    for (auto _ : state) {
        Fyb::Engine engine = makeEngine();
        QElapsedTimer clock;
        clock.start();
        const double cpu = cpuSeconds();
        while (!engine.finished())
            engine.run(std::uint64_t(1) << 40);
        g_bareRate = std::max(g_bareRate, double(engine.tick()) * 1e9 / double(clock.nsecsElapsed()));
        g_bareCpuRate = std::max(g_bareCpuRate, double(engine.tick()) / (cpuSeconds() - cpu));
        ticks += engine.tick();
        if (engine.turn() != 10'000'000 || engine.result()->winner != 0)
            state.SkipWithError("not the draw at turn 10,000,000");
    }
    state.counters["ticks/s"] = benchmark::Counter(double(ticks), benchmark::Counter::kIsRate);
}

void BM_BareEngineFast(benchmark::State &state)
{
    for (auto _ : state) {
        Fyb::Engine engine = makeEngine();
        engine.runToEnd();
        benchmark::DoNotOptimize(engine.tick());
        state.counters["ticks"] = double(engine.tick());
    }
}

// Waits in the event loop until signal is emitted by session.
template<typename Signal> void waitFor(Debug::DebugSession &session, Signal signal)
{
    QEventLoop loop;
    QObject::connect(&session, signal, &loop, &QEventLoop::quit);
    loop.exec();
}

void BM_SessionFullSpeed(benchmark::State &state)
{
    std::uint64_t ticks = 0;
    Debug::DebugSnapshot last;
    for (auto _ : state) {
        state.PauseTiming();
        auto session = std::make_unique<Debug::DebugSession>();
        QObject::connect(session.get(), &Debug::DebugSession::stateChanged, session.get(),
                         [&last](const Debug::DebugSnapshot &s) { last = s; });
        session->load(Debug::Language::Fyb, {readData("threads.fyb"), readData("idle.fyb")});
        waitFor(*session, &Debug::DebugSession::stopped);
        state.ResumeTiming();
        QElapsedTimer clock;
        clock.start();
        const double cpu = cpuSeconds();
        session->run();
        waitFor(*session, &Debug::DebugSession::finished);
        const double ns = double(clock.nsecsElapsed());
        g_sessionCpuRate = std::max(g_sessionCpuRate, double(last.tick) / (cpuSeconds() - cpu));
        state.PauseTiming();
        g_sessionRate = std::max(g_sessionRate, double(last.tick) * 1e9 / ns);
        ticks += last.tick;
        const std::uint64_t total = last.tick;
        if (last.turn != 10'000'000)
            state.SkipWithError("the session did not reach the draw");
        // Stepping back and jumping anywhere in the finished battle.
        auto *random = QRandomGenerator::global();
        for (int i = 0; i < 20; ++i) {
            const std::uint64_t tick = 1 + random->bounded(quint64(total - 1));
            clock.start();
            session->jumpToTick(tick);
            waitFor(*session, &Debug::DebugSession::stopped);
            g_worstJumpMs = std::max(g_worstJumpMs, double(clock.nsecsElapsed()) / 1e6);
            clock.start();
            session->stepBack();
            waitFor(*session, &Debug::DebugSession::stopped);
            g_worstStepBackMs = std::max(g_worstStepBackMs, double(clock.nsecsElapsed()) / 1e6);
            if (last.tick != tick - 1)
                state.SkipWithError("step back did not arrive");
        }
        state.counters["timeline MB"] = double(last.timelineBytes) / 1e6;
        session.reset();
        state.ResumeTiming();
    }
    state.counters["ticks/s"] = benchmark::Counter(double(ticks), benchmark::Counter::kIsRate);
}

void BM_CheatBareEngine(benchmark::State &state)
{
    const Cheat::ParseResult parsed = Cheat::parse(readData("fourplayers.cheat").toStdString());
    for (auto _ : state) {
        // On the heap, as a session holds it: on the stack its speed
        // depended on where the stack landed (13 or 19 million slots/s from
        // one process to the next), and so did every ratio to it.
        auto owned = std::make_unique<Cheat::Engine>(parsed.program);
        Cheat::Engine &engine = *owned;
        QElapsedTimer clock;
        clock.start();
        const double cpu = cpuSeconds();
        engine.run(CheatSlots);
        g_cheatBareRate = std::max(g_cheatBareRate, double(engine.tick()) * 1e9 / double(clock.nsecsElapsed()));
        g_cheatBareCpuRate = std::max(g_cheatBareCpuRate, double(engine.tick()) / (cpuSeconds() - cpu));
        if (engine.tick() != CheatSlots)
            state.SkipWithError("the game stopped early");
    }
}

void BM_CheatSessionFullSpeed(benchmark::State &state)
{
    Debug::DebugSnapshot last;
    Debug::DebugSettings settings;
    settings.stepLimit = CheatSlots;
    const bool recording = state.range(0) != 0;
    double &rate = recording ? g_cheatRecordingRate : g_cheatSessionRate;
    double &cpuRate = recording ? g_cheatRecordingCpuRate : g_cheatSessionCpuRate;
    for (auto _ : state) {
        state.PauseTiming();
        auto session = std::make_unique<Debug::DebugSession>();
        QObject::connect(session.get(), &Debug::DebugSession::stateChanged, session.get(),
                         [&last](const Debug::DebugSnapshot &s) { last = s; });
        session->setSettings(settings);
        session->setEventRecording(recording);
        session->load(Debug::Language::Cheat, {readData("fourplayers.cheat")});
        waitFor(*session, &Debug::DebugSession::stopped);
        state.ResumeTiming();
        QElapsedTimer clock;
        clock.start();
        const double cpu = cpuSeconds();
        session->run();
        waitFor(*session, &Debug::DebugSession::finished);
        rate = std::max(rate, double(last.tick) * 1e9 / double(clock.nsecsElapsed()));
        cpuRate = std::max(cpuRate, double(last.tick) / (cpuSeconds() - cpu));
        state.PauseTiming();
        if (last.tick != CheatSlots)
            state.SkipWithError("the session did not reach the step limit");
        auto *random = QRandomGenerator::global();
        for (int i = 0; i < 20; ++i) {
            const std::uint64_t tick = 1 + random->bounded(quint64(CheatSlots - 1));
            clock.start();
            session->jumpToTick(tick);
            waitFor(*session, &Debug::DebugSession::stopped);
            g_cheatWorstJumpMs = std::max(g_cheatWorstJumpMs, double(clock.nsecsElapsed()) / 1e6);
        }
        session.reset();
        state.ResumeTiming();
    }
}

void BM_PauseLatency(benchmark::State &state)
{
    for (auto _ : state) {
        Debug::DebugSession session;
        session.load(Debug::Language::Unfair, {readData("loop.unfair")});
        waitFor(session, &Debug::DebugSession::stopped);
        double total = 0;
        constexpr int Rounds = 20;
        for (int round = 0; round < Rounds; ++round) {
            session.run();
            QEventLoop loop;
            QTimer::singleShot(40, &loop, &QEventLoop::quit);
            loop.exec();
            QElapsedTimer clock;
            clock.start();
            session.pause();
            waitFor(session, &Debug::DebugSession::stopped);
            const double ms = double(clock.nsecsElapsed()) / 1e6;
            g_worstPauseMs = std::max(g_worstPauseMs, ms);
            total += ms;
        }
        g_meanPauseMs = total / Rounds;
    }
}

} // namespace

BENCHMARK(BM_PauseLatency)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_CheatBareEngine)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime()->MeasureProcessCPUTime();
BENCHMARK(BM_CheatSessionFullSpeed)
    ->ArgName("events")
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK(BM_BareEngineTicks)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime()->MeasureProcessCPUTime();
BENCHMARK(BM_SessionFullSpeed)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime()->MeasureProcessCPUTime();
BENCHMARK(BM_BareEngineFast)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (g_bareRate > 0 && g_sessionRate > 0) {
        std::printf("FYB draw threads.fyb vs idle.fyb (10,000,000 turns, best of 3), wall clock / process CPU:\n"
                    "  bare Fyb::Engine::run(): %.1f / %.1f million ticks/s\n"
                    "  DebugSession::run():     %.1f / %.1f million ticks/s = %.1f%% / %.1f%% of the bare engine\n",
                    g_bareRate / 1e6, g_bareCpuRate / 1e6, g_sessionRate / 1e6, g_sessionCpuRate / 1e6,
                    100 * g_sessionRate / g_bareRate, 100 * g_sessionCpuRate / g_bareCpuRate);
    }
    if (g_worstStepBackMs > 0) {
        std::printf("  in the finished 10,000,000-turn battle: worst step back %.1f ms, worst jump %.1f ms\n",
                    g_worstStepBackMs, g_worstJumpMs);
    }
    if (g_cheatBareRate > 0 && g_cheatSessionRate > 0) {
        std::printf("Cheat fourplayers.cheat (5,000,000 slots, best of all runs), wall clock / process CPU:\n"
                    "  bare Cheat::Engine::run(): %.2f / %.2f million slots/s\n"
                    "  DebugSession::run():       %.2f / %.2f million slots/s = %.1f%% / %.1f%% of the bare engine;"
                    " worst jump %.1f ms\n",
                    g_cheatBareRate / 1e6, g_cheatBareCpuRate / 1e6, g_cheatSessionRate / 1e6,
                    g_cheatSessionCpuRate / 1e6, 100 * g_cheatSessionRate / g_cheatBareRate,
                    100 * g_cheatSessionCpuRate / g_cheatBareCpuRate, g_cheatWorstJumpMs);
    }
    if (g_cheatBareRate > 0 && g_cheatRecordingRate > 0) {
        std::printf("  ... recording events:      %.2f / %.2f million slots/s = %.1f%% / %.1f%% of the bare engine\n",
                    g_cheatRecordingRate / 1e6, g_cheatRecordingCpuRate / 1e6,
                    100 * g_cheatRecordingRate / g_cheatBareRate, 100 * g_cheatRecordingCpuRate / g_cheatBareCpuRate);
    }
    if (g_worstPauseMs > 0)
        std::printf("Pause latency, loop.unfair at full speed, 20 pauses: mean %.2f ms, worst %.2f ms\n", g_meanPauseMs,
                    g_worstPauseMs);
    return 0;
}
