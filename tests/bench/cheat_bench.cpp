// Run: build-dir/tests/bench/cheat_bench
// BM_FourPlayers reports slots per second over 10 million slots (and
// BM_FourPlayersTraced the same with every slot's evaluation traced, as the
// debugger does for the last turn of a run); BM_Parse1MB the time to parse a
// 1 MB program.
// BM_TurnOfPastMatchers times one turn of N statements (10k, 80k, 640k), half
// of them asking whether the other player counted: slots/s stays flat as N
// grows (the CPU time of a turn grows linearly). BM_LongOrChain: slots whose
// condition is a chain of 200,000 "or"s decided by its first atom.

#include "cheat/engine.h"
#include "cheat/parser.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>

using namespace Foulplay::Core;

namespace {

// Four players who count, cheat (counting by 2, 3 and 1.5), call cheat with
// and without a target, read past actions and predict each other. Scores
// keep reaching 100, so the game never ends.
constexpr const char *fourPlayers = R"(
Alice counts by 2 if her score is smaller than 50 or Bob called cheat.
Bob calls cheat to Alice if Alice's score is divisible by 4 and Carol's score is larger than 3.
Carol counts if Dave's score is smaller than Carol's score + 10.
Dave counts by 3 unless Alice will count.
Alice calls cheat if her score is larger than 90 - Bob's score x 2.
Carol counts by 1.5 if Dave counted.
Dave shouts his score if his score is equal to 1000.
Bob counts if his score is smaller than 100 / 2 + Carol's score times 0 and Dave won 0 times or Alice won.
)";

Cheat::Program parsed(const std::string &source)
{
    Cheat::ParseResult result = Cheat::parse(source);
    if (!result.ok())
        throw std::runtime_error("benchmark program does not parse");
    return std::move(result.program);
}

void BM_FourPlayers(benchmark::State &state)
{
    const Cheat::Program program = parsed(fourPlayers);
    const bool traced = state.range(0) != 0;
    constexpr std::uint64_t slots = 10'000'000;
    for (auto _ : state) {
        Cheat::Engine engine(program);
        engine.setTracing(traced);
        const StopReason reason = engine.run(slots);
        if (reason != StopReason::Step || engine.tick() != slots)
            state.SkipWithError("the game stopped early");
        benchmark::DoNotOptimize(engine.state().players.data());
    }
    state.counters["slots/s"] =
        benchmark::Counter(double(slots) * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_FourPlayers)->ArgName("traced")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_Parse1MB(benchmark::State &state)
{
    std::string source;
    while (source.size() < 1'000'000)
        source += fourPlayers;
    for (auto _ : state) {
        Cheat::ParseResult result = Cheat::parse(source);
        benchmark::DoNotOptimize(result.program.statements.data());
    }
    state.counters["bytes"] = double(source.size());
    state.counters["statements"] = double(Cheat::parse(source).program.statements.size());
}
BENCHMARK(BM_Parse1MB)->Unit(benchmark::kMillisecond);

// N statements, in pairs that each read the other player's past counts.
std::string pastMatchers(std::int64_t statements)
{
    std::string source;
    for (std::int64_t i = 0; i < statements / 2; ++i)
        source += "Al counts if Bob counted.\nBob counts if Al counted.\n";
    return source;
}

// Runs slots of a fresh engine of program per iteration, the engine made and
// destroyed outside the timing; reports slots per second of CPU time.
void runSlots(benchmark::State &state, const Cheat::Program &program, std::uint64_t slots, StopReason expected)
{
    for (auto _ : state) {
        state.PauseTiming();
        auto engine = std::make_unique<Cheat::Engine>(program);
        state.ResumeTiming();
        const StopReason reason = engine->run(slots);
        if (reason != expected || engine->tick() != slots)
            state.SkipWithError("the run stopped elsewhere");
        state.PauseTiming();
        engine.reset();
        state.ResumeTiming();
    }
    state.counters["slots/s"] =
        benchmark::Counter(double(slots) * double(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_TurnOfPastMatchers(benchmark::State &state)
{
    const Cheat::Program program = parsed(pastMatchers(state.range(0)));
    // Nobody counted before the first turn, so none acts and the turn ends the program.
    runSlots(state, program, std::uint64_t(program.statements.size()), StopReason::Finished);
}
BENCHMARK(BM_TurnOfPastMatchers)->Arg(10'000)->Arg(80'000)->Arg(640'000)->Unit(benchmark::kMillisecond);

void BM_LongOrChain(benchmark::State &state)
{
    std::string source = "Al counts if his score is larger than 0 minus 1";
    for (int i = 1; i < 200'000; ++i)
        source += " or his score is equal to " + std::to_string(i);
    source += ".\nAl shouts his score if his score is equal to -1.\n";
    runSlots(state, parsed(source), 1'000, StopReason::Step);
}
BENCHMARK(BM_LongOrChain)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
