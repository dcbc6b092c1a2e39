#pragma once

#include "debug/breakpoint.h"
#include "debug/breakpointset.h"
#include "debug/debugengine.h"
#include "debug/debugsignals.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "debug/eventrecorder.h"
#include "debug/pacer.h"
#include "debug/recordedio.h"
#include "debug/replayfile.h"
#include "debug/runplan.h"
#include "debug/timeline.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace Foulplay::Core::Debug {

// A command as the session sends it: its id (reported back by commandDone())
// and the interrupt count when it was issued.
struct Command {
    std::uint64_t id = 0;
    std::uint64_t stamp = 0;
};

// The worker behind a DebugSession: owns the engine, the input, the timeline
// and the breakpoints, and lives on the session's thread. Internal to
// core/debug: only DebugSession talks to it. Its slots run on its thread;
// interrupt() and interruptStamp() are the functions any thread may call.
// Every command ends with exactly one commandDone(id): when its run stops,
// ends the program, waits for input, or is replaced by a later command.
class DebugWorker final : public DebugSignals, private EventSink {
    Q_OBJECT

public:
    enum class Interrupt { Pause, Stop };
    // How the session reports its state (mirrors DebugSession::Status).
    enum class State { Empty, Ready, Running, WaitingForInput, Finished };

    explicit DebugWorker(QObject *parent = nullptr);
    ~DebugWorker() override;

    // Any thread: asks the run in progress to end at its next check (within a
    // few ms). Commands issued before this call are affected, later ones not.
    void interrupt() { m_interrupts.fetch_add(1); }
    // Any thread: the interrupt count a command issued now must carry.
    std::uint64_t interruptStamp() const { return m_interrupts.load(); }

    void load(Language language, const QStringList &sources, const QStringList &names, Command command);
    void loadReplay(const ReplayFile &replay, Command command);
    void unload(Command command);
    void saveReplay(const QString &path);
    void setSettings(const DebugSettings &settings);
    void setSpeed(std::uint64_t ticksPerSecond);
    void setBreakpoints(const QList<Breakpoint> &breakpoints);
    // Applies one edit of the breakpoints; hits of the others stay.
    void editBreakpoints(const BreakpointDiff &diff);
    void setEventRecording(bool on);
    void provideInput(const QString &text, Command command);
    void closeInput(Command command);
    void run(Command command);
    void halt(Interrupt kind, Command command);
    void restart(Command command);
    void stepTick(Command command);
    void stepTurn(Command command);
    void stepBackTurn(Command command);
    void stepOver(Command command);
    void runToPosition(int program, int line, int column, Command command);
    void runToEvent(DebugEventKind kind, Command command);
    void stepBack(Command command);
    void runBackToBreakpoint(Command command);
    void jumpToTick(std::uint64_t tick, Command command);

Q_SIGNALS:
    // Besides those of DebugSignals:
    void stateReported(Foulplay::Core::Debug::DebugWorker::State state);
    // editBreakpoints() applied the edit of this revision.
    void breakpointsApplied(std::uint64_t revision);

private:
    using Mode = RunPlan::Mode;
    using Goal = RunPlan::Goal;
    using Resume = RunPlan::Resume;

    void onEvent(const DebugEvent &event) override;

    // Starts a command: replaces the run in progress (its command is done).
    bool beginCommand(Command command);
    // The current command is done (once).
    void finishCommand();
    // Ends a command that cannot act (nothing loaded, or the program ended).
    bool refuseWhenFinished();
    void startGoto(std::uint64_t tick, DebugStopReason reason);
    void startForward(Goal goal, bool ignoreBreakpoints = false);
    // Runs one tick as a step (a step, or the head of a step over); false
    // when that ended the run (input, end of program).
    bool stepOnce();
    void resumeAfterInput(Command command);
    void queueSlice();
    void slice(std::uint64_t generation);
    void forwardSlice();
    void gotoSlice();
    void scanSlice();
    // Moves a backward scan to the previous keyframe; false when it ended.
    bool nextScanSegment();
    bool interrupted() const;
    std::uint64_t ticksAllowed(bool breakpoints) const;
    // Handles what run() returned in a forward run; true when the run ends.
    bool handleForward(StopReason reason);
    bool atGoal() const;
    bool markedNow(bool goalToo) const;
    bool breakpointsActive() const;
    // Evaluates the breakpoints that apply now; true when one stops.
    bool checkBreakpoints(bool atMark, bool count);
    void endRun(DebugStopReason reason);
    void endProgram();
    void waitForInput();
    void runEngine(std::uint64_t ticks, StopReason &reason);

    bool restoreNear(std::uint64_t tick, bool allowForward);
    void restoreKeyframe(const Keyframe &keyframe);
    void recordKeyframe();
    // Gives the engine the marks and watches the plan needs (only when they changed).
    void applyMarks();
    void updateSink();
    void publish(bool force);
    DebugSnapshot makeSnapshot() const;
    void reportState(State state);
    void resetRun();

    std::unique_ptr<DebugEngine> m_engine;
    Language m_language = Language::Unfair;
    QStringList m_sources;
    QStringList m_names;
    DebugSettings m_settings;
    RecordedInput m_input;
    RecordingOutput m_output;
    Timeline m_timeline;
    BreakpointSet m_breakpoints;
    EventRecorder m_events;
    Pacer m_pacer;
    RunPlan m_plan;

    std::atomic<std::uint64_t> m_interrupts{0};
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
    std::vector<CodeIndex> m_appliedGoalMarks;

    QElapsedTimer m_paceClock;
    QElapsedTimer m_publishClock;
    QElapsedTimer m_keyframeClock;
    std::optional<DebugResult> m_result;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugWorker::State)
