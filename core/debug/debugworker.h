#pragma once

#include "debug/breakpoint.h"
#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "debug/recordedio.h"
#include "debug/replayfile.h"
#include "debug/timeline.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace Foulplay::Core::Debug {

// The worker behind a DebugSession: owns the engine, the input, the timeline
// and the breakpoints, and lives on the session's thread. Internal to
// core/debug: only DebugSession talks to it. Its slots run on its thread;
// interrupt() is the one function any thread may call.
class DebugWorker final : public QObject, private EventSink {
    Q_OBJECT

public:
    enum class Interrupt { Pause, Stop };
    // How the session reports its state (mirrors DebugSession::Status).
    enum class State { Empty, Ready, Running, WaitingForInput, Finished };

    explicit DebugWorker(QObject *parent = nullptr);
    ~DebugWorker() override;

    // Any thread: asks the run in progress to end at its next check (within a
    // few ms). Commands issued before this call are affected, later ones not.
    // The session then queues halt(kind), which ends the run and reports it.
    void interrupt();
    // Any thread: the interrupt count a command issued now must carry.
    std::uint64_t interruptStamp() const { return m_interrupts.load(); }

public Q_SLOTS:
    void load(Foulplay::Core::Debug::Language language, const QStringList &sources,
              const QStringList &names);
    void loadReplay(const Foulplay::Core::Debug::ReplayFile &replay);
    void saveReplay(const QString &path);
    void setSettings(const Foulplay::Core::Debug::DebugSettings &settings);
    void setSpeed(std::uint64_t ticksPerSecond);
    void setBreakpoints(const QList<Foulplay::Core::Debug::Breakpoint> &breakpoints);
    void setEventRecording(bool on);
    void provideInput(const QString &text, std::uint64_t stamp);
    void closeInput(std::uint64_t stamp);
    void run(std::uint64_t stamp);
    void halt(Foulplay::Core::Debug::DebugWorker::Interrupt kind);
    void restart(std::uint64_t stamp);
    void stepTick(std::uint64_t stamp);
    void stepTurn(std::uint64_t stamp);
    void stepOver(std::uint64_t stamp);
    void runToPosition(int program, int line, int column, std::uint64_t stamp);
    void runToEvent(Foulplay::Core::Debug::DebugEventKind kind, std::uint64_t stamp);
    void stepBack(std::uint64_t stamp);
    void runBackToBreakpoint(std::uint64_t stamp);
    void jumpToTick(std::uint64_t tick, std::uint64_t stamp);

Q_SIGNALS:
    void loaded(bool ok, const QList<Foulplay::Core::Debug::DebugDiagnostic> &diagnostics);
    void stateReported(Foulplay::Core::Debug::DebugWorker::State state);
    void stopped(Foulplay::Core::Debug::DebugStopReason reason,
                 const Foulplay::Core::Debug::DebugLocation &location);
    void stateChanged(const Foulplay::Core::Debug::DebugSnapshot &snapshot);
    void outputWritten(const QString &text);
    void inputRequested(const QString &prompt);
    void finished(const Foulplay::Core::Debug::DebugResult &result);
    void errorRaised(const Foulplay::Core::Debug::DebugLocation &location, const QString &message);
    void breakpointHit(int id, std::uint64_t hits, const QString &message);
    void eventsRecorded(const QList<Foulplay::Core::Debug::DebugEvent> &events, std::uint64_t dropped);
    void replaySaved(const QString &path, bool ok, const QString &error);

private:
    // What the current run is doing; one at a time, replaced by each command.
    enum class Mode { Idle, Forward, Goto, Scan };
    // What ends a forward run besides breakpoints and the program.
    enum class Goal { None, TurnStart, Statement, Event };
    // What to do again when input arrives after InputNeeded.
    enum class Resume { None, Step, Forward, Goto };

    struct ActiveBreakpoint {
        Breakpoint breakpoint;
        Condition condition;
        std::vector<CodeIndex> marks;
    };

    void onEvent(const DebugEvent &event) override;

    bool beginCommand(std::uint64_t stamp);
    void startGoto(std::uint64_t tick, std::uint64_t stamp, DebugStopReason reason);
    void resumeAfterInput(std::uint64_t stamp);
    void startForward(Goal goal, std::uint64_t stamp, bool ignoreBreakpoints = false);
    void queueSlice();
    void slice(std::uint64_t generation);
    void forwardSlice();
    void gotoSlice();
    void scanSlice();
    // Moves a backward scan to the previous keyframe; false when it ended.
    bool nextScanSegment();
    void adaptRunLength(std::uint64_t ticks, qint64 ns);
    bool interrupted();
    std::uint64_t ticksAllowed(bool breakpoints);
    // Handles what run() returned in a forward run; true when the run ends.
    bool handleForward(StopReason reason);
    bool atGoal() const;
    bool markedNow(bool goalToo) const;
    std::vector<int> matchingBreakpoints(bool atMark);
    // Evaluates conditions (and hit counts when count); true when one stops.
    bool checkBreakpoints(const std::vector<int> &candidates, bool count);
    void endRun(DebugStopReason reason);
    void endProgram();
    void waitForInput();

    bool restoreNear(std::uint64_t tick, bool allowForward);
    void recordKeyframe();
    void applyMarks(bool withBreakpoints);
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
    std::vector<ActiveBreakpoint> m_breakpoints;
    QList<Breakpoint> m_breakpointList;
    std::vector<std::uint64_t> m_hits; // per m_breakpoints entry

    std::atomic<std::uint64_t> m_interrupts{0};
    std::uint64_t m_stamp = 0;        // interrupt count when the current run began
    std::uint64_t m_generation = 0;   // bumped by every command; stale slices drop out

    Mode m_mode = Mode::Idle;
    State m_state = State::Empty;
    Goal m_goal = Goal::None;
    bool m_ignoreBreakpoints = false;
    Resume m_resume = Resume::None;
    std::uint64_t m_prevTick = 0;     // tick and turn before the last run() call
    std::uint64_t m_prevTurn = 0;
    std::vector<bool> m_hitsDirty;
    std::uint64_t m_goalTurn = 0;
    std::vector<CodeIndex> m_goalMarks;
    int m_goalThread = -1;
    DebugEventKind m_goalEvent = DebugEventKind::Commit;
    bool m_goalEventSeen = false;
    std::uint64_t m_target = 0;       // Goto: the tick; Scan: the segment end
    std::uint64_t m_scanOrigin = 0;   // Scan: the tick it started from
    int m_scanKeyframe = -1;
    std::optional<std::uint64_t> m_scanFound;
    DebugStopReason m_gotoReason = DebugStopReason::Goto;
    std::uint64_t m_lastTick = 0;     // furthest tick reached

    std::vector<int> m_eventHits;     // breakpoints whose event happened this tick
    bool m_recordEvents = false;
    // Events since the last publication: the kinds that come by the million
    // (commits, counts, watched pointers) apart from the rest, so that a
    // flood of them never pushes a fork or a win out of a capped batch.
    std::deque<DebugEvent> m_events;
    std::deque<DebugEvent> m_bulkEvents;
    std::uint64_t m_droppedEvents = 0;

    std::uint64_t m_speed = 0;
    QElapsedTimer m_speedClock;
    std::uint64_t m_speedTicks = 0;
    std::uint64_t m_sliceTicks = 4096;
    QElapsedTimer m_publishClock;
    QElapsedTimer m_keyframeClock;
    std::optional<DebugResult> m_result;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugWorker::Interrupt)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugWorker::State)
