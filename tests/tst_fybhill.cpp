// foulplay-cli hill, battles and hill --merge: tables, formats, shards, bad input.
#include "cli.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sstream>

#include <fcntl.h>
#include <pty.h>
#include <unistd.h>

using namespace Foulplay;

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA "/fyb");

struct Outcome {
    int status = -1;
    std::string out;
    std::string err;
};

Outcome cli(const std::vector<std::string> &args, const std::string &input = {})
{
    std::istringstream in(input);
    std::ostringstream out, err;
    Outcome outcome;
    outcome.status = Cli::run(args, in, out, err);
    outcome.out = out.str();
    outcome.err = err.str();
    return outcome;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

QJsonObject jsonOf(const std::string &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
}

// The warriors of tests/data/fyb, copied to dir (so the test owns the names).
std::string copyWarriors(const QTemporaryDir &dir)
{
    const QString target = dir.filePath(QStringLiteral("w"));
    QDir().mkpath(target);
    for (const QString &name : QDir(DataDir).entryList({QStringLiteral("*.fyb")}, QDir::Files))
        QFile::copy(DataDir + QLatin1Char('/') + name, target + QLatin1Char('/') + name);
    return target.toStdString();
}

} // namespace

class TestFybHill : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void agreesWithBattles();
    void tableCountsEveryBattle();
    void jobsDoNotChangeResults();
    void csvAndMatrix();
    void badWarriorsAreLeftOut();
    void duplicateNamesShowPaths();
    void emptySetExits2();
    void shardsCoverThePairsOnce();
    void battlesAndMergeGiveTheSameTable();
    void mergeFindsMissingAndRepeatedPairs();
    void noCycleSkipGivesTheSameResults();
    void interruptPrintsPartialTable();
};

// Every battle of the hill (with --self) equals the golden battles.tsv, which
// tst_fybcli checks against `battle` one pair at a time.
void TestFybHill::agreesWithBattles()
{
    const Outcome o = cli({"hill", "--dir", DataDir.toStdString(), "--self", "--json", "--jobs", "2"});
    QCOMPARE(o.status, 0);
    QVERIFY2(o.err.empty(), o.err.c_str());
    const QJsonObject hill = jsonOf(o.out);
    QCOMPARE(hill.value(QLatin1String("partial")).toBool(true), false);
    QFile file(DataDir + QStringLiteral("/battles.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QMap<QString, QJsonObject> expected;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines.mid(1)) {
        const QStringList f = line.split(QLatin1Char('\t'));
        expected.insert(f[0] + QLatin1Char(' ') + f[1], QJsonDocument::fromJson(f[2].toUtf8()).object());
    }
    const QJsonArray battles = hill.value(QLatin1String("battles")).toArray();
    QCOMPARE(battles.size(), expected.size());
    for (const QJsonValue &value : battles) {
        const QJsonObject b = value.toObject();
        const QString key = b.value(QLatin1String("program1")).toString() + QLatin1Char(' ')
                            + b.value(QLatin1String("program2")).toString();
        QVERIFY2(expected.contains(key), qPrintable(key));
        const QJsonObject e = expected.take(key);
        QCOMPARE(b.value(QLatin1String("winner")).toInt(-1), e.value(QLatin1String("winner")).toInt());
        QCOMPARE(b.value(QLatin1String("turn")).toInteger(), e.value(QLatin1String("turn")).toInteger());
        QCOMPARE(b.value(QLatin1String("reason")).toString(), e.value(QLatin1String("reason")).toString());
    }
    QVERIFY(expected.isEmpty());
}

// The table adds up: 3 points a win, 1 a draw, both sides of every battle,
// sorted by score with shared ranks.
void TestFybHill::tableCountsEveryBattle()
{
    const Outcome o = cli({"hill", "--dir", DataDir.toStdString(), "--json"});
    QCOMPARE(o.status, 0);
    const QJsonObject hill = jsonOf(o.out);
    const QJsonArray battles = hill.value(QLatin1String("battles")).toArray();
    QCOMPARE(battles.size(), 6 * 5);
    QMap<QString, QList<int>> counted; // W, L, D
    for (const QJsonValue &value : battles) {
        const QJsonObject b = value.toObject();
        const int winner = b.value(QLatin1String("winner")).toInt();
        for (int side = 1; side <= 2; ++side) {
            QList<int> &row = counted[b.value(QStringLiteral("program%1").arg(side)).toString()];
            row.resize(3);
            ++row[winner == 0 ? 2 : winner == side ? 0 : 1];
        }
    }
    const QJsonArray table = hill.value(QLatin1String("table")).toArray();
    QCOMPARE(table.size(), 6);
    int previousScore = 1 << 30;
    int previousRank = 0;
    for (int i = 0; i < table.size(); ++i) {
        const QJsonObject row = table[i].toObject();
        const QList<int> c = counted.value(row.value(QLatin1String("name")).toString());
        QCOMPARE(row.value(QLatin1String("wins")).toInt(), c[0]);
        QCOMPARE(row.value(QLatin1String("losses")).toInt(), c[1]);
        QCOMPARE(row.value(QLatin1String("draws")).toInt(), c[2]);
        QCOMPARE(row.value(QLatin1String("battles")).toInt(), 10);
        const int score = row.value(QLatin1String("score")).toInt();
        QCOMPARE(score, 3 * c[0] + c[2]);
        QVERIFY(score <= previousScore);
        const int rank = row.value(QLatin1String("rank")).toInt();
        QCOMPARE(rank, score == previousScore ? previousRank : i + 1);
        previousScore = score;
        previousRank = rank;
    }
    // The same numbers in the table for people.
    const Outcome text = cli({"hill", "--dir", DataDir.toStdString()});
    QVERIFY(contains(text.out, "Hill of 6 warriors, 30 battles (limits: 10000000 turns, 1023 processes); "
                               "3 points a win, 1 a draw, 0 a loss\n"));
    const QJsonObject first = table[0].toObject();
    QVERIFY(contains(text.out, "\n   1  " + first.value(QLatin1String("name")).toString().toStdString()));
}

void TestFybHill::jobsDoNotChangeResults()
{
    const Outcome one = cli({"hill", "--dir", DataDir.toStdString(), "--self", "--json", "--jobs", "1"});
    const Outcome four = cli({"hill", "--dir", DataDir.toStdString(), "--self", "--json", "--jobs", "4"});
    QCOMPARE(one.status, 0);
    QCOMPARE(four.out, one.out);
}

void TestFybHill::csvAndMatrix()
{
    QTemporaryDir dir;
    const std::string csv = dir.filePath(QStringLiteral("hill.csv")).toStdString();
    const std::string matrix = dir.filePath(QStringLiteral("matrix.csv")).toStdString();
    const Outcome o =
        cli({"hill", "--dir", DataDir.toStdString(), "--csv", csv, "--matrix", matrix, "--max-turns", "500"});
    QCOMPARE(o.status, 0);
    QVERIFY(contains(o.out, "(limits: 500 turns, 1023 processes)"));
    QFile csvFile(QString::fromStdString(csv));
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(csvFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 31);
    QCOMPARE(rows[0], QStringLiteral("program1,program2,winner,turn,reason"));
    QVERIFY(!rows.contains(QStringLiteral("mangler.fyb,mangler.fyb,draw,500,limit"))); // no --self
    QVERIFY(rows.contains(QStringLiteral("mangler.fyb,seeker.fyb,2,64,bomb")));
    QFile matrixFile(QString::fromStdString(matrix));
    QVERIFY(matrixFile.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(matrixFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines[0], QStringLiteral("program 1 \\ program 2,decoy.fyb,empty.fyb,mangler.fyb,seeker.fyb,"
                                      "suicide.fyb,threaded.fyb"));
    // mangler (row 3) against seeker (column 4): seeker wins with a bomb at turn 64.
    QCOMPARE(lines[3].split(QLatin1Char(','))[4], QStringLiteral("2 64 bomb"));
    QCOMPARE(lines[3].split(QLatin1Char(','))[3], QString()); // no self battle
    // A file that cannot be written is reported; the table still comes.
    const Outcome bad = cli({"hill", "--dir", DataDir.toStdString(), "--csv", "/nonexistent/dir/x.csv"});
    QCOMPARE(bad.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(bad.err, "/nonexistent/dir/x.csv: cannot write: "));
    QVERIFY(contains(bad.out, "Hill of 6 warriors"));
}

void TestFybHill::badWarriorsAreLeftOut()
{
    QTemporaryDir dir;
    const std::string warriors = copyWarriors(dir);
    QDir().mkpath(QString::fromStdString(warriors) + QStringLiteral("/folder.fyb"));
    const Outcome o = cli({"hill", "--dir", warriors, "/nonexistent/ghost.fyb", "--json"});
    QCOMPARE(o.status, 0);
    QVERIFY(contains(o.err, "/nonexistent/ghost.fyb: cannot read: "));
    QVERIFY(contains(o.err, "(left out of the hill)"));
    const QJsonObject hill = jsonOf(o.out);
    QCOMPARE(hill.value(QLatin1String("warriors")).toArray().size(), 6);
    QCOMPARE(hill.value(QLatin1String("excluded")).toArray().size(), 1); // --dir skips folders
    QCOMPARE(hill.value(QLatin1String("excluded")).toArray()[0].toObject().value(QLatin1String("path")).toString(),
             QStringLiteral("/nonexistent/ghost.fyb"));
    const Outcome folder = cli({"hill", warriors + "/folder.fyb", warriors + "/seeker.fyb", warriors + "/decoy.fyb"});
    QCOMPARE(folder.status, 0);
    QVERIFY(contains(folder.err, "folder.fyb: cannot read: it is a directory (left out of the hill)"));
    QVERIFY(contains(folder.out, "Hill of 2 warriors, 2 battles"));
}

void TestFybHill::duplicateNamesShowPaths()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a/seeker.fyb"));
    const QString b = dir.filePath(QStringLiteral("b/seeker.fyb"));
    writeFile(a, "{>}[+]++++++++++++++!");
    writeFile(b, "*");
    const std::string decoy = (DataDir + QStringLiteral("/decoy.fyb")).toStdString();
    const Outcome o = cli({"hill", a.toStdString(), b.toStdString(), decoy, a.toStdString(), "--json"});
    QCOMPARE(o.status, 0);
    const QJsonArray warriors = jsonOf(o.out).value(QLatin1String("warriors")).toArray();
    QCOMPARE(warriors.size(), 3); // the path given twice counts once
    QStringList names;
    for (const QJsonValue &w : warriors)
        names << w.toObject().value(QLatin1String("name")).toString();
    QVERIFY(names.contains(a));
    QVERIFY(names.contains(b));
    QVERIFY(names.contains(QStringLiteral("decoy.fyb")));
}

void TestFybHill::emptySetExits2()
{
    QTemporaryDir dir;
    Outcome o = cli({"hill", "--dir", dir.path().toStdString()});
    QCOMPARE(o.status, int(Cli::ExitUsage));
    QVERIFY(contains(o.err, "no warriors"));
    QCOMPARE(cli({"hill"}).status, int(Cli::ExitUsage));
    o = cli({"hill", "/nonexistent/a.fyb"});
    QCOMPARE(o.status, int(Cli::ExitUsage));
    QVERIFY(contains(o.err, "no warrior to play"));
    QCOMPARE(cli({"hill", "--dir", "/nonexistent"}).status, int(Cli::ExitUsage));
    QCOMPARE(cli({"hill", "--dir", DataDir.toStdString(), "--jobs", "0"}).status, int(Cli::ExitUsage));
    QCOMPARE(cli({"hill", "--dir", DataDir.toStdString(), "--shard", "4/4", "--pairs-only"}).status,
             int(Cli::ExitUsage));
    QCOMPARE(cli({"hill", "--dir", DataDir.toStdString(), "--shard", "0/4"}).status, int(Cli::ExitUsage));
    QCOMPARE(cli({"hill", "--dir", DataDir.toStdString(), "--bogus"}).status, int(Cli::ExitUsage));
    QCOMPARE(cli({"battles"}).status, int(Cli::ExitUsage));
    QVERIFY(contains(cli({"hill", "--help"}).out, "3 points a win, 1 a draw, 0 a loss"));
}

void TestFybHill::shardsCoverThePairsOnce()
{
    const Outcome all = cli({"hill", "--dir", DataDir.toStdString(), "--pairs-only", "--self"});
    QCOMPARE(all.status, 0);
    const QStringList pairs = QString::fromStdString(all.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(pairs.size(), 36);
    QStringList joined;
    for (int k = 0; k < 5; ++k) {
        const Outcome shard = cli(
            {"hill", "--dir", DataDir.toStdString(), "--pairs-only", "--self", "--shard", std::to_string(k) + "/5"});
        QCOMPARE(shard.status, 0);
        const QStringList part = QString::fromStdString(shard.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(part.size() == 7 || part.size() == 8);
        joined += part;
    }
    QCOMPARE(joined, pairs);
    QCOMPARE(QSet<QString>(pairs.begin(), pairs.end()).size(), 36);
    QVERIFY(pairs[0].contains(QLatin1Char('\t')));
}

void TestFybHill::battlesAndMergeGiveTheSameTable()
{
    QTemporaryDir dir;
    const std::string pairs = cli({"hill", "--dir", DataDir.toStdString(), "--pairs-only"}).out;
    const Outcome results = cli({"battles", "--pairs", "-", "--jobs", "2"}, pairs);
    QCOMPARE(results.status, 0);
    const QStringList lines = QString::fromStdString(results.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 30);
    const QJsonObject first = jsonOf(lines[0].toStdString());
    QCOMPARE(first.value(QLatin1String("sha256_1")).toString().size(), 64);
    QCOMPARE(first.value(QLatin1String("maxTurns")).toInteger(), 10000000);
    // Two result files, the lines shuffled between them.
    writeFile(dir.filePath(QStringLiteral("r0.jsonl")),
              (lines.mid(15).join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    writeFile(dir.filePath(QStringLiteral("r1.jsonl")), (lines.mid(0, 15).join(QLatin1Char('\n'))).toUtf8());
    const std::string r0 = dir.filePath(QStringLiteral("r0.jsonl")).toStdString();
    const std::string r1 = dir.filePath(QStringLiteral("r1.jsonl")).toStdString();
    for (const char *format : {"--json", "--self"}) {
        std::vector<std::string> hillArgs{"hill", "--dir", DataDir.toStdString()};
        std::vector<std::string> mergeArgs{"hill", "--merge", r0, r1};
        if (std::string(format) == "--json") {
            hillArgs.push_back(format);
            mergeArgs.push_back(format);
        }
        const Outcome hill = cli(hillArgs);
        const Outcome merged = cli(mergeArgs);
        if (std::string(format) == "--self") {
            // The results hold no self battles: merging them as a --self hill misses six.
            const Outcome self = cli({"hill", "--merge", r0, r1, "--self"});
            QCOMPARE(self.status, int(Cli::ExitBeforeRun));
            QVERIFY(contains(self.err, "missing battle: "));
        }
        QCOMPARE(merged.status, 0);
        QVERIFY2(merged.err.empty(), merged.err.c_str());
        QCOMPARE(merged.out, hill.out);
    }
}

void TestFybHill::mergeFindsMissingAndRepeatedPairs()
{
    QTemporaryDir dir;
    const std::string pairs = cli({"hill", "--dir", DataDir.toStdString(), "--pairs-only"}).out;
    const QStringList lines = QString::fromStdString(cli({"battles", "--pairs", "-"}, pairs).out)
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const auto merge = [&](const QStringList &content) {
        const QString path = dir.filePath(QStringLiteral("r.jsonl"));
        writeFile(path, content.join(QLatin1Char('\n')).toUtf8());
        return cli({"hill", "--merge", path.toStdString()});
    };
    Outcome o = merge(lines.mid(1));
    QCOMPARE(o.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(o.err, "missing battle: "));
    QVERIFY(o.out.empty());
    o = merge(lines + QStringList{lines[3]});
    QCOMPARE(o.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(o.err, "r.jsonl:31: "));
    QVERIFY(contains(o.err, "played again (first at "));
    QStringList changed = lines;
    const QString sha = jsonOf(lines[0].toStdString()).value(QLatin1String("sha256_1")).toString();
    changed[5] = changed[5].replace(sha, QString(64, QLatin1Char('0')));
    if (changed[5] != lines[5]) {
        o = merge(changed);
        QCOMPARE(o.status, int(Cli::ExitBeforeRun));
        QVERIFY(contains(o.err, "other file contents (SHA-256)"));
    }
    // A battle of a warrior against itself belongs only in a --self hill.
    const std::string seeker = (DataDir + QStringLiteral("/seeker.fyb")).toStdString();
    const QString selfLine =
        QString::fromStdString(cli({"battles", "--pairs", "-"}, seeker + '\t' + seeker + '\n').out).trimmed();
    o = merge(lines + QStringList{selfLine});
    QCOMPARE(o.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(o.err, "r.jsonl:31: a battle of a warrior against itself"));
    changed = lines;
    changed[2] = QStringLiteral("{\"program1\":\"x\"");
    o = merge(changed);
    QCOMPARE(o.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(o.err, "r.jsonl:3:1: not a JSON object"));
    // battles reports a bad line and an unreadable warrior, and plays the rest.
    const Outcome b = cli({"battles", "--pairs", "-"}, "no tab here\n/nonexistent/x.fyb\t/nonexistent/y.fyb\n"
                                                           + pairs.substr(0, pairs.find('\n') + 1));
    QCOMPARE(b.status, int(Cli::ExitBeforeRun));
    QVERIFY(contains(b.err, "<stdin>:1:1: expected two paths separated by a tab"));
    QVERIFY(contains(b.err, "/nonexistent/x.fyb: cannot read: "));
    QCOMPARE(QString::fromStdString(b.out).count(QLatin1Char('\n')), 1);
}

void TestFybHill::noCycleSkipGivesTheSameResults()
{
    const Outcome skip = cli({"hill", "--dir", DataDir.toStdString(), "--self", "--json", "--max-turns", "300000"});
    const Outcome played =
        cli({"hill", "--dir", DataDir.toStdString(), "--self", "--json", "--max-turns", "300000", "--no-cycle-skip"});
    QCOMPARE(skip.status, 0);
    QCOMPARE(played.out, skip.out);
    const std::string mangler = (DataDir + QStringLiteral("/mangler.fyb")).toStdString();
    const Outcome battle = cli({"battle", mangler, mangler, "--no-cycle-skip", "--json", "--max-turns", "300000"});
    QCOMPARE(battle.out, std::string("{\"winner\":0,\"turn\":300000,\"reason\":\"limit\"}\n"));
}

// Ctrl+C: two warriors that never end a battle (played turn by turn up to a
// limit no one waits for) and two that end theirs at once.
void TestFybHill::interruptPrintsPartialTable()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("a1.fyb")), "*");
    writeFile(dir.filePath(QStringLiteral("a2.fyb")), "*");
    writeFile(dir.filePath(QStringLiteral("z1.fyb")), "%");
    writeFile(dir.filePath(QStringLiteral("z2.fyb")), "%%");
    // Standard error is a terminal, so the hill draws its progress there:
    // the test reads it and interrupts once the eight quick battles are done,
    // however long they took.
    int terminal = -1;
    int child = -1;
    QVERIFY(::openpty(&terminal, &child, nullptr, nullptr, nullptr) == 0);
    ::fcntl(terminal, F_SETFL, ::fcntl(terminal, F_GETFL) | O_NONBLOCK);
    QProcess process;
    process.setChildProcessModifier([child] { ::dup2(child, STDERR_FILENO); });
    process.start(QStringLiteral(FOULPLAY_CLI_PATH),
                  {QStringLiteral("hill"), QStringLiteral("--dir"), dir.path(), QStringLiteral("--jobs"),
                   QStringLiteral("1"), QStringLiteral("--no-cycle-skip"), QStringLiteral("--max-turns"),
                   QStringLiteral("1000000000000000")});
    QVERIFY(process.waitForStarted());
    ::close(child);
    QByteArray progress;
    const auto reached = [&progress, terminal] {
        char buffer[512];
        for (ssize_t n; (n = ::read(terminal, buffer, sizeof buffer)) > 0;)
            progress.append(buffer, n);
        return progress.contains("8/12 battles");
    };
    QVERIFY2(QTest::qWaitFor(reached, 60000), progress.constData());
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(30000));
    ::close(terminal);
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.startsWith(QStringLiteral("PARTIAL: interrupted after 8 of 12 battles\n")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("Hill of 4 warriors, 12 battles")));
    QVERIFY(!progress.contains("9/12"));
}

QTEST_GUILESS_MAIN(TestFybHill)
#include "tst_fybhill.moc"
