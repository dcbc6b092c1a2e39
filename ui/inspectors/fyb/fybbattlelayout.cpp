#include "fybbattlelayout.h"

#include <algorithm>

namespace Foulplay::Ui {

void FybBattleLayout::update(int length, int availableWidth, int cellSize)
{
    m_length = std::max(0, length);
    m_cellSize = std::clamp(cellSize, MinCellSize, MaxCellSize);
    const int perGrid = (availableWidth - 2 * Margin - Gap) / 2;
    m_columns = std::clamp(perGrid / m_cellSize, 1, std::max(1, m_length));
    m_rows = (m_length + m_columns - 1) / m_columns;
}

QSize FybBattleLayout::contentSize() const
{
    return {2 * Margin + Gap + 2 * m_columns * m_cellSize, 2 * Margin + Header + m_rows * m_cellSize};
}

QRect FybBattleLayout::gridRect(int buffer) const
{
    const int width = m_columns * m_cellSize;
    const int x = Margin + (buffer == 0 ? 0 : width + Gap);
    return {x, Margin + Header, width, m_rows * m_cellSize};
}

QRect FybBattleLayout::headerRect(int buffer) const
{
    const QRect grid = gridRect(buffer);
    return {grid.left(), Margin, grid.width(), Header};
}

QRect FybBattleLayout::cellRect(int buffer, int cell) const
{
    const QRect grid = gridRect(buffer);
    const int row = cell / m_columns;
    const int column = cell % m_columns;
    return {grid.left() + column * m_cellSize, grid.top() + row * m_cellSize, m_cellSize, m_cellSize};
}

bool FybBattleLayout::cellAt(QPoint point, int &buffer, int &cell) const
{
    for (int b = 0; b < 2; ++b) {
        const QRect grid = gridRect(b);
        if (!grid.contains(point))
            continue;
        const int column = (point.x() - grid.left()) / m_cellSize;
        const int row = (point.y() - grid.top()) / m_cellSize;
        const int index = row * m_columns + column;
        if (index >= m_length)
            return false;
        buffer = b;
        cell = index;
        return true;
    }
    return false;
}

void FybBattleLayout::rowsIn(const QRect &rect, int &first, int &last) const
{
    const int top = Margin + Header;
    first = std::max(0, (rect.top() - top) / m_cellSize);
    last = std::min(m_rows - 1, (rect.bottom() - top) / m_cellSize);
}

} // namespace Foulplay::Ui
