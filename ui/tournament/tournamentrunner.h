#pragma once

#include "fyb/hill.h"
#include "fyb/parser.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <atomic>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace Foulplay::Ui {

// Plays the battles of a tournament on worker threads (one per core) while
// the GUI thread stays free. Results are collected on the workers and
// handed to the GUI thread at most every 50 ms (resultsReady), never one
// signal per battle. Create, use and destroy it on the GUI thread; the
// destructor stops the battles in progress and waits for the workers.
class TournamentRunner final : public QObject {
    Q_OBJECT

public:
    explicit TournamentRunner(QObject *parent = nullptr);
    ~TournamentRunner() override;

    // Starts the given battles (indices into pairings) of programs. Does
    // nothing while a run is in progress.
    void start(std::vector<Core::Fyb::Program> programs, std::vector<Core::Fyb::Pairing> pairings,
               std::vector<std::size_t> indices, const Core::Fyb::Settings &settings, unsigned jobs);
    // Asks the workers to stop; finished() follows once they have.
    void stop();
    bool isRunning() const { return m_worker.joinable(); }

Q_SIGNALS:
    // Battles that ended since the last signal: (index into pairings, result).
    void resultsReady(const std::vector<std::pair<std::size_t, Core::Fyb::Result>> &results);
    // The run ended: every battle played, or stopped (complete false).
    void finished(bool complete);

private:
    void collect();

    std::vector<Core::Fyb::Program> m_programs;
    std::vector<Core::Fyb::Pairing> m_pairings;
    std::vector<std::size_t> m_indices;
    std::thread m_worker;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_done{false};
    std::mutex m_mutex;
    std::vector<std::pair<std::size_t, Core::Fyb::Result>> m_pending; // guarded by m_mutex
    std::size_t m_delivered = 0;
    QTimer m_timer;
};

} // namespace Foulplay::Ui
