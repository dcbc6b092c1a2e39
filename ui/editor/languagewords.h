#pragma once

#include "common/diagnostic.h"
#include "common/highlight.h"
#include "debug/language.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Debug {
struct LanguageDescriptor;
} // namespace Foulplay::Core::Debug

namespace Foulplay::Ui {

using Core::Debug::Language;

class LexedText;

// A place in the manual: a chapter file ("unfair.md") and the text of one
// of its headings without Markdown marks ("P counts."); empty: the top.
struct ManualSection {
    QString page;
    QString heading;
};

// A word that stands for a player (a pronoun): where it is, in bytes of
// the program, and the name of the player it stands for.
struct PlayerReference {
    Core::SourceRange range;
    QString player;
};

// What a language's text means to an editor, from the text alone: its
// lexer, completion and hover documentation, as pure functions of a
// program's text and a position. QtCore only, so that foulplay-lsp serves
// them as the IDE's editor shows them. Each language defines its words in
// its own folder (languages/<language>/<language>words.cpp); its IDE
// descriptor (language.h) points to them. Immutable; every function may
// be called from any thread.
struct LanguageWords {
    std::optional<Language> language;            // none: plain text
    const Core::Debug::LanguageDescriptor *core; // its parser; null for plain text
    QString manualPage;                          // its chapter of the manual ("unfair.md"); empty: none

    // Colours one line with the language's own lexer: stateIn is the state
    // the previous line ended in (0 at the start); returns the state this
    // line ends in. Token offsets are bytes of line.
    int (*highlightLine)(std::string_view line, int stateIn, std::vector<Core::Token> &out);

    // Completion: the reserved words in lower case (or the command
    // characters, one an entry) and the sentence forms a user types
    // ("counts.", "calls cheat to"; program text, never translated).
    QStringList (*keywords)();
    QStringList (*sentenceForms)();
    bool completesFromParser; // what the parser expects at the cursor narrows completion
    bool namesArePlayers;     // every name in the text is a player (else "Player N" only)
    bool scoresArePhrases;    // a number may be written "my score", "Alice's score"

    // Hover documentation (rich text) for the character at position of
    // text, and the word it is about (previousWord gets the word before
    // it); empty where there is none.
    QString (*documentationAt)(const LexedText &text, int position);
    QString (*keywordAt)(const LexedText &text, int position, QString *previousWord);
    // Where the manual explains a word keywordAt() named; an empty page
    // when it says nothing.
    ManualSection (*manualSection)(const QString &keyword, const QString &previousWord);
    // The words of a program (UTF-8) that stand for a player without naming
    // it, such as Cheat's pronouns, as the parser binds them; null where
    // the language has none.
    std::vector<PlayerReference> (*playerReferences)(std::string_view source) = nullptr;
};

// The words of a language; plain text's for std::nullopt or a language
// without words.
const LanguageWords &languageWords(std::optional<Language> language);
const LanguageWords &plainTextWords();
// Adds the words of a language whose core half is registered already
// (Core::Debug::registerLanguage()); they live as long as the program.
// Call it at start-up (Ui::registerLanguage() does); false (and nothing
// added) when the language has words already or has no language.
bool registerLanguageWords(const LanguageWords &words);

} // namespace Foulplay::Ui
