#pragma once

#include "evolve/population.h"

#include "fyb/parser.h"
#include "fyb/types.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace Foulplay::Core::Evolve {

// A warrior of the hill a run is bred against.
struct HillEntry {
    std::string path;   // as given, or DIR/NAME.fyb for a folder given
    std::string sha256; // of the file's bytes
    Fyb::Program program;
};

// Everything that decides a run's result; kept in DIR/evolve.json.
struct RunSetup {
    Params params;
    Fyb::Settings settings;
    std::vector<std::string> hill; // folders (every *.fyb in them) and files, as given
    std::vector<std::string> from; // warriors of generation 0
    std::uint64_t generations = 0; // generations to finish; 0: until stopped
    bool batch = false;            // battles played outside, from DIR/batch/pairs.tsv
};

// The best genome met so far, as DIR/champion.fyb holds it.
struct Champion {
    std::string code;
    std::uint64_t generation = 0;
    std::uint64_t score = 0;
    std::vector<std::uint32_t> parents;
    std::string how;
};

// The state of a run in its folder DIR, written as it goes (see
// docs/evolve.md): evolve.json, generations/gen-NNNNNN.tsv (each finished
// generation, scored), generations.jsonl and champion.fyb, each file
// replaced atomically. Everything in it follows from evolve.json and the
// generation files, so a run killed at any moment resumes from its last
// finished generation with the same result. One thread at a time.
class EvolveRun {
public:
    // A new run in dir (created; it must hold no run yet). False with error.
    bool start(const std::string &dir, const RunSetup &setup, std::string &error);
    // The run in dir, from its last finished generation. False with error
    // (no run there, or a hill file whose contents changed).
    bool resume(const std::string &dir, std::string &error);

    const RunSetup &setup() const { return m_setup; }
    RunSetup &setup() { return m_setup; }
    const std::vector<HillEntry> &hill() const { return m_hill; }
    std::vector<Fyb::Program> hillPrograms() const;
    // The generation to score next (its number = generations finished).
    Generation &current() { return m_current; }
    const std::vector<GenerationStats> &history() const { return m_history; }
    const Champion &champion() const { return m_champion; }
    // Whether setup().generations are finished.
    bool done() const;
    // The highest score a genome can reach: 3 points × 2 battles × warriors.
    std::uint64_t maxScore() const { return 6 * m_hill.size(); }
    // Scores of genomes met before, for scoreGeneration.
    std::map<std::string, std::uint64_t> &known() { return m_known; }

    // Records current() once it is scored: its file, the champion, its
    // line of generations.jsonl; then breeds the next one. False with error.
    bool finishGeneration(std::string &error);

    // Batch mode: writes current()'s genomes and DIR/batch/pairs.tsv (the
    // pairs left to play, one PATH1<TAB>PATH2 a line).
    bool writeBatch(std::string &error);
    // Reads `battles` result lines for DIR/batch/pairs.tsv and scores
    // current() from them: every pair exactly once, for the same files and
    // limits. False with each problem in error.
    bool mergeBatch(const std::vector<std::string> &files, std::string &error);
    std::string batchPairsPath() const { return m_dir + "/batch/pairs.tsv"; }

    // The JSON line of a generation (no line break).
    static std::string statsLine(std::uint64_t generation, const GenerationStats &stats, const std::string &sha256);
    // champion.fyb's text: a comment header, then the code.
    std::string championText() const;
    static std::string sha256Hex(const std::string &bytes);

private:
    bool loadHill(std::string &error);
    void record(const Generation &scored);
    std::string generationPath(std::uint64_t number) const;

    std::string m_dir;
    RunSetup m_setup;
    std::vector<HillEntry> m_hill;
    Generation m_current;
    std::vector<GenerationStats> m_history;
    std::vector<std::string> m_championHashes; // of each generation's best
    Champion m_champion;
    std::map<std::string, std::uint64_t> m_known;
};

// The warriors of folders (every *.fyb directly in them) and files, sorted
// by path, each once. False with error when one cannot be read.
bool loadHillEntries(const std::vector<std::string> &paths, std::vector<HillEntry> &entries, std::string &error);

} // namespace Foulplay::Core::Evolve
