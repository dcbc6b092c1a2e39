// foulplay-cli: answers --version at once, without loading Qt, and runs
// every other command in foulplay-cli-commands (the commands, on Qt and
// the engines), which takes its place with the same arguments. Plain C
// library and POSIX calls only, so that it loads nothing but the C library.
#include "config-foulplay.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace {

bool isVersion(const char *arg)
{
    return std::strcmp(arg, "--version") == 0 || std::strcmp(arg, "-v") == 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 2 && isVersion(argv[1])) {
        std::fputs("foulplay-cli " FOULPLAY_VERSION "\n", stdout);
        return std::fflush(stdout) == 0 ? 0 : 1;
    }
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
