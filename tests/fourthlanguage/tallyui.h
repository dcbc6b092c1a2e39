#pragma once

// The IDE's half of Tally (tally.h): completion and hover texts, its
// labels and condition names, its colours (tally.h highlightLine), and no
// inspector.

#include "language.h"

namespace Tally {

const Foulplay::Ui::LanguageDescriptor &uiLanguage();
// Registers both halves, the core's first; true when both were added.
bool registerUi();

} // namespace Tally
