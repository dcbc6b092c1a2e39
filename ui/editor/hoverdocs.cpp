#include "hoverdocs.h"

#include "language.h"
#include "syntaxhighlighter.h"

#include <QTextDocument>

namespace Foulplay::Ui {

// Each language's texts and the words they are about live in its own
// folder (languages/unfair/unfairlanguage.cpp ...).

QString HoverDocs::keywordAt(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter,
                             QString *previousWord)
{
    if (position < 0 || position >= document->characterCount() - 1)
        return {};
    return descriptor(highlighter.language()).keywordAt(document, position, highlighter, previousWord);
}

QString HoverDocs::documentationAt(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter)
{
    if (position < 0 || position >= document->characterCount() - 1)
        return {};
    return descriptor(highlighter.language()).documentationAt(document, position, highlighter);
}

} // namespace Foulplay::Ui
