// foulplay-cli run PROGRAM.cheat: output, diagnostics, traces and exit codes.

#include "cli.h"

#include <QTest>

#include <sstream>

using namespace Foulplay;

namespace {

struct Result {
    int status = -1;
    std::string out;
    std::string err;
};

Result runCli(std::vector<std::string> args, const std::string &input = {})
{
    std::istringstream in(input);
    std::ostringstream out, err;
    Result result;
    result.status = Cli::run(args, in, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

std::string data(const char *name)
{
    return std::string(FOULPLAY_TEST_DATA "/cheat/") + name;
}

} // namespace

class TestCheatCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void runsWithStandardInput();
    void runsWithAnInputFile();
    void stepLimitExits4();
    void errorsBeforeTheRunExit3();
    void runtimeErrorExits1();
    void traceGoesToStandardError();
    void badStepCountIsBadUsage();
};

void TestCheatCli::runsWithStandardInput()
{
    const Result result = runCli({"run", data("numbercat.cheat")}, "4 2,5\n-1\n");
    QCOMPARE(result.status, int(Cli::ExitOk));
    QCOMPARE(result.out, std::string("4\n2.5\n-1\n"));
    QCOMPARE(result.err, std::string());
}

void TestCheatCli::runsWithAnInputFile()
{
    const Result no = runCli({"run", data("cheatmachine_no.cheat"), "--input", data("cheatmachine_no.in")});
    QCOMPARE(no.status, int(Cli::ExitOk));
    QCOMPARE(no.out, std::string());
    const Result yes =
        runCli({"run", data("cheatmachine_yes.cheat"), "--input", data("cheatmachine_yes.in"), "--max-steps", "12"});
    QCOMPARE(yes.out, std::string("Cheat, Olivia.\nCheat, Olivia.\nCheat, Olivia.\n"));
}

void TestCheatCli::stepLimitExits4()
{
    const Result result = runCli({"run", data("alice24.cheat"), "--max-steps", "4"});
    QCOMPARE(result.status, int(Cli::ExitStepLimit));
    QCOMPARE(result.out, std::string("24\n24\n"));
    QCOMPARE(result.err, data("alice24.cheat") + ": step limit of 4 slots reached\n");
}

void TestCheatCli::errorsBeforeTheRunExit3()
{
    const Result result = runCli({"run", data("errors.cheat")});
    QCOMPARE(result.status, int(Cli::ExitBeforeRun));
    QCOMPARE(result.out, std::string());
    const std::string file = data("errors.cheat");
    const std::string expected =
        file
        + ":1:7: error: expected 'counts', 'calls cheat', 'shouts' or 'asks for', "
          "found 'cunts' (did you mean 'counts'?)\n"
        + file + ":2:5: error: 'calls cheat' needs a condition (add 'if ...' or 'unless ...' before the '.')\n" + file
        + ":2:20: error: a player cannot call cheat on themselves (name another player after 'to')\n" + file
        + ":3:14: error: players shout only their own score (write 'Carol's score' or a pronoun such as "
          "'their score')\n";
    QCOMPARE(result.err, expected);
}

void TestCheatCli::runtimeErrorExits1()
{
    const Result result = runCli({"run", data("divisionbyzero.cheat")});
    QCOMPARE(result.status, int(Cli::ExitRuntimeError));
    QCOMPARE(result.out, std::string("1\n"));
    QVERIFY(result.err.find("divisionbyzero.cheat:3:36: error: division by 0\n") != std::string::npos);
}

void TestCheatCli::traceGoesToStandardError()
{
    const Result result = runCli({"run", data("bobasks.cheat"), "--trace"}, "5");
    QCOMPARE(result.status, int(Cli::ExitOk));
    QCOMPARE(result.out, std::string("5\n"));
    QVERIFY(result.err.find("trace: slot 0, turn 0, statement 1 at 1:1 (Bob)\n") != std::string::npos);
    QVERIFY(result.err.find("trace:   Bob reads 5\n") != std::string::npos);
    QVERIFY(result.err.find("trace:   Bob shouts 5\n") != std::string::npos);
}

void TestCheatCli::badStepCountIsBadUsage()
{
    const Result result = runCli({"run", data("alice24.cheat"), "--max-steps", "-1"});
    QCOMPARE(result.status, int(Cli::ExitUsage));
}

QTEST_GUILESS_MAIN(TestCheatCli)
#include "tst_cheatcli.moc"
