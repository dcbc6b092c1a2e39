#include "hoverdocs.h"
#include "hoverwords.h"
#include "languagesupport.h"
#include "languagewords.h"

#include "debug/languagedescriptor.h"
#include "languages/unfair/unfairdebug.h"
#include "unfair/highlighter.h"
#include "unfair/parser.h"

// Unfair's words: its completion, hover documentation and manual sections,
// from the text alone (QtCore only).
namespace Foulplay::Ui::Unfair {
namespace {

using Core::TokenKind;

// The sentence's key for HoverDocs::unfairSentence() ("counts", "if resets",
// ...) and the player it names, or an empty key.
QString unfairKey(const QList<HoverWord> &sentence, QString *player)
{
    QStringList keys;
    for (int i = 0; i < sentence.size(); ++i) {
        const HoverWord &word = sentence.at(i);
        if (word.kind == TokenKind::Comment)
            continue;
        keys.append(word.text.toLower());
        if (player->isEmpty() && word.kind == TokenKind::Player) {
            *player = word.text;
            if (word.text.compare(QLatin1String("player"), Qt::CaseInsensitive) == 0 && i + 1 < sentence.size())
                *player += QLatin1Char(' ') + sentence.at(i + 1).text;
            else if (i > 0 && sentence.at(i - 1).text.compare(QLatin1String("player"), Qt::CaseInsensitive) == 0)
                *player = sentence.at(i - 1).text + QLatin1Char(' ') + word.text;
        }
    }
    if (keys.isEmpty())
        return {};
    if (keys.contains(QLatin1String("re-syncs")))
        return keys.contains(QLatin1String("reset")) ? QStringLiteral("full reset") : QStringLiteral("re-syncs");
    if (keys.contains(QLatin1String("de-syncs")))
        return QStringLiteral("de-syncs");
    if (keys.first() == QLatin1String("if"))
        return keys.contains(QLatin1String("resets")) ? QStringLiteral("if resets") : QStringLiteral("if compare");
    for (const char *first : {"label", "do", "evaluate", "define"}) {
        if (keys.first() == QLatin1String(first))
            return QString::fromLatin1(first);
    }
    if (keys.contains(QLatin1String("counts")))
        return QStringLiteral("counts");
    return {};
}

QString unfairDocumentation(const QList<HoverWord> &sentence)
{
    QString player;
    const QString key = unfairKey(sentence, &player);
    if (player.isEmpty())
        player = HoverDocs::tr("the player");
    const QString text = HoverDocs::unfairSentence(key, player);
    if (text.isEmpty())
        return {};
    return QStringLiteral("<p><code>%1</code></p><p>%2</p>").arg(sentenceText(sentence).toHtmlEscaped(), text);
}

QString hoverDocumentation(const LexedText &text, int position)
{
    int index = -1;
    const QList<HoverWord> sentence = sentenceAround(text, position, &index);
    if (index < 0 || sentence.at(index).kind == TokenKind::Comment)
        return {};
    return unfairDocumentation(sentence);
}

QString hoverKeyword(const LexedText &text, int position, QString *)
{
    int index = -1;
    const QList<HoverWord> sentence = sentenceAround(text, position, &index);
    if (index < 0 || sentence.at(index).kind == TokenKind::Comment)
        return {};
    QString player;
    return unfairKey(sentence, &player);
}

QStringList sentenceForms()
{
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
}

ManualSection manualSection(const QString &keyword, const QString &)
{
    const QString word = keyword.toLower();
    const QString page = QStringLiteral("unfair.md");
    if (word == QLatin1String("counts"))
        return {page, QStringLiteral("P counts.")};
    if (word == QLatin1String("de-syncs"))
        return {page, QStringLiteral("P de-syncs")};
    if (word == QLatin1String("re-syncs"))
        return {page, QStringLiteral("P re-syncs the count from")};
    if (word == QLatin1String("full reset"))
        return {page, QStringLiteral("P re-syncs the count by a full reset.")};
    if (word == QLatin1String("label") || word == QLatin1String("do"))
        return {page, QStringLiteral("Label L.")};
    if (word.startsWith(QLatin1String("if")))
        return {page, QStringLiteral("If C, then do L again.")};
    if (word == QLatin1String("evaluate"))
        return {page, QStringLiteral("Evaluate X.")};
    if (word == QLatin1String("define"))
        return {page, QStringLiteral("Define X.")};
    return {};
}

} // namespace
} // namespace Foulplay::Ui::Unfair

namespace Foulplay::Ui {

const LanguageWords &unfairWords()
{
    static const LanguageWords words{
        .language = Language::Unfair,
        .core = &Core::Debug::unfairLanguage(),
        .manualPage = QStringLiteral("unfair.md"),
        .highlightLine = Core::Unfair::highlightLine,
        .keywords = [] { return LanguageSupport::lowerCaseWords(Core::Unfair::keywords()); },
        .sentenceForms = Unfair::sentenceForms,
        .completesFromParser = true,
        .namesArePlayers = false,
        .scoresArePhrases = false,
        .documentationAt = Unfair::hoverDocumentation,
        .keywordAt = Unfair::hoverKeyword,
        .manualSection = Unfair::manualSection,
    };
    return words;
}

QString HoverDocs::unfairSentence(const QString &key, const QString &player)
{
    const QString p = player.toHtmlEscaped();
    if (key == QLatin1String("counts"))
        return tr("%1 counts: every universe adds %1's counting number to its count. A universe "
                  "that reaches 100 or more resets to 0. If the visible count reset, %1's counting "
                  "number grows by the raising number; above 100, every counting number goes back "
                  "to 5 and %1's raising number grows by 0.5.")
            .arg(p);
    if (key == QLatin1String("de-syncs"))
        return tr("%1 counts, then makes a mistake: a new visible universe starts from the value "
                  "the actual count had that many counting steps ago. The actual count goes on "
                  "underneath.")
            .arg(p);
    if (key == QLatin1String("re-syncs"))
        return tr("Removes the named mistake (the newest live one, or the n-th) and every universe "
                  "above it, then %1 counts. Naming a mistake that does not exist stops the run "
                  "with an error.")
            .arg(p);
    if (key == QLatin1String("full reset"))
        return tr("Resets everything: one universe with count 0, every counting number 5, every "
                  "raising number 1, no mistakes. Nobody counts.");
    if (key == QLatin1String("label"))
        return tr("Marks a place that <code>Do … again.</code> jumps to. Does nothing itself; each "
                  "label may be defined once.");
    if (key == QLatin1String("do"))
        return tr("Jumps to the label and goes on from there.");
    if (key == QLatin1String("if resets"))
        return tr("Jumps to the label when the latest counting sentence (counts, de-syncs, "
                  "re-syncs from a mistake) reset the visible count.");
    if (key == QLatin1String("if compare"))
        return tr("Jumps to the label when the comparison holds. Each side is a player's counting "
                  "or raising number, the count, or a number; <code>Player 2's</code> alone means "
                  "the same property as the other side. <code>than</code> is accepted for "
                  "<code>then</code>.");
    if (key == QLatin1String("evaluate"))
        return tr("Writes the number (the visible count or a player's counting or raising number) "
                  "and a new line.");
    if (key == QLatin1String("define"))
        return tr("Reads the next number from the input into the visible count or the player's "
                  "number. At the end of the input the program stops normally; input that is not "
                  "a number is an error.");
    return {};
}

} // namespace Foulplay::Ui
