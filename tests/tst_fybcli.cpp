// foulplay-cli battle: outputs, exit statuses, bad input.
#include "cli.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <fcntl.h>
#include <cstring>
#include <sstream>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Foulplay;

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA "/fyb");

std::string data(const char *name)
{
    return (DataDir + QLatin1Char('/') + QLatin1String(name)).toStdString();
}

struct Outcome {
    int status = -1;
    std::string out;
    std::string err;
};

Outcome battle(std::vector<std::string> args)
{
    args.insert(args.begin(), "battle");
    std::istringstream in;
    std::ostringstream out, err;
    Outcome outcome;
    outcome.status = Cli::run(args, in, out, err);
    outcome.out = out.str();
    outcome.err = err.str();
    return outcome;
}

bool contains(const std::string &text, const char *part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestFybCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void goldenBattles();
    void humanLines();
    void limitsAreReported();
    void badUsageExits2();
    void unreadableFileExits3();
    void traceShowsEveryTurn();
    void unclosedCommentWarns();
    void randomBytesNeverCrash();
    void failedWriteExits1();
    void bigProgramInFourBytesACell();
};

// tests/data/fyb/battles.tsv holds the JSON of every pairing of our warriors.
// FOULPLAY_REGENERATE=1 rewrites it from the current engine.
void TestFybCli::goldenBattles()
{
    QFile file(DataDir + QStringLiteral("/battles.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    file.close();
    const bool regenerate = qEnvironmentVariableIsSet("FOULPLAY_REGENERATE");
    QString regenerated = lines.first() + QLatin1Char('\n');
    QCOMPARE(lines.size(), 37);
    for (const QString &line : lines.mid(1)) {
        const QStringList f = line.split(QLatin1Char('\t'));
        QCOMPARE(f.size(), 3);
        const Outcome o = battle({data(qPrintable(f[0])), data(qPrintable(f[1])), "--json"});
        QCOMPARE(o.status, 0);
        QVERIFY(o.err.empty());
        if (regenerate)
            regenerated += f[0] + QLatin1Char('\t') + f[1] + QLatin1Char('\t') + QString::fromStdString(o.out).trimmed()
                           + QLatin1Char('\n');
        else
            QCOMPARE(QString::fromStdString(o.out), f[2] + QLatin1Char('\n'));
    }
    if (regenerate) {
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text | QIODevice::Truncate));
        file.write(regenerated.toUtf8());
    }
}

void TestFybCli::humanLines()
{
    Outcome o = battle({data("seeker.fyb"), data("suicide.fyb")});
    QCOMPARE(o.status, 0);
    QCOMPARE(o.out, data("seeker.fyb") + " (program 1) wins at turn 0: program 2 has no threads left\n");
    o = battle({data("mangler.fyb"), data("seeker.fyb")});
    QCOMPARE(o.out,
             data("seeker.fyb") + " (program 2) wins at turn 64: program 1 (" + data("mangler.fyb") + ") ran a bomb\n");
    o = battle({data("empty.fyb"), data("empty.fyb")});
    QCOMPARE(o.out, std::string("Draw at turn 10000000: both programs are empty, so nothing can happen\n"));
    o = battle({data("mangler.fyb"), data("mangler.fyb")});
    QCOMPARE(o.out, std::string("Draw at turn 10000000: no result within the turn limit\n"));
}

void TestFybCli::limitsAreReported()
{
    Outcome o = battle({data("mangler.fyb"), data("mangler.fyb"), "--max-turns", "500", "--json"});
    QCOMPARE(o.out, std::string("{\"winner\":0,\"turn\":500,\"reason\":\"limit\"}\n"));
    o = battle({data("mangler.fyb"), data("mangler.fyb"), "--max-turns", "500"});
    QVERIFY(contains(o.out, "Draw at turn 500"));
    QVERIFY(contains(o.out, "(limits: 500 turns, 1023 processes; the defaults are 10000000 and 1023)"));
    o = battle({data("threaded.fyb"), data("seeker.fyb"), "--max-processes", "2", "--json"});
    QCOMPARE(o.status, 0);
    o = battle({data("seeker.fyb"), data("suicide.fyb")});
    QVERIFY(!contains(o.out, "limits"));
}

void TestFybCli::badUsageExits2()
{
    QCOMPARE(battle({}).status, int(Cli::ExitUsage));
    QCOMPARE(battle({data("seeker.fyb")}).status, int(Cli::ExitUsage));
    QCOMPARE(battle({data("seeker.fyb"), data("seeker.fyb"), data("seeker.fyb")}).status, int(Cli::ExitUsage));
    QCOMPARE(battle({data("seeker.fyb"), data("seeker.fyb"), "--fast"}).status, int(Cli::ExitUsage));
    QCOMPARE(battle({data("seeker.fyb"), data("seeker.fyb"), "--max-turns"}).status, int(Cli::ExitUsage));
    QCOMPARE(battle({data("seeker.fyb"), data("seeker.fyb"), "--max-turns", "-4"}).status, int(Cli::ExitUsage));
    const Outcome o = battle({data("seeker.fyb"), data("seeker.fyb"), "--max-processes", "1"});
    QCOMPARE(o.status, int(Cli::ExitUsage));
    QVERIFY(contains(o.err, "--max-processes takes a whole number from 2"));
    QVERIFY(o.out.empty());
}

void TestFybCli::unreadableFileExits3()
{
    Outcome o = battle({"/nonexistent/missing.fyb", data("seeker.fyb")});
    QCOMPARE(o.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(o.err, "/nonexistent/missing.fyb: cannot read: "));
    QVERIFY(o.out.empty());
    o = battle({data("seeker.fyb"), DataDir.toStdString()});
    QCOMPARE(o.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(o.err, "it is a directory"));
}

void TestFybCli::traceShowsEveryTurn()
{
    const Outcome o = battle({data("seeker.fyb"), data("mangler.fyb"), "--trace", "--max-turns", "3"});
    QCOMPARE(o.status, 0);
    QVERIFY(contains(o.out, "turn 0\n"));
    QVERIFY(contains(o.out, "turn 2\n"));
    QVERIFY(!contains(o.out, "turn 3\n"));
    QVERIFY(contains(o.out, "  data                  |{>}[+]++++++++++++++!\n"));
    QVERIFY(contains(o.out, "  process 1 (prog 2)    |d\n"));
    QVERIFY(contains(o.out, "Draw at turn 3"));
    // The mangler committed `{` + 1 at turn 1: at turn 2 the seeker's cell 0 is `}`.
    const std::size_t turn2 = o.out.find("turn 2\n");
    QVERIFY(contains(o.out.substr(turn2), "  data                  |}>}[+]"));
    QVERIFY(contains(o.out, "  uncommitted           |}\n"));
}

void TestFybCli::unclosedCommentWarns()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("open.fyb"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("+!>\n  (never closed");
    file.close();
    const Outcome o = battle({path.toStdString(), data("seeker.fyb"), "--json"});
    QCOMPARE(o.status, 0);
    QVERIFY(contains(o.err, "open.fyb:2:3: warning: this comment is never closed"));
}

void TestFybCli::randomBytesNeverCrash()
{
    QTemporaryDir dir;
    QRandomGenerator random(1234);
    QStringList files;
    for (int n = 0; n < 6; ++n) {
        QByteArray bytes(1 + int(random.bounded(5000)), '\0');
        for (char &c : bytes) // many command characters, some comment brackets
            c = random.bounded(3) == 0 ? "%+<>,.!?[]{}:;*@()"[random.bounded(18)] : char(random.bounded(256));
        const QString path = dir.filePath(QStringLiteral("r%1.fyb").arg(n));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        files << path;
    }
    for (int n = 0; n + 1 < files.size(); ++n) {
        QProcess process;
        process.start(QStringLiteral(FOULPLAY_CLI_PATH),
                      {QStringLiteral("battle"), files[n], files[n + 1], QStringLiteral("--max-turns"),
                       QStringLiteral("20000"), QStringLiteral("--json")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardOutput().startsWith("{\"winner\":"));
    }
}

// foulplay-cli as users start it: the battle it plays itself and its
// --version, with standard output on a full device, exit 1 and say why.
void TestFybCli::failedWriteExits1()
{
    if (!QFile::exists(QStringLiteral("/dev/full")) || !QFile::exists(QStringLiteral("/proc/self/fd/1")))
        QSKIP("no /dev/full or /proc here");
    const QString reason =
        QStringLiteral("cannot write the output to /dev/full: ") + QString::fromLocal8Bit(std::strerror(ENOSPC));
    const QList<QStringList> commands{
        {QStringLiteral("battle"), QString::fromStdString(data("seeker.fyb")),
         QString::fromStdString(data("decoy.fyb"))},
        {QStringLiteral("battle"), QString::fromStdString(data("seeker.fyb")),
         QString::fromStdString(data("decoy.fyb")), QStringLiteral("--json")},
        {QStringLiteral("--version")},
    };
    for (const QStringList &args : commands) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        process.setProcessEnvironment(environment);
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(FOULPLAY_CLI_PATH), args);
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 1, qPrintable(args.join(u' ') + QLatin1String(": ") + err));
        QVERIFY2(err.contains(reason), qPrintable(err));
    }
}

namespace {

// The peak resident memory of `foulplay-cli args` in bytes (its own, from
// wait4()), or -1 when it could not run or did not exit 0.
long long peakMemoryOf(const std::vector<std::string> &args)
{
    std::vector<char *> argv;
    std::string cli = FOULPLAY_CLI_PATH;
    argv.push_back(cli.data());
    std::vector<std::string> copies = args;
    for (std::string &arg : copies)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    // Under AddressSanitizer, freed memory waits in a quarantine that is no
    // part of what the program costs: none for this child.
    std::vector<std::string> environment;
    std::string sanitizer = "ASAN_OPTIONS=";
    for (char **variable = environ; *variable; ++variable) {
        if (std::strncmp(*variable, "ASAN_OPTIONS=", 13) == 0)
            sanitizer += std::string(*variable + 13) + ':';
        else
            environment.emplace_back(*variable);
    }
    environment.push_back(sanitizer + "quarantine_size_mb=0");
    std::vector<char *> envp;
    for (std::string &variable : environment)
        envp.push_back(variable.data());
    envp.push_back(nullptr);
    const pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        // The result line is not what this measures.
        const int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, STDOUT_FILENO);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    int status = 0;
    struct rusage usage { };
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return static_cast<long long>(usage.ru_maxrss) * 1024;
}

} // namespace

// A program of many megabytes costs at most four bytes a source byte, above
// what a battle of two small programs costs: the peak resident memory of
// the whole process, source, parse and engine (issue: a 50 MB program
// once peaked at 737 MB). Random commands of every kind, brackets included,
// and a small opponent, whose buffer is padding; one turn.
void TestFybCli::bigProgramInFourBytesACell()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string small = (dir.path() + QStringLiteral("/small.fyb")).toStdString();
    const std::string big = (dir.path() + QStringLiteral("/big.fyb")).toStdString();
    {
        QFile file(QString::fromStdString(small));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("+[>!<]");
    }
    const qint64 size = 48 << 20;
    {
        QFile file(QString::fromStdString(big));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray chunk(1 << 20, Qt::Uninitialized);
        const char commands[] = "%+<>,.!?[]{}:;*@";
        QRandomGenerator random(44);
        for (qint64 written = 0; written < size; written += chunk.size()) {
            for (char &c : chunk)
                c = commands[random.bounded(16)];
            QVERIFY(file.write(chunk) == chunk.size());
        }
    }
    const long long base = peakMemoryOf({"battle", small, small, "--max-turns", "1"});
    const long long peak = peakMemoryOf({"battle", big, small, "--max-turns", "1"});
    QVERIFY(base > 0);
    QVERIFY(peak > 0);
    qInfo("peak %lld MB for %lld MB of program, %lld MB for two small ones", peak >> 20, size >> 20, base >> 20);
    QVERIFY2(peak - base <= 4 * size,
             qPrintable(QStringLiteral("%1 bytes a source byte").arg(double(peak - base) / double(size))));
}

QTEST_GUILESS_MAIN(TestFybCli)
#include "tst_fybcli.moc"
