#include "unfair/countchartview.h"

#include "unfair/universetreemodel.h"
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Foulplay::Ui {

namespace {

double toDouble(const Core::Decimal &value)
{
    return double(value.mantissa()) / std::pow(10.0, value.scale());
}

} // namespace

CountChartView::CountChartView(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("The visible count over the latest steps; red marks are resets."));
}

void CountChartView::setModel(UniverseTreeModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &UniverseTreeModel::changed, this, qOverload<>(&QWidget::update));
    update();
}

QRectF CountChartView::plotRect() const
{
    return QRectF(rect()).adjusted(34, 8, -6, -18);
}

CountChartView::Series CountChartView::series() const
{
    Series s;
    const QRectF plot = plotRect();
    s.x0 = plot.left();
    if (!m_model || m_model->lastRow() < 0)
        return s;
    const std::int64_t steps = std::max<std::int64_t>(2, std::int64_t(plot.width()) / minPixelsPerStep());
    s.firstRow = std::max(m_model->firstKeptRow(), m_model->lastRow() - steps + 1);
    const std::size_t n = std::size_t(m_model->lastRow() - s.firstRow + 1);
    // The steps span the whole width, however few there are so far.
    s.dx = n > 1 ? plot.width() / double(n - 1) : 0;
    s.values.assign(n, std::numeric_limits<double>::quiet_NaN());
    s.resets.assign(n, false);
    s.switches.assign(n, false);
    // The newest lane alive at a step is the one visible then.
    std::vector<std::uint64_t> owner(n, std::numeric_limits<std::uint64_t>::max());
    std::vector<const UniverseTreeModel::Lane *> lanes(n, nullptr);
    for (const auto &lane : m_model->lanes()) {
        // Where a lane's counts are unknown (removed between two snapshots),
        // it still owned the step: the chart leaves a gap there.
        const std::int64_t end = lane.endRow();
        for (std::int64_t row = std::max(lane.keptFrom, s.firstRow); row <= end; ++row) {
            const std::size_t i = std::size_t(row - s.firstRow);
            if (owner[i] == std::numeric_limits<std::uint64_t>::max() || lane.serial > owner[i]) {
                owner[i] = lane.serial;
                lanes[i] = &lane;
            }
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!lanes[i])
            continue;
        const std::int64_t row = s.firstRow + std::int64_t(i);
        const auto value = lanes[i]->valueAt(row);
        if (!value)
            continue;
        s.values[i] = toDouble(*value);
        if (i > 0 && lanes[i - 1]) {
            if (owner[i] != owner[i - 1]) {
                s.switches[i] = true;
            } else {
                const auto before = lanes[i]->valueAt(row - 1);
                s.resets[i] = value->isZero() && before && *before > *value;
            }
        }
    }
    return s;
}

void CountChartView::paintEmptyText(QPainter &painter) const
{
    // The whole widget, no axis: a longer translation wraps instead of being
    // cut at the plot's edge, and shrinks when the dock is too low for it.
    const QRectF area = QRectF(rect()).adjusted(6, 4, -6, -4);
    const QString text = tr("The visible count appears here while the program runs.");
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    QFont font = painter.font();
    while (font.pointSizeF() > 6 && QFontMetricsF(font).boundingRect(area, flags, text).height() > area.height())
        font.setPointSizeF(font.pointSizeF() - 0.5);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(area, flags, text);
}

void CountChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const QRectF plot = plotRect();
    const Series s = series();

    double top = 100;
    for (double v : s.values) {
        if (!std::isnan(v))
            top = std::max(top, v);
    }
    auto yOf = [&](double v) { return plot.bottom() - (v / top) * plot.height(); };
    auto xOf = [&s](std::size_t i) { return s.xAt(i); };

    if (s.values.empty()) {
        paintEmptyText(painter);
        return;
    }
    painter.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DotLine));
    for (double v : {0.0, 50.0, 100.0}) {
        painter.drawLine(QPointF(plot.left(), yOf(v)), QPointF(plot.right(), yOf(v)));
        painter.drawText(QRectF(0, yOf(v) - 8, 30, 16), Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }

    const QColor reset(220, 40, 40);
    for (std::size_t i = 0; i < s.values.size(); ++i) {
        if (s.resets[i]) {
            painter.setPen(QPen(reset, 1, Qt::DashLine));
            painter.drawLine(QPointF(xOf(i), plot.top()), QPointF(xOf(i), plot.bottom()));
            painter.setPen(Qt::NoPen);
            painter.setBrush(reset);
            QPolygonF mark;
            mark << QPointF(xOf(i), plot.bottom() - 6) << QPointF(xOf(i) - 4, plot.bottom() + 2)
                 << QPointF(xOf(i) + 4, plot.bottom() + 2);
            painter.drawPolygon(mark);
        }
        if (s.switches[i]) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2));
            painter.drawLine(QPointF(xOf(i), plot.top()), QPointF(xOf(i), plot.top() + 8));
        }
    }
    QPainterPath path;
    bool drawing = false;
    for (std::size_t i = 0; i < s.values.size(); ++i) {
        if (std::isnan(s.values[i])) {
            drawing = false;
            continue;
        }
        const QPointF p(xOf(i), yOf(s.values[i]));
        // A reset or a universe switch is a jump, not a slope.
        if (drawing && !s.resets[i] && !s.switches[i])
            path.lineTo(p);
        else
            path.moveTo(p);
        drawing = true;
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(pal.color(QPalette::Text), 1.5));
    painter.drawPath(path);
    painter.setPen(pal.color(QPalette::PlaceholderText));
    for (const Label &label : stepLabels())
        painter.drawText(label.rect, Qt::AlignCenter, label.text);
}

QList<CountChartView::Label> CountChartView::stepLabels() const
{
    const Series s = series();
    if (s.values.empty())
        return {};
    const QRectF plot = plotRect();
    const QFontMetricsF metrics(font());
    const auto label = [&](std::int64_t step, bool right) {
        const QString text = tr("step %1").arg(QLocale().toString(qlonglong(step)));
        const double width = metrics.horizontalAdvance(text) + 2;
        const double left = right ? plot.right() - width : plot.left();
        return Label{QRectF(left, plot.bottom() + 2, width, 16), text};
    };
    const std::int64_t lastStep = s.firstRow + std::int64_t(s.values.size()) - 1;
    const Label last = label(lastStep, true);
    if (lastStep == s.firstRow)
        return {last};
    const Label first = label(s.firstRow, false);
    // A gap of an average character between them, or the last step alone.
    if (first.rect.right() + metrics.averageCharWidth() > last.rect.left())
        return {last};
    return {first, last};
}

} // namespace Foulplay::Ui
