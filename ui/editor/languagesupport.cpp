#include "languagesupport.h"

#include "cheat/highlighter.h"
#include "cheat/lexer.h"
#include "cheat/parser.h"
#include "fyb/command.h"
#include "fyb/highlighter.h"
#include "fyb/parser.h"
#include "unfair/highlighter.h"
#include "unfair/parser.h"

namespace Foulplay::Ui::LanguageSupport {

int highlightLine(Language language, std::string_view line, int stateIn,
                  std::vector<Core::Token> &out)
{
    switch (language) {
    case Language::Unfair:
        return Core::Unfair::highlightLine(line, stateIn, out);
    case Language::Cheat:
        return Core::Cheat::highlightLine(line, stateIn, out);
    case Language::Fyb:
        return Core::Fyb::highlightLine(line, stateIn, out);
    case Language::PlainText:
        break;
    }
    return 0;
}

std::vector<Core::Diagnostic> parse(Language language, std::string_view source)
{
    switch (language) {
    case Language::Cheat:
        return Core::Cheat::parse(source).diagnostics;
    case Language::Fyb:
        return Core::Fyb::parse(source).diagnostics;
    case Language::Unfair:
        return Core::Unfair::parse(source).diagnostics;
    case Language::PlainText:
        break;
    }
    return {};
}

namespace {

QStringList toStringList(const std::vector<std::string_view> &words)
{
    QStringList list;
    list.reserve(qsizetype(words.size()));
    for (std::string_view word : words)
        list.append(QString::fromUtf8(word.data(), qsizetype(word.size())).toLower());
    return list;
}

} // namespace

QStringList keywords(Language language)
{
    switch (language) {
    case Language::Cheat:
        return toStringList(Core::Cheat::keywords());
    case Language::Fyb: {
        QStringList commands;
        for (char c : Core::Fyb::CommandCharacters)
            commands.append(QString(QLatin1Char(c)));
        return commands;
    }
    case Language::Unfair:
        return toStringList(Core::Unfair::keywords());
    case Language::PlainText:
        break;
    }
    return {};
}

} // namespace Foulplay::Ui::LanguageSupport

namespace Foulplay::Ui::LanguageSupport {

QStringList sentenceForms(Language language)
{
    switch (language) {
    case Language::Unfair:
        return {
            QStringLiteral("counts."),
            QStringLiteral("de-syncs for 1 steps."),
            QStringLiteral("re-syncs the count from Player 1's mistake."),
            QStringLiteral("re-syncs the count from Player 1's 1st mistake."),
            QStringLiteral("re-syncs the count by a full reset."),
            QStringLiteral("Label"),
            QStringLiteral("Do"),
            QStringLiteral("again."),
            QStringLiteral("If the count resets, then do"),
            QStringLiteral("is bigger then"),
            QStringLiteral("is smaller then"),
            QStringLiteral("counting number"),
            QStringLiteral("raising number"),
            QStringLiteral("Evaluate the count."),
            QStringLiteral("Define the count."),
            QStringLiteral("the count"),
        };
    case Language::Cheat:
        return {
            QStringLiteral("counts."),
            QStringLiteral("counts by"),
            QStringLiteral("calls cheat"),
            QStringLiteral("calls cheat to"),
            QStringLiteral("shouts their score."),
            QStringLiteral("asks for their score."),
            QStringLiteral("score is equal to"),
            QStringLiteral("score is larger than"),
            QStringLiteral("score is smaller than"),
            QStringLiteral("score is divisible by"),
            QStringLiteral("counted"),
            QStringLiteral("called cheat"),
            QStringLiteral("shouted"),
            QStringLiteral("will count"),
            QStringLiteral("will call cheat"),
            QStringLiteral("they're allowed to"),
            QStringLiteral("unless"),
        };
    case Language::Fyb:
    case Language::PlainText:
        break;
    }
    return {};
}

} // namespace Foulplay::Ui::LanguageSupport

namespace Foulplay::Ui::LanguageSupport {

Expectation expectedAfter(Language language, std::string_view source)
{
    Expectation expectation;
    if (language != Language::Unfair && language != Language::Cheat)
        return expectation;
    // The parsers word an error at the end of the text like this (Unfair,
    // Cheat): "expected 'counts', 'de-syncs' or 're-syncs' after 'Player 1',
    // found the end of the program", "expected a number, but the program ends".
    for (const Core::Diagnostic &diagnostic : parse(language, source)) {
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
