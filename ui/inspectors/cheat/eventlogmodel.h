#pragma once

#include "cheat/program.h"
#include "debug/debugtypes.h"
#include "debug/eventrecorder.h"

#include <QAbstractListModel>
#include <QColor>
#include <QList>

#include <cstdint>
#include <deque>
#include <vector>

namespace Foulplay::Core::Debug {
class DebugSession;
}

namespace Foulplay::Ui {

// The game events of a run, oldest first, as the session records them
// (DebugSession::eventsRecorded). Keeps at most capacity() entries: when
// full, the oldest tenth is dropped and droppedCount() grows. Entries after
// the tick being shown (after stepping back) are greyed; each kind has its
// colour mark (kindColour()). GUI thread only.
class EventLogModel final : public QAbstractListModel {
    Q_OBJECT

public:
    // On every row: the tick (quint64) to jump to, and the DebugEventKind (int).
    static constexpr int TickRole = Qt::UserRole + 1;
    static constexpr int KindRole = Qt::UserRole + 2;

    explicit EventLogModel(QObject *parent = nullptr);

    // The Cheat event log of session, made (and the session's event
    // recording turned on) the first time it is asked for. It lives as a
    // child of its session and takes the session's Cheat events from then on,
    // whichever view shows it, so a run keeps its whole log while another is
    // shown; a new load or an unload() empties it. Null for a null session.
    static EventLogModel *of(Core::Debug::DebugSession *session);

    // The mark of an event kind in the log: cheats orange, catches and
    // revocations red, invalid calls grey, wins green, counts blue, shouts
    // and asks violet.
    static QColor kindColour(Core::Debug::DebugEventKind kind);

    // The program the events come from: names the players and amounts of
    // the events that carry no text (counts and cheats).
    void setProgram(const Core::Cheat::Program &program);
    void append(const QList<Core::Debug::DebugEvent> &events, std::uint64_t dropped = 0);
    // Appends the Cheat events of a batch (the others are left out).
    void appendCheat(const Core::Debug::EventBatch &batch);
    // What an entry says ("Alice counts by 2").
    QString describe(const Core::Debug::DebugEvent &event) const;
    // Removes every entry (the program stays).
    void clear();
    // The tick shown now; later entries are greyed.
    void setCurrentTick(std::uint64_t tick);

    int capacity() const { return m_capacity; }
    void setCapacity(int entries);
    // Events no longer listed (trimmed here or dropped by the session).
    std::uint64_t droppedCount() const { return m_dropped; }
    const Core::Debug::DebugEvent &eventAt(int row) const { return m_events[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void trim();

    std::vector<QString> m_players;
    std::vector<QString> m_amounts; // per statement
    std::deque<Core::Debug::DebugEvent> m_events;
    std::uint64_t m_dropped = 0;
    std::uint64_t m_tick = 0;
    int m_capacity = 5000;
};

} // namespace Foulplay::Ui
