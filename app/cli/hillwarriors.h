#pragma once

#include "fyb/parser.h"
#include "fyb/types.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Cli {

// A warrior of a hill: where it came from and what it holds.
struct Warrior {
    std::string path;   // as given (the key in pair lists and result files)
    std::string name;   // its file name, or its path when two warriors share a file name
    std::string sha256; // of the file's bytes, lowercase hex
    Core::Fyb::Program program;
};

// A file left out of a hill, with the first reason ("a.fyb: cannot read: ...").
struct WarriorProblem {
    std::string path;
    std::string message;
};

struct WarriorSet {
    std::vector<Warrior> warriors; // sorted by path, each path once
    std::vector<WarriorProblem> excluded;
};

// The files named *.fyb directly inside dir, as dir/NAME; false (with the
// reason) when dir cannot be listed.
bool listWarriorDir(const std::string &dir, std::vector<std::string> &paths, std::string &reason);

// Reads and parses the files (a path given twice counts once). A file that
// cannot be read or does not parse goes to excluded with its first error.
// The warriors come out sorted by path and named (see nameWarriors()).
WarriorSet loadWarriors(std::vector<std::string> paths);

// A warrior's display name: its file name, or its whole path when another
// path of the list has the same file name.
std::vector<std::string> nameWarriors(const std::vector<std::string> &paths);

// SHA-256 of bytes, lowercase hex.
std::string sha256Hex(std::string_view bytes);

// text as a JSON string, quotes included.
std::string jsonString(std::string_view text);

// "bomb", "died" or "limit".
const char *reasonName(Core::Fyb::ResultReason reason);

// The settings as the hill and battles commands report them.
void writeLimitsJson(std::ostream &out, const Core::Fyb::Settings &settings);

} // namespace Foulplay::Cli
