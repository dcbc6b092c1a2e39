#pragma once

#include "hillwarriors.h"

#include "fyb/hill.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Cli {

// Everything a hill's outputs show: the warriors, each one's counts for the
// table, and (only when an output lists every battle: keepResults) the
// results, results[i] of battle Core::Fyb::hillPairing(paths.size(), self, i)
// (empty when not played). Without keepResults a hill's memory does not
// grow with its battles.
struct HillReport {
    std::vector<std::string> paths;
    std::vector<std::string> names;
    std::vector<std::string> sha256;
    std::vector<WarriorProblem> excluded;
    std::size_t battleCount = 0;
    std::vector<Core::Fyb::HillScore> scores; // by warrior, unranked
    std::size_t playedCount = 0;
    bool keepResults = false;
    std::vector<std::optional<Core::Fyb::Result>> results;
    Core::Fyb::Settings settings;
    bool self = false;
    bool partial = false; // interrupted: only some battles were played

    // Sets battleCount and empty scores (and results) for paths.size()
    // warriors; call once paths, self and keepResults are set.
    void start();
    Core::Fyb::Pairing pairing(std::size_t battle) const;
    // Counts battle's result (each battle once).
    void add(std::size_t battle, const Core::Fyb::Result &result);
    std::size_t played() const { return playedCount; }
};

// The ranked table for people: a heading, one row per warrior.
void writeHillTable(std::ostream &out, const HillReport &report);
// The whole hill as one JSON document: limits, warriors, table, battles.
void writeHillJson(std::ostream &out, const HillReport &report);
// One CSV row per played battle.
void writeHillCsv(std::ostream &out, const HillReport &report);
// The matrix as CSV: a row per program 1, a column per program 2; each cell
// "WINNER TURN REASON" (WINNER 1, 2 or draw), empty when not played.
void writeHillMatrix(std::ostream &out, const HillReport &report);

// Writes the CSV and matrix files (each when its path is not empty), then
// the table, or the JSON, to out. False when a file could not be written
// (err says why).
bool writeHillOutputs(std::ostream &out, std::ostream &err, const HillReport &report, bool json,
                      const std::string &csvPath, const std::string &matrixPath);

} // namespace Foulplay::Cli
