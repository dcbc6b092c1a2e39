#pragma once

// The parser's internals, shared by parser.cpp (statements, names, pronouns)
// and parserconditions.cpp (conditions and expressions). Not a public header.

#include "cheat/lexer.h"
#include "cheat/parser.h"
#include "common/indexset.h"

#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace Foulplay::Core::Cheat {

// Thrown inside a statement when it cannot be read further; the statement
// loop catches it and resumes after the statement's '.'.
struct SyntaxError { };

class Parser {
public:
    Parser(std::string_view source, const ParseOptions &options)
        : m_source(source)
        , m_options(options)
        , m_lexer(source, &m_lineStarts)
    {
    }

    ParseResult run();

private:
    // Tokens, read as the parser needs them: m_window holds the tokens from
    // m_windowStart on (a few before m_pos, none far ahead of what was asked).
    const Lexeme *at(std::size_t ahead = 0) const
    {
        const std::size_t index = m_pos + ahead;
        if (index >= m_windowStart + m_window.size() && !fill(index))
            return nullptr;
        return &m_window[index - m_windowStart];
    }
    bool fill(std::size_t index) const;
    const Lexeme &tokenAt(std::size_t index) const { return m_window[index - m_windowStart]; }
    bool isKeyword(Keyword keyword, std::size_t ahead = 0) const
    {
        const Lexeme *token = at(ahead);
        return token && token->type == TokenType::Word && token->keyword == keyword;
    }
    bool isType(TokenType type, std::size_t ahead = 0) const
    {
        const Lexeme *token = at(ahead);
        return token && token->type == type;
    }
    std::string_view text(const Lexeme &token) const { return m_source.substr(token.offset, token.length); }
    // The letters of a suffix token in lower case: "s", "re", "m".
    std::string suffixOf(const Lexeme &token) const;
    SourceRange here() const;
    SourcePos lastEnd() const { return m_pos > 0 ? tokenAt(m_pos - 1).endPos() : SourcePos{}; }
    // The byte offset of a place in the statement being read, which the
    // lexer has passed.
    std::uint32_t offsetOf(SourcePos pos) const
    {
        return m_lineStarts[std::size_t(pos.line - m_firstLine)] + std::uint32_t(pos.column - 1);
    }
    // Forgets where the lines before line start: a statement begins on it.
    void forgetLinesBefore(int line);
    template<typename Node> void place(Node &node, SourceRange range) const
    {
        node.begin = offsetOf(range.begin);
        node.end = offsetOf(range.end);
    }
    SourceRange rangeOf(int condition) const { return m_program.range(m_program.conditions[std::size_t(condition)]); }
    void reserve();
    SourceRange from(SourcePos begin) const { return {begin, lastEnd()}; }

    // Diagnostics
    void error(SourceRange range, Message message, Message hint = {});
    void report(Diagnostic diagnostic);
    void keepFirstErrors();
    [[noreturn]] void fail(SourceRange range, Message message, Message hint = {})
    {
        error(range, std::move(message), std::move(hint));
        throw SyntaxError{};
    }
    // "expected WHAT, found ...", WHAT being a CheatWants... code.
    [[noreturn]] void unexpected(MessageCode expected, std::vector<std::string_view> close = {});
    void expectKeyword(Keyword keyword, MessageCode expected);

    // Statements
    void parseStatement();
    void skipStatement();
    bool startsStatement(std::size_t ahead) const;
    void finishProgram();

    // Names and pronouns
    bool atName(std::size_t ahead = 0) const;
    int parseName(bool asSubject);
    int player(const std::string &name, SourceRange range, bool asSubject);
    int bindPronoun(const Lexeme &token, PronounFamily family);
    int parseOwner();     // "NAME's" or a possessive pronoun, before "score"
    int parsePlayerRef(); // NAME or a personal pronoun, before a matcher verb

    // Conditions
    int parseOr();
    int parseAnd();
    int parseChain(ConditionKind kind); // a or b or ..., a and b and ...
    int parseAtom();
    int parseComparison(int owner, SourcePos begin);
    int parseMatcher(int who, SourcePos begin);
    int parseInput(SourcePos begin);
    Decimal parseNumber(bool allowNegative);
    int addNumber(const Decimal &number);
    int addCondition(Condition condition);

    // Expressions
    int parseExpression();
    int parseTerm();
    int parseValue();
    std::optional<ExpressionKind> additiveOperator();
    std::optional<ExpressionKind> multiplicativeOperator();
    int addExpression(Expression expression);

    std::string_view m_source;
    ParseOptions m_options;
    Program m_program;
    // Where the lines from m_firstLine on start, as far as the lexer has
    // read (before m_lexer, which fills it).
    std::vector<std::uint32_t> m_lineStarts;
    int m_firstLine = 1;
    mutable Lexer m_lexer;
    mutable std::deque<Lexeme> m_window;
    mutable std::size_t m_windowStart = 0;
    mutable bool m_lexed = false; // the lexer reached the end
    std::size_t m_pos = 0;
    std::vector<Diagnostic> m_diagnostics;
    std::uint64_t m_errors = 0;  // errors in m_diagnostics
    bool m_failed = false;       // some error, kept or not
    std::uint64_t m_dropped = 0; // diagnostics left out after options.maxErrors
    std::vector<PronounUse> m_pronouns;
    // The players by name: indices into m_program.players.
    IndexSet m_players;
    std::unordered_map<Decimal, int> m_numbers;

    // The statement being read: subject, explicit target and pronoun families.
    int m_subject = -1;
    int m_target = -1;
    bool m_isCall = false;
    PronounFamily m_subjectFamily = PronounFamily::None;
    PronounFamily m_targetFamily = PronounFamily::None;
};

} // namespace Foulplay::Core::Cheat
