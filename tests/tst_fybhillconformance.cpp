// The hill of the conformance warriors (every ordered pair, self battles
// included) agrees with the original interpreter's expected.tsv battle by
// battle, and skipping periodic draws changes no result.
#include "cli.h"

#include "fyb/engine.h"
#include "fyb/parser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sstream>

using namespace Foulplay;

namespace {

const QString ConformanceDir = QStringLiteral(FOULPLAY_FYB_CONFORMANCE_DIR);

std::string warriorsDir()
{
    return (ConformanceDir + QStringLiteral("/warriors")).toStdString();
}

QJsonObject hill(std::vector<std::string> extra)
{
    std::vector<std::string> args{"hill", "--dir", warriorsDir(), "--self", "--json", "--jobs", "2"};
    args.insert(args.end(), extra.begin(), extra.end());
    std::istringstream in;
    std::ostringstream out, err;
    const int status = Cli::run(args, in, out, err);
    if (status != 0 || !err.str().empty())
        qWarning("hill: status %d, %s", status, err.str().c_str());
    return QJsonDocument::fromJson(QByteArray::fromStdString(out.str())).object();
}

Core::Fyb::Program load(const QString &name)
{
    QFile file(ConformanceDir + QStringLiteral("/warriors/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return Core::Fyb::parse(file.readAll().toStdString()).program;
}

} // namespace

class TestFybHillConformance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyBattleAsExpected();
    void noCycleSkipIsIdentical();

private:
    QJsonObject m_hill;
};

void TestFybHillConformance::initTestCase()
{
    m_hill = hill({});
    QCOMPARE(m_hill.value(QLatin1String("partial")).toBool(true), false);
}

void TestFybHillConformance::everyBattleAsExpected()
{
    QHash<QString, QJsonObject> played;
    for (const QJsonValue &value : m_hill.value(QLatin1String("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        played.insert(b.value(QLatin1String("program1")).toString() + QLatin1Char('\t')
                          + b.value(QLatin1String("program2")).toString(),
                      b);
    }
    QCOMPARE(played.size(), 196);
    QFile file(ConformanceDir + QStringLiteral("/expected.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    file.readLine(); // header
    int rows = 0;
    while (!file.atEnd()) {
        const QStringList f = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char('\t'));
        if (f.size() != 5)
            continue;
        const QJsonObject b = played.value(f[0] + QLatin1Char('\t') + f[1]);
        const QString what = f[0] + QStringLiteral(" vs ") + f[1];
        QVERIFY2(!b.isEmpty(), qPrintable(what));
        const int winner = f[2] == QLatin1String("draw") ? 0 : f[2].toInt();
        QVERIFY2(b.value(QLatin1String("winner")).toInt(-1) == winner, qPrintable(what));
        QVERIFY2(b.value(QLatin1String("turn")).toInteger() == f[3].toLongLong(), qPrintable(what));
        QVERIFY2(b.value(QLatin1String("reason")).toString() == f[4], qPrintable(what));
        ++rows;
    }
    QCOMPARE(rows, 196);
}

void TestFybHillConformance::noCycleSkipIsIdentical()
{
    // The skipping really happens on this set (else the comparison proves nothing) ...
    Core::Fyb::Engine skipping(load(QStringLiteral("ex3.fyb")), load(QStringLiteral("nothing-1.fyb")));
    skipping.runToEnd();
    QVERIFY(skipping.skippedTurns() > 0);
    Core::Fyb::Settings settings;
    settings.detectPeriods = false;
    Core::Fyb::Engine played(load(QStringLiteral("ex3.fyb")), load(QStringLiteral("nothing-1.fyb")), settings);
    played.runToEnd();
    QCOMPARE(played.skippedTurns(), std::uint64_t(0));
    QCOMPARE(played.snapshot(), skipping.snapshot());
    // ... and every battle, played turn by turn, ends the same.
    QCOMPARE(hill({"--no-cycle-skip"}), m_hill);
}

QTEST_GUILESS_MAIN(TestFybHillConformance)
#include "tst_fybhillconformance.moc"
