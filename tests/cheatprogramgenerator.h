#pragma once

// Big, valid Cheat programs drawn from a seed, for the memory test and the
// cheat_bigprogram tool: the bundled examples' statements and the spec's
// statement and condition forms, permuted. Every verb, comparison and
// operator spelling, past matchers, predictions, input conditions,
// pronouns, long and/or chains, counts by more than 1 (cheat windows of many
// turns), comments and statements over lines. Not one statement repeated:
// each is drawn anew.

#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Tests {

// A seed for the generator: FOULPLAY_SEED when set, else drawn now.
inline std::uint64_t drawSeed()
{
    if (const char *given = std::getenv("FOULPLAY_SEED"))
        return std::strtoull(given, nullptr, 10);
    return std::random_device{}();
}

class CheatProgramGenerator {
public:
    explicit CheatProgramGenerator(std::uint64_t seed)
        : m_random(seed)
    {
    }

    // Statements (and comments) until the program has at least bytes bytes.
    std::string program(std::size_t bytes)
    {
        std::string text;
        text.reserve(bytes + 4096);
        while (text.size() < bytes) {
            std::string line = chance(0.03) ? "// " + pick(examples()) : statement();
            if (chance(0.1) && line.find("//") == std::string::npos) {
                // a statement over two lines
                const std::size_t space = line.find(' ', line.size() / 2);
                if (space != std::string::npos)
                    line.replace(space, 1, "\n    ");
            }
            text += line;
            text += '\n';
        }
        return text;
    }

    // A program that names a new player every three statements ("P7 counts."),
    // in a shuffled order: the most players a byte of source can hold.
    std::string newPlayers(std::size_t bytes)
    {
        std::string text;
        text.reserve(bytes + 64);
        for (std::size_t i = 0; text.size() < bytes; ++i) {
            text += 'P';
            text += std::to_string(i / 3);
            text += chance(0.5) ? " counts.\n" : " shouts his score.\n";
        }
        return text;
    }

    // A program of short statements only ("A counts."): the most statements
    // a byte of source can hold.
    std::string shortStatements(std::size_t bytes)
    {
        std::string text;
        text.reserve(bytes + 64);
        while (text.size() < bytes) {
            const std::string &name = pick(names());
            switch (number(0, 3)) {
            case 0:
                text += name + " counts.\n";
                break;
            case 1:
                text += name + " counts by " + std::to_string(number(2, 9)) + ".\n";
                break;
            case 2:
                text += name + " shouts " + name + "'s score.\n";
                break;
            default:
                text += name + " counts if " + pick(names()) + " won.\n";
                break;
            }
        }
        return text;
    }

    std::string statement()
    {
        if (chance(0.05))
            return pick(examples());
        const std::string subject = pick(names());
        const int family = chance(0.5) ? number(0, 5) : -1;
        const std::string own = family >= 0 ? families()[std::size_t(family)][2] : subject + "'s";
        std::string text;
        const double kind = uniform();
        if (kind < 0.5) {
            text = subject + " counts";
            if (chance(0.6))
                text += " by " + amount(); // often by more than 1: a cheat
        } else if (kind < 0.7) {
            text = subject + " calls cheat";
            if (chance(0.6)) {
                std::string target = pick(names());
                while (samePlayer(target, subject))
                    target = pick(names());
                text += " to " + target;
            }
            return text + ' ' + condition(family) + '.';
        } else if (kind < 0.9) {
            text = subject + " shouts " + own + " score";
        } else {
            text = subject + " asks for " + own + " score";
        }
        if (chance(0.7))
            text += ' ' + condition(family);
        return text + '.';
    }

private:
    static const std::vector<std::string> &names()
    {
        static const std::vector<std::string> all{"Alice",    "Bob",       "Olivia", "Olly",   "PkmnQ", "Player 1",
                                                  "Player 2", "Player 02", "Carol",  "Dave_2", "Eve",   "Mallory",
                                                  "Trent",    "Peggy",     "Victor", "Walter"};
        return all;
    }
    // The spec's pronoun families: personal, object, possessive, with 're/'s/'m.
    static const std::vector<std::vector<std::string>> &families()
    {
        static const std::vector<std::vector<std::string>> all{
            {"I", "me", "my", "I'm"},       {"you", "you", "your", "you're"}, {"he", "him", "his", "he's"},
            {"she", "her", "her", "she's"}, {"it", "it", "its", "it's"},      {"they", "them", "their", "they're"}};
        return all;
    }
    // The bundled examples (resources/examples/cheat), statement by statement.
    static const std::vector<std::string> &examples()
    {
        static const std::vector<std::string> all{
            "Alice counts by 24 if her score is equal to 0.",
            "Alice shouts her score.",
            "Bob counts by 3 if Alice's score is equal to 0.",
            "Alice calls cheat to Bob if Bob counted by 3.",
            "Alice counts if Alice called cheat.",
            "Bob shouts his score if Alice called cheat to Bob.",
            "Olivia counts by 2 unless Olly's score is equal to 1.",
            "Olly counts by 3 if his score is equal to 0 and he's allowed to.",
            "Olly calls cheat to Olivia if his score is higher than her score.",
            "Olly counts if his score is equal to 0.",
            "Player 1 counts.",
            "PkmnQ counts by 2.        // a cheat: Player 1 could call it",
            "Player 1 shouts his score.",
            "Player 1 asks for his score.",
        };
        return all;
    }

    static bool samePlayer(const std::string &a, const std::string &b)
    {
        const auto canonical = [](const std::string &name) { return name == "Player 02" ? "Player 2" : name; };
        return canonical(a) == canonical(b);
    }

    double uniform() { return std::uniform_real_distribution<double>(0, 1)(m_random); }
    bool chance(double p) { return uniform() < p; }
    int number(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_random); }
    template<typename T> const T &pick(const std::vector<T> &from)
    {
        return from[std::size_t(number(0, int(from.size()) - 1))];
    }

    // A number as programs write it: whole, with '.' or ',', or long.
    std::string amount(bool positive = true)
    {
        const double r = uniform();
        if (r < 0.6)
            return std::to_string(number(positive ? 1 : 0, 120));
        if (r < 0.8)
            return std::to_string(number(positive ? 1 : 0, 50)) + '.' + std::to_string(number(1, 99));
        if (r < 0.9)
            return std::to_string(number(1, 9)) + ',' + std::to_string(number(1, 9));
        return std::to_string(std::uniform_int_distribution<std::int64_t>(1, 1'000'000'000'000)(m_random));
    }

    std::string owner(int family)
    {
        if (family >= 0 && chance(0.3))
            return families()[std::size_t(family)][2];
        return pick(names()) + "'s";
    }

    std::string value(int family) { return chance(0.6) ? amount(false) : owner(family) + " score"; }

    std::string expression(int family, int operators)
    {
        static const std::vector<std::string> additive{"+", "-", "added by", "subtracted by", "plus", "minus"};
        static const std::vector<std::string> multiplicative{"*", "x", "\u00d7", "times"};
        static const std::vector<std::string> dividing{"/", "\u00f7", "divided by", "over"};
        std::string text = value(family);
        for (int i = 0; i < operators; ++i) {
            const double r = uniform();
            if (r < 0.5)
                text += ' ' + pick(additive) + ' ' + value(family);
            else if (r < 0.8)
                text += ' ' + pick(multiplicative) + ' ' + value(family);
            else // never by 0
                text += ' ' + pick(dividing) + ' ' + std::to_string(number(1, 9));
        }
        return text;
    }

    std::string atom(int family)
    {
        static const std::vector<std::string> comparisons{"is equal to",    "is larger than",  "is more than",
                                                          "is higher than", "is smaller than", "is less than",
                                                          "is lower than"};
        const std::string other = pick(names());
        const double r = uniform();
        if (r < 0.3)
            return owner(family) + " score " + pick(comparisons) + ' '
                   + expression(family, chance(0.6) ? 0 : number(1, 4));
        if (r < 0.35)
            return owner(family) + " score is divisible by " + std::to_string(number(1, 12));
        if (r < 0.5)
            return other + " counted" + (chance(0.4) ? " by " + amount() : "");
        if (r < 0.6)
            return other + " called cheat" + (chance(0.5) ? " to " + pick(names()) : "");
        if (r < 0.67)
            return other + " shouted";
        if (r < 0.74)
            return other + " won";
        if (r < 0.8)
            return other + " won " + std::to_string(number(0, 5)) + " times";
        if (r < 0.88)
            return other + " will count" + (chance(0.3) ? " by " + amount() : "");
        if (r < 0.94)
            return other + " will call cheat" + (chance(0.5) ? " to " + pick(names()) : "");
        if (family >= 0)
            return families()[std::size_t(family)][3] + " allowed to";
        return other + " counted";
    }

    std::string condition(int family)
    {
        const double r = uniform();
        const int atoms = r < 0.004 ? number(200, 2000) // a long chain
                          : r < 0.2 ? number(4, 30)
                                    : number(1, 3);
        std::string text = chance(0.75) ? "if " : "unless ";
        text += atom(family);
        for (int i = 1; i < atoms; ++i)
            text += (chance(0.5) ? " and " : " or ") + atom(family);
        return text;
    }

    std::mt19937_64 m_random;
};

} // namespace Foulplay::Tests
