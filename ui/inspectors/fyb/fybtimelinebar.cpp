#include "fybtimelinebar.h"

#include "fybbattlecontroller.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace Foulplay::Ui {

namespace {

// Scrubber steps at most: finer than any screen, coarse enough for an int.
constexpr std::uint64_t MaxPositions = 100'000;

} // namespace

FybTimelineBar::FybTimelineBar(FybBattleController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);

    auto *sliderRow = new QHBoxLayout;
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setToolTip(tr("The whole battle: drag to any frame"));
    m_slider->setRange(0, 0);
    m_position = new QLabel(this);
    m_position->setMinimumWidth(m_position->fontMetrics().horizontalAdvance(
        tr("turn %1 · tick %2 of %3")
            .arg(QLocale().toString(9999999), QLocale().toString(99999999), QLocale().toString(99999999))));
    sliderRow->addWidget(m_slider, 1);
    sliderRow->addWidget(m_position);
    column->addLayout(sliderRow);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    column->addLayout(buttons);
    const auto add = [this, buttons](const QString &text, const QString &tip, int icon) {
        QToolButton *button = addButton(text, tip, icon);
        buttons->addWidget(button);
        return button;
    };
    connect(add(tr("Turn back"), tr("Back to the start of the previous turn"), QStyle::SP_MediaSeekBackward),
            &QToolButton::clicked, controller, &FybBattleController::stepBackTurn);
    connect(add(tr("Tick back"), tr("Back one tick (one command of one thread)"), QStyle::SP_MediaSkipBackward),
            &QToolButton::clicked, controller, &FybBattleController::stepBackTick);
    m_play = add(tr("Play"), tr("Play or pause the battle"), QStyle::SP_MediaPlay);
    connect(m_play, &QToolButton::clicked, controller, &FybBattleController::togglePlay);
    connect(add(tr("Tick"), tr("Forward one tick"), QStyle::SP_MediaSkipForward), &QToolButton::clicked, controller,
            &FybBattleController::stepTick);
    connect(add(tr("Turn"), tr("Forward to the start of the next turn"), QStyle::SP_MediaSeekForward),
            &QToolButton::clicked, controller, &FybBattleController::stepTurn);

    m_speed = new QComboBox(this);
    m_speed->setToolTip(tr("Playing speed in turns a second (a turn runs every live thread "
                           "once), or the Speed slider's ticks a second"));
    m_speed->addItem(tr("Toolbar speed"));
    for (const std::uint64_t turns : {1, 2, 5, 10, 30, 100, 1000, 10000, 100000})
        m_speed->addItem(tr("%n turn(s)/s", nullptr, int(turns)), QVariant::fromValue(turns));
    m_speed->addItem(tr("Unlimited"), QVariant::fromValue(std::uint64_t(0)));
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant turns = m_speed->currentData();
        if (turns.isValid())
            m_controller->setTurnsPerSecond(turns.value<std::uint64_t>());
        else
            m_controller->followSessionSpeed();
    });
    buttons->addSpacing(8);
    buttons->addWidget(m_speed);
    buttons->addSpacing(8);

    using Mark = FybBattleModel::Mark;
    const auto jump = [this, add](const QString &text, const QString &tip, Mark mark) {
        connect(add(text, tip, -1), &QToolButton::clicked, m_controller,
                [this, mark] { m_controller->jumpToNext(mark); });
    };
    jump(tr("Next commit"), tr("Go to the next commit of any cell"), Mark::Commit);
    jump(tr("Next bomb"), tr("Go to the next committed bomb"), Mark::Bomb);
    jump(tr("Next fork"), tr("Go to the next fork of a thread"), Mark::Fork);
    buttons->addStretch(1);

    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_updating)
            m_controller->scrubTo(tickAt(value));
    });
    connect(controller->model(), &FybBattleModel::frameChanged, this, &FybTimelineBar::refresh);
    connect(controller->model(), &FybBattleModel::reset, this, &FybTimelineBar::refresh);
    connect(controller, &FybBattleController::activityChanged, this, &FybTimelineBar::updateActivity);
    refresh();
    updateActivity();
}

QToolButton *FybTimelineBar::addButton(const QString &text, const QString &tip, int icon)
{
    auto *button = new QToolButton(this);
    button->setText(text);
    button->setToolTip(tip);
    if (icon >= 0) {
        button->setIcon(style()->standardIcon(QStyle::StandardPixmap(icon)));
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    return button;
}

std::uint64_t FybTimelineBar::tickAt(int position) const
{
    const std::uint64_t last = m_controller->model()->lastTick();
    const int maximum = m_slider->maximum();
    if (maximum <= 0)
        return 0;
    return std::uint64_t(double(position) / double(maximum) * double(last) + 0.5);
}

int FybTimelineBar::positionOf(std::uint64_t tick) const
{
    const std::uint64_t last = m_controller->model()->lastTick();
    if (last == 0)
        return 0;
    return int(double(std::min(tick, last)) / double(last) * m_slider->maximum() + 0.5);
}

void FybTimelineBar::refresh()
{
    const FybBattleModel *model = m_controller->model();
    const std::uint64_t last = model->lastTick();
    m_updating = true;
    m_slider->setRange(0, int(std::min(last, MaxPositions)));
    m_slider->setPageStep(std::max(1, m_slider->maximum() / 20));
    if (!m_slider->isSliderDown())
        m_slider->setValue(positionOf(model->tick()));
    m_updating = false;
    m_position->setText(model->isValid() ? tr("turn %1 · tick %2 of %3")
                                               .arg(QLocale().toString(qulonglong(model->turn())),
                                                    QLocale().toString(qulonglong(model->tick())),
                                                    QLocale().toString(qulonglong(last)))
                                         : tr("no battle"));
}

void FybTimelineBar::updateActivity()
{
    const bool playing = m_controller->isPlaying();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    const auto turns = m_controller->turnsPerSecond();
    const int speed = turns ? m_speed->findData(QVariant::fromValue(*turns)) : 0;
    if (speed >= 0 && speed != m_speed->currentIndex()) {
        const QSignalBlocker blocker(m_speed);
        m_speed->setCurrentIndex(speed);
    }
}

} // namespace Foulplay::Ui
