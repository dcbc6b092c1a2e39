#include "fybthreadstrip.h"

#include "fybbattlemodel.h"
#include "threadcolours.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

constexpr int Label = 24; // room for "P1"/"P2" at the left

} // namespace

FybThreadStrip::FybThreadStrip(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(40);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Live threads of each program over the run; click to go there"));
}

void FybThreadStrip::setModel(FybBattleModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &FybBattleModel::frameChanged, this, qOverload<>(&QWidget::update));
        connect(m_model, &FybBattleModel::reset, this, qOverload<>(&QWidget::update));
        connect(m_model, &QObject::destroyed, this, [this] { m_model = nullptr; });
    }
    update();
}

QSize FybThreadStrip::sizeHint() const
{
    return {400, 48};
}

std::uint64_t FybThreadStrip::span() const
{
    return m_model ? std::max<std::uint64_t>(1, m_model->lastTick()) : 1;
}

int FybThreadStrip::xOfTick(std::uint64_t tick) const
{
    const int width = std::max(1, this->width() - Label - 2);
    return Label + int(double(std::min(tick, span())) / double(span()) * width);
}

void FybThreadStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    const int middle = height() / 2;
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(Label, middle, width(), middle);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRect(0, 0, Label, middle), Qt::AlignCenter, tr("P1"));
    painter.drawText(QRect(0, middle, Label, height() - middle), Qt::AlignCenter, tr("P2"));
    if (!m_model || m_model->threadCounts().empty())
        return;
    const auto &counts = m_model->threadCounts();
    std::uint32_t most = 1;
    for (const auto &sample : counts)
        most = std::max({most, sample.counts[0], sample.counts[1]});
    const double scale = double(middle - 3) / double(most);
    for (int program = 0; program < 2; ++program) {
        // A filled step chart: program 1 grows upwards, program 2 downwards.
        const int sign = program == 0 ? -1 : 1;
        QPainterPath path(QPointF(xOfTick(counts.front().tick), middle));
        double y = middle;
        for (const auto &sample : counts) {
            const double x = xOfTick(sample.tick);
            path.lineTo(x, y);
            y = middle + sign * std::max(1.0, sample.counts[program] * scale);
            path.lineTo(x, y);
        }
        path.lineTo(xOfTick(counts.back().tick) + 1, y);
        path.lineTo(xOfTick(counts.back().tick) + 1, middle);
        QColor colour = threadColour(program);
        painter.setPen(colour);
        colour.setAlpha(110);
        painter.setBrush(colour);
        painter.drawPath(path);
    }
    // The current frame.
    const int x = xOfTick(m_model->tick());
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawLine(x, 0, x, height());
}

void FybThreadStrip::mousePressEvent(QMouseEvent *event)
{
    if (!m_model || event->button() != Qt::LeftButton)
        return;
    const int width = std::max(1, this->width() - Label - 2);
    const double at = std::clamp((event->position().x() - Label) / width, 0.0, 1.0);
    Q_EMIT tickRequested(std::uint64_t(at * double(span())));
}

} // namespace Foulplay::Ui
