#pragma once

#include "debug/debugengine.h"
#include "unfair/engine.h"

#include <memory>
#include <optional>

namespace Foulplay::Core::Debug {

// The DebugEngine of Unfair: a tick is a sentence; turns are ticks.
// Worker thread only, like every DebugEngine.
class UnfairDebugEngine final : public DebugEngine, private Unfair::EventListener {
public:
    Language language() const override { return Language::Unfair; }
    int programCount() const override { return 1; }
    bool load(const std::vector<std::string> &sources, const DebugSettings &settings,
              InputSource *input, OutputSink *output,
              std::vector<DebugDiagnostic> &diagnostics) override;
    bool isLoaded() const override { return m_engine != nullptr; }

    StopReason step() override { return m_engine->step(); }
    StopReason run(std::uint64_t maxTicks) override { return m_engine->run(maxTicks); }
    void requestStop() override { m_engine->requestStop(); }
    std::uint64_t tick() const override { return m_engine->tick(); }
    std::uint64_t turn() const override { return m_engine->tick(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override
    {
        return target > m_engine->tick() ? target - m_engine->tick() : 0;
    }
    bool isFinished() const override { return m_engine->finished(); }
    DebugResult result() const override;

    std::shared_ptr<const EngineState> snapshot() const override;
    void restore(const EngineState &state) override;

    DebugLocation currentLocation() const override;
    QList<DebugLocation> allLocations() const override { return {currentLocation()}; }
    CodeIndex currentStatement() const override { return m_engine->nextStatement(); }
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    std::optional<CodeIndex> labelStatement(const std::string &name) const override;
    // A jump: the sentence after it (reached when the loop is left).
    std::optional<CodeIndex> stepOverTarget() const override;
    int currentThread() const override { return -1; }
    void setCodeBreakpoints(const std::vector<CodeIndex> &marks) override;
    void setWatchedCells(const std::vector<CodeIndex> &) override {}
    void setEventSink(EventSink *sink) override;

    std::optional<Decimal> valueOf(const ValueRef &ref, std::string &reason) const override;
    QList<std::pair<QString, QString>> variables() const override;
    QString inputPrompt() const override;

private:
    void onEvent(const Unfair::Event &event) override;
    QString playerName(std::uint32_t player) const;

    std::unique_ptr<Unfair::Engine> m_engine;
    EventSink *m_sink = nullptr;
};

} // namespace Foulplay::Core::Debug
