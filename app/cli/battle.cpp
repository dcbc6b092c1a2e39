#include "battle.h"
#include "clioptions.h"

#include "common/diagnostic.h"
#include "fyb/command.h"
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <ostream>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

BattleArgs parseBattleArgs(const std::vector<std::string> &args, BattleRequest &request, std::ostream &err)
{
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const Option *option = findOption(BattleOptions, arg);
        if (option && option->takesValue()) {
            if (i + 1 >= args.size()) {
                err << "foulplay-cli battle: " << arg << tr(" needs a value") << '\n';
                return BattleArgs::Wrong;
            }
            const std::string &value = args[++i];
            const auto count = parseCount(value);
            if (arg == "--max-turns") {
                if (!count) {
                    err << "foulplay-cli battle: " << tr("--max-turns takes a whole number, not '") << foreign(value)
                        << "'\n";
                    return BattleArgs::Wrong;
                }
                request.settings.maxTurns = *count;
            } else {
                if (!count || *count < 2 || *count > 0xFFFFFFFFu) {
                    err << "foulplay-cli battle: "
                        << tr("--max-processes takes a whole number from 2 to 4294967295, not '") << foreign(value)
                        << "'\n";
                    return BattleArgs::Wrong;
                }
                request.settings.maxProcesses = static_cast<std::uint32_t>(*count);
            }
        } else if (option && arg == "--json") {
            request.json = true;
        } else if (option && arg == "--no-cycle-skip") {
            request.settings.detectPeriods = false;
        } else if (option && arg == "--trace") {
            request.trace = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            err << "foulplay-cli battle: " << tr("unknown option '") << foreign(arg) << "'\n";
            return BattleArgs::WrongShape;
        } else {
            positional.push_back(arg);
        }
    }
    if (positional.size() != 2) {
        err << "foulplay-cli battle: " << tr("expects exactly two program files") << '\n';
        return BattleArgs::WrongShape;
    }
    request.paths = {positional[0], positional[1]};
    return BattleArgs::Ok;
}

namespace {

// One row of the trace: a label padded to a fixed width, then the cells.
void traceRow(std::ostream &out, const std::string &label, const std::string &cells)
{
    out << "  " << label;
    for (std::size_t n = label.size(); n < 22; ++n)
        out << ' ';
    out << '|' << cells << '\n';
}

// The state at the start of a turn, like the original's verbose mode: each
// buffer, its uncommitted changes, and a row per process that runs in it
// (p: program pointer) or edits it (d: data pointer; b: both on one cell).
void traceTurn(std::ostream &out, const Fyb::Engine &engine, const BattleRequest &request)
{
    const auto length = static_cast<std::size_t>(engine.length());
    out << "turn " << engine.turn() << '\n';
    for (int b = 0; b < 2; ++b) {
        const auto data = engine.data(b);
        const auto mods = engine.mods(b);
        std::string row(length, ' ');
        std::string changed(length, ' ');
        bool anyChange = false;
        for (std::size_t i = 0; i < length; ++i) {
            row[i] = Fyb::commandChar(data[i]);
            if (mods[i] != data[i]) {
                changed[i] = Fyb::commandChar(mods[i]);
                anyChange = true;
            }
        }
        out << "  buffer " << b + 1 << " (" << foreign(request.paths[static_cast<std::size_t>(b)]) << ")\n";
        traceRow(out, "data", row);
        if (anyChange) {
            changed.erase(changed.find_last_not_of(' ') + 1);
            traceRow(out, "uncommitted", changed);
        }
        const auto processes = engine.processes();
        for (std::size_t n = 0; n < processes.size(); ++n) {
            const Fyb::Process &p = processes[n];
            const bool runsHere = p.owner == b;
            const bool editsHere = p.editedBuffer() == b;
            if (!p.alive || (!runsHere && !editsHere))
                continue;
            std::string marks(length + 1, ' ');
            std::size_t end = 0;
            if (runsHere) {
                marks[static_cast<std::size_t>(p.pp)] = 'p';
                end = static_cast<std::size_t>(p.pp) + 1;
            }
            if (editsHere) {
                char &mark = marks[static_cast<std::size_t>(p.dp)];
                mark = mark == 'p' ? 'b' : 'd';
                end = std::max(end, static_cast<std::size_t>(p.dp) + 1);
            }
            marks.resize(end);
            std::string label = "process " + std::to_string(n);
            if (!runsHere)
                label += " (prog " + std::to_string(p.owner + 1) + ")";
            else if (p.defected)
                label += " (defected)";
            traceRow(out, label, marks);
        }
    }
}

void printJson(std::ostream &out, const Fyb::Result &result)
{
    const char *reason = result.reason == Fyb::ResultReason::Bomb   ? "bomb"
                         : result.reason == Fyb::ResultReason::Died ? "died"
                                                                    : "limit";
    out << "{\"winner\":" << result.winner << ",\"turn\":" << result.turn << ",\"reason\":\"" << reason << "\"}\n";
}

void printHuman(std::ostream &out, const Fyb::Result &result, const BattleRequest &request, bool empty)
{
    if (result.winner == 0) {
        out << tr("Draw at turn ") << result.turn << ": "
            << (empty ? tr("both programs are empty, so nothing can happen") : tr("no result within the turn limit"));
    } else {
        const int loser = 3 - result.winner;
        out << foreign(request.paths[static_cast<std::size_t>(result.winner - 1)]) << " (" << tr("program ")
            << result.winner << ") " << tr("wins at turn ") << result.turn << ": " << tr("program ") << loser;
        if (result.reason == Fyb::ResultReason::Bomb)
            out << " (" << foreign(request.paths[static_cast<std::size_t>(loser - 1)]) << ") " << tr("ran a bomb");
        else
            out << ' ' << tr("has no threads left");
    }
    if (!request.settings.isDefault()) {
        out << " (" << tr("limits: ") << request.settings.maxTurns << tr(" turns, ") << request.settings.maxProcesses
            << tr(" processes; the defaults are ") << Fyb::DefaultMaxTurns << tr(" and ") << Fyb::DefaultMaxProcesses
            << ')';
    }
    out << '\n';
}

} // namespace

int playBattle(const BattleRequest &request, std::array<std::string, 2> sources, std::ostream &out, std::ostream &err)
{
    std::array<Fyb::Program, 2> programs;
    bool failed = false;
    for (std::size_t n = 0; n < 2; ++n) {
        // Positions only matter to the editor; without them a large program costs less.
        Fyb::ParseResult parsed = Fyb::parse(sources[n], false);
        std::string().swap(sources[n]);
        for (const Core::Diagnostic &diagnostic : parsed.diagnostics)
            err << Core::formatDiagnostic(request.paths[n], diagnostic) << '\n';
        failed = failed || Core::hasErrors(parsed.diagnostics);
        programs[n] = std::move(parsed.program);
    }
    if (failed)
        return ExitBeforeRun;

    const bool empty = programs[0].empty() && programs[1].empty();
    Fyb::Engine engine(std::move(programs[0]), std::move(programs[1]), request.settings);
    if (request.trace) {
        while (!engine.finished()) {
            traceTurn(request.json ? err : out, engine, request); // stdout stays one JSON object
            engine.stepTurn();
        }
    } else {
        engine.runToEnd();
    }
    if (request.json)
        printJson(out, *engine.result());
    else
        printHuman(out, *engine.result(), request, empty);
    return ExitOk;
}

} // namespace Foulplay::Cli
