#pragma once

#include <cstdint>
#include <string_view>

namespace Foulplay::Core::Fyb {

// The value of a cell. The numbers are the original interpreter's: the engine
// counts with them (`+` is "value + 1 modulo 17"), so the order matters.
enum class Command : std::uint8_t {
    Nop = 0,   // %
    Increment, // +
    Left,      // <
    Right,     // >
    Input,     // , (reserved, does nothing)
    Output,    // . (reserved, does nothing)
    Commit,    // !
    Uncommit,  // ?
    LoopOpen,  // [
    LoopClose, // ]
    SeekOpen,  // {
    SeekClose, // }
    ForkOpen,  // :
    ForkClose, // ;
    Bomb,      // no source character; shown as B
    Exit,      // *
    Defect,    // @
};

// Number of cell values (0..16); `+` wraps modulo this.
inline constexpr int CommandCount = 17;

// The source characters of the commands, in value order without the bomb
// (14): "%+<>,.!?[]{}:;*@". The parser and the editor's lexer both use it.
inline constexpr std::string_view CommandCharacters = "%+<>,.!?[]{}:;*@";

// The character that shows a cell value in views and traces: the command's
// source character, 'B' for the bomb, '?' never (values are always 0..16).
constexpr char commandChar(int value)
{
    constexpr std::string_view chars = "%+<>,.!?[]{}:;B*@";
    return value >= 0 && value < CommandCount ? chars[static_cast<std::size_t>(value)] : ' ';
}

// The value of a source character, or -1 when the character is not a
// command (comment brackets included).
constexpr int commandValue(char c)
{
    switch (c) {
    case '%':
        return 0;
    case '+':
        return 1;
    case '<':
        return 2;
    case '>':
        return 3;
    case ',':
        return 4;
    case '.':
        return 5;
    case '!':
        return 6;
    case '?':
        return 7;
    case '[':
        return 8;
    case ']':
        return 9;
    case '{':
        return 10;
    case '}':
        return 11;
    case ':':
        return 12;
    case ';':
        return 13;
    case '*':
        return 15;
    case '@':
        return 16;
    default:
        return -1;
    }
}

} // namespace Foulplay::Core::Fyb
