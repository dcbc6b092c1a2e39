#include "hoverwords.h"

#include <QByteArray>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

using Core::TokenKind;

// How far a sentence is looked for around the mouse, in lines.
constexpr int maxSentenceLines = 30;

bool endsSentence(const HoverWord &word)
{
    return word.kind == TokenKind::Punctuation && word.text == QLatin1String(".");
}

} // namespace

int lexUtf16(LexLine lex, const QString &text, int stateIn, std::vector<Core::Token> &out)
{
    out.clear();
    // The lexers count bytes of UTF-8; the text counts UTF-16 units. The
    // sources are ASCII in practice, so map offsets only when they differ.
    const QByteArray utf8 = text.toUtf8();
    const int endState = lex(std::string_view(utf8.constData(), std::size_t(utf8.size())), stateIn, out);
    if (utf8.size() == text.size())
        return endState;

    std::vector<int> unitOfByte(std::size_t(utf8.size()) + 1, int(text.size()));
    int byte = 0;
    for (int unit = 0; unit < text.size(); ++unit) {
        const char32_t c = text.at(unit).unicode();
        int bytes = 1;
        if (text.at(unit).isHighSurrogate()) {
            bytes = 4;
        } else if (text.at(unit).isLowSurrogate()) {
            continue;
        } else if (c >= 0x800) {
            bytes = 3;
        } else if (c >= 0x80) {
            bytes = 2;
        }
        for (int i = 0; i < bytes && byte < utf8.size(); ++i)
            unitOfByte[std::size_t(byte++)] = unit;
    }
    for (Core::Token &token : out) {
        const auto begin = std::size_t(std::clamp(token.start, 0, int(utf8.size())));
        const auto end = std::size_t(std::clamp(token.start + token.length, 0, int(utf8.size())));
        token.start = unitOfByte[begin];
        token.length = unitOfByte[end] - token.start;
    }
    return endState;
}

LexedText::LexedText(const QString &text, int stateIn, LexLine lex)
    : m_text(text)
{
    std::vector<Core::Token> tokens;
    int state = stateIn;
    qsizetype lineStart = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(u'\n', lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QString line = text.mid(lineStart, lineEnd - lineStart);
        state = lexUtf16(lex, line, state, tokens);
        QList<HoverWord> words;
        for (const Core::Token &token : tokens)
            words.append({line.mid(token.start, token.length), token.kind, int(lineStart) + token.start});
        m_lines.append(words);
        lineStart = lineEnd + 1;
    }
}

bool LexedText::find(int position, qsizetype *line, qsizetype *index) const
{
    for (qsizetype l = 0; l < m_lines.size(); ++l) {
        const QList<HoverWord> &words = m_lines.at(l);
        for (qsizetype i = 0; i < words.size(); ++i) {
            const HoverWord &word = words.at(i);
            if (word.position <= position && position < word.position + word.text.size()) {
                *line = l;
                *index = i;
                return true;
            }
        }
    }
    return false;
}

QList<HoverWord> sentenceAround(const LexedText &text, int position, int *index)
{
    *index = -1;
    qsizetype home = 0;
    qsizetype hovered = 0;
    if (!text.find(position, &home, &hovered))
        return {};
    const QList<QList<HoverWord>> &lines = text.lines();
    const QList<HoverWord> &words = lines.at(home);

    qsizetype first = hovered - 1;
    while (first >= 0 && !endsSentence(words.at(first)))
        --first;
    QList<HoverWord> sentence = words.mid(first + 1, hovered - first - 1);
    qsizetype line = home - 1;
    for (int count = 0; first < 0 && line >= 0 && count < maxSentenceLines; ++count, --line) {
        const QList<HoverWord> &earlier = lines.at(line);
        qsizetype i = earlier.size() - 1;
        while (i >= 0 && !endsSentence(earlier.at(i)))
            --i;
        sentence = earlier.mid(i + 1) + sentence;
        if (i >= 0)
            break;
    }
    *index = int(sentence.size());
    sentence.append(words.at(hovered));
    if (endsSentence(words.at(hovered)))
        return sentence;

    for (qsizetype i = hovered + 1; i < words.size(); ++i) {
        sentence.append(words.at(i));
        if (endsSentence(words.at(i)))
            return sentence;
    }
    line = home + 1;
    for (int count = 0; line < lines.size() && count < maxSentenceLines; ++count, ++line) {
        for (const HoverWord &word : lines.at(line)) {
            sentence.append(word);
            if (endsSentence(word))
                return sentence;
        }
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
