#pragma once

#include "cli.h"

#include "common/io.h"

#include <cstdint>
#include <fstream>
#include <iosfwd>
#include <optional>
#include <streambuf>
#include <string>
#include <vector>

namespace Foulplay::Core {
class InputSource;
struct Diagnostic;
} // namespace Foulplay::Core

namespace Foulplay::Cli {

// What `foulplay-cli run` was asked to do, with the program already read.
struct RunRequest {
    std::string programPath;            // as given, for diagnostics (FILE:LINE:COL)
    std::string source;                 // the program text
    Core::InputSource *input = nullptr; // --input FILE or standard input
    std::optional<std::uint64_t> maxSteps;
    bool trace = false;
};

// `foulplay-cli run PROGRAM [--input FILE] [--max-steps N] [--trace] [--lang L]`.
int runCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);

// The language runners: program output to out, diagnostics and traces to err
// (the trace goes to err so out carries only the program's output). Once the
// program is parsed they let its text go (releaseSource()).
int runUnfair(RunRequest &request, std::ostream &out, std::ostream &err);
int runCheat(RunRequest &request, std::ostream &out, std::ostream &err);

// Frees request.source unless the run traces (a trace quotes the program):
// a parsed program needs only its places in the text, so a big program's
// text and its engine are never in memory together.
void releaseSource(RunRequest &request);

// `foulplay-cli history PROGRAM... --value NAME [--input FILE] [--max-steps N]
// [--max-turns N] [--max-processes N] [--lang LANG] [--json]`: every change
// of a value, a line each.
int historyCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);

// `foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]`.
int battleCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// The language key --lang NAME gives ("unfair" for "Unfair"); empty when
// NAME names no language.
std::string languageNamed(const std::string &name);

// Opens the input file of --input FILE; false, with why on err, when it
// cannot be read (a directory among the reasons).
bool openInput(const std::string &path, std::ifstream &file, std::ostream &err);

// Reads a whole program file, at most limits().maxProgramSize bytes; on
// failure (a directory, a read error, too large) returns nullopt and sets reason.
std::optional<std::string> readFile(const std::string &path, std::string &reason);

// Prints diagnostics as FILE:LINE:COL lines, at most limits().maxErrors of
// them, then "N more errors not shown" (counting `unkept` more, errors a
// parser counted after its last kept one).
void printDiagnostics(std::ostream &err, const std::string &path, const std::vector<Core::Diagnostic> &diagnostics,
                      std::uint64_t unkept = 0);

// A program's output to a stream; keeps why its first failed write failed.
class StreamOutput final : public Core::OutputSink {
public:
    explicit StreamOutput(std::ostream &stream)
        : m_stream(stream)
    {
    }
    void write(std::string_view text) override;
    // Flushes; false once any write failed.
    bool flush();
    // errno of the first failed write; 0 when none failed or none was told.
    int error() const { return m_error; }
    std::ostream &stream() const { return m_stream; }

private:
    std::ostream &m_stream;
    int m_error = 0;
};

// Input that flushes the output before it is read, so an interactive
// program's answers appear before it waits for the next line.
class FlushingInput final : public Core::InputSource {
public:
    FlushingInput(Core::InputSource *input, StreamOutput &output)
        : m_input(input)
        , m_output(output)
    {
    }
    Status peek(std::size_t index, std::string &token) override;
    void consume(std::size_t count) override;

private:
    Core::InputSource *m_input;
    StreamOutput &m_output;
};

// Flushes output; when writing the program's output failed (a full disk,
// /dev/full, a closed pipe) says so on err, with the file standard output
// goes to and the system's reason, and returns true.
bool outputFailed(StreamOutput &output, std::ostream &err, const std::string &programPath);
// "cannot write the output[ to FILE]: REASON", for a stream that failed with
// errno code (0: no reason known).
std::string writeFailure(const std::ostream &out, int code);

// A stream buffer in front of another stream's that keeps the system's
// reason (errno) for the first write that failed, which a later flush no
// longer knows. One thread at a time.
class WriteWatch final : public std::streambuf {
public:
    explicit WriteWatch(std::ostream &target)
        : m_target(target)
    {
    }
    std::ostream &target() const { return m_target; }
    // The errno of the first failed write, 0 when none failed (or none said why).
    int error() const { return m_error; }

protected:
    int overflow(int c) override;
    std::streamsize xsputn(const char *text, std::streamsize count) override;
    int sync() override;

private:
    void failed();

    std::ostream &m_target;
    int m_error = 0;
};

// Memory ran out during the run: says so on err with the tick the run had
// reached, and returns ExitRuntimeError.
int outOfMemory(std::ostream &err, const std::string &programPath, std::uint64_t tick);

} // namespace Foulplay::Cli
