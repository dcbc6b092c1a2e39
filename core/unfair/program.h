#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "common/lineindex.h"

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

// One sentence, compact (28 bytes): players are indices into
// Program::players, labels resolved to the index of their `Label` statement,
// and the place in the source is its bytes; Program::range() gives its lines
// and columns. A `Label` statement keeps its name: where it starts in
// Program::labelNames (`player`; RepeatedLabel when an earlier one has the
// name), its bytes in the source (`other`) and its length (amount()).
struct Statement {
    StatementKind kind = StatementKind::Label;
    OperandKind leftKind = OperandKind::Count;  // Evaluate / Define target; a comparison's left side
    OperandKind rightKind = OperandKind::Count; // a comparison's right side
    // P: who counts, de-syncs or re-syncs; the left operand's index.
    std::uint32_t player = 0;
    // Q: whose mistake a re-sync names; the right operand's index.
    std::uint32_t other = 0;
    std::uint32_t offset = 0; // the sentence's bytes in the source, from the first word to the '.'
    std::uint32_t length = 0;

    // DeSync: the steps N (saturated at UINT64_MAX); ReSync: the ordinal K
    // (0 = the newest live mistake); jumps: the target statement index.
    std::uint64_t amount() const { return std::uint64_t(m_amount[0]) | std::uint64_t(m_amount[1]) << 32; }
    void setAmount(std::uint64_t amount)
    {
        m_amount[0] = std::uint32_t(amount);
        m_amount[1] = std::uint32_t(amount >> 32);
    }
    Operand left() const { return {leftKind, player}; }
    Operand right() const { return {rightKind, other}; }
    void setLeft(Operand operand) { leftKind = operand.kind, player = operand.index; }
    void setRight(Operand operand) { rightKind = operand.kind, other = operand.index; }

    // A `Label` statement that defines its name (the first with it).
    bool definesLabel() const { return kind == StatementKind::Label && player != RepeatedLabel; }

    friend bool operator==(const Statement &, const Statement &) = default;

    static constexpr std::uint32_t RepeatedLabel = UINT32_MAX;

private:
    std::uint32_t m_amount[2] = {0, 0}; // two halves: no 8-byte alignment
};

// A parsed program. Immutable once parsed; any thread may read it.
struct Program {
    std::vector<Statement> statements;
    // The distinct players' numbers as their shortest text ("2.5"), one
    // after another, and where each one's ends; index = player index.
    std::string playerNumbers;
    std::vector<std::uint32_t> playerEnds;
    std::vector<Decimal> constants; // number literals of comparisons
    std::string labelNames;         // the labels' names, one after another
    LineIndex lines;                // of the whole source

    // The place of a statement's sentence, from its first word to after the '.'.
    SourceRange range(const Statement &statement) const
    {
        return {position(statement.offset), position(statement.offset + statement.length)};
    }
    // A defining `Label` statement's name, and where the name is.
    std::string_view labelName(const Statement &label) const
    {
        return {labelNames.data() + label.player, std::size_t(label.amount())};
    }
    SourceRange labelRange(const Statement &label) const
    {
        const SourcePos begin = position(label.other);
        return {begin, {begin.line, begin.column + int(label.amount())}};
    }
    // The defining `Label` statements, in order.
    std::vector<std::uint32_t> labels() const;
    std::size_t playerCount() const { return playerEnds.size(); }
    std::string_view playerNumber(std::uint32_t player) const
    {
        const std::uint32_t begin = player > 0 ? playerEnds[player - 1] : 0;
        return {playerNumbers.data() + begin, playerEnds[player] - begin};
    }
    // Line and column of a byte of the source.
    SourcePos position(std::uint32_t offset) const { return lines.position(offset); }

    // The index of the `Label name.` statement (case-sensitive), if any.
    std::optional<std::uint32_t> labelStatement(std::string_view name) const;
    // The index of the player with this number, if the program names it.
    std::optional<std::uint32_t> playerIndex(const Decimal &number) const;
    // The statements whose source range contains line:column (column 0: any on the line).
    std::vector<std::uint32_t> statementsAt(int line, int column) const;
    // The bytes the program's vectors take (their capacity), for the tests of its size.
    std::size_t byteSize() const;

    friend bool operator==(const Program &, const Program &) = default;
};

} // namespace Foulplay::Core::Unfair
