#pragma once

#include "debug/breakpoint.h"
#include "debug/debugsignals.h"
#include "debug/debugtypes.h"
#include "debug/replayfile.h"
#include "debug/runcontext.h"
#include "debug/runfamilies.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <new>
#include <cstdint>

namespace Foulplay::Core::Debug {

// The worker behind a DebugSession, on the session's thread: loads programs
// and replays, takes settings, breakpoints and input, and hands each command
// that runs to its family over the shared RunContext (which owns the engine,
// input, timeline and breakpoints): ForwardRun (continue, restart, steps,
// run to an event), BackwardRun (step back, jump, run backwards) and
// StepOver (step over, run to cursor). Internal to
// core/debug: only DebugSession talks to it. Its slots run on its thread;
// interrupt() and interruptStamp() are the functions any thread may call.
// Every command ends with exactly one commandDone(id): when its run stops,
// ends the program, waits for input, or is replaced by a later command.
class DebugWorker final : public DebugSignals {
    Q_OBJECT

public:
    enum class Interrupt { Pause, Stop };
    // How the session reports its state (mirrors DebugSession::Status).
    using State = WorkerState;

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
    void takeReplay();
    void setSettings(const DebugSettings &settings);
    void setSpeed(std::uint64_t ticksPerSecond);
    // Applies one edit of the breakpoints; hits of the others stay.
    void editBreakpoints(const BreakpointDiff &diff);
    void setEventRecording(bool on);
    // part: bytes of an input read in pieces, a token may go on past them.
    void provideInput(const QByteArray &bytes, bool part, Command command);
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
    void runToValueChange(const QString &value, bool backwards, Command command);
    void stepBack(Command command);
    void runBackToBreakpoint(Command command);
    void jumpToTick(std::uint64_t tick, Command command);
    // Runs the next slice of the run in progress, unless a later command
    // (generation) replaced it (from the run families' queued calls).
    void slice(std::uint64_t generation);
    // Runs f, one command or slice; memory running out during it ends the
    // run with an error that says so, instead of escaping the thread.
    template<typename F> void guarded(F &&f)
    {
        try {
            f();
        } catch (const std::bad_alloc &) {
            m_context.outOfMemory();
        }
    }

Q_SIGNALS:
    // Besides those of DebugSignals:
    void stateReported(Foulplay::Core::Debug::DebugWorker::State state);
    // editBreakpoints() applied the edit of this revision.
    void breakpointsApplied(std::uint64_t revision);

private:
    using Mode = RunPlan::Mode;
    using Resume = RunPlan::Resume;

    void resumeAfterInput(Command command);

    std::atomic<std::uint64_t> m_interrupts{0};
    RunContext m_context;
    ForwardRun m_forward;
    BackwardRun m_backward;
    StepOver m_stepOver;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugWorker::State)
