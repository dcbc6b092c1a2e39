#pragma once

#include <string>
#include <vector>

namespace Foulplay::Core {

// A place in a source text. Lines and columns count from 1; a column counts
// bytes of the line (the sources are ASCII in practice).
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
