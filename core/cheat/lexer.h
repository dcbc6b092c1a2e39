#pragma once

#include "common/diagnostic.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Cheat {

// What a Cheat token is. Words are classified further by keyword() and
// pronoun(); the parser and the editor's highlighter read the same tokens.
enum class TokenType : std::uint8_t {
    Word,    // letters, digits and '_' starting with a letter or '_'
    Number,  // digits with at most one '.' or ',' between digits
    Suffix,  // "'s", "'re", "'m" glued to the word or number before (' or U+2019)
    Period,  // the '.' that ends a statement
    Plus,    // +
    Minus,   // -
    Star,    // *
    Slash,   // /
    Cross,   // × (U+00D7)
    Obelus,  // ÷ (U+00F7)
    Comment, // from // to the end of the line
    Unknown, // a character Cheat does not use
};

// The words Cheat reserves (case-insensitive). Pronouns are separate.
enum class Keyword : std::uint8_t {
    None,
    Player,
    Counts,
    By,
    Calls,
    Cheat,
    To,
    Shouts,
    Asks,
    For,
    Score,
    If,
    Unless,
    And,
    Or,
    Is,
    Equal,
    Larger,
    More,
    Higher,
    Smaller,
    Less,
    Lower,
    Than,
    Divisible,
    Added,
    Plus,
    Subtracted,
    Minus,
    X,
    Times,
    Divided,
    Over,
    Counted,
    Called,
    Shouted,
    Won,
    Will,
    Count,
    Call,
    Allowed,
};

// The six pronoun families of the spec's table, in its order.
enum class PronounFamily : std::int8_t { None = -1, I, You, He, She, It, They };

// How a pronoun word may be used: as the player (I, me, he, him ...) or as a
// possessive (my, his, her ...). "her", "you" and "it" have both uses.
struct Pronoun {
    PronounFamily family = PronounFamily::None;
    bool personal = false;   // I, me, you, he, him, she, her, it, they, them
    bool possessive = false; // my, your, his, her, its, their
};

struct Lexeme {
    TokenType type = TokenType::Word;
    Keyword keyword = Keyword::None; // for words
    std::uint32_t offset = 0;        // byte offset in the source
    std::uint32_t length = 0;        // bytes
    SourcePos pos;                   // where it starts

    SourcePos endPos() const { return {pos.line, pos.column + int(length)}; }
    SourceRange range() const { return {pos, endPos()}; }
};

// Reads source one token at a time (comments included, so the highlighter
// sees them): a program is parsed without a list of all its tokens. Never
// fails: characters Cheat does not use become Unknown tokens, which the
// parser reports.
class Lexer {
public:
    // lineStarts, when given, receives the byte offset at which each line
    // begins, as far as the tokens read so far reach (line 1's, 0, at once).
    explicit Lexer(std::string_view source, std::vector<std::uint32_t> *lineStarts = nullptr);

    // The next token, or false at the end of the source.
    bool next(Lexeme &token);

private:
    std::string_view m_source;
    std::vector<std::uint32_t> *m_lineStarts;
    std::size_t m_next = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
    TokenType m_lastType = TokenType::Unknown; // the token read last, for suffixes
    std::size_t m_lastEnd = 0;
};

// Splits source into tokens (comments included, so the highlighter sees
// them). Never fails: characters Cheat does not use become Unknown tokens,
// which the parser reports. Pure function, callable from any thread.
std::vector<Lexeme> tokenize(std::string_view source);

// The keyword a word spells (case-insensitive), or Keyword::None.
Keyword keywordOf(std::string_view word);

// The pronoun a word spells (case-insensitive); family None if it is none.
Pronoun pronounOf(std::string_view word);

// The canonical lower-case spelling of a keyword ("counts").
std::string_view keywordText(Keyword keyword);

// Every reserved word of Cheat, keywords and pronouns, in lower case: what
// the editor completes and what cannot be a player's name.
const std::vector<std::string_view> &keywords();

} // namespace Foulplay::Core::Cheat
