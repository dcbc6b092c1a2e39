// `foulplay-cli run PROGRAM.unfair`: exit statuses, stdout only the program's
// output, diagnostics and traces on stderr.
#include "cli.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <sstream>

using namespace Foulplay;

namespace {

const QString Data = QStringLiteral(FOULPLAY_TEST_DATA "/unfair/");

struct Result {
    int code = -1;
    std::string out;
    std::string err;
};

Result run(const std::vector<std::string> &args, const std::string &stdinText = {})
{
    std::istringstream in(stdinText);
    std::ostringstream out, err;
    Result result;
    result.code = Cli::run(args, in, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

} // namespace

class TestUnfairCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void printsOnlyTheProgramsOutput();
    void readsInputFromFileOrStdin();
    void errorsBeforeTheRunExit3();
    void runtimeErrorExits1();
    void stepLimitExits4();
    void traceGoesToStderr();
    void languageByOption();
    void realProcessSplitsStdoutAndStderr();
    void failedWriteNamesFileAndReason();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
};

void TestUnfairCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestUnfairCli::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

void TestUnfairCli::printsOnlyTheProgramsOutput()
{
    const auto result = run({"run", (Data + QStringLiteral("h.unfair")).toStdString()});
    QCOMPARE(result.code, int(Cli::ExitOk));
    QCOMPARE(result.out, std::string("72\n"));
    QCOMPARE(result.err, std::string());
}

void TestUnfairCli::readsInputFromFileOrStdin()
{
    const std::string program = (Data + QStringLiteral("number_cat.unfair")).toStdString();
    const auto fromFile = run({"run", program, "--input", (Data + QStringLiteral("number_cat.in")).toStdString()});
    QCOMPARE(fromFile.code, int(Cli::ExitOk));
    QCOMPARE(fromFile.out, std::string("1\n2.5\n-3\n1.5\n0.1\n7\n100\n"));
    const auto fromStdin = run({"run", program}, "4\n5,25\n");
    QCOMPARE(fromStdin.code, int(Cli::ExitOk));
    QCOMPARE(fromStdin.out, std::string("4\n5.25\n"));
}

void TestUnfairCli::errorsBeforeTheRunExit3()
{
    const QString path = write(QStringLiteral("bad.unfair"), "Player 1 count.\nDo nowhere again.\n");
    const auto result = run({"run", path.toStdString()});
    QCOMPARE(result.code, int(Cli::ExitBeforeRun));
    QCOMPARE(result.out, std::string());
    const std::string file = path.toStdString();
    QCOMPARE(result.err,
             file
                 + ":1:10: error: expected 'counts', 'de-syncs' or 're-syncs' after 'Player 1', found 'count' "
                   "(did you mean 'counts'?)\n"
                 + file + ":2:4: error: unknown label 'nowhere' (define it with 'Label nowhere.')\n");
}

void TestUnfairCli::runtimeErrorExits1()
{
    const QString path =
        write(QStringLiteral("runtime.unfair"), "Player 1 counts. Evaluate the count.\n"
                                                "Player 1 re-syncs the count from Player 2's 2nd mistake.\n");
    const auto result = run({"run", path.toStdString()});
    QCOMPARE(result.code, int(Cli::ExitRuntimeError));
    QCOMPARE(result.out, std::string("5\n"));
    QCOMPARE(result.err, path.toStdString() + ":2:1: error: Player 2 has no live mistake to re-sync from\n");

    const auto badInput = run({"run", (Data + QStringLiteral("number_cat.unfair")).toStdString()}, "3 x");
    QCOMPARE(badInput.code, int(Cli::ExitRuntimeError));
    QCOMPARE(badInput.out, std::string("3\n"));
    QVERIFY(badInput.err.find(":2:13: error: input 'x' is not a number") != std::string::npos);
}

void TestUnfairCli::stepLimitExits4()
{
    const QString path =
        write(QStringLiteral("loop.unfair"), "Label l. Player 1 counts. Evaluate the count. Do l again.");
    const auto result = run({"run", path.toStdString(), "--max-steps", "10"});
    QCOMPARE(result.code, int(Cli::ExitStepLimit));
    QCOMPARE(result.out, std::string("5\n10\n"));
    QCOMPARE(result.err, path.toStdString() + ": step limit of 10 sentences reached\n");
    // a program that ends within the limit ends normally
    const auto enough = run({"run", (Data + QStringLiteral("h.unfair")).toStdString(), "--max-steps", "33"});
    QCOMPARE(enough.code, int(Cli::ExitOk));
}

void TestUnfairCli::traceGoesToStderr()
{
    const QString path = write(QStringLiteral("trace.unfair"),
                               "Player 1 counts.\n  Player 2 de-syncs   for 1 step. Evaluate the count.");
    const auto result = run({"run", path.toStdString(), "--trace"});
    QCOMPARE(result.code, int(Cli::ExitOk));
    QCOMPARE(result.out, std::string("5\n"));
    QCOMPARE(result.err,
             std::string("trace: 1:1 Player 1 counts. | Player 1 CN 5 RN 1 | universes: 5\n"
                         "trace: 2:3 Player 2 de-syncs for 1 step. | Player 1 CN 5 RN 1; Player 2 CN 5 RN 1 | "
                         "universes: 10; 5 (Player 2's 1st mistake)\n"
                         "trace: 2:35 Evaluate the count. | Player 1 CN 5 RN 1; Player 2 CN 5 RN 1 | "
                         "universes: 10; 5 (Player 2's 1st mistake)\n"));
}

void TestUnfairCli::languageByOption()
{
    const QString path = write(QStringLiteral("program.txt"), "Player 7 counts. Evaluate the count.");
    const auto result = run({"run", "--lang", "unfair", path.toStdString()});
    QCOMPARE(result.code, int(Cli::ExitOk));
    QCOMPARE(result.out, std::string("5\n"));
}

void TestUnfairCli::realProcessSplitsStdoutAndStderr()
{
    QProcess process;
    process.start(QStringLiteral(FOULPLAY_CLI_PATH),
                  {QStringLiteral("run"), Data + QStringLiteral("desync.unfair"), QStringLiteral("--input"),
                   Data + QStringLiteral("desync.in"), QStringLiteral("--trace")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput(), QByteArray("44\n52\n60\n52\n60\n92\n"));
    const QByteArray err = process.readAllStandardError();
    QVERIFY(err.contains("trace: 12:1 Player 2 re-syncs the count from Player 2's mistake. | "
                         "Player 1 CN 8 RN 1; Player 2 CN 12 RN 1 | universes: 92\n"));

    const QString bad = write(QStringLiteral("bad2.unfair"), "Player 1 counts");
    process.start(QStringLiteral(FOULPLAY_CLI_PATH), {QStringLiteral("run"), bad});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), int(Cli::ExitBeforeRun));
    QCOMPARE(process.readAllStandardOutput(), QByteArray());
    QCOMPARE(process.readAllStandardError(),
             (bad + QStringLiteral(":1:16: error: missing '.' at the end of the sentence\n")).toUtf8());
}

// Standard output on a full device: exit 1, naming the file and the reason.
void TestUnfairCli::failedWriteNamesFileAndReason()
{
    if (!QFile::exists(QStringLiteral("/dev/full")) || !QFile::exists(QStringLiteral("/proc/self/fd/1")))
        QSKIP("no /dev/full or /proc here");
    const QString path =
        write(QStringLiteral("print.unfair"), "Label l. Player 1 counts. Evaluate the count. Do l again.");
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(FOULPLAY_CLI_PATH),
                  {QStringLiteral("run"), path, QStringLiteral("--max-steps"), QStringLiteral("100000")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), int(Cli::ExitRuntimeError));
    QCOMPARE(process.readAllStandardError(), (path + QStringLiteral(": cannot write the output to /dev/full: ")
                                              + QString::fromLocal8Bit(std::strerror(ENOSPC)) + QLatin1Char('\n'))
                                                 .toUtf8());
}

QTEST_GUILESS_MAIN(TestUnfairCli)
#include "tst_unfaircli.moc"
