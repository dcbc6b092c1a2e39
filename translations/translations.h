#pragma once

#include <QLocale>

class QCoreApplication;

namespace Foulplay {

// Loads Foul Play's translation for locale (and Qt's own, where installed) and
// installs it on app. Returns true when Foul Play's translation was found;
// without one, the English plural forms are installed and it returns false.
// Call from the main thread before any window is shown.
bool installTranslators(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace Foulplay
