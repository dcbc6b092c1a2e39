#include "localenumber.h"

#include <algorithm>

namespace Foulplay::Ui {

QString localeNumber(const Core::Decimal &value, const QLocale &locale)
{
    const QString plain = QString::fromStdString(value.toString());
    const bool negative = plain.startsWith(u'-');
    const QString digits = negative ? plain.mid(1) : plain;
    const qsizetype point = digits.indexOf(u'.');
    const QString whole = point < 0 ? digits : digits.left(point);
    // The whole part goes through the locale's own integer formatting (its
    // grouping rules); beyond 64 bits (up to 38 digits) it is grouped by
    // threes with the locale's separator, so that every digit stays.
    QString grouped;
    if (whole.size() <= 18 || locale.numberOptions().testFlag(QLocale::OmitGroupSeparator)) {
        grouped = whole.size() <= 18 ? locale.toString(whole.toLongLong()) : whole;
    } else {
        const QString separator = locale.groupSeparator();
        for (qsizetype end = whole.size(); end > 0; end -= 3) {
            const qsizetype start = std::max<qsizetype>(0, end - 3);
            grouped.prepend(whole.mid(start, end - start));
            if (start > 0)
                grouped.prepend(separator);
        }
    }
    QString text = grouped;
    if (point >= 0)
        text += locale.decimalPoint() + digits.mid(point + 1);
    return negative ? locale.negativeSign() + text : text;
}

} // namespace Foulplay::Ui
