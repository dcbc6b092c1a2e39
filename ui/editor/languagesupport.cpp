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
