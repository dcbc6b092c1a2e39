#include "unfair/highlighter.h"

#include "unfair/lexer.h"

#include <algorithm>

namespace Foulplay::Core::Unfair {

namespace {

enum State : int {
    Normal = 0,
    ExpectLabel = 1,  // after `Label` or `do`
    ExpectPlayer = 2, // after `Player`
};

bool isKeyword(std::string_view word)
{
    const auto &all = keywords();
    return std::any_of(all.begin(), all.end(),
                       [&](std::string_view keyword) { return equalsIgnoringCase(word, keyword); });
}

} // namespace

const std::vector<std::string_view> &keywords()
{
    static const std::vector<std::string_view> words = {
        "Player",  "counts", "de-syncs", "for",    "steps",   "step",     "re-syncs", "the",    "count",    "from",
        "mistake", "by",     "a",        "full",   "reset",   "Label",    "Do",       "again",  "If",       "then",
        "than",    "resets", "is",       "bigger", "smaller", "counting", "raising",  "number", "Evaluate", "Define",
    };
    return words;
}

int highlightLine(std::string_view line, int stateIn, std::vector<Token> &out)
{
    out.clear();
    int state = stateIn;
    Lexer lexer(line);
    for (Lexeme lexeme = lexer.next(); lexeme.kind != LexKind::End; lexeme = lexer.next()) {
        Token token;
        token.start = int(lexeme.offset);
        token.length = int(lexeme.length);
        const std::string_view text = lexer.text(lexeme);
        switch (lexeme.kind) {
        case LexKind::Comment:
            token.kind = TokenKind::Comment;
            break; // a comment does not change what the sentence waits for
        case LexKind::Word:
        case LexKind::Number:
            if (state == ExpectLabel) {
                token.kind = TokenKind::Label;
                state = Normal;
            } else if (state == ExpectPlayer && lexeme.kind == LexKind::Number) {
                token.kind = TokenKind::Player;
                state = Normal;
            } else if (lexeme.kind == LexKind::Number || (text.front() >= '0' && text.front() <= '9')) {
                token.kind = TokenKind::Number; // numbers and ordinals (2nd)
                state = Normal;
            } else if (equalsIgnoringCase(text, "player")) {
                token.kind = TokenKind::Player;
                state = ExpectPlayer;
            } else {
                token.kind = isKeyword(text) ? TokenKind::Keyword : TokenKind::Text;
                state = (equalsIgnoringCase(text, "label") || equalsIgnoringCase(text, "do")) ? ExpectLabel : Normal;
            }
            break;
        case LexKind::Possessive:
            token.kind = TokenKind::Player;
            state = Normal;
            break;
        case LexKind::Dot:
        case LexKind::Comma:
            token.kind = TokenKind::Punctuation;
            state = Normal;
            break;
        case LexKind::Invalid:
        case LexKind::End:
            token.kind = TokenKind::Error;
            state = Normal;
            break;
        }
        out.push_back(token);
    }
    return state;
}

} // namespace Foulplay::Core::Unfair
