#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"
#include "common/lineindex.h"

#include <cstdint>
#include <string>
#include <vector>

namespace Foulplay::Core::Cheat {

// A player, in order of first appearance in the source. Its name, as the
// program writes it ("Olivia", "Player 2"), is Program::playerName().
struct Player {
    std::uint32_t nameStart = 0; // in Program::playerNames
    std::uint32_t nameLength = 0;
    std::uint32_t begin = 0; // where the program first names the player
    std::uint32_t end = 0;
    bool hasStatements = false;
};

enum class StatementKind : std::uint8_t { Count, Call, Shout, Ask };
static_assert(int(StatementKind::Ask) < 4, "Statement::kind keeps 2 bits");

// Nodes keep where they are in the source as byte offsets (begin, end: the
// first byte and the one after the last); Program::range() turns them into
// lines and columns. Amounts and numbers are indices into Program::numbers.
// Nodes are small values in flat arrays, so that a big program takes a few
// bytes of memory per byte of source.

// One statement = one action slot of its subject in every turn (20 bytes:
// the kind, whether it cheats and the subject share a word).
struct Statement {
    // The most players a program may name: what subject holds.
    static constexpr int MaxPlayers = 1 << 28;

    StatementKind kind : 2 = StatementKind::Count;
    bool cheats : 1 = false; // Count by more than 1
    int subject : 29 = -1;   // player index
    // Count: the amount (> 0) in Program::numbers, -1 for 1. Call: the
    // target's player index, -1 for every other player.
    int operand = -1;
    int condition = -1;      // root in Program::conditions, -1 when there is none
    std::uint32_t begin = 0; // the whole statement, up to its '.'
    std::uint32_t end = 0;

    int target() const { return kind == StatementKind::Call ? operand : -1; }
    int amountIndex() const { return kind == StatementKind::Count ? operand : -1; }
};

enum class ConditionKind : std::uint8_t {
    And,
    Or,
    Not,     // children left/right (Not: left)
    Compare, // player's score CMP expression right
    Counted,
    CalledCheat,
    Shouted,
    Won,      // past actions of player
    WonTimes, // player's win total == times
    WillCount,
    WillCallCheat, // predictions about player
    Input,         // "they're allowed to": the subject answers yes/no
};

enum class Comparison : std::uint8_t { Equal, Larger, Smaller, DivisibleBy };

// The statements a matcher can match: Program::candidates[first, first + count).
struct CandidateList {
    std::uint32_t first = 0;
    std::uint32_t count = 0;
};

struct Condition {
    ConditionKind kind = ConditionKind::And;
    Comparison comparison = Comparison::Equal;
    bool hasAmount = false; // "counted by X" / "will count by X"
    int player = -1;        // whose score / whose action
    // And, Or, Not: the first child. Counted and WillCount with an amount,
    // and WonTimes: the amount or the times, in Program::numbers.
    // CalledCheat and WillCallCheat: the target T of "... to T", -1 for any.
    int left = -1;
    // And, Or: the second child. Compare: the expression. Matchers (past
    // actions and predictions): their statements, in Program::lists.
    int right = -1;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
};

enum class ExpressionKind : std::uint8_t { Number, Score, Add, Subtract, Multiply, Divide };

struct Expression {
    ExpressionKind kind = ExpressionKind::Number;
    int player = -1; // Score
    int left = -1;   // operators: the operands; Number: the value, in Program::numbers
    int right = -1;
    std::uint32_t begin = 0; // the whole sub-expression
    std::uint32_t end = 0;
};

// A parsed program: flat arrays that refer to each other by index.
struct Program {
    std::vector<Player> players;
    std::vector<Statement> statements;
    std::vector<Condition> conditions;
    std::vector<Expression> expressions;
    std::vector<int> candidates;      // the matchers' statements, list by list, ascending
    std::vector<CandidateList> lists; // matchers that ask the same question share one
    std::vector<Decimal> numbers;     // every distinct number the program writes
    std::string playerNames;          // the players' names, one after another
    LineIndex lines;                  // of the whole source

    // The index of the player with this name, or -1.
    int playerIndex(std::string_view name) const;
    std::string_view playerName(int player) const
    {
        const Player &named = players[std::size_t(player)];
        return {playerNames.data() + named.nameStart, named.nameLength};
    }

    // Line and column of a byte offset, and a node's place in the source.
    SourcePos position(std::uint32_t offset) const;
    template<typename Node> SourceRange range(const Node &node) const
    {
        return {position(node.begin), position(node.end)};
    }

    // What a Count statement counts by, and the turns its cheat window
    // spans: ceil(amount - 1), saturated (0 for a count by at most 1).
    Decimal amount(const Statement &statement) const
    {
        const int index = statement.amountIndex();
        return index >= 0 ? numbers[std::size_t(index)] : Decimal::fromInt(1);
    }
    std::uint64_t windowTurns(const Statement &statement) const;
    // WonTimes: the win total it asks for.
    std::int64_t times(const Condition &condition) const;
    // A matcher's candidate statements.
    const CandidateList &candidatesOf(const Condition &condition) const { return lists[std::size_t(condition.right)]; }

    // The bytes this program holds (its arrays' capacities and the names).
    std::size_t byteSize() const;
};

} // namespace Foulplay::Core::Cheat
