#include "unfair/universetreeview.h"

#include "localenumber.h"

#include "unfair/universetreemodel.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Foulplay::Ui {

namespace {

QString number(const Core::Decimal &value)
{
    return localeNumber(value);
}

} // namespace

UniverseTreeView::UniverseTreeView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setViewportMargins(0, 0, 0, 0);
    const int line = fontMetrics().height();
    m_rowHeight = line + 10;
    // A lane's header has three lines: "GC2", then its mistake wrapped in
    // two ("Player 1's mistake #1" / "at tick 12"), so three lanes fit the
    // inspector at the window's first size without cutting a header.
    m_headerHeight = 3 * line + 10;
    m_columnWidth = std::max(130, fontMetrics().horizontalAdvance(QStringLiteral("Player 10's mistake #9")) + 12);
}

void UniverseTreeView::setModel(UniverseTreeModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &UniverseTreeModel::changed, this, &UniverseTreeView::modelChanged);
    modelChanged();
}

QSize UniverseTreeView::sizeHint() const
{
    return {m_gutter + 3 * m_columnWidth + 20, m_headerHeight + 12 * m_rowHeight};
}

void UniverseTreeView::modelChanged()
{
    // The step column holds the longest step number shown, whole.
    const std::int64_t widest = m_model ? std::max<std::int64_t>(m_model->lastRow(), 0) : 0;
    m_gutter = std::max({64, fontMetrics().horizontalAdvance(QLocale().toString(qlonglong(widest))) + 16,
                         fontMetrics().horizontalAdvance(tr("step")) + 16});
    QScrollBar *bar = verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum() - 2;
    updateScrollBars();
    if (follow)
        bar->setValue(bar->maximum());
    viewport()->update();
}

void UniverseTreeView::updateScrollBars()
{
    const std::int64_t rows = m_model ? m_model->lastRow() - m_model->firstKeptRow() + 2 : 0;
    const int height = int(std::min<std::int64_t>(rows * m_rowHeight, 1 << 30));
    const int page = std::max(0, viewport()->height() - m_headerHeight);
    verticalScrollBar()->setRange(0, std::max(0, height - page));
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(m_rowHeight);
    const int width = m_gutter + (m_model ? m_model->columnCount() : 1) * m_columnWidth;
    horizontalScrollBar()->setRange(0, std::max(0, width - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    horizontalScrollBar()->setSingleStep(m_columnWidth / 4);
}

void UniverseTreeView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    modelChanged();
}

void UniverseTreeView::scrollToRow(std::int64_t row)
{
    if (!m_model)
        return;
    const std::int64_t slot = row - m_model->firstKeptRow() + 1;
    verticalScrollBar()->setValue(int(slot * m_rowHeight) - (viewport()->height() - m_headerHeight) / 2);
}

int UniverseTreeView::rowY(std::int64_t row) const
{
    // Slot 0 holds the "… earlier counts" line; row firstKeptRow is slot 1.
    const std::int64_t slot = row - m_model->firstKeptRow() + 1;
    return int(m_headerHeight + slot * m_rowHeight + m_rowHeight / 2 - verticalScrollBar()->value());
}

int UniverseTreeView::columnX(int column) const
{
    return m_gutter + column * m_columnWidth + m_columnWidth / 2 - horizontalScrollBar()->value();
}

QPointF UniverseTreeView::nodeCentre(int column, std::int64_t row) const
{
    return m_model ? QPointF(columnX(column), rowY(row)) : QPointF();
}

bool UniverseTreeView::hit(const QPointF &point, int &column, std::int64_t &row) const
{
    if (!m_model || point.y() < m_headerHeight || point.x() < m_gutter)
        return false;
    const double slot = (point.y() - m_headerHeight + verticalScrollBar()->value()) / m_rowHeight;
    row = m_model->firstKeptRow() + std::int64_t(std::floor(slot)) - 1;
    column = int((point.x() - m_gutter + horizontalScrollBar()->value()) / m_columnWidth);
    if (row < m_model->firstKeptRow() || row > m_model->lastRow())
        return false;
    for (const auto &lane : m_model->lanes()) {
        if (lane.column == column && lane.valueAt(row))
            return true;
    }
    return false;
}

QString UniverseTreeView::nodeToolTip(int column, std::int64_t row) const
{
    if (!m_model)
        return {};
    const UniverseTreeModel::Lane *here = nullptr;
    QStringList all;
    for (const auto &lane : m_model->lanes()) {
        const auto value = lane.valueAt(row);
        if (!value || (!lane.live() && row >= lane.collapseRow))
            continue;
        if (lane.column == column)
            here = &lane;
        all << tr("%1: %2").arg(m_model->laneTitle(lane), number(*value));
    }
    if (!here)
        return {};
    QStringList lines;
    const QString tick = m_model->tickKnown(row)
                             ? QLocale().toString(qulonglong(m_model->tickForRow(row)))
                             : tr("≈%1").arg(QLocale().toString(qulonglong(m_model->tickForRow(row))));
    lines << tr("Step %1 (tick %2)").arg(QLocale().toString(qlonglong(row)), tick);
    lines << tr("%1 came from %2").arg(m_model->laneTitle(*here), m_model->mistakeName(*here));
    lines << tr("Count here: %1").arg(number(*here->valueAt(row)));
    const UniverseTreeModel::Lane *visible = m_model->visibleAt(row);
    if (visible)
        lines << tr("Visible then: %1").arg(m_model->laneTitle(*visible));
    lines << tr("All universes at this step:") << all;
    const auto cns = m_model->countingNumbersAt(row);
    for (std::size_t p = 0; p < cns.size(); ++p)
        lines << tr("%1: CN %2").arg(m_model->playerName(std::uint32_t(p)), number(cns[p]));
    lines << tr("Click to go to this step.");
    return lines.join(QLatin1Char('\n'));
}

bool UniverseTreeView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        int column = 0;
        std::int64_t row = 0;
        const QString text = hit(help->pos(), column, row) ? nodeToolTip(column, row) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void UniverseTreeView::contextMenuEvent(QContextMenuEvent *event)
{
    int column = 0;
    std::int64_t row = 0;
    if (hit(event->pos(), column, row)) { // viewport coordinates, as a mouse press's
        Q_EMIT nodeMenuRequested(column, row, event->globalPos());
        event->accept();
        return;
    }
    QAbstractScrollArea::contextMenuEvent(event);
}

void UniverseTreeView::mousePressEvent(QMouseEvent *event)
{
    int column = 0;
    std::int64_t row = 0;
    if (event->button() == Qt::LeftButton && hit(event->position(), column, row)) {
        Q_EMIT rowActivated(row);
        event->accept();
        return;
    }
    QAbstractScrollArea::mousePressEvent(event);
}

} // namespace Foulplay::Ui
