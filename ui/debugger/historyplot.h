#pragma once

#include "debug/replayfile.h"
#include "debug/valueseries.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <memory>

namespace Foulplay::Core::Debug {
class DebugSession;
class ValueHistoryJob;
} // namespace Foulplay::Core::Debug

namespace Foulplay::Ui::Debugger {

// The history of the selected watch over the whole run, under the Watches:
// a step plot of the value from tick 0 to the furthest tick the run reached,
// each change marked under it, the current tick as a line. A click (or
// Left/Right, Home/End) goes to that tick: to the change there when one is
// within a few pixels. Read in the background by a ValueHistoryJob of its own
// (the run goes on meanwhile); a run of any length is summed up in at most a
// few thousand spans, each drawn as the range of values it held.
class HistoryPlot final : public QWidget {
    Q_OBJECT

public:
    explicit HistoryPlot(QWidget *parent = nullptr);
    ~HistoryPlot() override;

    // The run whose history is drawn (null: none).
    void setSession(Core::Debug::DebugSession *session);
    // The watched expression ("" : none).
    void setExpression(const QString &expression);
    const QString &expression() const { return m_expression; }
    // The run stopped or moved: reads on to its furthest tick.
    void refresh();

    // What the plot knows, for tests and its tooltip.
    const Core::Debug::ValueSeries &series() const { return m_series; }
    bool isReading() const;
    // The tick at x (in the widget's coordinates).
    std::uint64_t tickAt(int x) const;
    // Where tick is drawn.
    int xOf(std::uint64_t tick) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    void restart();
    void goTo(std::uint64_t tick);
    void onReplay(const Core::Debug::ReplayFile &replay);
    QRect plotRect() const;
    std::uint64_t lastTick() const;
    std::uint64_t currentTick() const;
    // The change drawn nearest x, within a few pixels; nullopt: none.
    std::optional<std::uint64_t> changeNearX(int x) const;
    QString valueText(double value) const;

    QPointer<Core::Debug::DebugSession> m_session;
    QString m_expression;
    QString m_problem; // why nothing can be drawn ("" : none)
    std::unique_ptr<Core::Debug::ValueHistoryJob> m_job;
    Core::Debug::ReplayFile m_jobRun; // what m_job reads
    Core::Debug::ValueSeries m_series;
    bool m_started = false;
    bool m_ended = false; // the job read to the program's end (or its input ran out)
    bool m_waitingForReplay = false;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace Foulplay::Ui::Debugger
