#pragma once

#include <QStyledItemDelegate>

namespace Foulplay::Ui {

// Paints a cell as a horizontal bar filled to the fraction (0..1, a double)
// the model gives for fractionRole, with the cell's text over it. Used for
// Cheat scores (to 100) and the slots left in a cheat window. GUI thread only.
class BarDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    BarDelegate(int fractionRole, QColor colour, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_role;
    QColor m_colour;
};

} // namespace Foulplay::Ui
