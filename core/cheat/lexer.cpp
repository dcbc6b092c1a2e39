#include "cheat/lexer.h"

#include <array>
#include <cctype>

namespace Foulplay::Core::Cheat {

namespace {

struct KeywordEntry {
    std::string_view text;
    Keyword keyword;
};

constexpr std::array<KeywordEntry, 40> keywordTable{{
    {"player", Keyword::Player},
    {"counts", Keyword::Counts},
    {"by", Keyword::By},
    {"calls", Keyword::Calls},
    {"cheat", Keyword::Cheat},
    {"to", Keyword::To},
    {"shouts", Keyword::Shouts},
    {"asks", Keyword::Asks},
    {"for", Keyword::For},
    {"score", Keyword::Score},
    {"if", Keyword::If},
    {"unless", Keyword::Unless},
    {"and", Keyword::And},
    {"or", Keyword::Or},
    {"is", Keyword::Is},
    {"equal", Keyword::Equal},
    {"larger", Keyword::Larger},
    {"more", Keyword::More},
    {"higher", Keyword::Higher},
    {"smaller", Keyword::Smaller},
    {"less", Keyword::Less},
    {"lower", Keyword::Lower},
    {"than", Keyword::Than},
    {"divisible", Keyword::Divisible},
    {"added", Keyword::Added},
    {"plus", Keyword::Plus},
    {"subtracted", Keyword::Subtracted},
    {"minus", Keyword::Minus},
    {"x", Keyword::X},
    {"times", Keyword::Times},
    {"divided", Keyword::Divided},
    {"over", Keyword::Over},
    {"counted", Keyword::Counted},
    {"called", Keyword::Called},
    {"shouted", Keyword::Shouted},
    {"won", Keyword::Won},
    {"will", Keyword::Will},
    {"count", Keyword::Count},
    {"call", Keyword::Call},
    {"allowed", Keyword::Allowed},
}};

struct PronounEntry {
    std::string_view text;
    Pronoun pronoun;
};

constexpr std::array<PronounEntry, 15> pronounTable{{
    {"i", {PronounFamily::I, true, false}},
    {"me", {PronounFamily::I, true, false}},
    {"my", {PronounFamily::I, false, true}},
    {"you", {PronounFamily::You, true, false}},
    {"your", {PronounFamily::You, false, true}},
    {"he", {PronounFamily::He, true, false}},
    {"him", {PronounFamily::He, true, false}},
    {"his", {PronounFamily::He, false, true}},
    {"she", {PronounFamily::She, true, false}},
    {"her", {PronounFamily::She, true, true}},
    {"it", {PronounFamily::It, true, false}},
    {"its", {PronounFamily::It, false, true}},
    {"they", {PronounFamily::They, true, false}},
    {"them", {PronounFamily::They, true, false}},
    {"their", {PronounFamily::They, false, true}},
}};

// Lower-cases word into buffer; false when it is too long to be a reserved word.
bool lowered(std::string_view word, std::array<char, 12> &buffer, std::string_view &out)
{
    if (word.size() > buffer.size())
        return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        buffer[i] = char(std::tolower(static_cast<unsigned char>(word[i])));
    out = std::string_view(buffer.data(), word.size());
    return true;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool isWordStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

// Bytes of the UTF-8 sequence starting with lead (1 for anything malformed).
std::size_t utf8Length(unsigned char lead)
{
    if (lead >= 0xF0 && lead < 0xF8)
        return 4;
    if (lead >= 0xE0)
        return lead < 0xF0 ? 3 : 1;
    if (lead >= 0xC0)
        return 2;
    return 1;
}

bool startsWith(std::string_view text, std::size_t at, std::string_view what)
{
    return text.substr(at, what.size()) == what;
}

constexpr std::string_view rightQuote = "\xE2\x80\x99"; // U+2019
constexpr std::string_view cross = "\xC3\x97";          // U+00D7
constexpr std::string_view obelus = "\xC3\xB7";         // U+00F7

} // namespace

Keyword keywordOf(std::string_view word)
{
    std::array<char, 12> buffer{};
    std::string_view lower;
    if (!lowered(word, buffer, lower))
        return Keyword::None;
    for (const KeywordEntry &entry : keywordTable) {
        if (entry.text == lower)
            return entry.keyword;
    }
    return Keyword::None;
}

Pronoun pronounOf(std::string_view word)
{
    std::array<char, 12> buffer{};
    std::string_view lower;
    if (word.size() > 5 || !lowered(word, buffer, lower))
        return {};
    for (const PronounEntry &entry : pronounTable) {
        if (entry.text == lower)
            return entry.pronoun;
    }
    return {};
}

std::string_view keywordText(Keyword keyword)
{
    for (const KeywordEntry &entry : keywordTable) {
        if (entry.keyword == keyword)
            return entry.text;
    }
    return {};
}

const std::vector<std::string_view> &keywords()
{
    static const std::vector<std::string_view> all = [] {
        std::vector<std::string_view> words;
        for (const KeywordEntry &entry : keywordTable)
            words.push_back(entry.text);
        for (const PronounEntry &entry : pronounTable)
            words.push_back(entry.text);
        return words;
    }();
    return all;
}

Lexer::Lexer(std::string_view source, std::vector<std::uint32_t> *lineStarts)
    : m_source(source)
    , m_lineStarts(lineStarts)
{
    if (m_lineStarts)
        m_lineStarts->push_back(0);
}

bool Lexer::next(Lexeme &token)
{
    const std::string_view source = m_source;
    std::size_t i = m_next;
    auto push = [&](TokenType type, std::size_t start, std::size_t end) {
        token = Lexeme{};
        token.type = type;
        token.offset = std::uint32_t(start);
        token.length = std::uint32_t(end - start);
        token.pos = {m_line, int(start - m_lineStart) + 1};
        m_next = end;
        m_lastType = type;
        m_lastEnd = end;
        return true;
    };
    while (i < source.size()) {
        const char c = source[i];
        if (c == '\n') {
            ++i;
            ++m_line;
            m_lineStart = i;
            if (m_lineStarts)
                m_lineStarts->push_back(std::uint32_t(i));
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++i;
        } else if (c == '/' && i + 1 < source.size() && source[i + 1] == '/') {
            std::size_t end = source.find('\n', i);
            if (end == std::string_view::npos)
                end = source.size();
            return push(TokenType::Comment, i, end);
        } else if (isDigit(c)) {
            // A '.' or ',' directly between digits belongs to the number.
            std::size_t end = i;
            while (end < source.size()) {
                if (isDigit(source[end]))
                    ++end;
                else if ((source[end] == '.' || source[end] == ',') && end + 1 < source.size()
                         && isDigit(source[end + 1]))
                    ++end;
                else
                    break;
            }
            return push(TokenType::Number, i, end);
        } else if (isWordStart(c)) {
            std::size_t end = i;
            while (end < source.size() && isWordChar(source[end]))
                ++end;
            push(TokenType::Word, i, end);
            token.keyword = keywordOf(source.substr(i, end - i));
            return true;
        } else if (c == '\'' || startsWith(source, i, rightQuote)) {
            const std::size_t quote = c == '\'' ? 1 : rightQuote.size();
            std::size_t end = i + quote;
            while (end < source.size() && std::isalpha(static_cast<unsigned char>(source[end])))
                ++end;
            const bool glued = (m_lastType == TokenType::Word || m_lastType == TokenType::Number) && m_lastEnd == i;
            return push(end > i + quote && glued ? TokenType::Suffix : TokenType::Unknown, i,
                        end > i + quote && glued ? end : i + quote);
        } else if (startsWith(source, i, cross) || startsWith(source, i, obelus)) {
            return push(source[i + 1] == cross[1] ? TokenType::Cross : TokenType::Obelus, i, i + 2);
        } else {
            TokenType type = TokenType::Unknown;
            std::size_t length = 1;
            switch (c) {
            case '.':
                type = TokenType::Period;
                break;
            case '+':
                type = TokenType::Plus;
                break;
            case '-':
                type = TokenType::Minus;
                break;
            case '*':
                type = TokenType::Star;
                break;
            case '/':
                type = TokenType::Slash;
                break;
            default:
                length = std::min(utf8Length(static_cast<unsigned char>(c)), source.size() - i);
                // Only continuation bytes belong to the character: a truncated
                // sequence must not swallow the newline (or anything) after it.
                for (std::size_t k = 1; k < length; ++k) {
                    if ((static_cast<unsigned char>(source[i + k]) & 0xC0) != 0x80) {
                        length = k;
                        break;
                    }
                }
                break;
            }
            return push(type, i, i + length);
        }
    }
    m_next = i;
    return false;
}

std::vector<Lexeme> tokenize(std::string_view source)
{
    std::vector<Lexeme> tokens;
    tokens.reserve(source.size() / 4 + 1);
    Lexer lexer(source);
    Lexeme token;
    while (lexer.next(token))
        tokens.push_back(token);
    return tokens;
}

} // namespace Foulplay::Core::Cheat
