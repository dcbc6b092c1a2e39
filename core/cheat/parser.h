#pragma once

#include "cheat/program.h"
#include "common/diagnostic.h"

#include <cstdint>
#include <limits>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Cheat {

// A pronoun that names a player ("he", "her"), and the player it names (an
// index into Program::players): the statement's subject, or its target.
struct PronounUse {
    SourceRange range;
    int player = -1;
};

struct ParseOptions {
    // Diagnostics are kept up to and including the maxErrors-th error in
    // source order; the rest are only counted (ParseResult::moreDiagnostics),
    // so that a big file of nonsense takes no memory for its messages.
    std::uint64_t maxErrors = std::numeric_limits<std::uint64_t>::max();
    // Whether ParseResult::pronouns is filled (the editor shows them).
    bool pronouns = true;
};

struct ParseResult {
    Program program;
    // Every error and warning, in source order. A program with errors never runs.
    std::vector<Diagnostic> diagnostics;
    // Diagnostics after the options' maxErrors-th error, counted, not kept.
    std::uint64_t moreDiagnostics = 0;
    // Every pronoun bound to a player, in source order.
    std::vector<PronounUse> pronouns;

    // Some error, also when it was left out after the options' maxErrors.
    bool failed = false;

    bool ok() const { return !failed && !hasErrors(diagnostics); }
};

// Parses a whole Cheat program: the statements, their conditions, the
// players in order of first appearance and the pronoun bindings. Reports
// every error (not just the first) with its place and, where a known form is
// close, a hint. Pure function, callable from any thread.
ParseResult parse(std::string_view source, const ParseOptions &options = {});

} // namespace Foulplay::Core::Cheat
