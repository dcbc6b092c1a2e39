#pragma once

// The options of foulplay-cli's commands, one table a command: what each
// command's parser recognises (and whether an option takes a value), and
// what the shell completions offer. No Qt: the launcher's battle reads it too.

#include <array>
#include <span>
#include <string_view>

namespace Foulplay::Cli {

// What an option's value (or a command's operands) is, for completion.
enum class ValueKind {
    None,      // a flag: takes no value
    Text,      // a number or other word the shell cannot offer
    File,      // a file name
    Directory, // a folder name
    Word,      // one of Option::words
};

struct Option {
    std::string_view name;            // "--input"
    std::string_view value = {};      // the value's name in help texts ("FILE"); empty for a flag
    ValueKind kind = ValueKind::None; // what completes the value
    std::string_view words = {};      // ValueKind::Word: the words, separated by spaces
    std::string_view help = {};       // one line for the completions' descriptions

    bool takesValue() const { return kind != ValueKind::None; }
};

// Every command takes these (cli.cpp reads them before the command's parser).
inline constexpr Option CommonOptions[] = {
    {"--max-program-size", "BYTES", ValueKind::Text, {}, "largest program file read (256 MiB)"},
    {"--max-errors", "N", ValueKind::Text, {}, "diagnostics printed before the rest are counted (100)"},
};

inline constexpr Option RunOptions[] = {
    {"--input", "FILE", ValueKind::File, {}, "the program's input (default: standard input)"},
    {"--max-steps", "N", ValueKind::Text, {}, "stop after N steps (exit 4)"},
    {"--trace", {}, ValueKind::None, {}, "trace every step on standard error"},
    {"--lang", "LANG", ValueKind::Word, "unfair cheat", "the program's language, whatever its name"},
    {"--help", {}, ValueKind::None, {}, "show the help"},
};

inline constexpr Option BattleOptions[] = {
    {"--max-turns", "N", ValueKind::Text, {}, "turns before the battle is a draw (10000000)"},
    {"--max-processes", "N", ValueKind::Text, {}, "process table size, 2 or more (1023)"},
    {"--json", {}, ValueKind::None, {}, "the result as one JSON object"},
    {"--trace", {}, ValueKind::None, {}, "print the state at every turn"},
    {"--no-cycle-skip", {}, ValueKind::None, {}, "play periodic draws out turn by turn"},
    {"--help", {}, ValueKind::None, {}, "show the help"},
};

inline constexpr Option HistoryOptions[] = {
    {"--value", "NAME", ValueKind::Text, {}, "the value: the count, score(Alice), data(2, 7) ..."},
    {"--input", "FILE", ValueKind::File, {}, "the program's input (default: standard input)"},
    {"--max-steps", "N", ValueKind::Text, {}, "stop after N steps (exit 4)"},
    {"--max-turns", "N", ValueKind::Text, {}, "FukYorBrane: turns before a draw (10000000)"},
    {"--max-processes", "N", ValueKind::Text, {}, "FukYorBrane: process table size, 2 or more (1023)"},
    {"--lang", "LANG", ValueKind::Word, "unfair cheat fyb", "the programs' language, whatever their names"},
    {"--json", {}, ValueKind::None, {}, "a JSON object a change (JSON Lines)"},
    {"--help", {}, ValueKind::None, {}, "show the help"},
};

// The limits hills and lists of battles share (parseHillOption()).
inline constexpr Option HillLimitOptions[] = {
    {"--jobs", "N", ValueKind::Text, {}, "battles played at once"},
    {"--max-turns", "N", ValueKind::Text, {}, "turns before a battle is a draw (10000000)"},
    {"--max-processes", "N", ValueKind::Text, {}, "process table size, 2 or more (1023)"},
    {"--no-cycle-skip", {}, ValueKind::None, {}, "play periodic draws out turn by turn"},
};

inline constexpr Option HillOptions[] = {
    {"--dir", "DIR", ValueKind::Directory, {}, "every *.fyb file in DIR"},
    {"--self", {}, ValueKind::None, {}, "each warrior also fights itself"},
    {"--json", {}, ValueKind::None, {}, "the whole hill as JSON"},
    {"--csv", "FILE", ValueKind::File, {}, "a CSV row per battle"},
    {"--matrix", "FILE", ValueKind::File, {}, "a CSV matrix of the results"},
    {"--pairs-only", {}, ValueKind::None, {}, "write the pair list instead"},
    {"--shard", "K/N", ValueKind::Text, {}, "with --pairs-only: the K-th of N slices"},
    {"--output", "FILE", ValueKind::File, {}, "append each result to FILE as it ends"},
    {"--resume", {}, ValueKind::None, {}, "with --output: play only the pairs FILE lacks"},
    {"--merge", {}, ValueKind::None, {}, "the table from result files of battles"},
    {"--help", {}, ValueKind::None, {}, "show the help"},
};

inline constexpr Option BattlesOptions[] = {
    {"--pairs", "FILE", ValueKind::File, {}, "the list of pairs, or - for standard input"},
    {"--output", "FILE", ValueKind::File, {}, "append each result to FILE as it ends"},
    {"--resume", {}, ValueKind::None, {}, "with --output: skip the pairs FILE holds"},
};

inline constexpr Option EvolveOptions[] = {
    {"--hill", "DIR", ValueKind::File, {}, "the hill: folders of .fyb files, or files (one or more)"},
    {"--output", "DIR", ValueKind::Directory, {}, "the folder the run is written to"},
    {"--population", "N", ValueKind::Text, {}, "members of a generation (64)"},
    {"--generations", "G", ValueKind::Text, {}, "generations to finish (50)"},
    {"--minutes", "M", ValueKind::Text, {}, "stop after M minutes"},
    {"--seed", "S", ValueKind::Text, {}, "the seed (1): the same seed, the same champion"},
    {"--max-length", "N", ValueKind::Text, {}, "commands a warrior may have (256)"},
    {"--from", "FILE", ValueKind::File, {}, "start from these warriors (one or more)"},
    {"--resume", {}, ValueKind::None, {}, "go on with the run in the output folder"},
    {"--batch", {}, ValueKind::None, {}, "write each generation's battles for battles to play"},
    {"--pairs-only", {}, ValueKind::None, {}, "with --output: the waiting pair list"},
    {"--shard", "K/N", ValueKind::Text, {}, "with --pairs-only: the K-th of N slices"},
    {"--merge", "RESULTS.jsonl", ValueKind::File, {}, "score the waiting generation from results of battles"},
    {"--help", {}, ValueKind::None, {}, "show the help"},
};

// The option of options called name, or nullptr. `-h` is --help's short name.
constexpr const Option *findOption(std::span<const Option> options, std::string_view name)
{
    for (const Option &option : options) {
        if (option.name == name || (name == "-h" && option.name == "--help"))
            return &option;
    }
    return nullptr;
}

// A command's options: its own table and those it shares.
using OptionTables = std::array<std::span<const Option>, 2>;

constexpr const Option *findOption(const OptionTables &tables, std::string_view name)
{
    for (const std::span<const Option> options : tables) {
        if (const Option *found = findOption(options, name))
            return found;
    }
    return nullptr;
}

} // namespace Foulplay::Cli
