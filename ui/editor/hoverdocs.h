#pragma once

#include "language.h"

#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace Foulplay::Ui {

class SyntaxHighlighter;

// The documentation the editor shows when the mouse rests on program text:
// what an Unfair sentence does, what a Cheat condition or statement word
// means, what an FYB command does. Tokens come from the highlighter's lexer,
// so a command inside an FYB comment has no documentation. GUI thread only.
class HoverDocs final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Ui::HoverDocs)

public:
    // Rich text for the character at position of document, or an empty
    // string when there is nothing to explain there.
    static QString documentationAt(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter);

    // The word the documentation at position is about: the key of an Unfair
    // sentence (as for unfairSentence()), a Cheat word (previousWord gets the
    // word before it) or an FYB command character. Empty where there is no
    // documentation.
    static QString keywordAt(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter,
                             QString *previousWord = nullptr);

    // The texts themselves, for a lower-case Unfair sentence key ("counts",
    // "de-syncs", ...), a Cheat word and the word before it, and an FYB
    // command character. Empty when there is none.
    static QString unfairSentence(const QString &key, const QString &player);
    static QString cheatWord(const QString &word, const QString &previousWord);
    static QString fybCommand(QChar command);
};

} // namespace Foulplay::Ui
