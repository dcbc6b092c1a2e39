#pragma once

#include "debug/breakpoint.h"
#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/valuehistory.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

namespace Foulplay::Core::Debug {

// The breakpoints of a run as they are checked: each with its parsed
// condition, the statements it marks in the loaded engine, and its hits in
// this run. A plain object without a thread: the worker uses it on its
// thread, tests drive it directly against a loaded DebugEngine.
class BreakpointSet {
public:
    // A breakpoint that was hit (its condition held), or whose hit count changed.
    struct Hit {
        int id = 0;
        std::uint64_t hits = 0;
        ConditionError error;              // set when the condition could not be evaluated
        std::optional<ValueChange> change; // a data breakpoint's: the change it saw
    };

    // Replaces the breakpoints; those that stay (same id) keep their hits.
    // Conditions are parsed with the language's names, once: a condition
    // that does not parse is kept with its error (rejected()). The marks are resolved
    // against engine when it is loaded (else later, by resolve()).
    void set(const QList<Breakpoint> &breakpoints, const ConditionVocabulary &names, const DebugEngine *engine);
    // Applies an edit: added breakpoints start without hits, changed ones
    // (same id) keep theirs, removed ones go; the others are untouched (with
    // diff.replacesAll, those the diff does not name go too).
    // Marks of those added or changed are resolved against engine when it is loaded.
    void apply(const BreakpointDiff &diff, const ConditionVocabulary &names, const DebugEngine *engine);
    // Resolves line and label breakpoints to the engine's statements (after a load).
    void resolve(const DebugEngine &engine);
    const QList<Breakpoint> &list() const { return m_list; }
    // The breakpoints whose condition did not parse, in list order, each
    // with its error. Such a breakpoint stops with that error when reached.
    QList<BreakpointRejection> rejected() const;

    // The statements the engine is to stop before and the cells it is to
    // watch (sorted, without duplicates among the statements).
    void collectMarks(std::vector<CodeIndex> &marks, std::vector<CodeIndex> &watched) const;
    // True when an enabled breakpoint stops on events (the engine must report them).
    bool wantsEvents() const { return m_wantsEvents; }
    // True when an enabled data breakpoint watches a value: noteBefore()
    // then comes before each run of the engine, which takes one tick at a
    // time over the statements that may change a watched value (every
    // tick, when the language does not tell which: DebugEngine::changeKinds()).
    bool watchesValues() const { return m_watchesValues; }
    // True when nothing between the two states (null: the engine's own) can
    // have stopped a breakpoint: every enabled one is a data breakpoint
    // whose value only statements of known kinds change, and none of those
    // ran. A backward search skips such a keyframe segment without replaying it.
    bool quietBetween(const DebugEngine &engine, const EngineState *from, const EngineState *to) const;
    // The kinds whose ticks may change a watched value (DebugEngine::watchKinds()
    // for the engine to stop after); 0 when none is known or watched.
    std::uint64_t watchedKinds() const { return m_watchesValues && m_sourcesKnown ? m_sourceKinds : 0; }
    // Before a tick: reads the watched values (unless read at this tick
    // already) and notes where the tick runs and whose statement it is.
    void noteBefore(const DebugEngine &engine);
    // The change the data breakpoint at index saw in the last tick matching() looked at.
    const std::optional<ValueChange> &changeOf(int index) const { return m_active[std::size_t(index)].change; }

    // True when an enabled line or label breakpoint marks the statement.
    bool marks(const CodeIndex &statement) const;

    // Forgets the events noted by noteEvent() (before each run of the engine).
    void clearEvents() { m_eventHits.clear(); }
    // An event of this kind happened (with its numbers a and b: the program
    // and the cell of a kind that watches a cell): true when an enabled
    // breakpoint stops on it. Inline: the worker calls it for every event,
    // mostly with no event breakpoint set.
    bool noteEvent(DebugEventKind kind, int a, int b) { return m_wantsEvents && noteEventSlow(kind, a, b); }

    // The breakpoints that apply at the engine's tick, after a run from
    // prevTick/prevTurn. atMark: the run stopped before a marked statement.
    // A data breakpoint applies when its value changed in the tick that ran
    // (noteBefore() read it before); it reads the value anew each time.
    std::vector<int> matching(const DebugEngine &engine, bool atMark, std::uint64_t prevTick, std::uint64_t prevTurn);
    // Evaluates the candidates' conditions; with count, counts their hits and
    // appends every one that stops to stops. True when one stops (without
    // count: when one's condition holds).
    bool check(const std::vector<int> &candidates, const DebugEngine &engine, bool count, std::vector<Hit> &stops);
    // At most n, and no further than the next tick or turn breakpoint; 1
    // while a data breakpoint watches.
    std::uint64_t ticksAllowed(const DebugEngine &engine, std::uint64_t n) const;

    void resetHits();
    // The hit counts that changed since the last call and were not reported as a stop.
    std::vector<Hit> takeChangedHits();

private:
    struct Active;
    static Active parse(const Breakpoint &breakpoint, const ConditionVocabulary &names);
    void resolve(qsizetype index, const DebugEngine &engine);

    struct Active {
        Condition condition;
        ConditionError rejection; // set when the condition (or a data breakpoint's value) did not parse
        std::vector<CodeIndex> marks;
        std::uint64_t hits = 0;
        bool changed = false;
        // Data: the value, what it read at lastTick, and the change matching() saw.
        Condition value;
        std::optional<Decimal> last;
        std::uint64_t lastTick = UINT64_MAX;
        std::optional<ValueChange> change;
        std::optional<std::uint64_t> kinds; // the statement kinds that may change the value
        std::vector<CodeIndex> sources;     // the statements of those kinds, sorted
    };

    bool findsEvents() const;
    bool findsValues() const;
    bool noteEventSlow(DebugEventKind kind, int a, int b);
    // Gathers the data breakpoints' sources (after every change of the list).
    void collectSources();

    QList<Breakpoint> m_list;
    bool m_wantsEvents = false;   // findsEvents(), kept up to date
    bool m_watchesValues = false; // findsValues(), kept up to date
    bool m_sourcesKnown = true;   // every watching data breakpoint knows where its changes come from
    std::uint64_t m_sourceKinds = 0;
    std::vector<CodeIndex> m_sources; // their statements, sorted
    DebugLocation m_beforeWhere;      // noteBefore(): where the tick runs
    int m_beforePlayer = -1;          // and whose statement it is
    std::vector<Active> m_active;     // parallel to m_list
    std::vector<int> m_eventHits;     // breakpoints whose event happened in the current run
};

} // namespace Foulplay::Core::Debug
