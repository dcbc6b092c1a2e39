#pragma once

#include "cheat/program.h"
#include "common/diagnostic.h"

#include <string_view>
#include <vector>

namespace Foulplay::Core::Cheat {

// A pronoun that names a player ("he", "her"), and the player it names (an
// index into Program::players): the statement's subject, or its target.
struct PronounUse {
    SourceRange range;
    int player = -1;
};

struct ParseResult {
    Program program;
    // Every error and warning, in source order. A program with errors never runs.
    std::vector<Diagnostic> diagnostics;
    // Every pronoun bound to a player, in source order.
    std::vector<PronounUse> pronouns;

    bool ok() const { return !hasErrors(diagnostics); }
};

// Parses a whole Cheat program: the statements, their conditions, the
// players in order of first appearance and the pronoun bindings. Reports
// every error (not just the first) with its place and, where a known form is
// close, a hint. Pure function, callable from any thread.
ParseResult parse(std::string_view source);

} // namespace Foulplay::Core::Cheat
