#pragma once

#include <string_view>
#include <vector>

namespace Foulplay::Core {

// The neutral styles the editor colours, by what a token does. Each
// language's lexer maps its lexemes onto them, so the colours show exactly
// what the parser reads, and every theme (the editor's own, a
// KSyntaxHighlighting one, an editor's semantic tokens) has a look for each.
enum class TokenKind {
    Text, // ignored text or plain words
    Comment,
    Keyword,     // the words a statement is made of: counts, if, ...
    Player,      // a player's name: Player 1, Alice
    Pronoun,     // a word standing for a player: his, they're
    Number,      // a number written in the program
    Label,       // a name a jump goes to
    Operator,    // arithmetic and comparison
    Punctuation, // the '.' ending a sentence
    Inert,       // a command that does nothing
    DataEdit,    // a command that changes or moves through data
    Commit,      // a command that makes a change take effect
    ControlFlow, // a command that jumps or loops (brackets pair up)
    Concurrency, // a command that starts or ends a thread
    Alert,       // a command that turns a thread against its own side
    Error,       // text the lexer cannot read
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
