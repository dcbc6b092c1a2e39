#include "unfair/unfairinspector.h"

#include "debug/debugsession.h"
#include "languages/unfair/unfairdebug.h"
#include "runeventlog.h"
#include "runtimelinebar.h"
#include "unfair/countchartview.h"
#include "unfair/parser.h"
#include "unfair/unfairplayersmodel.h"
#include "unfair/universetreemodel.h"
#include "unfair/universetreeview.h"
#include "valuetravel.h"

#include <QHeaderView>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace Foulplay::Ui {

UnfairInspector::UnfairInspector(QWidget *parent)
    : QWidget(parent)
    , m_players(new UnfairPlayersModel(this))
    , m_tree(new UniverseTreeModel(this))
    , m_playersView(new QTableView(this))
    , m_treeView(new UniverseTreeView(this))
    , m_chart(new CountChartView(this))
    , m_timeline(new RunTimelineBar(this))
    , m_playersTravel(new ValueTravel(
          m_playersView, [this] { return playerValue(); }, QStringLiteral("players")))
    , m_treeTravel(new ValueTravel(
          m_treeView, [this] { return m_treeValue; }, QStringLiteral("universe")))
{
    setObjectName(QStringLiteral("unfairInspector"));
    m_playersView->setModel(m_players);
    m_playersView->verticalHeader()->hide();
    // Names and numbers are never elided: the columns take their contents'
    // width and the view asks for room for all of them.
    m_playersView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_playersView->horizontalHeader()->setStretchLastSection(true);
    m_playersView->setWordWrap(false);
    // Room for a name of 11 characters and two numbers of 6 digits.
    const QFontMetrics metrics = m_playersView->fontMetrics();
    const int padding = 2 * m_playersView->style()->pixelMetric(QStyle::PM_HeaderMargin) + 8;
    m_playersView->setMinimumWidth(2 * m_playersView->frameWidth()
                                   + m_playersView->style()->pixelMetric(QStyle::PM_ScrollBarExtent)
                                   + metrics.horizontalAdvance(QStringLiteral("Player 0000")) + padding
                                   + 2 * (metrics.horizontalAdvance(QStringLiteral("000000")) + padding));
    // One cell at a time: the value Why? asks about.
    m_playersView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_playersView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_treeView->setModel(m_tree);
    m_chart->setModel(m_tree);

    // The universe tree takes the width (three lanes side by side at the
    // window's first size); the few players and the chart share a strip
    // below it, the table no wider than its columns.
    m_playersView->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_playersView->setFixedWidth(m_playersView->minimumWidth());
    // Tall enough for a header and four players without scrolling.
    m_playersView->setMinimumHeight(2 * m_playersView->frameWidth()
                                    + m_playersView->horizontalHeader()->sizeHint().height()
                                    + 4 * m_playersView->verticalHeader()->defaultSectionSize());
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(new QLabel(tr("Universes"), top));
    topLayout->addWidget(m_treeView);

    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QGridLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(new QLabel(tr("Players"), bottom), 0, 0);
    bottomLayout->addWidget(new QLabel(tr("Visible count"), bottom), 0, 1);
    bottomLayout->addWidget(m_playersView, 1, 0);
    bottomLayout->addWidget(m_chart, 1, 1);
    bottomLayout->setColumnStretch(1, 1);
    bottomLayout->setRowStretch(1, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("unfairInspectorSplitter"));
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    // Marks from least to most important: the later kind wins a crowded pixel.
    namespace Kind = Core::Debug::UnfairEvent;
    m_timeline->setMarkKinds({Kind::CountReset, Kind::BigReset, Kind::Resync, Kind::Desync, Kind::FullReset});
    layout->addWidget(m_timeline);

    connect(m_treeView, &UniverseTreeView::rowActivated, this, &UnfairInspector::goToRow);

    // Why? and Next Change of a player's number, and of a universe's count.
    m_playersTravel->popUpOnItemsOf(m_playersView);
    connect(m_treeView, &UniverseTreeView::nodeMenuRequested, this,
            [this](int column, std::int64_t, const QPoint &globalPos) {
                m_treeValue = universeValue(column);
                if (!m_treeValue.isEmpty())
                    m_treeTravel->menu()->popup(globalPos);
            });
}

QString UnfairInspector::playerValue() const
{
    const QModelIndex current = m_playersView->currentIndex();
    if (!current.isValid())
        return {};
    const QString player =
        m_players->index(current.row(), UnfairPlayersModel::PlayerColumn).data(Qt::DisplayRole).toString();
    if (player.isEmpty())
        return {};
    return current.column() == UnfairPlayersModel::RaisingColumn ? QStringLiteral("%1's raising number").arg(player)
                                                                 : QStringLiteral("%1's counting number").arg(player);
}

QString UnfairInspector::universeValue(int column) const
{
    // A lane still on the stack: the top one is the count, the bottom one
    // the actual count, the others count(U) by their place.
    const auto &lanes = m_tree->lanes();
    int live = 0;
    for (const UniverseTreeModel::Lane &lane : lanes)
        live += lane.live() ? 1 : 0;
    for (const UniverseTreeModel::Lane &lane : lanes) {
        if (lane.column != column || !lane.live())
            continue;
        if (lane.liveIndex == live - 1)
            return QStringLiteral("the count");
        if (lane.liveIndex == 0)
            return QStringLiteral("the actual count");
        return QStringLiteral("count(%1)").arg(lane.liveIndex);
    }
    return {};
}

void UnfairInspector::setSession(Core::Debug::DebugSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    disconnect(this, &UnfairInspector::jumpRequested, nullptr, nullptr);
    m_session = session;
    m_timeline->setSession(session);
    m_playersTravel->setSession(session);
    m_treeTravel->setSession(session);
    m_tree->setEventLog(RunEventLog::of(session));
    if (!session)
        return;
    connect(session, &Core::Debug::DebugSession::stateChanged, this, &UnfairInspector::showSnapshot);
    connect(this, &UnfairInspector::jumpRequested, session, &Core::Debug::DebugSession::jumpToTick);
}

void UnfairInspector::clearProgram()
{
    m_programs.reset();
    m_players->setProgram({});
    m_tree->setProgram({});
}

void UnfairInspector::showSnapshot(const Core::Debug::DebugSnapshot &snapshot)
{
    const auto *state = snapshot.engineSnapshot<Core::Unfair::Snapshot>();
    if (!state)
        return;
    // A new load: its program as the worker parsed it.
    if (snapshot.programs != m_programs) {
        m_programs = snapshot.programs;
        const Core::Unfair::Program *program = snapshot.program<Core::Unfair::Program>();
        m_players->setProgram(program ? *program : Core::Unfair::Program());
        m_tree->setProgram(program ? *program : Core::Unfair::Program());
    }
    m_players->setState(*state);
    m_tree->setState(*state, snapshot.tick);
    if (m_seek.row >= 0 && snapshot.tick == m_seek.waitingFor)
        continueSeek(m_tree->lastRow(), snapshot.tick);
}

void UnfairInspector::goToRow(std::int64_t row)
{
    m_seek = {};
    if (m_tree->tickKnown(row)) {
        Q_EMIT jumpRequested(m_tree->tickForRow(row));
        return;
    }
    const auto bounds = m_tree->tickBounds(row);
    m_seek.row = row;
    m_seek.low = bounds.first;
    m_seek.high = bounds.second;
    m_seek.waitingFor = m_tree->tickForRow(row);
    Q_EMIT jumpRequested(m_seek.waitingFor);
}

void UnfairInspector::continueSeek(std::int64_t lastRow, std::uint64_t tick)
{
    // Bisection on ticks; a full reset inside the range could break the
    // order, so the search gives up after enough tries.
    if (lastRow == m_seek.row || ++m_seek.tries > 64) {
        m_seek = {};
        return;
    }
    if (lastRow < m_seek.row)
        m_seek.low = tick + 1;
    else if (tick > 0)
        m_seek.high = tick - 1;
    if (m_seek.low > m_seek.high || (lastRow > m_seek.row && tick == 0)) {
        m_seek = {};
        return;
    }
    m_seek.waitingFor = m_seek.low + (m_seek.high - m_seek.low) / 2;
    Q_EMIT jumpRequested(m_seek.waitingFor);
}

} // namespace Foulplay::Ui
