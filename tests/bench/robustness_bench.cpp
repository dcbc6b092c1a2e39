// Run: build-dir/tests/bench/robustness_bench
// The programs of the robustness findings, whose cost once outgrew their
// steps; each must grow linearly:
// - BM_UnfairDeSyncLoop/N: "Label l. Player 1 de-syncs for 1 step. Do l
//   again." for N steps (peak RSS is printed as the "rss_mb" counter);
// - BM_CheatWindowsAndWins/N: a cheater with one-turn windows beside one
//   who wins with a window that never closes, for N slots;
// - BM_CheatPredictionChain/N: N lines "Alice counts if Alice will count.",
//   one turn (N slots); BM_CheatPredictionChainTraced the same turn traced.
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
    for (auto _ : state) {
        Unfair::Settings settings;
        settings.maxSteps = steps;
        Unfair::Engine engine(parsed.program, settings);
        benchmark::DoNotOptimize(engine.run(steps));
    }
    state.counters["rss_mb"] = peakRssMb();
}
BENCHMARK(BM_UnfairDeSyncLoop)->Arg(3'000)->Arg(30'000)->Arg(300'000)->Unit(benchmark::kMillisecond)->Iterations(1);

Cheat::Program cheatProgram(const std::string &source)
{
    Cheat::ParseResult parsed = Cheat::parse(source);
    if (!parsed.ok())
        throw std::runtime_error("benchmark program does not parse");
    return std::move(parsed.program);
}

void BM_CheatWindowsAndWins(benchmark::State &state)
{
    const Cheat::Program program
        = cheatProgram("Bob counts by 2.\nAlice counts by 99999999999999999999999999999999999999.\n");
    const auto slots = std::uint64_t(state.range(0));
    for (auto _ : state) {
        Cheat::Engine engine(program);
        benchmark::DoNotOptimize(engine.run(slots));
    }
    state.counters["rss_mb"] = peakRssMb();
}
BENCHMARK(BM_CheatWindowsAndWins)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

void BM_CheatPredictionChain(benchmark::State &state)
{
    std::string source;
    for (int i = 0; i < state.range(0); ++i)
        source += "Alice counts if Alice will count.\n";
    const Cheat::Program program = cheatProgram(source);
    for (auto _ : state) {
        Cheat::Engine engine(program);
        benchmark::DoNotOptimize(engine.stepTurn());
    }
}
BENCHMARK(BM_CheatPredictionChain)->Arg(300)->Arg(3'000)->Unit(benchmark::kMillisecond);

// The same turn traced, as the debugger runs the last turn of every run.
void BM_CheatPredictionChainTraced(benchmark::State &state)
{
    std::string source;
    for (int i = 0; i < state.range(0); ++i)
        source += "Alice counts if Alice will count.\n";
    const Cheat::Program program = cheatProgram(source);
    for (auto _ : state) {
        Cheat::Engine engine(program);
        engine.setTracing(true);
        benchmark::DoNotOptimize(engine.stepTurn());
    }
}
BENCHMARK(BM_CheatPredictionChainTraced)->Arg(300)->Arg(3'000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
