#pragma once

#include "common/codeindex.h"
#include "common/decimal.h"
#include "common/diagnostic.h"
#include "common/stopreason.h"
#include "unfair/event.h"
#include "unfair/parser.h"
#include "unfair/program.h"
#include "unfair/state.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace Foulplay::Core {
class InputSource;
class OutputSink;
} // namespace Foulplay::Core

namespace Foulplay::Core::Unfair {

struct Settings {
    // Sentences (Label included) that may run; none = no limit.
    std::optional<std::uint64_t> maxSteps;
};

// Runs a parsed Unfair program exactly as docs/unfair.md states. Plain and
// deterministic: the same program and input give the same run. Not
// thread-safe: one thread at a time uses an engine (the debug layer keeps it
// on its worker thread); every function below is meant for that thread.
class Engine {
public:
    // program must be free of errors (ParseResult::ok()). input and output may
    // be null: reading then meets the end of input, output is dropped.
    explicit Engine(Program program, Settings settings = {}, InputSource *input = nullptr,
                    OutputSink *output = nullptr);

    // Runs exactly one sentence (breakpoints ignored). Returns Step, or
    // Finished / Error / StepLimit / InputNeeded (nothing changed, retry later),
    // or Event when the listener called requestStop().
    StopReason step();
    // Runs up to maxTicks sentences; Step when all of them ran. Stops with
    // Breakpoint before a marked statement, except on the first sentence of
    // this call.
    StopReason run(std::uint64_t maxTicks);

    std::uint64_t tick() const { return m_state.tick; }
    const std::optional<RuntimeError> &error() const { return m_state.error; }
    // True once the run ended (normally, with an error, or at the step limit).
    bool finished() const;

    // The complete state as a value; restore() then step() gives exactly the
    // run that would have followed the snapshot.
    Snapshot snapshot() const { return m_state; }
    void restore(const Snapshot &snapshot);
    const State &state() const { return m_state; }
    const Program &program() const { return m_program; }
    const Settings &settings() const { return m_settings; }

    // The statement that runs next ({1, index}; the index is past the last
    // statement when the program ran off its end) and its source.
    CodeIndex nextStatement() const { return {1, int(m_state.next)}; }
    SourceRange currentLocation() const;

    void setInput(InputSource *input) { m_input = input; }
    void setOutput(OutputSink *output) { m_output = output; }
    // Null (the default) = no events; the run loop then pays one branch.
    void setEventListener(EventListener *listener) { m_listener = listener; }
    // From inside EventListener::onEvent: the current step()/run() returns
    // StopReason::Event after this sentence.
    void requestStop() { m_stopRequested = true; }
    // The statements run() stops before (replaces the previous set); marks of
    // another program or out of range are ignored.
    void setBreakpoints(std::span<const CodeIndex> statements);

    // Values conditions and watches read (`Player 2's counting number`, `the
    // count`, `the actual count`); nullopt for a player the program never names.
    std::optional<Decimal> valueOf(const ValueName &name) const;
    std::optional<Decimal> valueOf(std::string_view name) const;
    // "Player 1.5"
    std::string playerName(std::uint32_t player) const;

private:
    enum class Outcome { Done, Jumped, InputNeeded, EndOfInput, Failed };

    StopReason execute(std::uint64_t maxTicks, bool useBreakpoints);
    Outcome runStatement(const Statement &statement);
    // P counts on universes [0, n) and the ones above are removed:
    // all-or-nothing (false = overflow, error set).
    bool count(const Statement &statement, std::size_t n);
    Outcome deSync(const Statement &statement);
    Outcome reSync(const Statement &statement);
    void fullReset(const Statement &statement);
    Outcome define(const Statement &statement);
    void evaluate(const Statement &statement);
    bool jumpIf(const Statement &statement);
    const Decimal &operand(const Operand &operand);
    Outcome fail(const Statement &statement, Message message);
    void notify(Event event);

    Program m_program;
    Settings m_settings;
    InputSource *m_input = nullptr;
    OutputSink *m_output = nullptr;
    EventListener *m_listener = nullptr;
    bool m_stopRequested = false;
    std::vector<std::uint8_t> m_breakpoints; // per statement
    bool m_hasBreakpoints = false;
    State m_state;
};

} // namespace Foulplay::Core::Unfair
