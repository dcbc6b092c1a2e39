#include "clitext.h"

#include "common/diagnostic.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace Foulplay::Cli {

std::string foreign(std::string_view text)
{
    return Core::escapedText(text);
}

Limits &limits()
{
    thread_local Limits current;
    return current;
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

std::optional<std::uint64_t> parseCount(const std::string &text)
{
    std::uint64_t value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

bool messagesInEnglish()
{
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char *value = std::getenv(name);
        if (!value || !*value)
            continue;
        const std::string_view language(value);
        return language.starts_with("en") || language == "C" || language.starts_with("C.") || language == "POSIX";
    }
    return true;
}

} // namespace Foulplay::Cli
