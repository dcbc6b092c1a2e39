#include "language.h"

#include "debug/debugtypes.h"
#include "debug/builtinlanguages.h"
#include "debug/languagedescriptor.h"

#include <QCoreApplication>

namespace Foulplay::Ui {

#define FOULPLAY_DECLARE(name) const LanguageDescriptor &name##UiLanguage();
FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_DECLARE)
#undef FOULPLAY_DECLARE

namespace {

QList<const LanguageDescriptor *> &registry()
{
#define FOULPLAY_LIST(name) &name##UiLanguage(),
    static QList<const LanguageDescriptor *> all = {FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_LIST)};
#undef FOULPLAY_LIST
    return all;
}

} // namespace

const QList<const LanguageDescriptor *> &languages()
{
    return registry();
}

bool registerLanguage(const LanguageDescriptor &language)
{
    if (!language.language || !language.core || language.core->language != *language.language
        || !Core::Debug::languages().contains(language.core) || !language.words
        || language.words->language != language.language)
        return false;
    for (const LanguageDescriptor *known : registry()) {
        if (known->language == language.language)
            return false;
    }
    if (&languageWords(language.language) != language.words && !registerLanguageWords(*language.words))
        return false;
    registry().append(&language);
    return true;
}

const LanguageDescriptor &plainTextLanguage()
{
    static const LanguageDescriptor plain{
        .language = std::nullopt,
        .core = nullptr,
        .name = QT_TRANSLATE_NOOP("Foulplay::Ui::Language", "Plain Text"),
        .newMenuText = nullptr,
        .newButtonText = nullptr,
        .manualTitle = nullptr,
        .comment = {},
        .words = &plainTextWords(),
        .createInspector = nullptr,
    };
    return plain;
}

LanguageLimit stepLimit(const QString &key, const char *label)
{
    return {
        .key = key,
        .label = label,
        .minimum = 0,
        .maximum = 2'000'000'000,
        .defaultValue = 10'000'000,
        .minimumMeansNone = true,
        .apply = [](int value, Core::Debug::DebugSettings &settings) { settings.stepLimit = std::uint64_t(value); },
    };
}

const LanguageLimit *languageLimit(const QString &key)
{
    for (const LanguageDescriptor *language : languages()) {
        for (const LanguageLimit &limit : language->limits) {
            if (limit.key == key)
                return &limit;
        }
    }
    return nullptr;
}

const LanguageDescriptor &descriptor(std::optional<Language> language)
{
    if (language) {
        for (const LanguageDescriptor *candidate : languages()) {
            if (candidate->language == language)
                return *candidate;
        }
    }
    return plainTextLanguage();
}

std::optional<Language> languageForFileName(const QString &fileName)
{
    if (const Core::Debug::LanguageDescriptor *found = Core::Debug::descriptorForFileName(fileName))
        return found->language;
    return std::nullopt;
}

bool isBattle(std::optional<Language> language)
{
    const Core::Debug::LanguageDescriptor *core = descriptor(language).core;
    return core && core->capabilities.isBattle();
}

QString LanguageDescriptor::displayName() const
{
    return QCoreApplication::translate("Foulplay::Ui::Language", name);
}

QString LanguageDescriptor::fileExtension() const
{
    return core ? core->extensions.value(0) : QString();
}

QString programFileFilter()
{
    QStringList every;
    QStringList filters;
    for (const LanguageDescriptor *language : languages()) {
        QStringList patterns;
        for (const QString &extension : language->core->extensions)
            patterns.append(QStringLiteral("*.") + extension);
        every.append(patterns);
        filters.append(QStringLiteral("%1 (%2)").arg(language->displayName(), patterns.join(QLatin1Char(' '))));
    }
    filters.prepend(QCoreApplication::translate("Foulplay::Ui::Language", "Foul Play programs (%1)")
                        .arg(every.join(QLatin1Char(' '))));
    filters.append(QCoreApplication::translate("Foulplay::Ui::Language", "All files (*)"));
    return filters.join(QStringLiteral(";;"));
}

} // namespace Foulplay::Ui
