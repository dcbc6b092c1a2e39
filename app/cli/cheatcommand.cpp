#include "runcommand.h"

#include <ostream>

namespace Foulplay::Cli {

int runCheat(const RunRequest &, std::ostream &, std::ostream &err)
{
    err << "foulplay-cli run: Cheat programs are not available in this build\n";
    return ExitUsage;
}

} // namespace Foulplay::Cli
