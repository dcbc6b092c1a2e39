#pragma once

#include "lspdocument.h"

#include <QJsonArray>
#include <QList>
#include <QString>

#include <vector>

// What the server says about a document, computed from the core's lexers
// and parsers exactly as the IDE uses them. Pure functions; main thread.
namespace Foulplay::Lsp {

// The publishDiagnostics list: every error (and warning, if warnings) the
// language's parser reports, at most max of them, each with its stable
// code, a link to the manual and, when a hint suggests a spelling, that
// spelling in `data.replacement` for the code action.
QJsonArray diagnosticsJson(const Document &document, bool warnings, int max);

// The token types and modifiers semanticTokens() numbers by.
QJsonObject semanticTokensLegend();
// The whole document's tokens, relative-encoded as the protocol says.
QList<int> semanticTokens(const Document &document);

// A name the program uses: a label, a player, or an FYB bracket.
struct Occurrence {
    QString name;
    Position begin;
    Position end;
    bool definition = false;
};
// Every occurrence of the name at position, definitions first; empty when
// no name is there.
std::vector<Occurrence> occurrencesAt(const Document &document, Position position);

// The lexer state the line before line (from 0) ends in; 0 for the first.
int lexerStateBefore(const Document &document, int line);

QJsonArray documentSymbols(const Document &document);
QJsonArray foldingRanges(const Document &document);
// Quick fixes for the diagnostics in range that name a spelling.
QJsonArray codeActions(const Document &document, const QString &uri, const QJsonObject &range);

} // namespace Foulplay::Lsp
