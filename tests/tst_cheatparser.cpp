// The Cheat parser: every form of the grammar, and errors with line, column
// and message. Also the editor's highlighter, which uses the same lexer.

#include "cheat/highlighter.h"
#include "cheat/lexer.h"
#include "cheat/parser.h"
#include "cheatprogramgenerator.h"

#include <QTest>

#include <algorithm>

using namespace Foulplay::Core;

class TestCheatParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptsTheWholeGrammar_data();
    void acceptsTheWholeGrammar();
    void errors_data();
    void errors();
    void reportsEveryError();
    void warnsAboutPlayersOnlyInConditions();
    void namesAndNumbers();
    void placesInABigProgram();
    void statementsShareAWord();
    void andBindsTighterThanOr();
    void highlightsWithTheParsersLexer();
    void listsTheKeywords();
};

void TestCheatParser::acceptsTheWholeGrammar_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("counts") << "Player 1 counts.";
    QTest::newRow("counts by") << "PkmnQ counts by 1234.2763.";
    QTest::newRow("counts by comma") << "PkmnQ counts by 1234,2763.";
    QTest::newRow("keywords in any case") << "Alice COUNTS By 2 IF her Score IS Equal TO 0.";
    QTest::newRow("call with target") << "A calls cheat to B if B won. B counts.";
    QTest::newRow("call without target") << "A calls cheat unless A's score is larger than 3.";
    QTest::newRow("shouts") << "Alice shouts her score. Bob shouts Bob's score.";
    QTest::newRow("asks for") << "Bob asks for his score. I_am asks for my score. Y asks for your score.";
    QTest::newRow("comparisons")
        << "A counts if A's score is equal to 1 or his score is larger than 1 or his score is more than 1 or his "
           "score is higher than 1 or his score is smaller than 1 or his score is less than 1 or his score is "
           "lower than 1 or his score is divisible by 1.";
    QTest::newRow("operators")
        << "A counts if its score is equal to 1 + 2 added by 3 plus 4 - 5 subtracted by 6 minus 7 * 8 x 9 × 10 "
           "times 11 / 12 ÷ 13 divided by 14 over 15 + B's score + its score.";
    QTest::newRow("past actions")
        << "A counts if B counted or B counted by 2 or B called cheat or B called cheat to A or B shouted or B won "
           "or B won 3 times.";
    QTest::newRow("predictions") << "A counts if B will count or B will count by 2 or B will call cheat or B will "
                                    "call cheat to A.";
    QTest::newRow("input with every pronoun")
        << "A counts if they're allowed to or he's allowed to or she's allowed to or it's allowed to or I'm "
           "allowed to or you're allowed to or she’s allowed to.";
    QTest::newRow("pronouns as players") << "A counts if he counted or him counted. B counts if I won or me won.";
    QTest::newRow("statement over lines, comments")
        << "// a game\nAlice counts // first\n  by 2 if\n her score is equal to 0. // done";
    QTest::newRow("negative value") << "A counts if his score is larger than -2.";
    QTest::newRow("empty") << "";
}

void TestCheatParser::acceptsTheWholeGrammar()
{
    QFETCH(QString, source);
    const Cheat::ParseResult result = Cheat::parse(source.toStdString());
    for (const Diagnostic &diagnostic : result.diagnostics) {
        if (diagnostic.severity == Severity::Error)
            qWarning("%s", formatDiagnostic("test", diagnostic).c_str());
    }
    QVERIFY(result.ok());
}

void TestCheatParser::errors_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("hint");
    QTest::newRow("misspelt verb") << "Alice cunts." << 1 << 7
                                   << "expected 'counts', 'calls cheat', 'shouts' or 'asks for', found 'cunts'"
                                   << "did you mean 'counts'?";
    QTest::newRow("count by 0") << "A counts.\nB counts by 0." << 2 << 13 << "cannot count by 0"
                                << "count by a positive amount, or leave out 'by'";
    QTest::newRow("count by 0,0") << "B counts by 0,0." << 1 << 13 << "cannot count by 0"
                                  << "count by a positive amount, or leave out 'by'";
    QTest::newRow("count by negative") << "B counts by -3." << 1 << 13 << "cannot count by a negative amount"
                                       << "count by a positive amount";
    QTest::newRow("call on yourself") << "Bob calls cheat to Bob if Bob won." << 1 << 20
                                      << "a player cannot call cheat on themselves"
                                      << "name another player after 'to'";
    QTest::newRow("call without condition")
        << "A counts.\nBob calls cheat to A." << 2 << 5 << "'calls cheat' needs a condition"
        << "add 'if ...' or 'unless ...' before the '.'";
    QTest::newRow("shout another's score")
        << "Alice shouts Bob's score." << 1 << 14 << "players shout only their own score"
        << "write 'Alice's score' or a pronoun such as 'their score'";
    QTest::newRow("ask for another's score")
        << "Alice asks for Bob's score." << 1 << 16 << "players ask only for their own score"
        << "write 'Alice's score' or a pronoun such as 'their score'";
    QTest::newRow("second family without target")
        << "Alice counts if her score is equal to his score." << 1 << 39
        << "a second pronoun family needs a target: 'his' cannot mean anyone but the subject here"
        << "use the same pronouns for the subject, or write the player's name";
    QTest::newRow("third family") << "Olly calls cheat to Olivia if his score is higher than her score or its score "
                                     "is equal to 1."
                                  << 1 << 69 << "a statement can use only two pronoun families (subject and target)"
                                  << "write the player's name instead of 'its'";
    QTest::newRow("greater than") << "A counts if his score is greater than 3." << 1 << 26
                                  << "expected a comparison: 'equal to', 'larger than', 'smaller than' or "
                                     "'divisible by', found 'greater'"
                                  << "did you mean 'larger than'?";
    QTest::newRow("missing comparison") << "A counts if his score is 5." << 1 << 26
                                        << "expected a comparison before the value"
                                        << "write e.g. 'is equal to 5'";
    QTest::newRow("symbol") << "A counts if his score > 5." << 1 << 23 << "unexpected character '>'"
                            << "write 'larger than'";
    QTest::newRow("missing 's") << "A counts if B score is equal to 1." << 1 << 15 << "expected 's before 'score'"
                                << "write 'B's score'";
    QTest::newRow("pronoun subject") << "he counts." << 1 << 1
                                     << "a statement begins with a player's name, not a pronoun"
                                     << "write the name, e.g. 'Alice counts.'";
    QTest::newRow("keyword as name") << "score counts." << 1 << 1
                                     << "expected a player's name to begin a statement, found 'score'"
                                     << "";
    QTest::newRow("Player without number") << "Player counts." << 1 << 1 << "'Player' needs a number"
                                           << "write e.g. 'Player 2'";
    QTest::newRow("missing period at the end")
        << "A counts" << 1 << 9 << "expected 'if', 'unless' or '.', but the program ends"
        << "end every statement with '.'";
    QTest::newRow("missing period before a statement")
        << "A counts\nB counts." << 1 << 9 << "missing '.' at the end of the statement"
        << "";
    QTest::newRow("input with a name") << "A counts if A's allowed to." << 1 << 13
                                       << "the input condition takes a pronoun, not a name"
                                       << "write e.g. \"they're allowed to\": the subject is always the one asked";
    QTest::newRow("they are allowed") << "A counts if they are allowed to." << 1 << 13
                                      << "the input condition is written with an apostrophe"
                                      << "write e.g. \"they're allowed to\" or \"he's allowed to\"";
    QTest::newRow("present tense in condition")
        << "A counts if B counts." << 1 << 15 << "a condition speaks of past or future actions"
        << "write e.g. 'counted' / 'will count', 'called cheat' / 'will call "
           "cheat', 'shouted'";
    QTest::newRow("two decimal points") << "A counts by 1.2.3." << 1 << 13 << "a number has at most one decimal point"
                                        << "write e.g. 1234.5 or 1234,5";
    QTest::newRow("wins not whole") << "A counts if A won 1.5 times." << 1 << 19
                                    << "a number of wins is a whole number, 0 or more"
                                    << "";
    QTest::newRow("call on") << "A calls cheat on B if B won." << 1 << 15
                             << "expected 'if', 'unless' or '.', found 'on'"
                             << "did you mean 'to'?";
    QTest::newRow("target pronoun") << "A calls cheat to him if B won." << 1 << 18
                                    << "the target of 'calls cheat to' must be a player's name"
                                    << "pronouns in this statement mean its subject first, then this target";
    QTest::newRow("too many digits") << "A counts by 123456789012345678901234567890123456789." << 1 << 13
                                     << "number too long: at most 38 digits"
                                     << "";
}

void TestCheatParser::errors()
{
    QFETCH(QString, source);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    QFETCH(QString, hint);
    const Cheat::ParseResult result = Cheat::parse(source.toStdString());
    QVERIFY(!result.ok());
    const auto error = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                                    [](const Diagnostic &d) { return d.severity == Severity::Error; });
    QCOMPARE(QString::fromStdString(englishText(error->message)), message);
    QCOMPARE(error->range.begin.line, line);
    QCOMPARE(error->range.begin.column, column);
    QCOMPARE(QString::fromStdString(englishText(error->hint)), hint);
}

void TestCheatParser::reportsEveryError()
{
    const Cheat::ParseResult result = Cheat::parse("Alice cunts.\n"
                                                   "Bob counts by 0.\n"
                                                   "Bob calls cheat to Bob if Alice won.\n"
                                                   "Alice counts if her score > 2.\n"
                                                   "Alice counts\n"
                                                   "Bob counts.\n");
    std::vector<int> lines;
    for (const Diagnostic &diagnostic : result.diagnostics) {
        QCOMPARE(diagnostic.severity, Severity::Error);
        lines.push_back(diagnostic.range.begin.line);
    }
    QVERIFY((lines == std::vector<int>{1, 2, 3, 4, 5}));
    QCOMPARE(result.program.statements.size(), std::size_t(3));
}

void TestCheatParser::warnsAboutPlayersOnlyInConditions()
{
    const Cheat::ParseResult result = Cheat::parse("Alice counts if Player 3 called cheat.\n");
    QVERIFY(result.ok());
    QCOMPARE(result.diagnostics.size(), std::size_t(1));
    const Diagnostic &warning = result.diagnostics.front();
    QCOMPARE(warning.severity, Severity::Warning);
    QCOMPARE(warning.range.begin, (SourcePos{1, 17}));
    QCOMPARE(englishText(warning.message),
             std::string("'Player 3' has no statement of their own: they never act and their score stays 0"));
}

void TestCheatParser::namesAndNumbers()
{
    const Cheat::ParseResult result = Cheat::parse("player 02 counts by 2,50.\nPlayer 2 counts.\nalice counts.\n"
                                                   "Alice counts by 1.5.\n");
    QVERIFY(result.ok());
    const Cheat::Program &program = result.program;
    QCOMPARE(program.players.size(), std::size_t(3));
    QCOMPARE(program.playerName(0), std::string_view("Player 2"));
    QCOMPARE(program.playerName(1), std::string_view("alice"));
    QCOMPARE(program.playerName(2), std::string_view("Alice"));
    QCOMPARE(program.amount(program.statements[0]), *Decimal::parse("2.5"));
    QCOMPARE(program.windowTurns(program.statements[0]), 2ULL);
    QCOMPARE(program.windowTurns(program.statements[3]), 1ULL);
    QVERIFY(!program.statements[1].cheats);
    QCOMPARE(program.range(program.statements[0]).begin, (SourcePos{1, 1}));
    QCOMPARE(program.range(program.statements[0]).end, (SourcePos{1, 26}));
}

void TestCheatParser::placesInABigProgram()
{
    // Every statement, condition and player of a generated program of many
    // lines (statements over two lines, comments) starts at a token and ends
    // after one, and every token's byte has the line and column the lexer
    // gives it.
    const std::uint64_t seed = Foulplay::Tests::drawSeed();
    qInfo("seed %llu (FOULPLAY_SEED=%llu repeats it)", static_cast<unsigned long long>(seed),
          static_cast<unsigned long long>(seed));
    // More than 4,096 lines, whatever their lengths: the parser forgets
    // lines as it goes, more than a thousand at a time.
    Foulplay::Tests::CheatProgramGenerator generator(seed);
    std::string source;
    while (std::count(source.begin(), source.end(), '\n') <= 4096)
        source += generator.program(256 << 10);
    Cheat::ParseOptions options;
    options.pronouns = false;
    const Cheat::ParseResult result = Cheat::parse(source, options);
    QVERIFY(!result.failed);
    const Cheat::Program &program = result.program;
    std::vector<bool> starts(source.size() + 1);
    std::vector<bool> ends(source.size() + 1);
    for (const Cheat::Lexeme &token : Cheat::tokenize(source)) {
        starts[token.offset] = true;
        ends[token.offset + token.length] = true;
        const SourcePos at = program.position(token.offset);
        if (at.line != token.pos.line || at.column != token.pos.column)
            QFAIL(qPrintable(QStringLiteral("token at byte %1: %2:%3, not %4:%5")
                                 .arg(token.offset)
                                 .arg(at.line)
                                 .arg(at.column)
                                 .arg(token.pos.line)
                                 .arg(token.pos.column)));
    }
    const auto check = [&](const char *what, std::size_t index, std::uint32_t begin, std::uint32_t end) {
        if (!starts[begin] || !ends[end] || begin >= end)
            QFAIL(qPrintable(
                QStringLiteral("%1 %2: bytes %3 to %4").arg(QLatin1String(what)).arg(index).arg(begin).arg(end)));
    };
    for (std::size_t i = 0; i < program.statements.size(); ++i) {
        const Cheat::Statement &statement = program.statements[i];
        check("statement", i, statement.begin, statement.end);
        QCOMPARE(source[statement.end - 1], '.');
    }
    for (std::size_t i = 0; i < program.conditions.size(); ++i)
        check("condition", i, program.conditions[i].begin, program.conditions[i].end);
    for (std::size_t i = 0; i < program.players.size(); ++i)
        check("player", i, program.players[i].begin, program.players[i].end);
}

void TestCheatParser::statementsShareAWord()
{
    // Twenty bytes a statement: the kind, whether it cheats and the subject
    // share a word, and each keeps its whole range.
    static_assert(sizeof(Cheat::Statement) == 20);
    Cheat::Statement statement;
    QCOMPARE(statement.subject, -1);
    QCOMPARE(statement.kind, Cheat::StatementKind::Count);
    QVERIFY(!statement.cheats);
    statement.kind = Cheat::StatementKind::Ask;
    statement.cheats = true;
    statement.subject = Cheat::Statement::MaxPlayers - 1;
    QCOMPARE(statement.kind, Cheat::StatementKind::Ask);
    QVERIFY(statement.cheats);
    QCOMPARE(statement.subject, Cheat::Statement::MaxPlayers - 1);
    statement.kind = Cheat::StatementKind::Count;
    QCOMPARE(statement.subject, Cheat::Statement::MaxPlayers - 1);
}

void TestCheatParser::andBindsTighterThanOr()
{
    const Cheat::ParseResult result = Cheat::parse("A counts if A won or A shouted and A counted or A won 2 times.");
    QVERIFY(result.ok());
    const Cheat::Program &program = result.program;
    const Cheat::Condition &root = program.conditions[program.statements[0].condition];
    // A chain leans right: A won or ((A shouted and A counted) or A won 2 times).
    QCOMPARE(root.kind, Cheat::ConditionKind::Or);
    QCOMPARE(program.conditions[root.left].kind, Cheat::ConditionKind::Won);
    const Cheat::Condition &right = program.conditions[root.right];
    QCOMPARE(right.kind, Cheat::ConditionKind::Or);
    QCOMPARE(program.conditions[right.left].kind, Cheat::ConditionKind::And);
    QCOMPARE(program.conditions[right.right].kind, Cheat::ConditionKind::WonTimes);
}

void TestCheatParser::highlightsWithTheParsersLexer()
{
    std::vector<Token> tokens;
    const std::string line = "Player 2 counts by 3 if her score is > 1,5 x Olly's score. // why";
    QCOMPARE(Cheat::highlightLine(line, 0, tokens), 0);
    std::vector<TokenKind> kinds;
    for (const Token &token : tokens)
        kinds.push_back(token.kind);
    using K = TokenKind;
    const std::vector<K> expected{K::Player,  K::Player,  K::Keyword,  K::Keyword,     K::Number, K::Keyword,
                                  K::Pronoun, K::Keyword, K::Operator, K::Error,       K::Number, K::Operator,
                                  K::Player,  K::Player,  K::Keyword,  K::Punctuation, K::Comment};
    QVERIFY(kinds == expected);
    QCOMPARE(tokens[10].start, 39);
    QCOMPARE(tokens[10].length, 3);
}

void TestCheatParser::listsTheKeywords()
{
    const auto &words = Cheat::keywords();
    for (const char *word : {"counts", "calls", "cheat", "divisible", "allowed", "their", "player"})
        QVERIFY(std::find(words.begin(), words.end(), word) != words.end());
}

QTEST_GUILESS_MAIN(TestCheatParser)
#include "tst_cheatparser.moc"
