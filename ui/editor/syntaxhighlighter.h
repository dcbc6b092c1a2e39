#pragma once

#include "language.h"
#include "theme.h"

#include "common/highlight.h"

#include <QSyntaxHighlighter>

#include <string>
#include <vector>

namespace Foulplay::Ui {

// Colours a document line by line with the language's own lexer
// (LanguageWords::highlightLine), so the colours show exactly what the
// interpreter reads. A block's user state holds the lexer state its line
// ends in. GUI thread only.
class SyntaxHighlighter final : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit SyntaxHighlighter(QTextDocument *document);

    // std::nullopt: plain text, not coloured.
    void setLanguage(std::optional<Language> language);
    std::optional<Language> language() const { return m_language; }
    void setTheme(const Theme &theme);

    // The lines of the document around position, as hover documentation
    // reads them (HoverDocs): 32 lines either way, where position falls in
    // them (-1: outside the document), and the lexer state the line before
    // them ended in.
    struct Around {
        QString text;
        int position = -1;
        int stateIn = 0;
    };
    Around around(int position) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    std::optional<Language> m_language;
    Theme m_theme;
    std::vector<Core::Token> m_tokens;
};

} // namespace Foulplay::Ui
