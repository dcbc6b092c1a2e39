#pragma once

#include "common/message.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
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

// What a parser expected where it reported an error, as data rather than
// words (completion reads it): the words it would have taken, as a program
// spells them ("counts", "calls cheat", "."), and the kinds of thing that
// would have fitted. atEnd: the program ended there.
struct Expected {
    enum Kinds : unsigned { Label = 1, Player = 2, Number = 4 };
    Expected() = default;
    Expected(std::vector<std::string> words, unsigned kinds = 0)
        : words(std::move(words))
        , label(kinds & Label)
        , player(kinds & Player)
        , number(kinds & Number)
    {
    }

    std::vector<std::string> words;
    bool label = false;  // a label's name
    bool player = false; // a player (a name, "Player 1")
    bool number = false; // a number, or a score where the language has them
    bool atEnd = false;

    bool empty() const { return words.empty() && !label && !player && !number; }
    friend bool operator==(const Expected &, const Expected &) = default;
};

// One message of a parser: where, how bad, what, and an optional hint
// ("did you mean 'counts'?"), as values the front ends word.
struct Diagnostic {
    Diagnostic() = default;
    Diagnostic(Severity severity, SourceRange range, Message message, Message hint = {}, Expected expected = {})
        : severity(severity)
        , range(range)
        , message(std::move(message))
        , hint(std::move(hint))
        , expected(std::move(expected))
    {
    }

    Severity severity = Severity::Error;
    SourceRange range;
    Message message;
    Message hint;      // empty() when there is none
    Expected expected; // empty() when the error is not about a missing word

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

// Text safe to show anywhere (a terminal, the IDE, JSON): every byte that is
// a control character or not valid UTF-8 becomes \xNN, invisible characters
// (zero-width spaces, direction marks, a byte-order mark) become U+XXXX, and
// each run of more than MaxQuoted characters without a space is cut after
// MaxQuoted characters with "…" (its closing quote and punctuation kept).
// englishText() and the IDE's wording pass every message through it. Any thread.
inline constexpr std::size_t MaxQuoted = 40;
std::string displayText(std::string_view text);
// displayText() without the shortening, for text that must stay whole (a
// file name in a message). Any thread.
std::string escapedText(std::string_view text);

// Why the input token, which Decimal::parse() refused, is no number: input
// "is not a number", "has more than 38 digits" or "has an exponent".
Message inputProblem(std::string_view token);

// True when any diagnostic is an error (a program with errors does not run).
bool hasErrors(const std::vector<Diagnostic> &diagnostics);

// "FILE:LINE:COL: error: message (hint)" in English, the form editors jump to;
// FILE is escaped as escapedText() does.
std::string formatDiagnostic(const std::string &fileName, const Diagnostic &diagnostic);

// A runtime error: the place where the run stopped and the reason.
struct RuntimeError {
    SourceRange range;
    Message message;

    friend bool operator==(const RuntimeError &, const RuntimeError &) = default;
};

} // namespace Foulplay::Core
