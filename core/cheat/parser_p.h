#pragma once

// The parser's internals, shared by parser.cpp (statements, names, pronouns)
// and parserconditions.cpp (conditions and expressions). Not a public header.

#include "cheat/lexer.h"
#include "cheat/parser.h"

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
    explicit Parser(std::string_view source)
        : m_source(source)
    {
        for (const Lexeme &token : tokenize(source)) {
            if (token.type != TokenType::Comment)
                m_tokens.push_back(token);
        }
    }

    ParseResult run();

private:
    // Tokens
    const Lexeme *at(std::size_t ahead = 0) const
    {
        return m_pos + ahead < m_tokens.size() ? &m_tokens[m_pos + ahead] : nullptr;
    }
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
    SourcePos lastEnd() const { return m_pos > 0 ? m_tokens[m_pos - 1].endPos() : SourcePos{}; }
    SourceRange from(SourcePos begin) const { return {begin, lastEnd()}; }

    // Diagnostics
    void error(SourceRange range, Message message, Message hint = {});
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
    int addCondition(Condition condition);

    // Expressions
    int parseExpression();
    int parseTerm();
    int parseValue();
    std::optional<ExpressionKind> additiveOperator();
    std::optional<ExpressionKind> multiplicativeOperator();
    int addExpression(Expression expression);

    std::string_view m_source;
    std::vector<Lexeme> m_tokens;
    std::size_t m_pos = 0;
    Program m_program;
    std::vector<Diagnostic> m_diagnostics;
    std::vector<PronounUse> m_pronouns;
    std::unordered_map<std::string, int> m_players;

    // The statement being read: subject, explicit target and pronoun families.
    int m_subject = -1;
    int m_target = -1;
    bool m_isCall = false;
    PronounFamily m_subjectFamily = PronounFamily::None;
    PronounFamily m_targetFamily = PronounFamily::None;
};

} // namespace Foulplay::Core::Cheat
