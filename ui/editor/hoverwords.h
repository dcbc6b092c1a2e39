#pragma once

#include "common/highlight.h"

#include <QList>
#include <QString>

#include <string_view>
#include <vector>

namespace Foulplay::Ui {

// A language's lexer of one line (LanguageWords::highlightLine).
using LexLine = int (*)(std::string_view line, int stateIn, std::vector<Core::Token> &out);

// Colours line (UTF-16) with lex, which counts bytes of UTF-8: out gets its
// tokens with offsets in UTF-16 units. stateIn is the state the previous
// line ended in; returns the state this one ends in. Any thread.
int lexUtf16(LexLine lex, const QString &line, int stateIn, std::vector<Core::Token> &out);

// A word of program text as the language's lexer finds it.
struct HoverWord {
    QString text;
    Core::TokenKind kind;
    int position; // in the text
};

// A run of whole lines of a program, lexed: what hover documentation reads
// (each language's hover texts, languages/<language>/, are built on it).
// Any thread.
class LexedText {
public:
    // text's lines, the first lexed from stateIn (the state the line
    // before them ended in; 0 at the start of a program).
    LexedText(const QString &text, int stateIn, LexLine lex);

    const QString &text() const { return m_text; }
    // The words of each line, in order.
    const QList<QList<HoverWord>> &lines() const { return m_lines; }
    // The word position is in: its line and its index there, or false.
    bool find(int position, qsizetype *line, qsizetype *index) const;

private:
    QString m_text;
    QList<QList<HoverWord>> m_lines;
};

// The words of the sentence around position: back to the '.' before it,
// forward to the '.' that ends it (at most 30 lines either way). *index is
// the word under position; the result is empty when no word is there.
QList<HoverWord> sentenceAround(const LexedText &text, int position, int *index);

// The sentence as one line of text, comments left out.
QString sentenceText(const QList<HoverWord> &sentence);

} // namespace Foulplay::Ui
