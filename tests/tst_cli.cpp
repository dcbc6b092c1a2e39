#include "cli.h"

#include "config-foulplay.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace Foulplay;

namespace {

// Runs foulplay-cli with args, "%1" in them replaced by a file named name
// that holds content (in a folder of its own), and language as LANGUAGE
// when given. Checks that it ends normally with exitCode; returns what it
// wrote to standard error (with MergedChannels: to either stream).
QByteArray runCli(QStringList args, const QString &name, const QByteArray &content, int exitCode,
                  const QString &language = {}, QProcess::ProcessChannelMode channels = QProcess::SeparateChannels)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(content) != content.size()) {
        QTest::qFail("cannot write the test's file", __FILE__, __LINE__);
        return {};
    }
    file.close();
    for (QString &arg : args)
        arg.replace(QStringLiteral("%1"), path);
    QProcess process;
    process.setProcessChannelMode(channels);
    if (!language.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LANGUAGE"), language);
        process.setProcessEnvironment(environment);
    }
    process.start(QStringLiteral(FOULPLAY_CLI_PATH), args);
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != exitCode) {
        QTest::qFail(qPrintable(QStringLiteral("foulplay-cli %1 ended with %2, not %3")
                                    .arg(args.join(u' '))
                                    .arg(process.exitCode())
                                    .arg(exitCode)),
                     __FILE__, __LINE__);
    }
    return channels == QProcess::MergedChannels ? process.readAllStandardOutput() : process.readAllStandardError();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void versionPrintsTheVersion();
    void helpListsTheCommands();
    void noArgumentsIsBadUsage();
    void unknownCommandIsBadUsage();
    void runWithoutProgramIsBadUsage();
    void runUnreadableProgramExits3();
    void versionLoadsNoQt();
    void launcherWithoutItsCommandsSaysSo();
    void launcherPlaysAnEnglishBattleAlone();
    void foreignTextIsEscaped_data();
    void foreignTextIsEscaped();
    void everyCommandSpeaksGerman_data();
    void everyCommandSpeaksGerman();
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

// foulplay-cli answers --version alone: the dynamic loader, asked what it
// would load, lists no Qt library.
void TestCli::versionLoadsNoQt()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(FOULPLAY_CLI_PATH), {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(30000));
    const QByteArray loaded = process.readAllStandardOutput();
    QVERIFY2(loaded.contains("libc.so"), loaded.constData());
    QVERIFY2(!loaded.contains("libQt6"), loaded.constData());
}

// Every other command runs in foulplay-cli-commands; without it, foulplay-cli
// says what it could not start.
void TestCli::launcherWithoutItsCommandsSaysSo()
{
    QTemporaryDir dir;
    const QString alone = dir.filePath(QStringLiteral("foulplay-cli"));
    QVERIFY(QFile::copy(QStringLiteral(FOULPLAY_CLI_PATH), alone));
    QVERIFY(QFile::setPermissions(alone, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QProcess process;
    process.start(alone, {QStringLiteral("run"), QStringLiteral("a.unfair")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.startsWith("foulplay-cli: cannot start " + QFile::encodeName(dir.path())), err.constData());
    QVERIFY2(err.contains("foulplay-cli-commands: "), err.constData());
    process.start(alone, {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput(), QByteArray("foulplay-cli " FOULPLAY_VERSION "\n"));
}

// In English, foulplay-cli plays a battle itself (without Qt, so it starts at
// once) and says the same as the commands; anything out of the ordinary, or
// another language, it leaves to them.
void TestCli::launcherPlaysAnEnglishBattleAlone()
{
    QTemporaryDir dir;
    const QString alone = dir.filePath(QStringLiteral("foulplay-cli"));
    QVERIFY(QFile::copy(QStringLiteral(FOULPLAY_CLI_PATH), alone));
    QVERIFY(QFile::setPermissions(alone, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const auto write = [&dir](const QString &name, const QByteArray &text) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    };
    QVERIFY(write(QStringLiteral("a.fyb"), "{>+!}"));
    QVERIFY(write(QStringLiteral("b.fyb"), "[>]+*"));
    QVERIFY(write(QStringLiteral("open.fyb"), "{>+!} (a comment never closed"));
    const QString commands =
        QFileInfo(QStringLiteral(FOULPLAY_CLI_PATH)).dir().filePath(QStringLiteral("foulplay-cli-commands"));
    struct Ran {
        int code = -1;
        QByteArray out, err;
    };
    const auto run = [&dir](const QString &program, const QStringList &args, const QString &language) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LANGUAGE"), language);
        process.setProcessEnvironment(environment);
        process.setWorkingDirectory(dir.path());
        process.start(program, args);
        Ran ran;
        if (process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit)
            ran = {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
        return ran;
    };
    const QStringList a{QStringLiteral("battle"), QStringLiteral("a.fyb"), QStringLiteral("b.fyb")};
    for (const QStringList &args :
         {a, a + QStringList{QStringLiteral("--json")},
          a + QStringList{QStringLiteral("--max-turns"), QStringLiteral("1")},
          a + QStringList{QStringLiteral("--trace"), QStringLiteral("--max-turns"), QStringLiteral("3")},
          a + QStringList{QStringLiteral("--no-cycle-skip"), QStringLiteral("--max-processes"), QStringLiteral("2")},
          QStringList{QStringLiteral("battle"), QStringLiteral("open.fyb"), QStringLiteral("b.fyb")}}) {
        const Ran here = run(alone, args, QStringLiteral("en_GB"));
        const Ran there = run(commands, args, QStringLiteral("en_GB"));
        QVERIFY2(here.code >= 0, qPrintable(args.join(u' ')));
        QCOMPARE(here.code, there.code);
        QCOMPARE(here.out, there.out);
        QCOMPARE(here.err, there.err);
        QVERIFY(!here.out.isEmpty());
        if (args.contains(QStringLiteral("open.fyb"))) // a warning, and the battle
            QVERIFY2(here.err.startsWith("open.fyb:1:7: warning: "), here.err.constData());
    }
    // Left to the commands (which are not beside this copy): another
    // language, a wrong option, a file it cannot read, a common option.
    for (const auto &[args, language] :
         {std::pair{a, QStringLiteral("de")},
          {a + QStringList{QStringLiteral("--max-turns"), QStringLiteral("x")}, QStringLiteral("en")},
          {QStringList{QStringLiteral("battle"), QStringLiteral("a.fyb"), QStringLiteral("none.fyb")},
           QStringLiteral("C")},
          {QStringList{QStringLiteral("battle"), QStringLiteral("a.fyb"), dir.path()}, QStringLiteral("C")},
          {a + QStringList{QStringLiteral("--max-errors=3")}, QStringLiteral("C")}}) {
        const Ran left = run(alone, args, language);
        QCOMPARE(left.code, 1);
        QVERIFY2(left.err.startsWith("foulplay-cli: cannot start "), left.err.constData());
    }
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

// Everything foreign the command line prints (a command, an option, a file
// name, a sentence's comment in --trace) reaches the terminal escaped: the
// real process's standard error has no control byte but the newline, and
// shows each one as \xNN.
void TestCli::foreignTextIsEscaped_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("expected"); // in standard output or error, exactly
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("name"); // the file %1 names, and what it holds
    QTest::addColumn<QByteArray>("content");

    const QString title = QStringLiteral("\x1b]0;x\x07");
    const QString comment = QStringLiteral("comment.unfair");
    const QByteArray commented("Player 1 # \x1b]0;pwn\x07\ncounts.\n");
    QTest::newRow("unknown command") << QStringList{title} << QByteArray("unknown command '\\x1B]0;x\\x07'")
                                     << int(Cli::ExitUsage) << comment << commented;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("run"), QStringLiteral("a.unfair"),
                                                   QStringLiteral("--x\x1b[2J")}
                                    << QByteArray("unknown option '--x\\x1B[2J'") << int(Cli::ExitUsage) << comment
                                    << commented;
    QTest::newRow("unknown battle option")
        << QStringList{QStringLiteral("battle"), QStringLiteral("a.fyb"), QStringLiteral("b.fyb"),
                       QStringLiteral("--\x1b"
                                      "[31m")}
        << QByteArray("unknown option '--\\x1B[31m'") << int(Cli::ExitUsage) << comment << commented;
    QTest::newRow("option value") << QStringList{QStringLiteral("battle"), QStringLiteral("a.fyb"),
                                                 QStringLiteral("b.fyb"), QStringLiteral("--max-turns"), title}
                                  << QByteArray("not '\\x1B]0;x\\x07'") << int(Cli::ExitUsage) << comment << commented;
    QTest::newRow("hill option value") << QStringList{QStringLiteral("hill"), QStringLiteral("--jobs"), title,
                                                      QStringLiteral("a.fyb"), QStringLiteral("b.fyb")}
                                       << QByteArray("not '\\x1B]0;x\\x07'") << int(Cli::ExitUsage) << comment
                                       << commented;
    QTest::newRow("file that cannot be read")
        << QStringList{QStringLiteral("run"), QStringLiteral("/nonexistent/\x1b]0;x\x07.unfair")}
        << QByteArray("/nonexistent/\\x1B]0;x\\x07.unfair: ") << int(Cli::ExitBeforeRun) << comment << commented;
    QTest::newRow("trace of a comment") << QStringList{QStringLiteral("run"), QStringLiteral("%1"),
                                                       QStringLiteral("--trace")}
                                        << QByteArray("trace: 1:1 Player 1 # \\x1B]0;pwn\\x07 counts. |")
                                        << int(Cli::ExitOk) << comment << commented;
    QTest::newRow("file name of an error")
        << QStringList{QStringLiteral("run"), QStringLiteral("%1")} << QByteArray("\\x1B[2Jbad.unfair:1:10: error: ")
        << int(Cli::ExitBeforeRun) << QStringLiteral("\x1b[2Jbad.unfair") << QByteArray("Player 1 jumps.\n");
    QTest::newRow("file name of a step limit")
        << QStringList{QStringLiteral("run"), QStringLiteral("%1"), QStringLiteral("--max-steps"), QStringLiteral("5")}
        << QByteArray("\\x1B[2Jloop.unfair: step limit") << int(Cli::ExitStepLimit)
        << QStringLiteral("\x1b[2Jloop.unfair") << QByteArray("Label A.\nPlayer 1 counts.\nDo A again.\n");
    QTest::newRow("battle's file names") << QStringList{QStringLiteral("battle"), QStringLiteral("%1"),
                                                        QStringLiteral("%1"),     QStringLiteral("--max-turns"),
                                                        QStringLiteral("1"),      QStringLiteral("--trace")}
                                         << QByteArray("\\x1B]0;x\\x07.fyb)") << int(Cli::ExitOk)
                                         << QStringLiteral("\x1b]0;x\x07.fyb") << QByteArray("%\n");
}

// Both streams are checked: a file name reaches standard output too (a
// battle's result names its programs).
void TestCli::foreignTextIsEscaped()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, expected);
    QFETCH(int, exitCode);
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    const QByteArray printed = runCli(args, name, content, exitCode, {}, QProcess::MergedChannels);
    QVERIFY2(printed.contains(expected), printed.constData());
    for (const char c : printed)
        QVERIFY2(static_cast<unsigned char>(c) >= 0x20 || c == '\n', printed.toHex(' ').constData());
}

void TestCli::everyCommandSpeaksGerman_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");
    QTest::newRow("run") << QStringList{QStringLiteral("run"), QStringLiteral("--max-steps")} << int(Cli::ExitUsage)
                         << QStringLiteral("--max-steps braucht einen Wert");
    QTest::newRow("battle") << QStringList{QStringLiteral("battle"), QStringLiteral("a.fyb"), QStringLiteral("b.fyb"),
                                           QStringLiteral("--max-processes"), QStringLiteral("1")}
                            << int(Cli::ExitUsage)
                            << QStringLiteral("--max-processes erwartet eine ganze Zahl von 2 bis 4294967295");
    QTest::newRow("hill") << QStringList{QStringLiteral("hill"), QStringLiteral("--max-turns"), QStringLiteral("x"),
                                         QStringLiteral("a.fyb"), QStringLiteral("b.fyb")}
                          << int(Cli::ExitUsage) << QStringLiteral("--max-turns erwartet eine ganze Zahl, nicht 'x'");
    // %1: a result file that already holds a line.
    QTest::newRow("result file") << QStringList{QStringLiteral("battles"), QStringLiteral("--pairs"),
                                                QStringLiteral("/dev/null"), QStringLiteral("--output"),
                                                QStringLiteral("%1")}
                                 << int(Cli::ExitBeforeRun) << QStringLiteral("enthält schon Ergebnisse");
}

// With German messages, every command's texts are German: run's and
// battle's and hill's alike.
void TestCli::everyCommandSpeaksGerman()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    const QString err =
        QString::fromUtf8(runCli(args, QStringLiteral("results.jsonl"), "{}\n", exitCode, QStringLiteral("de")));
    QVERIFY2(err.contains(expected), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
