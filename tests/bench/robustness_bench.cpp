// Run: build-dir/tests/bench/robustness_bench
// The programs of the robustness findings, whose cost once outgrew their
// steps; each must grow linearly:
// - BM_UnfairDeSyncLoop/N: "Label l. Player 1 de-syncs for 1 step. Do l
//   again." for N steps (peak RSS so far is printed as the "rss_mb" counter,
//   the run's state as "state_mb"); targets: 300,000 steps under 1 s and
//   200 MB, and 300,000 within 12x the time of 30,000; "groups" is the
//   number of groups of universes with equal counts at the end (a count
//   costs one step per group);
// - BM_CheatWindowsAndWins/N: a cheater with one-turn windows beside one
//   who wins with a window that never closes, for N slots (the open windows'
//   heap size at the end is printed as "state_mb"); target: 1,000,000 slots
//   under 1 s;
// - BM_CheatLongWindows/N: "Alice counts by 5000.", whose windows stay open
//   4,999 slots, so that one closes in every slot, for N slots;
// - BM_CheatPredictionChain/N: N lines "Alice counts if Alice will count.",
//   one turn (N slots); BM_CheatPredictionChainTraced the same turn traced;
//   target: 3,000 lines under 0.1 s.
// Compare the time at 10x the steps with the time at 1x.

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <stdexcept>
#include <string>

using namespace Foulplay::Core;

namespace {

double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

void BM_UnfairDeSyncLoop(benchmark::State &state)
{
    Unfair::ParseResult parsed = Unfair::parse("Label l. Player 1 de-syncs for 1 step. Do l again.\n");
    if (!parsed.ok())
        throw std::runtime_error("benchmark program does not parse");
    const auto steps = std::uint64_t(state.range(0));
    std::size_t stateBytes = 0;
    std::size_t universes = 0;
    std::size_t groups = 0;
    for (auto _ : state) {
        Unfair::Settings settings;
        settings.maxSteps = steps;
        Unfair::Engine engine(parsed.program, settings);
        benchmark::DoNotOptimize(engine.run(steps));
        state.PauseTiming();
        stateBytes = engine.state().byteSize();
        universes = engine.state().universes.size();
        groups = engine.state().universes.groups();
        state.ResumeTiming();
    }
    state.counters["rss_mb"] = peakRssMb();
    state.counters["state_mb"] = double(stateBytes) / (1024.0 * 1024.0);
    state.counters["universes"] = double(universes);
    state.counters["groups"] = double(groups);
    state.counters["state_B/step"] = double(stateBytes) / double(steps);
}
BENCHMARK(BM_UnfairDeSyncLoop)
    ->Arg(30'000)
    ->Arg(100'000)
    ->Arg(300'000)
    ->Arg(3'000'000)
    ->Unit(benchmark::kMillisecond)
    ->MinTime(0.5);

Cheat::Program cheatProgram(const std::string &source)
{
    Cheat::ParseResult parsed = Cheat::parse(source);
    if (!parsed.ok())
        throw std::runtime_error("benchmark program does not parse");
    return std::move(parsed.program);
}

// Runs program for state.range(0) slots.
void cheatSlots(benchmark::State &state, const Cheat::Program &program)
{
    const auto slots = std::uint64_t(state.range(0));
    std::size_t stateBytes = 0;
    std::size_t windows = 0;
    for (auto _ : state) {
        Cheat::Engine engine(program);
        benchmark::DoNotOptimize(engine.run(slots));
        state.PauseTiming();
        stateBytes = engine.snapshot().byteSize();
        windows = engine.state().windows.size();
        state.ResumeTiming();
    }
    state.counters["rss_mb"] = peakRssMb();
    state.counters["state_mb"] = double(stateBytes) / (1024.0 * 1024.0);
    state.counters["windows"] = double(windows);
}

void BM_CheatWindowsAndWins(benchmark::State &state)
{
    const Cheat::Program program =
        cheatProgram("Bob counts by 2.\nAlice counts by 99999999999999999999999999999999999999.\n");
    cheatSlots(state, program);
}
BENCHMARK(BM_CheatWindowsAndWins)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond)->MinTime(0.5);

void BM_CheatLongWindows(benchmark::State &state)
{
    cheatSlots(state, cheatProgram("Alice counts by 5000.\n"));
}
BENCHMARK(BM_CheatLongWindows)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond)->MinTime(0.5);

// One turn of state.range(0) prediction lines, traced or not.
void predictionChainTurn(benchmark::State &state, bool traced)
{
    std::string source;
    for (int i = 0; i < state.range(0); ++i)
        source += "Alice counts if Alice will count.\n";
    const Cheat::Program program = cheatProgram(source);
    for (auto _ : state) {
        Cheat::Engine engine(program);
        engine.setTracing(traced);
        benchmark::DoNotOptimize(engine.stepTurn());
    }
}

void BM_CheatPredictionChain(benchmark::State &state)
{
    predictionChainTurn(state, false);
}
BENCHMARK(BM_CheatPredictionChain)->Arg(300)->Arg(3'000)->Unit(benchmark::kMillisecond);

// The same turn traced, as the debugger runs the last turn of every run.
void BM_CheatPredictionChainTraced(benchmark::State &state)
{
    predictionChainTurn(state, true);
}
BENCHMARK(BM_CheatPredictionChainTraced)->Arg(300)->Arg(3'000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
