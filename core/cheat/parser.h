#pragma once

#include "cheat/program.h"
#include "common/diagnostic.h"

#include <string_view>
#include <vector>

namespace Foulplay::Core::Cheat {

struct ParseResult {
    Program program;
    // Every error and warning, in source order. A program with errors never runs.
    std::vector<Diagnostic> diagnostics;

    bool ok() const { return !hasErrors(diagnostics); }
};

// Parses a whole Cheat program: the statements, their conditions, the
// players in order of first appearance and the pronoun bindings. Reports
// every error (not just the first) with its place and, where a known form is
// close, a hint. Pure function, callable from any thread.
ParseResult parse(std::string_view source);

} // namespace Foulplay::Core::Cheat
