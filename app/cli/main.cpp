#include "cli.h"

#include "translations.h"

#include <QCoreApplication>

#include <cstdlib>
#include <iostream>
#include <new>
#include <optional>
#include <string_view>

namespace {

// Whether the messages' language, as the environment gives it, is other
// than English: only then are translations loaded (and the application
// object they need made), so that the commands start at once.
bool needsTranslations(const std::vector<std::string> &args)
{
    if (!args.empty() && (args.front() == "--version" || args.front() == "-v"))
        return false;
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char *value = std::getenv(name);
        if (!value || !*value)
            continue;
        const std::string_view language(value);
        return !(language.starts_with("en") || language == "C" || language.starts_with("C.") || language == "POSIX");
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::optional<QCoreApplication> app;
    if (needsTranslations(args)) {
        app.emplace(argc, argv);
        Foulplay::installTranslators(*app);
    }
    int status = Foulplay::Cli::ExitRuntimeError;
    try {
        status = Foulplay::Cli::run(args, std::cin, std::cout, std::cerr);
    } catch (const std::bad_alloc &) {
        // Outside a run (reading or parsing a huge program, a battle).
        std::cerr << "foulplay-cli: out of memory\n";
    }
    std::cout.flush();
    return status;
}
