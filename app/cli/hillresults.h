#pragma once

#include "fyb/types.h"

#include <QCoreApplication>

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace Foulplay::Cli {

// One line of a result file of `battles` or `hill --output`.
struct ResultLine {
    std::string paths[2];
    std::string sha256[2];
    Core::Fyb::Result result;
    Core::Fyb::Settings settings;
};

// Reads one JSON result line; on failure returns false and sets problem.
bool readResultLine(const std::string &text, ResultLine &line, std::string &problem);

// The JSON line of one battle, newline included.
std::string resultLineText(const std::string &path1, const std::string &path2, const std::string &sha1,
                           const std::string &sha2, const Core::Fyb::Result &result,
                           const Core::Fyb::Settings &settings);

// A result file that grows one whole line per battle, written the moment the
// battle ends (one write() each, so a killed process leaves every finished
// battle in it and at most one unfinished last line).
class ResultLog {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Cli::ResultLog)

public:
    // Takes one line the file already holds, with its line number; false
    // when the line cannot be used (after telling why).
    using OnLine = std::function<bool(ResultLine &&line, std::uint64_t number)>;

    ResultLog() = default;
    ~ResultLog();
    ResultLog(const ResultLog &) = delete;
    ResultLog &operator=(const ResultLog &) = delete;

    // Opens path for appending. Without resume the file must be new or
    // empty. With resume its lines go to onLine one at a time, as they are
    // read (the file is never held whole); an unfinished last
    // line (no line break: the process was killed while writing it) is cut
    // off and told on err, so its battle is played again. False (after
    // telling err why, prefixed with command) when it cannot be used.
    bool open(const std::string &path, bool resume, const char *command, const OnLine &onLine, std::ostream &err);
    // Appends one line (ending in a line break). False when the write failed.
    bool append(const std::string &line);
    bool isOpen() const { return m_fd >= 0; }
    const std::string &path() const { return m_path; }

private:
    int m_fd = -1;
    std::string m_path;
};

// Pairs a result file holds, by (path 1, path 2), with the line number.
using HeldResults = std::map<std::pair<std::string, std::string>, std::pair<ResultLine, std::uint64_t>>;
// A ResultLog::OnLine that keeps each line in held, and tells err (of
// file path) about a pair held twice.
ResultLog::OnLine holdResults(HeldResults &held, const std::string &path, std::ostream &err);

// Whether the held line of a pair is for the same files and limits.
bool sameBattle(const ResultLine &held, const std::string &sha1, const std::string &sha2,
                const Core::Fyb::Settings &settings);

} // namespace Foulplay::Cli
