#pragma once

#include <QList>
#include <QString>

namespace Foulplay::Ui {

// The languages the editor knows. PlainText is anything else.
enum class Language { Unfair, Cheat, Fyb, PlainText };

// How a language writes a comment: `open` starts it; `close` ends it, or is
// empty when the comment runs to the end of the line.
struct CommentStyle {
    QString open;
    QString close;
};

// The language of a file, from its extension (.unfair, .cheat, .fyb; the case
// does not matter); PlainText for any other. Any thread.
Language languageForFileName(const QString &fileName);

// The name shown to the user ("Unfair", "Cheat", "FukYorBrane", "Plain Text"),
// translated. Any thread, after the translators are installed.
QString languageDisplayName(Language language);

// The file extension without the dot ("unfair", "cheat", "fyb"; empty for
// PlainText). Any thread.
QString languageFileExtension(Language language);

// The comment of a language: `#` for Unfair, `//` for Cheat, `(` `)` for
// FukYorBrane, none (empty open) for PlainText. Any thread.
CommentStyle languageCommentStyle(Language language);

// Every language, in the order a switcher lists them. Any thread.
QList<Language> allLanguages();

} // namespace Foulplay::Ui
