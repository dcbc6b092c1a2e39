#pragma once

#include "cli.h"

#include "fyb/types.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Cli {

// `foulplay-cli hill`: plays a round-robin FukYorBrane hill and prints its
// table; also writes pair lists (--pairs-only) and merges result files
// (--merge). See hillUsage() for the options.
int hillCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// `foulplay-cli battles --pairs FILE`: plays the listed pairs, one JSON line each.
int battlesCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);

// What `hill --merge` reads besides the result files.
struct MergeRequest {
    std::vector<std::string> files;
    bool self = false;
    bool json = false;
    std::string csvPath;
    std::string matrixPath;
};

// `hill --merge RESULTS.jsonl...` (hillmerge.cpp).
int mergeHill(const MergeRequest &request, std::ostream &out, std::ostream &err);

// The help of the hill and battles commands.
std::string hillUsage();

// Exit status of a hill stopped by Ctrl+C (128 + SIGINT, as shells report it).
inline constexpr int ExitInterrupted = 130;

// The number of threads the machine runs at once (at least 1).
unsigned defaultJobs();

// Reads "--jobs N", "--max-turns N", "--max-processes N" or "--no-cycle-skip" at args[i]
// (moving i past the value) into jobs or settings. Returns nullopt when
// args[i] is none of them, true when it was read, false after telling err
// (prefixed with `command`) why the value is bad.
std::optional<bool> parseHillOption(const std::vector<std::string> &args, std::size_t &i, const char *command,
                                    unsigned &jobs, Core::Fyb::Settings &settings, std::ostream &err);

} // namespace Foulplay::Cli
