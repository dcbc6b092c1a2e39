#pragma once

#include "language.h"

#include "common/diagnostic.h"
#include "common/highlight.h"

#include <QStringList>

#include <string_view>
#include <vector>

// The one place where the editor reaches into the language engines: their
// lexers (for colours), parsers (for live diagnostics) and keyword lists.
// Every function is pure and may be called from any thread.
namespace Foulplay::Ui::LanguageSupport {

// Colours one line with the language's own lexer. stateIn is the state the
// previous line ended in (0 at the start); returns the state this line ends
// in. Token offsets are bytes of line. PlainText yields no tokens.
int highlightLine(Language language, std::string_view line, int stateIn,
                  std::vector<Core::Token> &out);

// Every diagnostic the language's parser reports for source (UTF-8).
std::vector<Core::Diagnostic> parse(Language language, std::string_view source);

// The reserved words of the language in lower case (Unfair and Cheat), or
// its command characters, one per entry (FukYorBrane). Empty for PlainText.
QStringList keywords(Language language);

// The sentence forms completion offers, as a user types them ("counts.",
// "calls cheat to"); program text, so never translated. Empty for FYB
// and PlainText.
QStringList sentenceForms(Language language);

// What the language's parser expects right after source (the text before
// the word being typed), read from the error it reports where the text ends.
// known is false when the parser reports nothing there (the text is complete,
// or wrong earlier). words are the spellings it names ("counts", "calls
// cheat"); the flags say whether a label, a player or a number/score fits.
struct Expectation {
    bool known = false;
    QStringList words;
    bool label = false;
    bool player = false;
    bool number = false;
};
Expectation expectedAfter(Language language, std::string_view source);

} // namespace Foulplay::Ui::LanguageSupport
