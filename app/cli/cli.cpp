#include "cli.h"

#include "evolvecommand.h"
#include "hillcommand.h"
#include "runcommand.h"

#include "common/diagnostic.h"
#include "config-foulplay.h"

#include <algorithm>
#include <optional>
#include <ostream>

namespace Foulplay::Cli {

std::string usage()
{
    return Text::tr("Usage:\n"
                    "  foulplay-cli run PROGRAM [--input FILE] [--max-steps N] [--trace] [--lang LANG]\n"
                    "  foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]\n"
                    "  foulplay-cli history PROGRAM... --value NAME [--input FILE] [--max-steps N]\n"
                    "               [--max-turns N] [--max-processes N] [--lang LANG] [--json]\n"
                    "  foulplay-cli --help | --version\n"
                    "Every command also takes --max-program-size BYTES (256 MiB) and --max-errors N\n"
                    "(100); --option=value works as well as --option value.\n"
                    "\n"
                    "run      runs an Unfair (.unfair) or Cheat (.cheat) program. Input comes from\n"
                    "         --input FILE, or standard input; standard output carries only the\n"
                    "         program's output. LANG is unfair or cheat.\n"
                    "battle   plays a FukYorBrane battle between two programs.\n"
                    "history  runs a program (FukYorBrane: a battle) and prints every change of\n"
                    "         the value NAME, a line each: the tick, where, old → new and who.\n"
                    "\n"
                    "Exit status: 0 normal end or a battle result, 1 runtime error, 2 bad usage,\n"
                    "3 errors before the run or a file that cannot be read, 4 step limit reached.\n")
               .toStdString()
           + '\n' + hillUsage() + '\n' + evolveUsage();
}

std::string tr(const char *text)
{
    return QCoreApplication::translate("Foulplay::Cli", text).toStdString();
}

namespace {

// A command that reads no standard input, in the shape of Command::run.
template<int (*command)(const std::vector<std::string> &, std::ostream &, std::ostream &)>
int withoutInput(const std::vector<std::string> &args, std::istream &, std::ostream &out, std::ostream &err)
{
    return command(args, out, err);
}

constexpr Command Commands[] = {
    {"run", {RunOptions}, ValueKind::File, true, "run an Unfair or Cheat program", runCommand},
    {"battle",
     {BattleOptions},
     ValueKind::File,
     true,
     "play a FukYorBrane battle between two programs",
     withoutInput<battleCommand>},
    {"history", {HistoryOptions}, ValueKind::File, true, "print every change of a value", historyCommand},
    {"hill",
     {HillOptions, HillLimitOptions},
     ValueKind::File,
     false,
     "play a round-robin FukYorBrane hill",
     withoutInput<hillCommand>},
    {"battles",
     {BattlesOptions, HillLimitOptions},
     ValueKind::None,
     false,
     "play a list of FukYorBrane pairs",
     battlesCommand},
    {"evolve",
     {EvolveOptions, HillLimitOptions},
     ValueKind::File,
     false,
     "breed FukYorBrane warriors against a hill",
     withoutInput<evolveCommand>},
};

// Splits --option=value into two arguments and takes the options every
// command has (--max-program-size N, --max-errors N) into limits().
bool commonOptions(const std::string &command, const std::vector<std::string> &args, std::vector<std::string> &rest,
                   std::ostream &err)
{
    limits() = Limits();
    std::vector<std::string> split;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const std::size_t equals = arg.find('=');
        if (arg.starts_with("--") && equals != std::string::npos) {
            split.push_back(arg.substr(0, equals));
            split.push_back(arg.substr(equals + 1));
        } else {
            split.push_back(arg);
        }
    }
    for (std::size_t i = 0; i < split.size(); ++i) {
        const std::string &arg = split[i];
        if (!findOption(CommonOptions, arg)) {
            rest.push_back(arg);
            continue;
        }
        const std::optional<std::uint64_t> value = i + 1 < split.size() ? parseCount(split[i + 1]) : std::nullopt;
        if (!value) {
            err << "foulplay-cli " << command << ": " << arg;
            if (i + 1 < split.size())
                err << Text::tr(" takes a whole number, not '").toStdString() << foreign(split[i + 1]) << "'\n";
            else
                err << Text::tr(" takes a whole number").toStdString() << '\n';
            return false;
        }
        (arg == "--max-errors" ? limits().maxErrors : limits().maxProgramSize) = *value;
        ++i;
    }
    return true;
}

} // namespace

std::span<const Command> commands()
{
    return Commands;
}

namespace {

int dispatch(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err)
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
    std::vector<std::string> rest;
    if (!commonOptions(command, args, rest, err))
        return ExitUsage;
    for (const Command &known : Commands) {
        if (known.name != command)
            continue;
        if (known.helpAnywhere && std::find_if(rest.begin(), rest.end(), [](const std::string &arg) {
                                      return arg == "--help" || arg == "-h";
                                  }) != rest.end()) {
            out << usage();
            return ExitOk;
        }
        return known.run(rest, in, out, err);
    }
    err << Text::tr("foulplay-cli: unknown command '").toStdString() << foreign(command) << "'\n" << usage();
    return ExitUsage;
}

} // namespace

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err)
{
    WriteWatch watch(out);
    std::ostream watched(&watch);
    const int status = dispatch(args, in, watched, err);
    // A result that could not be written is no result: every command says
    // so and fails, as `run` does for its program's output (which it
    // reports itself, with the program's name, and ends with 1).
    watched.flush();
    if ((watched && out) || (status != ExitOk && status != ExitStepLimit))
        return status;
    err << "foulplay-cli" << (args.empty() ? std::string() : ' ' + foreign(args.front())) << ": "
        << writeFailure(watched, watch.error()) << '\n';
    return ExitRuntimeError;
}

} // namespace Foulplay::Cli
