#pragma once

#include "debug/engineadapter.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <memory>
#include <optional>

namespace Foulplay::Core::Debug {

// The language facts EngineAdapter needs for Unfair.
struct UnfairTraits {
    using Engine = Unfair::Engine;
    using Program = Unfair::Program;
    using Snapshot = Unfair::Snapshot;
    using Event = Unfair::Event;
    static constexpr Language language = Language::Unfair;
    static Capabilities capabilities();
    static Unfair::ParseResult parse(std::string_view source) { return Unfair::parse(source); }
};

// The DebugEngine of Unfair: a tick is a sentence; turns are ticks.
// Worker thread only, like every DebugEngine.
class UnfairDebugEngine final : public EngineAdapter<UnfairTraits> {
public:
    std::uint64_t turn() const override { return m_engine->tick(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override
    {
        return target > m_engine->tick() ? target - m_engine->tick() : 0;
    }
    DebugResult result() const override;

    QList<DebugLocation> locations() const override;
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    std::optional<CodeIndex> labelStatement(const std::string &name) const override;
    // A jump: the sentence after it (reached when the loop is left).
    std::optional<CodeIndex> stepOverTarget() const override;

    std::optional<Decimal> valueOf(const ValueRef &ref, std::string &reason) const override;
    QList<DebugVariable> variables() const override;
    InputPrompt inputPrompt() const override;

protected:
    std::unique_ptr<Unfair::Engine> createEngine(std::vector<Unfair::Program> programs,
                                                 const DebugSettings &settings, InputSource *input,
                                                 OutputSink *output) override;

private:
    void onEvent(const Unfair::Event &event) override;
    QString playerName(std::uint32_t player) const;
};

} // namespace Foulplay::Core::Debug
