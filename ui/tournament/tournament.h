#pragma once

#include "fyb/hill.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Foulplay::Ui {

// A FukYorBrane tournament (a hill) as a value: its warriors, limits,
// battles and the results known so far. Saved and reopened as JSON.
// Plain data; use it from one thread at a time.
struct Tournament {
    QStringList paths; // the warriors, sorted (as the CLI's hill)
    QStringList names; // file names, or paths where two share one
    Core::Fyb::Settings settings;
    bool self = false;
    std::vector<Core::Fyb::Pairing> pairings;
    std::vector<std::optional<Core::Fyb::Result>> results; // one per pairing

    // Sets paths (sorted, each once), names, and every pairing with no result.
    void setWarriors(QStringList warriorPaths);
    std::size_t played() const;
    // The result of program1 against program2 (indices into paths), if played.
    const std::optional<Core::Fyb::Result> *resultOf(int program1, int program2) const;
    std::vector<Core::Fyb::HillScore> table() const;

    // The JSON document of a saved hill ("foulplay-hill" format 1).
    QByteArray toJson() const;
    // Reads toJson()'s format; on failure returns nullopt and sets error.
    static std::optional<Tournament> fromJson(const QByteArray &json, QString *error);
    // The ranked table, a blank line, then the matrix (cells "WINNER TURN REASON"), as CSV.
    QByteArray toCsv() const;
};

// "bomb", "died" or "limit".
QString reasonText(Core::Fyb::ResultReason reason);

} // namespace Foulplay::Ui
