#pragma once

#include "common/diagnostic.h"
#include "common/listener.h"
#include "debug/condition.h"
#include "debug/conditionerror.h"
#include "debug/conditionnames.h"
#include "debug/debugengine.h"
#include "debug/languagedescriptor.h"

#include <QString>

#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace Foulplay::Core::Debug {

namespace AdapterDetail {
// The event type of an engine, read off its setEventListener(Listener<Event> *).
template<typename Event, typename Engine> Event eventOf(void (Engine::*)(Listener<Event> *));
} // namespace AdapterDetail

// The mechanical part of every DebugEngine: parsing the programs, turning
// their diagnostics into DebugDiagnostics, making the engine, forwarding
// steps, runs and breakpoints, snapshots and restores, the result ladder
// (error, end, step), the values every language has (tick, turn) and
// switching the engine's events on and off with the sink. A language derives
// from it in its own folder (languages/unfair/unfairdebugengine.cpp ...) and
// supplies only what is its own: the engine it makes, how a run ends, the
// events it translates (onEvent()), its places and its values.
//
// Traits names the language's engine and facts:
//   using Engine;                                // Program, Snapshot and Event follow from it
//   static constexpr Language language;
//   static constexpr Capabilities capabilities;
//   static ParseResult parse(std::string_view source); // .program, .diagnostics
// and, where programs have labels or players:
//   static ProgramFacts facts(const Program &program); // labels, players, playerNames
// Worker thread only, like every DebugEngine.
template<typename Traits>
class EngineAdapter : public DebugEngine,
                      protected Listener<decltype(AdapterDetail::eventOf(&Traits::Engine::setEventListener))> {
public:
    using LanguageTraits = Traits;
    using Engine = typename Traits::Engine;
    using Program = decltype(Traits::parse(std::string_view()).program);
    using Snapshot = std::remove_cvref_t<decltype(std::declval<const Engine &>().snapshot())>;
    using Event = decltype(AdapterDetail::eventOf(&Engine::setEventListener));

    EngineAdapter()
        : DebugEngine(Traits::language, Traits::capabilities)
    {
    }

    // What a parsed program is made of: Traits::facts() (none without it),
    // with the language's condition names for its players.
    static ProgramFacts factsOf(const Program &program)
    {
        ProgramFacts facts;
        if constexpr (requires { Traits::facts(program); })
            facts = Traits::facts(program);
        facts.conditionWords = descriptor(Traits::language).vocabulary.completions(facts.players);
        return facts;
    }
    // LanguageDescriptor::read: one parse for the diagnostics and the facts.
    static ProgramRead read(std::string_view source)
    {
        auto result = Traits::parse(source);
        return {std::move(result.diagnostics), factsOf(result.program)};
    }

    bool load(const std::vector<std::string> &sources, const DebugSettings &settings, InputSource *input,
              OutputSink *output, std::vector<DebugDiagnostic> &diagnostics) final
    {
        m_engine.reset();
        m_loaded.reset();
        const auto programs = std::size_t(capabilities().programs);
        if (sources.size() != programs) {
            diagnostics.push_back(
                {1,
                 true,
                 1,
                 1,
                 1,
                 1,
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
                                       d.range.begin.column, d.range.end.line, d.range.end.column, d.message, d.hint});
            }
            ok = ok && !hasErrors(result.diagnostics);
            parsed.push_back(std::move(result.program));
        }
        if (!ok)
            return false;
        m_loaded = std::make_shared<const LoadedProgramsOf<Program>>(sources, parsed, factsOf(parsed.front()));
        m_engine = createEngine(std::move(parsed), settings, input, output);
        m_engine->setEventListener(m_sink ? this : nullptr);
        return true;
    }
    bool isLoaded() const final { return m_engine != nullptr; }
    std::shared_ptr<const LoadedPrograms> loadedPrograms() const final { return m_loaded; }

    StopReason step() override { return m_engine->step(); }
    StopReason run(std::uint64_t maxTicks) override { return m_engine->run(maxTicks); }
    void requestStop() final { m_engine->requestStop(); }
    std::uint64_t tick() const final { return m_engine->tick(); }
    bool finished() const override { return m_engine->finished(); }

    // The ladder every language climbs: an error, else the end (the
    // language's describeEnd()), else still running.
    DebugResult result() const final
    {
        DebugResult result;
        result.language = Traits::language;
        result.tick = m_engine->tick();
        result.turn = turn();
        result.reason = StopReason::Step;
        if (const auto &error = m_engine->error()) {
            result.reason = StopReason::Error;
            result.error = error->message;
        } else if (finished()) {
            describeEnd(result);
        }
        return result;
    }

    std::shared_ptr<const EngineState> snapshot() const override
    {
        return std::make_shared<EngineStateOf<Snapshot>>(Traits::language, m_engine->tick(), m_engine->snapshot());
    }
    void restore(const EngineState &state) override
    {
        if (auto *own = dynamic_cast<const EngineStateOf<Snapshot> *>(&state))
            m_engine->restore(own->value());
    }

    CodeIndex nextStatement() const final { return m_engine->nextStatement(); }
    void setCodeBreakpoints(std::span<const CodeIndex> marks) override { m_engine->setBreakpoints(marks); }
    void setEventSink(EventSink *sink) final
    {
        m_sink = sink;
        if (m_engine)
            m_engine->setEventListener(sink ? this : nullptr);
    }

    std::optional<Decimal> valueOf(const ValueRef &ref, ConditionError &why) const final
    {
        if (ref.variable == Var::Tick)
            return Decimal::fromInt(std::int64_t(tick()));
        if (ref.variable == Var::Turn)
            return Decimal::fromInt(std::int64_t(turn()));
        return languageValue(ref, why);
    }

protected:
    // Makes the engine of parsed programs (one, or two for a battle).
    virtual std::unique_ptr<Engine> createEngine(std::vector<Program> programs, const DebugSettings &settings,
                                                 InputSource *input, OutputSink *output) = 0;
    // A finished run that has no error: sets result's reason (Finished or
    // StepLimit) and what the language tells of its end.
    virtual void describeEnd(DebugResult &result) const = 0;
    // valueOf() for the language's own variables (not tick and turn).
    virtual std::optional<Decimal> languageValue(const ValueRef &ref, ConditionError &why) const = 0;
    // Passes a translated event on to the sink (only called while one is set).
    void report(const DebugEvent &event) { m_sink->onEvent(event); }
    void report(const CompactEvent &event) { m_sink->onCompactEvent(event); }
    // The place of a statement (FYB: a cell) of a program.
    static DebugLocation locationAt(const SourceRange &range, int statement, int program = 1, int thread = -1)
    {
        return {program, range.begin.line, range.begin.column, range.end.line, range.end.column, statement, thread};
    }

    std::unique_ptr<Engine> m_engine;

private:
    EventSink *m_sink = nullptr;
    std::shared_ptr<const LoadedProgramsOf<Program>> m_loaded;
};

// The descriptor of the language Adapter (an EngineAdapter) serves: its
// traits, the facts given here, and a factory of new, unloaded adapters. The
// key is also the file extension.
template<typename Adapter>
LanguageDescriptor describe(const QString &key, const QString &name, const ConditionVocabulary &vocabulary,
                            QList<EventName> events)
{
    using Traits = typename Adapter::LanguageTraits;
    const auto create = [] { return std::unique_ptr<DebugEngine>(std::make_unique<Adapter>()); };
    LanguageDescriptor described{Traits::language, key, name, {key}, Traits::capabilities, vocabulary, create};
    described.eventNames = std::move(events);
    described.read = &Adapter::read;
    return described;
}

} // namespace Foulplay::Core::Debug
