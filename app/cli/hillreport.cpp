#include "hillreport.h"

#include "cli.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

namespace {

std::string perBattle(const Fyb::HillScore &row)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(3)
         << (row.battles() ? static_cast<double>(row.score) / static_cast<double>(row.battles()) : 0.0);
    return text.str();
}

// A CSV field, quoted when it needs to be.
std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string winnerText(int winner)
{
    return winner == 0 ? "draw" : std::to_string(winner);
}

std::vector<Fyb::HillScore> tableOf(const HillReport &report)
{
    std::vector<Fyb::HillScore> table = report.scores;
    Fyb::rankHillTable(table);
    return table;
}

} // namespace

void HillReport::start()
{
    battleCount = Fyb::hillBattleCount(paths.size(), self);
    scores.assign(paths.size(), {});
    for (std::size_t i = 0; i < scores.size(); ++i)
        scores[i].warrior = static_cast<std::uint32_t>(i);
    playedCount = 0;
    results.assign(keepResults ? battleCount : 0, std::nullopt);
}

Fyb::Pairing HillReport::pairing(std::size_t battle) const
{
    return Fyb::hillPairing(paths.size(), self, battle);
}

void HillReport::add(std::size_t battle, const Fyb::Result &result)
{
    Fyb::creditHillBattle(scores, pairing(battle), result.winner);
    ++playedCount;
    if (keepResults)
        results[battle] = result;
}

void writeHillTable(std::ostream &out, const HillReport &report)
{
    if (report.partial) {
        out << tr("PARTIAL: interrupted after ") << report.played() << tr(" of ") << report.battleCount
            << tr(" battles") << '\n';
    }
    out << tr("Hill of ") << report.paths.size() << tr(" warriors, ") << report.battleCount << tr(" battles (limits: ")
        << report.settings.maxTurns << tr(" turns, ") << report.settings.maxProcesses << tr(" processes); ")
        << Fyb::WinPoints << tr(" points a win, ") << Fyb::DrawPoints << tr(" a draw, 0 a loss") << '\n';
    const std::vector<Fyb::HillScore> table = tableOf(report);
    std::size_t width = tr("Warrior").size();
    for (const std::string &name : report.names)
        width = std::max(width, foreign(name).size());
    const auto row = [&](const std::string &rank, const std::string &name, const std::string &battles,
                         const std::string &w, const std::string &l, const std::string &d, const std::string &score,
                         const std::string &per) {
        out << std::right << std::setw(4) << rank << "  " << std::left << std::setw(static_cast<int>(width)) << name
            << std::right << std::setw(9) << battles << std::setw(7) << w << std::setw(7) << l << std::setw(7) << d
            << std::setw(8) << score << std::setw(12) << per << '\n';
    };
    row(tr("Rank"), tr("Warrior"), tr("Battles"), "W", "L", "D", tr("Score"), tr("Per battle"));
    for (const Fyb::HillScore &s : table) {
        row(std::to_string(s.rank), foreign(report.names[s.warrior]), std::to_string(s.battles()),
            std::to_string(s.wins), std::to_string(s.losses), std::to_string(s.draws), std::to_string(s.score),
            perBattle(s));
    }
}

void writeHillJson(std::ostream &out, const HillReport &report)
{
    out << "{\"partial\":" << (report.partial ? "true" : "false") << ',';
    writeLimitsJson(out, report.settings);
    out << ",\"self\":" << (report.self ? "true" : "false") << ",\"points\":{\"win\":" << Fyb::WinPoints
        << ",\"draw\":" << Fyb::DrawPoints << ",\"loss\":0},\"battleCount\":" << report.battleCount
        << ",\"played\":" << report.played() << ",\n\"warriors\":[";
    for (std::size_t i = 0; i < report.paths.size(); ++i) {
        out << (i ? ",\n " : "\n ") << "{\"name\":" << jsonString(report.names[i])
            << ",\"path\":" << jsonString(report.paths[i]) << ",\"sha256\":\"" << report.sha256[i] << "\"}";
    }
    out << "],\n\"excluded\":[";
    for (std::size_t i = 0; i < report.excluded.size(); ++i) {
        out << (i ? ",\n " : "\n ") << "{\"path\":" << jsonString(report.excluded[i].path)
            << ",\"error\":" << jsonString(report.excluded[i].message) << '}';
    }
    out << "],\n\"table\":[";
    const std::vector<Fyb::HillScore> table = tableOf(report);
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Fyb::HillScore &s = table[i];
        out << (i ? ",\n " : "\n ") << "{\"rank\":" << s.rank << ",\"name\":" << jsonString(report.names[s.warrior])
            << ",\"battles\":" << s.battles() << ",\"wins\":" << s.wins << ",\"losses\":" << s.losses
            << ",\"draws\":" << s.draws << ",\"score\":" << s.score << ",\"perBattle\":" << perBattle(s) << '}';
    }
    out << "],\n\"battles\":[";
    bool first = true;
    for (std::size_t i = 0; i < report.results.size(); ++i) {
        if (!report.results[i])
            continue;
        const Fyb::Result &r = *report.results[i];
        out << (first ? "\n " : ",\n ") << "{\"program1\":" << jsonString(report.names[report.pairing(i).first])
            << ",\"program2\":" << jsonString(report.names[report.pairing(i).second]) << ",\"winner\":" << r.winner
            << ",\"turn\":" << r.turn << ",\"reason\":\"" << reasonName(r.reason) << "\"}";
        first = false;
    }
    out << "]}\n";
}

void writeHillCsv(std::ostream &out, const HillReport &report)
{
    out << "program1,program2,winner,turn,reason\n";
    for (std::size_t i = 0; i < report.results.size(); ++i) {
        if (!report.results[i])
            continue;
        const Fyb::Result &r = *report.results[i];
        out << csvField(report.names[report.pairing(i).first]) << ','
            << csvField(report.names[report.pairing(i).second]) << ',' << winnerText(r.winner) << ',' << r.turn << ','
            << reasonName(r.reason) << '\n';
    }
}

void writeHillMatrix(std::ostream &out, const HillReport &report)
{
    const std::size_t count = report.paths.size();
    std::vector<std::string> cells(count * count);
    for (std::size_t i = 0; i < report.results.size(); ++i) {
        if (!report.results[i])
            continue;
        const Fyb::Result &r = *report.results[i];
        cells[report.pairing(i).first * count + report.pairing(i).second] =
            winnerText(r.winner) + ' ' + std::to_string(r.turn) + ' ' + reasonName(r.reason);
    }
    out << csvField(tr("program 1 \\ program 2"));
    for (const std::string &name : report.names)
        out << ',' << csvField(name);
    out << '\n';
    for (std::size_t a = 0; a < count; ++a) {
        out << csvField(report.names[a]);
        for (std::size_t b = 0; b < count; ++b)
            out << ',' << cells[a * count + b];
        out << '\n';
    }
}

bool writeHillOutputs(std::ostream &out, std::ostream &err, const HillReport &report, bool json,
                      const std::string &csvPath, const std::string &matrixPath)
{
    bool written = true;
    for (const auto &[path, writer] : {std::pair{csvPath, &writeHillCsv}, std::pair{matrixPath, &writeHillMatrix}}) {
        if (path.empty())
            continue;
        std::ofstream file(path, std::ios::binary | std::ios::trunc);
        if (file)
            writer(file, report);
        file.flush();
        if (!file) {
            err << foreign(path) << ": " << tr("cannot write: ") << std::strerror(errno) << '\n';
            written = false;
        }
    }
    if (json)
        writeHillJson(out, report);
    else
        writeHillTable(out, report);
    return written;
}

} // namespace Foulplay::Cli
