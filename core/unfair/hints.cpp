#include "unfair/hints.h"

#include "unfair/lexer.h"

#include <algorithm>
#include <cstdint>

namespace Foulplay::Core::Unfair {

namespace {

char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

// Edit distance counting insertions, deletions, substitutions and swaps of
// neighbours ("teh" is one step from "the").
std::size_t editDistance(std::string_view a, std::string_view b, bool caseSensitive)
{
    const auto same = [&](char x, char y) { return caseSensitive ? x == y : lower(x) == lower(y); };
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    std::vector<std::size_t> previous2(m + 1), previous(m + 1), current(m + 1);
    for (std::size_t j = 0; j <= m; ++j)
        previous[j] = j;
    for (std::size_t i = 1; i <= n; ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= m; ++j) {
            const std::size_t cost = same(a[i - 1], b[j - 1]) ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
                current[j] = std::min(current[j], previous2[j - 2] + 1);
        }
        previous2.swap(previous);
        previous.swap(current);
    }
    return previous[m];
}

} // namespace

Message closestHint(std::string_view word, std::span<const std::string_view> candidates, bool caseSensitive)
{
    if (word.size() > 40)
        return {};
    std::string_view best;
    std::size_t bestDistance = SIZE_MAX;
    for (std::string_view candidate : candidates) {
        const std::size_t distance = editDistance(word, candidate, caseSensitive);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    // Close means a typo or two, and not most of the word.
    const std::size_t allowed = std::max<std::size_t>(1, std::min<std::size_t>(2, best.size() / 3));
    if (bestDistance == 0 || bestDistance > allowed)
        return {};
    return {MessageCode::DidYouMean, {'\'' + std::string(best) + '\''}};
}

Message closestHint(std::string_view word, std::initializer_list<std::string_view> candidates, bool caseSensitive)
{
    return closestHint(word, std::span<const std::string_view>(candidates.begin(), candidates.size()), caseSensitive);
}

Message closestHint(std::string_view word, const std::vector<std::string_view> &candidates, bool caseSensitive)
{
    return closestHint(word, std::span<const std::string_view>(candidates), caseSensitive);
}

Message playerSpacingHint(std::string_view word)
{
    if (word.size() <= 6 || !equalsIgnoringCase(word.substr(0, 6), "player"))
        return {};
    const std::string_view number = word.substr(6);
    if (number.find_first_not_of("0123456789") != std::string_view::npos)
        return {};
    return {MessageCode::DidYouMean, {"'Player " + std::string(number) + '\''}};
}

std::string ordinalSuffix(std::string_view digits)
{
    const auto digit = [&](std::size_t fromEnd) {
        return digits.size() > fromEnd ? digits[digits.size() - 1 - fromEnd] - '0' : 0;
    };
    if (digit(1) == 1)
        return "th"; // 11th, 12th, 13th, 111th
    switch (digit(0)) {
    case 1:
        return "st";
    case 2:
        return "nd";
    case 3:
        return "rd";
    default:
        return "th";
    }
}

std::string ordinal(std::uint64_t value)
{
    const std::string digits = std::to_string(value);
    return digits + ordinalSuffix(digits);
}

} // namespace Foulplay::Core::Unfair
