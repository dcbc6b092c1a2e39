#pragma once

#include "debug/breakpoint.h"
#include "debug/conditionerror.h"
#include "debug/debugsignals.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>

class QThread;

namespace Foulplay::Core::Debug {

class DebugWorker;
struct ReplayFile;

// One open program or battle under the debugger. The engine runs on a worker
// thread the session owns; this object lives on the thread that made it (the
// UI thread) and every function below is called from there. Commands return
// at once with their id and take effect on the worker; results arrive as the
// signals of DebugSignals and below, on this object's thread, and commandDone(id) tells when a
// command has ended (its run stopped, the program ended, it waits for input,
// or a later command replaced it). pause() and stop() act within 50 ms even
// inside an endless loop. Destroying the session stops the run and joins the
// thread.
class DebugSession final : public DebugSignals {
    Q_OBJECT

public:
    enum class Status {
        Empty,           // nothing loaded (or the load failed)
        Ready,           // stopped: paused, stepped, at a breakpoint, after stop()
        Running,         // running forward or backward
        WaitingForInput, // the program reads: provideInput() or closeInput()
        Finished,        // the program or battle ended (step back still works)
    };
    Q_ENUM(Status)

    // Identifies a command in commandDone().
    using CommandId = std::uint64_t;

    explicit DebugSession(QObject *parent = nullptr);
    ~DebugSession() override;

    Status status() const { return m_status; }
    // The latest snapshot published (what stateChanged() last carried).
    const DebugSnapshot &snapshot() const { return m_snapshot; }

public Q_SLOTS:
    // Parses and loads program(s) (FYB: two sources, program 1 first) at tick
    // 0, with the input given so far cleared. Emits loaded(); when it worked,
    // stopped(Entry) and stateChanged(). names are file names for messages.
    CommandId load(Foulplay::Core::Debug::Language language, const QStringList &sources, const QStringList &names = {});
    // Loads a replay file's run (programs, input, settings) and goes to its tick.
    CommandId loadReplay(const Foulplay::Core::Debug::ReplayFile &replay);
    // Saves the run so far as a replay file; replaySaved() tells how it went.
    void saveReplay(const QString &path);
    // The run so far as a replay, in memory: replayTaken() brings it.
    void takeReplay();
    // Drops the program and its whole history (timeline, events, input and
    // output): the session is Empty again, its snapshot invalid.
    CommandId unload();

    void setSettings(const Foulplay::Core::Debug::DebugSettings &settings);
    // Ticks per second for watching a run; 0 = unlimited. Emits speedSet().
    void setSpeed(std::uint64_t ticksPerSecond);
    // The speed last set.
    std::uint64_t speed() const { return m_speed; }
    // Adds, changes and removes breakpoints; every other keeps its hits. The
    // worker keeps the run's one set (it counts the hits); breakpointsApplied()
    // reports the edit applied, breakpointsRejected() the conditions it refused.
    void editBreakpoints(const Foulplay::Core::Debug::BreakpointDiff &diff);
    // Records game events for views (eventsRecorded()); off by default.
    void setEventRecording(bool on);
    // Input: text cut into tokens (Core::InputTokenizer), queued for the
    // program; the end of text ends a token.
    CommandId provideInput(const QString &text);
    // Input: the next bytes of an input read in pieces (a file); a token cut
    // at their end goes on in the next piece or ends with closeInput().
    CommandId provideInputPart(const QByteArray &bytes);
    // Ends the input: a read after the queued tokens gets end of input.
    CommandId closeInput() { return issue(Plain::CloseInput); }

    // Runs forward (or continues) until a breakpoint, the end, input, pause().
    CommandId run() { return issue(Plain::Run); }
    CommandId pause();
    // Ends the run in progress; the session stays at the tick it reached.
    CommandId stop();
    // Goes back to tick 0 (keeping the input given) and runs.
    CommandId restart() { return issue(Plain::Restart); }
    // One tick (Unfair sentence, Cheat slot, FYB command).
    CommandId stepTick() { return issue(Plain::StepTick); }
    // Unfair: one sentence; Cheat: to the start of the next turn; FYB: to the
    // end of the current turn.
    CommandId stepTurn() { return issue(Plain::StepTurn); }
    // Steps over a jump or loop: runs until the statement after the current
    // one is reached (by the same FYB thread); breakpoints still stop it.
    CommandId stepOver() { return issue(Plain::StepOver); }
    // Runs until a statement at program:line:column (column 0 = the line) is next.
    CommandId runToPosition(int program, int line, int column = 0);
    // Runs until an event of this kind happens and stops on the tick it made
    // (the event's tick); breakpoints do not stop it, the end of the program does.
    CommandId runToEvent(Foulplay::Core::Debug::DebugEventKind kind);
    // "Why?" (backwards) and "Next change": runs to where value (an
    // expression, as a watch reads it) changes: forwards right after the next
    // tick that changes it, backwards right before the last one (tick 0,
    // Start, when none did). Breakpoints do not stop it; valueChanged() (with
    // id 0) comes before the stop, which is a Breakpoint stop.
    CommandId runToValueChange(const QString &value, bool backwards);
    CommandId stepBack() { return issue(Plain::StepBack); }
    // Back to the start of the previous turn (Unfair: one tick back), in one command.
    CommandId stepBackTurn() { return issue(Plain::StepBackTurn); }
    // Runs backwards to the previous breakpoint hit (or tick 0).
    CommandId runBackToBreakpoint() { return issue(Plain::RunBackToBreakpoint); }
    // Goes to any tick (replaying; forward of the furthest tick it runs there).
    CommandId jumpToTick(std::uint64_t tick);

Q_SIGNALS:
    // Besides those of DebugSignals:
    void statusChanged(Foulplay::Core::Debug::DebugSession::Status status);
    // setSpeed() was called (whoever sets the speed last wins).
    void speedSet(std::uint64_t ticksPerSecond);
    // The worker applied the breakpoint edit of this revision (editBreakpoints()).
    void breakpointsApplied(std::uint64_t revision);

private:
    // The commands that carry nothing but their id.
    enum class Plain {
        CloseInput,
        Run,
        Restart,
        StepTick,
        StepTurn,
        StepOver,
        StepBack,
        StepBackTurn,
        RunBackToBreakpoint,
    };

    void setStatus(Status status);
    // Calls (worker.*method)(args...) on the worker's thread.
    template<typename Method, typename... Args> void post(Method method, Args... args);
    // Sends a command: (worker.*method)(args..., command) on the worker's
    // thread, the command carrying a new id and the interrupt stamp.
    template<typename Method, typename... Args> CommandId send(Method method, Args... args);
    // Sends a plain command to the worker's slot of the same name.
    CommandId issue(Plain plain);

    QThread *m_thread = nullptr;
    DebugWorker *m_worker = nullptr;
    Status m_status = Status::Empty;
    std::uint64_t m_speed = 0;
    CommandId m_lastCommand = 0;
    DebugSnapshot m_snapshot;
};

} // namespace Foulplay::Core::Debug
