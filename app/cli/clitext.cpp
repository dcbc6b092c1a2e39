#include "clitext.h"

#include "common/diagnostic.h"

#include <charconv>
#include <cstdlib>

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
