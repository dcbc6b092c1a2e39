// The one rule every front end reads a program's input by
// (Core::InputTokenizer): pieces of any size give the same tokens as the
// whole, a byte-order mark counts only at the very start, and a token of
// any length is one token.
#include "common/io.h"

#include <QRandomGenerator>
#include <QTest>

#include <deque>
#include <string>
#include <vector>

using Foulplay::Core::InputTokenizer;

namespace {

std::vector<std::string> tokensOf(const std::vector<std::string> &pieces)
{
    InputTokenizer tokenizer;
    std::deque<std::string> tokens;
    for (const std::string &piece : pieces)
        tokenizer.feed(piece, tokens);
    tokenizer.finish(tokens);
    return {tokens.begin(), tokens.end()};
}

std::vector<std::string> tokensOf(const std::string &text)
{
    return tokensOf(std::vector<std::string>{text});
}

using Tokens = std::vector<std::string>;

} // namespace

class TestInputTokenizer final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void whitespaceSeparates();
    void byteOrderMarkOnlyAtTheStart();
    void longTokensStayWhole();
    void overlongTokensAreCutAndMarked();
    void piecesGiveTheWholeTokens();
};

void TestInputTokenizer::whitespaceSeparates()
{
    QCOMPARE(tokensOf("1 2\t3\n4\r\n5\v6\f7"), (Tokens{"1", "2", "3", "4", "5", "6", "7"}));
    QCOMPARE(tokensOf("  \r\n "), Tokens{});
    // NUL and bytes that are not UTF-8 belong to tokens, as they are.
    QCOMPARE(tokensOf(std::string("a\0b \xff\xfe", 6)), (Tokens{std::string("a\0b", 3), "\xff\xfe"}));
    // No-break space and other Unicode spaces are no separators.
    QCOMPARE(tokensOf("1\xc2\xa0"
                      "2"),
             Tokens{"1\xc2\xa0"
                    "2"});
}

void TestInputTokenizer::byteOrderMarkOnlyAtTheStart()
{
    QCOMPARE(tokensOf("\xef\xbb\xbf"
                      "4 5"),
             (Tokens{"4", "5"}));
    QCOMPARE(tokensOf("\xef\xbb\xbf"), Tokens{});
    QCOMPARE(tokensOf(" \xef\xbb\xbf"
                      "4"),
             Tokens{"\xef\xbb\xbf"
                    "4"});
    QCOMPARE(tokensOf("4 \xef\xbb\xbf"), (Tokens{"4", "\xef\xbb\xbf"}));
    // A prefix of the mark at the start is part of the token.
    QCOMPARE(tokensOf("\xef\xbb"
                      "4"),
             Tokens{"\xef\xbb"
                    "4"});
    // The mark cut into pieces is still the mark.
    QCOMPARE(tokensOf(Tokens{"\xef", "\xbb",
                             "\xbf"
                             "7"}),
             Tokens{"7"});
}

void TestInputTokenizer::longTokensStayWhole()
{
    const std::string zeros(4096, '0');
    QCOMPARE(tokensOf(zeros + "5 6"), (Tokens{zeros + "5", "6"}));
    const std::string long1(InputTokenizer::MaxTokenBytes, '7');
    QCOMPARE(tokensOf(long1 + " 8"), (Tokens{long1, "8"}));
}

void TestInputTokenizer::overlongTokensAreCutAndMarked()
{
    const std::string kept(InputTokenizer::MaxTokenBytes, '0');
    const Tokens tokens = tokensOf(kept + "0000000005 6");
    QCOMPARE(tokens.size(), std::size_t(2));
    QCOMPARE(tokens[0], kept + "\u2026");
    QCOMPARE(tokens[1], std::string("6"));
    // The token is handed on as soon as it is too long: an endless one ends.
    InputTokenizer tokenizer;
    std::string token;
    std::size_t fed = 0;
    while (!tokenizer.feedByte('\0', token))
        ++fed;
    QCOMPARE(fed, InputTokenizer::MaxTokenBytes);
    QVERIFY(token.ends_with("\u2026"));
}

void TestInputTokenizer::piecesGiveTheWholeTokens()
{
    const quint32 seed = QRandomGenerator::system()->generate();
    qInfo("seed %u", seed);
    QRandomGenerator random(seed);
    const char alphabet[] = {'0', '1', '5', '.', ',', '-', ' ', '\n', '\r', '\t', '\0', '\xef', '\xbb', '\xbf', 'y'};
    for (int round = 0; round < 2000; ++round) {
        std::string text;
        const int length = int(random.bounded(60));
        for (int i = 0; i < length; ++i)
            text.push_back(alphabet[random.bounded(int(sizeof alphabet))]);
        std::vector<std::string> pieces;
        for (std::size_t at = 0; at < text.size();) {
            const std::size_t size = std::min<std::size_t>(text.size() - at, 1 + random.bounded(5));
            pieces.push_back(text.substr(at, size));
            at += size;
        }
        if (tokensOf(pieces) != tokensOf(text))
            QFAIL(qPrintable(
                QStringLiteral("seed %1, round %2: pieces cut the tokens differently").arg(seed).arg(round)));
    }
}

QTEST_GUILESS_MAIN(TestInputTokenizer)
#include "tst_inputtokenizer.moc"
