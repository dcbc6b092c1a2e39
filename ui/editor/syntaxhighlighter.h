#pragma once

#include "language.h"
#include "theme.h"

#include "common/highlight.h"

#include <QSyntaxHighlighter>

#include <string>
#include <vector>

namespace Foulplay::Ui {

// Colours a document line by line with the language's own lexer
// (LanguageSupport::highlightLine), so the colours show exactly what the
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

    // The tokens of one line of text, with offsets and lengths in QChar units
    // of text (not bytes). stateIn as for highlightLine; returns the end state.
    int lexLine(const QString &text, int stateIn, std::vector<Core::Token> &out) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    std::optional<Language> m_language;
    Theme m_theme;
    std::vector<Core::Token> m_tokens;
};

} // namespace Foulplay::Ui
