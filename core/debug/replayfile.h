#pragma once

#include "debug/debugtypes.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Foulplay::Core::Debug {

// Why a replay file could not be read, as values.
struct ReplayError {
    enum class Code {
        None,
        File, // detail: the system's message
        Json, // line, column; detail: the JSON parser's message
        NotAReplay,
        Version,         // number: the file's version
        UnknownLanguage, // detail: the language key
        ProgramCount,    // number: the programs the language needs; found: the file's
        NoSource,
        BadSettings,
    };
    Code code = Code::None;
    int line = 0;
    int column = 0;
    int number = 0;
    int found = 0;
    QString detail{};
};

// A recorded run, as a JSON file: the language, the program(s) with their
// file names, every input token the run was given (and whether the input was
// closed), the settings, and the tick it was saved at. Opening it and running
// gives the same run, tick for tick. A plain value; any thread.
//
// {"format":"foulplay-replay","version":1,"language":"fyb",
//  "programs":[{"name":"a.fyb","source":"..."}, ...],
//  "input":["12","yes"],"inputClosed":true,
//  "settings":{"stepLimit":0,"maxTurns":10000000,"maxProcesses":1023,
//              "memoryBudget":268435456,"ticksPerSecond":0},
//  "tick":1234}
struct ReplayFile {
    Language language{};
    QStringList sources;
    QStringList names;       // the programs' file names (may be empty strings)
    QStringList inputTokens; // every token given to the run, in order
    bool inputClosed = true; // the input was ended (end of input after the tokens)
    DebugSettings settings;
    std::uint64_t tick = 0; // where the run stood when saved

    // Writes the file atomically (QSaveFile); false and error on failure.
    bool save(const QString &path, QString *error = nullptr) const;
    // Reads a file; nullopt and error on failure.
    static std::optional<ReplayFile> open(const QString &path, ReplayError *error = nullptr);

    QByteArray toJson() const;
    static std::optional<ReplayFile> fromJson(const QByteArray &json, ReplayError *error = nullptr);

    friend bool operator==(const ReplayFile &, const ReplayFile &) = default;
};

} // namespace Foulplay::Core::Debug
Q_DECLARE_METATYPE(Foulplay::Core::Debug::ReplayFile)
