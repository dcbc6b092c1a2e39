#include "runcommand.h"

#include <ostream>

namespace Foulplay::Cli {

int battleCommand(const std::vector<std::string> &, std::ostream &, std::ostream &err)
{
    err << "foulplay-cli battle: FukYorBrane battles are not available in this build\n";
    return ExitUsage;
}

} // namespace Foulplay::Cli
