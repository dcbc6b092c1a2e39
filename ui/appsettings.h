#pragma once

#include <QFont>
#include <QMap>
#include <QString>

class QSettings;

namespace Foulplay::Ui {

// The user's preferences, as one value. load() and save() read and write
// QSettings under the "ide/" group; the defaults are the members' initial
// values. GUI thread only (QSettings is not shared across threads here).
struct AppSettings {
    QString theme;                // the editor theme's id (Theme::choices()); empty: follow the system
    QString fontFamily;           // empty: the system's fixed font
    int fontSize = 0;             // points; 0: the system fixed font's size
    int speed = 0;                // ticks per second while running; 0 = unlimited
    int memoryBudgetMb = 256;     // for the debugger's timeline of snapshots
    int consoleMaxLines = 10'000; // the console keeps at most this many lines
    int autosaveSeconds = 5;      // how often modified tabs are written to the recovery folder

    // Each language's limits (LanguageDescriptor::limits) by key: where
    // the user set one other than its default.
    QMap<QString, int> limits;

    // The value of the language limit with key: the user's, or its default
    // (0 for a key no registered language has).
    int limit(const QString &key) const;
    // Sets the limit with key to value, brought into its range; a default
    // value is not kept, so that settings equal whatever the defaults are.
    // Does nothing for a key no registered language has.
    void setLimit(const QString &key, int value);

    // Reads the settings from settings; a missing or invalid key keeps its default.
    static AppSettings load(QSettings &settings);
    // Writes every field to settings.
    void save(QSettings &settings) const;
    // The font the editor uses: fontFamily/fontSize, or the system's fixed font where unset.
    QFont effectiveFont() const;

    friend bool operator==(const AppSettings &, const AppSettings &) = default;
};

} // namespace Foulplay::Ui
