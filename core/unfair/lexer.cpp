#include "unfair/lexer.h"

namespace Foulplay::Core::Unfair {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool isWordChar(char c)
{
    return isLetter(c) || isDigit(c);
}

char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

} // namespace

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

Lexer::Lexer(std::string_view text, int startLine)
    : m_text(text)
    , m_line(startLine)
{
}

Lexer::Lexer(std::string_view text, std::size_t position, int line, std::size_t lineStart)
    : m_text(text)
    , m_pos(position)
    , m_line(line)
    , m_lineStart(lineStart)
{
}

Lexeme Lexer::next()
{
    const std::size_t size = m_text.size();
    while (m_pos < size) {
        const char c = m_text[m_pos];
        if (c == '\n') {
            ++m_pos;
            ++m_line;
            m_lineStart = m_pos;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') {
            ++m_pos;
        } else {
            break;
        }
    }
    Lexeme lexeme;
    lexeme.offset = std::uint32_t(m_pos);
    lexeme.pos = {m_line, int(m_pos - m_lineStart) + 1};
    if (m_pos >= size) {
        lexeme.kind = LexKind::End;
        return lexeme;
    }

    const std::size_t start = m_pos;
    const auto at = [&](std::size_t i) { return i < size ? m_text[i] : '\0'; };
    const char c = m_text[m_pos];

    if (c == '#') {
        while (m_pos < size && m_text[m_pos] != '\n')
            ++m_pos;
        lexeme.kind = LexKind::Comment;
    } else if (isDigit(c) || (c == '-' && isDigit(at(m_pos + 1)))) {
        const bool negative = c == '-';
        if (negative)
            ++m_pos;
        while (isDigit(at(m_pos)))
            ++m_pos;
        if (!negative && isWordChar(at(m_pos))) {
            // digits followed by letters: an ordinal (1st) or a label name
            while (isWordChar(at(m_pos)) || (at(m_pos) == '-' && isLetter(at(m_pos + 1))))
                ++m_pos;
            lexeme.kind = LexKind::Word;
        } else {
            // A '.' directly followed by a digit is part of the number
            // (Player 1.5 counts.), otherwise it ends the sentence.
            if (at(m_pos) == '.' && isDigit(at(m_pos + 1))) {
                ++m_pos;
                while (isDigit(at(m_pos)))
                    ++m_pos;
            }
            lexeme.kind = LexKind::Number;
        }
    } else if (isLetter(c)) {
        while (isWordChar(at(m_pos)) || (at(m_pos) == '-' && isLetter(at(m_pos + 1))))
            ++m_pos;
        lexeme.kind = LexKind::Word;
    } else if (c == '.') {
        ++m_pos;
        lexeme.kind = LexKind::Dot;
    } else if (c == ',') {
        ++m_pos;
        lexeme.kind = LexKind::Comma;
    } else if (c == '\'' && lower(at(m_pos + 1)) == 's' && !isWordChar(at(m_pos + 2))) {
        m_pos += 2;
        lexeme.kind = LexKind::Possessive;
    } else if (c == '\xe2' && at(m_pos + 1) == '\x80' && at(m_pos + 2) == '\x99' && lower(at(m_pos + 3)) == 's'
               && !isWordChar(at(m_pos + 4))) {
        m_pos += 4; // ’s
        lexeme.kind = LexKind::Possessive;
    } else {
        // One character, all bytes of it when it is UTF-8.
        ++m_pos;
        if ((static_cast<unsigned char>(c) & 0xc0) == 0xc0) {
            while (m_pos < size && (static_cast<unsigned char>(m_text[m_pos]) & 0xc0) == 0x80)
                ++m_pos;
        }
        lexeme.kind = LexKind::Invalid;
    }
    lexeme.length = std::uint32_t(m_pos - start);
    return lexeme;
}

} // namespace Foulplay::Core::Unfair
