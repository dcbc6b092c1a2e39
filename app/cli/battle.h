#pragma once

// `foulplay-cli battle`: plays a FukYorBrane battle between two programs.
// No Qt: foulplay-cli-commands plays it, and so does foulplay-cli itself
// when the messages are English (launcher.cpp).

#include "clitext.h"

#include "fyb/engine.h"

#include <array>
#include <iosfwd>
#include <string>
#include <vector>

namespace Foulplay::Cli {

// What `foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N]
// [--json] [--trace] [--no-cycle-skip]` asks for.
struct BattleRequest {
    std::array<std::string, 2> paths;
    Core::Fyb::Settings settings;
    bool json = false;
    bool trace = false;
};

// How the options were: usable, a wrong value, or a wrong shape (an unknown
// option, not two programs) after which the usage text helps.
enum class BattleArgs { Ok, Wrong, WrongShape };
// Parses the options (without the command's name); tells err what is wrong.
BattleArgs parseBattleArgs(const std::vector<std::string> &args, BattleRequest &request, std::ostream &err);

// Parses the two programs' sources (their diagnostics to err, as
// FILE:LINE:COL lines), plays the battle and prints the result to out (the
// trace, with --trace, to out or, with --json, to err). Returns the exit status.
int playBattle(const BattleRequest &request, std::array<std::string, 2> sources, std::ostream &out, std::ostream &err);

} // namespace Foulplay::Cli
