#pragma once

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"
#include "debug/cheatenginestate.h"
#include "debug/engineadapter.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Core::Debug {

// The DebugEngine of Cheat: ticks are slots, a turn runs every statement
// once. After every call the turn's evaluation trace is complete (each
// statement's latest slot); snapshot() carries it (a CheatEngineState) and
// restore() puts it back. A long run() traces only its last turn; when it
// stops early, the slots it ran are run again traced on a second engine.
// Worker thread only, like every DebugEngine.
// The language facts EngineAdapter needs for Cheat.
struct CheatTraits {
    using Engine = Cheat::Engine;
    using Program = Cheat::Program;
    using Snapshot = Cheat::Snapshot;
    using Event = Cheat::Event;
    static constexpr Language language = Language::Cheat;
    static Capabilities capabilities();
    static Cheat::ParseResult parse(std::string_view source) { return Cheat::parse(source); }
};

class CheatDebugEngine final : public EngineAdapter<CheatTraits> {
public:
    StopReason run(std::uint64_t maxTicks) override;
    std::uint64_t turn() const override { return m_engine->turn(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override;
    bool finished() const override;
    DebugResult result() const override;

    std::shared_ptr<const EngineState> snapshot() const override;
    void restore(const EngineState &state) override;

    QList<DebugLocation> locations() const override;
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    void setCodeBreakpoints(std::span<const CodeIndex> marks) override;

    std::optional<Decimal> valueOf(const ValueRef &ref, std::string &reason) const override;
    QList<DebugVariable> variables() const override;
    InputPrompt inputPrompt() const override;

protected:
    std::unique_ptr<Cheat::Engine> createEngine(std::vector<Cheat::Program> programs,
                                                const DebugSettings &settings, InputSource *input,
                                                OutputSink *output) override;

private:
    // Passes input through, keeping the tokens consumed since clear().
    class InputTap final : public InputSource {
    public:
        InputSource *source = nullptr;
        bool recording = false;
        std::string consumed; // space-separated, while recording
        Status peek(std::size_t index, std::string &token) override;
        void consume(std::size_t count) override;
    };

    void onEvent(const Cheat::Event &event) override;
    QString playerName(int player) const;
    // Makes the trace complete after an untraced run from start stopped early.
    void retrace(const Cheat::Snapshot &start);

    std::unique_ptr<Cheat::Engine> m_retracer; // replays slots traced, without output or events
    InputTap m_input;
    TextInput m_replayInput;
    std::vector<char> m_marked; // per statement: a code breakpoint
    std::vector<QString> m_names; // the players'
    std::uint64_t m_statements = 1; // a turn's slots
    // The trace copied for the last snapshot, reused while the tick stays.
    mutable std::shared_ptr<const CheatTurnTrace> m_traceCopy;
    mutable std::uint64_t m_traceTick = 0;
    std::uint64_t m_stepLimit = 0;
};

} // namespace Foulplay::Core::Debug
