#include "runcommand.h"

#include "clioptions.h"
#include "hillwarriors.h"
#include "streaminput.h"

#include "common/diagnostic.h"
#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/languagedescriptor.h"
#include "debug/valuehistory.h"
#include "debugwords.h"

#include <QString>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <ostream>

namespace Foulplay::Cli {

namespace {

using Core::Debug::DebugEngine;
using Core::Debug::ValueChange;

constexpr const char *Name = "foulplay-cli history: ";

std::string text(const QString &words)
{
    return words.toStdString();
}

std::string valueText(const std::optional<Core::Decimal> &value)
{
    return value ? value->toString() : Text::tr("none").toStdString();
}

std::string jsonValue(const std::optional<Core::Decimal> &value)
{
    return value ? value->toString() : std::string("null");
}

// Who ran the changing tick: a player, or a program's thread.
std::string who(const ValueChange &change, const DebugEngine &engine)
{
    const auto loaded = engine.loadedPrograms();
    return text(Words::changeAuthor(change, loaded ? loaded->facts().playerNames : QStringList()));
}

// Where the changing tick ran: "line 3", "program 1, cell 12", "the end".
std::string place(const ValueChange &change)
{
    const QString at = Words::changePlace(change);
    return text(at.isEmpty() ? Text::tr("the end") : at);
}

void printChange(std::ostream &out, const ValueChange &change, const DebugEngine &engine, bool cells, bool json)
{
    const std::string by = who(change, engine);
    if (json) {
        out << "{\"tick\":" << change.tick << ",\"turn\":" << change.turn << ",\"program\":" << change.where.program;
        if (change.where.isValid())
            out << ",\"line\":" << change.where.line << ",\"column\":" << change.where.column;
        else
            out << ",\"line\":null,\"column\":null";
        if (cells)
            out << ",\"cell\":" << change.where.statement << ",\"thread\":" << change.where.thread;
        out << ",\"old\":" << jsonValue(change.before) << ",\"new\":" << jsonValue(change.after)
            << ",\"who\":" << (by.empty() ? std::string("null") : jsonString(by)) << "}\n";
        return;
    }
    out << text(Text::tr("tick %1").arg(qulonglong(change.tick)));
    if (cells)
        out << text(Text::tr(", turn %1").arg(qulonglong(change.turn)));
    out << ", " << place(change) << ": " << valueText(change.before) << " \u2192 " << valueText(change.after);
    if (!by.empty())
        out << " (" << by << ')';
    out << '\n';
}

// The diagnostics of a failed load, as FILE:LINE:COL lines.
void printLoadProblems(std::ostream &err, const std::vector<std::string> &paths,
                       const std::vector<Core::Debug::DebugDiagnostic> &problems)
{
    for (std::size_t i = 0; i < paths.size(); ++i) {
        std::vector<Core::Diagnostic> diagnostics;
        for (const auto &problem : problems) {
            if (problem.program != int(i) + 1)
                continue;
            diagnostics.push_back({problem.error ? Core::Severity::Error : Core::Severity::Warning,
                                   {{problem.line, problem.column}, {problem.endLine, problem.endColumn}},
                                   problem.message,
                                   problem.hint});
        }
        printDiagnostics(err, paths[i], diagnostics);
    }
}

} // namespace

int historyCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out, std::ostream &err)
{
    std::optional<std::string> inputPath;
    std::optional<std::string> valueName;
    std::string language;
    Core::Debug::DebugSettings settings;
    bool json = false;
    std::vector<std::string> paths;

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const Option *option = findOption(HistoryOptions, arg);
        if (option && option->takesValue()) {
            if (i + 1 >= args.size()) {
                err << Name << arg << Text::tr(" needs a value").toStdString() << '\n';
                return ExitUsage;
            }
            const std::string &value = args[++i];
            if (arg == "--value") {
                valueName = value;
            } else if (arg == "--input") {
                inputPath = value;
            } else if (arg == "--lang") {
                language = languageNamed(value);
                if (language.empty()) {
                    err << Name << Text::tr("--lang takes unfair, cheat or fyb, not '").toStdString() << foreign(value)
                        << "'\n";
                    return ExitUsage;
                }
            } else {
                const std::optional<std::uint64_t> count = parseCount(value);
                const bool processes = arg == "--max-processes";
                if (!count || *count == 0 || (processes && (*count < 2 || *count > 1023))) {
                    err << Name << arg
                        << (processes ? Text::tr(" takes a whole number from 2 to 1023, not '")
                                      : Text::tr(" takes a whole number of 1 or more, not '"))
                               .toStdString()
                        << foreign(value) << "'\n";
                    return ExitUsage;
                }
                if (arg == "--max-steps")
                    settings.stepLimit = *count;
                else if (arg == "--max-turns")
                    settings.maxTurns = *count;
                else
                    settings.maxProcesses = int(*count);
            }
        } else if (option && arg == "--json") {
            json = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            err << Name << Text::tr("unknown option '").toStdString() << foreign(arg) << "'\n" << usage();
            return ExitUsage;
        } else {
            paths.push_back(arg);
        }
    }
    if (!valueName) {
        err << Name << Text::tr("needs --value NAME: the value whose changes to print").toStdString() << '\n';
        return ExitUsage;
    }
    if (paths.empty()) {
        err << Name << Text::tr("expects a program file (FukYorBrane: two)").toStdString() << '\n' << usage();
        return ExitUsage;
    }
    if (language.empty()) {
        const auto *found = Core::Debug::descriptorForFileName(QString::fromStdString(paths.front()));
        language = found ? found->key.toStdString() : std::string();
    }
    const auto *descriptor = Core::Debug::descriptorForKey(QString::fromStdString(language));
    if (!descriptor) {
        err << Name
            << Text::tr("cannot tell the language; name the file .unfair, .cheat or .fyb, or give --lang").toStdString()
            << '\n';
        return ExitUsage;
    }
    const auto programs = std::size_t(descriptor->capabilities.programs);
    if (paths.size() != programs) {
        err << Name
            << (programs == 1 ? Text::tr("expects exactly one program file")
                              : Text::tr("expects %1 program files, not %2").arg(programs).arg(paths.size()))
                   .toStdString()
            << '\n';
        return ExitUsage;
    }

    Core::Debug::ConditionError problem;
    const auto value =
        Core::Debug::Condition::parse(QString::fromStdString(*valueName), descriptor->vocabulary, problem);
    if (!value || value->isEmpty()) {
        err << Name << "--value '" << foreign(*valueName)
            << "': " << (value ? Text::tr("names no value").toStdString() : text(Words::conditionError(problem)))
            << '\n';
        return ExitUsage;
    }

    std::vector<std::string> sources;
    for (const std::string &path : paths) {
        std::string reason;
        std::optional<std::string> source = readFile(path, reason);
        if (!source) {
            err << foreign(path) << ": " << Text::tr("cannot read: ").toStdString() << reason << '\n';
            return ExitBeforeRun;
        }
        if (source->starts_with("\xEF\xBB\xBF"))
            source->erase(0, 3);
        sources.push_back(std::move(*source));
    }

    std::ifstream inputFile;
    if (inputPath && !openInput(*inputPath, inputFile, err))
        return ExitBeforeRun;
    StreamInput input(inputPath ? static_cast<std::istream &>(inputFile) : in);

    const std::unique_ptr<DebugEngine> engine = descriptor->createEngine();
    std::vector<Core::Debug::DebugDiagnostic> problems;
    // The program's own output is not this command's: it goes nowhere.
    if (!engine->load(sources, settings, descriptor->capabilities.supportsInput ? &input : nullptr, nullptr,
                      problems)) {
        printLoadProblems(err, paths, problems);
        return ExitBeforeRun;
    }
    std::vector<std::string>().swap(sources);

    const bool cells = descriptor->capabilities.supportsThreads;
    Core::StopReason reason = Core::StopReason::Step;
    try {
        reason = Core::Debug::scanChanges(*engine, *value, UINT64_MAX, [&](const ValueChange &change) {
            printChange(out, change, *engine, cells, json);
            return bool(out);
        });
    } catch (const std::bad_alloc &) {
        return outOfMemory(err, paths.front(), engine->tick());
    }
    if (!out.flush()) {
        err << Name << writeFailure(out, errno) << '\n';
        return ExitRuntimeError;
    }
    if (input.failed()) {
        err << (inputPath ? foreign(*inputPath) : std::string("standard input")) << ": "
            << Text::tr("cannot read: ").toStdString() << input.failure() << '\n';
        return ExitBeforeRun;
    }
    const Core::Debug::DebugResult result = engine->result();
    if (descriptor->capabilities.isBattle()
        && (reason == Core::StopReason::Finished || reason == Core::StopReason::StepLimit)) {
        // A battle's end is its result, a draw at the turn limit among them.
        err << text(Words::result(result)) << '\n';
        return ExitOk;
    }
    switch (reason) {
    case Core::StopReason::Finished:
        break;
    case Core::StopReason::StepLimit:
        err << foreign(paths.front()) << ": " << text(Words::result(result)) << '\n';
        break;
    case Core::StopReason::Error: {
        const Core::Debug::DebugLocation where = engine->currentLocation();
        Core::Diagnostic diagnostic;
        diagnostic.range = {{where.line, where.column}, {where.endLine, where.endColumn}};
        diagnostic.message = result.error;
        err << Core::formatDiagnostic(paths[std::size_t(std::max(where.program, 1)) - 1], diagnostic) << '\n';
        break;
    }
    default:
        err << foreign(paths.front()) << ": " << Text::tr("stopped unexpectedly").toStdString() << '\n';
        break;
    }
    return exitStatusOf(reason);
}

} // namespace Foulplay::Cli
