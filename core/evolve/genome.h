#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace Foulplay::Core::Evolve {

// A small, fast generator (SplitMix64) whose streams are derived from
// numbers, so that every individual of every generation draws from a stream
// of its own: the same seed gives the same run on any number of threads.
// Portable: it never uses the standard library's distributions.
class Rng {
public:
    explicit Rng(std::uint64_t state)
        : m_state(state)
    {
    }
    // The stream of (seed, generation, index).
    static Rng stream(std::uint64_t seed, std::uint64_t generation, std::uint64_t index);

    std::uint64_t next();
    // Uniform in [0, bound), bound > 0, without modulo bias.
    std::uint64_t below(std::uint64_t bound);
    // True with probability permille / 1000.
    bool chance(unsigned permille) { return below(1000) < permille; }

private:
    std::uint64_t m_state;
};

// The commands a genome is written in: FukYorBrane's command characters.
// Brackets are the three pairs `[ ]`, `{ }` and `: ;`.
bool isGenomeCommand(char c);
bool isOpenBracket(char c);
bool isCloseBracket(char c);

// Whether code is a well-formed genome: 1 to maxLength commands (no other
// characters), and its brackets balanced and properly nested, each closing
// bracket of the kind of the last open one.
bool isWellFormed(std::string_view code, std::size_t maxLength);

// code with every bracket that has no partner taken out (and every character
// that is not a command); the rest keeps its order. Pure.
std::string balanced(std::string_view code);

// A random well-formed genome of minLength to maxLength commands.
std::string randomGenome(Rng &rng, std::size_t minLength, std::size_t maxLength);

// The variation operators. Each gives a well-formed genome of at most
// maxLength commands, whatever it is given (an ill-formed parent is
// balanced first), and says in `what` which operator it was.
enum class Operator { Insert, Delete, Change, Duplicate, Crossover };
const char *operatorName(Operator op);

// Inserts a command, or (one time in eight) a bracket pair around a balanced
// span of up to 16 commands.
std::string insertCommand(std::string_view code, Rng &rng, std::size_t maxLength);
// Deletes a command; a bracket goes with its partner.
std::string deleteCommand(std::string_view code, Rng &rng, std::size_t maxLength);
// Changes a command into another one; a bracket pair changes kind together.
std::string changeCommand(std::string_view code, Rng &rng, std::size_t maxLength);
// Copies a balanced span of up to 16 commands to a random place.
std::string duplicateSpan(std::string_view code, Rng &rng, std::size_t maxLength);
// Replaces a bracketed span of a (an open bracket to its partner) by one of
// b; when either has no bracket pair, joins a head of a to a tail of b at
// places outside every bracket.
std::string crossover(std::string_view a, std::string_view b, Rng &rng, std::size_t maxLength);
// One mutation (insert, delete, change or duplicate), drawn with the rates
// of docs/evolve.md; op tells which.
std::string mutate(std::string_view code, Rng &rng, std::size_t maxLength, Operator &op);

} // namespace Foulplay::Core::Evolve
