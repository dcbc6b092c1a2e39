#include "languagewords.h"

#include "debug/builtinlanguages.h"

#include <QList>

namespace Foulplay::Ui {

#define FOULPLAY_DECLARE(name) const LanguageWords &name##Words();
FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_DECLARE)
#undef FOULPLAY_DECLARE

namespace {

int noTokens(std::string_view, int, std::vector<Core::Token> &)
{
    return 0;
}

QStringList noWords()
{
    return {};
}

QString noDocumentation(const LexedText &, int)
{
    return {};
}

QString noKeyword(const LexedText &, int, QString *)
{
    return {};
}

ManualSection noSection(const QString &, const QString &)
{
    return {};
}

QList<const LanguageWords *> &registry()
{
#define FOULPLAY_LIST(name) &name##Words(),
    static QList<const LanguageWords *> all = {FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_LIST)};
#undef FOULPLAY_LIST
    return all;
}

} // namespace

const LanguageWords &plainTextWords()
{
    static const LanguageWords plain{
        .language = std::nullopt,
        .core = nullptr,
        .manualPage = {},
        .highlightLine = noTokens,
        .keywords = noWords,
        .sentenceForms = noWords,
        .completesFromParser = false,
        .namesArePlayers = false,
        .scoresArePhrases = false,
        .documentationAt = noDocumentation,
        .keywordAt = noKeyword,
        .manualSection = noSection,
    };
    return plain;
}

bool registerLanguageWords(const LanguageWords &words)
{
    if (!words.language)
        return false;
    for (const LanguageWords *known : registry()) {
        if (known->language == words.language)
            return false;
    }
    registry().append(&words);
    return true;
}

const LanguageWords &languageWords(std::optional<Language> language)
{
    if (language) {
        for (const LanguageWords *candidate : registry()) {
            if (candidate->language == language)
                return *candidate;
        }
    }
    return plainTextWords();
}

} // namespace Foulplay::Ui
