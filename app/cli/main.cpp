#include "cli.h"

#include "translations.h"

#include <QCoreApplication>

#include <iostream>
#include <new>
#include <optional>

namespace {

// Only messages in another language than English need translations (and
// the application object they need), so that the commands start at once.
bool needsTranslations(const std::vector<std::string> &args)
{
    if (!args.empty() && (args.front() == "--version" || args.front() == "-v"))
        return false;
    return !Foulplay::Cli::messagesInEnglish();
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
