#include "common/diagnostic.h"

#include "common/decimal.h"

#include <algorithm>

namespace Foulplay::Core {

bool hasErrors(const std::vector<Diagnostic> &diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

namespace {

// Length of the valid UTF-8 sequence at text[i] and its code point; 0 when
// the bytes there are not one (overlong, surrogate, truncated, stray).
std::size_t decodeUtf8(std::string_view text, std::size_t i, char32_t &code)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    char32_t min = 0;
    if (lead < 0x80) {
        code = lead;
        return 1;
    } else if ((lead & 0xe0) == 0xc0) {
        length = 2, code = lead & 0x1f, min = 0x80;
    } else if ((lead & 0xf0) == 0xe0) {
        length = 3, code = lead & 0x0f, min = 0x800;
    } else if ((lead & 0xf8) == 0xf0) {
        length = 4, code = lead & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xc0) != 0x80)
            return 0;
        code = (code << 6) | (byte(i + k) & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return 0;
    return length;
}

bool invisible(char32_t code)
{
    return (code >= 0x80 && code <= 0x9f) || code == 0xa0 || code == 0xad || code == 0x34f || code == 0x61c
           || (code >= 0x115f && code <= 0x1160) || (code >= 0x180b && code <= 0x180e)
           || (code >= 0x2000 && code <= 0x200f) || (code >= 0x2028 && code <= 0x202f)
           || (code >= 0x205f && code <= 0x206f) || code == 0x3000 || code == 0x3164 || code == 0xfeff
           || (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xfff0 && code <= 0xfffb)
           || (code >= 0xe0000 && code <= 0xe007f);
}

void appendHex(std::string &out, const char *prefix, unsigned value, int digits)
{
    static const char Hex[] = "0123456789ABCDEF";
    out += prefix;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
        out.push_back(Hex[(value >> shift) & 0xf]);
}

bool isSpace(char c)
{
    return c == ' ';
}

bool closing(char c)
{
    return c == '\'' || c == '"' || c == ')' || c == '?' || c == ',' || c == '.' || c == ':' || c == '!' || c == ';';
}

} // namespace

namespace {

// One character of text, made printable.
std::string printable(std::string_view text, std::size_t &i)
{
    char32_t code = 0;
    const std::size_t length = decodeUtf8(text, i, code);
    std::string piece;
    if (length == 0) {
        appendHex(piece, "\\x", static_cast<unsigned char>(text[i]), 2);
        i += 1;
        return piece;
    }
    if (code < 0x20 || code == 0x7f)
        appendHex(piece, "\\x", unsigned(code), 2);
    else if (invisible(code))
        appendHex(piece, "U+", unsigned(code), code > 0xffff ? 5 : 4);
    else
        piece.assign(text.substr(i, length));
    i += length;
    return piece;
}

} // namespace

std::string escapedText(std::string_view text)
{
    std::string result;
    for (std::size_t i = 0; i < text.size();)
        result += printable(text, i);
    return result;
}

std::string displayText(std::string_view text)
{
    // First make every character printable, then shorten long runs; each
    // escape counts as one character of its run, opening and closing quotes
    // and punctuation count for nothing.
    std::string result;
    std::size_t run = 0; // characters kept in the current run without a space
    std::string held;    // closing punctuation right after MaxQuoted characters
    std::string tail;    // closing punctuation at the end of a cut run
    bool cut = false;
    const auto endRun = [&] {
        if (cut)
            result += "\u2026" + tail;
        else
            result += held;
        held.clear();
        tail.clear();
        cut = false;
        run = 0;
    };
    for (std::size_t i = 0; i < text.size();) {
        const std::string piece = printable(text, i);
        const bool punctuation = piece.size() == 1 && closing(piece[0]);
        if (piece.size() == 1 && isSpace(piece[0])) {
            endRun();
            result += piece;
        } else if (cut) {
            tail = punctuation ? tail + piece : std::string();
        } else if (run == 0 && punctuation) {
            result += piece; // an opening quote
        } else if (run < MaxQuoted) {
            result += piece;
            ++run;
        } else if (punctuation) {
            held += piece;
        } else {
            cut = true;
            held.clear();
        }
    }
    endRun();
    return result;
}

Message inputProblem(std::string_view token)
{
    const std::string_view text = token;
    const std::string quoted = '\'' + std::string(token) + '\'';
    std::size_t i = text.empty() || (text[0] != '-' && text[0] != '+') ? 0 : 1;
    std::size_t digits = 0;
    std::size_t points = 0;
    for (; i < text.size(); ++i) {
        if (text[i] >= '0' && text[i] <= '9')
            ++digits;
        else if (text[i] == '.' || text[i] == ',')
            ++points;
        else
            break;
    }
    if (digits > 0 && points <= 1 && i == text.size())
        return {MessageCode::InputTooLong, {quoted, std::to_string(Decimal::MaxDigits)}};
    if (digits > 0 && points <= 1 && i + 1 < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        std::size_t k = i + 1;
        if (text[k] == '-' || text[k] == '+')
            ++k;
        const bool exponent = k < text.size() && std::all_of(text.begin() + std::ptrdiff_t(k), text.end(), [](char c) {
                                  return c >= '0' && c <= '9';
                              });
        if (exponent)
            return {MessageCode::InputExponent, {quoted}};
    }
    return {MessageCode::InputNotNumber, {quoted}};
}

std::string formatDiagnostic(const std::string &fileName, const Diagnostic &diagnostic)
{
    std::string text = escapedText(fileName) + ':' + std::to_string(diagnostic.range.begin.line) + ':'
                       + std::to_string(diagnostic.range.begin.column) + ": "
                       + (diagnostic.severity == Severity::Error ? "error: " : "warning: ")
                       + englishText(diagnostic.message);
    // englishText() is display text already: shortening it again would cut
    // an escaped byte's run shorter than every other front end shows it.
    if (!diagnostic.hint.empty())
        text += " (" + englishText(diagnostic.hint) + ')';
    return text;
}

} // namespace Foulplay::Core
