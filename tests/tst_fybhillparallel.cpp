// The recipes of docs/hill.md, run as written: GNU parallel with 4 shards on
// this machine (the `:` login), directly and through a hosts file with
// --basefile/--return/--cleanup, and the Slurm batch script with the array
// variables set by hand. Each merged table must equal the one-process hill.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA "/fyb");

// The shell block that follows `<!-- tested: NAME -->` in docs/hill.md.
QString recipe(const QString &name)
{
    QFile file(QStringLiteral(FOULPLAY_DOCS_DIR "/hill.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    const QRegularExpression block(
        QStringLiteral("<!-- tested: %1 -->\\n```sh\\n(.*?)```").arg(QRegularExpression::escape(name)),
        QRegularExpression::DotMatchesEverythingOption);
    return block.match(text).captured(1);
}

struct Run {
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run bash(const QString &dir, const QString &script, const QStringList &environment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), QFileInfo(QStringLiteral(FOULPLAY_CLI_PATH)).absolutePath() + QLatin1Char(':')
                                           + env.value(QStringLiteral("PATH")));
    for (const QString &pair : environment)
        env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("bash"),
                  {QStringLiteral("-euo"), QStringLiteral("pipefail"), QStringLiteral("-c"), script});
    Run run;
    if (!process.waitForFinished(600000))
        return run;
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// A fresh directory with warriors/ holding the test warriors.
bool prepare(const QTemporaryDir &dir)
{
    QDir(dir.path()).mkdir(QStringLiteral("warriors"));
    for (const QString &name : QDir(DataDir).entryList({QStringLiteral("*.fyb")}, QDir::Files)) {
        if (!QFile::copy(DataDir + QLatin1Char('/') + name, dir.filePath(QStringLiteral("warriors/") + name)))
            return false;
    }
    return true;
}

int resultFiles(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList({QStringLiteral("results-*.jsonl")}, QDir::Files).size();
}

} // namespace

class TestFybHillParallel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void recipes_data();
    void recipes();
    void slurmScript();
};

void TestFybHillParallel::recipes_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("local cores") << QStringLiteral("parallel-local");
    QTest::newRow("hosts file") << QStringLiteral("parallel-hosts");
}

void TestFybHillParallel::recipes()
{
    QFETCH(QString, name);
    const QString script = recipe(name);
    QVERIFY2(script.contains(QLatin1String("shards=4\n")), qPrintable(script));
    QTemporaryDir dir;
    QVERIFY(prepare(dir));
    QFile hosts(dir.filePath(QStringLiteral("hosts.txt")));
    QVERIFY(hosts.open(QIODevice::WriteOnly));
    hosts.write(":\n");
    hosts.close();
    const Run single = bash(dir.path(), QStringLiteral("foulplay-cli hill --dir warriors"));
    QCOMPARE(single.status, 0);
    QVERIFY(single.out.startsWith("Hill of 6 warriors, 30 battles"));
    const Run merged = bash(dir.path(), script);
    QVERIFY2(merged.status == 0, merged.err.constData());
    QCOMPARE(merged.out, single.out);
    QCOMPARE(resultFiles(dir), 4);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("warriors/seeker.fyb")))); // --cleanup left our files
}

void TestFybHillParallel::slurmScript()
{
    const QString script = recipe(QStringLiteral("slurm"));
    QVERIFY2(script.contains(QLatin1String("SLURM_ARRAY_TASK_ID")), qPrintable(script));
    QTemporaryDir dir;
    QVERIFY(prepare(dir));
    for (int task = 0; task < 4; ++task) {
        const Run run = bash(dir.path(), script,
                             {QStringLiteral("SLURM_ARRAY_TASK_ID=%1").arg(task),
                              QStringLiteral("SLURM_ARRAY_TASK_COUNT=4"), QStringLiteral("SLURM_CPUS_PER_TASK=2")});
        QVERIFY2(run.status == 0, run.err.constData());
    }
    QCOMPARE(resultFiles(dir), 4);
    const Run single = bash(dir.path(), QStringLiteral("foulplay-cli hill --dir warriors --json"));
    const Run merged = bash(dir.path(), QStringLiteral("foulplay-cli hill --merge results-*.jsonl --json"));
    QCOMPARE(merged.status, 0);
    QCOMPARE(merged.out, single.out);
}

QTEST_GUILESS_MAIN(TestFybHillParallel)
#include "tst_fybhillparallel.moc"
