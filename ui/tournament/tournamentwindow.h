#pragma once

#include "tournament.h"

#include <QMainWindow>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace Foulplay::Ui {

class TournamentMatrixModel;
class TournamentRunner;
class TournamentTableModel;

// Run → Tournament…: a FukYorBrane hill in the IDE. Choose warriors (files
// or a folder) and limits, play every ordered pair on every core without
// blocking the IDE, and read the ranked table and the result matrix.
// Clicking a matrix cell asks for that battle in the battle view
// (battleRequested). The table and matrix export as CSV and PNG; a hill
// saves and reopens as JSON (reopened, Run plays only the missing battles).
// GUI thread only.
class TournamentWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit TournamentWindow(QWidget *parent = nullptr);
    ~TournamentWindow() override;

    // Replaces the warriors (the results are cleared).
    void setWarriors(const QStringList &paths);
    void addWarriors(const QStringList &paths);
    // The warriors installed with the examples (share/foulplay/examples/fyb
    // beside the program or in the system's data folders), or the copies
    // built into the program when none are installed. Sorted by name.
    static QStringList bundledWarriors();
    // Sets the limits and --self of the next run (the results are cleared).
    void setLimits(const Core::Fyb::Settings &settings, bool self);
    const Tournament &tournament() const { return m_tournament; }
    bool isRunning() const;
    QTableView *tableView() const { return m_tableView; }
    QTableView *matrixView() const { return m_matrixView; }
    QTabWidget *tabs() const { return m_tabs; }

    // File actions without dialogs; false (with error) on failure.
    bool saveTo(const QString &path, QString *error = nullptr) const;
    bool openFrom(const QString &path, QString *error = nullptr);
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    // The table and the matrix, one under the other, as one picture.
    bool exportPng(const QString &path, QString *error = nullptr);

public Q_SLOTS:
    // Plays the battles that have no result yet.
    void start();
    void stop();

Q_SIGNALS:
    // A matrix cell was clicked: open path1 (program 1) against path2.
    void battleRequested(const QString &path1, const QString &path2);
    // A run ended (complete: every battle has a result).
    void runFinished(bool complete);

private:
    void createActions();
    QWidget *createSetup();
    void resetResults();
    void refresh();
    void updateState();
    void showWarriors();
    void cellClicked(const QModelIndex &index);

    Tournament m_tournament;
    TournamentRunner *m_runner = nullptr;
    TournamentTableModel *m_tableModel = nullptr;
    TournamentMatrixModel *m_matrixModel = nullptr;
    QListWidget *m_warriors = nullptr;
    QSpinBox *m_maxTurns = nullptr;
    QSpinBox *m_maxProcesses = nullptr;
    QSpinBox *m_jobs = nullptr;
    QCheckBox *m_self = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_addBundled = nullptr; // shown while the list is empty
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_tableView = nullptr;
    QTableView *m_matrixView = nullptr;
    qint64 m_startedAt = 0;
};

} // namespace Foulplay::Ui
