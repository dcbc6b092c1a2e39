#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace Foulplay::Cli {

// `foulplay-cli evolve`: breeds FukYorBrane warriors against a hill
// (docs/evolve.md). See evolveUsage() for the options.
int evolveCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// The help of the evolve command.
std::string evolveUsage();

} // namespace Foulplay::Cli
