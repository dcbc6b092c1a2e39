// foulplay-cli evolve: the same seed breeds the same champion whatever the
// threads; a run killed with SIGKILL resumes to the same result; a run whose
// battles are played outside (--batch, shards played by `battles`) equals
// one process; every child of every operator is well formed.
#include "cli.h"

#include "evolve/genome.h"
#include "evolve/population.h"
#include "fyb/parser.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sstream>

#include <sys/types.h>

using namespace Foulplay;
namespace Evolve = Core::Evolve;

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA "/fyb");
const QString CliPath = QStringLiteral(FOULPLAY_CLI_PATH);

struct Outcome {
    int status = -1;
    std::string out;
    std::string err;
};

Outcome cli(const std::vector<std::string> &args)
{
    std::istringstream in;
    std::ostringstream out, err;
    Outcome outcome;
    outcome.status = Cli::run(args, in, out, err);
    outcome.out = out.str();
    outcome.err = err.str();
    return outcome;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A run of the test warriors: small, quick, and with draws at a low limit.
std::vector<std::string> evolveArgs(const QString &output, const char *generations, const char *jobs)
{
    return {"evolve",
            "--hill",
            DataDir.toStdString(),
            "--output",
            output.toStdString(),
            "--population",
            "12",
            "--generations",
            generations,
            "--seed",
            "2024",
            "--max-turns",
            "20000",
            "--jobs",
            jobs};
}

int lineCount(const QString &path)
{
    return static_cast<int>(contents(path).count('\n'));
}

} // namespace

class TestEvolve : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameChampionWhateverTheJobs();
    void killedRunResumes();
    void batchEqualsOneProcess();
    void childrenAreWellFormed();
    void championHeaderKeepsTheProgram();
    void startsFromGivenWarriors();
};

void TestEvolve::sameChampionWhateverTheJobs()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString one = dir.filePath(QStringLiteral("one"));
    const QString two = dir.filePath(QStringLiteral("two"));
    const Outcome a = cli(evolveArgs(one, "6", "1"));
    QVERIFY2(a.status == 0, a.err.c_str());
    const Outcome b = cli(evolveArgs(two, "6", "2"));
    QVERIFY2(b.status == 0, b.err.c_str());
    QCOMPARE(lineCount(one + "/generations.jsonl"), 6);
    QVERIFY(!contents(one + "/champion.fyb").isEmpty());
    QCOMPARE(contents(one + "/champion.fyb"), contents(two + "/champion.fyb"));
    QCOMPARE(contents(one + "/generations.jsonl"), contents(two + "/generations.jsonl"));
    QCOMPARE(contents(one + "/generations/gen-000005.tsv"), contents(two + "/generations/gen-000005.tsv"));

    // Another seed is another run.
    std::vector<std::string> other = evolveArgs(dir.filePath(QStringLiteral("other")), "6", "2");
    other[10] = "2025";
    QCOMPARE(cli(other).status, 0);
    QVERIFY(contents(dir.filePath(QStringLiteral("other/generations.jsonl"))) != contents(one + "/generations.jsonl"));
}

void TestEvolve::killedRunResumes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const char *generations = "40";
    const QString reference = dir.filePath(QStringLiteral("reference"));
    const Outcome whole = cli(evolveArgs(reference, generations, "2"));
    QVERIFY2(whole.status == 0, whole.err.c_str());

    // A real process, killed with SIGKILL after a few generations.
    const QString killed = dir.filePath(QStringLiteral("killed"));
    QStringList arguments;
    for (const std::string &arg : evolveArgs(killed, generations, "2"))
        arguments << QString::fromStdString(arg);
    arguments.removeFirst();
    arguments.prepend(QStringLiteral("evolve"));
    QProcess process;
    process.start(CliPath, arguments);
    QVERIFY(process.waitForStarted());
    int finished = 0;
    while (process.state() == QProcess::Running) {
        finished = lineCount(killed + "/generations.jsonl");
        if (finished >= 3) {
            ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
            break;
        }
        QThread::msleep(1);
    }
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    const int kept = lineCount(killed + "/generations.jsonl");
    QVERIFY2(kept < 40, "the run ended before it was killed");
    qInfo("killed after %d of 40 generations", kept);

    // A kill in the middle of a write leaves half a line.
    {
        QFile log(killed + "/generations.jsonl");
        QVERIFY(log.open(QIODevice::Append));
        log.write("{\"generation\":");
    }
    const Outcome resumed = cli({"evolve", "--output", killed.toStdString(), "--resume", "--jobs", "1"});
    QVERIFY2(resumed.status == 0, resumed.err.c_str());
    QCOMPARE(contents(killed + "/generations.jsonl"), contents(reference + "/generations.jsonl"));
    QCOMPARE(contents(killed + "/champion.fyb"), contents(reference + "/champion.fyb"));
    QCOMPARE(contents(killed + "/generations/gen-000039.tsv"), contents(reference + "/generations/gen-000039.tsv"));

    // Options that decide the result are kept from the start.
    const Outcome refused = cli({"evolve", "--output", killed.toStdString(), "--resume", "--seed", "3"});
    QCOMPARE(refused.status, 2);
}

void TestEvolve::batchEqualsOneProcess()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString single = dir.filePath(QStringLiteral("single"));
    QCOMPARE(cli(evolveArgs(single, "3", "2")).status, 0);

    const QString batch = dir.filePath(QStringLiteral("batch"));
    std::vector<std::string> start = evolveArgs(batch, "3", "1");
    start.push_back("--batch");
    const Outcome started = cli(start);
    QVERIFY2(started.status == 0, started.err.c_str());
    const std::string out = batch.toStdString();
    const QString pairs = batch + "/batch/pairs.tsv";
    int rounds = 0;
    while (QFile::exists(pairs)) {
        QVERIFY(++rounds <= 3);
        std::vector<std::string> merge{"evolve", "--output", out, "--merge"};
        for (int shard = 0; shard < 3; ++shard) {
            // The recipe of docs/evolve.md: a slice of the pair list, played by `battles`.
            const Outcome slice =
                cli({"evolve", "--output", out, "--pairs-only", "--shard", std::to_string(shard) + "/3"});
            QVERIFY2(slice.status == 0, slice.err.c_str());
            const QString list = dir.filePath(QStringLiteral("pairs-%1.tsv").arg(shard));
            QFile file(list);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(slice.out));
            file.close();
            const std::string results = dir.filePath(QStringLiteral("results-%1.jsonl").arg(shard)).toStdString();
            QFile::remove(QString::fromStdString(results));
            const Outcome played =
                cli({"battles", "--pairs", list.toStdString(), "--max-turns", "20000", "--output", results});
            QVERIFY2(played.status == 0, played.err.c_str());
            merge.push_back(results);
        }
        if (rounds == 1) {
            // A lost battle is noticed, and nothing moves on.
            std::vector<std::string> lost(merge.begin(), merge.end() - 1);
            const Outcome refused = cli(lost);
            QCOMPARE(refused.status, 3);
            QVERIFY2(refused.err.find("missing battle") != std::string::npos, refused.err.c_str());
        }
        const Outcome merged = cli(merge);
        QVERIFY2(merged.status == 0, merged.err.c_str());
    }
    QCOMPARE(rounds, 3);
    QCOMPARE(contents(batch + "/champion.fyb"), contents(single + "/champion.fyb"));
    QCOMPARE(contents(batch + "/generations.jsonl"), contents(single + "/generations.jsonl"));
}

void TestEvolve::childrenAreWellFormed()
{
    const quint64 seed = QRandomGenerator::global()->generate64();
    qInfo("property seed %llu", static_cast<unsigned long long>(seed));
    Evolve::Rng rng(seed);
    const std::string alphabet = "%+<>,.!?[]{}:;*@";
    for (int round = 0; round < 3000; ++round) {
        const auto maxLength = static_cast<std::size_t>(8 + rng.below(120));
        // Parents: random genomes, and strings of any commands (unbalanced).
        std::string parents[2];
        for (std::string &parent : parents) {
            if (rng.chance(500)) {
                parent = Evolve::randomGenome(rng, 1, maxLength);
            } else {
                const auto length = static_cast<std::size_t>(rng.below(2 * maxLength));
                for (std::size_t i = 0; i < length; ++i)
                    parent.push_back(alphabet[static_cast<std::size_t>(rng.below(alphabet.size()))]);
            }
        }
        Evolve::Operator op = Evolve::Operator::Insert;
        const std::string children[] = {Evolve::insertCommand(parents[0], rng, maxLength),
                                        Evolve::deleteCommand(parents[0], rng, maxLength),
                                        Evolve::changeCommand(parents[0], rng, maxLength),
                                        Evolve::duplicateSpan(parents[0], rng, maxLength),
                                        Evolve::crossover(parents[0], parents[1], rng, maxLength),
                                        Evolve::mutate(parents[1], rng, maxLength, op),
                                        Evolve::randomGenome(rng, 1, maxLength)};
        for (const std::string &child : children) {
            if (!Evolve::isWellFormed(child, maxLength)) {
                const QByteArray why = QByteArray("seed ") + QByteArray::number(seed) + ", round "
                                       + QByteArray::number(round) + ": parent " + parents[0].c_str() + " and "
                                       + parents[1].c_str() + " gave " + child.c_str();
                QFAIL(why.constData());
            }
        }
    }
    // The check itself refuses what is not well formed.
    QVERIFY(!Evolve::isWellFormed("[{]}", 10));
    QVERIFY(!Evolve::isWellFormed("[[]", 10));
    QVERIFY(!Evolve::isWellFormed("+++", 2));
    QVERIFY(!Evolve::isWellFormed("", 2));
    QVERIFY(Evolve::isWellFormed("[{:+;}]", 7));
}

void TestEvolve::championHeaderKeepsTheProgram()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(cli(evolveArgs(dir.path(), "2", "2")).status, 0);
    const QByteArray text = contents(dir.filePath(QStringLiteral("champion.fyb")));
    QVERIFY(text.startsWith("(foulplay-cli evolve champion"));
    const qsizetype end = text.indexOf(')');
    const QByteArray code = text.mid(end + 1).trimmed();
    QVERIFY(!code.isEmpty());
    QVERIFY(text.left(end).contains("generation 1") || text.left(end).contains("generation 0"));
    // The whole file is the same program as the code alone.
    const Core::Fyb::Program whole = Core::Fyb::parse(text.toStdString()).program;
    const Core::Fyb::Program alone = Core::Fyb::parse(code.toStdString()).program;
    QCOMPARE(whole.cells(), alone.cells());
    QCOMPARE(static_cast<qsizetype>(whole.size()), code.size());
}

void TestEvolve::startsFromGivenWarriors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString given = dir.filePath(QStringLiteral("given.fyb"));
    {
        QFile file(given);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // A comment with commands in it, a closing bracket without partner.
        file.write("(a warrior, by me. +++)\n+[>!]]%\n");
    }
    const QString run = dir.filePath(QStringLiteral("run"));
    std::vector<std::string> args = evolveArgs(run, "1", "2");
    args.insert(args.end(), {"--from", given.toStdString()});
    const Outcome outcome = cli(args);
    QVERIFY2(outcome.status == 0, outcome.err.c_str());
    const QList<QByteArray> lines = contents(run + "/generations/gen-000000.tsv").split('\n');
    QVERIFY(lines.size() > 2);
    const QList<QByteArray> first = lines[1].split('\t');
    QCOMPARE(first.size(), 4);
    QCOMPARE(first[2], QByteArray("from"));
    QCOMPARE(first[3], QByteArray("+[>!]%"));
    QCOMPARE(lines[2].split('\t').value(2), QByteArray("random"));
}

QTEST_GUILESS_MAIN(TestEvolve)
#include "tst_evolve.moc"
