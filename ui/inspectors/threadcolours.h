#pragma once

#include <QColor>

namespace Foulplay::Ui {

// The colour of an FYB process (thread), by its index in the process table.
// The editor's execution markers and the battle view use the same colours, so
// a thread is recognised everywhere. Neighbouring indices get far-apart hues.
// dark: colours for a dark background. Callable from the GUI thread.
QColor threadColour(int processIndex, bool dark = false);

// A defected thread's colour: the same hue, desaturated, so it reads as the
// same thread turned against its own program.
QColor defectedThreadColour(int processIndex, bool dark = false);

} // namespace Foulplay::Ui
