#pragma once

#include "debug/engineadapter.h"
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <memory>
#include <optional>

namespace Foulplay::Core::Debug {

// The language facts EngineAdapter needs for FukYorBrane.
struct FybTraits {
    using Engine = Fyb::Engine;
    using Program = Fyb::Program;
    using Snapshot = Fyb::Snapshot;
    using Event = Fyb::Event;
    static constexpr Language language = Language::Fyb;
    static Capabilities capabilities();
    static Fyb::ParseResult parse(std::string_view source) { return Fyb::parse(source); }
};

// The DebugEngine of FukYorBrane: a battle of two programs. Ticks are process
// commands, turns the engine's turns; statements are cells (program 1 or 2).
// Worker thread only, like every DebugEngine.
class FybDebugEngine final : public EngineAdapter<FybTraits> {
public:
    std::uint64_t turn() const override { return m_engine->turn(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override;
    DebugResult result() const override;

    QList<DebugLocation> locations() const override;
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    std::optional<CodeIndex> stepOverTarget() const override;
    int nextThread() const override { return m_engine->nextProcess(); }
    void setWatchedCells(std::span<const CodeIndex> cells) override { m_engine->setWatchedCells(cells); }

    std::optional<Decimal> valueOf(const ValueRef &ref, std::string &reason) const override;
    QList<DebugVariable> variables() const override;

protected:
    std::unique_ptr<Fyb::Engine> createEngine(std::vector<Fyb::Program> programs, const DebugSettings &settings,
                                              InputSource *input, OutputSink *output) override;

private:
    void onEvent(const Fyb::Event &event) override;
    DebugLocation locationOf(int process) const;
};

} // namespace Foulplay::Core::Debug
