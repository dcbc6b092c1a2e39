#pragma once

#include <QCoreApplication>

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Cli {

// The context of the command line's translatable texts:
// Text::tr("...").toStdString(), so lupdate finds them.
class Text final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Cli::Text)
};

// A text of the commands, in the messages' language. Their tr("...") calls
// are in namespace Foulplay::Cli, the context lupdate files them under.
std::string tr(const char *text);

// Exit statuses of foulplay-cli.
enum ExitCode : int {
    ExitOk = 0,           // normal end, or a battle result
    ExitRuntimeError = 1, // a runtime error stopped the program
    ExitUsage = 2,        // bad command line
    ExitBeforeRun = 3,    // errors before the run, or a file that cannot be read
    ExitStepLimit = 4,    // the step limit was reached
};

// Runs foulplay-cli with args (without the program name). in is the
// program's standard input, out and err its standard output and error.
// Returns the exit status. Callable from any thread; it keeps no state.
int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);

// The text --help prints.
std::string usage();

// Text that is not ours (an argument, a file name, program text), made safe
// for the terminal: control bytes and bytes that are not UTF-8 become \xNN,
// invisible characters U+XXXX (Core::escapedText()). Everything foreign the
// command line prints passes through it.
std::string foreign(std::string_view text);

} // namespace Foulplay::Cli
