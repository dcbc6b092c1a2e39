// `foulplay-cli hill`: a round-robin FukYorBrane hill on every core.
#include "hillcommand.h"

#include "clioptions.h"
#include "hillreport.h"
#include "hillresults.h"
#include "hillwarriors.h"
#include "runcommand.h"

#include "fyb/hill.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <thread>
#include <unordered_map>

#include <unistd.h>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

namespace {

// Set by the SIGINT handler; the battles in progress end at their next turn.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true, std::memory_order_relaxed);
}

// Catches Ctrl+C while it lives, and puts the previous handler back after.
class InterruptGuard {
public:
    InterruptGuard()
    {
        g_interrupted.store(false);
        m_previous = std::signal(SIGINT, onInterrupt);
    }
    ~InterruptGuard() { std::signal(SIGINT, m_previous == SIG_ERR ? SIG_DFL : m_previous); }
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
    void (*m_previous)(int) = SIG_DFL;
};

struct HillRequest {
    std::vector<std::string> paths;
    Fyb::Settings settings;
    unsigned jobs = defaultJobs();
    bool self = false;
    bool json = false;
    bool pairsOnly = false;
    bool merge = false;
    std::optional<std::pair<std::size_t, std::size_t>> shard; // K, N
    std::string csvPath;
    std::string matrixPath;
    std::string outputPath; // --output: every result appended the moment its battle ends
    bool resume = false;
};

bool parseShard(const std::string &text, std::pair<std::size_t, std::size_t> &shard)
{
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos)
        return false;
    const auto k = parseCount(text.substr(0, slash));
    const auto n = parseCount(text.substr(slash + 1));
    if (!k || !n || *n == 0 || *k >= *n || *n > 0xFFFFFFFFull)
        return false;
    shard = {static_cast<std::size_t>(*k), static_cast<std::size_t>(*n)};
    return true;
}

// Returns ExitOk, or the exit status of bad usage after telling err why.
int parseArgs(const std::vector<std::string> &args, HillRequest &request, std::ostream &err)
{
    const auto fail = [&](const std::string &message) {
        err << "foulplay-cli hill: " << message << '\n';
        return int(ExitUsage);
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const std::optional<bool> limit = parseHillOption(args, i, "hill", request.jobs, request.settings, err);
        if (limit) {
            if (!*limit)
                return ExitUsage;
            continue;
        }
        const Option *option = findOption(HillOptions, arg);
        if (option && option->takesValue() && i + 1 >= args.size())
            return fail(arg + tr(" needs a value"));
        if (!option) {
            if (arg.size() > 1 && arg[0] == '-')
                return fail(tr("unknown option '") + foreign(arg) + "'\n" + hillUsage());
            request.paths.push_back(arg);
        } else if (arg == "--dir") {
            std::string reason;
            const std::string &dir = args[++i];
            if (!listWarriorDir(dir, request.paths, reason))
                return fail(dir + ": " + tr("cannot list: ") + reason);
        } else if (arg == "--csv") {
            request.csvPath = args[++i];
        } else if (arg == "--matrix") {
            request.matrixPath = args[++i];
        } else if (arg == "--output") {
            request.outputPath = args[++i];
        } else if (arg == "--resume") {
            request.resume = true;
        } else if (arg == "--shard") {
            std::pair<std::size_t, std::size_t> shard;
            if (!parseShard(args[++i], shard))
                return fail(tr("--shard takes K/N with 0 <= K < N, not '") + args[i] + "'");
            request.shard = shard;
        } else if (arg == "--self") {
            request.self = true;
        } else if (arg == "--json") {
            request.json = true;
        } else if (arg == "--pairs-only") {
            request.pairsOnly = true;
        } else if (arg == "--merge") {
            request.merge = true;
        } else {
            return fail(tr("unknown option '") + foreign(arg) + "'\n" + hillUsage()); // --help but alone
        }
    }
    if (request.shard && !request.pairsOnly)
        return fail(tr("--shard goes with --pairs-only"));
    if (request.pairsOnly && request.merge)
        return fail(tr("--pairs-only and --merge do not go together"));
    if (request.resume && request.outputPath.empty())
        return fail(tr("--resume goes with --output FILE"));
    if (!request.outputPath.empty() && (request.pairsOnly || request.merge))
        return fail(tr("--output goes with playing a hill, not with --pairs-only or --merge"));
    if (request.pairsOnly && (request.json || !request.csvPath.empty() || !request.matrixPath.empty()))
        return fail(tr("--pairs-only writes only the pair list"));
    if (request.paths.empty()) {
        return fail(request.merge ? tr("--merge needs at least one result file")
                                  : tr("no warriors: give .fyb files or --dir DIR"));
    }
    return ExitOk;
}

// Draws "done/total [####....] rate/s  m:ss left" over the previous line.
void drawProgress(std::ostream &err, std::size_t done, std::size_t total, double seconds)
{
    constexpr int Width = 30;
    const int filled = total ? static_cast<int>(Width * done / total) : Width;
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(Width, '.');
    char line[160];
    if (rate > 0) {
        const auto left = static_cast<long long>(static_cast<double>(total - done) / rate + 0.5);
        std::snprintf(line, sizeof line, "\r%zu/%zu battles [%s] %.1f/s, %lld:%02lld left", done, total, bar.c_str(),
                      rate, left / 60, left % 60);
    } else {
        std::snprintf(line, sizeof line, "\r%zu/%zu battles [%s]", done, total, bar.c_str());
    }
    err << line << "\033[K" << std::flush;
}

// Plays the hill's battles that are not in done yet on request.jobs
// threads, handed out one at a time by index (no list of them is made),
// each result appended to log (when open) as its battle ends, with a
// progress bar on err when err is a terminal. Returns false when Ctrl+C
// stopped it, or a result could not be written (after telling err).
bool playHill(const std::vector<Warrior> &warriors, HillReport &report, const std::vector<bool> &done,
              const HillRequest &request, ResultLog &log, std::ostream &err)
{
    const std::size_t toPlay = report.battleCount - report.played();
    bool written = true;
    std::vector<Fyb::Program> programs;
    programs.reserve(warriors.size());
    for (const Warrior &warrior : warriors)
        programs.push_back(warrior.program);
    const bool progress = &err == &std::cerr && isatty(STDERR_FILENO);
    std::atomic<std::size_t> played{0};
    std::atomic<bool> finished{false};
    std::size_t cursor = 0;
    const auto next = [&]() -> std::optional<Fyb::NextBattle> {
        while (cursor < report.battleCount && done[cursor])
            ++cursor;
        if (cursor >= report.battleCount)
            return std::nullopt;
        const std::size_t battle = cursor++;
        return Fyb::NextBattle{battle, report.pairing(battle)};
    };
    InterruptGuard guard;
    std::thread runner([&] {
        const auto jobs = static_cast<unsigned>(std::min<std::size_t>(request.jobs, std::max<std::size_t>(toPlay, 1)));
        Fyb::playBattles(programs, next, request.settings, jobs, g_interrupted,
                         [&](std::size_t battle, const Fyb::Result &result) {
                             report.add(battle, result);
                             if (log.isOpen()) {
                                 const Fyb::Pairing p = report.pairing(battle);
                                 const Warrior &a = warriors[p.first];
                                 const Warrior &b = warriors[p.second];
                                 written = log.append(resultLineText(a.path, b.path, a.sha256, b.sha256, result,
                                                                     request.settings))
                                           && written;
                             }
                             played.fetch_add(1, std::memory_order_relaxed);
                         });
        finished.store(true);
    });
    if (progress) {
        const auto start = std::chrono::steady_clock::now();
        while (!finished.load()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
            drawProgress(err, played.load(), toPlay, elapsed.count());
        }
        err << "\r\033[K" << std::flush;
    }
    runner.join();
    if (!written)
        err << "foulplay-cli hill: " << foreign(log.path()) << ": " << tr("cannot write") << '\n';
    return written && report.played() == report.battleCount;
}

// Opens --output, and with --resume counts the results it holds for this
// hill's pairs (same files by SHA-256, same limits) and marks them in done
// (a bit a battle) so they are not played again. False (after telling err)
// when the file cannot be used or holds a battle this hill does not have.
bool takeHeldResults(HillReport &report, std::vector<bool> &done, const HillRequest &request, ResultLog &log,
                     std::ostream &err)
{
    std::unordered_map<std::string, std::uint32_t> indexOf;
    for (std::size_t i = 0; i < report.paths.size(); ++i)
        indexOf.emplace(report.paths[i], static_cast<std::uint32_t>(i));
    std::size_t foreignBattles = 0;
    const auto take = [&](ResultLine &&line, std::uint64_t number) {
        const auto a = indexOf.find(line.paths[0]);
        const auto b = indexOf.find(line.paths[1]);
        const std::optional<std::size_t> battle =
            a == indexOf.end() || b == indexOf.end()
                ? std::nullopt
                : Fyb::hillPairingIndex(report.paths.size(), report.self, {a->second, b->second});
        if (!battle) {
            ++foreignBattles;
            return false;
        }
        if (done[*battle]) {
            err << foreign(request.outputPath) << ':' << number << ": " << foreign(line.paths[0]) << " - "
                << foreign(line.paths[1]) << tr(": played again (earlier in the file)") << '\n';
            return false;
        }
        if (!sameBattle(line, report.sha256[a->second], report.sha256[b->second], request.settings)) {
            err << foreign(request.outputPath) << ':' << number << ": " << foreign(line.paths[0]) << " - "
                << foreign(line.paths[1])
                << tr(": played for other file contents (SHA-256) or limits; give a new --output file") << '\n';
            return false;
        }
        done[*battle] = true;
        report.add(*battle, line.result);
        return true;
    };
    bool ok = log.open(request.outputPath, request.resume, "hill", take, err);
    if (foreignBattles > 0) {
        err << foreign(request.outputPath) << ": " << foreignBattles
            << tr(" battles that are not of this hill; give a new --output file") << '\n';
        ok = false;
    }
    return ok;
}

} // namespace

unsigned defaultJobs()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

std::optional<bool> parseHillOption(const std::vector<std::string> &args, std::size_t &i, const char *command,
                                    unsigned &jobs, Fyb::Settings &settings, std::ostream &err)
{
    const std::string &arg = args[i];
    const Option *option = findOption(HillLimitOptions, arg);
    if (!option)
        return std::nullopt;
    if (!option->takesValue()) { // --no-cycle-skip
        settings.detectPeriods = false;
        return true;
    }
    if (i + 1 >= args.size()) {
        err << "foulplay-cli " << command << ": " << arg << tr(" needs a value") << '\n';
        return false;
    }
    const std::string &value = args[++i];
    const auto count = parseCount(value);
    if (arg == "--jobs") {
        if (!count || *count < 1 || *count > 4096) {
            err << "foulplay-cli " << command << ": " << tr("--jobs takes a whole number from 1 to 4096, not '")
                << foreign(value) << "'\n";
            return false;
        }
        jobs = static_cast<unsigned>(*count);
    } else if (arg == "--max-turns") {
        if (!count) {
            err << "foulplay-cli " << command << ": " << tr("--max-turns takes a whole number, not '") << foreign(value)
                << "'\n";
            return false;
        }
        settings.maxTurns = *count;
    } else {
        if (!count || *count < 2 || *count > 0xFFFFFFFFu) {
            err << "foulplay-cli " << command << ": "
                << tr("--max-processes takes a whole number from 2 to 4294967295, not '") << foreign(value) << "'\n";
            return false;
        }
        settings.maxProcesses = static_cast<std::uint32_t>(*count);
    }
    return true;
}

int hillCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
        out << hillUsage();
        return ExitOk;
    }
    HillRequest request;
    if (const int status = parseArgs(args, request, err); status != ExitOk)
        return status;
    if (request.merge)
        return mergeHill({request.paths, request.self, request.json, request.csvPath, request.matrixPath}, out, err);

    WarriorSet set = loadWarriors(request.paths);
    for (const WarriorProblem &problem : set.excluded)
        err << problem.message << " (" << tr("left out of the hill") << ")\n";
    if (set.warriors.empty()) {
        err << "foulplay-cli hill: " << tr("no warrior to play") << '\n';
        return ExitUsage;
    }
    HillReport report;
    for (const Warrior &warrior : set.warriors) {
        report.paths.push_back(warrior.path);
        report.names.push_back(warrior.name);
        report.sha256.push_back(warrior.sha256);
    }
    report.excluded = std::move(set.excluded);
    report.settings = request.settings;
    report.self = request.self;
    report.keepResults = request.json || !request.csvPath.empty() || !request.matrixPath.empty();
    report.start();

    if (request.pairsOnly) {
        for (const std::string &path : report.paths) {
            if (path.find_first_of("\t\n\r") != std::string::npos) {
                err << "foulplay-cli hill: " << tr("a pair list cannot hold a path with a tab or line break: ")
                    << jsonString(path) << '\n';
                return ExitBeforeRun;
            }
        }
        auto [begin, end] = request.shard
                                ? Fyb::shardRange(report.battleCount, request.shard->first, request.shard->second)
                                : std::pair<std::size_t, std::size_t>{0, report.battleCount};
        for (std::size_t i = begin; i < end; ++i)
            out << report.paths[report.pairing(i).first] << '\t' << report.paths[report.pairing(i).second] << '\n';
        return ExitOk;
    }

    ResultLog log;
    std::vector<bool> done(report.battleCount); // a bit a battle: those --resume takes from the file
    if (!request.outputPath.empty() && !takeHeldResults(report, done, request, log, err))
        return ExitBeforeRun;
    report.partial = !playHill(set.warriors, report, done, request, log, err);

    const bool written = writeHillOutputs(out, err, report, request.json, request.csvPath, request.matrixPath);
    if (report.partial)
        return ExitInterrupted;
    return written ? ExitOk : ExitBeforeRun;
}

} // namespace Foulplay::Cli

namespace Foulplay::Cli {

std::string hillUsage()
{
    return Text::tr("Hills:\n"
                    "foulplay-cli hill WARRIOR.fyb... | --dir DIR [options]\n"
                    "  Plays a FukYorBrane hill: every ordered pair of distinct warriors, once each\n"
                    "  (A-B and B-A: program 1 moves first), and prints the table sorted by score:\n"
                    "  rank, name, battles, W/L/D, score and score per battle. Scoring as on Core War\n"
                    "  hills: 3 points a win, 1 a draw, 0 a loss; equal scores share a rank.\n"
                    "  --dir DIR            every *.fyb file in DIR (may repeat, and go with files)\n"
                    "  --jobs N             battles played at once (default: every core)\n"
                    "  --max-turns N        turns before a battle is a draw (default 10000000)\n"
                    "  --max-processes N    process table size, 2 or more (default 1023)\n"
                    "  --self               each warrior also fights itself (counted for both sides)\n"
                    "  --no-cycle-skip      play periodic draws out turn by turn (same results)\n"
                    "  --json               the whole hill as JSON on standard output: limits,\n"
                    "                       warriors with SHA-256, left-out files, table, battles\n"
                    "  --csv FILE           a CSV row per battle (program1,program2,winner,turn,\n"
                    "                       reason)\n"
                    "  --matrix FILE        CSV matrix: a row per program 1, a column per program 2,\n"
                    "                       cells \"WINNER TURN REASON\" (WINNER 1, 2 or draw)\n"
                    "  --pairs-only         writes the pair list (PATH1<TAB>PATH2 a line) instead\n"
                    "  --shard K/N          with --pairs-only: the K-th (0 to N-1) of N equal slices\n"
                    "  --output FILE        appends each battle's result to FILE as a JSON line (as\n"
                    "                       `battles` writes them) the moment it ends\n"
                    "  --resume             with --output: plays only the pairs FILE does not hold\n"
                    "                       yet (for the same file contents and limits)\n"
                    "  --merge RESULTS.jsonl...  the table from `battles` result files; checks every\n"
                    "                       pair is there exactly once, for the same file contents\n"
                    "                       (--self when the hill has self battles)\n"
                    "  Names are file names; files of the same name are shown by path. A file that\n"
                    "  cannot be read or parsed is reported with its first error and left out. While\n"
                    "  it runs, a progress bar goes to standard error when that is a terminal. Ctrl+C\n"
                    "  stops it: the table of the battles played so far is printed, marked PARTIAL\n"
                    "  (\"partial\": true in JSON), and the exit status is 130. No warrior: exit 2.\n"
                    "foulplay-cli battles --pairs FILE|- [--jobs N] [--max-turns N]\n"
                    "                     [--max-processes N] [--no-cycle-skip] [--output FILE [--resume]]\n"
                    "  Plays the pairs of FILE (or standard input): PATH1<TAB>PATH2 a line. Writes a\n"
                    "  JSON line per battle, in the list's order: program1, program2, sha256_1,\n"
                    "  sha256_2, winner (1, 2; 0 a draw), turn, reason (bomb, died, limit), maxTurns,\n"
                    "  maxProcesses. --jobs defaults to 1. Bad lines and warriors: exit 3 at the end.\n"
                    "  --output FILE appends each line to FILE the moment its battle ends (in the\n"
                    "  order they end); --resume skips the pairs FILE already holds.\n"
                    "foulplay-cli battle ... --no-cycle-skip\n"
                    "  Plays a periodic battle out turn by turn instead of skipping whole periods\n"
                    "  (the result is the same; for measuring the interpreter).\n")
        .toStdString();
}

} // namespace Foulplay::Cli
