#include "cheat/cheatinspector.h"

#include "cheat/bardelegate.h"
#include "cheat/cheatscoreboardmodel.h"
#include "cheat/cheatturnmodel.h"
#include "cheat/cheatwindowsmodel.h"
#include "cheat/eventlogmodel.h"
#include "cheat/parser.h"
#include "debug/debugsession.h"
#include "languages/cheat/cheatdebug.h"
#include "runtimelinebar.h"
#include "valuetravel.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace Foulplay::Ui {

namespace {

QWidget *titled(const QString &title, QWidget *view, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(title, box));
    layout->addWidget(view);
    return box;
}

// The bar column takes the room left; the others fit their headers and
// values (a handful of rows), so no title is cut off.
void setUpTable(QTableView *view, int barColumn)
{
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(barColumn, QHeaderView::Stretch);
    view->horizontalHeader()->setMinimumSectionSize(40);
    // The bar column stretches, but the table is never narrower than every
    // title needs ("Score (to 100)" whole, not "ore (to 1").
    const QHeaderView *header = view->horizontalHeader();
    int titles = 2 * view->frameWidth();
    for (int column = 0; column < header->count(); ++column)
        titles += header->sectionSizeHint(column);
    view->setMinimumWidth(titles);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

// A tree's rows as tall as their text wrapped to the column's width: Qt's
// own size hint measures a wrapped text as one line.
class WrappingDelegate final : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView *view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        const int indent = index.column() == m_view->header()->logicalIndex(0) ? depth * m_view->indentation() : 0;
        const int width = std::max(20, m_view->header()->sectionSize(index.column()) - indent - 12);
        const QVariant font = index.data(Qt::FontRole);
        const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : option.font);
        const QRect text = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, index.data().toString());
        size.setHeight(std::max(size.height(), text.height() + 6));
        return size;
    }

private:
    QTreeView *m_view;
};

} // namespace

CheatInspector::CheatInspector(QWidget *parent)
    : QWidget(parent)
    , m_scoreboard(new CheatScoreboardModel(this))
    , m_windows(new CheatWindowsModel(this))
    , m_turn(new CheatTurnModel(this))
    , m_noLog(new EventLogModel(this))
    , m_scoreboardView(new QTableView(this))
    , m_windowsView(new QTableView(this))
    , m_turnView(new QTreeView(this))
    , m_logView(new QListView(this))
    , m_timeline(new RunTimelineBar(this))
    , m_travel(new ValueTravel(
          m_scoreboardView, [this] { return currentValueName(); }, QStringLiteral("scoreboard")))
{
    setObjectName(QStringLiteral("cheatInspector"));
    m_scoreboardView->setModel(m_scoreboard);
    setUpTable(m_scoreboardView, CheatScoreboardModel::ScoreColumn);
    m_scoreboardView->setItemDelegateForColumn(CheatScoreboardModel::ScoreColumn,
                                               new BarDelegate(CheatScoreboardModel::FractionRole, QColor(70, 150, 230),
                                                               this));
    m_windowsView->setModel(m_windows);
    setUpTable(m_windowsView, CheatWindowsModel::SlotsLeftColumn);
    m_windowsView->setItemDelegateForColumn(CheatWindowsModel::SlotsLeftColumn,
                                            new BarDelegate(CheatWindowsModel::FractionRole, QColor(235, 150, 40),
                                                            this));
    m_turnView->setModel(m_turn);
    m_turnView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_turnView->header()->setSectionResizeMode(CheatTurnModel::WhatColumn, QHeaderView::Stretch);
    m_turnView->header()->setStretchLastSection(false);
    m_turnView->header()->setSectionResizeMode(CheatTurnModel::ResultColumn, QHeaderView::ResizeToContents);
    // A statement is a sentence: it wraps onto more lines instead of being cut short.
    m_turnView->setWordWrap(true);
    m_turnView->setUniformRowHeights(false);
    m_turnView->setTextElideMode(Qt::ElideNone);
    m_turnView->setItemDelegate(new WrappingDelegate(m_turnView));
    // The view itself, not this: the header resizes while the inspector's
    // QWidget base hides its children on the way out.
    connect(m_turnView->header(), &QHeaderView::sectionResized, m_turnView,
            [view = m_turnView] { view->doItemsLayout(); });
    // Why? and Next Change of a scoreboard value, as from a watch.
    m_travel->popUpOnItemsOf(m_scoreboardView);
    m_logView->setUniformItemSizes(true);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(titled(tr("Scoreboard"), m_scoreboardView, left));
    left->addWidget(titled(tr("Open cheat windows"), m_windowsView, left));
    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(titled(tr("This turn"), m_turnView, right));
    right->addWidget(titled(tr("Events"), m_logView, right));
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    // Marks from least to most important: the later kind wins a crowded pixel.
    namespace Kind = Core::Debug::CheatEvent;
    m_timeline->setMarkKinds({Kind::Shout, Kind::Ask, Kind::CheatCommitted, Kind::InvalidCall, Kind::ValidCall,
                              Kind::WinRevoked, Kind::Win});
    layout->addWidget(m_timeline);

    connect(m_logView, &QListView::clicked, this, [this](const QModelIndex &index) {
        Q_EMIT jumpRequested(index.data(EventLogModel::TickRole).value<quint64>());
    });
    showLog(m_noLog);
}

EventLogModel *CheatInspector::eventLogModel() const
{
    return m_log ? m_log.data() : m_noLog;
}

void CheatInspector::showLog(EventLogModel *log)
{
    if (m_log == log)
        return;
    disconnect(m_logScroll);
    m_log = log;
    m_logView->setModel(log);
    // Keep the newest event in view unless the user scrolled up.
    m_logScroll = connect(log, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_logView->verticalScrollBar()->value() >= m_logView->verticalScrollBar()->maximum() - 2)
            m_logView->scrollToBottom();
    });
    m_logView->scrollToBottom();
}

QAction *CheatInspector::whyAction() const
{
    return m_travel->whyAction();
}

QAction *CheatInspector::nextChangeAction() const
{
    return m_travel->nextChangeAction();
}

QString CheatInspector::currentValueName() const
{
    const QModelIndex current = m_scoreboardView->currentIndex();
    if (!current.isValid())
        return {};
    const QString player =
        m_scoreboard->index(current.row(), CheatScoreboardModel::PlayerColumn).data(Qt::DisplayRole).toString();
    if (player.isEmpty())
        return {};
    return current.column() == CheatScoreboardModel::WinsColumn ? QStringLiteral("wins(%1)").arg(player)
                                                                : QStringLiteral("score(%1)").arg(player);
}

void CheatInspector::setSession(Core::Debug::DebugSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    disconnect(this, &CheatInspector::jumpRequested, nullptr, nullptr);
    m_session = session;
    m_timeline->setSession(session);
    m_travel->setSession(session);
    showLog(session ? EventLogModel::of(session) : m_noLog);
    if (!session)
        return;
    connect(session, &Core::Debug::DebugSession::stateChanged, this, &CheatInspector::showSnapshot);
    // An unloaded session (its tab closed) leaves nothing to show.
    connect(session, &Core::Debug::DebugSession::statusChanged, this, [this](Core::Debug::DebugSession::Status status) {
        if (status == Core::Debug::DebugSession::Status::Empty)
            clearProgram();
    });
    connect(this, &CheatInspector::jumpRequested, session, &Core::Debug::DebugSession::jumpToTick);
}

void CheatInspector::clearProgram()
{
    m_programs.reset();
    showProgram(Core::Cheat::Program(), std::string());
}

void CheatInspector::showProgram(const Core::Cheat::Program &program, const std::string &source)
{
    m_scoreboard->setProgram(program);
    m_windows->setProgram(program);
    m_turn->setProgram(program, source);
    eventLogModel()->setProgram(program);
    m_last.reset();
    m_turnTick = UINT64_MAX;
    m_turnTrace = nullptr;
}

void CheatInspector::showSnapshot(const Core::Debug::DebugSnapshot &snapshot)
{
    const auto *cheat = snapshot.engineSnapshot<Core::Cheat::Snapshot>();
    if (!cheat)
        return;
    // A new load: its program as the worker parsed it.
    if (snapshot.programs != m_programs) {
        m_programs = snapshot.programs;
        const Core::Cheat::Program *program = snapshot.program<Core::Cheat::Program>();
        showProgram(program ? *program : Core::Cheat::Program(), m_programs->source(0));
    }
    m_last = snapshot;
    m_scoreboard->setState(cheat->state);
    m_windows->setState(cheat->state);
    eventLogModel()->setCurrentTick(snapshot.tick);
    refreshTurn();
}

void CheatInspector::refreshTurn()
{
    const auto *cheat = m_last ? m_last->engineSnapshot<Core::Cheat::Snapshot>() : nullptr;
    if (!cheat)
        return;
    const Core::Debug::CheatTurnTrace *trace = Core::Debug::CheatEngineState::turnTraceOf(*m_last);
    if (cheat->state.tick == m_turnTick && trace == m_turnTrace)
        return;
    m_turnTick = cheat->state.tick;
    m_turnTrace = trace;
    m_turn->setTurn(cheat->state, trace);
    m_turnView->expandAll();
}

} // namespace Foulplay::Ui
