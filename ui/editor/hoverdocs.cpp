#include "hoverdocs.h"

#include "hoverwords.h"

namespace Foulplay::Ui {

// Each language's texts and the words they are about live in its own
// folder (languages/unfair/unfairwords.cpp ...).

QString HoverDocs::keywordAt(std::optional<Language> language, const QString &text, int position, int stateIn,
                             QString *previousWord)
{
    if (position < 0 || position >= text.size())
        return {};
    const LanguageWords &words = languageWords(language);
    return words.keywordAt(LexedText(text, stateIn, words.highlightLine), position, previousWord);
}

QString HoverDocs::documentationAt(std::optional<Language> language, const QString &text, int position, int stateIn)
{
    if (position < 0 || position >= text.size())
        return {};
    const LanguageWords &words = languageWords(language);
    return words.documentationAt(LexedText(text, stateIn, words.highlightLine), position);
}

} // namespace Foulplay::Ui
