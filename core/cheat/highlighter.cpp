#include "cheat/highlighter.h"

#include "cheat/lexer.h"

namespace Foulplay::Core::Cheat {

namespace {

bool isOperatorWord(Keyword keyword)
{
    switch (keyword) {
    case Keyword::Is:
    case Keyword::Equal:
    case Keyword::Larger:
    case Keyword::More:
    case Keyword::Higher:
    case Keyword::Smaller:
    case Keyword::Less:
    case Keyword::Lower:
    case Keyword::Than:
    case Keyword::Divisible:
    case Keyword::Added:
    case Keyword::Plus:
    case Keyword::Subtracted:
    case Keyword::Minus:
    case Keyword::X:
    case Keyword::Times:
    case Keyword::Divided:
    case Keyword::Over:
        return true;
    default:
        return false;
    }
}

} // namespace

int highlightLine(std::string_view line, int, std::vector<Core::Token> &out)
{
    const std::vector<Lexeme> tokens = tokenize(line);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Lexeme &token = tokens[i];
        TokenKind kind = TokenKind::Text;
        switch (token.type) {
        case TokenType::Word: {
            const std::string_view word = line.substr(token.offset, token.length);
            if (token.keyword == Keyword::Player)
                kind = TokenKind::Player;
            else if (token.keyword != Keyword::None)
                kind = isOperatorWord(token.keyword) ? TokenKind::Operator : TokenKind::Keyword;
            else if (pronounOf(word).family != PronounFamily::None)
                kind = TokenKind::Pronoun;
            else
                kind = TokenKind::Player;
            break;
        }
        case TokenType::Number:
            // The number of "Player 2" is part of the name.
            kind = i > 0 && tokens[i - 1].type == TokenType::Word && tokens[i - 1].keyword == Keyword::Player
                       ? TokenKind::Player
                       : TokenKind::Number;
            break;
        case TokenType::Suffix:
            kind = out.empty() ? TokenKind::Text : out.back().kind;
            break;
        case TokenType::Period:
            kind = TokenKind::Punctuation;
            break;
        case TokenType::Plus:
        case TokenType::Minus:
        case TokenType::Star:
        case TokenType::Slash:
        case TokenType::Cross:
        case TokenType::Obelus:
            kind = TokenKind::Operator;
            break;
        case TokenType::Comment:
            kind = TokenKind::Comment;
            break;
        case TokenType::Unknown:
            kind = TokenKind::Error;
            break;
        }
        out.push_back({int(token.offset), int(token.length), kind});
    }
    return 0;
}

} // namespace Foulplay::Core::Cheat
