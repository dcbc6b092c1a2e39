#include "tournamentrunner.h"

namespace Foulplay::Ui {

namespace Fyb = Core::Fyb;

TournamentRunner::TournamentRunner(QObject *parent)
    : QObject(parent)
{
    m_timer.setInterval(50);
    connect(&m_timer, &QTimer::timeout, this, &TournamentRunner::collect);
}

TournamentRunner::~TournamentRunner()
{
    m_stop = true;
    if (m_worker.joinable())
        m_worker.join();
}

void TournamentRunner::start(std::vector<Fyb::Program> programs, std::vector<Fyb::Pairing> pairings,
                             std::vector<std::size_t> indices, const Fyb::Settings &settings, unsigned jobs)
{
    if (m_worker.joinable())
        return;
    m_programs = std::move(programs);
    m_pairings.clear();
    for (const std::size_t index : indices)
        m_pairings.push_back(pairings[index]);
    m_indices = std::move(indices);
    m_stop = false;
    m_done = false;
    m_delivered = 0;
    // The worker thread runs the pool (which adds jobs - 1 threads of its own).
    m_worker = std::thread([this, settings, jobs] {
        Fyb::playBattles(m_programs, m_pairings, settings, jobs, m_stop,
                         [this](std::size_t n, const Fyb::Result &result) {
                             const std::lock_guard lock(m_mutex);
                             m_pending.emplace_back(m_indices[n], result);
                         });
        m_done = true;
    });
    m_timer.start();
}

void TournamentRunner::stop()
{
    m_stop = true;
}

void TournamentRunner::collect()
{
    const bool done = m_done.load();
    std::vector<std::pair<std::size_t, Fyb::Result>> batch;
    {
        const std::lock_guard lock(m_mutex);
        batch.swap(m_pending);
    }
    m_delivered += batch.size();
    if (!batch.empty())
        Q_EMIT resultsReady(batch);
    if (done) {
        m_timer.stop();
        m_worker.join();
        Q_EMIT finished(m_delivered == m_indices.size());
    }
}

} // namespace Foulplay::Ui
