#pragma once

#include "debug/breakpointset.h"
#include "debug/debugengine.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "debug/eventrecorder.h"
#include "debug/pacer.h"
#include "debug/recordedio.h"
#include "debug/replayfile.h"
#include "debug/runplan.h"
#include "debug/timeline.h"

#include <QElapsedTimer>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Debug {

class DebugWorker;

// A command as the session sends it: its id (reported back by commandDone())
// and the interrupt count when it was issued.
struct Command {
    std::uint64_t id = 0;
    std::uint64_t stamp = 0;
};

// How the worker reports its state (mirrors DebugSession::Status).
enum class WorkerState { Empty, Ready, Running, WaitingForInput, Finished };

// A slice returns to the event loop after this long, so halt() and other
// commands are served within a few milliseconds.
inline constexpr qint64 SliceNs = 4'000'000;

inline bool endsProgram(StopReason reason)
{
    return reason == StopReason::Finished || reason == StopReason::Error || reason == StopReason::StepLimit;
}

// What the command families of a DebugWorker (ForwardRun, BackwardRun,
// StepOver) share: the loaded program, its input and output, timeline,
// breakpoints, events, pacing and the plan of the run in progress, with the
// steps every family takes (begin and end a command, run the engine, keep
// keyframes, check breakpoints, publish). It reports through the worker's
// signals. Internal to core/debug; the worker's thread only.
class RunContext final : private EventSink {
public:
    using Mode = RunPlan::Mode;
    using Goal = RunPlan::Goal;
    using State = WorkerState;

    RunContext(DebugWorker &worker, const std::atomic<std::uint64_t> &interrupts);

    // The program. load() starts command and loads sources afresh (input,
    // output and run forgotten); false, the context empty, when they do not
    // load. unload() starts command and forgets the program.
    bool load(Command command, Language language, const QStringList &sources, const QStringList &names,
              std::vector<DebugDiagnostic> &diagnostics);
    void unload(Command command);
    // The program, its input so far, settings and tick, as a replay keeps them.
    ReplayFile replay() const;
    void setSettings(const DebugSettings &settings);
    void setSpeed(std::uint64_t ticksPerSecond);
    void setEventRecording(bool on);
    void editBreakpoints(const BreakpointDiff &diff);
    // More input (part: the token goes on), or its end.
    void provideInput(std::string_view text, bool part);
    void closeInput();

    // The loaded engine, or null; the plan of the run in progress.
    DebugEngine *engine() { return m_engine.get(); }
    const DebugEngine *engine() const { return m_engine.get(); }
    RunPlan &plan() { return m_plan; }
    const RunPlan &plan() const { return m_plan; }
    State state() const { return m_state; }
    // Bumped by every command; a slice of an older generation drops out.
    std::uint64_t generation() const { return m_generation; }
    // Ends the run in progress for reason (pause, stop): nothing resumes it.
    void halt(DebugStopReason reason);

    // Starts a command: replaces the run in progress (its command is done).
    bool beginCommand(Command command);
    // The current command is done (once).
    void finishCommand();
    // Ends a command that cannot act (the program ended).
    bool refuseWhenFinished();
    bool interrupted() const;
    void reportState(State state);
    // Forgets the run (plan, result, events, hits, timeline), or how it ended.
    void resetRun();
    void forgetResult() { m_result.reset(); }

    // Runs the engine up to ticks, or one step, noting where it was before.
    void runEngine(std::uint64_t ticks, StopReason &reason);
    StopReason stepEngine();
    // How many ticks the next run() may take (pacing, breakpoints, goal, keyframes).
    std::uint64_t ticksAllowed(bool breakpoints) const;
    // Pacing: ticks due now (0: waitNs until the next), noting what the last
    // runEngine() ran, the ticks a run() may take, starting over from now.
    std::uint64_t ticksDue(std::int64_t &waitNs) const;
    void notePaced();
    std::uint64_t runLength() const { return m_pacer.runLength(); }
    void restartPacing();
    // Keyframes and publications are timed from now.
    void restartKeyframeClock() { m_keyframeClock.start(); }
    void restartPublishClock() { m_publishClock.start(); }
    bool breakpointsActive() const;
    bool anyBreakpointEnabled() const;
    void resetHits() { m_breakpoints.resetHits(); }
    // The value a navigation (the next or previous change) watches; false
    // when it does not parse in the program's language.
    bool setNavigation(const QString &value);
    // The breakpoints a run checks: the user's, or the navigation's.
    BreakpointSet &activeSet() { return m_plan.navigateValue ? m_navigation : m_breakpoints; }
    const BreakpointSet &activeSet() const { return m_plan.navigateValue ? m_navigation : m_breakpoints; }
    bool markedNow(bool goalToo) const;
    // Evaluates the breakpoints that apply now; true when one stops. With
    // valuesOnly, only the data breakpoints (the tick that ended the program
    // may have changed a value: that stop comes before the end).
    bool checkBreakpoints(bool atMark, bool count, bool valuesOnly = false);
    // The backward scan's check after a tick: a breakpoint that holds and
    // stops before the scan's origin (a data breakpoint stops the tick
    // before its change) becomes what the scan found.
    void scanBreakpoints(bool atMark);
    // The scan found a data breakpoint's change: says so (valueChanged()).
    void reportScanChange();
    // Gives the engine the marks and watches the plan needs (only when they changed).
    void applyMarks();
    void updateSink();

    // Ends the run with a stop. beforeTheEnd: the program ended in the tick
    // just run, but something stops first (a value that tick changed): the
    // run stays Ready, and going on from it shows the end.
    void endRun(DebugStopReason reason, bool beforeTheEnd = false);
    void endProgram();
    // Memory ran out during a command: the run ends with an error that says
    // so at the current tick, and half the keyframes go to make room for
    // showing it. A restored keyframe lifts it.
    void outOfMemory();
    void waitForInput();
    // Queues the next slice of the run in progress, at once or after waitMs.
    void queueSlice();
    void queueSliceAfter(int waitMs);

    bool restoreNear(std::uint64_t tick, bool allowForward);
    // The last keyframe at or before tick (-1: none), a keyframe's tick.
    int keyframeAtOrBefore(std::uint64_t tick) const { return m_timeline.indexAtOrBefore(tick); }
    std::uint64_t keyframeTick(int index) const { return m_timeline.keyframes()[std::size_t(index)].tick; }
    const EngineState *keyframeState(int index) const { return m_timeline.keyframes()[std::size_t(index)].state.get(); }
    void restoreKeyframe(int index) { restoreKeyframe(m_timeline.keyframes()[std::size_t(index)]); }
    void restoreKeyframe(const Keyframe &keyframe);
    void recordKeyframe();
    void publish(bool force);
    DebugSnapshot makeSnapshot() const;

private:
    void onEvent(const DebugEvent &event) override;
    void onCompactEvent(const CompactEvent &event) override;
    // Whether an event at tick goes to the views.
    bool recordsEventAt(std::uint64_t tick) const;
    // What an event does to the run: reaching the goal event, or a
    // breakpoint on its kind (a, b: its first numbers, a cell's place).
    void reactToEvent(DebugEventKind kind, int a, int b);

    DebugWorker &m_worker;
    const std::atomic<std::uint64_t> &m_interrupts;
    std::unique_ptr<DebugEngine> m_engine;
    Language m_language{};
    QStringList m_sources;
    QStringList m_names;
    DebugSettings m_settings;
    RecordedInput m_input;
    RecordingOutput m_output;
    Timeline m_timeline;
    BreakpointSet m_breakpoints;
    BreakpointSet m_navigation; // one data breakpoint (id 0): what a navigation looks for
    EventRecorder m_events;
    Pacer m_pacer;
    RunPlan m_plan;

    std::uint64_t m_stamp = 0;      // interrupt count when the current command began
    std::uint64_t m_command = 0;    // the command in progress (0: none)
    std::uint64_t m_generation = 0; // bumped by every command; stale slices drop out
    State m_state = State::Empty;
    std::uint64_t m_prevTick = 0; // tick and turn before the last run() call
    std::uint64_t m_prevTurn = 0;
    std::uint64_t m_lastTick = 0; // furthest tick reached
    bool m_recordEvents = false;
    bool m_marksDirty = true; // the breakpoints changed since applyMarks()
    bool m_appliedWithBreakpoints = false;
    bool m_appliedNavigation = false;
    std::vector<CodeIndex> m_appliedGoalMarks;

    QElapsedTimer m_paceClock;
    QElapsedTimer m_publishClock;
    QElapsedTimer m_keyframeClock;
    std::optional<DebugResult> m_result;
    std::optional<DebugResult> m_outOfMemory; // set by outOfMemory() until a keyframe is restored
};

} // namespace Foulplay::Core::Debug
