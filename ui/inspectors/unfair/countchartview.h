#pragma once

#include <QList>
#include <QWidget>

class QPainter;

#include <cstdint>
#include <vector>

namespace Foulplay::Ui {

class UniverseTreeModel;

// The visible count over the latest steps as a line chart (0 to 100), from a
// UniverseTreeModel: each step plots the universe that was visible then. The
// steps shown (as many as fit at minPixelsPerStep(), at most the rows kept)
// are spread over the whole width.
// Resets (the visible count falling back to 0) are marked in red, switches
// of the visible universe (de-sync, re-sync) in the lane's colour at the top.
// GUI thread only.
class CountChartView final : public QWidget {
    Q_OBJECT

public:
    explicit CountChartView(QWidget *parent = nullptr);

    void setModel(UniverseTreeModel *model);

    // What the chart plots now: the first step shown, and per step the
    // visible count (NaN where unknown), whether it reset there; where the
    // steps go across the widget (x of step i = x0 + i * dx).
    struct Series {
        std::int64_t firstRow = 0;
        std::vector<double> values;
        std::vector<bool> resets;
        std::vector<bool> switches;
        double x0 = 0;
        double dx = 0;
        double xAt(std::size_t i) const { return x0 + double(i) * dx; }
    };
    Series series() const;
    static constexpr int minPixelsPerStep() { return 2; }
    // Where the lines are drawn, in widget coordinates.
    QRectF plotRect() const;
    void paintEmptyText(QPainter &painter) const;

    // The step labels under the plot and where they go: the first and the
    // last step shown, or only the last when both would not fit apart (so
    // they never overlap), none while nothing is plotted.
    struct Label {
        QRectF rect;
        QString text;
    };
    QList<Label> stepLabels() const;

    QSize sizeHint() const override { return {360, 140}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    UniverseTreeModel *m_model = nullptr;
};

} // namespace Foulplay::Ui
