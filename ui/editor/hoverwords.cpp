#include "hoverwords.h"

#include "syntaxhighlighter.h"

#include <QTextBlock>
#include <QTextDocument>

namespace Foulplay::Ui {

namespace {

using Core::TokenKind;

// How far a sentence is looked for around the mouse, in lines.
constexpr int maxSentenceLines = 30;

} // namespace

QList<HoverWord> hoverWordsOf(const QTextBlock &block, const SyntaxHighlighter &highlighter)
{
    const QTextBlock previous = block.previous();
    const int stateIn = previous.isValid() && previous.userState() > 0 ? previous.userState() : 0;
    std::vector<Core::Token> tokens;
    const QString text = block.text();
    highlighter.lexLine(text, stateIn, tokens);
    QList<HoverWord> words;
    for (const Core::Token &token : tokens)
        words.append({text.mid(token.start, token.length), token.kind, block.position() + token.start});
    return words;
}

QList<HoverWord> sentenceAround(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter,
                                int *index)
{
    auto endsSentence = [](const HoverWord &word) {
        return word.kind == TokenKind::Punctuation && word.text == QLatin1String(".");
    };
    const QTextBlock home = document->findBlock(position);
    const QList<HoverWord> words = hoverWordsOf(home, highlighter);
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
    QList<HoverWord> sentence = words.mid(first + 1, hovered - first - 1);
    QTextBlock block = home.previous();
    for (int lines = 0; first < 0 && block.isValid() && lines < maxSentenceLines; ++lines) {
        const QList<HoverWord> earlier = hoverWordsOf(block, highlighter);
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
        for (const HoverWord &word : hoverWordsOf(block, highlighter)) {
            sentence.append(word);
            if (endsSentence(word))
                return sentence;
        }
        block = block.next();
    }
    return sentence;
}

QString sentenceText(const QList<HoverWord> &sentence)
{
    QString text;
    for (const HoverWord &word : sentence) {
        if (word.kind == TokenKind::Comment)
            continue;
        if (!text.isEmpty() && word.kind != TokenKind::Punctuation && !word.text.startsWith(QLatin1Char('\''))
            && !word.text.startsWith(QChar(0x2019)))
            text += QLatin1Char(' ');
        text += word.text;
    }
    return text;
}

} // namespace Foulplay::Ui
