#pragma once

#include "common/codeindex.h"
#include "common/diagnostic.h"
#include "common/stopreason.h"
#include "fyb/parser.h"
#include "fyb/snapshot.h"
#include "fyb/types.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Fyb {

// A FukYorBrane battle between two programs, exactly as the spec rules it.
// A tick is one process running one command; a turn runs every live process
// once, in table order. Programs and buffers are numbered 0 and 1 here
// (program 1 and 2 in reports). The engine is not thread-safe: use it from
// one thread at a time (the debug layer's worker thread, or the CLI's).
class Engine {
public:
    // Pads the shorter program with `%`. Two empty programs (L = 0) give a
    // draw at the turn limit at once, without playing. The programs are
    // moved in (the engine keeps them for source positions).
    Engine(Program program1, Program program2, Settings settings = {});

    // Exactly one tick (breakpoints are ignored). Finished after a bomb or a
    // dead program, StepLimit once the turn limit made it a draw, Event if
    // the listener called requestStop(), else Step.
    StopReason step();
    // Ticks until the current turn is over (or the battle, or a stop request).
    StopReason stepTurn();
    // Up to maxTicks ticks. Returns Breakpoint before a marked cell would run
    // (never before the first tick of this call), Event after a tick whose
    // event asked to stop, Finished/StepLimit at the result, else Step.
    StopReason run(std::uint64_t maxTicks);
    // Plays up to `turns` turns (finishing the current one counts as one).
    // Without listener, breakpoints and watches this is the fast path: whole
    // turns, and a battle found periodic (its state at the start of a turn
    // equal to an earlier one) jumps ahead by whole periods, which gives the
    // same state, counters and result as playing them out.
    StopReason runTurns(std::uint64_t turns);
    // runTurns() until the result.
    StopReason runToEnd();

    std::uint64_t tick() const { return m_tick; } // ticks done
    std::uint64_t turn() const { return m_turn; } // number of the turn in progress
    bool finished() const { return m_result.has_value(); }
    const std::optional<Result> &result() const { return m_result; }
    // FukYorBrane has no runtime errors: always empty.
    const std::optional<RuntimeError> &error() const { return m_error; }
    const Settings &settings() const { return m_settings; }
    // Turns that the fast path skipped because the battle was periodic.
    std::uint64_t skippedTurns() const { return m_skippedTurns; }
    // The ticks of those turns (counted in tick(), never played).
    std::uint64_t skippedTicks() const { return m_skippedTicks; }
    // Whether the period search has started to compare states by a running
    // hash of the cells, which the fast loop then keeps (enginecycle.cpp).
    bool hashesState() const { return m_hashing; }

    // Buffer length L (both buffers have it).
    std::int32_t length() const { return m_length; }
    // A buffer's cells, L each (buffer 0 is program 1's code).
    std::span<const std::uint8_t> data(int buffer) const;
    std::span<const std::uint8_t> mods(int buffer) const;
    std::span<const std::uint8_t> spent(int buffer) const;
    // The whole process table, dead entries included, in creation order.
    std::span<const Process> processes() const { return m_procs; }
    // Live processes of program 0 or 1 (the "threads(n)" of the debugger).
    int threads(int program) const { return m_alive[program & 1]; }
    // Table index of the process that runs next, or -1 when finished.
    int nextProcess() const { return m_result ? -1 : static_cast<int>(m_next); }
    // The cell the next process runs: {its program (1 or 2), its pp}; {0, -1}
    // when finished.
    CodeIndex nextStatement() const;
    const Program &program(int program) const { return m_programs[program & 1]; }
    // Source of the command the next process runs (empty when finished or
    // when that cell is padding).
    SourceRange currentLocation() const;
    // Source of the command at process's pp.
    SourceRange locationOf(int process) const;
    // Values for breakpoint conditions: "turn", "tick", "processes",
    // "threads(1)", "threads(2)", "length"; nullopt for other names.
    std::optional<std::int64_t> valueOf(std::string_view name) const;

    Snapshot snapshot() const;
    // Restores a snapshot taken from an engine with the same programs.
    void restore(const Snapshot &snapshot);

    // The listener gets every event; null (the default) for none.
    void setEventListener(EventListener *listener) { m_listener = listener; }
    // From inside onEvent: the current step()/run() returns Event after this tick.
    void requestStop() { m_stopRequested = true; }
    // Marks cells ({program 1 or 2, cell}) of a program's own buffer; run()
    // stops before a process of that program runs a marked cell. Replaces the
    // previous marks; an empty list clears them.
    void setBreakpoints(std::span<const CodeIndex> cells);
    // Watches cells ({buffer 1 or 2, cell}): a PointerEntered event is sent
    // whenever a program pointer (of its owner) or a data pointer (of a
    // process editing it) moves onto one of them. Replaces the previous
    // watches; an empty list clears them.
    void setWatchedCells(std::span<const CodeIndex> cells);
    // runTurns() and runToEnd() return Step at the end of a turn once *flag
    // is true (the fast loop reads it every 1,024th turn), so another thread
    // can end a long battle early. Null (the default) for none. The flag must
    // outlive its use here.
    void setInterruptFlag(const std::atomic<bool> *flag) { m_interrupt = flag; }

private:
    // Programs of up to this many cells have their states compared cell by
    // cell by the period search, never with a running hash.
    static constexpr std::int32_t CompareCellsUpTo = 256;
    // Longer ones too, until this many comparisons have found the same
    // process table over different cells: then the fast loop keeps the
    // running hash, which tells such states apart without reading the cells.
    static constexpr std::uint32_t LateMissesBeforeHashing = 16;
    // Cells that start as zeros from calloc(): the pages of a large array
    // that nobody writes (the padding of the shorter program, the spent
    // flags) take no memory. Copies copy.
    class CellArray {
    public:
        CellArray() = default;
        explicit CellArray(std::size_t size);
        CellArray(const CellArray &other);
        CellArray &operator=(const CellArray &other);
        CellArray(CellArray &&) noexcept = default;
        CellArray &operator=(CellArray &&) noexcept = default;
        std::uint8_t *data() { return m_cells.get(); }
        const std::uint8_t *data() const { return m_cells.get(); }
        std::size_t size() const { return m_size; }
        std::uint8_t &operator[](std::size_t i) { return m_cells[i]; }
        std::uint8_t operator[](std::size_t i) const { return m_cells[i]; }
        std::span<const std::uint8_t> view(std::size_t size) const { return {m_cells.get(), size}; }
        void copyTo(std::vector<std::uint8_t> &cells, std::size_t size) const;
        void copyFrom(const std::vector<std::uint8_t> &cells);
        bool equals(const std::vector<std::uint8_t> &cells) const;

    private:
        struct Free {
            void operator()(std::uint8_t *cells) const;
        };
        std::unique_ptr<std::uint8_t[], Free> m_cells;
        std::size_t m_size = 0;
    };
    // A compact battle's partners found by scans, direct-mapped by cell; an
    // entry holds while its bracket kind's generation is the same (any
    // change of a bracket of that kind makes a new generation).
    struct CachedPartner {
        std::int32_t cell = -1;
        std::int32_t partner = -1;
        std::uint32_t generation = 0;
        std::int32_t kind = -1;
    };
    static constexpr std::size_t PartnerCacheSize = 4096;
    struct Buffer {
        CellArray data; // L + 1: data[L] is a `%` no process can write
        CellArray mods;
        CellArray spent;
        std::vector<std::int32_t> match; // partner of each bracket cell, -1 for none (empty when compact)
        std::array<bool, 3> stale{};     // per bracket kind: match entries out of date (always when compact)
        std::array<std::int64_t, 3> scanBudget{};
        // Compact battles only (see Settings::compactAbove).
        std::array<std::uint32_t, 3> generation{};
        std::vector<CachedPartner> cache;
    };

    enum class Outcome { Ran, Forked, Bombed };
    // One command (engineexecute.h), and its two changes of cells that keep the hash.
    template<bool Observed, bool Hashing> Outcome execute(std::uint32_t index);
    template<bool Hashing> void setMod(std::uint8_t &mod, std::uint8_t value, int buffer, std::int32_t cell);
    template<bool Hashing>
    std::uint8_t commit(int buffer, std::uint8_t *data, const std::uint8_t *mods, std::int32_t cell);
    // Tick by tick (enginerun.cpp).
    template<bool Observed> StopReason tickOnce();
    // run() and the watched runTurns(): up to maxTicks ticks before turn
    // targetTurn; also returns Step before a tick once *interrupt (if given) is true.
    StopReason runTicks(std::uint64_t maxTicks, std::uint64_t targetTurn, const std::atomic<bool> *interrupt);
    bool observed() const { return m_listener || m_hasWatches; }
    // Whole turns, nobody watching (enginefast.cpp).
    StopReason runFast(std::uint64_t turns);
    // Up to turn target; search: with the period search; Hashing: keeping
    // the state hash it reads (searching); Counting: with the counts of
    // pointers per cell.
    template<bool Hashing, bool Counting> StopReason runFastLoop(std::uint64_t target, bool search);
    // Whether the fast loop counts the program pointers on each cell
    // (m_pointers) instead of walking the table for every `{`: tables of at
    // least CountingTable entries whose `{`s walk far, judged every
    // CountingWindow ticks.
    static constexpr std::size_t CountingTable = 32;
    static constexpr std::uint64_t CountingWindow = 4096;
    bool countingPays();
    // The period search's filter for a segment starting at turn with the
    // live entry from (see m_filter), and its look at the sum.
    void startFilter(bool periodic, std::uint64_t turn, std::uint32_t from);
    bool filterSumAgrees() const;
    void countPointers();
    void advanceAfter(std::uint32_t index);
    void endTurn();
    // The table index of the first live process, where a turn starts (there
    // is one while the battle has no result).
    std::uint32_t firstAlive() const;
    void finish(const Result &result);
    StopReason stopReason() const;
    bool enemyAt(int owner, std::int32_t cell) const;
    std::int32_t partner(Buffer &buffer, int kind, std::int32_t cell);
    // partner() for the fast loop: the table entry from `match` (the buffers'
    // tables) while it is up to date.
    std::int32_t jump(int owner, const std::array<const std::int32_t *, 2> &match, int kind, std::int32_t cell);
    std::int32_t scan(Buffer &buffer, int kind, std::int32_t cell);
    // partner() of a compact battle: from the cache, or a scan.
    std::int32_t cachedPartner(Buffer &buffer, int kind, std::int32_t cell);
    void rebuild(Buffer &buffer, int kind);
    void markStale(Buffer &buffer, int value);
    void rebuildAll();
    std::uint64_t fullHash() const;
    // The hash of the cells given per buffer as data, mods and spent.
    static std::uint64_t hashOf(const std::array<const std::uint8_t *, 6> &cells, std::int32_t length);
    void sendEvent(Event event);
    // A PointerEntered event when cell of buffer is watched.
    void reportEntry(int process, int program, int buffer, std::int32_t cell, int pointer);
    void checkWatch(std::uint32_t index, std::int32_t oldPp, std::int32_t oldDp, int oldEdited);
    // Periodicity detection (enginecycle.cpp).
    void resetCycle();
    bool samePeriodicState();
    void startHashing();
    void saveCheckpoint();
    void checkCycle(std::uint64_t lastTurn);

    std::array<Program, 2> m_programs;
    Settings m_settings;
    std::int32_t m_length = 0;
    bool m_compact = false; // see Settings::compactAbove
    std::array<Buffer, 2> m_buf;
    std::vector<Process> m_procs;
    std::array<int, 2> m_alive{};
    std::uint64_t m_tick = 0;
    std::uint64_t m_turn = 0;
    std::uint32_t m_next = 0;
    std::optional<Result> m_result;
    std::optional<RuntimeError> m_error;
    std::uint64_t m_hash = 0; // of the buffers, kept up to date on every change while hashesState()
    bool m_hashing = false;
    std::uint32_t m_lateMisses = 0; // see LateMissesBeforeHashing
    EventListener *m_listener = nullptr;
    const std::atomic<bool> *m_interrupt = nullptr;
    bool m_stopRequested = false;
    bool m_hasBreakpoints = false;
    bool m_hasWatches = false;
    std::array<std::vector<std::uint8_t>, 2> m_breakpoints;
    std::array<std::vector<std::uint8_t>, 2> m_watched;
    std::vector<std::int32_t> m_stack;
    // The checkpoint of the periodicity detection.
    bool m_cpValid = false;
    std::uint64_t m_cpTurn = 0, m_cpTick = 0, m_cpHash = 0, m_cpPower = 1;
    // The fast loop compares pointers with the checkpoint's at every turn
    // (m_filter), and the whole state when they agree. m_filterMisses
    // counts the comparisons since the checkpoint that the pointers began
    // in vain; once they are more than FilterMisses plus one in
    // FilterMisses turns since the checkpoint, the loop calls checkCycle()
    // only at turns with the bits of m_cpMask clear instead.
    std::uint64_t m_cpMask = 0;
    static constexpr std::uint64_t FilterMisses = 32;
    std::uint64_t m_filterMisses = 0;
    // The fast loop's filter of a segment: whether it is on, two live
    // entries and the checkpoint's program pointers for them, the live
    // entries and the checkpoint's sum of their pointers, whether they
    // agreed, and the turn at whose start the checkpoint moves on.
    struct PeriodFilter {
        bool on = false;
        bool passed = false;
        std::uint32_t a = 0, b = 0;
        std::int32_t ppA = 0, ppB = 0;
        std::vector<std::uint32_t> live;
        std::uint64_t sum = 0;
        std::uint64_t moveTurn = 0;
    };
    PeriodFilter m_filter;
    std::vector<Process> m_cpProcs;
    std::array<std::vector<std::uint8_t>, 6> m_cpCells;
    std::uint64_t m_skippedTurns = 0;
    std::uint64_t m_skippedTicks = 0;
    // Per program and cell, its live processes with their pp there (kept
    // by the fast loop while m_counting), and the ticks and `{` since
    // countingPays() last judged.
    std::array<std::vector<std::uint16_t>, 2> m_pointers;
    bool m_counting = false;
    std::uint64_t m_windowTicks = 0, m_windowSeeks = 0;
    // The fast loop's view of the table: per entry, the cells whose
    // commands it runs (its owner's buffer, or m_deadCells once it died).
    std::vector<const std::uint8_t *> m_codeOf;
    // Its dead entries, each with its pointer at the start of a segment.
    struct DeadEntry {
        std::uint32_t index;
        std::int32_t pp;
    };
    std::vector<DeadEntry> m_dead;
    CellArray m_deadCells;
};

} // namespace Foulplay::Core::Fyb
