#include "hoverdocs.h"

#include "syntaxhighlighter.h"

#include <QTextBlock>
#include <QTextDocument>

namespace Foulplay::Ui {

namespace {

using Core::TokenKind;

struct Word {
    QString text;
    TokenKind kind;
    int position; // in the document
};

// How far a sentence is looked for around the mouse, in lines.
constexpr int maxSentenceLines = 30;

QList<Word> wordsOf(const QTextBlock &block, const SyntaxHighlighter &highlighter)
{
    const QTextBlock previous = block.previous();
    const int stateIn = previous.isValid() && previous.userState() > 0 ? previous.userState() : 0;
    std::vector<Core::Token> tokens;
    const QString text = block.text();
    highlighter.lexLine(text, stateIn, tokens);
    QList<Word> words;
    for (const Core::Token &token : tokens)
        words.append({text.mid(token.start, token.length), token.kind, block.position() + token.start});
    return words;
}

// The words of the sentence around position: back to the '.' before it,
// forward to the '.' that ends it. *index is the word under position; the
// result is empty when no word is there.
QList<Word> sentenceAround(const QTextDocument *document, int position,
                           const SyntaxHighlighter &highlighter, int *index)
{
    auto endsSentence = [](const Word &word) {
        return word.kind == TokenKind::Punctuation && word.text == QLatin1String(".");
    };
    const QTextBlock home = document->findBlock(position);
    const QList<Word> words = wordsOf(home, highlighter);
    int hovered = -1;
    for (int i = 0; i < words.size(); ++i) {
        if (words.at(i).position <= position && position < words.at(i).position + words.at(i).text.size())
            hovered = i;
    }
    *index = -1;
    if (hovered < 0)
        return {};

    int first = hovered - 1;
    while (first >= 0 && !endsSentence(words.at(first)))
        --first;
    QList<Word> sentence = words.mid(first + 1, hovered - first - 1);
    QTextBlock block = home.previous();
    for (int lines = 0; first < 0 && block.isValid() && lines < maxSentenceLines; ++lines) {
        const QList<Word> earlier = wordsOf(block, highlighter);
        int i = int(earlier.size()) - 1;
        while (i >= 0 && !endsSentence(earlier.at(i)))
            --i;
        sentence = earlier.mid(i + 1) + sentence;
        if (i >= 0)
            break;
        block = block.previous();
    }
    *index = int(sentence.size());
    sentence.append(words.at(hovered));
    if (endsSentence(words.at(hovered)))
        return sentence;

    for (int i = hovered + 1; i < words.size(); ++i) {
        sentence.append(words.at(i));
        if (endsSentence(words.at(i)))
            return sentence;
    }
    block = home.next();
    for (int lines = 0; block.isValid() && lines < maxSentenceLines; ++lines) {
        for (const Word &word : wordsOf(block, highlighter)) {
            sentence.append(word);
            if (endsSentence(word))
                return sentence;
        }
        block = block.next();
    }
    return sentence;
}

QString sentenceText(const QList<Word> &sentence)
{
    QString text;
    for (const Word &word : sentence) {
        if (word.kind == TokenKind::Comment)
            continue;
        if (!text.isEmpty() && word.kind != TokenKind::Punctuation && !word.text.startsWith(QLatin1Char('\''))
            && !word.text.startsWith(QChar(0x2019)))
            text += QLatin1Char(' ');
        text += word.text;
    }
    return text;
}

// The sentence's key for HoverDocs::unfairSentence() ("counts", "if resets",
// ...) and the player it names, or an empty key.
QString unfairKey(const QList<Word> &sentence, QString *player)
{
    QStringList keys;
    for (int i = 0; i < sentence.size(); ++i) {
        const Word &word = sentence.at(i);
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

QString unfairDocumentation(const QList<Word> &sentence)
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

} // namespace

QString HoverDocs::unfairSentence(const QString &key, const QString &player)
{
    const QString p = player.toHtmlEscaped();
    if (key == QLatin1String("counts"))
        return tr("%1 counts: every universe adds %1's counting number to its count. A universe "
                  "that reaches 100 or more resets to 0. If the visible count reset, %1's counting "
                  "number grows by the raising number; above 100, every counting number goes back "
                  "to 5 and %1's raising number grows by 0.5.").arg(p);
    if (key == QLatin1String("de-syncs"))
        return tr("%1 counts, then makes a mistake: a new visible universe starts from the value "
                  "the actual count had that many counting steps ago. The actual count goes on "
                  "underneath.").arg(p);
    if (key == QLatin1String("re-syncs"))
        return tr("Removes the named mistake (the newest live one, or the n-th) and every universe "
                  "above it, then %1 counts. Naming a mistake that does not exist stops the run "
                  "with an error.").arg(p);
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

QString HoverDocs::cheatWord(const QString &word, const QString &previousWord)
{
    const QString w = word.toLower();
    const QString before = previousWord.toLower();
    if (w == QLatin1String("counts") || (w == QLatin1String("by") && before != QLatin1String("divisible")
                                          && before != QLatin1String("divided")
                                          && before != QLatin1String("added")
                                          && before != QLatin1String("subtracted")
                                          && before != QLatin1String("counted")
                                          && before != QLatin1String("count")))
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
        || w == QLatin1String("x") || w == QLatin1String("times") || w == QLatin1String("*")
        || w == QStringLiteral("×") || w == QLatin1String("divided") || w == QLatin1String("over")
        || w == QLatin1String("/") || w == QStringLiteral("÷"))
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

QString HoverDocs::fybCommand(QChar command)
{
    switch (command.toLatin1()) {
    case '%':
        return tr("<b>%</b> (0): does nothing. Shorter programs are padded with it.");
    case '+':
        return tr("<b>+</b> (1): adds 1 to the uncommitted value at the data pointer of the edited "
                  "buffer (the enemy's, or your own while defected), wrapping from 16 to 0.");
    case '<':
        return tr("<b>&lt;</b> (2): moves the data pointer left; it stays at 0.");
    case '>':
        return tr("<b>&gt;</b> (3): moves the data pointer right, wrapping to 0 at the end.");
    case ',':
        return tr("<b>,</b> (4): reserved; does nothing.");
    case '.':
        return tr("<b>.</b> (5): reserved; does nothing.");
    case '!':
        return tr("<b>!</b> (6): commits the uncommitted value at the data pointer, so that it runs. "
                  "Committing a defect (@) makes this thread defect.");
    case '?':
        return tr("<b>?</b> (7): uncommits: the working value at the data pointer becomes the "
                  "committed one again.");
    case '[':
        return tr("<b>[</b> (8): enters the loop while the working value at the data pointer is "
                  "not 0 (a nop); otherwise jumps past the matching ].");
    case ']':
        return tr("<b>]</b> (9): jumps back to the matching [, which tests again.");
    case '{':
        return tr("<b>{</b> (10): enters the loop while no enemy thread's program pointer is at "
                  "the data pointer; once one is found, jumps past the matching }.");
    case '}':
        return tr("<b>}</b> (11): jumps back to the matching {.");
    case ':':
        return tr("<b>:</b> (12): forks once: the new thread runs the body up to the matching ; "
                  "and loops there, the parent skips past it. A spent : does nothing.");
    case ';':
        return tr("<b>;</b> (13): sends the thread back to the command after the matching :.");
    case '*':
        return tr("<b>*</b> (15): ends the thread. A forked thread ends only right before a ;. "
                  "When a program has no thread left, it loses.");
    case '@':
        return tr("<b>@</b> (16): defects: from now on this thread edits its own buffer (and "
                  "back again at the next @); the data pointer moves to this command.");
    default:
        break;
    }
    return {};
}

QString HoverDocs::keywordAt(const QTextDocument *document, int position,
                             const SyntaxHighlighter &highlighter, QString *previousWord)
{
    if (position < 0 || position >= document->characterCount() - 1)
        return {};
    switch (highlighter.language()) {
    case Language::Fyb:
        if (documentationAt(document, position, highlighter).isEmpty())
            return {};
        return QString(document->characterAt(position));
    case Language::Cheat: {
        int index = -1;
        const QList<Word> sentence = sentenceAround(document, position, highlighter, &index);
        if (index < 0 || index >= sentence.size() || sentence.at(index).kind == TokenKind::Comment)
            return {};
        if (previousWord)
            *previousWord = index > 0 ? sentence.at(index - 1).text : QString();
        return sentence.at(index).text;
    }
    case Language::Unfair: {
        int index = -1;
        const QList<Word> sentence = sentenceAround(document, position, highlighter, &index);
        if (index < 0 || sentence.at(index).kind == TokenKind::Comment)
            return {};
        QString player;
        return unfairKey(sentence, &player);
    }
    case Language::PlainText:
        break;
    }
    return {};
}

QString HoverDocs::documentationAt(const QTextDocument *document, int position,
                                   const SyntaxHighlighter &highlighter)
{
    if (position < 0 || position >= document->characterCount() - 1)
        return {};
    const QTextBlock block = document->findBlock(position);
    switch (highlighter.language()) {
    case Language::Fyb: {
        for (const Word &word : wordsOf(block, highlighter)) {
            if (position < word.position || position >= word.position + word.text.size())
                continue;
            if (word.kind == TokenKind::Text || word.kind == TokenKind::Comment)
                return {};
            return fybCommand(document->characterAt(position));
        }
        return {};
    }
    case Language::Cheat: {
        int index = -1;
        const QList<Word> sentence = sentenceAround(document, position, highlighter, &index);
        if (index < 0 || index >= sentence.size())
            return {};
        const Word &word = sentence.at(index);
        if (word.kind == TokenKind::Comment || word.kind == TokenKind::Number)
            return {};
        const QString previous = index > 0 ? sentence.at(index - 1).text : QString();
        return cheatWord(word.text, previous);
    }
    case Language::Unfair: {
        int index = -1;
        const QList<Word> sentence = sentenceAround(document, position, highlighter, &index);
        if (index < 0 || sentence.at(index).kind == TokenKind::Comment)
            return {};
        return unfairDocumentation(sentence);
    }
    case Language::PlainText:
        break;
    }
    return {};
}

} // namespace Foulplay::Ui
