#pragma once

#include "hillwarriors.h"

#include "fyb/hill.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Cli {

// Everything a hill's outputs show: the warriors, the battles and their
// results (results[i] belongs to pairings[i]; empty when not played).
struct HillReport {
    std::vector<std::string> paths;
    std::vector<std::string> names;
    std::vector<std::string> sha256;
    std::vector<WarriorProblem> excluded;
    std::vector<Core::Fyb::Pairing> pairings;
    std::vector<std::optional<Core::Fyb::Result>> results;
    Core::Fyb::Settings settings;
    bool self = false;
    bool partial = false; // interrupted: only some battles were played

    std::size_t played() const;
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
