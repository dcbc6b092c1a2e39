#pragma once

#include <QPoint>
#include <QRect>
#include <QSize>

namespace Foulplay::Ui {

// Where the battle view puts things, in content coordinates (the whole
// scrollable picture): the two buffers side by side, each a grid of square
// cells filled row by row, program 1 on the left. A plain value; any thread.
class FybBattleLayout {
public:
    static constexpr int Margin = 8;
    static constexpr int Gap = 28;    // between the two grids
    static constexpr int Header = 22; // the program titles above the grids
    static constexpr int MinCellSize = 3;
    static constexpr int MaxCellSize = 48;

    // Lays out length cells per buffer at cellSize pixels a cell, with as
    // many columns as fit availableWidth (at least 1, at most length).
    void update(int length, int availableWidth, int cellSize);

    int length() const { return m_length; }
    int cellSize() const { return m_cellSize; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    QSize contentSize() const;

    // The grid of a buffer (0 or 1).
    QRect gridRect(int buffer) const;
    // The title strip above a grid.
    QRect headerRect(int buffer) const;
    QRect cellRect(int buffer, int cell) const;
    QPoint cellCentre(int buffer, int cell) const { return cellRect(buffer, cell).center(); }
    // The buffer and cell under a content point; false when none is there.
    bool cellAt(QPoint point, int &buffer, int &cell) const;
    // The rows of a grid that a content rect touches (first, last), clamped;
    // first > last when none.
    void rowsIn(const QRect &rect, int &first, int &last) const;

private:
    int m_length = 0;
    int m_cellSize = 16;
    int m_columns = 1;
    int m_rows = 0;
};

} // namespace Foulplay::Ui
