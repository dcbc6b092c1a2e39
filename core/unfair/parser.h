#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "unfair/program.h"

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

    bool ok() const { return !hasErrors(diagnostics); }
};

// Parses a whole Unfair program: sentences to statements, players to
// indices, labels resolved (unknown or duplicate labels are errors).
// Pure and fast (a 1 MB program in a few tens of milliseconds); any thread.
ParseResult parse(std::string_view source);

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
