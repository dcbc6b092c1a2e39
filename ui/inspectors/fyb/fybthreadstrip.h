#pragma once

#include <QWidget>

#include <cstdint>

namespace Foulplay::Ui {

class FybBattleModel;

// A strip chart of each program's live thread count over the whole run
// (program 1 above the middle line, program 2 below), with the current frame
// marked. Clicking it asks to go to that tick. GUI thread only.
class FybThreadStrip final : public QWidget {
    Q_OBJECT

public:
    explicit FybThreadStrip(QWidget *parent = nullptr);

    void setModel(FybBattleModel *model);
    QSize sizeHint() const override;
    // The x coordinate of a tick in this widget.
    int xOfTick(std::uint64_t tick) const;

Q_SIGNALS:
    void tickRequested(std::uint64_t tick);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    std::uint64_t span() const;

    FybBattleModel *m_model = nullptr;
};

} // namespace Foulplay::Ui
