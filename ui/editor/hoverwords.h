#pragma once

#include "common/highlight.h"

#include <QList>
#include <QString>

class QTextBlock;
class QTextDocument;

namespace Foulplay::Ui {

class SyntaxHighlighter;

// The words hover documentation reads, as the highlighter's lexer finds
// them: each language's hover texts (languages/<language>/) are built on these.
// GUI thread only.
struct HoverWord {
    QString text;
    Core::TokenKind kind;
    int position; // in the document
};

// The tokens of block as words.
QList<HoverWord> hoverWordsOf(const QTextBlock &block, const SyntaxHighlighter &highlighter);

// The words of the sentence around position: back to the '.' before it,
// forward to the '.' that ends it (at most 30 lines either way). *index is
// the word under position; the result is empty when no word is there.
QList<HoverWord> sentenceAround(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter,
                                int *index);

// The sentence as one line of text, comments left out.
QString sentenceText(const QList<HoverWord> &sentence);

} // namespace Foulplay::Ui
