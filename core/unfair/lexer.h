#pragma once

#include "common/diagnostic.h"

#include <cstdint>
#include <string_view>

namespace Foulplay::Core::Unfair {

// The pieces an Unfair text is made of. The parser and the editor's
// highlighter both read text through Lexer, so the colours show exactly what
// the parser sees.
enum class LexKind : std::uint8_t {
    Word,       // letters, digits, '_' and inner '-': Player, de-syncs, loop_2, 1st
    Number,     // 12, 1.3514, -3 (a '.' followed by a digit belongs to the number)
    Possessive, // 's (or the typographic ’s)
    Dot,        // the '.' ending a sentence
    Comma,
    Comment, // '#' to the end of the line
    Invalid, // a character that has no place in Unfair
    End,
};

struct Lexeme {
    LexKind kind = LexKind::End;
    std::uint32_t offset = 0; // byte offset in the text
    std::uint32_t length = 0;
    SourcePos pos; // of the first character

    SourcePos endPos() const { return {pos.line, pos.column + int(length)}; }
};

// Splits a text into lexemes, skipping whitespace. Lines and columns count
// from startLine/1. A plain value; each instance is used by one thread.
class Lexer {
public:
    explicit Lexer(std::string_view text, int startLine = 1);
    // Starts at byte position of text, on line `line`, whose first byte is lineStart.
    Lexer(std::string_view text, std::size_t position, int line, std::size_t lineStart);

    // The next lexeme (comments included; LexKind::End at the end, repeatedly).
    Lexeme next();

    std::string_view text(const Lexeme &lexeme) const { return m_text.substr(lexeme.offset, lexeme.length); }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
};

// True when a and b are equal ignoring ASCII case (keywords are case-insensitive).
bool equalsIgnoringCase(std::string_view a, std::string_view b);

} // namespace Foulplay::Core::Unfair
