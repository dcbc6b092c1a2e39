#include "historyplot.h"

#include "debug/condition.h"
#include "debug/debugsession.h"
#include "debug/valuehistoryjob.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Foulplay::Ui::Debugger {

namespace {

using Core::Debug::ValueSeries;

// A change drawn within this many pixels of a click is where the click goes.
constexpr int SnapPixels = 5;

} // namespace

HistoryPlot::HistoryPlot(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("historyPlot"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("The history of the selected watch: click a tick to go there"));
    setAccessibleName(tr("History of the selected watch"));
}

HistoryPlot::~HistoryPlot() = default;

QSize HistoryPlot::sizeHint() const
{
    return {320, 9 * fontMetrics().height()};
}

QSize HistoryPlot::minimumSizeHint() const
{
    return {160, 6 * fontMetrics().height()};
}

void HistoryPlot::setSession(Core::Debug::DebugSession *session)
{
    if (session == m_session)
        return;
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_session = session;
    if (session) {
        m_connections << connect(session, &Core::Debug::DebugSession::replayTaken, this, &HistoryPlot::onReplay)
                      << connect(session, &Core::Debug::DebugSession::stateChanged, this, qOverload<>(&QWidget::update))
                      << connect(session, &Core::Debug::DebugSession::loaded, this, [this](bool ok) {
                             if (ok)
                                 restart();
                         });
    }
    restart();
}

void HistoryPlot::setExpression(const QString &expression)
{
    if (expression == m_expression)
        return;
    m_expression = expression;
    restart();
}

void HistoryPlot::restart()
{
    m_job.reset();
    m_jobRun = {};
    m_series = ValueSeries();
    m_started = false;
    m_ended = false;
    m_waitingForReplay = false;
    m_problem.clear();
    refresh();
    update();
}

bool HistoryPlot::isReading() const
{
    return m_waitingForReplay || (m_job && m_job->isBusy());
}

void HistoryPlot::refresh()
{
    update();
    if (!m_session || m_expression.isEmpty() || m_waitingForReplay || (m_job && m_job->isBusy()))
        return;
    if (m_session->status() == Core::Debug::DebugSession::Status::Empty)
        return;
    if (m_job && (m_ended || m_series.reached() >= lastTick()))
        return;
    // The run's programs and the input it was given so far come from the
    // session's worker, in order after the commands already sent.
    m_waitingForReplay = true;
    m_session->takeReplay();
}

void HistoryPlot::onReplay(const Core::Debug::ReplayFile &replay)
{
    if (!m_waitingForReplay)
        return; // another asked
    m_waitingForReplay = false;
    if (m_expression.isEmpty())
        return;
    // The speed is the window's, not the run's: it changes no value.
    Core::Debug::DebugSettings settings = replay.settings;
    settings.ticksPerSecond = m_jobRun.settings.ticksPerSecond;
    const bool same = m_job && replay.language == m_jobRun.language && replay.sources == m_jobRun.sources
                      && replay.inputTokens == m_jobRun.inputTokens && replay.inputClosed == m_jobRun.inputClosed
                      && settings == m_jobRun.settings;
    if (!same) {
        Core::Debug::ConditionError error;
        const auto value =
            Core::Debug::Condition::parse(m_expression, Core::Debug::conditionVocabulary(replay.language), error);
        m_job.reset();
        m_series = ValueSeries();
        m_started = false;
        m_ended = false;
        if (!value || value->isEmpty()) {
            m_problem = tr("Not a value in this language");
            update();
            return;
        }
        m_problem.clear();
        m_jobRun = replay;
        m_job = std::make_unique<Core::Debug::ValueHistoryJob>(replay, *value);
        connect(m_job.get(), &Core::Debug::ValueHistoryJob::started, this,
                [this](const std::optional<Core::Decimal> &start) {
                    m_series.setStart(start);
                    m_started = true;
                });
        connect(m_job.get(), &Core::Debug::ValueHistoryJob::changesFound, this,
                [this](const QList<Core::Debug::ValueChange> &changes, std::uint64_t reached) {
                    for (const Core::Debug::ValueChange &change : changes)
                        m_series.add(change);
                    m_series.setReached(std::max(m_series.reached(), reached));
                    update();
                });
        connect(m_job.get(), &Core::Debug::ValueHistoryJob::done, this,
                [this](std::uint64_t reached, bool ended, bool loaded) {
                    m_series.setReached(std::max(m_series.reached(), reached));
                    m_ended = ended;
                    if (!loaded)
                        m_problem = tr("The run's programs do not load");
                    update();
                    // The run may have gone further meanwhile.
                    QMetaObject::invokeMethod(this, &HistoryPlot::refresh, Qt::QueuedConnection);
                });
    }
    m_job->readUpTo(std::max<std::uint64_t>(lastTick(), 1));
    update();
}

std::uint64_t HistoryPlot::lastTick() const
{
    return m_session ? m_session->snapshot().lastTick : 0;
}

std::uint64_t HistoryPlot::currentTick() const
{
    return m_session ? m_session->snapshot().tick : 0;
}

QRect HistoryPlot::plotRect() const
{
    const QFontMetrics metrics = fontMetrics();
    const int left = metrics.horizontalAdvance(QStringLiteral("-00000")) + 6;
    const int top = metrics.height() + 4;
    const int bottom = 4; // the caption names the ticks: the plot takes the height below it
    return QRect(left, top, std::max(width() - left - 8, 10), std::max(height() - top - bottom, 10));
}

std::uint64_t HistoryPlot::tickAt(int x) const
{
    const QRect area = plotRect();
    const double share = std::clamp(double(x - area.left()) / std::max(area.width() - 1, 1), 0.0, 1.0);
    return std::uint64_t(std::llround(share * double(std::max<std::uint64_t>(lastTick(), 1))));
}

int HistoryPlot::xOf(std::uint64_t tick) const
{
    const QRect area = plotRect();
    const double share = double(tick) / double(std::max<std::uint64_t>(lastTick(), 1));
    return area.left() + int(std::lround(std::min(share, 1.0) * (area.width() - 1)));
}

std::optional<std::uint64_t> HistoryPlot::changeNearX(int x) const
{
    std::optional<std::uint64_t> best;
    int bestDistance = SnapPixels + 1;
    for (const ValueSeries::Span &span : m_series.spans()) {
        // A span of many changes is only a place to go where it is one.
        if (span.first != span.last)
            continue;
        const int distance = std::abs(xOf(span.first) - x);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = span.first;
        }
    }
    return best;
}

QString HistoryPlot::valueText(double value) const
{
    return std::fabs(value) < 1e15 && value == std::floor(value) ? QLocale().toString(qlonglong(value))
                                                                 : QLocale().toString(value, 'g', 6);
}

void HistoryPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette colours = palette();
    painter.fillRect(rect(), colours.window());
    const QFontMetrics metrics = fontMetrics();
    const QRect area = plotRect();
    painter.fillRect(area, colours.base());
    painter.setPen(colours.mid().color());
    painter.drawRect(area.adjusted(0, 0, -1, -1));

    // The caption: what is drawn, how far it has been read.
    QString caption;
    if (m_expression.isEmpty())
        caption = tr("Select a watch to see its history");
    else if (!m_problem.isEmpty())
        caption = tr("%1: %2").arg(m_expression, m_problem);
    else if (!m_session || m_session->status() == Core::Debug::DebugSession::Status::Empty)
        caption = tr("%1: run the program to see its history").arg(m_expression);
    else {
        const QString changes = tr("%Ln change(s)", nullptr, int(std::min<std::uint64_t>(m_series.changes(), INT_MAX)));
        const QString reached = QLocale().toString(qulonglong(m_series.reached()));
        const QString last = QLocale().toString(qulonglong(lastTick()));
        caption = isReading() ? tr("%1: %2 so far, reading tick %3 of %4…").arg(m_expression, changes, reached, last)
                              : tr("%1: %2 in ticks 0 to %3").arg(m_expression, changes, last);
    }
    painter.setPen(colours.windowText().color());
    painter.drawText(QRect(4, 2, width() - 8, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     metrics.elidedText(caption, Qt::ElideRight, width() - 8));

    double low = 0, high = 0;
    if (m_started && m_series.range(low, high)) {
        if (high == low) {
            low -= 1;
            high += 1;
        }
        const QRect inner = area.adjusted(2, 4, -2, -4);
        const auto yOf = [&](double value) {
            return inner.bottom() - int(std::lround((value - low) / (high - low) * (inner.height() - 1)));
        };
        painter.setPen(colours.windowText().color());
        painter.drawText(QRect(0, inner.top() - metrics.height() / 2, area.left() - 4, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, valueText(high));
        painter.drawText(QRect(0, inner.bottom() - metrics.height() / 2, area.left() - 4, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, valueText(low));

        painter.save();
        painter.setClipRect(area);
        painter.setRenderHint(QPainter::Antialiasing, false);
        const QColor line = colours.highlight().color();
        QPen pen(line, 2);
        painter.setPen(pen);
        // The steps: each value held from its change to the next one.
        bool exists = m_series.startExists();
        double value = m_series.start();
        int x = area.left();
        const int readX = xOf(m_series.reached());
        for (const ValueSeries::Span &span : m_series.spans()) {
            const int startX = xOf(span.first);
            const int endX = xOf(span.last);
            if (exists)
                painter.drawLine(x, yOf(value), startX, yOf(value));
            if (span.anyValue) {
                // The step from the value before, and for a span of many
                // changes the band of values it went through.
                int top = yOf(span.high);
                int bottom = yOf(span.low);
                if (endX > startX)
                    painter.fillRect(QRect(QPoint(startX, top), QPoint(endX, bottom)), line);
                if (exists) {
                    top = std::min(top, yOf(value));
                    bottom = std::max(bottom, yOf(value));
                }
                painter.drawLine(startX, top, startX, bottom);
            }
            exists = span.exists;
            value = span.end;
            x = endX;
        }
        if (exists)
            painter.drawLine(x, yOf(value), std::max(x, readX), yOf(value));
        // The change marks, under the plot.
        painter.setPen(QPen(colours.text().color(), 1));
        for (const ValueSeries::Span &span : m_series.spans()) {
            const int markX = xOf(span.first);
            painter.drawLine(markX, area.bottom() - 4, markX, area.bottom() - 1);
        }
        // Not read yet: hatched.
        if (readX < area.right())
            painter.fillRect(QRect(QPoint(readX + 1, area.top() + 1), QPoint(area.right() - 1, area.bottom() - 1)),
                             QBrush(colours.mid().color(), Qt::BDiagPattern));
        painter.restore();
    }

    // The current tick.
    if (m_session && m_session->status() != Core::Debug::DebugSession::Status::Empty) {
        const int nowX = xOf(currentTick());
        painter.setPen(QPen(QColor(220, 60, 40), 1));
        painter.drawLine(nowX, area.top(), nowX, area.bottom());
    }
    if (hasFocus()) {
        painter.setPen(QPen(colours.highlight().color(), 1, Qt::DotLine));
        painter.drawRect(area.adjusted(1, 1, -2, -2));
    }
}

void HistoryPlot::goTo(std::uint64_t tick)
{
    if (!m_session)
        return;
    m_session->jumpToTick(tick);
}

void HistoryPlot::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_session
        || m_session->status() == Core::Debug::DebugSession::Status::Empty)
        return QWidget::mousePressEvent(event);
    const int x = int(event->position().x());
    if (!plotRect().adjusted(-SnapPixels, 0, SnapPixels, 0).contains(x, plotRect().center().y()))
        return QWidget::mousePressEvent(event);
    goTo(changeNearX(x).value_or(tickAt(x)));
}

bool HistoryPlot::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_started) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (plotRect().contains(help->pos())) {
            const std::uint64_t tick = changeNearX(help->pos().x()).value_or(tickAt(help->pos().x()));
            double value = 0;
            const bool exists = m_series.valueAt(tick, value);
            QToolTip::showText(
                help->globalPos(),
                tr("Tick %1: %2").arg(QLocale().toString(qulonglong(tick)), exists ? valueText(value) : tr("none")),
                this);
            return true;
        }
    }
    return QWidget::event(event);
}

void HistoryPlot::keyPressEvent(QKeyEvent *event)
{
    if (!m_session || m_session->status() == Core::Debug::DebugSession::Status::Empty)
        return QWidget::keyPressEvent(event);
    const std::uint64_t now = currentTick();
    const auto &spans = m_series.spans();
    switch (event->key()) {
    case Qt::Key_Left: {
        // The change before the current tick.
        auto it = std::lower_bound(spans.begin(), spans.end(), now,
                                   [](const ValueSeries::Span &span, std::uint64_t t) { return span.last < t; });
        if (it != spans.begin())
            goTo(std::prev(it)->last);
        return;
    }
    case Qt::Key_Right: {
        auto it = std::upper_bound(spans.begin(), spans.end(), now,
                                   [](std::uint64_t t, const ValueSeries::Span &span) { return t < span.first; });
        if (it != spans.end())
            goTo(it->first);
        return;
    }
    case Qt::Key_Home:
        goTo(0);
        return;
    case Qt::Key_End:
        goTo(lastTick());
        return;
    default:
        return QWidget::keyPressEvent(event);
    }
}

} // namespace Foulplay::Ui::Debugger
