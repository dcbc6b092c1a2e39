#include "runcommand.h"

#include "clioptions.h"
#include "streaminput.h"

#include "common/diagnostic.h"
#include "common/io.h"
#include "debug/languagedescriptor.h"

#include <QString>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <ostream>

namespace Foulplay::Cli {

namespace {

// The key of the language path's extension names ("unfair"), from the
// language registry; empty when none does.
std::string languageOf(const std::string &path)
{
    const auto *found = Core::Debug::descriptorForFileName(QString::fromStdString(path));
    return found ? found->key.toStdString() : std::string();
}

// The languages `run` runs, by key, each with its engine directly (the
// command line's loop is the engine's own, without the debug layer): the
// registration, one line a language.
struct Runner {
    const char *key;
    int (*run)(RunRequest &request, std::ostream &out, std::ostream &err);
};
constexpr Runner Runners[] = {
    {"unfair", runUnfair},
    {"cheat", runCheat},
};

const Runner *runnerOf(const std::string &key)
{
    const auto found = std::find_if(std::begin(Runners), std::end(Runners),
                                    [&key](const Runner &runner) { return key == runner.key; });
    return found == std::end(Runners) ? nullptr : found;
}

// A language whose runs are battles of two programs (`battle`, not `run`).
bool isBattle(const std::string &key)
{
    const auto *found = Core::Debug::descriptorForKey(QString::fromStdString(key));
    return found && found->capabilities.isBattle();
}

} // namespace

std::optional<std::string> readFile(const std::string &path, std::string &reason)
{
    ReadFailure failure = ReadFailure::System;
    int error = 0;
    std::optional<std::string> text = readWholeFile(path, limits().maxProgramSize, failure, error);
    if (!text) {
        switch (failure) {
        case ReadFailure::Directory:
            reason = Text::tr("it is a directory").toStdString();
            break;
        case ReadFailure::TooLarge:
            reason = Text::tr("larger than %1 bytes (see --max-program-size)")
                         .arg(qulonglong(limits().maxProgramSize))
                         .toStdString();
            break;
        case ReadFailure::System:
            reason = std::strerror(error);
            break;
        }
    }
    return text;
}

void printDiagnostics(std::ostream &err, const std::string &path, const std::vector<Core::Diagnostic> &diagnostics,
                      std::uint64_t unkept)
{
    std::uint64_t errors = 0;
    std::uint64_t hidden = unkept;
    for (const Core::Diagnostic &diagnostic : diagnostics) {
        if (errors >= limits().maxErrors) {
            ++hidden;
            continue;
        }
        errors += diagnostic.severity == Core::Severity::Error;
        err << Core::formatDiagnostic(path, diagnostic) << '\n';
    }
    if (hidden > 0)
        err << foreign(path) << ": "
            << Text::tr("%1 more errors not shown (see --max-errors)").arg(qulonglong(hidden)).toStdString() << '\n';
}

void StreamOutput::write(std::string_view text)
{
    if (!m_stream)
        return;
    errno = 0;
    m_stream.write(text.data(), std::streamsize(text.size()));
    if (!m_stream && m_error == 0)
        m_error = errno;
}

bool StreamOutput::flush()
{
    if (!m_stream)
        return false;
    errno = 0;
    m_stream.flush();
    if (!m_stream && m_error == 0)
        m_error = errno;
    return bool(m_stream);
}

FlushingInput::Status FlushingInput::peek(std::size_t index, std::string &token)
{
    m_output.flush();
    return m_input ? m_input->peek(index, token) : Status::EndOfInput;
}

void FlushingInput::consume(std::size_t count)
{
    if (m_input)
        m_input->consume(count);
}

namespace {

// The file standard output goes to ("/dev/full"); empty when out is another
// stream or standard output is no file with a name (a pipe, a socket).
std::string outputFileName(const std::ostream &out)
{
    const auto *watch = dynamic_cast<const WriteWatch *>(out.rdbuf());
    if ((watch ? &watch->target() : &out) != &std::cout)
        return {};
    std::error_code error;
    const std::filesystem::path target = std::filesystem::read_symlink("/proc/self/fd/1", error);
    if (error || !target.is_absolute())
        return {};
    return target.string();
}

} // namespace

int outOfMemory(std::ostream &err, const std::string &programPath, std::uint64_t tick)
{
    err << foreign(programPath) << ": "
        << Core::englishText(Core::Message(Core::MessageCode::OutOfMemory, {std::to_string(tick)})) << '\n';
    return ExitRuntimeError;
}

std::string writeFailure(const std::ostream &out, int code)
{
    const std::string reason = code ? std::strerror(code) : Text::tr("write error").toStdString();
    const std::string file = outputFileName(out);
    return (file.empty() ? Text::tr("cannot write the output: %1").arg(QString::fromStdString(reason))
                         : Text::tr("cannot write the output to %1: %2")
                               .arg(QString::fromStdString(file), QString::fromStdString(reason)))
        .toStdString();
}

void WriteWatch::failed()
{
    if (m_error == 0)
        m_error = errno;
}

int WriteWatch::overflow(int c)
{
    if (traits_type::eq_int_type(c, traits_type::eof()))
        return traits_type::not_eof(c);
    errno = 0;
    m_target.put(traits_type::to_char_type(c));
    if (!m_target) {
        failed();
        return traits_type::eof();
    }
    return c;
}

std::streamsize WriteWatch::xsputn(const char *text, std::streamsize count)
{
    errno = 0;
    m_target.write(text, count);
    if (!m_target) {
        failed();
        return 0;
    }
    return count;
}

int WriteWatch::sync()
{
    errno = 0;
    m_target.flush();
    if (!m_target) {
        failed();
        return -1;
    }
    return 0;
}

bool outputFailed(StreamOutput &output, std::ostream &err, const std::string &programPath)
{
    if (output.flush())
        return false;
    err << foreign(programPath) << ": " << writeFailure(output.stream(), output.error()) << '\n';
    return true;
}

std::string languageNamed(const std::string &name)
{
    std::string key = name;
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return Core::Debug::descriptorForKey(QString::fromStdString(key)) ? key : std::string();
}

bool openInput(const std::string &path, std::ifstream &file, std::ostream &err)
{
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        err << foreign(path) << ": " << Text::tr("cannot read: ").toStdString()
            << Text::tr("it is a directory").toStdString() << '\n';
        return false;
    }
    file.open(path, std::ios::binary);
    if (!file) {
        err << foreign(path) << ": " << Text::tr("cannot read: ").toStdString() << std::strerror(errno) << '\n';
        return false;
    }
    return true;
}

void releaseSource(RunRequest &request)
{
    if (!request.trace)
        std::string().swap(request.source);
}

int runCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err)
{
    RunRequest request;
    std::optional<std::string> inputPath;
    std::string language;
    std::vector<std::string> positional;

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const Option *option = findOption(RunOptions, arg);
        if (option && option->takesValue()) {
            if (!hasValue) {
                err << "foulplay-cli run: " << arg << Text::tr(" needs a value").toStdString() << '\n';
                return ExitUsage;
            }
            const std::string &value = args[++i];
            if (arg == "--input") {
                inputPath = value;
            } else if (arg == "--lang") {
                language = languageNamed(value);
                if (language.empty()) {
                    err << "foulplay-cli run: " << Text::tr("--lang takes unfair or cheat, not '").toStdString()
                        << foreign(value) << "'\n";
                    return ExitUsage;
                }
            } else {
                request.maxSteps = parseCount(value);
                if (!request.maxSteps) {
                    err << "foulplay-cli run: " << Text::tr("--max-steps takes a whole number, not '").toStdString()
                        << foreign(value) << "'\n";
                    return ExitUsage;
                }
            }
        } else if (option && arg == "--trace") {
            request.trace = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            err << "foulplay-cli run: " << Text::tr("unknown option '").toStdString() << foreign(arg) << "'\n"
                << usage();
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
    if (isBattle(language)) {
        err << "foulplay-cli run: "
            << Text::tr("FukYorBrane programs battle in pairs: use 'foulplay-cli battle A.fyb B.fyb'").toStdString()
            << '\n';
        return ExitUsage;
    }
    const Runner *runner = runnerOf(language);
    if (!runner) {
        err << "foulplay-cli run: "
            << Text::tr("cannot tell the language; name the file .unfair or .cheat, or give --lang").toStdString()
            << '\n';
        return ExitUsage;
    }

    std::string reason;
    auto source = readFile(request.programPath, reason);
    if (!source) {
        err << foreign(request.programPath) << ": " << Text::tr("cannot read: ").toStdString() << reason << '\n';
        return ExitBeforeRun;
    }
    request.source = std::move(*source); // one copy of a program of up to 256 MiB
    // A UTF-8 byte-order mark is no part of the program.
    if (request.source.starts_with("\xEF\xBB\xBF"))
        request.source.erase(0, 3);

    std::ifstream inputFile;
    if (inputPath && !openInput(*inputPath, inputFile, err))
        return ExitBeforeRun;
    StreamInput input(inputPath ? static_cast<std::istream &>(inputFile) : in);
    request.input = &input;

    const int status = runner->run(request, out, err);
    if (input.failed()) {
        err << (inputPath ? foreign(*inputPath) : std::string("standard input")) << ": "
            << Text::tr("cannot read: ").toStdString() << input.failure() << '\n';
        return ExitBeforeRun;
    }
    return status;
}

} // namespace Foulplay::Cli
