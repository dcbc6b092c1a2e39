#pragma once

// The Unfair parser's inside, shared by parser.cpp (sentences, labels) and
// parseroperands.cpp (players, numbers, operands, conditions).

#include "unfair/lexer.h"
#include "unfair/parser.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace Foulplay::Core::Unfair::Detail {

// 'text', as messages quote source text.
std::string quoted(std::string_view text);

// Reads one sentence's lexemes; every parse function returns false after
// recording its error, which abandons the rest of the sentence.
class Parser {
public:
    Parser(std::string_view source, ParseResult &result)
        : m_source(source)
        , m_result(result)
    {
    }

    void run();

private:
    struct PendingJump {
        std::uint32_t statement;
        std::string_view name;
        SourceRange range;
    };

    // The sentence's lexemes are m_lex[m_pos .. m_end); m_lex[m_end] is its '.' or End.
    const Lexeme &current() const { return m_lex[m_pos]; }
    std::string_view textOf(const Lexeme &lexeme) const { return m_source.substr(lexeme.offset, lexeme.length); }
    bool atWord(std::string_view keyword) const
    {
        return m_pos < m_end && current().kind == LexKind::Word && equalsIgnoringCase(textOf(current()), keyword);
    }
    bool acceptWord(std::string_view keyword)
    {
        if (!atWord(keyword))
            return false;
        ++m_pos;
        return true;
    }
    // The current lexeme quoted, "'.'", or "" at the end of the program.
    std::string describeCurrent() const;
    std::string previousText() const;
    SourceRange rangeOf(const Lexeme &lexeme) const { return {lexeme.pos, lexeme.endPos()}; }

    bool error(const Lexeme &at, Message message, Message hint = {});
    // The lexeme the parser stands at, or the sentence's '.' or end.
    const Lexeme &here() const { return m_lex[m_pos < m_end ? m_pos : m_end]; }
    // Hints for the current word: "Player1" -> 'Player 1', else close words.
    Message wordHint(std::initializer_list<std::string_view> close = {}) const;
    // Expects one of the keywords; the error names them and hints at a close one.
    bool expectWord(std::initializer_list<std::string_view> keywords, std::string_view form = {});
    bool expectComma();
    // The error for a missing "'s" after a player, with form as the hint.
    bool expectPossessive(std::string_view form);

    void parseSentence();
    bool parsePlayerSentence(Statement &statement);
    bool parsePlayer(std::uint32_t &index);
    bool parseSteps(std::uint64_t &steps);
    bool numberTooLong(std::string_view text); // the error for the current number
    bool parseOrdinal(std::uint64_t &ordinal);
    bool parseLabelName(std::string_view &name, SourceRange &range);
    bool parseTarget(Operand &target, std::string_view verb);
    bool parsePropertyAfterPossessive(Operand &operand, bool allowBare);
    bool parseCondition(Statement &statement);
    bool parseComparand(Operand &operand, bool &bare);
    bool parseJumpTail(bool thenDo);
    std::uint32_t playerIndex(const Decimal &number);
    void resolveJumps();

    std::string_view m_source;
    ParseResult &m_result;
    std::vector<Lexeme> m_lex;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    std::unordered_map<Decimal, std::uint32_t> m_players;
    std::unordered_map<std::string_view, std::uint32_t> m_labels; // name -> index in labels
    std::vector<PendingJump> m_jumps;
    std::optional<PendingJump> m_sentenceJump; // the jump of the sentence being read
};

} // namespace Foulplay::Core::Unfair::Detail
