#pragma once

// Reads the history of one value over a run in the background, for the
// Watches plot: a thread of its own loads the run's programs and input into
// an engine of its own (the session's engine goes on undisturbed), runs it
// a tick at a time up to the tick asked for, and hands the changes over in
// batches. Made, started and destroyed on one thread (the window's); its
// signals reach that thread queued.

#include "debug/condition.h"
#include "debug/replayfile.h"
#include "debug/valuehistory.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>

namespace Foulplay::Core::Debug {

class DebugEngine;
class RecordedInput;

class ValueHistoryJob final : public QObject {
    Q_OBJECT

public:
    // run: the programs, input and settings (a replay of the run); value:
    // the expression, already parsed in the run's language.
    ValueHistoryJob(ReplayFile run, Condition value, QObject *parent = nullptr);
    // Stops the thread at its next check (a few milliseconds) and waits.
    ~ValueHistoryJob() override;

    // Reads on until tick ticks are done (or the program ends). May be
    // called again with a later tick once done() came.
    void readUpTo(std::uint64_t tick);
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    // The value before the first tick: comes once, first.
    void started(const std::optional<Foulplay::Core::Decimal> &value);
    // Changes found since the last batch, in order; reached: the ticks read so far.
    void changesFound(const QList<Foulplay::Core::Debug::ValueChange> &changes, std::uint64_t reached);
    // The reading stopped: at the tick asked for, or where the program
    // ended (ended true), or it could not start (loaded false).
    void done(std::uint64_t reached, bool ended, bool loaded);

private:
    void work(std::uint64_t target);

    ReplayFile m_run;
    Condition m_value;
    std::thread m_thread;
    std::atomic<bool> m_cancel{false};
    bool m_busy = false;
    // The thread's: kept between readUpTo() calls.
    std::unique_ptr<DebugEngine> m_engine;
    std::unique_ptr<RecordedInput> m_input;
    std::optional<Decimal> m_last;
    bool m_ended = false;
    bool m_failed = false;
};

} // namespace Foulplay::Core::Debug
