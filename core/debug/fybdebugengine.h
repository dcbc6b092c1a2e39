#pragma once

#include "debug/debugengine.h"
#include "fyb/engine.h"

#include <memory>
#include <optional>

namespace Foulplay::Core::Debug {

// The DebugEngine of FukYorBrane: a battle of two programs. Ticks are process
// commands, turns the engine's turns; statements are cells (program 1 or 2).
// Worker thread only, like every DebugEngine.
class FybDebugEngine final : public DebugEngine, private Fyb::EventListener {
public:
    Language language() const override { return Language::Fyb; }
    int programCount() const override { return 2; }
    bool load(const std::vector<std::string> &sources, const DebugSettings &settings,
              InputSource *input, OutputSink *output,
              std::vector<DebugDiagnostic> &diagnostics) override;
    bool isLoaded() const override { return m_engine != nullptr; }

    StopReason step() override { return m_engine->step(); }
    StopReason run(std::uint64_t maxTicks) override { return m_engine->run(maxTicks); }
    void requestStop() override { m_engine->requestStop(); }
    std::uint64_t tick() const override { return m_engine->tick(); }
    std::uint64_t turn() const override { return m_engine->turn(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override;
    bool isFinished() const override { return m_engine->finished(); }
    DebugResult result() const override;

    std::shared_ptr<const EngineState> snapshot() const override;
    void restore(const EngineState &state) override;

    DebugLocation currentLocation() const override;
    QList<DebugLocation> allLocations() const override;
    CodeIndex currentStatement() const override;
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    std::optional<CodeIndex> labelStatement(const std::string &) const override { return std::nullopt; }
    std::optional<CodeIndex> stepOverTarget() const override;
    int currentThread() const override { return m_engine->nextProcess(); }
    void setCodeBreakpoints(const std::vector<CodeIndex> &marks) override;
    void setWatchedCells(const std::vector<CodeIndex> &cells) override;
    void setEventSink(EventSink *sink) override;

    std::optional<Decimal> valueOf(const ValueRef &ref, std::string &reason) const override;
    QList<std::pair<QString, QString>> variables() const override;
    QString inputPrompt() const override { return {}; }

    const Fyb::Engine *engine() const { return m_engine.get(); }

private:
    void onEvent(const Fyb::Event &event) override;
    DebugLocation locationOf(int process) const;

    std::unique_ptr<Fyb::Engine> m_engine;
    EventSink *m_sink = nullptr;
};

} // namespace Foulplay::Core::Debug
