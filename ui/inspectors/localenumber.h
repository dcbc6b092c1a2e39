#pragma once

#include "common/decimal.h"

#include <QLocale>
#include <QString>

namespace Foulplay::Ui {

// An exact decimal as the locale writes numbers: its digit grouping and
// decimal point ("6,936,237.5" in English, "6.936.237,5" in German), every
// digit kept (no rounding through a double). Any thread.
QString localeNumber(const Core::Decimal &value, const QLocale &locale = QLocale());

} // namespace Foulplay::Ui
