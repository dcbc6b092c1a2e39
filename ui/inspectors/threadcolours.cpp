#include "threadcolours.h"

#include <cmath>

namespace Foulplay::Ui {

namespace {

// The golden angle spreads consecutive hues as far apart as possible, for any
// number of threads.
constexpr double GoldenAngle = 137.50776405003785;

int hueOf(int processIndex)
{
    return static_cast<int>(std::fmod(processIndex * GoldenAngle + 200.0, 360.0));
}

} // namespace

QColor threadColour(int processIndex, bool dark)
{
    return QColor::fromHsv(hueOf(processIndex), dark ? 150 : 210, dark ? 250 : 200);
}

QColor defectedThreadColour(int processIndex, bool dark)
{
    return QColor::fromHsv(hueOf(processIndex), 60, dark ? 200 : 150);
}

} // namespace Foulplay::Ui
