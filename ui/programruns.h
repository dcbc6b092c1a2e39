#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <cstdint>

namespace Foulplay::Ui::Debugger {
class BreakpointManager;
}

namespace Foulplay::Ui {

class Document;
class ProgramRun;
class RunPresenter;

// Every run of the window, one a program tab (a battle belongs to both of
// its warriors' tabs): finds a tab's run, hands a spare run to a new tab,
// and lets runs go with their tabs. Each run it makes is shown by the
// presenter and follows the window's speed and breakpoints. GUI thread
// only.
class ProgramRuns final : public QObject {
    Q_OBJECT

public:
    explicit ProgramRuns(RunPresenter *view, QObject *parent = nullptr);
    // The runs' sessions end their threads as the runs go.
    ~ProgramRuns() override;

    // The run of document: a loaded run that concerns it first, then the
    // tab's own, then a spare run no tab has any more (made the tab's,
    // emptied), else a new one. Null document: a spare or new run.
    ProgramRun *runFor(Document *document);
    // The run whose tab is document; null when it has none yet.
    ProgramRun *homeOf(const Document *document) const;
    // The runs that loaded document (active or not).
    QList<ProgramRun *> runsOf(const Document *document) const;

    // Every run's speed, and the speed of runs made later.
    void setSpeed(std::uint64_t ticksPerSecond);
    // The owner of the breakpoints every run follows (null: none).
    void setBreakpointManager(Debugger::BreakpointManager *manager);
    // document's tab closes: runs blocked by it, or whose tab it is, are
    // no longer blocked; its runs lose their tab and programs and stay as
    // spares. Active runs of document must be stopped first.
    void release(Document *document);

Q_SIGNALS:
    // run is no longer blocked and not active: back to editing.
    void editable(Foulplay::Ui::ProgramRun *run);

private:
    RunPresenter *m_view = nullptr;
    QList<ProgramRun *> m_runs;
    std::uint64_t m_speed = 0;
    QPointer<Debugger::BreakpointManager> m_breakpointManager;
};

} // namespace Foulplay::Ui
