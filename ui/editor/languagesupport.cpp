#include "languagesupport.h"

#include "fyb/parser.h"

namespace Foulplay::Ui::LanguageSupport {

int highlightLine(Language language, std::string_view line, int stateIn,
                  std::vector<Core::Token> &out)
{
    Q_UNUSED(language);
    Q_UNUSED(line);
    Q_UNUSED(out);
    return stateIn;
}

std::vector<Core::Diagnostic> parse(Language language, std::string_view source)
{
    switch (language) {
    case Language::Fyb:
        return Core::Fyb::parse(source).diagnostics;
    case Language::Unfair:
    case Language::Cheat:
    case Language::PlainText:
        break;
    }
    return {};
}

QStringList keywords(Language language)
{
    Q_UNUSED(language);
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
