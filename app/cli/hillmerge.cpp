// `foulplay-cli hill --merge`: the table of a hill from the result files of
// `battles`, checked to hold every pair exactly once, for the same files.
#include "hillcommand.h"

#include "hillreport.h"
#include "hillwarriors.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <fstream>
#include <map>
#include <ostream>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

namespace {

std::string tr(const char *text)
{
    return Text::tr(text).toStdString();
}

// One line of a result file, and where it was.
struct ResultLine {
    std::string place; // FILE:LINE
    std::string paths[2];
    std::string sha256[2];
    Fyb::Result result;
    Fyb::Settings settings;
};

// Reads one JSON line; on failure returns false and sets problem.
bool readLine(const std::string &text, ResultLine &line, std::string &problem)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        problem = tr("not a JSON object: ")
            + (error.error != QJsonParseError::NoError ? error.errorString().toStdString() : tr("other JSON value"));
        return false;
    }
    const QJsonObject o = doc.object();
    const auto text_ = [&](const char *key, std::string &to) {
        const QJsonValue v = o.value(QLatin1String(key));
        to = v.toString().toStdString();
        return v.isString() && !to.empty();
    };
    const auto number = [&](const char *key, double low, double high, double &to) {
        const QJsonValue v = o.value(QLatin1String(key));
        to = v.toDouble(-1);
        return v.isDouble() && to >= low && to <= high && to == static_cast<double>(static_cast<std::uint64_t>(to));
    };
    std::string reason;
    double winner = 0, turn = 0, maxTurns = 0, maxProcesses = 0;
    if (!text_("program1", line.paths[0]) || !text_("program2", line.paths[1]) || !text_("sha256_1", line.sha256[0])
        || !text_("sha256_2", line.sha256[1]) || !text_("reason", reason) || !number("winner", 0, 2, winner)
        || !number("turn", 0, 9.007199254740992e15, turn) || !number("maxTurns", 0, 9.007199254740992e15, maxTurns)
        || !number("maxProcesses", 2, 4294967295.0, maxProcesses)) {
        problem = tr("a battle line needs program1, program2, sha256_1, sha256_2, winner (0-2), turn, reason, "
                     "maxTurns and maxProcesses");
        return false;
    }
    line.result.winner = static_cast<int>(winner);
    line.result.turn = static_cast<std::uint64_t>(turn);
    if (reason == "bomb" && winner != 0)
        line.result.reason = Fyb::ResultReason::Bomb;
    else if (reason == "died" && winner != 0)
        line.result.reason = Fyb::ResultReason::Died;
    else if (reason == "limit" && winner == 0)
        line.result.reason = Fyb::ResultReason::Limit;
    else {
        problem = tr("reason '") + reason + tr("' does not go with winner ") + std::to_string(line.result.winner);
        return false;
    }
    line.settings.maxTurns = static_cast<std::uint64_t>(maxTurns);
    line.settings.maxProcesses = static_cast<std::uint32_t>(maxProcesses);
    return true;
}

} // namespace

int mergeHill(const MergeRequest &request, std::ostream &out, std::ostream &err)
{
    std::vector<ResultLine> lines;
    bool failed = false;
    const auto complain = [&](const std::string &place, const std::string &message) {
        err << place << ": " << message << '\n';
        failed = true;
    };
    for (const std::string &path : request.files) {
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            complain(path, tr("cannot read"));
            continue;
        }
        std::string text;
        for (std::uint64_t number = 1; std::getline(file, text); ++number) {
            if (text.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            ResultLine line;
            line.place = path + ':' + std::to_string(number);
            std::string problem;
            if (readLine(text, line, problem))
                lines.push_back(std::move(line));
            else
                complain(line.place + ":1", problem);
        }
    }
    if (lines.empty() && !failed)
        complain("foulplay-cli hill", tr("the result files hold no battle"));
    if (failed)
        return ExitBeforeRun;

    // The warriors: every path named, in the order hill itself uses (by path).
    std::map<std::string, std::pair<std::string, std::string>> warriors; // path -> sha256, first place
    for (const ResultLine &line : lines) {
        for (int side = 0; side < 2; ++side) {
            const auto [it, added] = warriors.emplace(line.paths[side], std::pair{line.sha256[side], line.place});
            if (!added && it->second.first != line.sha256[side])
                complain(line.place, line.paths[side] + tr(": other file contents (SHA-256) than at ") + it->second.second);
        }
        if (line.settings != lines.front().settings)
            complain(line.place, tr("other limits than at ") + lines.front().place);
    }
    HillReport report;
    std::map<std::string, std::uint32_t> index;
    for (const auto &[path, info] : warriors) {
        index.emplace(path, static_cast<std::uint32_t>(report.paths.size()));
        report.paths.push_back(path);
        report.sha256.push_back(info.first);
    }
    report.names = nameWarriors(report.paths);
    report.settings = lines.front().settings;
    report.self = request.self;
    report.pairings = Fyb::hillPairings(report.paths.size(), request.self);
    report.results.assign(report.pairings.size(), std::nullopt);

    const std::size_t count = report.paths.size();
    std::vector<const ResultLine *> seen(count * count, nullptr);
    for (const ResultLine &line : lines) {
        const std::uint32_t a = index[line.paths[0]];
        const std::uint32_t b = index[line.paths[1]];
        const ResultLine *&first = seen[a * count + b];
        if (a == b && !request.self)
            complain(line.place, tr("a battle of a warrior against itself; merge with --self if the hill has them"));
        else if (first)
            complain(line.place, line.paths[0] + " - " + line.paths[1] + tr(": played again (first at ") + first->place + ')');
        else
            first = &line;
    }
    std::size_t missing = 0;
    for (std::size_t i = 0; i < report.pairings.size(); ++i) {
        const Fyb::Pairing p = report.pairings[i];
        if (const ResultLine *line = seen[p.first * count + p.second]) {
            report.results[i] = line->result;
        } else if (++missing <= 10) {
            complain("foulplay-cli hill", tr("missing battle: ") + report.paths[p.first] + " - " + report.paths[p.second]);
        }
    }
    if (missing > 10)
        complain("foulplay-cli hill", std::to_string(missing) + tr(" battles are missing in all"));
    if (failed)
        return ExitBeforeRun;

    return writeHillOutputs(out, err, report, request.json, request.csvPath, request.matrixPath) ? ExitOk
                                                                                              : ExitBeforeRun;
}

} // namespace Foulplay::Cli
