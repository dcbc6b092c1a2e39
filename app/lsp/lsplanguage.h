#pragma once

#include "common/diagnostic.h"
#include "common/highlight.h"
#include "debug/language.h"

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The one seam between the server and the languages' words
// (ui/editor/languagewords.h, QtCore only): each feature asks them through
// one function here, so the server reads, colours and words a program
// exactly as the editor does. Any thread.
namespace Foulplay::Lsp::LanguageWords {

// Diagnostics: every diagnostic the language's parser reports (UTF-8).
std::vector<Core::Diagnostic> diagnostics(Core::Debug::Language language, std::string_view source);

// Semantic tokens and names: the language's lexer, one line at a time, as
// in the editor (stateIn the state the previous line ended in; byte offsets).
int highlightLine(Core::Debug::Language language, std::string_view line, int stateIn, std::vector<Core::Token> &out);

// Hover: the documentation at offset (UTF-16) of text, as Markdown, or as
// plain text for a client that shows no Markdown; empty when there is none.
// text is a run of whole lines of the document and stateIn the lexer state
// the line before it ended in.
enum class TextFormat { Markdown, PlainText };
QString hoverText(Core::Debug::Language language, const QString &text, qsizetype offset, int stateIn,
                  TextFormat format);

// Completion: the players and labels a program names, and what completion
// offers after before (UTF-8, the text up to the word being typed).
QStringList programWords(Core::Debug::Language language, const std::string &text);
QStringList completions(Core::Debug::Language language, std::string_view before, const QStringList &programWords);

// Definitions and references: the words of a program (UTF-8) that stand for
// a player without naming it (Cheat's pronouns), each with the name of the
// player it stands for; none where the language has no such words.
std::vector<std::pair<Core::SourceRange, QString>> playerReferences(Core::Debug::Language language,
                                                                    std::string_view source);

// Diagnostic links: the manual chapter of a language ("unfair.md").
QString manualPage(Core::Debug::Language language);

} // namespace Foulplay::Lsp::LanguageWords
