#pragma once

#include <QAbstractScrollArea>
#include <QPointF>

#include <cstdint>

namespace Foulplay::Ui {

class UniverseTreeModel;

// Draws a UniverseTreeModel as the language's description draws de-syncs:
// one column (lane) per universe, time going down one row per counting step,
// a node with the count in each row, a labelled branch edge where a de-sync
// made a universe and a collapse edge where a re-sync removed it. Only the
// rows on screen are painted. Follows the newest row while scrolled to the
// bottom. Hover a node for the values at that step; click it to go there.
// GUI thread only.
class UniverseTreeView final : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit UniverseTreeView(QWidget *parent = nullptr);

    void setModel(UniverseTreeModel *model);
    UniverseTreeModel *model() const { return m_model; }

    // Where the node of the lane in column at row is drawn, in viewport
    // coordinates (for tests and tools).
    QPointF nodeCentre(int column, std::int64_t row) const;
    // The row and column under a viewport point; false when outside the graph.
    bool hit(const QPointF &point, int &column, std::int64_t &row) const;
    // The text the tool tip shows for the node at column, row.
    QString nodeToolTip(int column, std::int64_t row) const;
    void scrollToRow(std::int64_t row);
    // The width of the step column on the left (it grows with the step numbers).
    int gutterWidth() const { return m_gutter; }

    QSize sizeHint() const override;

Q_SIGNALS:
    // The node of step row was clicked (UniverseTreeModel::tickForRow()
    // tells the tick, or the bounds to look for it in).
    void rowActivated(std::int64_t row);
    // A node was right-clicked (or the menu key pressed on it): the lane's
    // column, the step row, and where the menu goes (global coordinates).
    void nodeMenuRequested(int column, std::int64_t row, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void modelChanged();
    void updateScrollBars();
    int rowY(std::int64_t row) const;
    int columnX(int column) const;

    UniverseTreeModel *m_model = nullptr;
    int m_rowHeight = 26;
    int m_columnWidth = 150;
    int m_headerHeight = 40;
    int m_gutter = 64;
};

} // namespace Foulplay::Ui
