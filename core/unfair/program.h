#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Unfair {

// What a sentence does.
enum class StatementKind : std::uint8_t {
    Count,         // P counts.
    DeSync,        // P de-syncs for N steps.
    ReSync,        // P re-syncs the count from Q's [K-th] mistake.
    FullReset,     // P re-syncs the count by a full reset.
    Label,         // Label L.
    Jump,          // Do L again.
    JumpIfResets,  // If the count resets, then do L again.
    JumpIfBigger,  // If V is bigger then W, then do L again.
    JumpIfSmaller, // If V is smaller then W, then do L again.
    Evaluate,      // Evaluate X.
    Define,        // Define X.
};

// A number a sentence reads or writes.
enum class OperandKind : std::uint8_t {
    Count,          // the count (of the visible universe)
    CountingNumber, // Player X's counting number
    RaisingNumber,  // Player X's raising number
    Literal,        // a number written in the program (comparisons only)
};

struct Operand {
    OperandKind kind = OperandKind::Count;
    std::uint32_t index = 0; // player index (Counting/RaisingNumber) or constant index (Literal)

    friend bool operator==(const Operand &, const Operand &) = default;
};

// One sentence, compact: players are indices into Program::players, labels
// resolved to the index of their `Label` statement.
struct Statement {
    StatementKind kind = StatementKind::Label;
    std::uint32_t player = 0; // P: who counts, de-syncs or re-syncs
    std::uint32_t other = 0;  // Q: whose mistake a re-sync names
    // DeSync: the steps N (saturated at UINT64_MAX); ReSync: the ordinal K
    // (0 = the newest live mistake); jumps: the target statement index.
    std::uint64_t amount = 0;
    Operand left;             // Evaluate / Define target; the left side of a comparison
    Operand right;            // the right side of a comparison
    SourceRange range;        // from the first word to the '.'
    std::uint32_t offset = 0; // the same as bytes of the source
    std::uint32_t length = 0;

    friend bool operator==(const Statement &, const Statement &) = default;
};

struct LabelInfo {
    std::string name;
    std::uint32_t statement = 0; // index of the `Label` statement
    SourceRange range;           // of the name

    friend bool operator==(const LabelInfo &, const LabelInfo &) = default;
};

// A parsed program. Immutable once parsed; any thread may read it.
struct Program {
    std::vector<Statement> statements;
    std::vector<Decimal> players;   // distinct player numbers; index = player index
    std::vector<Decimal> constants; // number literals of comparisons
    std::vector<LabelInfo> labels;  // in order of definition

    // The index of the `Label name.` statement (case-sensitive), if any.
    std::optional<std::uint32_t> labelStatement(std::string_view name) const;
    // The index of the player with this number, if the program names it.
    std::optional<std::uint32_t> playerIndex(const Decimal &number) const;
    // The statements whose source range contains line:column (column 0: any on the line).
    std::vector<std::uint32_t> statementsAt(int line, int column) const;

    friend bool operator==(const Program &, const Program &) = default;
};

} // namespace Foulplay::Core::Unfair
