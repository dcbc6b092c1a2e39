#include "cheat/eventlogmodel.h"

#include "cheat/cheatplayernames.h"
#include "localenumber.h"

#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"
#include "languages/cheat/cheatdebug.h"
#include "debugwords.h"

#include <QApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace Foulplay::Ui {

EventLogModel::EventLogModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

EventLogModel *EventLogModel::of(Core::Debug::DebugSession *session)
{
    using Core::Debug::DebugSession;
    static const QString name = QStringLiteral("cheatEventLog");
    if (!session)
        return nullptr;
    if (auto *log = session->findChild<EventLogModel *>(name, Qt::FindDirectChildrenOnly))
        return log;
    auto *log = new EventLogModel(session);
    log->setObjectName(name);
    connect(session, &DebugSession::eventsRecorded, log, &EventLogModel::appendCheat);
    connect(session, &DebugSession::loaded, log, &EventLogModel::clear);
    connect(session, &DebugSession::statusChanged, log, [log](DebugSession::Status status) {
        if (status == DebugSession::Status::Empty)
            log->clear();
    });
    session->setEventRecording(true);
    return log;
}

QColor EventLogModel::kindColour(Core::Debug::DebugEventKind kind)
{
    namespace Kind = Core::Debug::CheatEvent;
    switch (kind) {
    case Kind::CheatCommitted:
        return {235, 150, 40};
    case Kind::ValidCall:
    case Kind::WinRevoked:
        return {210, 50, 40};
    case Kind::InvalidCall:
        return {150, 150, 150};
    case Kind::Win:
        return {40, 160, 70};
    case Kind::Count:
        return {70, 150, 230};
    case Kind::Shout:
    case Kind::Ask:
        return {150, 90, 200};
    default:
        return {100, 100, 100};
    }
}

void EventLogModel::setProgram(const Core::Cheat::Program &program)
{
    m_players.clear();
    for (std::size_t player = 0; player < program.players.size(); ++player)
        m_players.push_back(cheatPlayerName(program, int(player)));
    m_amounts.clear();
    for (const auto &statement : program.statements)
        m_amounts.push_back(localeNumber(program.amount(statement)));
}

QString EventLogModel::describe(const Core::Debug::DebugEvent &event) const
{
    namespace Kind = Core::Debug::CheatEvent;
    const Core::Debug::DebugEventKind kind = event.kind;
    // Counts and cheats carry numbers only (a: the player, b: the
    // statement): the names and amounts are here.
    const bool known = event.a >= 0 && std::size_t(event.a) < m_players.size() && event.b >= 0
                       && std::size_t(event.b) < m_amounts.size();
    if (!known || (kind != Kind::Count && kind != Kind::CheatCommitted))
        return Words::event(event);
    const QString &player = m_players[std::size_t(event.a)];
    const QString &amount = m_amounts[std::size_t(event.b)];
    return kind == Kind::Count ? tr("%1 counts by %2").arg(player, amount) : tr("%1 cheats by %2").arg(player, amount);
}

void EventLogModel::append(const QList<Core::Debug::DebugEvent> &events, std::uint64_t dropped)
{
    m_dropped += dropped;
    if (events.isEmpty())
        return;
    // A batch larger than the log keeps only its newest entries.
    const qsizetype skip = std::max<qsizetype>(0, events.size() - m_capacity);
    m_dropped += std::uint64_t(skip);
    const int first = int(m_events.size());
    beginInsertRows({}, first, first + int(events.size() - skip) - 1);
    m_events.insert(m_events.end(), events.begin() + skip, events.end());
    endInsertRows();
    trim();
}

void EventLogModel::appendCheat(const Core::Debug::EventBatch &batch)
{
    QList<Core::Debug::DebugEvent> cheat;
    for (const Core::Debug::DebugEvent &event : batch.events()) {
        if (Core::Debug::languageOfEvent(event.kind) == Core::Debug::cheatLanguage().language)
            cheat.append(event);
    }
    append(cheat, batch.dropped());
}

void EventLogModel::trim()
{
    if (int(m_events.size()) <= m_capacity)
        return;
    // Drop a tenth more than needed, so trimming is rare while running.
    const int remove = int(m_events.size()) - m_capacity + m_capacity / 10;
    const int count = std::min(remove, int(m_events.size()));
    beginRemoveRows({}, 0, count - 1);
    m_events.erase(m_events.begin(), m_events.begin() + count);
    endRemoveRows();
    m_dropped += std::uint64_t(count);
}

void EventLogModel::clear()
{
    if (m_events.empty() && m_dropped == 0 && m_tick == 0)
        return;
    beginResetModel();
    m_events.clear();
    m_dropped = 0;
    m_tick = 0;
    endResetModel();
}

void EventLogModel::setCurrentTick(std::uint64_t tick)
{
    if (tick == m_tick)
        return;
    m_tick = tick;
    if (!m_events.empty())
        Q_EMIT dataChanged(index(0), index(int(m_events.size()) - 1), {Qt::ForegroundRole});
}

void EventLogModel::setCapacity(int entries)
{
    m_capacity = std::max(10, entries);
    trim();
}

int EventLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

QVariant EventLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_events.size())
        return {};
    const Core::Debug::DebugEvent &event = m_events[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return tr("turn %1, tick %2: %3")
            .arg(QLocale().toString(qulonglong(event.turn)), QLocale().toString(qulonglong(event.tick)),
                 describe(event));
    case Qt::ToolTipRole:
        return tr("%1 — click to go to tick %2")
            .arg(Words::eventKindName(event.kind), QLocale().toString(qulonglong(event.tick)));
    case Qt::ForegroundRole:
        if (event.tick > m_tick)
            return QApplication::palette().color(QPalette::PlaceholderText);
        return {};
    case Qt::DecorationRole:
        return kindColour(event.kind);
    case TickRole:
        return QVariant::fromValue<quint64>(event.tick);
    case KindRole:
        return int(event.kind);
    default:
        return {};
    }
}

} // namespace Foulplay::Ui
