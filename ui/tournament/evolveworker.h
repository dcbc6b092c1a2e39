#pragma once

#include "evolve/evolverun.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace Foulplay::Ui {

// Breeds an evolving run (Core::Evolve::EvolveRun) on its own thread, a
// generation per slice: each slice scores one generation on `jobs` threads
// and queues the next, so the window never waits for it. pause() takes
// effect at once (the generation in progress is dropped and bred again on
// resume(), to the same result). Lives on a worker QThread; pause() may be
// called from any thread, the rest through queued calls.
class EvolveWorker final : public QObject {
    Q_OBJECT

public:
    EvolveWorker() = default;

    // Starts (or, with resume, continues) the run in dir and breeds until it
    // is done or paused. Worker thread.
    void begin(const Core::Evolve::RunSetup &setup, const QString &dir, unsigned jobs, bool resume);
    // Breeds on after pause(). Worker thread.
    void resume();
    // Any thread.
    void pause() { m_stop.store(true); }

Q_SIGNALS:
    // A generation was finished and written; champion: its best member's code.
    void generationFinished(qulonglong generation, qulonglong best, double mean, qulonglong maxScore,
                            const QString &champion);
    // Battles played so far in this session of the run (at most 4 times a second).
    void battlesPlayed(qulonglong battles);
    void paused();
    void finished();
    void failed(const QString &message);

private:
    void next();

    Core::Evolve::EvolveRun m_run;
    std::vector<Core::Fyb::Program> m_hill;
    unsigned m_jobs = 1;
    bool m_queued = false; // a next() waits in the event queue (worker thread only)
    std::atomic<bool> m_stop{false};
    std::atomic<qulonglong> m_battles{0};
    std::atomic<qint64> m_lastReport{0};
};

} // namespace Foulplay::Ui
