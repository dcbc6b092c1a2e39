#pragma once

#include "clitext.h"

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

// Runs foulplay-cli with args (without the program name). in is the
// program's standard input, out and err its standard output and error.
// Returns the exit status. Callable from any thread; it keeps no state.
int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err);

// The text --help prints.
std::string usage();

} // namespace Foulplay::Cli
