#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "unfair/program.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Unfair {

struct ParseResult {
    Program program;
    // Every error, in source order, each with line:column and, where a known
    // sentence is close, a hint ("did you mean 'counts'?"). A program with
    // errors must not run.
    std::vector<Diagnostic> diagnostics;
    // Errors found beyond maxDiagnostics: counted, not kept (every one of
    // them comes after the kept ones in the source).
    std::uint64_t unkeptDiagnostics = 0;

    bool ok() const { return unkeptDiagnostics == 0 && !hasErrors(diagnostics); }
};

// Parses a whole Unfair program: sentences to statements, players to
// indices, labels resolved (unknown or duplicate labels are errors). Keeps
// the first maxDiagnostics errors in source order and counts the rest.
// Reads the source once, lexing as it goes, and keeps no copy of it: the
// program takes about 30 bytes a sentence. Pure and fast (a 1 MB program in
// a few tens of milliseconds); any thread.
ParseResult parse(std::string_view source, std::size_t maxDiagnostics = SIZE_MAX);

// A number a debugger condition or watch can name: `the count`,
// `the actual count`, `Player 2's counting number`, `Player 2's raising number`.
struct ValueName {
    enum class Kind { Count, ActualCount, CountingNumber, RaisingNumber };
    Kind kind = Kind::Count;
    Decimal player; // for CountingNumber / RaisingNumber

    friend bool operator==(const ValueName &, const ValueName &) = default;
};

// Reads such a name (keywords case-insensitive, words separated by any
// whitespace); nullopt when text is not one. Any thread.
std::optional<ValueName> parseValueName(std::string_view text);

} // namespace Foulplay::Core::Unfair
