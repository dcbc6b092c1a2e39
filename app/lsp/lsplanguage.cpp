#include "lsplanguage.h"

#include "hoverdocs.h"
#include "languagesupport.h"
#include "languagewords.h"

#include <QRegularExpression>

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
    return Ui::languageWords(language).highlightLine(line, stateIn, out);
}

QString hoverText(Core::Debug::Language language, const QString &text, qsizetype offset, int stateIn, TextFormat format)
{
    return textOf(Ui::HoverDocs::documentationAt(language, text, int(offset), stateIn), format);
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
    if (const auto references = Ui::languageWords(language).playerReferences) {
        for (Ui::PlayerReference &reference : references(source))
            found.emplace_back(reference.range, std::move(reference.player));
    }
    return found;
}

QString manualPage(Core::Debug::Language language)
{
    return Ui::languageWords(language).manualPage;
}

} // namespace Foulplay::Lsp::LanguageWords
