#include "languagesupport.h"

namespace Foulplay::Ui::LanguageSupport {

int highlightLine(std::optional<Language> language, std::string_view line, int stateIn, std::vector<Core::Token> &out)
{
    return descriptor(language).highlightLine(line, stateIn, out);
}

std::vector<Core::Diagnostic> parse(std::optional<Language> language, std::string_view source)
{
    return descriptor(language).parse(source);
}

QStringList keywords(std::optional<Language> language)
{
    return descriptor(language).keywords();
}

QStringList sentenceForms(std::optional<Language> language)
{
    return descriptor(language).sentenceForms();
}

QStringList lowerCaseWords(const std::vector<std::string_view> &words)
{
    QStringList list;
    list.reserve(qsizetype(words.size()));
    for (std::string_view word : words)
        list.append(QString::fromUtf8(word.data(), qsizetype(word.size())).toLower());
    return list;
}

Expectation expectedAfter(std::optional<Language> language, std::string_view source)
{
    Expectation expectation;
    const LanguageDescriptor &described = descriptor(language);
    if (!described.completesFromParser)
        return expectation;
    // The parsers word an error at the end of the text like this (Unfair,
    // Cheat): "expected 'counts', 'de-syncs' or 're-syncs' after 'Player 1',
    // found the end of the program", "expected a number, but the program ends".
    for (const Core::Diagnostic &diagnostic : described.parse(source)) {
        const QString message = QString::fromStdString(Core::englishText(diagnostic.message));
        if (diagnostic.severity != Core::Severity::Error || !message.startsWith(QLatin1String("expected "))
            || !(message.endsWith(QLatin1String("found the end of the program"))
                 || message.endsWith(QLatin1String("but the program ends"))))
            continue;
        QString wanted = message.mid(9);
        for (const char *end : {" after '", ", found ", ", but "}) {
            const qsizetype at = wanted.indexOf(QLatin1String(end));
            if (at >= 0)
                wanted.truncate(at);
        }
        expectation.known = true;
        // Quoted spellings; an example in brackets ("('Olly's score')") is not one.
        const QString spelled = wanted.section(u'(', 0, 0);
        qsizetype open = spelled.indexOf(u'\'');
        while (open >= 0) {
            const qsizetype close = spelled.indexOf(QLatin1String("'"), open + 1);
            // "'s" inside a quote ("Player 1's") is not its end.
            qsizetype end = close;
            while (end >= 0 && end + 1 < spelled.size() && spelled.at(end + 1).isLetter())
                end = spelled.indexOf(u'\'', end + 1);
            if (end < 0)
                break;
            expectation.words << spelled.mid(open + 1, end - open - 1);
            open = spelled.indexOf(u'\'', end + 1);
        }
        expectation.label = wanted.contains(QLatin1String("label"));
        expectation.player = wanted.contains(QLatin1String("player")) || wanted.contains(QLatin1String("condition"));
        expectation.number = wanted.contains(QLatin1String("number")) || wanted.contains(QLatin1String("score"));
        break;
    }
    return expectation;
}

} // namespace Foulplay::Ui::LanguageSupport
