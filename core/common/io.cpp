#include "common/io.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>

#include <sys/stat.h>

namespace Foulplay::Core {

namespace {

bool isInputSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

constexpr std::string_view ByteOrderMark = "\xEF\xBB\xBF";
constexpr std::string_view Ellipsis = "\u2026";

} // namespace

bool InputTokenizer::feedByte(char byte, std::string &token)
{
    if (isInputSpace(byte)) {
        m_atStart = false;
        m_skipping = false;
        if (m_token.empty())
            return false;
        token = std::move(m_token);
        m_token.clear();
        return true;
    }
    if (m_skipping)
        return false;
    m_token.push_back(byte);
    if (m_atStart) {
        if (m_token.size() > ByteOrderMark.size() || !ByteOrderMark.starts_with(m_token))
            m_atStart = false;
        else if (m_token.size() == ByteOrderMark.size()) {
            m_token.clear();
            m_atStart = false;
        }
        return false;
    }
    if (m_token.size() <= MaxTokenBytes)
        return false;
    // One byte past the limit: the token goes on as far as the limit, marked.
    m_token.resize(MaxTokenBytes);
    m_token.append(Ellipsis);
    m_skipping = true;
    token = std::move(m_token);
    m_token.clear();
    return true;
}

bool InputTokenizer::finishToken(std::string &token)
{
    m_skipping = false;
    m_atStart = false;
    if (m_token.empty())
        return false;
    token = std::move(m_token);
    m_token.clear();
    return true;
}

TextInput::TextInput(std::string_view text, bool closed)
{
    append(text);
    if (closed)
        close();
    else
        m_closed = false;
}

void TextInput::append(std::string_view text)
{
    m_tokenizer.feed(text, m_tokens);
}

void TextInput::close()
{
    m_tokenizer.finish(m_tokens);
    m_closed = true;
}

InputSource::Status TextInput::peek(std::size_t index, std::string &token)
{
    if (index < m_tokens.size()) {
        token = m_tokens[index];
        return Status::Ready;
    }
    return m_closed ? Status::EndOfInput : Status::Pending;
}

void TextInput::consume(std::size_t count)
{
    while (count > 0 && !m_tokens.empty()) {
        m_tokens.pop_front();
        --count;
    }
}

std::optional<std::string> readWholeFile(const std::string &path, std::uint64_t limit, ReadFailure &failure, int &error)
{
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        failure = ReadFailure::Directory;
        return std::nullopt;
    }
    std::FILE *file = std::fopen(path.c_str(), "rb");
    if (!file) {
        failure = ReadFailure::System;
        error = errno;
        return std::nullopt;
    }
    std::string text;
    // A regular file's size is known: read into room for it (and one more
    // byte to see the end), instead of growing and copying as it comes.
    struct stat status { };
    if (::fstat(::fileno(file), &status) == 0 && S_ISREG(status.st_mode) && status.st_size > 0)
        text.reserve(std::size_t(std::min<std::uint64_t>(std::uint64_t(status.st_size), limit) + 1));
    char buffer[1 << 16];
    while (true) {
        const std::size_t got = std::fread(buffer, 1, sizeof buffer, file);
        if (got > 0) {
            if (text.size() + got > limit) {
                std::fclose(file);
                failure = ReadFailure::TooLarge;
                return std::nullopt;
            }
            text.append(buffer, got);
        }
        if (got < sizeof buffer) {
            const bool failed = std::ferror(file);
            const int code = errno;
            std::fclose(file);
            if (failed) {
                failure = ReadFailure::System;
                error = code;
                return std::nullopt;
            }
            return text;
        }
    }
}

} // namespace Foulplay::Core
