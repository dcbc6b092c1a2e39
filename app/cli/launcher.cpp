// foulplay-cli: answers --version at once, and plays a battle itself when
// the messages are English and nothing about it is out of the ordinary,
// without loading Qt. Every other command (and a battle it leaves) runs in
// foulplay-cli-commands (the commands, on Qt and the engines), which takes
// its place with the same arguments and answers alike.
#include "battle.h"
#include "config-foulplay.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <optional>

#include <unistd.h>

namespace Foulplay::Cli {

// Only English reaches the launcher's texts (messagesInEnglish()), and a
// text's English is the text itself.
std::string tr(const char *text)
{
    return text;
}

} // namespace Foulplay::Cli

namespace {

using namespace Foulplay::Cli;

bool isVersion(const char *arg)
{
    return std::strcmp(arg, "--version") == 0 || std::strcmp(arg, "-v") == 0;
}

// `battle` with English messages, only the battle's own options (no
// --opt=value, --help, --max-program-size or --max-errors) set right, and
// two readable files: plays it and returns the exit status. nullopt: the
// commands take it over, and say what is wrong in the same words (also when
// the result could not be written).
std::optional<int> playBattleHere(int argc, char *argv[])
{
    if (argc < 2 || std::strcmp(argv[1], "battle") != 0 || !messagesInEnglish())
        return std::nullopt;
    std::vector<std::string> args;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "--max-program-size" || arg == "--max-errors"
            || (arg.starts_with("--") && arg.find('=') != std::string_view::npos))
            return std::nullopt;
        args.emplace_back(arg);
    }
    BattleRequest request;
    std::ostream unheard(nullptr);
    if (parseBattleArgs(args, request, unheard) != BattleArgs::Ok)
        return std::nullopt;
    std::array<std::string, 2> sources;
    for (std::size_t n = 0; n < 2; ++n) {
        // A failure (a directory, a read error, a larger file) is the commands' to word.
        ReadFailure failure = ReadFailure::System;
        int error = 0;
        std::optional<std::string> source = readWholeFile(request.paths[n], limits().maxProgramSize, failure, error);
        if (!source)
            return std::nullopt;
        sources[n] = std::move(*source);
    }
    std::ios::sync_with_stdio(false);
    int status = ExitRuntimeError;
    try {
        status = playBattle(request, std::move(sources), std::cout, std::cerr);
    } catch (const std::bad_alloc &) {
        std::cerr << "foulplay-cli: out of memory\n";
    }
    std::cout.flush();
    // The result could not be written (a full disk, /dev/full): the commands
    // play the battle again and say why, in the words every command uses.
    if (!std::cout && status == ExitOk)
        return std::nullopt;
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 2 && isVersion(argv[1])) {
        std::fputs("foulplay-cli " FOULPLAY_VERSION "\n", stdout);
        // Written: done. Not written: the commands say why.
        if (std::fflush(stdout) == 0)
            return 0;
    }
    if (const std::optional<int> status = playBattleHere(argc, argv))
        return *status;
    // The folder this program was started from (its link resolved). Without
    // it nothing is tried: a bare name would be looked up in the current
    // folder, whose programs are not ours.
    char folder[PATH_MAX] = {};
    const ssize_t length = ::readlink("/proc/self/exe", folder, sizeof folder - 1);
    if (length <= 0) {
        std::fprintf(stderr, "foulplay-cli: cannot find its own folder: %s\n", std::strerror(errno));
        return 1;
    }
    folder[length] = '\0';
    if (char *slash = std::strrchr(folder, '/'))
        slash[1] = '\0';
    // Beside this program in a build folder; where it is installed otherwise.
    int error = ENOENT;
    const char *const candidates[] = {"foulplay-cli-commands", FOULPLAY_CLI_COMMANDS};
    for (const char *candidate : candidates) {
        char path[PATH_MAX + 256];
        std::snprintf(path, sizeof path, "%s%s", folder, candidate);
        ::execv(path, argv);
        if (errno != ENOENT)
            error = errno;
    }
    std::fprintf(stderr, "foulplay-cli: cannot start %s%s: %s\n", folder, FOULPLAY_CLI_COMMANDS, std::strerror(error));
    return 1;
}
