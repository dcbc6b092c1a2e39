#pragma once

#include "common/diagnostic.h"
#include "common/listener.h"
#include "debug/debugengine.h"

#include <QString>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace Foulplay::Core::Debug {

// The mechanical part of every DebugEngine: parsing the programs, turning
// their diagnostics into DebugDiagnostics, making the engine, forwarding
// steps, runs and breakpoints, snapshots and restores, and switching the
// engine's events on and off with the sink. A language derives from it and
// supplies only what is its own: the engine it makes, the events it
// translates (onEvent()) and its values.
//
// Traits names the language's types and facts:
//   using Engine, Program, Snapshot, Event;
//   static constexpr Language language;
//   static Capabilities capabilities();
//   static ParseResult parse(std::string_view source); // .program, .diagnostics
// Worker thread only, like every DebugEngine.
template<typename Traits>
class EngineAdapter : public DebugEngine, protected Listener<typename Traits::Event> {
public:
    using Engine = typename Traits::Engine;
    using Program = typename Traits::Program;
    using Snapshot = typename Traits::Snapshot;
    using Event = typename Traits::Event;

    EngineAdapter()
        : DebugEngine(Traits::language, Traits::capabilities())
    {
    }

    bool load(const std::vector<std::string> &sources, const DebugSettings &settings, InputSource *input,
              OutputSink *output, std::vector<DebugDiagnostic> &diagnostics) final
    {
        m_engine.reset();
        const auto programs = std::size_t(capabilities().programs);
        if (sources.size() != programs) {
            diagnostics.push_back({1, true, 1, 1, 1, 1,
                                   {MessageCode::RunProgramCount, {std::to_string(sources.size()), std::to_string(programs)}},
                                   {}});
            return false;
        }
        std::vector<Program> parsed;
        bool ok = true;
        for (std::size_t i = 0; i < programs; ++i) {
            auto result = Traits::parse(sources[i]);
            for (const Diagnostic &d : result.diagnostics) {
                diagnostics.push_back({int(i) + 1, d.severity == Severity::Error, d.range.begin.line,
                                       d.range.begin.column, d.range.end.line, d.range.end.column,
                                       d.message, d.hint});
            }
            ok = ok && !hasErrors(result.diagnostics);
            parsed.push_back(std::move(result.program));
        }
        if (!ok)
            return false;
        m_engine = createEngine(std::move(parsed), settings, input, output);
        m_engine->setEventListener(m_sink ? this : nullptr);
        return true;
    }
    bool isLoaded() const final { return m_engine != nullptr; }

    StopReason step() override { return m_engine->step(); }
    StopReason run(std::uint64_t maxTicks) override { return m_engine->run(maxTicks); }
    void requestStop() final { m_engine->requestStop(); }
    std::uint64_t tick() const final { return m_engine->tick(); }
    bool finished() const override { return m_engine->finished(); }

    std::shared_ptr<const EngineState> snapshot() const override
    {
        return std::make_shared<EngineStateOf<Snapshot>>(Traits::language, m_engine->tick(), m_engine->snapshot());
    }
    void restore(const EngineState &state) override
    {
        if (auto *own = dynamic_cast<const EngineStateOf<Snapshot> *>(&state))
            m_engine->restore(own->value());
    }

    CodeIndex nextStatement() const override { return m_engine->nextStatement(); }
    void setCodeBreakpoints(std::span<const CodeIndex> marks) override { m_engine->setBreakpoints(marks); }
    void setEventSink(EventSink *sink) final
    {
        m_sink = sink;
        if (m_engine)
            m_engine->setEventListener(sink ? this : nullptr);
    }

    const Engine &engine() const { return *m_engine; }

protected:
    // Makes the engine of parsed programs (one, or two for a battle).
    virtual std::unique_ptr<Engine> createEngine(std::vector<Program> programs, const DebugSettings &settings,
                                                 InputSource *input, OutputSink *output) = 0;
    // Passes a translated event on to the sink (only called while one is set).
    void report(const DebugEvent &event) { m_sink->onEvent(event); }

    std::unique_ptr<Engine> m_engine;

private:
    EventSink *m_sink = nullptr;
};

} // namespace Foulplay::Core::Debug
