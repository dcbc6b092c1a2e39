#include "runcommand.h"

#include "common/diagnostic.h"
#include "common/io.h"
#include "unfair/engine.h"
#include "unfair/hints.h"
#include "unfair/parser.h"

#include <new>
#include <ostream>
#include <string>

namespace Foulplay::Cli {

namespace {

using Core::Unfair::Engine;

// The statement's text on one line: whitespace runs become one space.
std::string oneLine(std::string_view source, const Core::Unfair::Statement &statement)
{
    std::string text;
    bool space = false;
    for (char c : source.substr(statement.offset, statement.length)) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            space = true;
            continue;
        }
        if (space && !text.empty())
            text.push_back(' ');
        space = false;
        text.push_back(c);
    }
    return text;
}

// "3:1 Player 2 de-syncs for 2 steps. | Player 1 CN 8 RN 1; Player 2 CN 13 RN 1 | universes: 72; 52 (Player 2's 1st mistake)"
void trace(std::ostream &err, std::string_view source, const Engine &engine, std::uint32_t statementIndex)
{
    const auto &program = engine.program();
    const auto &statement = program.statements[statementIndex];
    const auto &state = engine.state();
    const Core::SourcePos begin = program.range(statement).begin;
    err << "trace: " << begin.line << ':' << begin.column << ' ' << foreign(oneLine(source, statement)) << " |";
    bool first = true;
    for (std::uint32_t p = 0; p < state.players.size(); ++p) {
        if (!state.players[p].mentioned)
            continue;
        err << (first ? " " : "; ") << engine.playerName(p) << " CN " << state.players[p].countingNumber.toString()
            << " RN " << state.players[p].raisingNumber.toString();
        first = false;
    }
    if (first)
        err << " no players yet";
    err << " | universes:";
    for (std::size_t u = 0; u < state.universes.size(); ++u) {
        const auto &universe = state.universes[u];
        err << (u == 0 ? " " : "; ") << universe.count.toString();
        if (universe.origin) {
            err << " (" << engine.playerName(*universe.origin) << "'s "
                << Core::Unfair::ordinal(state.mistakeOrdinal(u)) << " mistake)";
        }
    }
    err << '\n';
}

} // namespace

int runUnfair(RunRequest &request, std::ostream &out, std::ostream &err)
{
    // Errors beyond those printed are only counted.
    auto parsed = Core::Unfair::parse(request.source, std::size_t(limits().maxErrors));
    if (!parsed.ok()) {
        printDiagnostics(err, request.programPath, parsed.diagnostics, parsed.unkeptDiagnostics);
        return ExitBeforeRun;
    }
    releaseSource(request);

    StreamOutput output(out);
    FlushingInput input(request.input, output);
    Core::Unfair::Settings settings;
    settings.maxSteps = request.maxSteps;
    Engine engine(std::move(parsed.program), settings, &input, &output);

    Core::StopReason reason = Core::StopReason::Step;
    try {
        while (reason == Core::StopReason::Step) {
            if (request.trace) {
                const auto statement = std::uint32_t(engine.nextStatement().index);
                const std::uint64_t before = engine.tick();
                reason = engine.step();
                if (engine.tick() != before)
                    trace(err, request.source, engine, statement);
            } else {
                reason = engine.run(std::uint64_t(1) << 20);
            }
            if (!out)
                break; // reported below
        }
    } catch (const std::bad_alloc &) {
        output.flush();
        return outOfMemory(err, request.programPath, engine.tick());
    }
    if (outputFailed(output, err, request.programPath))
        return ExitRuntimeError;

    switch (reason) {
    case Core::StopReason::Finished:
        break;
    case Core::StopReason::StepLimit:
        // Worded as the debugger's front ends word the same stop.
        err << foreign(request.programPath) << ": "
            << Core::englishText({Core::MessageCode::UnfairStepLimit, {std::to_string(engine.tick())}}) << '\n';
        break;
    case Core::StopReason::Error:
        if (const auto &error = engine.error()) {
            Core::Diagnostic diagnostic;
            diagnostic.range = error->range;
            diagnostic.message = error->message;
            err << Core::formatDiagnostic(request.programPath, diagnostic) << '\n';
        }
        break;
    default:
        // The command line's input blocks instead of asking again, so a run
        // cannot stop anywhere else.
        err << foreign(request.programPath) << ": " << Text::tr("stopped unexpectedly").toStdString() << '\n';
        break;
    }
    return exitStatusOf(reason);
}

} // namespace Foulplay::Cli
