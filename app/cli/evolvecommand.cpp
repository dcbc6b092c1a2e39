// `foulplay-cli evolve`: breeds FukYorBrane warriors against a hill, one
// generation after another, written to its folder as it goes.
#include "evolvecommand.h"

#include "cli.h"
#include "clioptions.h"
#include "hillcommand.h"

#include "evolve/evolverun.h"
#include "fyb/hill.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include <QDir>

#include <unistd.h>

namespace Foulplay::Cli {

namespace Evolve = Core::Evolve;
namespace Fyb = Core::Fyb;

namespace {

struct EvolveRequest {
    Evolve::RunSetup setup;
    std::string output;
    unsigned jobs = defaultJobs();
    double minutes = 0;
    bool resume = false;
    bool pairsOnly = false;
    std::optional<std::pair<std::size_t, std::size_t>> shard;
    std::vector<std::string> merge;
    bool mergeGiven = false;
    std::vector<std::string> fixed; // options that decide the result (not with --resume)
};

// The values after args[i] up to the next option.
std::vector<std::string> values(const std::vector<std::string> &args, std::size_t &i)
{
    std::vector<std::string> taken;
    while (i + 1 < args.size() && !args[i + 1].starts_with("--"))
        taken.push_back(args[++i]);
    return taken;
}

int parseArgs(const std::vector<std::string> &args, EvolveRequest &request, std::ostream &err)
{
    const auto fail = [&](const std::string &message) {
        err << "foulplay-cli evolve: " << message << '\n';
        return int(ExitUsage);
    };
    Evolve::Params &params = request.setup.params;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const std::optional<bool> limit = parseHillOption(args, i, "evolve", request.jobs, request.setup.settings, err);
        if (limit) {
            if (!*limit)
                return ExitUsage;
            if (arg != "--jobs")
                request.fixed.push_back(arg);
            continue;
        }
        if (arg == "--hill" || arg == "--from" || arg == "--merge") {
            std::vector<std::string> taken = values(args, i);
            if (taken.empty())
                return fail(arg + tr(" needs at least one value"));
            auto &into = arg == "--hill" ? request.setup.hill : arg == "--from" ? request.setup.from : request.merge;
            into.insert(into.end(), taken.begin(), taken.end());
            if (arg == "--merge")
                request.mergeGiven = true;
            else
                request.fixed.push_back(arg);
            continue;
        }
        if (arg == "--resume") {
            request.resume = true;
            continue;
        }
        if (arg == "--batch") {
            request.setup.batch = true;
            request.fixed.push_back(arg);
            continue;
        }
        if (arg == "--pairs-only") {
            request.pairsOnly = true;
            continue;
        }
        const Option *option = findOption(EvolveOptions, arg); // what is left of it takes one value
        if (!option || !option->takesValue())
            return fail(tr("unknown option '") + foreign(arg) + "'\n" + evolveUsage());
        if (i + 1 >= args.size())
            return fail(arg + tr(" needs a value"));
        const std::string &value = args[++i];
        const std::optional<std::uint64_t> count = parseCount(value);
        const auto bad = [&](const std::string &what) {
            return fail(arg + tr(" takes ") + what + ", not '" + foreign(value) + "'");
        };
        if (arg == "--output") {
            request.output = value;
        } else if (arg == "--minutes") {
            char *end = nullptr;
            request.minutes = std::strtod(value.c_str(), &end);
            if (value.empty() || *end != '\0' || !(request.minutes > 0) || request.minutes > 1e7)
                return bad(tr("a number of minutes above 0"));
        } else if (arg == "--shard") {
            const std::size_t slash = value.find('/');
            const auto k = slash == std::string::npos ? std::nullopt : parseCount(value.substr(0, slash));
            const auto n = slash == std::string::npos ? std::nullopt : parseCount(value.substr(slash + 1));
            if (!k || !n || *n == 0 || *k >= *n || *n > 0xFFFFFFFFull)
                return bad(tr("K/N with 0 <= K < N"));
            request.shard = {static_cast<std::size_t>(*k), static_cast<std::size_t>(*n)};
        } else if (!count) {
            return bad(tr("a whole number"));
        } else if (arg == "--population") {
            if (*count < 2 || *count > 100000)
                return bad(tr("a whole number from 2 to 100000"));
            params.population = static_cast<std::size_t>(*count);
            request.fixed.push_back(arg);
        } else if (arg == "--generations") {
            if (*count < 1)
                return bad(tr("a whole number from 1"));
            request.setup.generations = *count;
        } else if (arg == "--seed") {
            params.seed = *count;
            request.fixed.push_back(arg);
        } else {
            if (*count < 8 || *count > 1000000)
                return bad(tr("a whole number from 8 to 1000000"));
            params.maxLength = static_cast<std::size_t>(*count);
            params.initialMax = std::min(params.initialMax, params.maxLength);
            params.initialMin = std::min(params.initialMin, params.maxLength);
            request.fixed.push_back(arg);
        }
    }
    if (request.output.empty())
        return fail(tr("--output DIR is needed: the folder the run is written to"));
    if (request.minutes > 0 && request.setup.generations > 0)
        return fail(tr("--generations and --minutes do not go together"));
    const bool continues = request.resume || request.pairsOnly || request.mergeGiven;
    if (!continues && request.minutes == 0 && request.setup.generations == 0)
        request.setup.generations = 50;
    if (continues && !request.fixed.empty())
        return fail(request.fixed.front()
                    + tr(" is kept from the run's start: with --resume, --pairs-only or --merge "
                         "give only --output, --jobs, --generations and --minutes"));
    if (!continues && request.setup.hill.empty())
        return fail(tr("no hill: give --hill DIR... (folders of .fyb warriors, or files)"));
    if (request.shard && !request.pairsOnly)
        return fail(tr("--shard goes with --pairs-only"));
    if (request.pairsOnly && request.mergeGiven)
        return fail(tr("--pairs-only and --merge do not go together"));
    if (request.setup.params.population <= request.setup.params.elites)
        return fail(tr("--population must exceed the elites (2)"));
    return ExitOk;
}

// "\rgeneration 12  best 55/84  mean 31.2  1234 battles/s" over the line before.
class Progress {
public:
    explicit Progress(std::ostream &err)
        : m_err(err)
        , m_on(&err == &std::cerr && isatty(STDERR_FILENO))
    {
    }
    ~Progress()
    {
        if (m_on)
            m_err << "\r\033[K" << std::flush;
    }
    Progress(const Progress &) = delete;
    Progress &operator=(const Progress &) = delete;

    void generation(std::uint64_t number, std::uint64_t best, double mean, std::uint64_t max)
    {
        m_number = number;
        m_best = best;
        m_mean = mean;
        m_max = max;
        draw();
    }
    // From the worker threads, one at a time.
    void battle()
    {
        ++m_battles;
        if (std::chrono::steady_clock::now() - m_drawn > std::chrono::milliseconds(100))
            draw();
    }
    std::uint64_t battles() const { return m_battles; }

private:
    void draw()
    {
        if (!m_on)
            return;
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - m_start;
        char line[200];
        std::snprintf(line, sizeof line, "\rgeneration %llu  best %llu/%llu  mean %.1f  %.0f battles/s",
                      static_cast<unsigned long long>(m_number), static_cast<unsigned long long>(m_best),
                      static_cast<unsigned long long>(m_max), m_mean,
                      elapsed.count() > 0 ? static_cast<double>(m_battles) / elapsed.count() : 0.0);
        m_err << line << "\033[K" << std::flush;
        m_drawn = std::chrono::steady_clock::now();
    }

    std::ostream &m_err;
    const bool m_on;
    const std::chrono::steady_clock::time_point m_start = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point m_drawn{};
    std::uint64_t m_number = 0, m_best = 0, m_max = 0, m_battles = 0;
    double m_mean = 0;
};

// Sets stop when the deadline passes, until it is destroyed.
class Deadline {
public:
    Deadline(double minutes, std::atomic<bool> &stop)
    {
        if (minutes <= 0)
            return;
        const auto until = std::chrono::steady_clock::now()
                           + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double, std::ratio<60>>(minutes));
        m_thread = std::thread([this, until, &stop] {
            std::unique_lock lock(m_mutex);
            if (!m_cancel.wait_until(lock, until, [this] { return m_cancelled; }))
                stop.store(true);
        });
    }
    ~Deadline()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_cancelled = true;
        }
        m_cancel.notify_all();
        if (m_thread.joinable())
            m_thread.join();
    }
    Deadline(const Deadline &) = delete;
    Deadline &operator=(const Deadline &) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable m_cancel;
    bool m_cancelled = false;
    std::thread m_thread;
};

void printSummary(Evolve::EvolveRun &run, const std::string &dir, std::ostream &out)
{
    if (run.history().empty()) {
        out << tr("no generation finished yet") << '\n';
        return;
    }
    const Evolve::Champion &champion = run.champion();
    out << tr("generations finished: ") << run.history().size() << '\n'
        << tr("champion: ") << dir << "/champion.fyb, " << tr("generation ") << champion.generation << ", "
        << tr("score ") << champion.score << '/' << run.maxScore() << ", " << champion.code.size() << tr(" commands")
        << '\n';
}

int batchStep(Evolve::EvolveRun &run, const EvolveRequest &request, std::ostream &out, std::ostream &err)
{
    std::string error;
    const bool pending = QFile::exists(QString::fromStdString(run.batchPairsPath()));
    if (request.pairsOnly) {
        QFile file(QString::fromStdString(run.batchPairsPath()));
        if (!pending || !file.open(QIODevice::ReadOnly)) {
            err << "foulplay-cli evolve: " << run.batchPairsPath() << tr(": no batch waits to be played") << '\n';
            return ExitBeforeRun;
        }
        const QList<QByteArray> lines = file.readAll().split('\n');
        const std::size_t total = lines.isEmpty() ? 0 : static_cast<std::size_t>(lines.size() - 1);
        const auto [begin, end] = request.shard ? Fyb::shardRange(total, request.shard->first, request.shard->second)
                                                : std::pair<std::size_t, std::size_t>{0, total};
        for (std::size_t i = begin; i < end; ++i)
            out << lines[static_cast<qsizetype>(i)].toStdString() << '\n';
        return ExitOk;
    }
    if (request.mergeGiven) {
        if (!pending) {
            err << "foulplay-cli evolve: " << run.batchPairsPath() << tr(": no batch waits for results") << '\n';
            return ExitBeforeRun;
        }
        if (!run.mergeBatch(request.merge, error) || !run.finishGeneration(error)) {
            err << error << '\n';
            return ExitBeforeRun;
        }
        const Evolve::GenerationStats &stats = run.history().back();
        err << tr("generation ") << run.history().size() - 1 << ": " << tr("best ") << stats.best << '/'
            << run.maxScore() << '\n';
    }
    if (run.done()) {
        QDir(QString::fromStdString(request.output + "/batch")).removeRecursively();
        printSummary(run, request.output, out);
        return ExitOk;
    }
    if ((request.mergeGiven || !pending) && !run.writeBatch(error)) {
        err << "foulplay-cli evolve: " << error << '\n';
        return ExitBeforeRun;
    }
    out << tr("generation ") << run.current().number << tr(": its battles wait in ") << run.batchPairsPath() << '\n';
    return ExitOk;
}

} // namespace

int evolveCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
        out << evolveUsage();
        return ExitOk;
    }
    EvolveRequest request;
    if (const int status = parseArgs(args, request, err); status != ExitOk)
        return status;
    Evolve::EvolveRun run;
    std::string error;
    const bool continues = request.resume || request.pairsOnly || request.mergeGiven;
    if (!(continues ? run.resume(request.output, error) : run.start(request.output, request.setup, error))) {
        err << "foulplay-cli evolve: " << error << '\n';
        return ExitBeforeRun;
    }
    if (request.setup.generations > 0)
        run.setup().generations = request.setup.generations;
    if (run.setup().batch)
        return batchStep(run, request, out, err);
    if (request.pairsOnly || request.mergeGiven) {
        err << "foulplay-cli evolve: " << tr("--pairs-only and --merge are for a run started with --batch") << '\n';
        return ExitUsage;
    }

    Progress progress(err);
    std::atomic<bool> stop{false};
    const Deadline deadline(request.minutes, stop);
    const std::vector<Fyb::Program> hill = run.hillPrograms();
    if (!run.history().empty()) {
        const Evolve::GenerationStats &last = run.history().back();
        progress.generation(run.history().size() - 1, last.best, last.mean, run.maxScore());
    }
    while (!run.done()) {
        if (!Evolve::scoreGeneration(run.current(), hill, run.setup().settings, request.jobs, stop, run.known(),
                                     [&](std::size_t) { progress.battle(); }))
            break; // the time is up: the generation in progress is left out
        if (!run.finishGeneration(error)) {
            err << "foulplay-cli evolve: " << error << '\n';
            return ExitBeforeRun;
        }
        const Evolve::GenerationStats &stats = run.history().back();
        progress.generation(run.history().size() - 1, stats.best, stats.mean, run.maxScore());
    }
    printSummary(run, request.output, out);
    return ExitOk;
}

std::string evolveUsage()
{
    return Text::tr("Evolving:\n"
                    "foulplay-cli evolve --hill DIR... --output DIR [--population N]\n"
                    "                    [--generations G | --minutes M] [--seed S] [--jobs J]\n"
                    "                    [--max-turns T] [--max-length N] [--from FILE...] [--resume]\n"
                    "  Breeds FukYorBrane warriors against a hill (folders of .fyb files, or files):\n"
                    "  fitness is the hill score against every warrior, both orders (3 a win, 1 a\n"
                    "  draw). Starts from random programs (or the --from warriors). Writes to DIR as\n"
                    "  it goes: generations.jsonl (a line a generation), champion.fyb (the best so\n"
                    "  far), generations/gen-NNNNNN.tsv (each generation's members).\n"
                    "  --population N       members of a generation (default 64)\n"
                    "  --generations G      generations to finish (default 50), or\n"
                    "  --minutes M          stop after M minutes (the generation in progress is left)\n"
                    "  --seed S             the seed (default 1): the same seed, the same champion\n"
                    "  --max-length N       commands a warrior may have (default 256)\n"
                    "  --resume             go on with the run in DIR from its last finished generation\n"
                    "  --batch              write each generation's battles to DIR/batch/pairs.tsv for\n"
                    "                       `battles` to play instead of playing them\n"
                    "  --pairs-only [--shard K/N]  with --output DIR: the waiting pair list (a slice)\n"
                    "  --merge RESULTS.jsonl...    with --output DIR: score the waiting generation from\n"
                    "                       `battles` results and write the next generation's batch\n")
        .toStdString();
}

} // namespace Foulplay::Cli
