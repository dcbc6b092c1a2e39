// foulplay-cli history: every change of a value, in each language. On the
// bundled examples the changes are known by hand; on programs drawn from a
// seed (drawn at run time, printed, FOULPLAY_SEED repeats it) they must be
// exactly the changes found by stepping the program a tick at a time and
// reading the value after every tick.

#include "cli.h"
#include "valueprograms.h"

#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/languagedescriptor.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <sstream>

using namespace Foulplay;
using namespace Foulplay::Core::Debug;
using namespace Foulplay::Tests;

namespace {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
};

CliRun runHistory(const std::vector<std::string> &args)
{
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    std::vector<std::string> all{"history"};
    all.insert(all.end(), args.begin(), args.end());
    CliRun run;
    run.status = Cli::run(all, in, out, err);
    run.out = out.str();
    run.err = err.str();
    return run;
}

std::string writeFile(const QTemporaryDir &dir, const QString &name, const std::string &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(content.data(), qint64(content.size())) != qint64(content.size()))
        qFatal("cannot write %s", qPrintable(path));
    return path.toStdString();
}

QString example(const char *path)
{
    return QStringLiteral(FOULPLAY_TEST_DATA "/../../resources/examples/") + QLatin1String(path);
}

std::vector<Change> parseJsonLines(const std::string &out, bool cells)
{
    std::vector<Change> changes;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        QJsonParseError error;
        const QJsonObject object = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error).object();
        if (error.error != QJsonParseError::NoError) {
            qWarning("not JSON: %s", line.c_str());
            return {};
        }
        const auto valueText = [](const QJsonValue &value) {
            return value.isNull() ? QStringLiteral("none") : QString::number(value.toDouble(), 'g', 17);
        };
        changes.push_back({std::uint64_t(object.value(QLatin1String("tick")).toInteger()),
                           object.value(QLatin1String(cells ? "cell" : "line")).toInt(),
                           valueText(object.value(QLatin1String("old"))),
                           valueText(object.value(QLatin1String("new")))});
    }
    return changes;
}

// Numbers as JSON gives them back (doubles), for comparing with the oracle's text.
std::vector<Change> asJsonNumbers(std::vector<Change> changes)
{
    const auto number = [](const QString &text) {
        return text == QLatin1String("none") ? text : QString::number(text.toDouble(), 'g', 17);
    };
    for (Change &change : changes) {
        change.before = number(change.before);
        change.after = number(change.after);
    }
    return changes;
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cheatExample();
    void unfairExample();
    void battle();
    void badValues();
    void wholeProcess();
    void differential_data();
    void differential();

private:
    std::uint64_t m_seed = 0;
};

void TestHistory::initTestCase()
{
    m_seed = Tests::drawSeed();
    qInfo("seed %llu (FOULPLAY_SEED=%llu repeats it)", qulonglong(m_seed), qulonglong(m_seed));
}

// Bob cheats by 3 in the first slot; Alice calls cheat in the second, and
// Bob's score goes back to 0.
void TestHistory::cheatExample()
{
    const std::string program = example("cheat/caught.cheat").toStdString();
    CliRun run = runHistory({program, "--value", "score(Bob)"});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.err, std::string());
    QCOMPARE(run.out, std::string("tick 1, line 5: 0 \u2192 3 (Bob)\n"
                                  "tick 2, line 6: 3 \u2192 0 (Alice)\n"));
    run = runHistory({program, "--value", "Alice's score", "--json"});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out, std::string("{\"tick\":3,\"turn\":0,\"program\":1,\"line\":7,\"column\":1,\"old\":0,\"new\":1,"
                                  "\"who\":\"Alice\"}\n"));
}

// The example game: Player 2's count that reaches 100 raises Player 2's
// counting number to 6, at the 20th sentence.
void TestHistory::unfairExample()
{
    const std::string program = example("unfair/example-game.unfair").toStdString();
    CliRun run = runHistory({program, "--value", "Player 2's counting number"});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out, std::string("tick 20, line 23: 5 \u2192 6 (Player 2)\n"));
    run = runHistory({program, "--value", "the count"});
    QCOMPARE(run.status, 0);
    std::istringstream lines(run.out);
    std::vector<std::string> all;
    for (std::string line; std::getline(lines, line);)
        all.push_back(line);
    QCOMPARE(all.size(), std::size_t(22));
    QCOMPARE(all.front(), std::string("tick 1, line 4: 0 \u2192 5 (Player 1)"));
    QCOMPARE(all[19], std::string("tick 20, line 23: 95 \u2192 0 (Player 2)"));
    QCOMPARE(all.back(), std::string("tick 23, line 26: 5 \u2192 11 (Player 2)"));
}

// A battle: the cell program 1 writes into program 2, with the thread.
void TestHistory::battle()
{
    QTemporaryDir dir;
    const std::string a = writeFile(dir, QStringLiteral("a.fyb"), "++++!");
    const std::string b = writeFile(dir, QStringLiteral("b.fyb"), "%%%%%%%%");
    const CliRun run = runHistory({a, b, "--value", "data(2, 0)", "--max-turns", "20"});
    QCOMPARE(run.status, 0);
    QVERIFY2(!run.out.empty(), run.err.c_str());
    QVERIFY2(run.out.find("program 1, cell 4") != std::string::npos, run.out.c_str());
    QVERIFY2(run.out.find("(program 1, thread 0)") != std::string::npos, run.out.c_str());
}

void TestHistory::badValues()
{
    const std::string program = example("cheat/caught.cheat").toStdString();
    CliRun run = runHistory({program, "--value", "score("});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.find("--value 'score('") != std::string::npos, run.err.c_str());
    run = runHistory({program});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.find("--value") != std::string::npos, run.err.c_str());
    run = runHistory({program, "--value", "the count"});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.find("the count") != std::string::npos, run.err.c_str());
    run = runHistory({program, program, "--value", "score(Bob)"});
    QCOMPARE(run.status, 2);
    run = runHistory({program, "--value", "score(Bob)", "--max-steps", "0"});
    QCOMPARE(run.status, 2);
    QTemporaryDir dir;
    const std::string broken = writeFile(dir, QStringLiteral("broken.cheat"), "Bob counts by.\n");
    run = runHistory({broken, "--value", "score(Bob)"});
    QCOMPARE(run.status, 3);
    QVERIFY2(run.err.find("broken.cheat:1:") != std::string::npos, run.err.c_str());
    // An endless program stops at its step limit, with the changes so far.
    run = runHistory({example("cheat/alice-24.cheat").toStdString(), "--value", "score(Alice)", "--max-steps", "50"});
    QCOMPARE(run.status, 4);
    QCOMPARE(run.out, std::string("tick 1, line 3: 0 \u2192 24 (Alice)\n"));
    QVERIFY2(!run.err.empty(), "the step limit is told");
}

// foulplay-cli itself, as a user runs it.
void TestHistory::wholeProcess()
{
    QProcess process;
    process.start(QStringLiteral(FOULPLAY_CLI_PATH),
                  {QStringLiteral("history"), example("cheat/caught.cheat"), QStringLiteral("--value=score(Bob)")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput(), QByteArray("tick 1, line 5: 0 \u2192 3 (Bob)\n"
                                                         "tick 2, line 6: 3 \u2192 0 (Alice)\n"));
}

void TestHistory::differential_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"unfair", "cheat", "fyb"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// On random programs, the printed changes are those stepping finds.
void TestHistory::differential()
{
    QFETCH(QString, language);
    const LanguageDescriptor *descriptor = descriptorForKey(language);
    QVERIFY(descriptor);
    const int programs = descriptor->capabilities.programs;
    Programs generate(m_seed ^ qHash(language));
    QTemporaryDir dir;
    int compared = 0;
    int withChanges = 0;
    for (int round = 0; round < 12; ++round) {
        std::string input;
        const std::vector<std::string> sources = drawPrograms(*descriptor, generate, input);
        if (sources.empty())
            continue; // a program the generator got wrong is no test
        const QString where = QStringLiteral("seed %1, round %2:\n%3")
                                  .arg(m_seed)
                                  .arg(round)
                                  .arg(QString::fromStdString(sources.front()));
        std::vector<std::string> args;
        for (int i = 0; i < programs; ++i)
            args.push_back(
                writeFile(dir, QStringLiteral("p%1-%2.%3").arg(round).arg(i).arg(language), sources[std::size_t(i)]));
        const std::string inputPath = writeFile(dir, QStringLiteral("in%1").arg(round), input);
        DebugSettings settings;
        if (programs == 2) {
            settings.maxTurns = 300;
            args.insert(args.end(), {"--max-turns", "300"});
        } else {
            settings.stepLimit = 400;
            args.insert(args.end(), {"--max-steps", "400", "--input", inputPath});
        }
        for (const auto &[name, changes] : pickValues(*descriptor, sources, input, settings, generate)) {
            const std::vector<Change> expected = asJsonNumbers(changes);
            std::vector<std::string> withValue = args;
            withValue.insert(withValue.end(), {"--value", name.toStdString(), "--json"});
            const CliRun run = runHistory(withValue);
            QVERIFY2(run.status == 0 || run.status == 1 || run.status == 4,
                     qPrintable(QStringLiteral("%1\n%2 exits %3: %4")
                                    .arg(where, name)
                                    .arg(run.status)
                                    .arg(QString::fromStdString(run.err))));
            const std::vector<Change> printed = parseJsonLines(run.out, programs == 2);
            if (printed != expected) {
                qWarning("%s\nvalue %s: %zu changes printed, %zu found by stepping", qPrintable(where),
                         qPrintable(name), printed.size(), expected.size());
                for (std::size_t i = 0; i < std::max(printed.size(), expected.size()); ++i) {
                    const auto show = [](const std::vector<Change> &all, std::size_t i) {
                        return i < all.size() ? QStringLiteral("%1@%2 %3->%4")
                                                    .arg(all[i].tick)
                                                    .arg(all[i].place)
                                                    .arg(all[i].before, all[i].after)
                                              : QStringLiteral("-");
                    };
                    qWarning("  %s | %s", qPrintable(show(printed, i)), qPrintable(show(expected, i)));
                }
                QFAIL("the printed changes are not those of stepping");
            }
            ++compared;
            withChanges += !expected.empty();
        }
    }
    qInfo("%d values compared, %d of them changed", compared, withChanges);
    QVERIFY(compared >= 12);
    QVERIFY(withChanges > 0);
}

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
