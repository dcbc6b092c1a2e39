// `foulplay-cli battle`: the options and the programs' files, then the battle.
#include "battle.h"
#include "runcommand.h"

#include <ostream>

namespace Foulplay::Cli {

int battleCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    BattleRequest request;
    switch (parseBattleArgs(args, request, err)) {
    case BattleArgs::Ok:
        break;
    case BattleArgs::Wrong:
        return ExitUsage;
    case BattleArgs::WrongShape:
        err << usage();
        return ExitUsage;
    }
    std::array<std::string, 2> sources;
    for (std::size_t n = 0; n < 2; ++n) {
        std::string reason;
        std::optional<std::string> source = readFile(request.paths[n], reason);
        if (!source) {
            err << foreign(request.paths[n]) << ": " << tr("cannot read: ") << reason << '\n';
            return ExitBeforeRun;
        }
        sources[n] = std::move(*source);
    }
    return playBattle(request, std::move(sources), out, err);
}

} // namespace Foulplay::Cli
