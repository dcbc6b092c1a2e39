#pragma once

#include "common/codeindex.h"
#include "common/decimal.h"
#include "common/stopreason.h"
#include "debug/capabilities.h"
#include "debug/debugtypes.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace Foulplay::Core {
class InputSource;
class OutputSink;
} // namespace Foulplay::Core

namespace Foulplay::Core::Debug {

struct ConditionError;

// An engine's complete state at one tick, frozen: what keyframes keep and what
// views read. Immutable once made, so any thread may read a shared one.
class EngineState {
public:
    virtual ~EngineState() = default;
    virtual Language language() const = 0;
    virtual std::uint64_t tick() const = 0;
    // Approximate heap size, for the timeline's memory budget.
    virtual std::size_t byteSize() const = 0;
    // True when other holds exactly the same state.
    virtual bool equals(const EngineState &other) const = 0;
};

// The EngineState of one language: its engine's Snapshot value. Views get the
// engine's own snapshot with DebugSnapshot::engineSnapshot<Fyb::Snapshot>().
// A language may derive from it to carry more for its views (CheatEngineState).
template<typename Snapshot> class EngineStateOf : public EngineState {
public:
    EngineStateOf(Language language, std::uint64_t tick, Snapshot value)
        : m_language(language)
        , m_tick(tick)
        , m_value(std::move(value))
    {
    }
    Language language() const override { return m_language; }
    std::uint64_t tick() const override { return m_tick; }
    std::size_t byteSize() const override { return sizeof(*this) + m_value.byteSize(); }
    bool equals(const EngineState &other) const override
    {
        auto *same = dynamic_cast<const EngineStateOf *>(&other);
        return same && same->m_tick == m_tick && same->m_value == m_value;
    }
    const Snapshot &value() const { return m_value; }

private:
    Language m_language;
    std::uint64_t m_tick;
    Snapshot m_value;
};

// The programs of one load as the language's parser made them, with their
// texts: made once by the worker when the load succeeds, shared and
// immutable, so views read them (DebugSnapshot::program<T>()) instead of
// parsing the text again. Any thread.
class LoadedPrograms {
public:
    LoadedPrograms(std::vector<std::string> sources, ProgramFacts facts)
        : m_sources(std::move(sources))
        , m_facts(std::move(facts))
    {
    }
    virtual ~LoadedPrograms() = default;
    // Program i's text (from 0), empty past the last.
    const std::string &source(std::size_t i) const
    {
        static const std::string none;
        return i < m_sources.size() ? m_sources[i] : none;
    }

    // What program 1 is made of (its labels, its players ...).
    const ProgramFacts &facts() const { return m_facts; }

private:
    std::vector<std::string> m_sources;
    ProgramFacts m_facts;
};

// The LoadedPrograms of one language: its parser's Program values.
template<typename Program> class LoadedProgramsOf final : public LoadedPrograms {
public:
    LoadedProgramsOf(std::vector<std::string> sources, std::vector<Program> programs, ProgramFacts facts)
        : LoadedPrograms(std::move(sources), std::move(facts))
        , m_programs(std::move(programs))
    {
    }
    // Program i (from 0), or null past the last.
    const Program *program(std::size_t i) const { return i < m_programs.size() ? &m_programs[i] : nullptr; }

private:
    std::vector<Program> m_programs;
};

using Core::CodeIndex;

// A value a condition reads, as the language's ConditionVocabulary resolved it.
struct ValueRef {
    int variable = 0;              // the language's own numbering
    std::vector<std::string> args; // player name or number, program, cell ...
};

// Receives the events of a running engine (see DebugEngine::setEventSink()).
class EventSink {
public:
    virtual ~EventSink() = default;
    // Called on the worker thread inside step()/run(). May call
    // DebugEngine::requestStop() to end the current run() after this tick.
    virtual void onEvent(const DebugEvent &event) = 0;
    // The same for an event of a compact kind (a count, a call, a commit, a
    // pointer entry), as the adapters report them. Its players are named by
    // DebugEngine::playerNames().
    virtual void onCompactEvent(const CompactEvent &event) = 0;
};

// The language-neutral face of one engine, as the session drives it. One
// subclass per language wraps that language's Engine (createDebugEngine());
// EngineAdapter does the mechanical part. The functions marked with a
// capability may only be called when capabilities() has it.
// Not thread-safe: the session uses it on its worker thread only.
class DebugEngine {
public:
    DebugEngine(Language language, const Capabilities &capabilities)
        : m_language(language)
        , m_capabilities(capabilities)
    {
    }
    virtual ~DebugEngine() = default;
    Language language() const { return m_language; }
    const Capabilities &capabilities() const { return m_capabilities; }

    // Parses the programs and, when none has an error, makes a fresh engine at
    // tick 0 reading input and writing output (both may be null). Returns
    // false (and no engine) on errors; diagnostics gets every message.
    virtual bool load(const std::vector<std::string> &sources, const DebugSettings &settings, InputSource *input,
                      OutputSink *output, std::vector<DebugDiagnostic> &diagnostics) = 0;
    virtual bool isLoaded() const = 0;
    // The programs the last successful load parsed; null before one (or for
    // a language that does not keep them).
    virtual std::shared_ptr<const LoadedPrograms> loadedPrograms() const { return nullptr; }

    // One tick; breakpoints ignored, events reported.
    virtual StopReason step() = 0;
    // Up to maxTicks ticks; stops before a marked statement except on its
    // first tick (StopReason::Breakpoint), or after an event the sink stopped.
    virtual StopReason run(std::uint64_t maxTicks) = 0;
    // Ends the run() in progress after the current tick (from an EventSink).
    virtual void requestStop() = 0;
    virtual std::uint64_t tick() const = 0;
    // Turn number (FYB turn, Cheat turn = slot / statements; Unfair: tick).
    virtual std::uint64_t turn() const = 0;
    // Ticks that can surely run without passing the start of turn target
    // (0 when at it or past it). Exact for Unfair and Cheat.
    virtual std::uint64_t ticksBeforeTurn(std::uint64_t target) const = 0;
    // True when the last stop ended the program (Finished, Error, StepLimit).
    virtual bool finished() const = 0;
    virtual DebugResult result() const = 0;

    virtual std::shared_ptr<const EngineState> snapshot() const = 0;
    virtual void restore(const EngineState &state) = 0;

    // Every live place, the one the next tick runs first (FYB: each live
    // thread's program pointer; the others: one place, or none at the end).
    virtual QList<DebugLocation> locations() const = 0;
    // Where the next tick runs: the first of locations(), or none. A
    // language with many places (FYB's threads) finds it without the rest.
    virtual DebugLocation currentLocation() const;
    // The statement (FYB: the cell) the next tick runs.
    virtual CodeIndex nextStatement() const = 0;
    // The statements on a source line (column 0) or at line:column.
    virtual std::vector<CodeIndex> statementsAt(int program, int line, int column) const = 0;
    // supportsLabels: the `Label name.` statement; nullopt when unknown.
    virtual std::optional<CodeIndex> labelStatement(const std::string &name) const;
    // supportsStepOver: where the session should stop to step over the
    // current statement (a jump or loop), reached by the same thread; nullopt
    // when the statement is stepped like any other.
    virtual std::optional<CodeIndex> stepOverTarget() const;
    // supportsThreads: the thread that runs next.
    virtual int nextThread() const;
    // The player whose statement the next tick runs, as an index into
    // loadedPrograms()->facts().playerNames; -1 when the statement is no
    // player's (a label, a jump; FYB, whose threads run).
    virtual int nextPlayer() const { return -1; }
    // Marks the statements run() stops before (replaces the previous set).
    virtual void setCodeBreakpoints(std::span<const CodeIndex> marks) = 0;
    // supportsCellWatch: cells (program, cell) whose arrival of a pp or dp
    // is reported as a PointerEntersCell event. Empty = none.
    virtual void setWatchedCells(std::span<const CodeIndex> cells);
    // Receives events; null = none (the engine pays nothing for them).
    virtual void setEventSink(EventSink *sink) = 0;
    // The names of the players the compact events of the loaded program
    // refer to by index (CompactEvent::toEvent()); null when they name none.
    virtual std::shared_ptr<const QStringList> playerNames() const { return nullptr; }

    // A value a condition reads; nullopt when it does not exist, with why's
    // code and arguments saying why (NoSuchPlayer, NoSuchCell ...; column and
    // the name are the caller's).
    virtual std::optional<Decimal> valueOf(const ValueRef &ref, ConditionError &why) const = 0;
    // supportsInput: who asks for input and what.
    virtual InputPrompt inputPrompt() const;

    // Where a value's changes come from, for a language whose values change
    // only in the ticks of some kinds of statement (Unfair): the kinds (a
    // bit each) whose tick may change ref, 0 when none does; nullopt when
    // any tick may (tick and turn, and every value of a language that does
    // not tell): a data breakpoint then reads the value after every tick.
    virtual std::optional<std::uint64_t> changeKinds(const ValueRef &ref) const;
    // The statements of those kinds: a run with a data breakpoint stops
    // before each to see what its tick does, and runs freely between them.
    virtual std::vector<CodeIndex> statementsOfKinds(std::uint64_t kinds) const;
    // How many ticks up to state (null: the engine's own) ran a statement
    // of those kinds. The count is part of the state, so that two keyframes
    // tell whether anything between them could change a value: the search
    // for the last change skips the keyframe segments that ran none.
    virtual std::uint64_t ticksOfKinds(const EngineState *state, std::uint64_t kinds) const;
    // A language whose engine sees its values change (Cheat: a slot sets a
    // player's score) counts those ticks in ticksOfKinds() without naming
    // statements: run() then stops right after a tick that may have changed
    // a value of those kinds (StopReason::Event); 0 watches none.
    virtual void watchKinds(std::uint64_t kinds);
    // Where the tick just run ran, and whose statement it was (-1: none's),
    // for a change found after a run of many ticks.
    virtual DebugLocation lastTickLocation() const;
    virtual int lastTickPlayer() const { return -1; }

private:
    Language m_language;
    Capabilities m_capabilities;
};

// A new, unloaded DebugEngine for a language. Any thread.
std::unique_ptr<DebugEngine> createDebugEngine(Language language);

} // namespace Foulplay::Core::Debug
