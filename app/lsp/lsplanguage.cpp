#include "lsplanguage.h"

#include "language.h"
#include "languagesupport.h"
#include "syntaxhighlighter.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

namespace Foulplay::Lsp::LanguageWords {

namespace {

// The descriptors write hover texts as the small rich text a tooltip shows
// (<p>, <code>, <b>, <i>, <br>); Markdown says the same, plain text keeps
// the words and the line breaks.
QString textOf(QString html, TextFormat format)
{
    static const QRegularExpression paragraph(QStringLiteral("</p>\\s*<p>"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    const bool markdown = format == TextFormat::Markdown;
    html.replace(paragraph, QStringLiteral("\n\n"));
    html.replace(QLatin1String("<br>"), markdown ? QLatin1String("  \n") : QLatin1String("\n"));
    if (markdown) {
        html.replace(QLatin1String("<code>"), QLatin1String("`")).replace(QLatin1String("</code>"), QLatin1String("`"));
        html.replace(QLatin1String("<b>"), QLatin1String("**")).replace(QLatin1String("</b>"), QLatin1String("**"));
        html.replace(QLatin1String("<i>"), QLatin1String("*")).replace(QLatin1String("</i>"), QLatin1String("*"));
    }
    html.remove(tag);
    html.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""))
        .replace(QLatin1String("&#39;"), QLatin1String("'"))
        .replace(QLatin1String("&amp;"), QLatin1String("&"));
    return html.trimmed();
}

} // namespace

std::vector<Core::Diagnostic> diagnostics(Core::Debug::Language language, std::string_view source)
{
    return Ui::LanguageSupport::read(language, source).diagnostics;
}

int highlightLine(Core::Debug::Language language, std::string_view line, int stateIn, std::vector<Core::Token> &out)
{
    return Ui::descriptor(language).highlightLine(line, stateIn, out);
}

QString hoverText(Core::Debug::Language language, const QString &text, qsizetype offset, int stateIn, TextFormat format)
{
    // The descriptor reads the words around the position from a document
    // whose blocks hold the lexer state each line ends in, as the editor's
    // highlighter leaves them. An empty first line carries stateIn.
    QTextDocument document;
    document.setPlainText(QLatin1Char('\n') + text);
    const Ui::LanguageDescriptor &described = Ui::descriptor(language);
    int state = stateIn;
    std::vector<Core::Token> tokens;
    document.firstBlock().setUserState(state);
    for (QTextBlock block = document.firstBlock().next(); block.isValid(); block = block.next()) {
        const QByteArray line = block.text().toUtf8();
        tokens.clear();
        state = described.highlightLine(std::string_view(line.constData(), std::size_t(line.size())), state, tokens);
        block.setUserState(state);
    }
    // Constructed after the states are set; it is gone before it would
    // colour anything.
    Ui::SyntaxHighlighter highlighter(nullptr);
    highlighter.setLanguage(language);
    return textOf(described.documentationAt(&document, int(offset) + 1, highlighter), format);
}

QStringList programWords(Core::Debug::Language language, const std::string &text)
{
    return Ui::LanguageSupport::programWords(language, text);
}

QStringList completions(Core::Debug::Language language, std::string_view before, const QStringList &programWords)
{
    return Ui::LanguageSupport::completionsAfter(language, before, programWords);
}

std::vector<std::pair<Core::SourceRange, QString>> playerReferences(Core::Debug::Language language,
                                                                    std::string_view source)
{
    std::vector<std::pair<Core::SourceRange, QString>> found;
    if (const auto references = Ui::descriptor(language).playerReferences) {
        for (Ui::PlayerReference &reference : references(source))
            found.emplace_back(reference.range, std::move(reference.player));
    }
    return found;
}

QString manualPage(Core::Debug::Language language)
{
    return Ui::descriptor(language).manualPage;
}

} // namespace Foulplay::Lsp::LanguageWords
