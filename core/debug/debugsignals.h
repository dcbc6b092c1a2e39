#pragma once

#include "debug/breakpoint.h"
#include "debug/conditionerror.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "debug/eventrecorder.h"
#include "debug/replayfile.h"
#include "debug/valuehistory.h"

#include <QList>
#include <QObject>
#include <QString>

#include <cstdint>

namespace Foulplay::Core::Debug {

// The facts a debug session reports, declared once: DebugWorker emits them on
// the worker thread and DebugSession, which derives from this class too,
// passes each on to its own thread (see DebugSession).
class DebugSignals : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

Q_SIGNALS:
    void loaded(bool ok, const QList<Foulplay::Core::Debug::DebugDiagnostic> &diagnostics);
    void stopped(Foulplay::Core::Debug::DebugStopReason reason, const Foulplay::Core::Debug::DebugLocation &location);
    // The latest state: at most 60 times a second while running, at once after a stop.
    void stateChanged(const Foulplay::Core::Debug::DebugSnapshot &snapshot);
    // New program output (batched). Output replayed after stepping back is not sent twice.
    void outputWritten(const QString &text);
    // The program reads and no input is queued; prompt says who asks.
    void inputRequested(const Foulplay::Core::Debug::InputPrompt &prompt);
    void finished(const Foulplay::Core::Debug::DebugResult &result);
    void errorRaised(const Foulplay::Core::Debug::DebugLocation &location, const Foulplay::Core::Message &message);
    // A breakpoint was hit (condition held); hits counts this run's hits.
    // error is set when its condition could not be evaluated (it stops then).
    void breakpointHit(int id, std::uint64_t hits, const Foulplay::Core::Debug::ConditionError &error);
    // A data breakpoint stops the run: the change it stopped at (forwards
    // right after it, backwards right before it; then hits is 0). Comes
    // before breakpointHit() and stopped().
    void valueChanged(int id, const Foulplay::Core::Debug::ValueChange &change, bool backwards);
    // After each breakpoint edit and each load: every breakpoint of the run
    // whose condition does not parse in its language (empty: none).
    void breakpointsRejected(const QList<Foulplay::Core::Debug::BreakpointRejection> &rejected);
    // Game events since the last batch (with setEventRecording(true)):
    // batch.events() in the order they happened. A batch holds at most the
    // latest 10,000 commits, counts and pointer entries, the latest 10,000
    // cheats and calls and the latest 10,000 of the other kinds;
    // batch.dropped() tells how many older ones were left out.
    void eventsRecorded(const Foulplay::Core::Debug::EventBatch &batch);
    void replaySaved(const QString &path, bool ok, const QString &error);
    // The run so far as a replay (programs, input, settings), as takeReplay() asked.
    void replayTaken(const Foulplay::Core::Debug::ReplayFile &replay);
    // The command with this id has ended; every command gets one.
    void commandDone(std::uint64_t id);
};

} // namespace Foulplay::Core::Debug
