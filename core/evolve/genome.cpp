#include "evolve/genome.h"

#include <algorithm>
#include <vector>

namespace Foulplay::Core::Evolve {

namespace {

// Plain commands by weight: `+`, `>` and `!` build bombs and move, so they
// come most often; `,` and `.` do nothing (as `%`) and are left out.
constexpr std::string_view PlainCommands = "+++>>><<!!!?%*@";
// Bracket kinds by weight: loops most, seeks and forks less.
constexpr std::string_view OpenBrackets = "[[[{{::";
// A span copied or wrapped in brackets holds at most this many commands.
constexpr std::size_t MaxSpan = 16;

char closeOf(char open)
{
    return open == '[' ? ']' : open == '{' ? '}' : ';';
}

char pick(std::string_view from, Rng &rng)
{
    return from[static_cast<std::size_t>(rng.below(from.size()))];
}

// The partner of every bracket of a balanced code, -1 for other commands.
std::vector<std::ptrdiff_t> partners(std::string_view code)
{
    std::vector<std::ptrdiff_t> partner(code.size(), -1);
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (isOpenBracket(code[i])) {
            open.push_back(i);
        } else if (isCloseBracket(code[i]) && !open.empty()) {
            partner[i] = static_cast<std::ptrdiff_t>(open.back());
            partner[open.back()] = static_cast<std::ptrdiff_t>(i);
            open.pop_back();
        }
    }
    return partner;
}

// The ends e (begin <= e, e - begin <= MaxSpan) for which code[begin, e) is
// balanced; begin itself is one of them.
std::vector<std::size_t> balancedEnds(std::string_view code, std::size_t begin)
{
    std::vector<std::size_t> ends{begin};
    int depth = 0;
    for (std::size_t i = begin; i < code.size() && i - begin < MaxSpan; ++i) {
        if (isOpenBracket(code[i]))
            ++depth;
        else if (isCloseBracket(code[i]) && --depth < 0)
            break;
        if (depth == 0)
            ends.push_back(i + 1);
    }
    return ends;
}

// Makes a child fit: balanced, at most maxLength commands, at least one.
std::string fit(std::string code, Rng &rng, std::size_t maxLength)
{
    if (code.size() > maxLength)
        code.resize(maxLength);
    code = balanced(code);
    if (code.empty())
        code.push_back(pick(PlainCommands, rng));
    return code;
}

} // namespace

Rng Rng::stream(std::uint64_t seed, std::uint64_t generation, std::uint64_t index)
{
    Rng mix(seed);
    Rng a(mix.next() ^ generation);
    Rng b(a.next() ^ index);
    return Rng(b.next());
}

std::uint64_t Rng::next()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t Rng::below(std::uint64_t bound)
{
    // Rejects the top partial block so every value is equally likely.
    const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % bound);
    for (;;) {
        const std::uint64_t value = next();
        if (value < limit)
            return value % bound;
    }
}

bool isGenomeCommand(char c)
{
    return std::string_view("%+<>,.!?[]{}:;*@").find(c) != std::string_view::npos;
}

bool isOpenBracket(char c)
{
    return c == '[' || c == '{' || c == ':';
}

bool isCloseBracket(char c)
{
    return c == ']' || c == '}' || c == ';';
}

bool isWellFormed(std::string_view code, std::size_t maxLength)
{
    if (code.empty() || code.size() > maxLength)
        return false;
    std::string open;
    for (const char c : code) {
        if (!isGenomeCommand(c))
            return false;
        if (isOpenBracket(c)) {
            open.push_back(c);
        } else if (isCloseBracket(c)) {
            if (open.empty() || closeOf(open.back()) != c)
                return false;
            open.pop_back();
        }
    }
    return open.empty();
}

std::string balanced(std::string_view code)
{
    std::vector<bool> keep(code.size(), false);
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < code.size(); ++i) {
        const char c = code[i];
        if (isOpenBracket(c)) {
            open.push_back(i);
        } else if (isCloseBracket(c)) {
            // A closing bracket of another kind than the last open one has
            // no partner: it goes, and the open one waits for its own.
            if (!open.empty() && closeOf(code[open.back()]) == c) {
                keep[i] = keep[open.back()] = true;
                open.pop_back();
            }
        } else {
            keep[i] = isGenomeCommand(c);
        }
    }
    std::string out;
    out.reserve(code.size());
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (keep[i])
            out.push_back(code[i]);
    }
    return out;
}

std::string randomGenome(Rng &rng, std::size_t minLength, std::size_t maxLength)
{
    const std::size_t length = minLength + static_cast<std::size_t>(rng.below(maxLength - minLength + 1));
    std::string code;
    std::string open;
    while (code.size() + open.size() < length) {
        const std::uint64_t roll = rng.below(100);
        if (roll < 12 && code.size() + open.size() + 2 <= length) {
            open.push_back(pick(OpenBrackets, rng));
            code.push_back(open.back());
        } else if (roll < 24 && !open.empty()) {
            code.push_back(closeOf(open.back()));
            open.pop_back();
        } else {
            code.push_back(pick(PlainCommands, rng));
        }
    }
    while (!open.empty()) {
        code.push_back(closeOf(open.back()));
        open.pop_back();
    }
    return fit(std::move(code), rng, maxLength);
}

const char *operatorName(Operator op)
{
    switch (op) {
    case Operator::Insert:
        return "insert";
    case Operator::Delete:
        return "delete";
    case Operator::Change:
        return "change";
    case Operator::Duplicate:
        return "duplicate";
    case Operator::Crossover:
        return "crossover";
    }
    return "";
}

std::string insertCommand(std::string_view given, Rng &rng, std::size_t maxLength)
{
    std::string code = balanced(given);
    const auto at = static_cast<std::size_t>(rng.below(code.size() + 1));
    if (rng.below(8) == 0) {
        const std::vector<std::size_t> ends = balancedEnds(code, at);
        const std::size_t end = ends[static_cast<std::size_t>(rng.below(ends.size()))];
        const char open = pick(OpenBrackets, rng);
        code.insert(end, 1, closeOf(open));
        code.insert(at, 1, open);
    } else {
        code.insert(at, 1, pick(PlainCommands, rng));
    }
    return fit(std::move(code), rng, maxLength);
}

std::string deleteCommand(std::string_view given, Rng &rng, std::size_t maxLength)
{
    std::string code = balanced(given);
    if (code.empty())
        return fit(std::move(code), rng, maxLength);
    const auto at = static_cast<std::size_t>(rng.below(code.size()));
    const std::ptrdiff_t partner = partners(code)[at];
    if (partner >= 0) {
        code.erase(std::max(at, static_cast<std::size_t>(partner)), 1);
        code.erase(std::min(at, static_cast<std::size_t>(partner)), 1);
    } else {
        code.erase(at, 1);
    }
    return fit(std::move(code), rng, maxLength);
}

std::string changeCommand(std::string_view given, Rng &rng, std::size_t maxLength)
{
    std::string code = balanced(given);
    if (code.empty())
        return fit(std::move(code), rng, maxLength);
    const auto at = static_cast<std::size_t>(rng.below(code.size()));
    const std::ptrdiff_t partner = partners(code)[at];
    if (partner >= 0) {
        const std::size_t open = std::min(at, static_cast<std::size_t>(partner));
        const std::size_t close = std::max(at, static_cast<std::size_t>(partner));
        char kind = code[open];
        while (kind == code[open])
            kind = pick("[{:", rng);
        code[open] = kind;
        code[close] = closeOf(kind);
    } else {
        const char old = code[at];
        for (int tries = 0; tries < 8 && code[at] == old; ++tries)
            code[at] = pick(PlainCommands, rng);
    }
    return fit(std::move(code), rng, maxLength);
}

std::string duplicateSpan(std::string_view given, Rng &rng, std::size_t maxLength)
{
    std::string code = balanced(given);
    if (code.empty())
        return fit(std::move(code), rng, maxLength);
    // A span starts anywhere but at a closing bracket (a balanced code
    // always has such a place: its first command).
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (!isCloseBracket(code[i]))
            starts.push_back(i);
    }
    const std::size_t begin = starts[static_cast<std::size_t>(rng.below(starts.size()))];
    std::vector<std::size_t> ends = balancedEnds(code, begin);
    ends.erase(ends.begin()); // the empty span
    if (ends.empty())         // an open bracket whose span is longer: copy it whole
        ends.push_back(static_cast<std::size_t>(partners(code)[begin]) + 1);
    const std::size_t end = ends[static_cast<std::size_t>(rng.below(ends.size()))];
    const std::string span = code.substr(begin, end - begin);
    code.insert(static_cast<std::size_t>(rng.below(code.size() + 1)), span);
    return fit(std::move(code), rng, maxLength);
}

std::string crossover(std::string_view givenA, std::string_view givenB, Rng &rng, std::size_t maxLength)
{
    const std::string a = balanced(givenA);
    const std::string b = balanced(givenB);
    const std::vector<std::ptrdiff_t> partnerA = partners(a);
    const std::vector<std::ptrdiff_t> partnerB = partners(b);
    std::vector<std::size_t> opensA;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (isOpenBracket(a[i]))
            opensA.push_back(i);
    }
    std::vector<std::size_t> opensB;
    std::vector<std::size_t> sameKindB;
    if (!opensA.empty()) {
        const std::size_t at = opensA[static_cast<std::size_t>(rng.below(opensA.size()))];
        for (std::size_t i = 0; i < b.size(); ++i) {
            if (isOpenBracket(b[i])) {
                opensB.push_back(i);
                if (b[i] == a[at])
                    sameKindB.push_back(i);
            }
        }
        // Matching brackets: a span of a opened by `[` is preferably
        // replaced by a span of b opened by `[` too.
        const std::vector<std::size_t> &from = sameKindB.empty() ? opensB : sameKindB;
        if (!from.empty()) {
            const std::size_t bt = from[static_cast<std::size_t>(rng.below(from.size()))];
            const auto endA = static_cast<std::size_t>(partnerA[at]) + 1;
            const auto endB = static_cast<std::size_t>(partnerB[bt]) + 1;
            return fit(a.substr(0, at) + b.substr(bt, endB - bt) + a.substr(endA), rng, maxLength);
        }
    }
    // No pair on one side: a head of a and a tail of b, cut outside brackets.
    const auto outside = [](const std::string &code) {
        std::vector<std::size_t> cuts{0};
        int depth = 0;
        for (std::size_t i = 0; i < code.size(); ++i) {
            depth += isOpenBracket(code[i]) ? 1 : isCloseBracket(code[i]) ? -1 : 0;
            if (depth == 0)
                cuts.push_back(i + 1);
        }
        return cuts;
    };
    const std::vector<std::size_t> cutsA = outside(a);
    const std::vector<std::size_t> cutsB = outside(b);
    const std::size_t cutA = cutsA[static_cast<std::size_t>(rng.below(cutsA.size()))];
    const std::size_t cutB = cutsB[static_cast<std::size_t>(rng.below(cutsB.size()))];
    return fit(a.substr(0, cutA) + b.substr(cutB), rng, maxLength);
}

std::string mutate(std::string_view code, Rng &rng, std::size_t maxLength, Operator &op)
{
    const std::uint64_t roll = rng.below(100);
    if (roll < 30) {
        op = Operator::Insert;
        return insertCommand(code, rng, maxLength);
    }
    if (roll < 55) {
        op = Operator::Delete;
        return deleteCommand(code, rng, maxLength);
    }
    if (roll < 85) {
        op = Operator::Change;
        return changeCommand(code, rng, maxLength);
    }
    op = Operator::Duplicate;
    return duplicateSpan(code, rng, maxLength);
}

} // namespace Foulplay::Core::Evolve
