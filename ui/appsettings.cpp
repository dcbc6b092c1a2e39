#include "appsettings.h"

#include "language.h"
#include "theme.h"

#include <QFontDatabase>
#include <QSettings>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

int readInt(QSettings &settings, const QString &key, int fallback, int low, int high)
{
    bool ok = false;
    const int value = settings.value(key, fallback).toInt(&ok);
    return ok ? std::clamp(value, low, high) : fallback;
}

QString readTheme(QSettings &settings)
{
    if (settings.contains(QStringLiteral("editorTheme")))
        return settings.value(QStringLiteral("editorTheme")).toString();
    // Settings saved before themes had names: 0 followed the system, 1 and 2
    // chose light or dark.
    switch (readInt(settings, QStringLiteral("theme"), 0, 0, 2)) {
    case 1:
        return Theme::defaultId(Theme::Variant::Light);
    case 2:
        return Theme::defaultId(Theme::Variant::Dark);
    default:
        return QString();
    }
}

} // namespace

AppSettings AppSettings::load(QSettings &settings)
{
    AppSettings s;
    settings.beginGroup(QStringLiteral("ide"));
    s.theme = readTheme(settings);
    s.fontFamily = settings.value(QStringLiteral("fontFamily")).toString();
    s.fontSize = readInt(settings, QStringLiteral("fontSize"), 0, 0, 200);
    for (const LanguageDescriptor *language : languages()) {
        for (const LanguageLimit &limit : language->limits)
            s.setLimit(limit.key, readInt(settings, limit.key, limit.defaultValue, limit.minimum, limit.maximum));
    }
    s.speed = readInt(settings, QStringLiteral("speed"), s.speed, 0, 1'000'000);
    s.memoryBudgetMb = readInt(settings, QStringLiteral("memoryBudgetMb"), s.memoryBudgetMb, 16, 65'536);
    s.consoleMaxLines = readInt(settings, QStringLiteral("consoleMaxLines"), s.consoleMaxLines, 100, 10'000'000);
    s.autosaveSeconds = readInt(settings, QStringLiteral("autosaveSeconds"), s.autosaveSeconds, 1, 3600);
    settings.endGroup();
    return s;
}

void AppSettings::save(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("ide"));
    settings.remove(QStringLiteral("theme"));
    settings.setValue(QStringLiteral("editorTheme"), theme);
    settings.setValue(QStringLiteral("fontFamily"), fontFamily);
    settings.setValue(QStringLiteral("fontSize"), fontSize);
    for (const LanguageDescriptor *language : languages()) {
        for (const LanguageLimit &limit : language->limits)
            settings.setValue(limit.key, this->limit(limit.key));
    }
    settings.setValue(QStringLiteral("speed"), speed);
    settings.setValue(QStringLiteral("memoryBudgetMb"), memoryBudgetMb);
    settings.setValue(QStringLiteral("consoleMaxLines"), consoleMaxLines);
    settings.setValue(QStringLiteral("autosaveSeconds"), autosaveSeconds);
    settings.endGroup();
}

int AppSettings::limit(const QString &key) const
{
    const LanguageLimit *limit = languageLimit(key);
    return limits.value(key, limit ? limit->defaultValue : 0);
}

void AppSettings::setLimit(const QString &key, int value)
{
    const LanguageLimit *limit = languageLimit(key);
    if (!limit)
        return;
    value = std::clamp(value, limit->minimum, limit->maximum);
    if (value == limit->defaultValue)
        limits.remove(key);
    else
        limits.insert(key, value);
}

QFont AppSettings::effectiveFont() const
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (!fontFamily.isEmpty())
        font.setFamily(fontFamily);
    if (fontSize > 0)
        font.setPointSize(fontSize);
    return font;
}

} // namespace Foulplay::Ui
