#pragma once

#include <QWidget>

#include <cstdint>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace Foulplay::Ui {

class FybBattleController;

// The frame-by-frame controls of the battle view: a scrubber over the whole
// run, play/pause, a tick or a turn forward and back, the speed (1 turn a
// second to unlimited) and jumps to the next commit, bomb or fork. Acts
// through a FybBattleController. GUI thread only.
class FybTimelineBar final : public QWidget {
    Q_OBJECT

public:
    explicit FybTimelineBar(FybBattleController *controller, QWidget *parent = nullptr);

    QSlider *scrubber() const { return m_slider; }
    QComboBox *speedBox() const { return m_speed; }
    // The tick a scrubber position stands for, and back.
    std::uint64_t tickAt(int position) const;
    int positionOf(std::uint64_t tick) const;

private:
    void refresh();
    void updateActivity();
    QToolButton *addButton(const QString &text, const QString &tip, int icon);

    FybBattleController *m_controller;
    QSlider *m_slider = nullptr;
    QComboBox *m_speed = nullptr;
    QLabel *m_position = nullptr;
    QToolButton *m_play = nullptr;
    bool m_updating = false;
};

} // namespace Foulplay::Ui
