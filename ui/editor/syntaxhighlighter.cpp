#include "syntaxhighlighter.h"

#include "hoverwords.h"
#include "languagewords.h"

#include <QTextBlock>
#include <QTextDocument>

namespace Foulplay::Ui {

SyntaxHighlighter::SyntaxHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
    , m_theme(Theme::builtIn(Theme::Variant::Light))
{
}

void SyntaxHighlighter::setLanguage(std::optional<Language> language)
{
    if (language == m_language)
        return;
    m_language = language;
    rehighlight();
}

void SyntaxHighlighter::setTheme(const Theme &theme)
{
    m_theme = theme;
    rehighlight();
}

SyntaxHighlighter::Around SyntaxHighlighter::around(int position) const
{
    constexpr int windowLines = 32;
    const QTextBlock home = document()->findBlock(position);
    if (!home.isValid())
        return {};
    QTextBlock first = home;
    for (int i = 0; i < windowLines && first.previous().isValid(); ++i)
        first = first.previous();
    const QTextBlock before = first.previous();
    Around around;
    around.position = position - first.position();
    around.stateIn = before.isValid() && before.userState() > 0 ? before.userState() : 0;
    QStringList lines;
    QTextBlock block = first;
    for (int after = 0; block.isValid() && after <= windowLines; block = block.next()) {
        lines << block.text();
        if (block.blockNumber() >= home.blockNumber())
            ++after;
    }
    around.text = lines.join(u'\n');
    return around;
}

void SyntaxHighlighter::highlightBlock(const QString &text)
{
    const int previous = previousBlockState();
    const int endState = lexUtf16(languageWords(m_language).highlightLine, text, previous < 0 ? 0 : previous, m_tokens);
    for (const Core::Token &token : m_tokens) {
        if (token.kind != Core::TokenKind::Text && token.length > 0)
            setFormat(token.start, token.length, m_theme.format(token.kind));
    }
    setCurrentBlockState(endState);
}

} // namespace Foulplay::Ui
