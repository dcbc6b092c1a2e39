// The Unfair parser, its diagnostics and hints, and the editor's lexer.
#include "common/io.h"
#include "unfair/engine.h"
#include "unfair/highlighter.h"
#include "unfair/parser.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace Foulplay::Core;
using Unfair::OperandKind;
using Unfair::StatementKind;

namespace {

Decimal dec(const char *text)
{
    return *Decimal::parse(text);
}

QString describe(const std::vector<Diagnostic> &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &diagnostic : diagnostics)
        lines << QString::fromStdString(formatDiagnostic("p", diagnostic));
    return lines.join(QLatin1Char('\n'));
}

// The seed of the generated programs: FOULPLAY_TEST_SEED, else drawn now; printed.
quint32 testSeed()
{
    bool ok = false;
    const quint32 given = qEnvironmentVariable("FOULPLAY_TEST_SEED").toUInt(&ok);
    const quint32 seed = ok ? given : QRandomGenerator::system()->generate();
    qInfo("seed %u (FOULPLAY_TEST_SEED=%u repeats it)", seed, seed);
    return seed;
}

// A program of about `size` bytes in blocks of every sentence form: each
// block a label, sentences naming a few players, jumps back to its label and
// ahead to its end label, comments and sentences over two lines.
std::string generatedProgram(QRandomGenerator &random, std::size_t size)
{
    std::string text;
    const auto pick = [&](int n) { return int(random.bounded(n)); };
    for (int block = 0; text.size() < size; ++block) {
        const std::string label = "L" + std::to_string(block);
        const int players[] = {1 + pick(12), 1 + pick(12), 1 + pick(300)};
        const auto player = [&] { return "Player " + std::to_string(players[pick(3)]); };
        text += "Label " + label + ".\n";
        for (int n = 4 + pick(20); n > 0; --n) {
            switch (pick(12)) {
            case 0:
                text += player() + " de-syncs for " + std::to_string(1 + pick(40)) + " steps.";
                break;
            case 1:
                text += player() + " re-syncs the count from " + player() + "'s mistake.";
                break;
            case 2:
                text += player() + " re-syncs the count from " + player() + "'s 2nd mistake.";
                break;
            case 3:
                text += player() + " re-syncs the count by a full reset.";
                break;
            case 4:
                text += "Evaluate the count.";
                break;
            case 5:
                text += "Evaluate " + player() + "'s raising number.";
                break;
            case 6:
                text += "Define " + player() + "'s counting number.";
                break;
            case 7:
                text += "If the count resets, then do " + label + " again.";
                break;
            case 8:
                text += "If " + player() + "'s counting number is bigger then " + player() + "'s,\n  then do " + label
                        + "_end again.";
                break;
            case 9:
                text +=
                    "If the count is smaller than " + std::to_string(pick(1000)) + ".5, then do " + label + " again.";
                break;
            case 10:
                text += "Do " + label + "_end again. # ahead";
                break;
            default:
                text += player() + " counts.";
                break;
            }
            text += '\n';
        }
        text += "Label " + label + "_end.\n";
    }
    return text;
}

} // namespace

class TestUnfairParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesEverySentence();
    void keywordsIgnoreCaseAndWhitespace();
    void dotFollowedByDigitBelongsToTheNumber();
    void labelsAreResolvedAndCaseSensitive();
    void bareSideTakesTheOtherSidesNumber();
    void statementRanges();
    void errors_data();
    void errors();
    void collectsEveryError();
    void programWithErrorsHasNoRunnableLabels();
    void brokenLabelIsStillDefined();
    void valueNames_data();
    void valueNames();
    void highlightsWithTheParsersLexer();
    void highlightStateCrossesLines();
    void keywordsAreTheParsersWords();
    void neverCrashesOnBrokenText();
    void bigProgramStaysCompact();
    void namesInEverySentenceStayCompact_data();
    void namesInEverySentenceStayCompact();
    void positionsOfEveryByte();
    void errorsStopAtTheCap();
};

void TestUnfairParser::parsesEverySentence()
{
    const auto result =
        Unfair::parse("Player 1 counts.\n"
                      "Player 2.5 de-syncs for 3 steps.\n"
                      "Player 1 re-syncs the count from Player 2.5's mistake.\n"
                      "Player 1 re-syncs the count from Player 2.5's 21st mistake.\n"
                      "Player 3 re-syncs the count by a full reset.\n"
                      "Label loop.\n"
                      "Do loop again.\n"
                      "If the count resets, then do loop again.\n"
                      "If Player 1's counting number is bigger then Player 2.5's raising number, then do loop again.\n"
                      "If the count is smaller than 12.5, then do loop again.\n"
                      "Evaluate the count.\n"
                      "Evaluate Player 1's raising number.\n"
                      "Define Player 2.5's counting number.\n");
    QVERIFY2(result.ok(), qPrintable(describe(result.diagnostics)));
    const auto &program = result.program;
    QCOMPARE(program.statements.size(), std::size_t(13));
    QCOMPARE(program.playerNumbers, std::string("12.53"));
    QCOMPARE(program.playerEnds, (std::vector<std::uint32_t>{1, 4, 5}));
    QCOMPARE(program.playerNumber(1), std::string_view("2.5"));
    QCOMPARE(program.playerIndex(dec("2.50")), std::optional<std::uint32_t>(1));
    const auto &s = program.statements;
    QCOMPARE(s[0].kind, StatementKind::Count);
    QCOMPARE(s[1].kind, StatementKind::DeSync);
    QCOMPARE(s[1].player, std::uint32_t(1));
    QCOMPARE(s[1].amount(), std::uint64_t(3));
    QCOMPARE(s[2].kind, StatementKind::ReSync);
    QCOMPARE(s[2].other, std::uint32_t(1));
    QCOMPARE(s[2].amount(), std::uint64_t(0)); // the newest
    QCOMPARE(s[3].amount(), std::uint64_t(21));
    QCOMPARE(s[4].kind, StatementKind::FullReset);
    QCOMPARE(s[4].player, std::uint32_t(2));
    QCOMPARE(s[5].kind, StatementKind::Label);
    QCOMPARE(s[6].kind, StatementKind::Jump);
    QCOMPARE(s[6].amount(), std::uint64_t(5));
    QCOMPARE(s[7].kind, StatementKind::JumpIfResets);
    QCOMPARE(s[8].kind, StatementKind::JumpIfBigger);
    QCOMPARE(s[8].left(), (Unfair::Operand{OperandKind::CountingNumber, 0}));
    QCOMPARE(s[8].right(), (Unfair::Operand{OperandKind::RaisingNumber, 1}));
    QCOMPARE(s[9].kind, StatementKind::JumpIfSmaller);
    QCOMPARE(s[9].left().kind, OperandKind::Count);
    QCOMPARE(s[9].right().kind, OperandKind::Literal);
    QCOMPARE(program.constants.at(s[9].right().index), dec("12.5"));
    QCOMPARE(s[10].kind, StatementKind::Evaluate);
    QCOMPARE(s[11].left(), (Unfair::Operand{OperandKind::RaisingNumber, 0}));
    QCOMPARE(s[12].kind, StatementKind::Define);
    QCOMPARE(s[12].left(), (Unfair::Operand{OperandKind::CountingNumber, 1}));
}

void TestUnfairParser::keywordsIgnoreCaseAndWhitespace()
{
    const auto result = Unfair::parse("pLAYER\n1   COUNTS\t.# a comment . Player 2 counts.\n"
                                      "EVALUATE   the\n\n count . player 1 RE-SYNCS THE COUNT BY A FULL RESET.");
    QVERIFY2(result.ok(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.program.statements.size(), std::size_t(3));
    QCOMPARE(result.program.playerCount(), std::size_t(1)); // the comment's Player 2 is no sentence
}

void TestUnfairParser::dotFollowedByDigitBelongsToTheNumber()
{
    const auto result = Unfair::parse("Player 1.5 counts.Player 1.0 counts.Player 1. Player 2 counts.");
    // "Player 1." ends a sentence that lacks its verb
    QCOMPARE(result.diagnostics.size(), std::size_t(1));
    QCOMPARE(result.diagnostics[0].range.begin, (SourcePos{1, 45}));
    QCOMPARE(result.program.playerCount(), std::size_t(3));
    QCOMPARE(result.program.playerNumber(0), std::string_view("1.5"));
    QCOMPARE(result.program.playerNumber(1), std::string_view("1"));
}

void TestUnfairParser::labelsAreResolvedAndCaseSensitive()
{
    const auto result =
        Unfair::parse("Do Loop again. Label loop. Label Loop. Label 12. Do 12 again. Label x_2. Do x_2 again.");
    QVERIFY2(result.ok(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.program.statements[0].amount(), std::uint64_t(2));
    QCOMPARE(result.program.statements[4].amount(), std::uint64_t(3));
    QCOMPARE(result.program.statements[6].amount(), std::uint64_t(5));
    QCOMPARE(result.program.labelStatement("loop"), std::optional<std::uint32_t>(1));
    QCOMPARE(result.program.labels(), (std::vector<std::uint32_t>{1, 2, 3, 5}));
    QCOMPARE(result.program.labelRange(result.program.statements[1]).begin, (SourcePos{1, 22}));
    QCOMPARE(result.program.labelName(result.program.statements[5]), std::string_view("x_2"));
}

void TestUnfairParser::bareSideTakesTheOtherSidesNumber()
{
    const auto result =
        Unfair::parse("Label l. If Player 1's raising number is bigger then Player 2's, then do l again. "
                      "If Player 1's is smaller then Player 2's counting number, then do l again.");
    QVERIFY2(result.ok(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.program.statements[1].right(), (Unfair::Operand{OperandKind::RaisingNumber, 1}));
    QCOMPARE(result.program.statements[2].left(), (Unfair::Operand{OperandKind::CountingNumber, 0}));
}

void TestUnfairParser::statementRanges()
{
    const std::string source = "  Player 1 counts.\nLabel a. Evaluate\n  the count.";
    const auto result = Unfair::parse(source);
    QVERIFY(result.ok());
    const auto &s = result.program.statements;
    QCOMPARE(result.program.range(s[0]), (SourceRange{{1, 3}, {1, 19}}));
    QCOMPARE(result.program.range(s[2]), (SourceRange{{2, 10}, {3, 13}}));
    QCOMPARE(source.substr(s[2].offset, s[2].length), std::string("Evaluate\n  the count."));
    QCOMPARE(result.program.statementsAt(2, 0), (std::vector<std::uint32_t>{1, 2}));
    QCOMPARE(result.program.statementsAt(2, 12), (std::vector<std::uint32_t>{2}));
    QCOMPARE(result.program.statementsAt(3, 5), (std::vector<std::uint32_t>{2}));
    QCOMPARE(result.program.statementsAt(1, 1), (std::vector<std::uint32_t>{}));
}

void TestUnfairParser::errors_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("hint");

    QTest::newRow("count for counts") << "Player 1 count." << 1 << 10
                                      << "expected 'counts', 'de-syncs' or 're-syncs' after 'Player 1', found 'count'"
                                      << "did you mean 'counts'?";
    QTest::newRow("desyncs") << "\n  Player 1 desyncs for 2 steps." << 2 << 12
                             << "expected 'counts', 'de-syncs' or 're-syncs' after 'Player 1', found 'desyncs'"
                             << "did you mean 'de-syncs'?";
    QTest::newRow("unknown start")
        << "Evalute the count." << 1 << 1
        << "a sentence cannot start with 'Evalute'; sentences start with 'Player', 'Label', 'Do', 'If', 'Evaluate' or 'Define'"
        << "did you mean 'Evaluate'?";
    QTest::newRow("Player1")
        << "Player1 counts." << 1 << 1
        << "a sentence cannot start with 'Player1'; sentences start with 'Player', 'Label', 'Do', 'If', 'Evaluate' or 'Define'"
        << "did you mean 'Player 1'?";
    QTest::newRow("no player number") << "Player counts." << 1 << 8
                                      << "expected the player's number after 'Player', found 'counts'"
                                      << "players are numbers: 'Player 1', 'Player 2', 'Player 1.5'";
    QTest::newRow("negative player") << "Player -1 counts." << 1 << 8 << "a player's number cannot be negative: '-1'"
                                     << "";
    QTest::newRow("huge player") << "Player 123456789012345678901234567890123456789 counts." << 1 << 8
                                 << "the number '123456789012345678901234567890123456789' has more than 38 digits"
                                 << "";
    QTest::newRow("unknown label") << "Label loop. Do lop again." << 1 << 16 << "unknown label 'lop'"
                                   << "did you mean 'loop'?";
    QTest::newRow("label case") << "Label Loop. Do loop again." << 1 << 16 << "unknown label 'loop'"
                                << "did you mean 'Loop'?";
    QTest::newRow("no labels at all") << "Do end again." << 1 << 4 << "unknown label 'end'"
                                      << "define it with 'Label end.'";
    QTest::newRow("duplicate label") << "Label a.\nLabel a." << 2 << 7
                                     << "label 'a' is already defined at line 1, column 7"
                                     << "";
    QTest::newRow("fraction of steps") << "Player 2 de-syncs for 1.5 steps." << 1 << 23
                                       << "the number of steps must be a whole number, not '1.5'"
                                       << "";
    // Steps are numbers like any other: 38 digits at most (leading zeros do not count).
    QTest::newRow("39-digit steps") << "Player 2 de-syncs for 999999999999999999999999999999999999999 steps." << 1 << 23
                                    << "the number '999999999999999999999999999999999999999' has more than 38 digits"
                                    << "";
    QTest::newRow("negative steps") << "Player 2 de-syncs for -2 steps." << 1 << 23
                                    << "the number of steps cannot be negative: '-2'"
                                    << "";
    QTest::newRow("missing for") << "Player 2 de-syncs 2 steps." << 1 << 19
                                 << "expected 'for' after 'de-syncs', found '2'"
                                 << "write it as 'Player X de-syncs for N steps.'";
    QTest::newRow("bad ordinal") << "Player 2 re-syncs the count from Player 3's 2st mistake." << 1 << 45
                                 << "'2st' is not an ordinal"
                                 << "did you mean '2nd'?";
    QTest::newRow("12th") << "Player 2 re-syncs the count from Player 3's 12nd mistake." << 1 << 45
                          << "'12nd' is not an ordinal"
                          << "did you mean '12th'?";
    QTest::newRow("0th") << "Player 2 re-syncs the count from Player 3's 0th mistake." << 1 << 45
                         << "mistakes count from '1st', not '0th'"
                         << "";
    QTest::newRow("missing 's") << "Player 2 re-syncs the count from Player 3 mistake." << 1 << 43
                                << "expected \"'s\" after 'Player 3', found 'mistake'"
                                << "write it as 'Player X re-syncs the count from Player Y's mistake.'";
    QTest::newRow("full reset typo") << "Player 2 re-syncs the count by a ful reset." << 1 << 34
                                     << "expected 'full' after 'a', found 'ful'"
                                     << "did you mean 'full'?";
    QTest::newRow("both sides bare") << "Label l. If Player 1's is bigger then Player 2's, then do l again." << 1 << 13
                                     << "say which number to compare: both sides leave it out"
                                     << "write 'Player X's counting number' or 'Player X's raising number' on one side";
    QTest::newRow("bare against the count")
        << "Label l. If Player 1's is bigger then the count, then do l again." << 1 << 13
        << "say which number of the player to compare: 'counting number' or 'raising number'"
        << "only a player's number on the other side can be left out";
    QTest::newRow("missing comma") << "Label l. If the count resets then do l again." << 1 << 30
                                   << "expected ',' after the condition, found 'then'"
                                   << "write it as 'If CONDITION, then do LABEL again.'";
    QTest::newRow("bigger typo") << "Label l. If the count is biger then 5, then do l again." << 1 << 26
                                 << "expected 'bigger' or 'smaller' after 'is', found 'biger'"
                                 << "did you mean 'bigger'?";
    QTest::newRow("reset for resets") << "Label l. If the count reset, then do l again." << 1 << 23
                                      << "expected 'resets' or 'is' after 'the count', found 'reset'"
                                      << "did you mean 'resets'?";
    QTest::newRow("evaluate what") << "Evaluate Player 1." << 1 << 18 << "expected \"'s\" after 'Player 1', found '.'"
                                   << "write it as 'Evaluate the count.' or 'Evaluate Player X's counting number.'";
    QTest::newRow("counting what") << "Define Player 1's counting." << 1 << 27
                                   << "expected 'number' after 'counting', found '.'"
                                   << "";
    QTest::newRow("missing dot between") << "Player 1 counts Player 2 counts." << 1 << 17
                                         << "expected '.' after 'counts', found 'Player'"
                                         << "is a '.' missing before 'Player'?";
    QTest::newRow("missing final dot") << "Player 1 counts.\nPlayer 2 counts" << 2 << 16
                                       << "missing '.' at the end of the sentence"
                                       << "";
    QTest::newRow("lonely dot") << "Player 1 counts.. Player 2 counts." << 1 << 17 << "a '.' with no sentence before it"
                                << "";
    QTest::newRow("odd character") << "Player 1 counts. Player 2 % counts." << 1 << 27 << "unexpected character '%'"
                                   << "";
    QTest::newRow("label with hyphen") << "Label my-loop." << 1 << 7 << "'my-loop' is not a label name"
                                       << "label names are letters, digits and '_'";
    QTest::newRow("label missing") << "Label ." << 1 << 7 << "expected a label name after 'Label', found '.'"
                                   << "";
    QTest::newRow("again missing") << "Label a. Do a." << 1 << 14 << "expected 'again' after 'a', found '.'"
                                   << "write it as 'Do LABEL again.'";
}

void TestUnfairParser::errors()
{
    QFETCH(QString, source);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    QFETCH(QString, hint);
    const auto result = Unfair::parse(source.toStdString());
    QVERIFY(!result.ok());
    QCOMPARE(int(result.diagnostics.size()), 1);
    const Diagnostic &diagnostic = result.diagnostics.front();
    QCOMPARE(QString::fromStdString(englishText(diagnostic.message)), message);
    QCOMPARE(QString::fromStdString(englishText(diagnostic.hint)), hint);
    QCOMPARE(diagnostic.range.begin.line, line);
    QCOMPARE(diagnostic.range.begin.column, column);
}

void TestUnfairParser::collectsEveryError()
{
    const auto result = Unfair::parse("Player 1 count.\nLabel a. Label a.\nDo b again.\nEvaluate the cont.\n"
                                      "Player 2 counts.\nIf the count resets, then do c again.");
    QCOMPARE(result.diagnostics.size(), std::size_t(5));
    const int lines[] = {1, 2, 3, 4, 6};
    for (std::size_t i = 0; i < 5; ++i)
        QCOMPARE(result.diagnostics[i].range.begin.line, lines[i]);
    QCOMPARE(QString::fromStdString(formatDiagnostic("x.unfair", result.diagnostics[3])),
             QStringLiteral(
                 "x.unfair:4:14: error: expected 'count' after 'the', found 'cont' (did you mean 'count'?)"));
}

void TestUnfairParser::programWithErrorsHasNoRunnableLabels()
{
    // A jump inside a broken sentence is not resolved into another statement.
    const auto result = Unfair::parse("Do a again Player 1 counts. Label a.");
    QCOMPARE(result.diagnostics.size(), std::size_t(1));
    QCOMPARE(result.program.statements.size(), std::size_t(1));
}

void TestUnfairParser::brokenLabelIsStillDefined()
{
    // `Label a` with an error after its name is no statement, but its name
    // is defined: jumps to it are not unknown, and a later `Label a.` repeats it.
    const auto result = Unfair::parse("Do a again.\nLabel a extra.\nPlayer 1 counts.\nLabel a.\nDo b again.\nLabel b");
    const std::vector<Diagnostic> &errors = result.diagnostics;
    QCOMPARE(errors.size(), std::size_t(3));
    QCOMPARE(errors[0].range.begin, (SourcePos{2, 9}));
    QCOMPARE(errors[1].range.begin, (SourcePos{4, 7}));
    QCOMPARE(QString::fromStdString(englishText(errors[1].message)),
             QStringLiteral("label 'a' is already defined at line 2, column 7"));
    QCOMPARE(errors[2].range.begin.line, 6);
    QCOMPARE(result.program.statements[0].amount(), std::uint64_t(1));
    QCOMPARE(result.program.statements[3].amount(), std::uint64_t(4));
    QVERIFY(!result.program.statements[2].definesLabel());
    QVERIFY(result.program.labels().empty());
}

void TestUnfairParser::valueNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("the count") << "the count" << true;
    QTest::newRow("actual") << "THE actual count" << true;
    QTest::newRow("counting") << "Player 2's counting number" << true;
    QTest::newRow("raising") << "Player 1.5's raising number" << true;
    QTest::newRow("typographic apostrophe") << "Player 2\xe2\x80\x99s counting number" << true;
    QTest::newRow("negative player") << "Player -2's counting number" << false;
    QTest::newRow("no number") << "Player 2's counting" << false;
    QTest::newRow("junk") << "score(Olly)" << false;
}

void TestUnfairParser::valueNames()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(Unfair::parseValueName(text.toStdString()).has_value(), valid);
}

void TestUnfairParser::highlightsWithTheParsersLexer()
{
    std::vector<Token> tokens;
    const std::string line = "Player 1.5 de-syncs for 2 steps. Do loop again. # note";
    QCOMPARE(Unfair::highlightLine(line, 0, tokens), 0);
    QCOMPARE(tokens.size(), std::size_t(12));
    const auto kindAt = [&](std::size_t i) { return tokens.at(i).kind; };
    QCOMPARE(kindAt(0), TokenKind::Player);
    QCOMPARE(kindAt(1), TokenKind::Player);
    QCOMPARE(line.substr(std::size_t(tokens[1].start), std::size_t(tokens[1].length)), std::string("1.5"));
    QCOMPARE(kindAt(2), TokenKind::Keyword);
    QCOMPARE(kindAt(4), TokenKind::Number);
    QCOMPARE(kindAt(6), TokenKind::Punctuation);
    QCOMPARE(kindAt(8), TokenKind::Label);
    QCOMPARE(kindAt(11), TokenKind::Comment);
    QCOMPARE(tokens[11].length, 6);

    QCOMPARE(Unfair::highlightLine("Player 1's 2nd mistake ? zork", 0, tokens), 0);
    QCOMPARE(tokens[2].kind, TokenKind::Player); // 's
    QCOMPARE(tokens[3].kind, TokenKind::Number); // 2nd
    QCOMPARE(tokens[5].kind, TokenKind::Error);
    QCOMPARE(tokens[6].kind, TokenKind::Text);
}

void TestUnfairParser::highlightStateCrossesLines()
{
    std::vector<Token> tokens;
    int state = Unfair::highlightLine("Evaluate the count. Label", 0, tokens);
    QVERIFY(state != 0);
    state = Unfair::highlightLine("  # waiting for the name", state, tokens);
    QVERIFY(state != 0);
    state = Unfair::highlightLine("loop. Player", state, tokens);
    QCOMPARE(tokens[0].kind, TokenKind::Label);
    state = Unfair::highlightLine("3 counts.", state, tokens);
    QCOMPARE(tokens[0].kind, TokenKind::Player);
    QCOMPARE(state, 0);
}

void TestUnfairParser::keywordsAreTheParsersWords()
{
    // A program using every keyword parses, and the highlighter marks each one.
    const std::string every =
        "Player 1 counts. Player 1 de-syncs for 2 steps. Player 1 de-syncs for 1 step. "
        "Player 1 re-syncs the count from Player 1's mistake. "
        "Player 1 re-syncs the count by a full reset. Label l. Do l again. "
        "If the count resets, then do l again. "
        "If Player 1's counting number is bigger then Player 1's raising number, then do l again. "
        "If the count is smaller than 3, then do l again. Evaluate the count. Define the count.";
    QVERIFY(Unfair::parse(every).ok());
    std::vector<Token> tokens;
    Unfair::highlightLine(every, 0, tokens);
    for (std::string_view keyword : Unfair::keywords()) {
        bool seen = false;
        for (const Token &token : tokens) {
            const std::string_view text =
                std::string_view(every).substr(std::size_t(token.start), std::size_t(token.length));
            if (text == keyword)
                seen = token.kind == TokenKind::Keyword || token.kind == TokenKind::Player;
            if (seen)
                break;
        }
        QVERIFY2(seen, std::string(keyword).c_str());
    }
}

void TestUnfairParser::neverCrashesOnBrokenText()
{
    // Every prefix of a program using every sentence, and scrambled text: each
    // either parses or reports errors with a place inside the text.
    const std::string program =
        "Player 1.5 counts. Player 2 de-syncs for 3 steps. # note\n"
        "Player 1 re-syncs the count from Player 2's 2nd mistake.\n"
        "Player 3 re-syncs the count by a full reset. Label l. Do l again.\n"
        "If Player 1's is bigger then Player 2's raising number, then do l again.\n"
        "If the count resets, then do l again. If -3 is smaller than the count, then do l again.\n"
        "Evaluate Player 1\xe2\x80\x99s counting number. Define the count.";
    QVERIFY(Unfair::parse(program).ok());
    const auto checkPlaces = [](const std::string &text, const Unfair::ParseResult &result) {
        const int lines = int(std::count(text.begin(), text.end(), '\n')) + 1;
        for (const Diagnostic &diagnostic : result.diagnostics) {
            if (diagnostic.range.begin.line < 1 || diagnostic.range.begin.line > lines
                || diagnostic.range.begin.column < 1 || diagnostic.message.empty())
                return false;
        }
        return true;
    };
    for (std::size_t length = 0; length <= program.size(); ++length) {
        const std::string prefix = program.substr(0, length);
        const auto result = Unfair::parse(prefix);
        QVERIFY2(checkPlaces(prefix, result), prefix.c_str());
        std::vector<Token> tokens;
        Unfair::highlightLine(prefix, 0, tokens);
    }
    std::uint32_t seed = 12345;
    const auto random = [&seed] {
        seed = seed * 1103515245u + 12345u;
        return seed >> 16;
    };
    int ran = 0;
    int rejected = 0;
    for (int round = 0; round < 2000; ++round) {
        std::string text = program;
        for (int edits = int(random() % 8) + 1; edits > 0; --edits) {
            const std::size_t at = random() % text.size();
            switch (random() % 3) {
            case 0:
                text[at] = char(random() % 256);
                break;
            case 1:
                text.erase(at, random() % 12);
                break;
            default:
                text.insert(at, text.substr(random() % text.size(), random() % 20));
                break;
            }
            if (text.empty())
                text = ".";
        }
        const auto result = Unfair::parse(text);
        QVERIFY2(checkPlaces(text, result), text.c_str());
        // The same text gets the same verdict: nothing depends on an earlier parse.
        QVERIFY2(Unfair::parse(text).diagnostics == result.diagnostics, text.c_str());
        if (!result.ok())
            ++rejected;
        if (result.ok()) {
            // what still parses also runs, within limits, without harm
            TextInput input("7 -2.5 100 x");
            StringOutput output;
            Unfair::Settings settings;
            settings.maxSteps = 300;
            Unfair::Engine engine(result.program, settings, &input, &output);
            const StopReason reason = engine.run(1000);
            QVERIFY(reason != StopReason::Step && reason != StopReason::InputNeeded);
            ++ran;
        }
    }
    // The edits reach both sides: programs that still run and programs refused.
    QVERIFY(ran > 0);
    QVERIFY(rejected > 0);
}

QTEST_GUILESS_MAIN(TestUnfairParser)
#include "tst_unfairparser.moc"

void TestUnfairParser::bigProgramStaysCompact()
{
    // A parsed program is a few machine words a sentence, not a copy of the
    // text or a list of its words: about 30 bytes a sentence of some 30.
    QRandomGenerator random(testSeed());
    const std::string source = generatedProgram(random, 4 << 20);
    const auto result = Unfair::parse(source);
    QVERIFY2(result.ok(), qPrintable(describe(result.diagnostics)));
    const Unfair::Program &program = result.program;
    QVERIFY(program.statements.size() > source.size() / 40);
    for (const Unfair::Statement &statement : program.statements) {
        if (statement.kind == StatementKind::Jump || statement.kind == StatementKind::JumpIfBigger) {
            QVERIFY(statement.amount() < program.statements.size());
            QCOMPARE(program.statements[statement.amount()].kind, StatementKind::Label);
        }
    }
    const double perByte = double(program.byteSize()) / double(source.size());
    qInfo("%zu bytes, %zu sentences: the program takes %zu bytes, %.2f a byte of source", source.size(),
          program.statements.size(), program.byteSize(), perByte);
    QVERIFY2(perByte <= 1.5, qPrintable(QString::number(perByte)));
    // The last sentence's place comes from the lines the program keeps.
    const std::size_t lastLine = std::size_t(std::count(source.begin(), source.end(), '\n'));
    QCOMPARE(program.range(program.statements.back()).begin, (SourcePos{int(lastLine), 1}));
}

void TestUnfairParser::namesInEverySentenceStayCompact_data()
{
    QTest::addColumn<bool>("labels");
    QTest::newRow("a new label every sentence") << true;
    QTest::newRow("a new player every sentence") << false;
}

void TestUnfairParser::namesInEverySentenceStayCompact()
{
    // The most names a byte of source can hold: the program and a fresh
    // engine's state take a statement and the name's text for each (about
    // 2.5 and 2.4 bytes a byte; 3.3 when each label had a record and 6 when
    // each player had its number and its state in full).
    QFETCH(bool, labels);
    QRandomGenerator random(testSeed());
    std::string source;
    for (std::uint32_t n = random.bounded(1000u); source.size() < (4u << 20); ++n)
        source += labels ? "Label l" + std::to_string(n) + ".\n" : "Player " + std::to_string(n) + " counts.\n";
    auto result = Unfair::parse(source);
    QVERIFY2(result.ok(), qPrintable(describe(result.diagnostics)));
    const std::size_t programBytes = result.program.byteSize();
    QCOMPARE(labels ? result.program.labels().size() : result.program.playerCount(), result.program.statements.size());
    Unfair::Engine engine(std::move(result.program), {});
    const double perByte = double(programBytes + engine.state().byteSize()) / double(source.size());
    qInfo("%zu bytes: program and state %.2f bytes a byte", source.size(), perByte);
    QVERIFY2(perByte <= 2.8, qPrintable(QString::number(perByte)));
}

void TestUnfairParser::positionsOfEveryByte()
{
    // Lines of every length, from none to several blocks of the index, and
    // sources that start or end with a line feed: every byte's line and
    // column are those counted from the text.
    QRandomGenerator random(testSeed());
    for (int round = 0; round < 20; ++round) {
        std::string source;
        const int lines = random.bounded(1, 40);
        for (int line = 0; line < lines; ++line) {
            const int kind = random.bounded(4);
            const int length = kind == 0 ? 0 : kind == 1 ? random.bounded(1, 70) : random.bounded(1, 2000);
            for (int i = 0; i < length; ++i)
                source += char(random.bounded(32, 127));
            if (line + 1 < lines || random.bounded(2))
                source += '\n';
        }
        const LineIndex index(source);
        int line = 1;
        std::size_t lineStart = 0;
        for (std::size_t offset = 0; offset <= source.size(); ++offset) {
            const SourcePos expected{line, int(offset - lineStart) + 1};
            const SourcePos found = index.position(std::uint32_t(offset));
            if (found.line != expected.line || found.column != expected.column)
                QFAIL(qPrintable(QStringLiteral("byte %1 of %2: %3:%4, not %5:%6")
                                     .arg(offset)
                                     .arg(source.size())
                                     .arg(found.line)
                                     .arg(found.column)
                                     .arg(expected.line)
                                     .arg(expected.column)));
            if (offset < source.size() && source[offset] == '\n') {
                ++line;
                lineStart = offset + 1;
            }
        }
        // The parser's program reads the same index.
        QCOMPARE(Unfair::parse(source).program.lines, index);
    }
}

void TestUnfairParser::errorsStopAtTheCap()
{
    // Broken sentences, unknown labels (reported at the end, among the
    // others in source order) and stray bytes: with a cap the parser keeps
    // the first errors of the whole list and counts the rest.
    QRandomGenerator random(testSeed());
    std::string source;
    const char *const pieces[] = {"Player 1 counts.", "Player 1 count.", "Do nowhere again.",  "Label a.",
                                  "Label a.",         "Do a again.",     "Evaluate the cont.", "\x01.",
                                  "Do Later again.",  "Label later."};
    for (int n = 0; n < 3000; ++n)
        source += std::string(pieces[random.bounded(int(std::size(pieces)))]) + (random.bounded(3) ? " " : "\n");
    const auto all = Unfair::parse(source);
    QCOMPARE(all.unkeptDiagnostics, std::uint64_t(0));
    QVERIFY(all.diagnostics.size() > 1000);
    QVERIFY(std::is_sorted(all.diagnostics.begin(), all.diagnostics.end(),
                           [](const Diagnostic &a, const Diagnostic &b) { return a.range.begin < b.range.begin; }));
    for (const std::size_t cap :
         {std::size_t(0), std::size_t(1), std::size_t(7), std::size_t(100), all.diagnostics.size()}) {
        const auto capped = Unfair::parse(source, cap);
        QCOMPARE(capped.diagnostics.size(), cap);
        QCOMPARE(capped.unkeptDiagnostics, std::uint64_t(all.diagnostics.size() - cap));
        QVERIFY(!capped.ok());
        QVERIFY(std::equal(capped.diagnostics.begin(), capped.diagnostics.end(), all.diagnostics.begin()));
        QCOMPARE(capped.program, all.program);
    }
    // Random bytes: a hundred errors kept of many thousands.
    std::string bytes(1 << 20, '\0');
    for (char &c : bytes)
        c = char(random.bounded(256));
    const auto noise = Unfair::parse(bytes, 100);
    QCOMPARE(noise.diagnostics.size(), std::size_t(100));
    QVERIFY(noise.unkeptDiagnostics > 1000);
    QVERIFY(noise.diagnostics.capacity() <= 128);
}
