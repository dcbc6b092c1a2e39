#pragma once

#include "languagewords.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Foulplay::Ui {

// The documentation shown when the mouse rests on program text: what an
// Unfair sentence does, what a Cheat condition or statement word means,
// what an FYB command does. Pure functions of a program's text and a
// position: the words come from the language's lexer (LanguageWords), so a
// command inside an FYB comment has no documentation. Any thread.
class HoverDocs final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Ui::HoverDocs)

public:
    // Rich text for the character at position of text, or an empty string
    // when there is nothing to explain there. text is a run of whole lines
    // of a program (30 lines either side of position are enough) and
    // stateIn the lexer state the line before it ended in (0 at the start).
    static QString documentationAt(std::optional<Language> language, const QString &text, int position,
                                   int stateIn = 0);

    // The word the documentation at position is about: the key of an Unfair
    // sentence (as for unfairSentence()), a Cheat word (previousWord gets the
    // word before it) or an FYB command character. Empty where there is no
    // documentation.
    static QString keywordAt(std::optional<Language> language, const QString &text, int position, int stateIn = 0,
                             QString *previousWord = nullptr);

    // The texts themselves, for a lower-case Unfair sentence key ("counts",
    // "de-syncs", ...), a Cheat word and the word before it, and an FYB
    // command character. Empty when there is none.
    static QString unfairSentence(const QString &key, const QString &player);
    static QString cheatWord(const QString &word, const QString &previousWord);
    static QString fybCommand(QChar command);
};

} // namespace Foulplay::Ui
