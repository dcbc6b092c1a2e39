// Plays every battle of the conformance folder (expected.tsv, warriors/) and
// compares winner, turn and reason with the original interpreter's outcome.
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <QFile>
#include <QTest>

#include <string>

using namespace Foulplay::Core::Fyb;

namespace {

QString conformanceDir()
{
    return QStringLiteral(FOULPLAY_FYB_CONFORMANCE_DIR);
}

Program load(const QString &name)
{
    QFile file(conformanceDir() + QStringLiteral("/warriors/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read warrior %s", qPrintable(name));
    const QByteArray bytes = file.readAll();
    ParseResult parsed = parse(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return std::move(parsed.program);
}

const char *reasonName(ResultReason reason)
{
    switch (reason) {
    case ResultReason::Bomb:
        return "bomb";
    case ResultReason::Died:
        return "died";
    case ResultReason::Limit:
        return "limit";
    }
    return "?";
}

} // namespace

class TestFybConformance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void battles_data();
    void battles();
};

void TestFybConformance::battles_data()
{
    QTest::addColumn<QString>("program1");
    QTest::addColumn<QString>("program2");
    QTest::addColumn<int>("winner");
    QTest::addColumn<qulonglong>("turn");
    QTest::addColumn<QString>("how");

    QFile file(conformanceDir() + QStringLiteral("/expected.tsv"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), "expected.tsv cannot be read");
    file.readLine(); // header
    int rows = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList f = line.split(QLatin1Char('\t'));
        QCOMPARE(f.size(), 5);
        const int winner = f[2] == QLatin1String("draw") ? 0 : f[2].toInt();
        QTest::addRow("%s vs %s", qPrintable(f[0]), qPrintable(f[1]))
            << f[0] << f[1] << winner << f[3].toULongLong() << f[4];
        ++rows;
    }
    QCOMPARE(rows, 196);
}

void TestFybConformance::battles()
{
    QFETCH(QString, program1);
    QFETCH(QString, program2);
    QFETCH(int, winner);
    QFETCH(qulonglong, turn);
    QFETCH(QString, how);

    Engine engine(load(program1), load(program2));
    engine.runToEnd();
    QVERIFY(engine.result().has_value());
    const Result result = *engine.result();
    QCOMPARE(result.winner, winner);
    QCOMPARE(qulonglong(result.turn), turn);
    QCOMPARE(QString::fromLatin1(reasonName(result.reason)), how);
}

QTEST_GUILESS_MAIN(TestFybConformance)
#include "tst_fybconformance.moc"
