#include "runactions.h"

#include "statuspanel.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSlider>
#include <QStyle>
#include <QToolBar>

#include <algorithm>
#include <array>

namespace Foulplay::Ui {

namespace {

// The speed slider's stops, slowest first; 0 (the last) is unlimited.
constexpr std::array<int, 13> speedSteps{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10'000, 100'000, 0};

int sliderPosition(int ticksPerSecond)
{
    if (ticksPerSecond <= 0)
        return int(speedSteps.size()) - 1;
    for (std::size_t i = 0; i + 1 < speedSteps.size(); ++i) {
        if (speedSteps[i] >= ticksPerSecond)
            return int(i);
    }
    return int(speedSteps.size()) - 2;
}

QIcon breakpointIcon()
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(140, 20, 20), 2));
    painter.setBrush(QColor(220, 40, 40));
    painter.drawEllipse(QRectF(5, 5, 22, 22));
    return QIcon(pixmap);
}

} // namespace

RunActions::RunActions(QWidget *window, QObject *parent)
    : QObject(parent)
{
    QStyle *style = QApplication::style();
    // Owned by the window: QMenuBar::addMenu() does not take ownership.
    m_menu = new QMenu(tr("&Debug"), window);
    m_menu->setObjectName(QStringLiteral("debugMenu"));
    run = addAction(QStringLiteral("actionRun"), tr("&Run"), Qt::Key_F5, QStringLiteral("media-playback-start"));
    pause = addAction(QStringLiteral("actionPause"), tr("&Pause"), QKeySequence(tr("Ctrl+Alt+P")),
                      QStringLiteral("media-playback-pause"));
    stop = addAction(QStringLiteral("actionStop"), tr("St&op"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                     QStringLiteral("media-playback-stop"));
    restart = addAction(QStringLiteral("actionRestart"), tr("R&estart"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5), QStringLiteral("view-refresh"));
    m_menu->addSeparator();
    step = addAction(QStringLiteral("actionStep"), tr("&Step"), Qt::Key_F10, QStringLiteral("debug-step-over"));
    stepTurn =
        addAction(QStringLiteral("actionStepTurn"), tr("Step t&urn"), {}, QStringLiteral("debug-step-instruction"));
    stepOver = addAction(QStringLiteral("actionStepOver"), tr("Step o&ver"), {}, QStringLiteral("debug-step-into"));
    runToCursor = addAction(QStringLiteral("actionRunToCursor"), tr("Ru&n to cursor"),
                            QKeySequence(Qt::CTRL | Qt::Key_F10), QStringLiteral("debug-run-cursor"));
    m_menu->addSeparator();
    stepBack = addAction(QStringLiteral("actionStepBack"), tr("Step bac&k"), QKeySequence(Qt::SHIFT | Qt::Key_F11),
                         QStringLiteral("debug-step-out"));
    runBackwards = addAction(QStringLiteral("actionRunBackwards"), tr("Run back&wards"), {},
                             QStringLiteral("media-seek-backward"));
    jumpToTick = addAction(QStringLiteral("actionJumpToTick"), tr("&Jump to tick…"), {}, QStringLiteral("go-jump"));
    m_menu->addSeparator();
    breakpoint = addAction(QStringLiteral("actionToggleBreakpoint"), tr("Toggle breakpo&int"), Qt::Key_F9, {});
    breakpoint->setIcon(breakpointIcon());
    m_menu->addSeparator();
    saveReplay =
        addAction(QStringLiteral("actionSaveReplay"), tr("Save rep&lay…"), {}, QStringLiteral("document-save-as"));
    openReplay =
        addAction(QStringLiteral("actionOpenReplay"), tr("Open repla&y…"), {}, QStringLiteral("document-open"));
    m_menu->addSeparator();
    battle = m_menu->addAction(QIcon::fromTheme(QStringLiteral("games-config-options")), tr("B&attle setup…"));
    battle->setObjectName(QStringLiteral("actionBattle"));
    battle->setToolTip(tr("Choose the two FukYorBrane warriors of a battle"));

    // Fall back on the style's icons where the icon theme has none.
    const auto fallback = [style](QAction *action, QStyle::StandardPixmap pixmap) {
        if (action->icon().isNull())
            action->setIcon(style->standardIcon(pixmap));
    };
    fallback(run, QStyle::SP_MediaPlay);
    fallback(pause, QStyle::SP_MediaPause);
    fallback(stop, QStyle::SP_MediaStop);
    fallback(restart, QStyle::SP_BrowserReload);
    fallback(step, QStyle::SP_ArrowRight);
    fallback(stepTurn, QStyle::SP_MediaSkipForward);
    fallback(stepOver, QStyle::SP_ArrowDown);
    fallback(runToCursor, QStyle::SP_MediaSeekForward);
    fallback(stepBack, QStyle::SP_ArrowLeft);
    fallback(runBackwards, QStyle::SP_MediaSeekBackward);
    fallback(jumpToTick, QStyle::SP_FileDialogContentsView);
    fallback(saveReplay, QStyle::SP_DialogSaveButton);
    fallback(openReplay, QStyle::SP_DialogOpenButton);
    fallback(battle, QStyle::SP_FileDialogListView);

    m_toolBar = new QToolBar(tr("Debug"));
    m_toolBar->setObjectName(QStringLiteral("runToolBar"));
    m_toolBar->addActions({run, pause, stop, restart});
    m_toolBar->addSeparator();
    m_toolBar->addActions({step, stepTurn, stepOver, runToCursor});
    m_toolBar->addSeparator();
    m_toolBar->addActions({stepBack, runBackwards, jumpToTick});
    m_toolBar->addSeparator();
    m_toolBar->addActions({breakpoint, saveReplay, openReplay, battle});
    m_toolBar->addSeparator();

    m_speedSlider = new QSlider(Qt::Horizontal);
    m_speedSlider->setObjectName(QStringLiteral("speedSlider"));
    m_speedSlider->setRange(0, int(speedSteps.size()) - 1);
    m_speedSlider->setPageStep(1);
    m_speedSlider->setFixedWidth(140);
    m_speedSlider->setToolTip(tr("Speed: ticks a second while running"));
    m_speedLabel = new QLabel;
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(tr("100,000 ticks/s")) + 8);
    m_toolBar->addWidget(new QLabel(tr(" Speed: ")));
    m_toolBar->addWidget(m_speedSlider);
    m_toolBar->addWidget(m_speedLabel);
    // Until a speed is chosen the runs go unlimited: the slider says so from the first start.
    showSpeed(0, StatusPanel::speedName(0));
    connect(m_speedSlider, &QSlider::valueChanged, this, [this](int position) {
        Q_EMIT speedMoved(speedSteps[std::size_t(std::clamp(position, 0, int(speedSteps.size()) - 1))]);
    });
}

QAction *RunActions::addAction(const QString &name, const QString &text, const QKeySequence &keys, const QString &icon)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(keys);
    if (!keys.isEmpty())
        action->setToolTip(tr("%1 (%2)").arg(QString(text).remove(u'&'), keys.toString(QKeySequence::NativeText)));
    if (!icon.isEmpty())
        action->setIcon(QIcon::fromTheme(icon));
    m_menu->addAction(action);
    return action;
}

void RunActions::update(const State &state)
{
    const bool idle = !state.running && !state.waiting && !state.loading;
    const bool paused = state.ready && !state.targetsChanged;
    // A run's history can be walked while it is paused, finished or stopped.
    const bool history = (state.ready || state.finished || state.stopped) && !state.loading;
    run->setText(paused ? tr("&Continue") : tr("&Run"));
    run->setEnabled((state.hasDocument || state.ready) && idle);
    pause->setEnabled(state.running);
    stop->setEnabled(state.active);
    restart->setEnabled((state.active || state.hasDocument) && !state.loading);
    // On a finished or stopped run Step starts a fresh run paused at tick 0.
    step->setEnabled((state.hasDocument || state.ready) && idle);
    stepTurn->setEnabled(paused);
    stepOver->setEnabled(paused);
    runToCursor->setEnabled(state.hasDocument && idle);
    stepBack->setEnabled(history && state.canStepBack);
    runBackwards->setEnabled(history && state.canStepBack);
    jumpToTick->setEnabled(history);
    breakpoint->setEnabled(state.hasDocument);
    saveReplay->setEnabled(state.hasRun && !state.loading);
    openReplay->setEnabled(!state.loading);
}

void RunActions::showSpeed(int ticksPerSecond, const QString &name)
{
    {
        const QSignalBlocker blocker(m_speedSlider);
        m_speedSlider->setValue(sliderPosition(ticksPerSecond));
    }
    m_speedLabel->setText(name);
}

} // namespace Foulplay::Ui
