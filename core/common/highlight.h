#pragma once

#include <string_view>
#include <vector>

namespace Foulplay::Core {

// The kinds of token the editor colours. Each language's lexer produces
// them, so the colours show exactly what the parser reads.
enum class TokenKind {
    Text, // ignored text (FYB) or plain words
    Comment,
    Keyword, // sentence words: counts, de-syncs, calls cheat, if, ...
    Player,  // Player 1, Alice
    Pronoun, // his, her, they're ...
    Number,
    Label,       // Unfair label names
    Operator,    // Cheat arithmetic and comparison words
    Punctuation, // the '.' ending a sentence
    // FYB commands by kind
    FybNop,    // % , .
    FybData,   // + < > ?
    FybCommit, // !
    FybLoop,   // [ ] { }
    FybThread, // : ; *
    FybDefect, // @
    Error,     // text the lexer cannot read
};

// One coloured span of a line: byte offset and length within the line.
struct Token {
    int start = 0;
    int length = 0;
    TokenKind kind = TokenKind::Text;
};

// Every language's lexer offers a line-by-line form for the editor:
//   int highlightLine(std::string_view line, int stateIn, std::vector<Token> &out);
// stateIn is the state the previous line ended in (0 at the start of a file),
// the return value the state this line ends in (FYB: inside a comment or not).

} // namespace Foulplay::Core
