#include "evolveworker.h"

#include <QDateTime>

namespace Foulplay::Ui {

void EvolveWorker::begin(const Core::Evolve::RunSetup &setup, const QString &dir, unsigned jobs, bool resume)
{
    m_jobs = jobs;
    std::string error;
    const bool ok = resume ? m_run.resume(dir.toStdString(), error) : m_run.start(dir.toStdString(), setup, error);
    if (!ok) {
        emit failed(QString::fromStdString(error));
        return;
    }
    if (resume && setup.generations > 0)
        m_run.setup().generations = setup.generations;
    m_hill = m_run.hillPrograms();
    // A resumed run shows its finished generations first.
    const std::vector<Core::Evolve::GenerationStats> &history = m_run.history();
    for (std::size_t n = 0; n < history.size(); ++n)
        emit generationFinished(n, history[n].best, history[n].mean, m_run.maxScore(), QString());
    next(); // a pause() that came first is kept: it pauses before the first battle
}

void EvolveWorker::resume()
{
    m_stop.store(false);
    if (!m_queued) // else the queued slice breeds on
        next();
}

void EvolveWorker::next()
{
    m_queued = false;
    if (m_run.done()) {
        emit finished();
        return;
    }
    const bool scored = Core::Evolve::scoreGeneration(m_run.current(), m_hill, m_run.setup().settings, m_jobs, m_stop,
                                                      m_run.known(), [this](std::size_t) {
                                                          const qulonglong battles = ++m_battles;
                                                          const qint64 now = QDateTime::currentMSecsSinceEpoch();
                                                          if (now - m_lastReport.load() >= 250) {
                                                              m_lastReport.store(now);
                                                              emit battlesPlayed(battles);
                                                          }
                                                      });
    if (!scored) {
        emit paused();
        return;
    }
    const Core::Evolve::Generation &generation = m_run.current();
    const Core::Evolve::GenerationStats stats = Core::Evolve::generationStats(generation);
    const QString champion = QString::fromStdString(generation.members[stats.champion].code);
    const qulonglong number = generation.number;
    std::string error;
    if (!m_run.finishGeneration(error)) {
        emit failed(QString::fromStdString(error));
        return;
    }
    emit battlesPlayed(m_battles.load());
    emit generationFinished(number, stats.best, stats.mean, m_run.maxScore(), champion);
    // The next generation in a slice of its own, so that queued calls run between.
    m_queued = true;
    QMetaObject::invokeMethod(this, &EvolveWorker::next, Qt::QueuedConnection);
}

} // namespace Foulplay::Ui
