#pragma once

#include "cheat/event.h"
#include "cheat/program.h"
#include "cheat/state.h"
#include "cheat/trace.h"
#include "cheat/windowindex.h"
#include "common/codeindex.h"
#include "common/stopreason.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core {
class InputSource;
class OutputSink;
} // namespace Foulplay::Core

namespace Foulplay::Core::Cheat {

struct Settings {
    // Slots that may run: with N, slots 0..N-1 run, then StopReason::StepLimit.
    std::uint64_t stepLimit = std::numeric_limits<std::uint64_t>::max();
};

// Runs a parsed Cheat program slot by slot, exactly as the spec rules.
// Not thread-safe: one thread at a time uses an engine (the debugger's worker).
class Engine {
public:
    // program must have parsed without errors. input and output may be null:
    // then reading meets end of input and output is dropped.
    Engine(Program program, Settings settings = {}, InputSource *input = nullptr, OutputSink *output = nullptr);

    // Runs exactly one slot (ignores breakpoints). InputNeeded: the slot did
    // not happen, nothing was consumed; calling again retries it.
    StopReason step();
    // Runs up to maxTicks slots; Step when all ran and nothing else happened.
    // Stops with Breakpoint before a marked statement, except on its first slot.
    StopReason run(std::uint64_t maxTicks);
    // Runs the slots left in the current turn (at least one).
    StopReason stepTurn();

    std::uint64_t tick() const { return m_state.tick; }
    std::uint64_t turn() const { return m_statementCount ? m_state.tick / m_statementCount : 0; }
    // The statement the next slot runs ({1, index}; index -1 when the program
    // has none).
    CodeIndex nextStatement() const { return {1, m_statementCount ? m_index : -1}; }
    // The source of the statement the next slot runs.
    SourceRange currentLocation() const;
    const std::optional<RuntimeError> &error() const { return m_state.error; }
    bool finished() const { return m_state.status != RunStatus::Running; }

    const Program &program() const { return m_program; }
    // The bytes the engine holds: its program (Program::byteSize()) and its
    // bookkeeping, without the open windows of the state.
    std::size_t byteSize() const;
    const Settings &settings() const { return m_settings; }
    const State &state() const { return m_state; }
    Snapshot snapshot() const { return {m_state}; }
    // Continues from snapshot, taken from an engine running the same program.
    void restore(const Snapshot &snapshot);

    // Values the debugger's conditions read: nullopt for an unknown player.
    std::optional<Decimal> score(std::string_view player) const;
    std::optional<std::int64_t> wins(std::string_view player) const;
    // Slots in which a call can still catch window (counting the next one).
    std::uint64_t slotsLeft(const CheatWindow &window) const;

    // The listener gets every event; null (the default) turns events off.
    void setEventListener(EventListener *listener) { m_listener = listener; }
    // From inside onEvent: step()/run() returns StopReason::Event after this slot.
    void requestStop() { m_stopRequested = true; }
    // step()/run() return StopReason::Event after a slot that set a score or
    // the wins of mask (scoreBit(), winsBit()); 0: none.
    void watchPlayers(std::uint64_t mask) { m_watchedPlayers = mask; }
    // A player's score is bit p, its wins bit 32 + p; bits 31 and 63 stand
    // for player 31 and every later one.
    static std::uint64_t scoreBit(int player) { return std::uint64_t(1) << unsigned(player < 31 ? player : 31); }
    static std::uint64_t winsBit(int player) { return scoreBit(player) << 32; }
    // Marks statements (indices into program().statements) that run() stops
    // before (replaces the previous set); marks of another program are ignored.
    void setBreakpoints(std::span<const CodeIndex> statements);

    // With tracing on, every slot records how its condition was evaluated.
    void setTracing(bool on);
    // The most recent slot of every statement (= the last turn), by statement.
    const std::vector<SlotTrace> &turnTrace() const { return m_traces; }
    // The slot that ran last, or null when none ran with tracing on.
    const SlotTrace *lastSlotTrace() const;
    // After restore(): takes back the turnTrace() an engine had at the
    // snapshot's tick, so the trace goes on exactly (needs tracing on).
    void restoreTrace(const std::vector<SlotTrace> &traces);

private:
    enum class Truth : std::uint8_t { False, True, Abort };
    // Where a condition is evaluated: the statement it belongs to and, inside
    // predictions, the slot offsets (from the real slot) still in view.
    struct Scope {
        int statement;
        int from;
        int to;
        bool predicting;
        int depth;
    };

    StopReason executeSlot();
    bool count(const Statement &statement, bool &won);
    // A slot set player's score, or wins: counted, and a stop when watched.
    void scored(int player)
    {
        ++m_state.players[std::size_t(player)].scoreChanges;
        if (m_watchedPlayers & scoreBit(player)) [[unlikely]]
            m_stopRequested = true;
    }
    void winsChanged(int player)
    {
        ++m_state.players[std::size_t(player)].winsChanges;
        if (m_watchedPlayers & winsBit(player)) [[unlikely]]
            m_stopRequested = true;
    }
    bool call(const Statement &statement);
    void catchCheater(int caller, int cheater, int statement);
    StopReason ask(const Statement &statement);
    StopReason runSlots(std::uint64_t maxTicks);
    StopReason stepSlot();
    void advance(bool acted, bool won);
    std::uint64_t windowEnd() const; // the lastSlot of a window opened in this slot
    void openWindow(const Statement &statement, bool won, std::vector<Decimal> before);
    void pruneWindows();
    void closeWindow(std::uint64_t slot);
    void eraseClosedWindows()
    {
        if (m_windowIndex.closedFront > 0)
            eraseClosedFront();
    }
    void eraseClosedFront();
    void rebuildWindowIndex();
    void notify(Event event);
    StopReason fail(SourceRange range, Message message);

    // A condition or a prediction being evaluated: conditions are evaluated
    // with an explicit stack, so that no chain is too long for the thread's.
    struct Frame {
        int node; // Program::conditions
        Scope scope;
        int stage = 0;
        int pass = 0; // predictions: 0 = statements after the slot, 1 = wrapped
        const int *candidate = nullptr;
        const int *stop = nullptr;
        int looking = -1; // predictions: the statement whose condition is being evaluated
        int offset = 0;
    };
    // Per candidate list and slot: a scan from offset `from` on found its
    // first holding statement at `holder` (none: holder = -1).
    struct ScanMemo {
        std::uint64_t slot = std::numeric_limits<std::uint64_t>::max();
        int from = 0;
        int holder = -1;
    };
    enum class Advance : std::uint8_t { Done, Descend };

    void analysePredictions();
    void sweepPredictions();
    Truth evaluate(int node, const Scope &scope);
    Truth evaluateLeaf(const Condition &condition, const Scope &scope);
    Advance predictStep(Frame &frame, Truth inner, Truth &result);
    Truth readAnswer(const Condition &condition);
    bool value(int node, Decimal &out, int depth);
    bool pastAction(const Condition &condition) const;
    void indexPastLists();
    void setLastRun(int statement, SlotRecord record);
    void countLastRuns();
    void traceCondition(int node, int depth, bool truth);
    bool traced(int depth) const { return m_trace && depth <= SlotTrace::MaxDepth; }

    Program m_program;
    Settings m_settings;
    InputSource *m_input;
    OutputSink *m_output;
    int m_statementCount;
    State m_state;
    int m_index = 0;             // statement of the next slot = tick % statements
    WindowIndex m_windowIndex;   // what the open windows (m_state.windows) need
    std::size_t m_inputUsed = 0; // input tokens the current slot peeked
    StopReason m_abortReason = StopReason::Error;
    EventListener *m_listener = nullptr;
    bool m_stopRequested = false;
    std::uint64_t m_watchedPlayers = 0;
    std::vector<char> m_breakpoints;
    bool m_hasBreakpoints = false;
    std::vector<std::uint64_t> m_memoSlot; // per statement: the slot its prediction answer is from
    std::vector<char> m_memoTruth;
    std::vector<ScanMemo> m_scanMemo; // by index in Program::lists
    // What sweepPredictions() needs, per statement: whether its condition
    // has a prediction, can be evaluated with no error and no input (pure),
    // the prediction lists it is a candidate of, and the list when its
    // whole condition is one prediction (-1 otherwise).
    std::vector<char> m_hasPrediction;
    std::vector<char> m_pure;
    std::vector<std::uint32_t> m_listsOfStart; // per statement and one more
    std::vector<std::uint32_t> m_listsOf;
    std::vector<int> m_rootList;
    std::vector<std::uint32_t> m_lists; // every prediction list
    // The past matchers ("P counted", "P won" ...) read counts, not their
    // statements: per candidate list (by index in Program::lists), how many
    // of its statements acted, and how many won, in their most recent slot.
    // m_pastLists[m_pastListStart[s] ..] are the lists statement s is in.
    std::vector<std::uint32_t> m_pastListStart;
    std::vector<std::uint32_t> m_pastLists;
    std::vector<std::uint32_t> m_actedIn;
    std::vector<std::uint32_t> m_wonIn;
    std::vector<Frame> m_frames;
    struct ValueFrame {
        int node;
        int depth;
        bool expanded;
    };
    std::vector<ValueFrame> m_valueFrames;
    std::vector<Decimal> m_values;
    bool m_tracing = false;
    SlotTrace *m_trace = nullptr;
    SlotTrace m_slotTrace; // the slot being traced; kept only once it completes
    std::vector<SlotTrace> m_traces;
    int m_lastTraced = -1;
};

} // namespace Foulplay::Core::Cheat
