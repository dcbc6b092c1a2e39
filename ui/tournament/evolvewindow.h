#pragma once

#include "evolve/evolverun.h"

#include <QMainWindow>
#include <QStringList>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QThread;

namespace Foulplay::Ui {

class EvolvePlot;
class EvolveWorker;

// Debug → Evolve…: `foulplay-cli evolve` in the IDE. Choose the hill
// and the parameters; Start breeds on a worker thread (the window never
// waits for it), Pause and Resume; the plot shows the best and the mean
// score of every generation as it is finished. A click on a generation's
// point asks to open its champion (championRequested); "Battle the Champion
// Against…" asks for the battle view against a hill warrior
// (battleRequested). The run is written to its folder as the command line
// writes it (docs/evolve.md). GUI thread only.
class EvolveWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit EvolveWindow(QWidget *parent = nullptr);
    ~EvolveWindow() override;

    void setHill(const QStringList &paths);
    QStringList hill() const { return m_hillPaths; }
    // The run's folder (default: a new folder under the application's data).
    void setOutputDirectory(const QString &dir);
    QString outputDirectory() const;
    // What Start uses, from the parameter fields.
    Core::Evolve::RunSetup setup() const;
    unsigned jobs() const;
    // The parameter fields, for setting them.
    QSpinBox *populationBox() const { return m_population; }
    QSpinBox *generationsBox() const { return m_generations; }
    QSpinBox *seedBox() const { return m_seed; }
    QSpinBox *maxTurnsBox() const { return m_maxTurns; }
    QSpinBox *jobsBox() const { return m_jobs; }
    EvolvePlot *plot() const { return m_plot; }
    bool isRunning() const { return m_running; }
    bool isPaused() const { return m_paused; }
    // The champion of a finished generation (its best member's code).
    QString championOf(int generation) const;
    // Writes generation's champion to the run's folder (champions/) and
    // returns its path, or an empty string.
    QString writeChampion(int generation) const;
    // The path of the run's best so far (champion.fyb).
    QString championPath() const;

public Q_SLOTS:
    void start();
    void pause();
    void resume();
    // Asks for the battle of the best so far against warrior (a hill path).
    void battleChampionAgainst(const QString &warrior);

Q_SIGNALS:
    void championRequested(const QString &path);
    void battleRequested(const QString &path1, const QString &path2);
    void generationShown(int generation);
    void runEnded();

private:
    QWidget *createSetup();
    QWidget *createResults();
    void updateState();
    void showGeneration(qulonglong generation, qulonglong best, double mean, qulonglong maxScore,
                        const QString &champion);
    void stopThread();
    void fillBattleMenu();

    QStringList m_hillPaths;
    QListWidget *m_hillList = nullptr;
    QSpinBox *m_population = nullptr;
    QSpinBox *m_generations = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_maxTurns = nullptr;
    QSpinBox *m_maxLength = nullptr;
    QSpinBox *m_jobs = nullptr;
    QLineEdit *m_output = nullptr;
    QPushButton *m_chooseOutput = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_battle = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_championView = nullptr;
    EvolvePlot *m_plot = nullptr;
    QThread *m_thread = nullptr;
    EvolveWorker *m_worker = nullptr;
    QStringList m_champions; // each finished generation's best
    qulonglong m_best = 0;
    qulonglong m_maxScore = 0;
    qulonglong m_battles = 0;
    qint64 m_startedMs = 0;
    bool m_running = false;
    bool m_paused = false;
};

} // namespace Foulplay::Ui
