#include "evolveplot.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Foulplay::Ui {

namespace {

// The lines' colours: blue for the best, orange for the mean (the
// tournament matrix's two colours, readable by the colour-blind).
const QColor BestColour(31, 119, 180);
const QColor MeanColour(230, 120, 20);

// A round step for an axis of `range` with about `ticks` marks.
double niceStep(double range, int ticks)
{
    const double raw = range / std::max(ticks, 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        if (raw <= factor * magnitude)
            return factor * magnitude;
    }
    return 10 * magnitude;
}

} // namespace

EvolvePlot::EvolvePlot(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evolvePlot"));
    setMouseTracking(false);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    setToolTip(QString()); // tooltips come from event()
}

void EvolvePlot::clear()
{
    m_best.clear();
    m_mean.clear();
    update();
}

void EvolvePlot::setMaxScore(double maxScore)
{
    m_maxScore = std::max(maxScore, 1.0);
    update();
}

void EvolvePlot::addGeneration(double best, double mean)
{
    m_best.push_back(best);
    m_mean.push_back(mean);
    update();
}

QRectF EvolvePlot::plotArea() const
{
    const QFontMetrics metrics(font());
    const double left = metrics.horizontalAdvance(QStringLiteral("0000")) + 16;
    const double bottom = metrics.height() * 2.5 + 8;
    const double top = metrics.height() * 1.8;
    return QRectF(left, top, std::max(width() - left - 16, 10.0), std::max(height() - top - bottom, 10.0));
}

QPointF EvolvePlot::toScreen(double generation, double score) const
{
    const QRectF area = plotArea();
    const double last = std::max<double>(static_cast<double>(m_best.size()) - 1, 1);
    return {area.left() + area.width() * generation / last, area.bottom() - area.height() * score / m_maxScore};
}

QPointF EvolvePlot::pointOf(int generation) const
{
    if (generation < 0 || generation >= generationCount())
        return {};
    return toScreen(generation, m_best[static_cast<std::size_t>(generation)]);
}

int EvolvePlot::generationAt(QPointF pos) const
{
    int nearest = -1;
    double distance = 0;
    for (int n = 0; n < generationCount(); ++n) {
        const QPointF d = pointOf(n) - pos;
        const double squared = d.x() * d.x() + d.y() * d.y();
        if (nearest < 0 || squared < distance) {
            nearest = n;
            distance = squared;
        }
    }
    const double reach = fontMetrics().height();
    return nearest >= 0 && distance <= reach * reach ? nearest : -1;
}

void EvolvePlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    const QFontMetrics metrics(font());
    const QColor text = palette().color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(40);

    // Score axis, from 0 to the highest possible score.
    const double scoreStep = niceStep(m_maxScore, 6);
    for (double score = 0; score <= m_maxScore + 1e-9; score += scoreStep) {
        const double y = toScreen(0, score).y();
        painter.setPen(grid);
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        painter.setPen(text);
        const QString label = QString::number(score);
        painter.drawText(QPointF(area.left() - 6 - metrics.horizontalAdvance(label), y + metrics.ascent() / 2.0),
                         label);
    }
    // Generation axis.
    const int count = generationCount();
    const double last = std::max(count - 1, 1);
    const double generationStep = std::max(1.0, niceStep(last, 10));
    for (double generation = 0; generation <= last + 1e-9; generation += generationStep) {
        const double x = toScreen(generation, 0).x();
        painter.setPen(grid);
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        painter.setPen(text);
        const QString label = QString::number(generation);
        painter.drawText(QPointF(x - metrics.horizontalAdvance(label) / 2.0, area.bottom() + metrics.height()), label);
    }
    painter.setPen(text);
    painter.drawRect(area);
    const QString axis = tr("Generation");
    painter.drawText(QPointF(area.center().x() - metrics.horizontalAdvance(axis) / 2.0,
                             area.bottom() + metrics.height() * 2.2),
                     axis);

    // The legend, above the plot.
    const auto legend = [&](double x, const QColor &colour, const QString &label) {
        const double y = metrics.height() * 0.9;
        painter.setPen(QPen(colour, 3));
        painter.drawLine(QPointF(x, y), QPointF(x + 24, y));
        painter.setPen(text);
        painter.drawText(QPointF(x + 30, y + metrics.ascent() / 2.0 - 1), label);
        return x + 30 + metrics.horizontalAdvance(label) + 24;
    };
    double x = legend(area.left(), BestColour, tr("Best score"));
    x = legend(x, MeanColour, tr("Mean score"));
    painter.setPen(text);
    painter.drawText(QPointF(x, metrics.height() * 0.9 + metrics.ascent() / 2.0 - 1),
                     tr("(highest possible: %1)").arg(m_maxScore));

    if (count == 0)
        return;
    const auto line = [&](const std::vector<double> &values, const QColor &colour, bool points) {
        QPainterPath path;
        for (int n = 0; n < count; ++n) {
            const QPointF p = toScreen(n, values[static_cast<std::size_t>(n)]);
            if (n == 0)
                path.moveTo(p);
            else
                path.lineTo(p);
        }
        painter.setPen(QPen(colour, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        if (points && count <= 200) {
            painter.setBrush(colour);
            for (int n = 0; n < count; ++n)
                painter.drawEllipse(toScreen(n, values[static_cast<std::size_t>(n)]), 3.5, 3.5);
        }
    };
    line(m_mean, MeanColour, false);
    line(m_best, BestColour, true);
}

void EvolvePlot::mousePressEvent(QMouseEvent *event)
{
    const int generation = generationAt(event->position());
    if (generation >= 0 && event->button() == Qt::LeftButton)
        emit generationClicked(generation);
    QWidget::mousePressEvent(event);
}

bool EvolvePlot::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int generation = generationAt(help->pos());
        if (generation >= 0) {
            const auto n = static_cast<std::size_t>(generation);
            QToolTip::showText(help->globalPos(), tr("Generation %1: best %2, mean %3\nClick to open its champion.")
                                                      .arg(generation)
                                                      .arg(m_best[n])
                                                      .arg(m_mean[n], 0, 'f', 1));
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace Foulplay::Ui
