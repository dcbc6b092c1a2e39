// `foulplay-cli battles --pairs FILE`: plays a list of pairs, one JSON line a
// battle, for hills spread over many processes or machines.
#include "clioptions.h"
#include "hillcommand.h"

#include "hillresults.h"
#include "hillwarriors.h"

#include "fyb/hill.h"

#include <fstream>
#include <istream>
#include <map>
#include <memory>
#include <ostream>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

namespace {

// Pairs are read and played this many at a time, so a list of millions
// streams through in little memory and the output keeps the input's order.
constexpr std::size_t BatchSize = 4096;

// The warriors met so far, by path: each file is read and parsed once.
class WarriorCache {
public:
    // The index of path's warrior, or -1 (after telling err once) when it
    // cannot be played.
    long long indexOf(const std::string &path, std::ostream &err)
    {
        if (const auto found = m_index.find(path); found != m_index.end())
            return found->second;
        WarriorSet set = loadWarriors({path});
        long long index = -1;
        if (set.warriors.empty()) {
            err << set.excluded.front().message << '\n';
        } else {
            index = static_cast<long long>(m_warriors.size());
            m_programs.push_back(std::move(set.warriors.front().program));
            m_warriors.push_back(std::move(set.warriors.front()));
        }
        m_index.emplace(path, index);
        return index;
    }
    const Warrior &warrior(std::size_t index) const { return m_warriors[index]; }
    const std::vector<Fyb::Program> &programs() const { return m_programs; }

private:
    std::map<std::string, long long> m_index;
    std::vector<Warrior> m_warriors;
    std::vector<Fyb::Program> m_programs;
};

struct BattlesRequest {
    std::string pairsPath;  // "-": standard input
    std::string outputPath; // empty: standard output, in the list's order
    bool resume = false;
    Fyb::Settings settings;
    unsigned jobs = 1;
};

int parseArgs(const std::vector<std::string> &args, BattlesRequest &request, std::ostream &err)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::optional<bool> option = parseHillOption(args, i, "battles", request.jobs, request.settings, err);
        if (option) {
            if (!*option)
                return ExitUsage;
            continue;
        }
        const Option *own = findOption(BattlesOptions, args[i]);
        if (own && own->takesValue() && i + 1 < args.size()) {
            (args[i] == "--pairs" ? request.pairsPath : request.outputPath) = args[i + 1];
            ++i;
        } else if (own && !own->takesValue()) { // --resume
            request.resume = true;
        } else {
            err << "foulplay-cli battles: " << tr("unknown option or missing value: '") << foreign(args[i]) << "'\n"
                << hillUsage();
            return ExitUsage;
        }
    }
    if (request.pairsPath.empty()) {
        err << "foulplay-cli battles: " << tr("--pairs FILE is required ('-' for standard input)") << '\n';
        return ExitUsage;
    }
    if (request.resume && request.outputPath.empty()) {
        err << "foulplay-cli battles: " << tr("--resume goes with --output FILE") << '\n';
        return ExitUsage;
    }
    return ExitOk;
}

std::string battleLine(const Warrior &first, const Warrior &second, const Fyb::Result &result,
                       const Fyb::Settings &settings)
{
    return resultLineText(first.path, second.path, first.sha256, second.sha256, result, settings);
}

} // namespace

int battlesCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err)
{
    BattlesRequest request;
    if (const int status = parseArgs(args, request, err); status != ExitOk)
        return status;
    std::unique_ptr<std::ifstream> file;
    if (request.pairsPath != "-") {
        file = std::make_unique<std::ifstream>(request.pairsPath, std::ios::binary);
        if (!*file) {
            err << foreign(request.pairsPath) << ": " << tr("cannot read") << '\n';
            return ExitBeforeRun;
        }
    }
    std::istream &pairs = file ? *file : in;
    const std::string source = request.pairsPath == "-" ? std::string("<stdin>") : request.pairsPath;

    ResultLog log;
    HeldResults held;
    if (!request.outputPath.empty()
        && !log.open(request.outputPath, request.resume, "battles", holdResults(held, request.outputPath, err), err))
        return ExitBeforeRun;

    WarriorCache cache;
    bool failed = false;
    std::uint64_t lineNumber = 0;
    std::string line;
    const std::atomic<bool> never{false};
    for (bool more = true; more;) {
        std::vector<Fyb::Pairing> batch;
        while (batch.size() < BatchSize && (more = static_cast<bool>(std::getline(pairs, line)))) {
            ++lineNumber;
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            if (line.empty())
                continue;
            const std::size_t tab = line.find('\t');
            if (tab == std::string::npos || line.find('\t', tab + 1) != std::string::npos) {
                err << source << ':' << lineNumber << ":1: " << tr("expected two paths separated by a tab") << '\n';
                failed = true;
                continue;
            }
            const long long a = cache.indexOf(line.substr(0, tab), err);
            const long long b = cache.indexOf(line.substr(tab + 1), err);
            if (a < 0 || b < 0) {
                err << source << ':' << lineNumber << ":1: " << tr("pair left out") << '\n';
                failed = true;
                continue;
            }
            const Warrior &first = cache.warrior(static_cast<std::size_t>(a));
            const Warrior &second = cache.warrior(static_cast<std::size_t>(b));
            if (const auto found = held.find({first.path, second.path}); found != held.end()) {
                if (!sameBattle(found->second.first, first.sha256, second.sha256, request.settings)) {
                    err << foreign(source) << ':' << lineNumber << ":1: " << foreign(request.outputPath) << ':'
                        << found->second.second
                        << tr(" holds this pair for other file contents (SHA-256) or limits; pair left out") << '\n';
                    failed = true;
                }
                continue;
            }
            batch.push_back({static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b)});
        }
        const auto lineOf = [&](std::size_t index, const Fyb::Result &result) {
            return battleLine(cache.warrior(batch[index].first), cache.warrior(batch[index].second), result,
                              request.settings);
        };
        if (log.isOpen()) {
            // Each result is in the file the moment its battle ends.
            bool written = true;
            Fyb::playBattles(cache.programs(), batch, request.settings, request.jobs, never,
                             [&](std::size_t index, const Fyb::Result &result) {
                                 written = log.append(lineOf(index, result)) && written;
                             });
            if (!written) {
                err << "foulplay-cli battles: " << foreign(request.outputPath) << ": " << tr("cannot write") << '\n';
                return ExitBeforeRun;
            }
            continue;
        }
        std::vector<std::optional<Fyb::Result>> results(batch.size());
        Fyb::playBattles(cache.programs(), batch, request.settings, request.jobs, never,
                         [&](std::size_t index, const Fyb::Result &result) { results[index] = result; });
        for (std::size_t i = 0; i < batch.size(); ++i)
            out << lineOf(i, *results[i]);
        out.flush();
    }
    return failed ? ExitBeforeRun : ExitOk;
}

} // namespace Foulplay::Cli
