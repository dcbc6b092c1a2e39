#pragma once

#include <QWidget>

#include <vector>

namespace Foulplay::Ui {

// The best and the mean score of every generation of an evolving run, as two
// lines over the generations, the score axis up to the highest possible
// score. A click near a generation's point emits generationClicked. Grows
// as generations are added. GUI thread only.
class EvolvePlot final : public QWidget {
    Q_OBJECT

public:
    explicit EvolvePlot(QWidget *parent = nullptr);

    void clear();
    void setMaxScore(double maxScore);
    void addGeneration(double best, double mean);
    int generationCount() const { return static_cast<int>(m_best.size()); }
    // Where generation's best point is drawn (for tests and tooltips).
    QPointF pointOf(int generation) const;
    // The generation whose point is nearest to pos, or -1 when none is within reach.
    int generationAt(QPointF pos) const;

    QSize sizeHint() const override { return {640, 320}; }
    QSize minimumSizeHint() const override { return {320, 200}; }

Q_SIGNALS:
    void generationClicked(int generation);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotArea() const;
    QPointF toScreen(double generation, double score) const;

    std::vector<double> m_best;
    std::vector<double> m_mean;
    double m_maxScore = 1;
};

} // namespace Foulplay::Ui
