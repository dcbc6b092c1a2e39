#pragma once

#include "clioptions.h"
#include "clitext.h"

#include <QCoreApplication>

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Cli {

// The context of the command line's translatable texts:
// Text::tr("...").toStdString(), so lupdate finds them.
class Text final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Cli::Text)
};

// A command of foulplay-cli (`run`, `battle` ...): the table its parser
// reads and the shell completions are made from. A new command is one more
// entry of commands().
struct Command {
    std::string_view name;
    OptionTables options;  // besides CommonOptions
    ValueKind operands;    // what its other arguments are (File: program files)
    bool helpAnywhere;     // --help (-h) among its arguments shows usage(); else the command sees it
    std::string_view help; // one line for the completions' descriptions
    int (*run)(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);
};

// Every command, in the order of the help.
std::span<const Command> commands();

// Runs foulplay-cli with args (without the program name). in is the
// program's standard input, out and err its standard output and error.
// Returns the exit status. Callable from any thread; it keeps no state.
int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);

// The text --help prints.
std::string usage();

} // namespace Foulplay::Cli
