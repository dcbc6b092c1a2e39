#include "cli.h"

#include "config-foulplay.h"

#include <QProcess>
#include <QTest>

#include <sstream>

using namespace Foulplay;

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void versionPrintsTheVersion();
    void helpListsTheCommands();
    void noArgumentsIsBadUsage();
    void unknownCommandIsBadUsage();
    void runWithoutProgramIsBadUsage();
    void runUnreadableProgramExits3();
};

void TestCli::versionPrintsTheVersion()
{
    QProcess process;
    process.start(QStringLiteral(FOULPLAY_CLI_PATH), {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()).trimmed(),
             QStringLiteral("foulplay-cli " FOULPLAY_VERSION));
}

void TestCli::helpListsTheCommands()
{
    std::istringstream in;
    std::ostringstream out, err;
    QCOMPARE(Cli::run({"--help"}, in, out, err), int(Cli::ExitOk));
    QVERIFY(out.str().find("foulplay-cli run PROGRAM") != std::string::npos);
    QVERIFY(out.str().find("foulplay-cli battle A.fyb B.fyb") != std::string::npos);
    QVERIFY(err.str().empty());
}

void TestCli::noArgumentsIsBadUsage()
{
    std::istringstream in;
    std::ostringstream out, err;
    QCOMPARE(Cli::run({}, in, out, err), int(Cli::ExitUsage));
    QVERIFY(out.str().empty());
    QVERIFY(!err.str().empty());
}

void TestCli::unknownCommandIsBadUsage()
{
    std::istringstream in;
    std::ostringstream out, err;
    QCOMPARE(Cli::run({"fly"}, in, out, err), int(Cli::ExitUsage));
    QVERIFY(err.str().find("unknown command 'fly'") != std::string::npos);
}

void TestCli::runWithoutProgramIsBadUsage()
{
    std::istringstream in;
    std::ostringstream out, err;
    QCOMPARE(Cli::run({"run"}, in, out, err), int(Cli::ExitUsage));
    QCOMPARE(Cli::run({"run", "a.unfair", "--max-steps", "many"}, in, out, err), int(Cli::ExitUsage));
}

void TestCli::runUnreadableProgramExits3()
{
    std::istringstream in;
    std::ostringstream out, err;
    QCOMPARE(Cli::run({"run", "/nonexistent/missing.unfair"}, in, out, err), int(Cli::ExitBeforeRun));
    QVERIFY(err.str().find("/nonexistent/missing.unfair") != std::string::npos);
    QVERIFY(out.str().empty());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
