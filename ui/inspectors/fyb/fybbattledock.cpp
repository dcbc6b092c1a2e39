#include "fybbattledock.h"

#include "fybbattlecontroller.h"
#include "fybbattlemodel.h"
#include "fybbufferview.h"
#include "fybthreadmodel.h"
#include "fybthreadstrip.h"
#include "fybtimelinebar.h"
#include "threadcolours.h"
#include "valuetravel.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Foulplay::Ui {

FybBattleDock::FybBattleDock(QWidget *parent)
    : QDockWidget(tr("Battle"), parent)
    , m_model(new FybBattleModel(this))
    , m_controller(new FybBattleController(m_model, this))
    , m_threads(new FybThreadModel(this))
{
    setObjectName(QStringLiteral("FybBattleDock"));
    m_threads->setBattleModel(m_model);

    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    column->setSpacing(4);
    column->addWidget(createToolbar());
    // Who won, over the buffers, while the frame shown is the battle's last.
    m_banner = new QLabel(body);
    m_banner->setObjectName(QStringLiteral("battleResult"));
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setAutoFillBackground(true);
    QFont bannerFont = m_banner->font();
    bannerFont.setBold(true);
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.3);
    m_banner->setFont(bannerFont);
    m_banner->setContentsMargins(8, 6, 8, 6);
    m_banner->hide();
    column->addWidget(m_banner);

    auto *splitter = new QSplitter(Qt::Horizontal, body);
    m_splitter = splitter;
    m_view = new FybBufferView(splitter);
    m_view->setModel(m_model);
    m_table = new QTableView(splitter);
    m_table->setModel(m_threads);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    // Fixed widths: measuring contents on every frame of 1,000 threads is slow.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const QFontMetrics metrics = m_table->fontMetrics();
    m_tableWidth = 2 * m_table->frameWidth() + m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;
    for (int column = 0; column < FybThreadModel::ColumnCount; ++column) {
        const QString header = m_threads->headerData(column, Qt::Horizontal).toString();
        const QString sample =
            column == FybThreadModel::DpColumn ? QStringLiteral("00000 in P2") : QStringLiteral("00000");
        const int width = 16 + std::max(metrics.horizontalAdvance(header), metrics.horizontalAdvance(sample));
        m_table->setColumnWidth(column, width);
        m_tableWidth += width;
    }
    m_table->setToolTip(tr("Live threads; double-click one to follow it, right-click a value to ask where it "
                           "came from"));
    // Why? and Next Change of a thread's value: its pp, dp or defected
    // (the owner's column: how many threads the program has).
    m_travel = new ValueTravel(
        m_table,
        [this]() -> QString {
            const QModelIndex current = m_table->currentIndex();
            if (!current.isValid())
                return {};
            const int process = m_threads->processAt(current.row());
            switch (current.column()) {
            case FybThreadModel::OwnerColumn:
                return QStringLiteral("threads(%1)")
                    .arg(m_threads->index(current.row(), FybThreadModel::OwnerColumn).data().toInt());
            case FybThreadModel::DpColumn:
                return QStringLiteral("dp(%1)").arg(process);
            case FybThreadModel::DefectedColumn:
                return QStringLiteral("defected(%1)").arg(process);
            default:
                return QStringLiteral("pp(%1)").arg(process);
            }
        },
        QStringLiteral("thread"));
    m_travel->popUpOnItemsOf(m_table);
    splitter->addWidget(m_view);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->installEventFilter(this);
    column->addWidget(splitter, 1);

    m_strip = new FybThreadStrip(body);
    m_strip->setModel(m_model);
    column->addWidget(m_strip);
    m_timeline = new FybTimelineBar(m_controller, body);
    column->addWidget(m_timeline);
    m_status = new QLabel(body);
    column->addWidget(m_status);
    setWidget(body);

    connect(m_strip, &FybThreadStrip::tickRequested, m_controller, &FybBattleController::scrubTo);
    connect(m_view, &FybBufferView::threadActivated, this, &FybBattleDock::followThread);
    connect(m_table, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { followThread(m_threads->processAt(index.row())); });
    connect(m_controller, &FybBattleController::message, this, [this](const QString &text, qint64 tick) {
        m_status->setText(text);
        m_statusTick = tick;
    });
    // A note about a place in the battle goes once the view shows another
    // (a later breakpoint stop, a step, a scrub).
    connect(m_model, &FybBattleModel::frameChanged, this, [this] {
        if (m_statusTick >= 0 && m_model->tick() != std::uint64_t(m_statusTick) && !m_controller->isBusy()) {
            m_status->clear();
            m_statusTick = -1;
        }
    });
    connect(m_controller, &FybBattleController::exportFinished, this, [this](bool, int, const QString &text) {
        m_status->setText(text);
        m_statusTick = -1;
    });
    connect(m_model, &FybBattleModel::reset, m_status, &QLabel::clear);
    connect(m_model, &FybBattleModel::reset, this, &FybBattleDock::updateBanner);
    connect(m_model, &FybBattleModel::frameChanged, this, &FybBattleDock::updateBanner);
    // Stopped, the list shows every frame; running, a few a second.
    connect(m_controller, &FybBattleController::activityChanged, this, [this] {
        const bool running = m_controller->isPlaying() || m_controller->isBusy();
        m_threads->setRefreshInterval(running ? 250 : 0);
    });
}

QWidget *FybBattleDock::createToolbar()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    const auto button = [bar, row](const QString &text, const QString &tip) {
        auto *b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        row->addWidget(b);
        return b;
    };
    connect(button(tr("−"), tr("Zoom out (Ctrl+wheel)")), &QToolButton::clicked, this, [this] { m_view->zoomOut(); });
    connect(button(tr("+"), tr("Zoom in (Ctrl+wheel)")), &QToolButton::clicked, this, [this] { m_view->zoomIn(); });

    row->addWidget(new QLabel(tr("Follow thread:"), bar));
    m_follow = new QSpinBox(bar);
    m_follow->setRange(-1, 1 << 20);
    m_follow->setValue(-1);
    m_follow->setSpecialValueText(tr("none"));
    m_follow->setToolTip(tr("Keep this thread's program pointer in view"));
    row->addWidget(m_follow);
    connect(m_follow, &QSpinBox::valueChanged, this, [this](int process) { m_view->setFollowedThread(process); });

    m_links = new QCheckBox(tr("Links"), bar);
    m_links->setChecked(true);
    m_links->setToolTip(tr("Draw a line from each thread's program pointer to its data pointer"));
    row->addWidget(m_links);
    connect(m_links, &QCheckBox::toggled, this, [this](bool on) { m_view->setShowLinks(on); });

    row->addStretch(1);
    connect(button(tr("Save frame…"), tr("Save the visible frame as a PNG image")), &QToolButton::clicked, this,
            &FybBattleDock::exportFrameInteractively);
    connect(button(tr("Save turns…"), tr("Save the next turns as numbered PNG frames")), &QToolButton::clicked, this,
            &FybBattleDock::exportFramesInteractively);
    return bar;
}

bool FybBattleDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_splitter && event->type() == QEvent::Resize)
        arrangeThreadList();
    return QDockWidget::eventFilter(watched, event);
}

void FybBattleDock::arrangeThreadList()
{
    // Side by side only when the buffers keep twice the list's width; below
    // the buffers the list shows every column even in a narrow dock. Sizes
    // are set when the arrangement changes, so the user's drags stay.
    const bool sideBySide = m_splitter->width() >= 3 * m_tableWidth;
    const Qt::Orientation orientation = sideBySide ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() == orientation && m_arranged)
        return;
    m_arranged = true;
    m_splitter->setOrientation(orientation);
    if (sideBySide)
        m_splitter->setSizes({m_splitter->width() - m_tableWidth, m_tableWidth});
    else
        m_splitter->setSizes({m_splitter->height() * 2 / 3, m_splitter->height() / 3});
}

QString FybBattleDock::statusText() const
{
    return m_status->text();
}

QString FybBattleDock::resultText() const
{
    const Core::Fyb::Snapshot *battle = m_model->battle();
    if (!battle || !battle->result)
        return {};
    const Core::Fyb::Result &result = *battle->result;
    const auto turn = qulonglong(result.turn);
    switch (result.reason) {
    case Core::Fyb::ResultReason::Bomb:
        return tr("Program %1 wins at turn %2: program %3 ran a bomb.")
            .arg(result.winner)
            .arg(QLocale().toString(turn))
            .arg(3 - result.winner);
    case Core::Fyb::ResultReason::Died:
        return tr("Program %1 wins at turn %2: program %3 has no thread left.")
            .arg(result.winner)
            .arg(QLocale().toString(turn))
            .arg(3 - result.winner);
    case Core::Fyb::ResultReason::Limit:
        break;
    }
    return tr("Draw at turn %1: the turn limit.").arg(QLocale().toString(turn));
}

void FybBattleDock::updateBanner()
{
    const QString text = resultText();
    if (text == m_banner->text() && m_banner->isVisible() == !text.isEmpty())
        return;
    m_banner->setText(text);
    QPalette palette = m_banner->palette();
    const Core::Fyb::Snapshot *battle = m_model->battle();
    const int winner = battle && battle->result ? battle->result->winner : 0;
    // The winner's colour, as the thread counts draw it; grey for a draw.
    const QColor ground = winner > 0 ? threadColour(winner - 1).darker(130) : QColor(0x80, 0x80, 0x80);
    palette.setColor(QPalette::Window, ground);
    palette.setColor(QPalette::WindowText, Qt::white);
    m_banner->setPalette(palette);
    m_banner->setVisible(!text.isEmpty());
}

void FybBattleDock::setSession(Core::Debug::DebugSession *session)
{
    m_controller->setSession(session);
    m_travel->setSession(session);
}

void FybBattleDock::followThread(int process)
{
    m_follow->setValue(process);
    const int row = m_threads->rowOf(process);
    if (row >= 0)
        m_table->selectRow(row);
}

bool FybBattleDock::exportFrame(const QString &path)
{
    return m_view->renderFrame().save(path, "PNG");
}

void FybBattleDock::exportFrameInteractively()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Frame"), tr("battle-turn-%1.png").arg(m_model->turn()),
                                     tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    m_status->setText(exportFrame(path) ? tr("Saved %1.").arg(path) : tr("Cannot write %1.").arg(path));
    m_statusTick = -1;
}

void FybBattleDock::exportFramesInteractively()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for the Frames"));
    if (folder.isEmpty())
        return;
    bool ok = false;
    const int turns = QInputDialog::getInt(this, tr("Save Turns"), tr("Turns to save after the current one:"), 100, 1,
                                           1'000'000, 1, &ok);
    if (!ok)
        return;
    m_status->setText(tr("Saving frames…"));
    m_statusTick = -1;
    m_controller->exportFrames(folder, turns, [this] { return m_view->renderFrame(); });
}

} // namespace Foulplay::Ui
