#include "hoverdocs.h"
#include "hoverwords.h"
#include "languagesupport.h"
#include "languagewords.h"

#include "cheat/highlighter.h"
#include "cheat/lexer.h"
#include "cheat/parser.h"
#include "debug/languagedescriptor.h"
#include "languages/cheat/cheatdebug.h"

#include <algorithm>

// Cheat's words: its completion, hover documentation, manual sections and
// pronouns, from the text alone (QtCore only).
namespace Foulplay::Ui::Cheat {
namespace {

using Core::TokenKind;

QString hoverDocumentation(const LexedText &text, int position)
{
    int index = -1;
    const QList<HoverWord> sentence = sentenceAround(text, position, &index);
    if (index < 0 || index >= sentence.size())
        return {};
    const HoverWord &word = sentence.at(index);
    if (word.kind == TokenKind::Comment || word.kind == TokenKind::Number)
        return {};
    const QString previous = index > 0 ? sentence.at(index - 1).text : QString();
    return HoverDocs::cheatWord(word.text, previous);
}

QString hoverKeyword(const LexedText &text, int position, QString *previousWord)
{
    int index = -1;
    const QList<HoverWord> sentence = sentenceAround(text, position, &index);
    if (index < 0 || index >= sentence.size() || sentence.at(index).kind == TokenKind::Comment)
        return {};
    if (previousWord)
        *previousWord = index > 0 ? sentence.at(index - 1).text : QString();
    return sentence.at(index).text;
}

QStringList sentenceForms()
{
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
}

ManualSection manualSection(const QString &keyword, const QString &previousWord)
{
    const QString word = keyword.toLower();
    const QString before = previousWord.toLower();
    const auto in = [&word](std::initializer_list<const char *> words) {
        return std::any_of(words.begin(), words.end(), [&word](const char *w) { return word == QLatin1String(w); });
    };
    const QString page = QStringLiteral("cheat.md");
    if (word == QLatin1String("calls") || (word == QLatin1String("cheat") && before == QLatin1String("calls")))
        return {page, QStringLiteral("S calls cheat")};
    if (word == QLatin1String("divisible")
        || in({"is", "equal", "larger", "more", "higher", "smaller", "less", "lower", "than", "score"}))
        return {page, QStringLiteral("Comparisons")};
    if (word == QLatin1String("counts") || (word == QLatin1String("by") && before == QLatin1String("counts")))
        return {page, QStringLiteral("S counts")};
    if (word == QLatin1String("shouts"))
        return {page, QStringLiteral("S shouts")};
    if (word == QLatin1String("asks"))
        return {page, QStringLiteral("S asks for")};
    if (in({"counted", "called", "shouted", "won"})
        || (word == QLatin1String("cheat") && before == QLatin1String("called")))
        return {page, QStringLiteral("Past actions")};
    if (in({"will", "count", "call"}))
        return {page, QStringLiteral("Predictions")};
    if (in({"allowed", "they're", "he's", "she's"}))
        return {page, QStringLiteral("Input")};
    if (in({"if", "unless", "and", "or"}))
        return {page, QStringLiteral("Conditions")};
    if (in({"his", "her", "their", "its", "he", "she", "they", "it"}))
        return {page, QStringLiteral("Pronouns")};
    return {};
}

// A pronoun stands for the player the parser binds it to.
std::vector<PlayerReference> pronouns(std::string_view source)
{
    const Core::Cheat::ParseResult parsed = Core::Cheat::parse(source);
    std::vector<PlayerReference> references;
    for (const Core::Cheat::PronounUse &pronoun : parsed.pronouns) {
        if (pronoun.player >= 0 && std::size_t(pronoun.player) < parsed.program.players.size()) {
            const std::string_view name = parsed.program.playerName(pronoun.player);
            references.push_back({pronoun.range, QString::fromUtf8(name.data(), qsizetype(name.size()))});
        }
    }
    return references;
}

} // namespace
} // namespace Foulplay::Ui::Cheat

namespace Foulplay::Ui {

const LanguageWords &cheatWords()
{
    static const LanguageWords words{
        .language = Language::Cheat,
        .core = &Core::Debug::cheatLanguage(),
        .manualPage = QStringLiteral("cheat.md"),
        .highlightLine = Core::Cheat::highlightLine,
        .keywords = [] { return LanguageSupport::lowerCaseWords(Core::Cheat::keywords()); },
        .sentenceForms = Cheat::sentenceForms,
        .completesFromParser = true,
        .namesArePlayers = true,
        .scoresArePhrases = true,
        .documentationAt = Cheat::hoverDocumentation,
        .keywordAt = Cheat::hoverKeyword,
        .manualSection = Cheat::manualSection,
        .playerReferences = Cheat::pronouns,
    };
    return words;
}

QString HoverDocs::cheatWord(const QString &word, const QString &previousWord)
{
    const QString w = word.toLower();
    const QString before = previousWord.toLower();
    if (w == QLatin1String("counts")
        || (w == QLatin1String("by") && before != QLatin1String("divisible") && before != QLatin1String("divided")
            && before != QLatin1String("added") && before != QLatin1String("subtracted")
            && before != QLatin1String("counted") && before != QLatin1String("count")))
        return tr("<b>counts [by X]</b>: adds X (1 when left out, must be above 0) to the player's "
                  "score. Counting by more than 1 is a cheat: it opens a window of ceil(X − 1) "
                  "turns in which a call catches it. Reaching 100 wins and sets every score to 0.");
    if (w == QLatin1String("calls") || (w == QLatin1String("cheat") && before == QLatin1String("calls")))
        return tr("<b>calls cheat [to T]</b>: accuses T (or every other player). Needs a condition. "
                  "If the target has an open cheat window its score becomes 0, its windows close, "
                  "a caught winning count is revoked, and the program writes <code>Cheat, NAME.</code>");
    if (w == QLatin1String("shouts"))
        return tr("<b>shouts … score</b>: writes the player's own score and a new line.");
    if (w == QLatin1String("asks"))
        return tr("<b>asks for … score</b>: reads the next number from the input into the player's "
                  "own score. At the end of the input the program ends normally.");
    if (w == QLatin1String("if"))
        return tr("<b>if</b>: the statement acts only when the condition holds. Conditions joined "
                  "with <code>and</code>/<code>or</code> are read left to right and stop as soon "
                  "as the result is known.");
    if (w == QLatin1String("unless"))
        return tr("<b>unless</b>: the statement acts only when the condition does not hold.");
    if (w == QLatin1String("and") || w == QLatin1String("or"))
        return tr("<b>and</b> binds tighter than <b>or</b>; evaluation stops as soon as the result "
                  "is known, so input is read only when needed.");
    if (w == QLatin1String("divisible") || (w == QLatin1String("by") && before == QLatin1String("divisible")))
        return tr("<b>is divisible by E</b>: true when the score divided by E is a whole number. "
                  "Dividing by 0 is a runtime error.");
    if (w == QLatin1String("is") || w == QLatin1String("equal") || w == QLatin1String("larger")
        || w == QLatin1String("more") || w == QLatin1String("higher") || w == QLatin1String("smaller")
        || w == QLatin1String("less") || w == QLatin1String("lower") || w == QLatin1String("than"))
        return tr("<b>… score is CMP E</b>: compares a score with the value of E: equal to; larger, "
                  "more or higher than; smaller, less or lower than; divisible by.");
    if (w == QLatin1String("won") || (w == QLatin1String("times") && !before.isEmpty() && before.at(0).isDigit()))
        return tr("<b>P won</b>: true when P won during the last turn. <b>P won N times</b>: P's "
                  "wins, revoked ones not counted, are exactly N.");
    if (w == QLatin1String("added") || w == QLatin1String("plus") || w == QLatin1String("+")
        || w == QLatin1String("subtracted") || w == QLatin1String("minus") || w == QLatin1String("-")
        || w == QLatin1String("x") || w == QLatin1String("times") || w == QLatin1String("*") || w == QStringLiteral("×")
        || w == QLatin1String("divided") || w == QLatin1String("over") || w == QLatin1String("/")
        || w == QStringLiteral("÷"))
        return tr("Arithmetic with exact decimals: <code>*</code>, <code>/</code> and their words "
                  "bind tighter than <code>+</code> and <code>-</code>; all are left-associative.");
    if (w == QLatin1String("counted"))
        return tr("<b>P counted [by X]</b>: true when P counted (by X) during the last turn.");
    if (w == QLatin1String("called") || (w == QLatin1String("cheat") && before == QLatin1String("called")))
        return tr("<b>P called cheat [to T]</b>: true when P called cheat (on T) during the last "
                  "turn; a call without a target matches every other player.");
    if (w == QLatin1String("shouted"))
        return tr("<b>P shouted</b>: true when P shouted during the last turn.");
    if (w == QLatin1String("will") || w == QLatin1String("count") || w == QLatin1String("call"))
        return tr("<b>P will count / will call cheat</b>: looks at P's statements in the slots up "
                  "to this one again; true when one of the right kind would act in the current "
                  "state. Nothing is simulated.");
    if (w == QLatin1String("allowed") || (w == QLatin1String("to") && before == QLatin1String("allowed")))
        return tr("<b>… allowed to</b>: asks the player a yes/no question on the input "
                  "(yes, y, true, 1 / no, n, false, 0). The end of the input answers no.");
    if (w == QLatin1String("score"))
        return tr("A player's score: it starts at 0 and counting adds to it.");
    return {};
}

} // namespace Foulplay::Ui
