#pragma once

#include "cli.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Core {
class InputSource;
}

namespace Foulplay::Cli {

// What `foulplay-cli run` was asked to do, with the program already read.
struct RunRequest {
    std::string programPath;   // as given, for diagnostics (FILE:LINE:COL)
    std::string source;        // the program text
    Core::InputSource *input = nullptr; // --input FILE or standard input
    std::optional<std::uint64_t> maxSteps;
    bool trace = false;
};

// `foulplay-cli run PROGRAM [--input FILE] [--max-steps N] [--trace] [--lang L]`.
int runCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
               std::ostream &err);

// The language runners: program output to out, diagnostics and traces to err
// (the trace goes to err so out carries only the program's output).
int runUnfair(const RunRequest &request, std::ostream &out, std::ostream &err);
int runCheat(const RunRequest &request, std::ostream &out, std::ostream &err);

// `foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]`.
int battleCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// Reads a whole file; on failure returns nullopt and sets reason.
std::optional<std::string> readFile(const std::string &path, std::string &reason);

// Parses a whole non-negative decimal number ("10000000"); nullopt if it is not one.
std::optional<std::uint64_t> parseCount(const std::string &text);

} // namespace Foulplay::Cli
