// Replays every input under tests/fuzz/regressions/<target>/ through the
// same code as the libFuzzer target of that name (tests/fuzz): each of them
// once crashed, hung or blew up, and must not again.

#include "fuzz/fuzztargets.h"

#include <QDir>
#include <QFile>
#include <QTest>

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void replay_data();
    void replay();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    const QDir root(QStringLiteral(FOULPLAY_FUZZ_REGRESSIONS));
    int rows = 0;
    for (const QString &target : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir dir(root.filePath(target));
        for (const QString &file : dir.entryList(QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(target + QLatin1Char('/') + file)) << target << dir.filePath(file);
            ++rows;
        }
    }
    QVERIFY2(rows > 0, "no regression inputs found");
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    const auto function = Foulplay::Fuzz::targetNamed(target.toStdString());
    QVERIFY2(function, qPrintable("no fuzz target named " + target));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll();
    // Aborts (and fails the test) when an invariant breaks.
    function(std::string_view(data.constData(), std::size_t(data.size())));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
