#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace Foulplay {

bool installTranslators(QCoreApplication &app, const QLocale &locale)
{
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;

    auto *translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("foulplay"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    // No translation for this language: the English text, whose plural forms
    // ("1 frame", "2 frames") come from a translation of their own.
    if (translator->load(QStringLiteral(":/i18n/foulplay_en.qm")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
    return false;
}

} // namespace Foulplay
