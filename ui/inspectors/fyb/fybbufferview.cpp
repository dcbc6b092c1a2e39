#include "fybbufferview.h"

#include "fybbattlemodel.h"

#include "fyb/command.h"

#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPaintEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

namespace Foulplay::Ui {

namespace {

QString glyphName(int value)
{
    if (value == 14)
        return FybBufferView::tr("bomb");
    return QStringLiteral("'%1'").arg(QChar::fromLatin1(Core::Fyb::commandChar(value)));
}

} // namespace

FybBufferView::FybBufferView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 120);
    // The column count follows the viewport width: a scroll bar that came and
    // went would make the layout oscillate.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_flashTimer.setInterval(16);
    connect(&m_flashTimer, &QTimer::timeout, this, &FybBufferView::onFlashTimer);
    relayout();
}

void FybBufferView::setModel(FybBattleModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &FybBattleModel::frameChanged, this, &FybBufferView::onFrameChanged);
        connect(m_model, &FybBattleModel::reset, this, &FybBufferView::onFrameChanged);
        connect(m_model, &QObject::destroyed, this, [this] { m_model = nullptr; });
    }
    onFrameChanged();
}

void FybBufferView::setCellSize(int pixels)
{
    pixels = std::clamp(pixels, FybBattleLayout::MinCellSize, FybBattleLayout::MaxCellSize);
    if (pixels == m_layout.cellSize() && pixels == m_requestedCellSize)
        return;
    m_requestedCellSize = pixels;
    relayout();
    Q_EMIT cellSizeChanged(m_layout.cellSize());
}

void FybBufferView::zoomIn()
{
    setCellSize(std::max(cellSize() + 1, cellSize() * 5 / 4));
}

void FybBufferView::zoomOut()
{
    setCellSize(std::min(cellSize() - 1, cellSize() * 4 / 5));
}

void FybBufferView::setFollowedThread(int process)
{
    m_options.followedThread = process;
    followNow();
    viewport()->update();
}

void FybBufferView::setShowLinks(bool show)
{
    m_options.showLinks = show;
    viewport()->update();
}

QPoint FybBufferView::contentOffset() const
{
    return {horizontalScrollBar()->value(), verticalScrollBar()->value()};
}

QRect FybBufferView::cellViewportRect(int buffer, int cell) const
{
    return m_layout.cellRect(buffer, cell).translated(-contentOffset());
}

void FybBufferView::relayout()
{
    const int length = m_model ? m_model->length() : 0;
    m_layout.update(length, viewport()->width(), m_requestedCellSize);
    const QSize content = m_layout.contentSize();
    horizontalScrollBar()->setRange(0, std::max(0, content.width() - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    verticalScrollBar()->setRange(0, std::max(0, content.height() - viewport()->height()));
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(m_layout.cellSize());
    viewport()->update();
}

void FybBufferView::onFrameChanged()
{
    const int length = m_model ? m_model->length() : 0;
    if (length != m_layout.length())
        relayout();
    if (m_model && !m_model->flashes().empty() && !m_flashTimer.isActive())
        m_flashTimer.start();
    followNow();
    viewport()->update();
}

void FybBufferView::onFlashTimer()
{
    if (!m_model) {
        m_flashTimer.stop();
        return;
    }
    m_model->expireFlashes();
    if (m_model->flashes().empty())
        m_flashTimer.stop();
    viewport()->update();
}

void FybBufferView::followNow()
{
    if (!m_model || !m_model->battle() || m_options.followedThread < 0)
        return;
    const auto &processes = m_model->battle()->processes;
    if (std::size_t(m_options.followedThread) >= processes.size())
        return;
    const auto &process = processes[std::size_t(m_options.followedThread)];
    if (process.alive)
        revealCell(process.owner, process.pp >= m_layout.length() ? 0 : process.pp);
}

void FybBufferView::revealCell(int buffer, int cell)
{
    if (cell < 0 || cell >= m_layout.length())
        return;
    const QRect rect = m_layout.cellRect(buffer, cell);
    const QRect visible(contentOffset(), viewport()->size());
    const int margin = m_layout.cellSize() * 2;
    if (visible.contains(rect.adjusted(-margin, -margin, margin, margin)))
        return;
    if (rect.top() - margin < visible.top() || rect.bottom() + margin > visible.bottom())
        verticalScrollBar()->setValue(rect.center().y() - viewport()->height() / 2);
    if (rect.left() - margin < visible.left() || rect.right() + margin > visible.right())
        horizontalScrollBar()->setValue(rect.center().x() - viewport()->width() / 2);
}

FybPaintOptions FybBufferView::paintOptions() const
{
    FybPaintOptions options = m_options;
    options.background = palette().color(QPalette::Base);
    options.text = palette().color(QPalette::Text);
    options.dark = options.background.lightness() < 128;
    return options;
}

void FybBufferView::paintEvent(QPaintEvent *event)
{
    QElapsedTimer clock;
    clock.start();
    QPainter painter(viewport());
    const QPoint offset = contentOffset();
    painter.translate(-offset);
    const QRect exposed = event->rect().translated(offset);
    if (m_model)
        m_painter.paint(painter, *m_model, m_layout, exposed, paintOptions());
    else
        painter.fillRect(exposed, palette().color(QPalette::Base));
    m_lastPaintMicros = clock.nsecsElapsed() / 1000;
}

QImage FybBufferView::renderFrame()
{
    QImage image(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    const QPoint offset = contentOffset();
    painter.translate(-offset);
    const QRect exposed(offset, viewport()->size());
    if (m_model)
        m_painter.paint(painter, *m_model, m_layout, exposed, paintOptions());
    else
        painter.fillRect(exposed, palette().color(QPalette::Base));
    return image;
}

void FybBufferView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

void FybBufferView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void FybBufferView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    // Zoom around the cell under the mouse, so it stays where it was.
    int buffer = 0;
    int cell = -1;
    const QPoint at = event->position().toPoint();
    m_layout.cellAt(at + contentOffset(), buffer, cell);
    if (event->angleDelta().y() > 0)
        zoomIn();
    else if (event->angleDelta().y() < 0)
        zoomOut();
    if (cell >= 0) {
        const QRect rect = m_layout.cellRect(buffer, cell);
        horizontalScrollBar()->setValue(rect.center().x() - at.x());
        verticalScrollBar()->setValue(rect.center().y() - at.y());
    }
    event->accept();
}

void FybBufferView::contextMenuEvent(QContextMenuEvent *event)
{
    int buffer = 0;
    int cell = -1;
    if (m_model && m_model->battle() && m_layout.cellAt(event->pos() + contentOffset(), buffer, cell))
        Q_EMIT cellMenuRequested(buffer, cell, event->globalPos());
}

void FybBufferView::mouseDoubleClickEvent(QMouseEvent *event)
{
    int buffer = 0;
    int cell = -1;
    if (!m_model || !m_model->battle() || !m_layout.cellAt(event->position().toPoint() + contentOffset(), buffer, cell))
        return;
    const auto &processes = m_model->battle()->processes;
    for (std::size_t i = 0; i < processes.size(); ++i) {
        const auto &p = processes[i];
        if (p.alive && p.owner == buffer && p.pp == cell) {
            Q_EMIT threadActivated(int(i));
            return;
        }
    }
}

bool FybBufferView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        int buffer = 0;
        int cell = -1;
        if (m_layout.cellAt(help->pos() + contentOffset(), buffer, cell))
            QToolTip::showText(help->globalPos(), cellDescription(buffer, cell), viewport(),
                               cellViewportRect(buffer, cell));
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QString FybBufferView::cellDescription(int buffer, int cell) const
{
    if (!m_model || !m_model->battle() || cell < 0 || cell >= m_model->length())
        return {};
    const auto &battle = *m_model->battle();
    const int value = battle.data[buffer][std::size_t(cell)];
    const int pending = battle.mods[buffer][std::size_t(cell)];
    QStringList lines;
    lines << tr("Program %1, cell %L2: %3").arg(buffer + 1).arg(cell).arg(glyphName(value));
    if (pending != value)
        lines << tr("Pending edit: %1 (not committed yet)").arg(glyphName(pending));
    if (battle.spent[buffer][std::size_t(cell)])
        lines << tr("Spent: a fork here has already run");
    bool truncated = false;
    if (const auto write = m_model->lastWrite(buffer, cell, &truncated)) {
        const auto &processes = battle.processes;
        const int owner =
            std::size_t(write->thread) < processes.size() ? processes[std::size_t(write->thread)].owner + 1 : 0;
        lines << tr("Last written by thread %1 (program %2) at tick %3, turn %4")
                     .arg(write->thread)
                     .arg(owner)
                     .arg(QLocale().toString(qulonglong(write->tick)), QLocale().toString(qulonglong(write->turn)));
        lines << tr("It was %1 before").arg(glyphName(write->previous));
    } else if (truncated) {
        lines << tr("Written earlier than the history kept for this cell");
    } else if (m_model->droppedEvents() > 0) {
        lines << tr("No recorded commit (some events were left out at full speed)");
    } else {
        lines << tr("Never written: the program's own code");
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace Foulplay::Ui
