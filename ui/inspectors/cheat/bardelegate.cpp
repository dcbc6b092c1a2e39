#include "cheat/bardelegate.h"

#include <QPainter>

#include <algorithm>

namespace Foulplay::Ui {

BarDelegate::BarDelegate(int fractionRole, QColor colour, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_role(fractionRole)
    , m_colour(colour)
{
}

void BarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QVariant fraction = index.data(m_role);
    if (!fraction.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    painter->save();
    const QRect frame = option.rect.adjusted(3, 3, -3, -3);
    painter->setPen(option.palette.color(QPalette::Mid));
    painter->setBrush(option.palette.color(QPalette::Base));
    painter->drawRect(frame);
    const double f = std::clamp(fraction.toDouble(), 0.0, 1.0);
    QRect fill = frame.adjusted(1, 1, 0, 0);
    fill.setWidth(int(f * (frame.width() - 1)));
    painter->fillRect(fill, m_colour);
    painter->setPen(option.palette.color(QPalette::Text));
    painter->drawText(frame.adjusted(4, 0, -4, 0), Qt::AlignCenter, index.data(Qt::DisplayRole).toString());
    painter->restore();
}

} // namespace Foulplay::Ui
