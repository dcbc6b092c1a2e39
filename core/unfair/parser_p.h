#pragma once

// The Unfair parser's inside, shared by parser.cpp (sentences, labels) and
// parseroperands.cpp (players, numbers, operands, conditions).

#include "common/indexset.h"
#include "unfair/lexer.h"
#include "unfair/parser.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Unfair::Detail {

// 'text', as messages quote source text.
std::string quoted(std::string_view text);

// Reads one sentence's lexemes at a time, straight from the lexer; every
// parse function returns false after recording its error, which abandons the
// rest of the sentence.
class Parser {
public:
    Parser(std::string_view source, ParseResult &result, std::size_t maxDiagnostics)
        : m_source(source)
        , m_result(result)
        , m_lexer(source)
        , m_maxDiagnostics(maxDiagnostics)
    {
    }

    void run();

private:
    // The sentence's lexemes are m_lex[m_pos .. m_end); m_lex[m_end] is its
    // '.' or End, m_lex[m_first - 1] (when there is one) the '.' before it.
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

    // Records the error at lexeme at; expected says what would have fitted
    // there (its atEnd is set here).
    bool error(const Lexeme &at, Message message, Message hint = {}, Expected expected = {});
    // Keeps a diagnostic while fewer than m_maxDiagnostics are kept, else counts it.
    void keep(Diagnostic diagnostic);
    // The lexeme the parser stands at, or the sentence's '.' or end.
    const Lexeme &here() const { return m_lex[m_pos < m_end ? m_pos : m_end]; }
    // Hints for the current word: "Player1" -> 'Player 1', else close words.
    Message wordHint(std::initializer_list<std::string_view> close = {}) const;
    // Expects one of the keywords; the error names them and hints at a close one.
    bool expectWord(std::initializer_list<std::string_view> keywords, std::string_view form = {});
    bool expectComma();
    // The error for a missing "'s" after a player, with form as the hint.
    bool expectPossessive(std::string_view form);

    // Reads the next sentence into m_lex; false at the end of the program.
    bool readSentence();
    void parseSentence();
    bool parsePlayerSentence(Statement &statement);
    bool parsePlayer(std::uint32_t &index);
    bool parseSteps(std::uint64_t &steps);
    bool numberTooLong(std::string_view text); // the error for the current number
    bool parseOrdinal(std::uint64_t &ordinal);
    bool parseLabelName(std::string_view &name);
    bool parseTarget(Operand &target, std::string_view verb);
    bool parsePropertyAfterPossessive(Operand &operand, bool allowBare);
    bool parseCondition(Statement &statement);
    bool parseComparand(Operand &operand, bool &bare);
    bool parseJumpTail(bool thenDo);
    std::uint32_t playerIndex(const Decimal &number);
    std::uint32_t constantIndex(const Decimal &number);
    // Once every sentence is read: resolves the jumps, reports repeated and
    // unknown labels, and keeps the labels' names in the program.
    void resolveLabels();

    std::string_view m_source;
    ParseResult &m_result;
    Lexer m_lexer;
    std::size_t m_maxDiagnostics;
    std::vector<Lexeme> m_lex; // the sentence being read (see current())
    std::size_t m_first = 0;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    std::optional<Lexeme> m_invalid; // the sentence's first Invalid lexeme
    IndexSet m_players;
    IndexSet m_constants;
    // A `Label L` sentence with an error after its name: no statement, but
    // its jumps go to the statement after it, and L is not unknown.
    struct BrokenLabel {
        std::uint32_t offset = 0; // the name's bytes in the source
        std::uint32_t length = 0;
        std::uint32_t statement = 0; // the index of the next statement
    };
    std::vector<BrokenLabel> m_brokenLabels;
};

} // namespace Foulplay::Core::Unfair::Detail
