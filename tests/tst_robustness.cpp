// Robustness: what messages show of hostile text, and how the command line
// treats files, streams and options it cannot use as they are.

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "cli.h"
#include "common/diagnostic.h"

#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

#include <fstream>
#include <random>
#include <sstream>

using namespace Foulplay;

class TestRobustness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void displayText_data();
    void displayText();
    void cheatTruncatedUtf8KeepsLineNumbers();
    void cheatPredictionsMatchTheSlotOrderEvaluation();
    void errorsAreCapped();
    void directoriesAndLimitsExit3();
    void endlessInputIsCutIntoTokens();
    void failedWriteIsARuntimeError();
    void everyCommandReportsAFailedWrite();
    void commonOptionQuotesItsValue();
    void optionsTakeEqualsAndAnyCase();
    void battleHelpPrintsUsage();

private:
    int cli(const std::vector<std::string> &args, std::string &out, std::string &err, const std::string &input = {});
    QTemporaryDir m_dir;
};

int TestRobustness::cli(const std::vector<std::string> &args, std::string &out, std::string &err,
                        const std::string &input)
{
    std::istringstream in(input);
    std::ostringstream outStream, errStream;
    const int status = Cli::run(args, in, outStream, errStream);
    out = outStream.str();
    err = errStream.str();
    return status;
}

void TestRobustness::displayText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain") << QByteArray("unexpected 'x'") << QStringLiteral("unexpected 'x'");
    QTest::newRow("invalid utf-8") << QByteArray("'\xff\xfe'") << QStringLiteral("'\\xFF\\xFE'");
    QTest::newRow("nul and escape") << QByteArray("a\0b\x1b[31m", 8) << QStringLiteral("a\\x00b\\x1B[31m");
    QTest::newRow("zero width space") << QByteArray("'\xe2\x80\x8b'") << QStringLiteral("'U+200B'");
    QTest::newRow("byte-order mark") << QByteArray("\xef\xbb\xbf") << QStringLiteral("U+FEFF");
    QTest::newRow("accented letters stay") << QByteArray("'Zo\xc3\xab'") << QString::fromUtf8("'Zo\xc3\xab'");
    QTest::newRow("40 characters stay") << QByteArray("'" + QByteArray(40, 'a') + "'")
                                        << QString("'" + QString(40, QLatin1Char('a')) + "'");
    QTest::newRow("long token cut") << QByteArray("found '" + QByteArray(5000, 'a') + "'.")
                                    << QString("found '" + QString(40, QLatin1Char('a')) + QChar(0x2026) + "'.");
}

void TestRobustness::displayText()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, shown);
    QCOMPARE(QString::fromStdString(Core::displayText(text.toStdString())), shown);
}

void TestRobustness::cheatTruncatedUtf8KeepsLineNumbers()
{
    // The \xe2\x80 before the newline is a truncated character: it must not
    // take the newline with it.
    const Core::Cheat::ParseResult parsed = Core::Cheat::parse("Alice counts \xe2\x80\nBob counts \xff.\n");
    QVERIFY(parsed.diagnostics.size() >= 2);
    QCOMPARE(parsed.diagnostics.front().range.begin.line, 1);
    QCOMPARE(parsed.diagnostics.back().range.begin.line, 2);
    QCOMPARE(parsed.diagnostics.back().range.begin.column, 12);
    QVERIFY(Core::englishText(parsed.diagnostics.back().message).find("\\xFF") != std::string::npos);
}

// Untraced slots answer predictions from a sweep over the slot's view (and
// remember what scans found); traced slots evaluate every prediction lazily,
// statement by statement, exactly as the rules are written. Both must give
// the same run, slot for slot, on any program.
void TestRobustness::cheatPredictionsMatchTheSlotOrderEvaluation()
{
    std::mt19937 random(20261203);
    const char *names[] = {"Alice", "Bob", "Carol"};
    const auto pick = [&](int n) { return int(random() % unsigned(n)); };
    for (int program = 0; program < 300; ++program) {
        std::string source;
        const int statements = 2 + pick(9);
        for (int s = 0; s < statements; ++s) {
            const std::string subject = names[pick(3)];
            source += subject;
            switch (pick(4)) {
            case 0:
                source += " counts by " + std::to_string(1 + pick(40));
                break;
            case 1:
                source += " calls cheat";
                break;
            case 2:
                source += " shouts his score";
                break;
            default:
                source += " counts";
                break;
            }
            const int terms = pick(4);
            for (int t = 0; t < terms; ++t) {
                source += t == 0 ? (pick(3) == 0 ? " unless " : " if ") : (pick(2) ? " and " : " or ");
                const std::string other = names[pick(3)];
                switch (pick(7)) {
                case 0:
                    source += other + " will count";
                    break;
                case 1:
                    source += other + " will count by " + std::to_string(1 + pick(40));
                    break;
                case 2:
                    source += other + " will call cheat";
                    break;
                case 3:
                    source += other + " counted";
                    break;
                case 4:
                    source += other + "'s score is larger than " + std::to_string(pick(100));
                    break;
                case 5:
                    source += other + "'s score is divisible by " + std::to_string(pick(4));
                    break;
                default:
                    source += other + " won";
                    break;
                }
            }
            source += ".\n";
        }
        Core::Cheat::ParseResult parsed = Core::Cheat::parse(source);
        if (!parsed.ok())
            continue;
        Core::Cheat::Engine swept(parsed.program);
        Core::Cheat::Engine lazy(parsed.program);
        lazy.setTracing(true);
        for (int slot = 0; slot < 400; ++slot) {
            const Core::StopReason a = swept.step();
            const Core::StopReason b = lazy.step();
            QVERIFY2(a == b && swept.state() == lazy.state(), source.c_str());
            if (a != Core::StopReason::Step)
                break;
        }
    }
}

void TestRobustness::errorsAreCapped()
{
    const std::string path = m_dir.filePath(QStringLiteral("many.unfair")).toStdString();
    {
        std::ofstream file(path);
        for (int i = 0; i < 250; ++i)
            file << "Plyer 1 counts.\n";
    }
    std::string out, err;
    QCOMPARE(cli({"run", path}, out, err), int(Cli::ExitBeforeRun));
    QCOMPARE(std::count(err.begin(), err.end(), '\n'), 101);
    QVERIFY(err.find("150 more errors not shown") != std::string::npos);
    QCOMPARE(cli({"run", path, "--max-errors=3"}, out, err), int(Cli::ExitBeforeRun));
    QVERIFY(err.find("247 more errors not shown") != std::string::npos);
}

void TestRobustness::directoriesAndLimitsExit3()
{
    const std::string dir = m_dir.path().toStdString();
    std::string out, err;
    QCOMPARE(cli({"run", dir, "--lang", "unfair"}, out, err), int(Cli::ExitBeforeRun));
    QVERIFY(err.find("it is a directory") != std::string::npos);
    const std::string program = m_dir.filePath(QStringLiteral("one.unfair")).toStdString();
    std::ofstream(program) << "Player 1 counts.\n";
    QCOMPARE(cli({"run", program, "--input", dir}, out, err), int(Cli::ExitBeforeRun));
    QVERIFY(err.find("it is a directory") != std::string::npos);
    QCOMPARE(cli({"run", "/dev/zero", "--lang", "cheat", "--max-program-size", "100000"}, out, err),
             int(Cli::ExitBeforeRun));
    QVERIFY(err.find("larger than 100000 bytes") != std::string::npos);
    QCOMPARE(cli({"run", program, "--max-program-size", "5"}, out, err), int(Cli::ExitBeforeRun));
    QCOMPARE(cli({"run", program}, out, err), int(Cli::ExitOk));
}

void TestRobustness::endlessInputIsCutIntoTokens()
{
    const std::string program = m_dir.filePath(QStringLiteral("read.unfair")).toStdString();
    std::ofstream(program) << "Define the count. Evaluate the count.\n";
    std::string out, err;
    QCOMPARE(cli({"run", program, "--input", "/dev/zero"}, out, err), int(Cli::ExitRuntimeError));
    QVERIFY(err.find("input '\\x00\\x00") != std::string::npos);
    // Forty bytes of the token are quoted, each as \x00, as every front end quotes it.
    QVERIFY2(err.size() < 260, err.c_str());
}

void TestRobustness::failedWriteIsARuntimeError()
{
    const std::string program = m_dir.filePath(QStringLiteral("print.unfair")).toStdString();
    std::ofstream(program) << "Label l. Player 1 counts. Evaluate the count. Do l again.\n";
    std::ofstream full("/dev/full");
    if (!full)
        QSKIP("no /dev/full here");
    std::istringstream in;
    std::ostringstream err;
    QCOMPARE(Cli::run({"run", program, "--max-steps", "100000"}, in, full, err), int(Cli::ExitRuntimeError));
    QVERIFY(err.str().find("cannot write the output") != std::string::npos);
    // The reason the system gave, not a generic one.
    QVERIFY2(err.str().find(std::strerror(ENOSPC)) != std::string::npos, err.str().c_str());
}

// Every command that writes a result fails with 1 when it cannot write it.
void TestRobustness::everyCommandReportsAFailedWrite()
{
    const std::string a = m_dir.filePath(QStringLiteral("a.fyb")).toStdString();
    const std::string b = m_dir.filePath(QStringLiteral("b.fyb")).toStdString();
    const std::string pairs = m_dir.filePath(QStringLiteral("pairs.txt")).toStdString();
    const std::string program = m_dir.filePath(QStringLiteral("once.unfair")).toStdString();
    std::ofstream(a) << "[+]";
    std::ofstream(b) << "%";
    std::ofstream(pairs) << a << '\t' << b << '\n';
    std::ofstream(program) << "Player 1 counts. Evaluate the count.\n";
    const std::vector<std::vector<std::string>> commands{
        {"run", program},
        {"battle", a, b, "--max-turns", "100"},
        {"battles", "--pairs", pairs, "--max-turns", "100"},
        {"hill", a, b, "--max-turns", "100"},
        {"battle", a, b, "--max-turns", "100", "--json"},
        {"--help"},
        {"--version"},
    };
    for (const std::vector<std::string> &args : commands) {
        std::ofstream full("/dev/full");
        if (!full)
            QSKIP("no /dev/full here");
        std::istringstream in;
        std::ostringstream err;
        const int status = Cli::run(args, in, full, err);
        QVERIFY2(status == int(Cli::ExitRuntimeError),
                 qPrintable(QString::fromStdString(args.front() + ": " + err.str())));
        QVERIFY2(err.str().find(std::string("cannot write the output: ") + std::strerror(ENOSPC)) != std::string::npos,
                 err.str().c_str());
    }
}

// A common option's value that is no whole number (or too large for one) is
// quoted, as every other option's is.
void TestRobustness::commonOptionQuotesItsValue()
{
    std::string out, err;
    QCOMPARE(cli({"run", "x.unfair", "--max-errors", "99999999999999999999"}, out, err), int(Cli::ExitUsage));
    QCOMPARE(err, std::string("foulplay-cli run: --max-errors takes a whole number, not '99999999999999999999'\n"));
    QCOMPARE(cli({"battle", "a.fyb", "b.fyb", "--max-program-size=-1"}, out, err), int(Cli::ExitUsage));
    QCOMPARE(err, std::string("foulplay-cli battle: --max-program-size takes a whole number, not '-1'\n"));
    QCOMPARE(cli({"run", "x.unfair", "--max-errors"}, out, err), int(Cli::ExitUsage));
    QCOMPARE(err, std::string("foulplay-cli run: --max-errors takes a whole number\n"));
}

void TestRobustness::optionsTakeEqualsAndAnyCase()
{
    const std::string program = m_dir.filePath(QStringLiteral("noext")).toStdString();
    std::ofstream(program) << "Player 1 counts. Player 1 counts.\n";
    std::string out, err;
    QCOMPARE(cli({"run", program, "--lang=Unfair", "--max-steps=1"}, out, err), int(Cli::ExitStepLimit));
    QCOMPARE(cli({"run", program, "--lang", "UNFAIR"}, out, err), int(Cli::ExitOk));
    QCOMPARE(cli({"run", program, "--lang", "Fish"}, out, err), int(Cli::ExitUsage));
    QVERIFY(err.find("unfair or cheat") != std::string::npos);
}

void TestRobustness::battleHelpPrintsUsage()
{
    std::string out, err;
    QCOMPARE(cli({"battle", "--help"}, out, err), int(Cli::ExitOk));
    QVERIFY(out.find("foulplay-cli battle") != std::string::npos);
    QCOMPARE(cli({"run", "-h"}, out, err), int(Cli::ExitOk));
}

QTEST_GUILESS_MAIN(TestRobustness)
#include "tst_robustness.moc"
