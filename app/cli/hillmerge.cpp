// `foulplay-cli hill --merge`: the table of a hill from the result files of
// `battles`, checked to hold every pair exactly once, for the same files.
#include "hillcommand.h"

#include "hillreport.h"
#include "hillresults.h"
#include "hillwarriors.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <ostream>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

int mergeHill(const MergeRequest &request, std::ostream &out, std::ostream &err)
{
    // A battle as kept while reading: warriors by first-seen id, the place
    // as file and line (a hill of millions of battles stays small).
    struct Battle {
        std::uint32_t first = 0;
        std::uint32_t second = 0;
        std::uint32_t file = 0;
        std::uint64_t line = 0;
        Fyb::Result result;
    };
    struct Seen {
        std::string sha256;
        std::string place; // where it was first named
    };
    std::vector<Battle> battles;
    std::map<std::string, std::uint32_t> ids;
    std::vector<Seen> seenWarriors;
    std::optional<std::pair<Fyb::Settings, std::string>> limits; // and where they were first given
    bool failed = false;
    const auto complain = [&](const std::string &place, const std::string &message) {
        err << place << ": " << message << '\n';
        failed = true;
    };
    const auto placeOf = [&](const Battle &b) { return request.files[b.file] + ':' + std::to_string(b.line); };
    for (std::uint32_t f = 0; f < request.files.size(); ++f) {
        const std::string &path = request.files[f];
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            complain(foreign(path), tr("cannot read"));
            continue;
        }
        std::string text;
        for (std::uint64_t number = 1; std::getline(file, text); ++number) {
            if (text.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            ResultLine line;
            const std::string place = foreign(path) + ':' + std::to_string(number);
            std::string problem;
            if (!readResultLine(text, line, problem)) {
                complain(place + ":1", problem);
                continue;
            }
            Battle battle{0, 0, f, number, line.result};
            for (int side = 0; side < 2; ++side) {
                const auto [it, added] = ids.emplace(line.paths[side], static_cast<std::uint32_t>(seenWarriors.size()));
                if (added)
                    seenWarriors.push_back({line.sha256[side], place});
                else if (seenWarriors[it->second].sha256 != line.sha256[side])
                    complain(place, foreign(line.paths[side]) + tr(": other file contents (SHA-256) than at ")
                                        + seenWarriors[it->second].place);
                (side == 0 ? battle.first : battle.second) = it->second;
            }
            if (!limits)
                limits.emplace(line.settings, place);
            else if (line.settings != limits->first)
                complain(place, tr("other limits than at ") + limits->second);
            battles.push_back(battle);
        }
    }
    if (battles.empty() && !failed)
        complain("foulplay-cli hill", tr("the result files hold no battle"));
    if (failed)
        return ExitBeforeRun;

    // The warriors in the order hill itself uses (by path).
    HillReport report;
    std::vector<std::uint32_t> finalIndex(seenWarriors.size());
    for (const auto &[path, id] : ids) {
        finalIndex[id] = static_cast<std::uint32_t>(report.paths.size());
        report.paths.push_back(path);
        report.sha256.push_back(seenWarriors[id].sha256);
    }
    for (Battle &b : battles) {
        b.first = finalIndex[b.first];
        b.second = finalIndex[b.second];
    }
    report.names = nameWarriors(report.paths);
    report.settings = limits->first;
    report.self = request.self;
    report.keepResults = request.json || !request.csvPath.empty() || !request.matrixPath.empty();
    report.start();

    // Sorted as the pairings (row by row), then by place: a walk along both
    // finds every pair played twice, against itself without --self, or missing.
    std::stable_sort(battles.begin(), battles.end(), [](const Battle &x, const Battle &y) {
        return std::pair(x.first, x.second) < std::pair(y.first, y.second);
    });
    std::size_t next = 0;
    std::size_t missing = 0;
    const auto pairName = [&](std::uint32_t a, std::uint32_t b) { return report.paths[a] + " - " + report.paths[b]; };
    const auto skipUnexpected = [&](std::uint32_t a, std::uint32_t b) {
        // Self battles without --self come before (a, b) in the sort order.
        while (next < battles.size() && std::pair(battles[next].first, battles[next].second) < std::pair(a, b)) {
            complain(placeOf(battles[next]),
                     tr("a battle of a warrior against itself; merge with --self if the hill has them"));
            ++next;
        }
    };
    for (std::size_t i = 0; i < report.battleCount; ++i) {
        const Fyb::Pairing p = report.pairing(i);
        skipUnexpected(p.first, p.second);
        if (next < battles.size() && battles[next].first == p.first && battles[next].second == p.second) {
            report.add(i, battles[next].result);
            const std::string firstPlace = placeOf(battles[next]);
            for (++next; next < battles.size() && battles[next].first == p.first && battles[next].second == p.second;
                 ++next)
                complain(placeOf(battles[next]),
                         pairName(p.first, p.second) + tr(": played again (first at ") + firstPlace + ')');
        } else if (++missing <= 10) {
            complain("foulplay-cli hill", tr("missing battle: ") + pairName(p.first, p.second));
        }
    }
    skipUnexpected(static_cast<std::uint32_t>(report.paths.size()), 0);
    if (missing > 10)
        complain("foulplay-cli hill", std::to_string(missing) + tr(" battles are missing in all"));
    if (failed)
        return ExitBeforeRun;

    return writeHillOutputs(out, err, report, request.json, request.csvPath, request.matrixPath) ? ExitOk
                                                                                                 : ExitBeforeRun;
}

} // namespace Foulplay::Cli
