#include "runcommand.h"

#include "streaminput.h"

#include "common/io.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <ostream>
#include <sstream>

namespace Foulplay::Cli {

namespace {

bool endsWith(const std::string &text, const std::string &suffix)
{
    return text.size() >= suffix.size()
        && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string languageOf(const std::string &path)
{
    for (const char *lang : {"unfair", "cheat", "fyb"}) {
        if (endsWith(path, std::string(".") + lang))
            return lang;
    }
    return {};
}

} // namespace

std::optional<std::string> readFile(const std::string &path, std::string &reason)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        reason = std::strerror(errno);
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << file.rdbuf();
    if (file.bad()) {
        reason = std::strerror(errno);
        return std::nullopt;
    }
    return buffer.str();
}

std::optional<std::uint64_t> parseCount(const std::string &text)
{
    std::uint64_t value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

int runCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
               std::ostream &err)
{
    RunRequest request;
    std::optional<std::string> inputPath;
    std::string language;
    std::vector<std::string> positional;

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--input" || arg == "--max-steps" || arg == "--lang") {
            if (!hasValue) {
                err << "foulplay-cli run: " << arg << Text::tr(" needs a value").toStdString() << '\n';
                return ExitUsage;
            }
            const std::string &value = args[++i];
            if (arg == "--input") {
                inputPath = value;
            } else if (arg == "--lang") {
                language = value;
            } else {
                request.maxSteps = parseCount(value);
                if (!request.maxSteps) {
                    err << "foulplay-cli run: " << Text::tr("--max-steps takes a whole number, not '").toStdString()
                        << value << "'\n";
                    return ExitUsage;
                }
            }
        } else if (arg == "--trace") {
            request.trace = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            err << "foulplay-cli run: " << Text::tr("unknown option '").toStdString() << arg << "'\n" << usage();
            return ExitUsage;
        } else {
            positional.push_back(arg);
        }
    }
    if (positional.size() != 1) {
        err << "foulplay-cli run: " << Text::tr("expects exactly one program file").toStdString() << '\n' << usage();
        return ExitUsage;
    }
    request.programPath = positional.front();
    if (language.empty())
        language = languageOf(request.programPath);
    if (language == "fyb") {
        err << "foulplay-cli run: "
            << Text::tr("FukYorBrane programs battle in pairs: use 'foulplay-cli battle A.fyb B.fyb'").toStdString()
            << '\n';
        return ExitUsage;
    }
    if (language != "unfair" && language != "cheat") {
        err << "foulplay-cli run: "
            << Text::tr("cannot tell the language; name the file .unfair or .cheat, or give --lang").toStdString()
            << '\n';
        return ExitUsage;
    }

    std::string reason;
    const auto source = readFile(request.programPath, reason);
    if (!source) {
        err << request.programPath << ": " << Text::tr("cannot read: ").toStdString() << reason << '\n';
        return ExitBeforeRun;
    }
    request.source = *source;

    std::ifstream inputFile;
    if (inputPath) {
        inputFile.open(*inputPath, std::ios::binary);
        if (!inputFile) {
            err << *inputPath << ": " << Text::tr("cannot read: ").toStdString() << std::strerror(errno) << '\n';
            return ExitBeforeRun;
        }
    }
    StreamInput input(inputPath ? static_cast<std::istream &>(inputFile) : in);
    request.input = &input;

    return language == "unfair" ? runUnfair(request, out, err) : runCheat(request, out, err);
}

} // namespace Foulplay::Cli
