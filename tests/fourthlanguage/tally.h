#pragma once

// Tally, a fourth language that exists only in the tests. It proves that a
// language plugs in through the registries alone: its engine, adapter,
// condition names and descriptors are here, and nothing outside tests/
// names it. A program keeps one number, the total, starting at 0:
//
//   # a comment            (blank lines and comments are no statements)
//   add 3                  adds 3 (or -3) to the total
//   label top              names the next statement
//   if below 10 goto top   jumps to the label while the total is below 10
//   print                  writes the total and a line break
//
// The run ends after the last statement. Conditions and watches read
// `total`, `tick` and `turn`. Each print is a game event ("prints 4") that
// a breakpoint can stop on and the run's timeline marks.

#include "common/diagnostic.h"
#include "common/highlight.h"
#include "debug/languagedescriptor.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace Tally {

// Tally's Language: the first one a program registers.
inline constexpr Foulplay::Core::Debug::Language Id = Foulplay::Core::Debug::Language::FirstRegistered;
// The value `total` reads (ValueRef::variable).
inline constexpr int Total = 100;

struct Statement {
    enum class Kind { Add, Label, IfBelowGoto, Print };
    Kind kind = Kind::Print;
    std::int64_t number = 0; // Add: the amount; IfBelowGoto: the bound
    std::string label;       // Label: its name; IfBelowGoto: the target
    int target = -1;         // IfBelowGoto: the statement of the label
    Foulplay::Core::SourceRange range;
};

struct Program {
    std::vector<Statement> statements;
};

struct ParseResult {
    Program program;
    std::vector<Foulplay::Core::Diagnostic> diagnostics;
};

ParseResult parse(std::string_view source);
// Its lexemes on the neutral styles (keywords, labels, numbers, comments).
int highlightLine(std::string_view line, int stateIn, std::vector<Foulplay::Core::Token> &out);

// The engine's state at one tick (what keyframes keep).
struct Snapshot {
    std::int64_t total = 0;
    std::uint32_t next = 0;
    std::uint64_t tick = 0;
    bool finished = false;

    std::size_t byteSize() const { return sizeof(*this); }
    friend bool operator==(const Snapshot &, const Snapshot &) = default;
};

// Tally's event kind, a print (its values: the total printed), registered
// the first time it is asked for.
Foulplay::Core::Debug::DebugEventKind printKind();
// The core half of the language: its engine through EngineAdapter.
const Foulplay::Core::Debug::LanguageDescriptor &coreLanguage();
// Registers the core half (Core::Debug::registerLanguage()) and Tally's
// own messages (Core::registerMessage()); true when added.
bool registerCore();

} // namespace Tally
