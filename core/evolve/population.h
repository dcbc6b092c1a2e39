#pragma once

#include "evolve/genome.h"

#include "fyb/parser.h"
#include "fyb/types.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace Foulplay::Core::Evolve {

// What a run breeds with; docs/evolve.md gives the reasons for the defaults.
struct Params {
    std::uint64_t seed = 1;
    std::size_t population = 64;
    std::size_t maxLength = 256; // commands a genome may have
    std::size_t initialMin = 16; // random genomes of generation 0
    std::size_t initialMax = 64;
    std::size_t tournament = 4;       // contestants of a tournament selection
    std::size_t elites = 2;           // best ones copied unchanged
    unsigned crossoverPermille = 300; // children made by crossover
    unsigned immigrantPermille = 20;  // children that are new random genomes
};

// One member of a generation.
struct Individual {
    std::string code;                   // the genome: command characters only
    std::vector<std::uint32_t> parents; // indices into the previous generation
    std::string how;                    // "random", "elite", "from", or operators: "crossover+change"
    std::uint64_t score = 0;            // hill points against every warrior, both orders
    bool scored = false;
};

struct Generation {
    std::uint64_t number = 0;
    std::vector<Individual> members;
};

// Generation 0: the given genomes (from files; balanced and cut to the
// length limit), then random ones (stream (seed, 0, i)) up to the size.
Generation firstGeneration(const Params &params, std::span<const std::string> given);

// The next generation of a scored one: the elites, then children of
// tournament selection and variation, child i drawing only from stream
// (seed, number + 1, i).
Generation breed(const Generation &scored, const Params &params);

// Indices of the members, best first: score, then shorter code, then index.
std::vector<std::uint32_t> ranking(const Generation &scored);

struct GenerationStats {
    std::uint64_t best = 0;
    double mean = 0;
    double median = 0;
    double diversity = 0;       // distinct genomes / population
    std::uint32_t champion = 0; // index of the best (ranking().front())
};
GenerationStats generationStats(const Generation &scored);

// The hill points of one genome from its battles, given in the order of
// battlesOf: against warrior j as program 1, then as program 2.
std::uint64_t hillPoints(std::span<const std::int8_t> winners);

// Scores every unscored member of generation: each distinct genome plays
// every warrior of the hill twice (as program 1 and as program 2), on jobs
// threads; known holds scores of genomes met before (it is used, and
// filled). onBattle(played) is called after each battle, from the worker
// threads one at a time. Returns false (scoring nothing) when stop became
// true first. The scores never depend on jobs.
bool scoreGeneration(Generation &generation, std::span<const Fyb::Program> hill, const Fyb::Settings &settings,
                     unsigned jobs, const std::atomic<bool> &stop, std::map<std::string, std::uint64_t> &known,
                     const std::function<void(std::size_t)> &onBattle = {});

// Scores the unscored members from the winners of genomes' battles (in the
// order scoreGeneration plays them), and puts the scores in known.
void scoreFromWinners(Generation &generation, const std::vector<std::string> &genomes,
                      std::span<const std::int8_t> winners, std::size_t warriors,
                      std::map<std::string, std::uint64_t> &known);

// The distinct unscored genomes of a generation not in known, in order of
// first appearance: the ones scoreGeneration plays.
std::vector<std::string> genomesToPlay(const Generation &generation, const std::map<std::string, std::uint64_t> &known);

} // namespace Foulplay::Core::Evolve
