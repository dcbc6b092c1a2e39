// Run: unfair_bench (all), or --benchmark_filter=CountingLoop / Parse.
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace Foulplay::Core;

namespace {

// `Label l. Player 1 counts. Do l again.` for 100 million statements (the
// history grows by one entry per count, a third of them).
void BM_CountingLoop(benchmark::State &state)
{
    const auto statements = std::uint64_t(state.range(0));
    auto parsed = Unfair::parse("Label l. Player 1 counts. Do l again.");
    if (!parsed.ok()) {
        state.SkipWithError("the program does not parse");
        return;
    }
    for (auto _ : state) {
        Unfair::Engine engine(parsed.program);
        const StopReason reason = engine.run(statements);
        if (reason != StopReason::Step || engine.tick() != statements)
            state.SkipWithError("the loop stopped early");
        auto count = engine.state().visible().count; // a non-const lvalue, as Google Benchmark 1.9 asks
        benchmark::DoNotOptimize(count);
    }
    state.counters["statements/s"] =
        benchmark::Counter(double(statements) * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CountingLoop)->Arg(100'000'000)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same loop with a second universe and a listener-free comparison jump.
void BM_TwoUniverses(benchmark::State &state)
{
    const auto statements = std::uint64_t(state.range(0));
    auto parsed = Unfair::parse("Player 2 de-syncs for 3 steps. Label l. Player 1 counts. "
                                "If Player 1's counting number is smaller then 1000, then do l again.");
    for (auto _ : state) {
        Unfair::Engine engine(parsed.program);
        engine.run(statements);
        auto count = engine.state().visible().count; // a non-const lvalue, as Google Benchmark 1.9 asks
        benchmark::DoNotOptimize(count);
    }
    state.counters["statements/s"] =
        benchmark::Counter(double(statements) * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_TwoUniverses)->Arg(10'000'000)->Unit(benchmark::kMillisecond)->Iterations(3);

// A program of about 1 MB mixing every kind of sentence, with comments.
std::string bigProgram()
{
    const std::string block = "Label loop_%. Player 1 counts. Player 2.5 de-syncs for 3 steps. # a comment\n"
                              "Player 1 re-syncs the count from Player 2.5's 1st mistake.\n"
                              "If the count resets, then do loop_% again.\n"
                              "If Player 1's counting number is bigger then Player 2.5's, then do loop_% again.\n"
                              "Evaluate the count. Define Player 3's raising number. Do loop_% again.\n";
    std::string text;
    for (int i = 0; text.size() < 1'000'000; ++i) {
        std::string copy = block;
        for (std::size_t at = copy.find('%'); at != std::string::npos; at = copy.find('%'))
            copy.replace(at, 1, std::to_string(i));
        text += copy;
    }
    return text;
}

void BM_Parse1MB(benchmark::State &state)
{
    const std::string source = bigProgram();
    for (auto _ : state) {
        auto parsed = Unfair::parse(source);
        if (!parsed.ok())
            state.SkipWithError("the program does not parse");
        benchmark::DoNotOptimize(parsed.program.statements.data());
    }
    state.SetBytesProcessed(std::int64_t(source.size()) * state.iterations());
}
BENCHMARK(BM_Parse1MB)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
