#include "runcommand.h"

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/diagnostic.h"
#include "common/io.h"

#include <new>
#include <ostream>

namespace Foulplay::Cli {

namespace {

using namespace Core::Cheat;
using Core::StopReason;

std::string where(const Program &program, int statement)
{
    const Core::SourcePos pos = program.position(program.statements[statement].begin);
    return std::to_string(pos.line) + ':' + std::to_string(pos.column);
}

// --trace: one line per slot and one per event, on the error stream.
class Tracer final : public EventListener {
public:
    Tracer(const Program &program, std::ostream &err)
        : m_program(program)
        , m_err(err)
    {
    }

    void onEvent(const Event &event) override
    {
        const auto name = [this](int player) {
            return player >= 0 ? std::string(m_program.playerName(player)) : std::string();
        };
        m_err << "trace:   ";
        switch (event.kind) {
        case EventKind::Count:
            m_err << name(event.player) << " counts by " << event.value.toString();
            break;
        case EventKind::Cheat:
            m_err << name(event.player) << " cheats: a call lands in the next " << event.windowSlots << " slots";
            break;
        case EventKind::Call:
            m_err << name(event.player) << " calls cheat on "
                  << (event.target >= 0 ? name(event.target) : std::string("everyone else"))
                  << (event.valid ? "" : " (no open window)");
            break;
        case EventKind::Caught:
            m_err << name(event.target) << " is caught by " << name(event.player);
            if (event.revokedWins > 0)
                m_err << ", " << event.revokedWins << " win(s) revoked";
            break;
        case EventKind::Win:
            m_err << name(event.player) << " wins (win " << event.value.toString() << ')';
            break;
        case EventKind::Shout:
            m_err << name(event.player) << " shouts " << event.value.toString();
            break;
        case EventKind::Ask:
            m_err << name(event.player) << " reads " << event.value.toString();
            break;
        case EventKind::End:
            m_err << "a whole turn without any action: the program ends";
            break;
        }
        m_err << '\n';
    }

private:
    const Program &m_program;
    std::ostream &m_err;
};

StopReason runTraced(Engine &engine, std::ostream &err)
{
    const Program &program = engine.program();
    Tracer tracer(program, err);
    engine.setEventListener(&tracer);
    while (true) {
        const int statement = engine.nextStatement().index;
        if (statement < 0 || engine.finished())
            return engine.step();
        const std::uint64_t slot = engine.tick();
        err << "trace: slot " << slot << ", turn " << engine.turn() << ", statement " << statement + 1 << " at "
            << where(program, statement) << " (" << program.playerName(program.statements[statement].subject) << ")\n";
        const StopReason reason = engine.step();
        if (engine.tick() > slot) {
            const SlotRecord &record = engine.state().lastRuns[statement];
            err << "trace:   " << (record.acted ? "acted" : "did not act") << '\n';
        }
        if (reason != StopReason::Step)
            return reason;
    }
}

} // namespace

int runCheat(RunRequest &request, std::ostream &out, std::ostream &err)
{
    // Only the diagnostics printed are kept, and no pronouns: a big program
    // is parsed in a few bytes of memory per byte of source.
    ParseOptions options;
    options.maxErrors = limits().maxErrors;
    options.pronouns = false;
    ParseResult parsed = parse(request.source, options);
    printDiagnostics(err, request.programPath, parsed.diagnostics, parsed.moreDiagnostics);
    if (!parsed.ok())
        return ExitBeforeRun;
    releaseSource(request);

    Settings settings;
    if (request.maxSteps)
        settings.stepLimit = *request.maxSteps;
    StreamOutput output(out);
    FlushingInput input(request.input, output);
    Engine engine(std::move(parsed.program), settings, &input, &output);

    StopReason reason = StopReason::Step;
    try {
        if (request.trace) {
            reason = runTraced(engine, err);
        } else {
            do
                reason = engine.run(std::uint64_t(1) << 20);
            while (reason == StopReason::Step && out);
        }
    } catch (const std::bad_alloc &) {
        output.flush();
        return outOfMemory(err, request.programPath, engine.tick());
    }
    if (outputFailed(output, err, request.programPath))
        return ExitRuntimeError;

    switch (reason) {
    case StopReason::Error:
        err << Core::formatDiagnostic(request.programPath,
                                      {Core::Severity::Error, engine.error()->range, engine.error()->message, {}})
            << '\n';
        break;
    case StopReason::StepLimit:
        // Worded as the debugger's front ends word the same stop.
        err << foreign(request.programPath) << ": "
            << Core::englishText({Core::MessageCode::CheatStepLimit, {std::to_string(engine.tick())}}) << '\n';
        break;
    case StopReason::InputNeeded:
        err << foreign(request.programPath) << ": "
            << Text::tr("the program waits for input that never comes").toStdString() << '\n';
        break;
    default:
        break;
    }
    return exitStatusOf(reason);
}

} // namespace Foulplay::Cli
