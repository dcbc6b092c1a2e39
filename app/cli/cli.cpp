#include "cli.h"

#include "hillcommand.h"
#include "runcommand.h"

#include "config-foulplay.h"

#include <ostream>

namespace Foulplay::Cli {

std::string usage()
{
    return Text::tr("Usage:\n"
              "  foulplay-cli run PROGRAM [--input FILE] [--max-steps N] [--trace] [--lang LANG]\n"
              "  foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]\n"
              "  foulplay-cli --help | --version\n"
              "\n"
              "run      runs an Unfair (.unfair) or Cheat (.cheat) program. Input comes from\n"
              "         --input FILE, or standard input; standard output carries only the\n"
              "         program's output. LANG is unfair or cheat.\n"
              "battle   plays a FukYorBrane battle between two programs.\n"
              "\n"
              "Exit status: 0 normal end or a battle result, 1 runtime error, 2 bad usage,\n"
              "3 errors before the run or a file that cannot be read, 4 step limit reached.\n").toStdString()
        + '\n' + hillUsage();
}

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    if (args.empty()) {
        err << usage();
        return ExitUsage;
    }
    const std::string &command = args.front();
    if (command == "--help" || command == "-h" || command == "help") {
        out << usage();
        return ExitOk;
    }
    if (command == "--version" || command == "-v") {
        out << "foulplay-cli " << FOULPLAY_VERSION << '\n';
        return ExitOk;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "run")
        return runCommand(rest, in, out, err);
    if (command == "battle")
        return battleCommand(rest, out, err);
    if (command == "hill")
        return hillCommand(rest, out, err);
    if (command == "battles")
        return battlesCommand(rest, in, out, err);
    err << Text::tr("foulplay-cli: unknown command '").toStdString() << command << "'\n" << usage();
    return ExitUsage;
}

} // namespace Foulplay::Cli
