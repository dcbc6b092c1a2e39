// Golden runs of the seed's examples: tests/data/cheat/NAME.cheat with
// NAME.in as input (when present) must give NAME.out: the program's output,
// then how the run stopped and every player's score and wins.
// Regenerate with FOULPLAY_REGENERATE_GOLDEN=1 (then review the diff).

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"

#include <QFile>
#include <QTest>

using namespace Foulplay::Core;

namespace {

QByteArray readData(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const char *reasonName(StopReason reason)
{
    switch (reason) {
    case StopReason::Finished:
        return "finished";
    case StopReason::StepLimit:
        return "step limit";
    case StopReason::Error:
        return "error";
    case StopReason::InputNeeded:
        return "input needed";
    default:
        return "other";
    }
}

} // namespace

class TestCheatGolden : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void run_data();
    void run();
};

void TestCheatGolden::run_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<qulonglong>("stepLimit");
    QTest::newRow("counting") << "counting" << 40ULL;
    QTest::newRow("counting by") << "countingby" << 12ULL;
    QTest::newRow("conditions") << "conditions" << 600ULL;
    QTest::newRow("combined conditions") << "combined" << 100ULL;
    QTest::newRow("turn order") << "turnorder" << 25ULL;
    QTest::newRow("calling cheat") << "calling" << 40ULL;
    QTest::newRow("Alice's endless 24") << "alice24" << 30ULL;
    QTest::newRow("Bob asks") << "bobasks" << 100ULL;
    QTest::newRow("number cat") << "numbercat" << 100ULL;
    QTest::newRow("cheat machine, yes") << "cheatmachine_yes" << 40ULL;
    QTest::newRow("cheat machine, no") << "cheatmachine_no" << 100ULL;
}

void TestCheatGolden::run()
{
    QFETCH(QString, name);
    QFETCH(qulonglong, stepLimit);
    const QString base = QStringLiteral(FOULPLAY_TEST_DATA "/cheat/") + name;
    const QByteArray source = readData(base + ".cheat");
    QVERIFY(!source.isEmpty());

    Cheat::ParseResult parsed = Cheat::parse(source.toStdString());
    QVERIFY(parsed.ok());
    TextInput input(readData(base + ".in").toStdString());
    StringOutput output;
    Cheat::Settings settings;
    settings.stepLimit = stepLimit;
    Cheat::Engine engine(std::move(parsed.program), settings, &input, &output);
    StopReason reason = StopReason::Step;
    while (reason == StopReason::Step)
        reason = engine.run(1000);

    std::string result = output.text();
    result += "--- " + std::string(reasonName(reason)) + " after " + std::to_string(engine.tick()) + " slots\n";
    for (std::size_t i = 0; i < engine.program().players.size(); ++i) {
        result += std::string(engine.program().playerName(int(i))) + ": score "
                  + engine.state().players[i].score.toString() + ", wins "
                  + std::to_string(engine.state().players[i].wins) + '\n';
    }

    if (qEnvironmentVariableIsSet("FOULPLAY_REGENERATE_GOLDEN")) {
        QFile file(base + ".out");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(result));
    }
    QCOMPARE(QString::fromStdString(result), QString::fromUtf8(readData(base + ".out")));
}

QTEST_GUILESS_MAIN(TestCheatGolden)
#include "tst_cheatgolden.moc"
