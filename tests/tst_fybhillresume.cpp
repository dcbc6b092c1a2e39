// A hill that is killed halfway loses nothing: `hill --output FILE` is
// killed with SIGKILL, an unfinished last line is added as a kill during a
// write would leave it, and `--resume` plays the rest. The table must equal
// an uninterrupted run's, and FILE must hold every battle exactly once.
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
#include <QThread>

#include <csignal>
#include <sstream>

#include <sys/types.h>

using namespace Foulplay;

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

QJsonArray tableOf(const std::string &json)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(json)).object().value(QStringLiteral("table")).toArray();
}

QList<QByteArray> linesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().split('\n');
}

// The test warriors, and idlers that keep a battle going to the turn limit
// (a `+` makes the enemy's first cell non-zero, then a loop runs forever).
void writeWarriors(const QString &dir)
{
    QDir().mkpath(dir);
    for (const QString &name : QDir(DataDir).entryList({QStringLiteral("*.fyb")}, QDir::Files))
        QFile::copy(DataDir + QLatin1Char('/') + name, dir + QLatin1Char('/') + name);
    for (int k = 1; k <= 6; ++k) {
        QFile file(dir + QStringLiteral("/idler%1.fyb").arg(k));
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write an idler");
        file.write("+[" + QByteArray(k * 3, '%') + QByteArray(k, '>') + "]");
    }
}

} // namespace

class TestFybHillResume : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void killedHillResumes();
    void resumeRefusesOtherContents();
    void outputRefusesAFileWithResults();
};

void TestFybHillResume::killedHillResumes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString warriors = dir.filePath(QStringLiteral("w"));
    writeWarriors(warriors);
    const std::vector<std::string> hill{"hill",        "--dir",   warriors.toStdString(),
                                        "--max-turns", "1000000", "--no-cycle-skip"};

    std::vector<std::string> whole = hill;
    whole.push_back("--json");
    const Outcome reference = cli(whole);
    QCOMPARE(reference.status, 0);
    const QJsonArray referenceTable = tableOf(reference.out);
    const qsizetype battles =
        QJsonDocument::fromJson(QByteArray::fromStdString(reference.out)).object().value("battleCount").toInteger();
    QVERIFY(battles > 100);

    // Killed halfway.
    const QString results = dir.filePath(QStringLiteral("results.jsonl"));
    QStringList arguments;
    for (const std::string &arg : hill)
        arguments << QString::fromStdString(arg);
    arguments << QStringLiteral("--jobs") << QStringLiteral("2") << QStringLiteral("--output") << results;
    QProcess process;
    process.start(CliPath, arguments);
    QVERIFY(process.waitForStarted());
    qsizetype written = 0;
    while (process.state() == QProcess::Running) {
        written = linesOf(results).size() - 1;
        if (written >= battles / 2) {
            ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
            break;
        }
        QThread::msleep(2);
    }
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    const QList<QByteArray> kept = linesOf(results);
    QVERIFY2(kept.size() - 1 < battles, "the hill ended before it was killed");
    QVERIFY(kept.size() - 1 >= battles / 2);
    QVERIFY(kept.last().isEmpty()); // every line the process wrote is whole

    // A kill in the middle of a write leaves an unfinished last line.
    {
        QFile file(results);
        QVERIFY(file.open(QIODevice::Append));
        file.write(kept.front().left(kept.front().size() / 2));
    }
    std::vector<std::string> resume = whole;
    resume.insert(resume.end(), {"--output", results.toStdString(), "--resume"});
    const Outcome resumed = cli(resume);
    QCOMPARE(resumed.status, 0);
    QVERIFY2(resumed.err.find("unfinished last line") != std::string::npos, resumed.err.c_str());
    QCOMPARE(tableOf(resumed.out), referenceTable);

    // Every battle exactly once, and the file alone gives the same table.
    QList<QByteArray> lines = linesOf(results);
    QVERIFY(lines.last().isEmpty());
    lines.removeLast();
    QCOMPARE(lines.size(), battles);
    QSet<QString> pairs;
    for (const QByteArray &line : lines) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        QVERIFY2(!o.isEmpty(), line.constData());
        pairs.insert(o.value("program1").toString() + QLatin1Char('\t') + o.value("program2").toString());
    }
    QCOMPARE(pairs.size(), battles);
    const Outcome merged = cli({"hill", "--merge", results.toStdString(), "--json"});
    QCOMPARE(merged.status, 0);
    QCOMPARE(tableOf(merged.out), referenceTable);

    // Resuming a finished hill plays nothing; its plain table (counted a
    // warrior at a time, with the battles only marked done) equals an
    // uninterrupted run's.
    std::vector<std::string> plainResume = hill;
    plainResume.insert(plainResume.end(), {"--output", results.toStdString(), "--resume"});
    const Outcome plain = cli(plainResume);
    QCOMPARE(plain.status, 0);
    QCOMPARE(linesOf(results).size() - 1, battles);
    const Outcome plainReference = cli(hill);
    QCOMPARE(plainReference.status, 0);
    QCOMPARE(plain.out, plainReference.out);
}

void TestFybHillResume::resumeRefusesOtherContents()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString warriors = dir.filePath(QStringLiteral("w"));
    writeWarriors(warriors);
    const std::string results = dir.filePath(QStringLiteral("r.jsonl")).toStdString();
    const std::vector<std::string> hill{"hill",  "--dir",   warriors.toStdString(), "--max-turns", "1000", "--output",
                                        results, "--resume"};
    QCOMPARE(cli(hill).status, 0);
    QFile changed(warriors + QStringLiteral("/idler1.fyb"));
    QVERIFY(changed.open(QIODevice::Append));
    changed.write("%");
    changed.close();
    const Outcome again = cli(hill);
    QCOMPARE(again.status, 3);
    QVERIFY2(again.err.find("other file contents") != std::string::npos, again.err.c_str());

    // battles --resume as well: the changed warrior's pairs are left out.
    const std::string pairs = dir.filePath(QStringLiteral("pairs.txt")).toStdString();
    {
        QFile file(QString::fromStdString(pairs));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write((warriors + "/idler1.fyb\t" + warriors + "/idler2.fyb\n").toUtf8());
    }
    const Outcome battles = cli({"battles", "--pairs", pairs, "--output", results, "--resume"});
    QCOMPARE(battles.status, 3);
    QVERIFY2(battles.err.find("other file contents") != std::string::npos, battles.err.c_str());
}

void TestFybHillResume::outputRefusesAFileWithResults()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString warriors = dir.filePath(QStringLiteral("w"));
    writeWarriors(warriors);
    const std::string pairs = dir.filePath(QStringLiteral("pairs.txt")).toStdString();
    const std::string results = dir.filePath(QStringLiteral("r.jsonl")).toStdString();
    {
        QFile file(QString::fromStdString(pairs));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(cli({"hill", "--dir", warriors.toStdString(), "--pairs-only"}).out));
    }
    const std::vector<std::string> battles{"battles", "--pairs", pairs, "--max-turns", "1000", "--output", results};
    QCOMPARE(cli(battles).status, 0);
    const qsizetype count = linesOf(QString::fromStdString(results)).size();
    // A second run without --resume would count every battle twice: refused.
    const Outcome again = cli(battles);
    QCOMPARE(again.status, 3);
    QVERIFY2(again.err.find("--resume") != std::string::npos, again.err.c_str());
    QCOMPARE(linesOf(QString::fromStdString(results)).size(), count);
    // With --resume it adds nothing, and the merge holds every pair once.
    std::vector<std::string> resume = battles;
    resume.push_back("--resume");
    QCOMPARE(cli(resume).status, 0);
    QCOMPARE(linesOf(QString::fromStdString(results)).size(), count);
    QCOMPARE(cli({"hill", "--merge", results}).status, 0);
}

QTEST_GUILESS_MAIN(TestFybHillResume)
#include "tst_fybhillresume.moc"
