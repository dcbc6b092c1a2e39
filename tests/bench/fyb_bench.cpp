// Turns and commands per second of FukYorBrane battles:
//  - every drawn pairing of the conformance folder (10,000,000 turns each),
//    as the CLI plays it ("fast": periodic battles skip whole periods) and
//    played turn by turn ("played": the same fast loop, no skipping);
//  - two generated 30,000-cell warriors with long loops;
//  - draws that are not periodic, heavy and light, with the period search
//    on and off side by side ("nonperiodic/default", "nonperiodic/nocycleskip");
//  - battles whose process table fills up ("crowded").
// fyb_bench --write-warriors DIR writes the generated warriors as files.
// fyb_bench --random-hill N [--seed S] DIR writes N random warriors (the
// full command set, 1 to 500 cells; S drawn from the clock when not given,
// and printed), which fyb_random_hill.py plays against the original.
// fyb_bench --turn-loop A B plays one battle in this process, with and
// without the period search, and prints the time per command.
// Run: fyb_bench [--benchmark_filter=...]; the counters are per second.
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace Foulplay::Core::Fyb;

namespace {

std::string readText(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

void playBattle(benchmark::State &state, const std::string &a, const std::string &b, Settings settings)
{
    const Program first = parse(a).program;
    const Program second = parse(b).program;
    std::uint64_t turns = 0;
    std::uint64_t ticks = 0;
    for (auto _ : state) {
        Engine engine(first, second, settings);
        engine.runToEnd();
        auto result = engine.result(); // a non-const lvalue, as Google Benchmark 1.9 asks
        benchmark::DoNotOptimize(result);
        turns += engine.turn();
        ticks += engine.tick();
        state.SetLabel("winner " + std::to_string(engine.result()->winner) + " at turn "
                       + std::to_string(engine.result()->turn) + ", skipped " + std::to_string(engine.skippedTurns()));
    }
    state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
    state.counters["commands/s"] = benchmark::Counter(static_cast<double>(ticks), benchmark::Counter::kIsRate);
    // Seconds per command, which Google Benchmark prints in ns.
    state.counters["time/command"] =
        benchmark::Counter(static_cast<double>(ticks), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// Random warriors of under 20 cells whose draws (a-b, c-d, d-c) have no
// period within 10,000,000 turns, found by playing random pairs.
constexpr const char *LightWarriors[][2] = {{"light-a.fyb", ":<%]%>}+%<+>%"},
                                            {"light-b.fyb", "%%[%++{%<>{]{+<+{"},
                                            {"light-c.fyb", "];>>%>>>%;><"},
                                            {"light-d.fyb", "%%%:<}]<+<+}:}>%<"}};

// A warrior of about `length` cells made of long loops: seekers, zeroing
// loops, fork loops with long bodies, manglers and padding.
std::string generateWarrior(std::size_t length, unsigned seed)
{
    std::mt19937 random(seed);
    std::string code;
    while (code.size() < length) {
        switch (random() % 6) {
        case 0:
            code += "{>}";
            break;
        case 1:
            code += "[+[+[+]]]" + std::string(3 + random() % 20, '%');
            break;
        case 2:
            code += ":" + std::string(50 + random() % 400, '%') + ">+!;";
            break;
        case 3:
            code += "+!>" + std::string(random() % 5, '>');
            break;
        case 4:
            code += "[>" + std::string(20 + random() % 200, '%') + "]";
            break;
        default:
            code += std::string(10 + random() % 100, '%');
            break;
        }
    }
    code.resize(length, '%');
    return code;
}

void registerDraws()
{
    const std::string dir = FOULPLAY_FYB_CONFORMANCE_DIR;
    std::istringstream table(readText(dir + "/expected.tsv"));
    std::string line;
    std::getline(table, line); // header
    while (std::getline(table, line)) {
        std::istringstream fields(line);
        std::string a, b, winner;
        fields >> a >> b >> winner;
        if (winner != "draw")
            continue;
        const std::string first = readText(dir + "/warriors/" + a);
        const std::string second = readText(dir + "/warriors/" + b);
        benchmark::RegisterBenchmark(("draw/fast/" + a + "/" + b).c_str(), [first, second](benchmark::State &state) {
            playBattle(state, first, second, Settings{});
        })->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("draw/played/" + a + "/" + b).c_str(), [first, second](benchmark::State &state) {
            Settings settings;
            settings.detectPeriods = false;
            playBattle(state, first, second, settings);
        })->Unit(benchmark::kMillisecond);
    }
}

void generated30000(benchmark::State &state)
{
    Settings settings;
    settings.maxTurns = static_cast<std::uint64_t>(state.range(0));
    playBattle(state, generateWarrior(30000, 1), generateWarrior(30000, 2), settings);
}
BENCHMARK(generated30000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

// Draws that are not periodic within 10,000,000 turns (nothing is skipped
// with the period search on), each played twice next to each other: as
// `foulplay-cli battle` plays it ("default": periods searched) and with
// `--no-cycle-skip` ("nocycleskip"). Their difference is the cost of the
// search. Heavy ones: a conformance warrior against a generated 30,000-cell
// one; light ones: warriors of under 20 cells. `fyb_bench --write-warriors
// DIR` writes the generated and light ones (gen-SEED-LENGTH.fyb, light-X.fyb).
void registerPlayedDraws()
{
    const std::string dir = std::string(FOULPLAY_FYB_CONFORMANCE_DIR) + "/warriors/";
    struct Draw {
        std::string first, second, name;
    };
    std::vector<Draw> draws;
    const auto generated = [](unsigned seed, std::size_t length) {
        return Draw{generateWarrior(length, seed),
                    {},
                    "gen-" + std::to_string(seed) + "-" + std::to_string(length) + ".fyb"};
    };
    const auto known = [&](const char *name) { return Draw{readText(dir + name), {}, name}; };
    const auto pair = [&](const Draw &a, const Draw &b) { draws.push_back({a.first, b.first, a.name + "/" + b.name}); };
    pair(known("nothing-1.fyb"), generated(1, 30000));
    pair(generated(7, 30000), known("disableLoopsAndBomb-1.fyb"));
    pair(known("nothing-1.fyb"), generated(8, 30000));
    pair(generated(4, 30000), known("nothing-1.fyb"));
    std::vector<Draw> light;
    for (const auto &[name, code] : LightWarriors)
        light.push_back({code, {}, name});
    pair(light[0], light[1]);
    pair(light[2], light[3]);
    pair(light[3], light[2]);
    for (const Draw &draw : draws) {
        for (const bool periods : {true, false}) {
            const std::string name =
                std::string(periods ? "nonperiodic/default/" : "nonperiodic/nocycleskip/") + draw.name;
            benchmark::RegisterBenchmark(name.c_str(), [draw, periods](benchmark::State &state) {
                Settings settings;
                settings.detectPeriods = periods;
                playBattle(state, draw.first, draw.second, settings);
            })->Unit(benchmark::kMillisecond);
        }
    }
}

// Battles whose process table fills up (1,023 entries, most threads in
// `{>}` loops that look for an enemy program pointer on every pass): a
// conformance warrior against generated 3,000-cell ones, to the bomb that
// ends each (nothing-1 vs gen-8-3000 at turn 2,330,808, gen-4-3000 vs
// nothing-1 at turn 1,552,685).
void registerCrowded()
{
    const std::string nothing = readText(std::string(FOULPLAY_FYB_CONFORMANCE_DIR) + "/warriors/nothing-1.fyb");
    const std::string gen8 = generateWarrior(3000, 8);
    const std::string gen4 = generateWarrior(3000, 4);
    const auto add = [](const std::string &name, const std::string &first, const std::string &second) {
        benchmark::RegisterBenchmark(("crowded/" + name).c_str(), [first, second](benchmark::State &state) {
            playBattle(state, first, second, Settings{});
        })->Unit(benchmark::kMillisecond);
    };
    add("nothing-1.fyb/gen-8-3000.fyb", nothing, gen8);
    add("gen-4-3000.fyb/nothing-1.fyb", gen4, nothing);
}

} // namespace

// Writes the generated warriors as files (gen-SEED-LENGTH.fyb) into dir, so
// whole processes (this CLI, other interpreters) can be timed on them.
int writeWarriors(const std::string &dir)
{
    for (const std::size_t length : {3000, 30000}) {
        for (unsigned seed = 1; seed <= 8; ++seed) {
            const std::string path = dir + "/gen-" + std::to_string(seed) + "-" + std::to_string(length) + ".fyb";
            std::ofstream file(path, std::ios::binary);
            file << generateWarrior(length, seed) << '\n';
            if (!file) {
                std::fprintf(stderr, "%s: cannot write\n", path.c_str());
                return 1;
            }
        }
    }
    for (const auto &[name, code] : LightWarriors) {
        std::ofstream file(dir + "/" + name, std::ios::binary);
        file << code << '\n';
        if (!file) {
            std::fprintf(stderr, "%s/%s: cannot write\n", dir.c_str(), name);
            return 1;
        }
    }
    return 0;
}

// A random warrior: 1 to 500 cells, each any of the 16 commands.
std::string randomWarrior(std::mt19937_64 &random)
{
    const std::string_view commands = "%+<>,.!?[]{}:;*@";
    std::string code(1 + random() % 500, '%');
    for (char &c : code)
        c = commands[random() % commands.size()];
    return code;
}

int writeRandomHill(int argc, char **argv)
{
    unsigned long long count = 0, seed = 0;
    bool seeded = false;
    std::string dir;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--seed" && i + 1 < argc) {
            seed = std::stoull(argv[++i]);
            seeded = true;
        } else if (count == 0) {
            count = std::stoull(arg);
        } else {
            dir = arg;
        }
    }
    if (count == 0 || dir.empty()) {
        std::fprintf(stderr, "usage: fyb_bench --random-hill N [--seed S] DIR\n");
        return 2;
    }
    if (!seeded)
        seed = static_cast<unsigned long long>(std::chrono::system_clock::now().time_since_epoch().count());
    std::printf("seed %llu\n", seed);
    std::mt19937_64 random(seed);
    for (unsigned long long n = 1; n <= count; ++n) {
        char name[32];
        std::snprintf(name, sizeof name, "/r%03llu.fyb", n);
        std::ofstream file(dir + name, std::ios::binary);
        file << randomWarrior(random) << '\n';
        if (!file) {
            std::fprintf(stderr, "%s%s: cannot write\n", dir.c_str(), name);
            return 1;
        }
    }
    return 0;
}

// This process's CPU time: on a machine that others load, closer to the
// work done than the time on the clock.
double cpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// One battle as the CLI plays it and with --no-cycle-skip, in this process:
// the CPU time of the turn loop (parsing and start-up left out) per command.
int turnLoop(const std::string &a, const std::string &b)
{
    const Program first = parse(readText(a)).program;
    const Program second = parse(readText(b)).program;
    for (const bool periods : {true, false}) {
        Settings settings;
        settings.detectPeriods = periods;
        double best = 0;
        std::uint64_t ticks = 0, skipped = 0, skippedTicks = 0;
        Result result;
        for (int run = 0; run < 3; ++run) {
            Engine engine(first, second, settings);
            const double start = cpuSeconds();
            engine.runToEnd();
            const double seconds = cpuSeconds() - start;
            best = run == 0 ? seconds : std::min(best, seconds);
            ticks = engine.tick();
            skipped = engine.skippedTurns();
            skippedTicks = engine.skippedTicks();
            result = *engine.result();
        }
        const auto played = static_cast<double>(ticks - skippedTicks);
        std::printf("%-14s %9.1f ms CPU  %13llu commands (%llu turns of %llu skipped)  %6.2f ns/command played\n",
                    periods ? "default" : "no-cycle-skip", best * 1e3, static_cast<unsigned long long>(ticks),
                    static_cast<unsigned long long>(skipped), static_cast<unsigned long long>(result.turn),
                    played > 0 ? best * 1e9 / played : 0.0);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && std::string(argv[1]) == "--write-warriors")
        return writeWarriors(argv[2]);
    if (argc >= 2 && std::string(argv[1]) == "--random-hill")
        return writeRandomHill(argc, argv);
    if (argc == 4 && std::string(argv[1]) == "--turn-loop")
        return turnLoop(argv[2], argv[3]);
    registerDraws();
    registerPlayedDraws();
    registerCrowded();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
