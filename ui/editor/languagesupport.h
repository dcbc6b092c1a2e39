#pragma once

#include "languagewords.h"

#include "common/diagnostic.h"
#include "common/highlight.h"
#include "debug/languagedescriptor.h"

#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

// What the editor and foulplay-lsp ask of a language: its lexer (for
// colours), parser (for live diagnostics) and completion, each answered by
// the language's words (languagewords.h); std::nullopt is plain text. QtCore
// only; every function is pure and may be called from any thread.
namespace Foulplay::Ui::LanguageSupport {

// Colours one line with the language's own lexer. stateIn is the state the
// previous line ended in (0 at the start); returns the state this line ends
// in. Token offsets are bytes of line. Plain text yields no tokens.
int highlightLine(std::optional<Language> language, std::string_view line, int stateIn, std::vector<Core::Token> &out);

// Every diagnostic the language's parser reports for source (UTF-8), and
// what the program is made of (labels, players, condition names), from one
// parse. Plain text has neither.
Core::Debug::ProgramRead read(std::optional<Language> language, std::string_view source);

// The reserved words of the language in lower case (Unfair and Cheat), or
// its command characters, one per entry (FukYorBrane). Empty for plain text.
QStringList keywords(std::optional<Language> language);

// The sentence forms completion offers, as a user types them ("counts.",
// "calls cheat to"); program text, so never translated. Empty for FYB
// and plain text.
QStringList sentenceForms(std::optional<Language> language);

// words (an engine's keyword list) in lower case.
QStringList lowerCaseWords(const std::vector<std::string_view> &words);

// What the language's parser expects right after source (the text before
// the word being typed): the Core::Expected of the error it reports where
// the text ends, never its wording. known is false when the parser reports
// nothing there (the text is complete, or wrong earlier), or the language
// does not complete from its parser. words are the spellings it names
// ("counts", "calls cheat"); the flags say whether a label, a player or a
// number/score fits.
struct Expectation {
    bool known = false;
    QStringList words;
    bool label = false;
    bool player = false;
    bool number = false;
};
Expectation expectedAfter(std::optional<Language> language, std::string_view source);

// The words of text that completion offers: player names and labels, as
// the language's lexer finds them, sorted.
QStringList programWords(std::optional<Language> language, const std::string &text);

// Everything completion may offer in a program whose own words are
// programWords: those words, the sentence forms and the longer keywords.
QStringList vocabulary(std::optional<Language> language, const QStringList &programWords);

// What completion offers for the word that starts right after before (the
// text up to it): what the parser expects there, the sentence forms that
// begin with it, the program's players or labels where one fits; the whole
// vocabulary when the parser does not tell.
QStringList completionsAfter(std::optional<Language> language, std::string_view before,
                             const QStringList &programWords);

} // namespace Foulplay::Ui::LanguageSupport
