#include "cli.h"

#include "translations.h"

#include <QCoreApplication>

#include <iostream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Foulplay::installTranslators(app);

    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
    const int status = Foulplay::Cli::run(args, std::cin, std::cout, std::cerr);
    std::cout.flush();
    return status;
}
