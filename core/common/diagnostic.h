#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core {

// A place in a source text. Lines and columns count from 1; a column counts
// bytes of the line (a character of several UTF-8 bytes takes that many
// columns). The CLI, the IDE and the debugger all use these columns.
struct SourcePos {
    int line = 1;
    int column = 1;

    friend bool operator==(const SourcePos &, const SourcePos &) = default;
    friend auto operator<=>(const SourcePos &, const SourcePos &) = default;
};

// A range of source text: begin is the first character, end the one after the last.
struct SourceRange {
    SourcePos begin;
    SourcePos end;

    friend bool operator==(const SourceRange &, const SourceRange &) = default;
};

enum class Severity { Error, Warning };

// One message of a parser: where, how bad, what, and an optional hint
// ("did you mean 'counts'?").
struct Diagnostic {
    Severity severity = Severity::Error;
    SourceRange range;
    std::string message;
    std::string hint;

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

// Text safe to show anywhere (a terminal, the IDE, JSON): every byte that is
// a control character or not valid UTF-8 becomes \xNN, invisible characters
// (zero-width spaces, direction marks, a byte-order mark) become U+XXXX, and
// each run of more than MaxQuoted characters without a space is cut after
// MaxQuoted characters with "…" (its closing quote and punctuation kept).
// Parsers and engines pass every message and hint through it. Any thread.
inline constexpr std::size_t MaxQuoted = 40;
std::string displayText(std::string_view text);

// Why text, which Decimal::parse() refused, is no number: "is not a number",
// "has more than 38 digits" or "has an exponent: write the number out".
std::string numberProblem(std::string_view text);

// True when any diagnostic is an error (a program with errors does not run).
bool hasErrors(const std::vector<Diagnostic> &diagnostics);

// "FILE:LINE:COL: error: message (hint)", the form editors jump to.
std::string formatDiagnostic(const std::string &fileName, const Diagnostic &diagnostic);

// A runtime error: the place where the run stopped and the reason.
struct RuntimeError {
    SourceRange range;
    std::string message;

    friend bool operator==(const RuntimeError &, const RuntimeError &) = default;
};

} // namespace Foulplay::Core
