#pragma once

#include "debug/debugsession.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QPointer>
#include <QSlider>
#include <QWidget>

#include <cstdint>
#include <optional>

class QLabel;
class QLineEdit;
class QToolButton;

namespace Foulplay::Ui {

class RunEventLog;

// The scrubber of a RunTimelineBar: a slider over the whole run with a mark
// where each event happened, coloured by its kind. GUI thread only.
class RunTimelineTrack final : public QSlider {
    Q_OBJECT

public:
    explicit RunTimelineTrack(QWidget *parent = nullptr);

    // The marks drawn: the events of log whose kinds are in kinds.
    void setMarks(const RunEventLog *log, const QList<Core::Debug::DebugEventKind> &kinds);
    // The run's furthest tick (the right end).
    void setLastTick(std::uint64_t tick);
    std::uint64_t lastTick() const { return m_lastTick; }
    // The tick a slider position stands for, and back.
    std::uint64_t tickAt(int position) const;
    int positionOf(std::uint64_t tick) const;
    // The x coordinate where tick is drawn.
    int xOf(std::uint64_t tick) const;
    // The colour of a kind's marks.
    static QColor markColour(Core::Debug::DebugEventKind kind);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect groove() const;
    bool shows(Core::Debug::DebugEventKind kind) const;

    QPointer<const RunEventLog> m_log;
    QList<Core::Debug::DebugEventKind> m_kinds;
    std::uint64_t m_lastTick = 0;
};

// The timeline of an Unfair or Cheat run, under its inspector: drag the
// scrubber to any tick of the run so far, step to the previous or next event
// (marked on the scrubber), or type a tick (Ctrl+G while the timeline has the
// focus) and press Enter. Follows the session it is given; a dragged
// scrubber never queues more than one jump. GUI thread only.
class RunTimelineBar final : public QWidget {
    Q_OBJECT

public:
    explicit RunTimelineBar(QWidget *parent = nullptr);

    // Follows session (null: none); shows the events of these kinds.
    void setSession(Core::Debug::DebugSession *session);
    void setMarkKinds(const QList<Core::Debug::DebugEventKind> &kinds);

    RunTimelineTrack *track() const { return m_track; }
    QLineEdit *tickField() const { return m_field; }
    QLabel *positionLabel() const { return m_position; }
    // The tick shown (the session's latest snapshot's).
    std::uint64_t tick() const { return m_tick; }

public Q_SLOTS:
    // Shows tick: the session jumps there (coalesced while a jump runs).
    void goToTick(std::uint64_t tick);
    // To the nearest marked event after / before the tick shown.
    void nextEvent();
    void previousEvent();
    // Puts the focus in the tick field with its text selected (Ctrl+G).
    void editTick();

protected:
    bool event(QEvent *event) override;

private:
    void showSnapshot(const Core::Debug::DebugSnapshot &snapshot);
    void onCommandDone(Core::Debug::DebugSession::CommandId id);
    void refresh();
    void submitField();

    QPointer<Core::Debug::DebugSession> m_session;
    QList<QMetaObject::Connection> m_connections;
    QPointer<RunEventLog> m_log;
    QList<Core::Debug::DebugEventKind> m_kinds;
    RunTimelineTrack *m_track;
    QLabel *m_position;
    QLineEdit *m_field;
    QToolButton *m_previous;
    QToolButton *m_next;
    std::uint64_t m_tick = 0;
    bool m_valid = false;
    bool m_updating = false;
    Core::Debug::DebugSession::CommandId m_waitingFor = 0;
    std::optional<std::uint64_t> m_pending;
};

} // namespace Foulplay::Ui
