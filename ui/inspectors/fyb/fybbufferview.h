#pragma once

#include "fybbattlelayout.h"
#include "fybbattlepainter.h"

#include <QAbstractScrollArea>
#include <QImage>
#include <QTimer>

namespace Foulplay::Ui {

class FybBattleModel;

// The two program buffers side by side, drawn from a FybBattleModel: cells
// with their glyphs, pending edits, spent forks, commit flashes and every live
// thread's pointers. Paints only the visible cells. Ctrl+wheel zooms; hovering
// a cell shows who wrote it last. GUI thread only.
class FybBufferView final : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit FybBufferView(QWidget *parent = nullptr);

    // The model to draw (not owned; null for none).
    void setModel(FybBattleModel *model);
    FybBattleModel *model() const { return m_model; }

    int cellSize() const { return m_layout.cellSize(); }
    void setCellSize(int pixels);
    const FybBattleLayout &layout() const { return m_layout; }
    // A cell's rectangle in viewport coordinates.
    QRect cellViewportRect(int buffer, int cell) const;

    // Keeps the program pointer of a process in view (-1: follow none).
    void setFollowedThread(int process);
    int followedThread() const { return m_options.followedThread; }
    void setShowLinks(bool show);
    bool showLinks() const { return m_options.showLinks; }

    // The hover text of a cell (what the tooltip shows).
    QString cellDescription(int buffer, int cell) const;
    // The visible part of the frame as an image.
    QImage renderFrame();
    // How long the latest paint took, in microseconds.
    qint64 lastPaintMicros() const { return m_lastPaintMicros; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    // Scrolls so that a cell is visible.
    void revealCell(int buffer, int cell);

Q_SIGNALS:
    void cellSizeChanged(int pixels);
    // A cell holding a program pointer was double-clicked.
    void threadActivated(int process);
    // A cell was right-clicked (buffer 0 or 1 is program 1 or 2).
    void cellMenuRequested(int buffer, int cell, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void relayout();
    void onFrameChanged();
    void onFlashTimer();
    void followNow();
    FybPaintOptions paintOptions() const;
    QPoint contentOffset() const;

    FybBattleModel *m_model = nullptr;
    FybBattleLayout m_layout;
    FybBattlePainter m_painter;
    FybPaintOptions m_options;
    QTimer m_flashTimer;
    int m_requestedCellSize = 16;
    qint64 m_lastPaintMicros = 0;
};

} // namespace Foulplay::Ui
