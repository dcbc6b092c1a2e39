#pragma once

#include <QFont>
#include <QString>

class QSettings;

namespace Foulplay::Ui {

// The user's preferences, as one value. load() and save() read and write
// QSettings under the "ide/" group; the defaults are the members' initial
// values. GUI thread only (QSettings is not shared across threads here).
struct AppSettings {
    QString theme;                    // the editor theme's id (Theme::choices()); empty: follow the system
    QString fontFamily;               // empty: the system's fixed font
    int fontSize = 0;                 // points; 0: the system fixed font's size
    int unfairStepLimit = 10'000'000; // sentences a run may execute; 0: no limit
    int cheatStepLimit = 10'000'000;  // slots a run may execute; 0: no limit
    int fybTurnLimit = 10'000'000;
    int fybProcessLimit = 1023;
    int speed = 0;                // ticks per second while running; 0 = unlimited
    int memoryBudgetMb = 256;     // for the debugger's timeline of snapshots
    int consoleMaxLines = 10'000; // the console keeps at most this many lines
    int autosaveSeconds = 5;      // how often modified tabs are written to the recovery folder

    // Reads the settings from settings; a missing or invalid key keeps its default.
    static AppSettings load(QSettings &settings);
    // Writes every field to settings.
    void save(QSettings &settings) const;
    // The font the editor uses: fontFamily/fontSize, or the system's fixed font where unset.
    QFont effectiveFont() const;

    friend bool operator==(const AppSettings &, const AppSettings &) = default;
};

} // namespace Foulplay::Ui
