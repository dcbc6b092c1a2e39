#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"

#include <cstdint>
#include <string>
#include <vector>

namespace Foulplay::Core::Cheat {

// A player, in order of first appearance in the source.
struct Player {
    std::string name;     // as the program writes it: "Olivia", "Player 2"
    SourceRange firstUse; // where the program first names the player
    bool hasStatements = false;
};

enum class StatementKind : std::uint8_t { Count, Call, Shout, Ask };

// One statement = one action slot of its subject in every turn.
struct Statement {
    StatementKind kind = StatementKind::Count;
    int subject = -1;                     // player index
    int target = -1;                      // Call: player index, or -1 for every other player
    int condition = -1;                   // root in Program::conditions, -1 when there is none
    Decimal amount = Decimal::fromInt(1); // Count: the amount (> 0)
    bool cheats = false;                  // Count by more than 1
    std::uint64_t windowTurns = 0;        // Count: ceil(amount - 1) turns (saturated)
    SourceRange range;                    // the whole statement, up to its '.'
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

struct Condition {
    ConditionKind kind = ConditionKind::And;
    Comparison comparison = Comparison::Equal;
    bool hasAmount = false;           // "counted by X" / "will count by X"
    int player = -1;                  // whose score / whose action
    int target = -1;                  // "called cheat to T" / "will call cheat to T", else -1
    int left = -1;                    // child condition (And, Or, Not)
    int right = -1;                   // child condition (And, Or) or expression (Compare)
    std::uint32_t firstCandidate = 0; // matchers: statements that can match, in
    std::uint32_t candidateCount = 0; // Program::candidates, ascending
    Decimal amount;                   // "by X"
    std::int64_t times = 0;           // "won N times"
    SourceRange range;
};

enum class ExpressionKind : std::uint8_t { Number, Score, Add, Subtract, Multiply, Divide };

struct Expression {
    ExpressionKind kind = ExpressionKind::Number;
    int player = -1; // Score
    int left = -1;   // operands (operators)
    int right = -1;
    Decimal value;             // Number
    SourceRange range;         // the whole sub-expression
    SourceRange operatorRange; // operators: the operator's words
};

// A parsed program: flat arrays that refer to each other by index.
struct Program {
    std::vector<Player> players;
    std::vector<Statement> statements;
    std::vector<Condition> conditions;
    std::vector<Expression> expressions;
    std::vector<int> candidates;

    // The index of the player with this name, or -1.
    int playerIndex(std::string_view name) const;
};

} // namespace Foulplay::Core::Cheat
