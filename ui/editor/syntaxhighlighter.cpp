#include "syntaxhighlighter.h"

#include "languagesupport.h"

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

int SyntaxHighlighter::lexLine(const QString &text, int stateIn, std::vector<Core::Token> &out) const
{
    out.clear();
    if (!m_language)
        return 0;

    // The lexers count bytes of UTF-8; the document counts UTF-16 units. The
    // sources are ASCII in practice, so map offsets only when they differ.
    const QByteArray utf8 = text.toUtf8();
    const int endState =
        LanguageSupport::highlightLine(m_language, std::string_view(utf8.constData(), std::size_t(utf8.size())),
                                       stateIn, out);
    if (utf8.size() == text.size())
        return endState;

    std::vector<int> unitOfByte(std::size_t(utf8.size()) + 1, int(text.size()));
    int byte = 0;
    for (int unit = 0; unit < text.size(); ++unit) {
        const char32_t c = text.at(unit).unicode();
        int bytes = 1;
        if (text.at(unit).isHighSurrogate()) {
            bytes = 4;
        } else if (text.at(unit).isLowSurrogate()) {
            continue;
        } else if (c >= 0x800) {
            bytes = 3;
        } else if (c >= 0x80) {
            bytes = 2;
        }
        for (int i = 0; i < bytes && byte < utf8.size(); ++i)
            unitOfByte[std::size_t(byte++)] = unit;
    }
    for (Core::Token &token : out) {
        const auto begin = std::size_t(std::clamp(token.start, 0, int(utf8.size())));
        const auto end = std::size_t(std::clamp(token.start + token.length, 0, int(utf8.size())));
        token.start = unitOfByte[begin];
        token.length = unitOfByte[end] - token.start;
    }
    return endState;
}

void SyntaxHighlighter::highlightBlock(const QString &text)
{
    const int previous = previousBlockState();
    const int endState = lexLine(text, previous < 0 ? 0 : previous, m_tokens);
    for (const Core::Token &token : m_tokens) {
        if (token.kind != Core::TokenKind::Text && token.length > 0)
            setFormat(token.start, token.length, m_theme.format(token.kind));
    }
    setCurrentBlockState(endState);
}

} // namespace Foulplay::Ui
