#include "cli.h"

#include "translations.h"

#include <QCoreApplication>

#include <iostream>
#include <new>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Foulplay::installTranslators(app);

    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
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
