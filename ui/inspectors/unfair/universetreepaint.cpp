// UniverseTreeView::paintEvent: the drawing of the graph, kept apart from the
// view's scrolling and hit-testing.
#include "unfair/universetreeview.h"

#include "localenumber.h"

#include "threadcolours.h"
#include "unfair/universetreemodel.h"
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <vector>

namespace Foulplay::Ui {

namespace {

void arrowHead(QPainter &painter, QPointF tip, QPointF from)
{
    const QPointF d = tip - from;
    const double length = std::hypot(d.x(), d.y());
    if (length < 1)
        return;
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    QPolygonF head;
    head << tip << tip - u * 9 + n * 4.5 << tip - u * 9 - n * 4.5;
    painter.drawPolygon(head);
}

// A curve from a to b that leaves a downwards and enters b sideways.
QPainterPath edgePath(QPointF a, QPointF b)
{
    QPainterPath path(a);
    path.cubicTo(QPointF(a.x(), (a.y() + b.y()) / 2), QPointF(a.x(), b.y()), b);
    return path;
}

} // namespace

void UniverseTreeView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    painter.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    if (!m_model || m_model->lastRow() < 0) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect(), Qt::AlignCenter, tr("No universes yet: run or step the program."));
        return;
    }

    const int top = m_headerHeight;
    const int height = viewport()->height();
    const std::int64_t firstVisible =
        std::max(m_model->firstKeptRow(),
                 m_model->firstKeptRow() + std::int64_t(verticalScrollBar()->value() / m_rowHeight) - 1);
    const std::int64_t lastVisible =
        std::min(m_model->lastRow(), firstVisible + std::int64_t((height - top) / m_rowHeight) + 2);
    const auto &lanes = m_model->lanes();
    const auto *visibleLane = m_model->laneBySerial(m_model->visibleSerial());
    const QFontMetrics metrics = fontMetrics();
    const int nodeWidth = m_columnWidth / 2;
    const int nodeHeight = m_rowHeight - 8;

    painter.save();
    painter.setClipRect(QRect(0, top, viewport()->width(), height - top));

    // The visible universe's column is highlighted all the way down.
    if (visibleLane) {
        QColor band = pal.color(QPalette::Highlight);
        band.setAlpha(40);
        const int x = columnX(visibleLane->column) - m_columnWidth / 2;
        painter.fillRect(QRect(x, top, m_columnWidth, height - top), band);
    }

    // The gutter: step numbers, and the elision line above the kept rows.
    painter.setPen(pal.color(QPalette::PlaceholderText));
    for (std::int64_t row = firstVisible; row <= lastVisible; ++row) {
        const QRect cell(4, rowY(row) - m_rowHeight / 2, m_gutter - 8, m_rowHeight);
        painter.drawText(cell, Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(qlonglong(row)));
    }
    if (m_model->elidedRows() > 0) {
        const int y = rowY(m_model->firstKeptRow() - 1);
        painter.drawText(QRect(m_gutter, y - m_rowHeight / 2, viewport()->width() - m_gutter, m_rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         m_model->elidedRows() == 1
                             ? tr("… 1 earlier count")
                             : tr("… %1 earlier counts").arg(QLocale().toString(qlonglong(m_model->elidedRows()))));
    }

    struct BranchLabel {
        QPoint anchor; // left end, vertical centre
        QString text;
        QColor colour;
    };
    std::vector<BranchLabel> labels;

    // Lane lines first, then edges, then nodes, then the branch labels on top.
    for (const auto &lane : lanes) {
        const std::int64_t from = std::max(lane.keptFrom, firstVisible);
        const std::int64_t to = std::min(lane.lastRow(), lastVisible);
        if (from > to)
            continue;
        QColor colour = lane.origin ? threadColour(lane.column - 1, dark) : pal.color(QPalette::Text);
        painter.setPen(QPen(colour, 2));
        painter.drawLine(QPointF(columnX(lane.column), rowY(from)), QPointF(columnX(lane.column), rowY(to)));
    }
    // A removed universe that no snapshot showed (the run went past it at
    // full speed): its events tell where it lived, not its counts. Dashed.
    for (const auto &lane : lanes) {
        const std::int64_t from = std::max({lane.lastRow(), lane.firstRow, firstVisible});
        const std::int64_t to = std::min(lane.endRow(), lastVisible);
        if (lane.live() || lane.endRow() <= lane.lastRow() || from >= to)
            continue;
        const QColor colour = lane.origin ? threadColour(lane.column - 1, dark) : pal.color(QPalette::Text);
        painter.setPen(QPen(colour, 2, Qt::DashLine));
        painter.drawLine(QPointF(columnX(lane.column), rowY(from)), QPointF(columnX(lane.column), rowY(to)));
    }
    for (const auto &lane : lanes) {
        if (!lane.origin)
            continue;
        const QColor colour = threadColour(lane.column - 1, dark);
        // Branch: from the actual count the de-sync looked back to, to the
        // new universe's first count.
        const QPointF target(columnX(lane.column) - nodeWidth / 2.0, rowY(lane.firstRow));
        const std::int64_t sourceRow =
            lane.firstRow - std::int64_t(std::min<std::uint64_t>(lane.steps, std::uint64_t(lane.firstRow)));
        const bool onScreen = lane.firstRow >= firstVisible - 1 && sourceRow <= lastVisible + 1;
        if (onScreen && lane.firstRow >= m_model->firstKeptRow()) {
            // Leaves the source node sideways, so it is clear which count
            // the de-sync looked back to.
            const QPointF source(columnX(0) + nodeWidth / 2.0, rowY(std::max(sourceRow, m_model->firstKeptRow() - 1)));
            const double bend = std::max(24.0, (target.x() - source.x()) / 3);
            QPainterPath branch(source);
            branch.cubicTo(source + QPointF(bend, 0), target - QPointF(bend, 0), target);
            painter.setPen(QPen(colour, 1.6));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(branch);
            painter.setBrush(colour);
            arrowHead(painter, target, QPointF(target.x() - 10, target.y()));
            const QString who = m_model->playerName(*lane.origin);
            const QString label = lane.steps == 1
                                      ? tr("%1, 1 step, tick %2").arg(who, QLocale().toString(qulonglong(lane.tick)))
                                      : tr("%1, %2 steps, tick %3")
                                            .arg(who, QLocale().toString(qulonglong(lane.steps)),
                                                 QLocale().toString(qulonglong(lane.tick)));
            // Right of the new universe's first count, where the lanes to
            // the right have nothing yet (they began later): it may use the
            // next column too when that one is empty on this row.
            bool nextColumnBusy = false;
            for (const auto &other : lanes) {
                nextColumnBusy |= other.column == lane.column + 1 && other.keptFrom <= lane.firstRow
                                  && lane.firstRow <= other.lastRow();
            }
            const int room = (nextColumnBusy ? 0 : m_columnWidth) + m_columnWidth - nodeWidth - 12;
            labels.push_back({QPoint(int(columnX(lane.column) + nodeWidth / 2.0) + 6, int(target.y())),
                              metrics.elidedText(label, Qt::ElideRight, room), colour});
        }
        // Collapse: from the last count of the removed universe back to the
        // one on top after the re-sync.
        if (!lane.live() && lane.collapseRow >= firstVisible - 1 && lane.collapseRow - 1 <= lastVisible + 1) {
            const auto *into = m_model->laneBySerial(lane.collapseInto);
            const int intoColumn = into ? into->column : 0;
            const QPointF from(columnX(lane.column), rowY(lane.collapseRow - 1) + nodeHeight / 2.0);
            const QPointF to(columnX(intoColumn) + nodeWidth / 2.0, rowY(lane.collapseRow));
            QPen pen(colour, 1.6);
            if (!lane.collapseExact)
                pen.setStyle(Qt::DashLine);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(edgePath(from, to));
            painter.setBrush(colour);
            arrowHead(painter, to, QPointF(to.x() + 10, to.y()));
            painter.setPen(colour);
            painter.drawText(QRectF(to.x() + 4, to.y() - m_rowHeight, m_columnWidth, m_rowHeight / 2.0 + 4),
                             Qt::AlignLeft | Qt::AlignVCenter, tr("re-sync"));
        }
    }

    for (const auto &lane : lanes) {
        const std::int64_t from = std::max(lane.keptFrom, firstVisible);
        const std::int64_t to = std::min(lane.lastRow(), lastVisible);
        const bool isVisible = visibleLane && lane.serial == visibleLane->serial;
        const QColor colour = lane.origin ? threadColour(lane.column - 1, dark) : pal.color(QPalette::Text);
        for (std::int64_t row = from; row <= to; ++row) {
            const QRectF box(columnX(lane.column) - nodeWidth / 2.0, rowY(row) - nodeHeight / 2.0, nodeWidth,
                             nodeHeight);
            const bool newest = row == m_model->lastRow() && lane.live();
            painter.setPen(QPen(colour, newest ? 2.5 : 1.2));
            painter.setBrush(isVisible && newest ? pal.color(QPalette::Highlight) : pal.color(QPalette::AlternateBase));
            painter.drawRoundedRect(box, nodeHeight / 2.0, nodeHeight / 2.0);
            painter.setPen(isVisible && newest ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text));
            const QString text = localeNumber(lane.values[std::size_t(row - lane.keptFrom)]);
            painter.drawText(box, Qt::AlignCenter, metrics.elidedText(text, Qt::ElideRight, nodeWidth - 6));
        }
    }

    // Branch labels last, on a plate of the background, so that edges
    // crossing them do not run through the words.
    for (const BranchLabel &label : labels) {
        const QRect plate(label.anchor.x(), label.anchor.y() - metrics.height() / 2 - 2,
                          metrics.horizontalAdvance(label.text) + 8, metrics.height() + 4);
        QColor base = pal.color(QPalette::Base);
        base.setAlpha(235);
        painter.setPen(QPen(label.colour, 1));
        painter.setBrush(base);
        painter.drawRoundedRect(QRectF(plate).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        painter.setPen(label.colour);
        painter.drawText(plate, Qt::AlignCenter, label.text);
    }
    painter.restore();

    // Sticky header: each column's lane (the one alive at the last row shown).
    painter.fillRect(QRect(0, 0, viewport()->width(), top), pal.color(QPalette::Window));
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawLine(0, top - 1, viewport()->width(), top - 1);
    painter.setPen(pal.color(QPalette::WindowText));
    painter.drawText(QRect(4, 0, m_gutter - 8, top), Qt::AlignRight | Qt::AlignVCenter, tr("step"));
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const UniverseTreeModel::Lane *shown = nullptr;
        for (const auto &lane : lanes) {
            if (lane.column == column && lane.firstRow <= lastVisible && (!shown || lane.serial > shown->serial))
                shown = &lane;
        }
        if (!shown)
            continue;
        const QRect cell(columnX(column) - m_columnWidth / 2 + 2, 2, m_columnWidth - 4, top - 4);
        const bool isVisible = visibleLane && shown->serial == visibleLane->serial;
        if (isVisible) {
            painter.fillRect(cell, pal.color(QPalette::Highlight));
            painter.setPen(pal.color(QPalette::HighlightedText));
        } else {
            painter.setPen(pal.color(QPalette::WindowText));
        }
        QString title = shown->origin ? tr("GC%1").arg(column + 1) : tr("GC1 (actual)");
        QString second = shown->origin ? m_model->mistakeName(*shown) : tr("the actual count");
        if (!shown->live())
            second = tr("%1 (re-synced)").arg(second);
        else if (isVisible)
            title = tr("%1 (visible)").arg(title);
        // The title on one line, the mistake wrapped in the two below it.
        const QRect titleCell(cell.left(), cell.top(), cell.width(), metrics.height());
        const QRect secondCell(cell.left(), titleCell.bottom() + 1, cell.width(), cell.bottom() - titleCell.bottom());
        painter.drawText(titleCell, Qt::AlignHCenter | Qt::AlignTop,
                         metrics.elidedText(title, Qt::ElideRight, cell.width()));
        painter.drawText(secondCell, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, second);
    }
}

} // namespace Foulplay::Ui
