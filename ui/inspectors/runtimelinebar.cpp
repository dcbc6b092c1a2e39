#include "runtimelinebar.h"

#include "debugwords.h"

#include "runeventlog.h"

#include "debug/languagedescriptor.h"

#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QPainter>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QToolButton>
#include <QToolTip>

#include <algorithm>

namespace Foulplay::Ui {

using Core::Debug::DebugEventKind;
using Core::Debug::DebugSession;

namespace {

// Scrubber steps at most: finer than any screen, coarse enough for an int.
constexpr std::uint64_t MaxPositions = 100'000;

bool isGoToKey(const QKeyEvent *key)
{
    return key->key() == Qt::Key_G && (key->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier;
}

} // namespace

// ---- RunTimelineTrack -----------------------------------------------------

RunTimelineTrack::RunTimelineTrack(QWidget *parent)
    : QSlider(Qt::Horizontal, parent)
{
    setObjectName(QStringLiteral("timelineScrubber"));
    setRange(0, 0);
}

void RunTimelineTrack::setMarks(const RunEventLog *log, const QList<DebugEventKind> &kinds)
{
    m_log = log;
    m_kinds = kinds;
    update();
}

void RunTimelineTrack::setLastTick(std::uint64_t tick)
{
    if (tick == m_lastTick)
        return;
    m_lastTick = tick;
    update();
}

std::uint64_t RunTimelineTrack::tickAt(int position) const
{
    if (maximum() <= 0)
        return 0;
    return std::uint64_t(double(position) / double(maximum()) * double(m_lastTick) + 0.5);
}

int RunTimelineTrack::positionOf(std::uint64_t tick) const
{
    if (m_lastTick == 0)
        return 0;
    return int(double(std::min(tick, m_lastTick)) / double(m_lastTick) * maximum() + 0.5);
}

QRect RunTimelineTrack::groove() const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
    QRect area = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
    // The handle's centre travels from half a handle in to half a handle
    // before the end: the marks use the same span.
    area.setLeft(area.left() + handle.width() / 2);
    area.setRight(area.right() - (handle.width() - handle.width() / 2));
    return area;
}

int RunTimelineTrack::xOf(std::uint64_t tick) const
{
    const QRect span = groove();
    if (m_lastTick == 0)
        return span.left();
    return span.left() + int(double(std::min(tick, m_lastTick)) / double(m_lastTick) * span.width() + 0.5);
}

bool RunTimelineTrack::shows(DebugEventKind kind) const
{
    return m_kinds.contains(kind);
}

QColor RunTimelineTrack::markColour(DebugEventKind kind)
{
    // Each language gives its kinds their colours.
    const Core::Debug::EventName *name = Core::Debug::eventName(kind);
    return QColor::fromRgb(name ? QRgb(name->colour) : QRgb(0x646464));
}

QSize RunTimelineTrack::sizeHint() const
{
    return QSlider::sizeHint() + QSize(0, 10);
}

QSize RunTimelineTrack::minimumSizeHint() const
{
    return QSlider::minimumSizeHint() + QSize(0, 10);
}

void RunTimelineTrack::paintEvent(QPaintEvent *event)
{
    // The marks first, a short line above and below the groove each; the
    // slider paints its groove and handle over them.
    if (m_log && m_lastTick > 0 && !m_log->marks().empty()) {
        QPainter painter(this);
        const QRect span = groove();
        const auto &marks = m_log->marks();
        const int width = std::max(1, span.width());
        for (int px = 0; px <= width; ++px) {
            // Ticks drawn at this pixel: the most important kind wins (the
            // later in the kinds list).
            const auto from = std::uint64_t(std::max(0.0, (double(px) - 0.5) / width * double(m_lastTick) + 0.999999));
            const auto to = std::uint64_t(std::max(0.0, (double(px) + 0.5) / width * double(m_lastTick)));
            int best = -1;
            int looked = 0;
            for (std::size_t i = m_log->lowerBound(from); i < marks.size() && marks[i].tick <= to && looked < 256;
                 ++i, ++looked)
                best = std::max(best, int(m_kinds.indexOf(marks[i].kind)));
            if (best < 0)
                continue;
            painter.fillRect(QRect(span.left() + px - 1, 1, 2, height() - 2), markColour(m_kinds[best]));
        }
    }
    QSlider::paintEvent(event);
}

bool RunTimelineTrack::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_log && m_lastTick > 0) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QRect span = groove();
        const auto tickAtX = [&](int x) {
            const double share = std::clamp(double(x - span.left()) / std::max(1, span.width()), 0.0, 1.0);
            return std::uint64_t(share * double(m_lastTick) + 0.5);
        };
        const std::uint64_t from = tickAtX(help->pos().x() - 3);
        const std::uint64_t to = tickAtX(help->pos().x() + 3);
        QStringList lines;
        const auto &marks = m_log->marks();
        int more = 0;
        for (std::size_t i = m_log->lowerBound(from); i < marks.size() && marks[i].tick <= to; ++i) {
            if (!shows(marks[i].kind))
                continue;
            if (lines.size() < 8)
                lines << tr("tick %1: %2")
                             .arg(QLocale().toString(qulonglong(marks[i].tick)))
                             .arg(Words::eventKindName(marks[i].kind));
            else
                ++more;
        }
        if (more > 0)
            lines << tr("… and %n more", nullptr, more);
        if (lines.isEmpty())
            lines << tr("The run so far: drag to any tick");
        QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
        return true;
    }
    return QSlider::event(event);
}

// ---- RunTimelineBar -------------------------------------------------------

RunTimelineBar::RunTimelineBar(QWidget *parent)
    : QWidget(parent)
    , m_track(new RunTimelineTrack(this))
    , m_position(new QLabel(this))
    , m_field(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
{
    setObjectName(QStringLiteral("runTimeline"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);

    m_previous->setObjectName(QStringLiteral("previousEvent"));
    m_previous->setText(tr("Previous event"));
    m_previous->setToolTip(tr("Back to the previous marked event"));
    m_previous->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_next->setObjectName(QStringLiteral("nextEvent"));
    m_next->setText(tr("Next event"));
    m_next->setToolTip(tr("On to the next marked event"));
    m_next->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    for (QToolButton *button : {m_previous, m_next})
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);

    m_position->setMinimumWidth(m_position->fontMetrics().horizontalAdvance(
        tr("tick %1 of %2").arg(QLocale().toString(99999999), QLocale().toString(99999999))));
    m_field->setObjectName(QStringLiteral("timelineTick"));
    m_field->setPlaceholderText(tr("Go to tick (Ctrl+G)"));
    m_field->setToolTip(tr("Type a tick and press Enter to go there (Ctrl+G in the timeline)"));
    m_field->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{0,19}")), m_field));
    m_field->setFixedWidth(m_field->fontMetrics().horizontalAdvance(m_field->placeholderText()) + 16);

    row->addWidget(m_previous);
    row->addWidget(m_track, 1);
    row->addWidget(m_next);
    row->addWidget(m_position);
    row->addWidget(m_field);

    connect(m_track, &QSlider::valueChanged, this, [this](int value) {
        if (!m_updating)
            goToTick(m_track->tickAt(value));
    });
    connect(m_previous, &QToolButton::clicked, this, &RunTimelineBar::previousEvent);
    connect(m_next, &QToolButton::clicked, this, &RunTimelineBar::nextEvent);
    connect(m_field, &QLineEdit::returnPressed, this, &RunTimelineBar::submitField);
    refresh();
}

void RunTimelineBar::setMarkKinds(const QList<DebugEventKind> &kinds)
{
    m_kinds = kinds;
    m_track->setMarks(m_log, m_kinds);
    refresh();
}

void RunTimelineBar::setSession(DebugSession *session)
{
    for (const auto &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_session = session;
    m_log = RunEventLog::of(session);
    m_track->setMarks(m_log, m_kinds);
    m_waitingFor = 0;
    m_pending.reset();
    m_valid = false;
    m_tick = 0;
    m_track->setLastTick(0);
    if (session) {
        m_connections << connect(session, &DebugSession::stateChanged, this, &RunTimelineBar::showSnapshot);
        m_connections << connect(session, &DebugSession::commandDone, this, &RunTimelineBar::onCommandDone);
        m_connections << connect(session, &DebugSession::loaded, this, [this] {
            m_valid = false;
            m_waitingFor = 0;
            m_pending.reset();
            refresh();
        });
        m_connections << connect(m_log, &RunEventLog::changed, this, &RunTimelineBar::refresh);
        if (session->snapshot().isValid())
            showSnapshot(session->snapshot());
    }
    refresh();
}

void RunTimelineBar::showSnapshot(const Core::Debug::DebugSnapshot &snapshot)
{
    // Another language's run (an FYB battle in the same session) is not ours.
    if (!m_kinds.isEmpty() && snapshot.language != Core::Debug::languageOfEvent(m_kinds.first())) {
        m_valid = false;
    } else {
        m_valid = snapshot.isValid();
        m_tick = snapshot.tick;
        m_track->setLastTick(std::max(snapshot.lastTick, snapshot.tick));
    }
    refresh();
}

void RunTimelineBar::refresh()
{
    if (!m_valid)
        m_track->setLastTick(0);
    const std::uint64_t last = m_track->lastTick();
    m_updating = true;
    m_track->setRange(0, int(std::min(last, MaxPositions)));
    m_track->setPageStep(std::max(1, m_track->maximum() / 20));
    if (!m_track->isSliderDown())
        m_track->setValue(m_track->positionOf(m_tick));
    m_updating = false;
    m_track->setEnabled(m_valid);
    m_field->setEnabled(m_valid);
    m_position->setText(
        m_valid ? tr("tick %1 of %2").arg(QLocale().toString(qulonglong(m_tick)), QLocale().toString(qulonglong(last)))
                : tr("no run"));

    bool before = false;
    bool after = false;
    if (m_valid && m_log) {
        const auto &marks = m_log->marks();
        const std::size_t at = m_log->lowerBound(m_tick);
        for (std::size_t i = at; i-- > 0 && !before;)
            before = m_kinds.contains(marks[i].kind);
        for (std::size_t i = m_log->lowerBound(m_tick + 1); i < marks.size() && !after; ++i)
            after = m_kinds.contains(marks[i].kind);
    }
    m_previous->setEnabled(before);
    m_next->setEnabled(after);
    m_track->update();
}

void RunTimelineBar::goToTick(std::uint64_t tick)
{
    if (!m_session || !m_valid)
        return;
    if (m_waitingFor != 0) {
        m_pending = tick;
        return;
    }
    m_waitingFor = m_session->jumpToTick(tick);
}

void RunTimelineBar::onCommandDone(DebugSession::CommandId id)
{
    if (id != m_waitingFor)
        return;
    m_waitingFor = 0;
    if (m_pending) {
        const std::uint64_t tick = *m_pending;
        m_pending.reset();
        if (tick != m_tick)
            goToTick(tick);
    }
}

void RunTimelineBar::nextEvent()
{
    if (!m_log)
        return;
    const auto &marks = m_log->marks();
    for (std::size_t i = m_log->lowerBound(m_tick + 1); i < marks.size(); ++i) {
        if (m_kinds.contains(marks[i].kind)) {
            goToTick(marks[i].tick);
            return;
        }
    }
}

void RunTimelineBar::previousEvent()
{
    if (!m_log)
        return;
    const auto &marks = m_log->marks();
    for (std::size_t i = m_log->lowerBound(m_tick); i-- > 0;) {
        if (m_kinds.contains(marks[i].kind)) {
            goToTick(marks[i].tick);
            return;
        }
    }
}

void RunTimelineBar::editTick()
{
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

void RunTimelineBar::submitField()
{
    bool ok = false;
    const std::uint64_t tick = m_field->text().toULongLong(&ok);
    if (!ok)
        return;
    m_field->clear();
    m_track->setFocus(Qt::OtherFocusReason);
    goToTick(tick);
}

bool RunTimelineBar::event(QEvent *event)
{
    // Ctrl+G belongs to the timeline while it has the focus: a window-wide
    // shortcut on the same keys waits (ShortcutOverride accepted).
    if (event->type() == QEvent::ShortcutOverride && isGoToKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::KeyPress && isGoToKey(static_cast<QKeyEvent *>(event))) {
        editTick();
        return true;
    }
    return QWidget::event(event);
}

} // namespace Foulplay::Ui
