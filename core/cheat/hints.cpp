#include "cheat/hints.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <numeric>

namespace Foulplay::Core::Cheat {

namespace {

struct Synonym {
    std::string_view word;
    std::string_view meant;
};

// Words people write for a form Cheat spells differently.
constexpr std::array<Synonym, 21> synonyms{{
    {"greater", "larger than"},    {"bigger", "larger than"}, {"above", "larger than"},
    {"fewer", "less than"},        {"below", "smaller than"}, {"equals", "equal to"},
    {"same", "equal to"},          {"count", "counts"},       {"call", "calls cheat"},
    {"shout", "shouts"},           {"ask", "asks for"},       {"says", "shouts"},
    {"prints", "shouts"},          {"reads", "asks for"},     {"on", "to"},
    {"are", "they're allowed to"}, {"am", "I'm allowed to"},  {"multiplied", "times"},
    {"divides", "divisible by"},   {"counting", "counts"},    {"then", "than"},
}};

} // namespace

int editDistance(std::string_view a, std::string_view b)
{
    std::vector<int> row(b.size() + 1);
    std::iota(row.begin(), row.end(), 0);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1]))
                              == std::tolower(static_cast<unsigned char>(b[j - 1]));
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

Message wordHint(std::string_view word, const std::vector<std::string_view> &close)
{
    std::string lower(word);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (const Synonym &synonym : synonyms) {
        if (synonym.word == lower && std::find(close.begin(), close.end(), synonym.word) == close.end())
            return {MessageCode::DidYouMean, {'\'' + std::string(synonym.meant) + '\''}};
    }
    std::string_view best;
    int bestDistance = 3;
    for (std::string_view candidate : close) {
        const int distance = editDistance(lower, candidate);
        if (distance < bestDistance && distance <= int(candidate.size()) / 2) {
            best = candidate;
            bestDistance = distance;
        }
    }
    if (best.empty())
        return {};
    return {MessageCode::DidYouMean, {'\'' + std::string(best) + '\''}};
}

Message symbolHint(std::string_view symbol)
{
    if (symbol == ">")
        return {MessageCode::Write, {"'larger than'"}};
    if (symbol == "<")
        return {MessageCode::Write, {"'smaller than'"}};
    if (symbol == "=")
        return {MessageCode::Write, {"'equal to'"}};
    if (symbol == "%")
        return {MessageCode::Write, {"'divisible by'"}};
    if (symbol == ",")
        return {MessageCode::CheatCommaHint};
    if (symbol == "'" || symbol == "\xE2\x80\x99")
        return {MessageCode::CheatApostropheHint};
    if (symbol == "!" || symbol == "?" || symbol == ";")
        return {MessageCode::CheatEndWithDot};
    return {};
}

Expected expectedOf(MessageCode expected)
{
    using C = MessageCode;
    switch (expected) {
    case C::CheatWantsCheatAfterCalls:
    case C::CheatWantsCheatAfterWillCall:
    case C::CheatWantsCheatAfterCalled:
        return {{"cheat"}};
    case C::CheatWantsName:
    case C::CheatWantsTarget:
    case C::CheatWantsPlayer:
    case C::CheatWantsOwner:
        return {{}, Expected::Player};
    case C::CheatWantsScore:
        return {{"score"}};
    case C::CheatWantsForAfterAsks:
        return {{"for"}};
    case C::CheatWantsVerb:
        return {{"counts", "calls cheat", "shouts", "asks for"}};
    case C::CheatWantsIfOrDot:
        return {{"if", "unless", "."}};
    case C::CheatWantsAndOrDot:
        return {{"and", "or", "."}};
    case C::CheatWantsSuffix:
        return {{"'s"}};
    case C::CheatWantsCondition: // "Olly's score ...", "they're allowed to", "Olly counted"
        return {{}, Expected::Player | Expected::Number};
    case C::CheatWantsAllowedTo:
        return {{"allowed to"}};
    case C::CheatWantsToAfterAllowed:
    case C::CheatWantsToAfterEqual:
        return {{"to"}};
    case C::CheatWantsIsAfterScore:
        return {{"is"}};
    case C::CheatWantsThan:
        return {{"than"}};
    case C::CheatWantsByAfterDivisible:
    case C::CheatWantsByAfterAdded:
    case C::CheatWantsByAfterSubtracted:
    case C::CheatWantsByAfterDivided:
        return {{"by"}};
    case C::CheatWantsComparison:
        return {{"equal to", "larger than", "smaller than", "divisible by"}};
    case C::CheatWantsCountOrCall:
        return {{"count", "call cheat"}};
    case C::CheatWantsTimes:
        return {{"times"}};
    case C::CheatWantsAction:
        return {{"counted", "called cheat", "shouted", "won", "will"}};
    case C::CheatWantsNumber:
    case C::CheatWantsValue:
        return {{}, Expected::Number};
    default:
        return {};
    }
}

} // namespace Foulplay::Core::Cheat
