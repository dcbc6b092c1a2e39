// Runs every tests/data/unfair/NAME.unfair with NAME.in as input (when there
// is one) and compares the output with NAME.out. regenerate.sh rewrites the
// .out files from foulplay-cli; check every change by hand against the manual.
#include "common/io.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Foulplay::Core;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestUnfairGolden : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void golden_data();
    void golden();
};

void TestUnfairGolden::golden_data()
{
    QTest::addColumn<QString>("base");
    const QDir dir(QStringLiteral(FOULPLAY_TEST_DATA "/unfair"));
    const QStringList programs = dir.entryList({QStringLiteral("*.unfair")}, QDir::Files, QDir::Name);
    QVERIFY(programs.size() >= 7);
    for (const QString &program : programs) {
        const QString base = dir.filePath(program.chopped(int(sizeof(".unfair") - 1)));
        if (QFile::exists(base + QStringLiteral(".out")))
            QTest::newRow(qPrintable(program)) << base;
    }
}

void TestUnfairGolden::golden()
{
    QFETCH(QString, base);
    const QByteArray source = readAll(base + QStringLiteral(".unfair"));
    const QByteArray expected = readAll(base + QStringLiteral(".out"));
    const QByteArray inputText = readAll(base + QStringLiteral(".in"));

    auto parsed = Unfair::parse(source.toStdString());
    for (const Diagnostic &diagnostic : parsed.diagnostics)
        qWarning("%s", formatDiagnostic(base.toStdString(), diagnostic).c_str());
    QVERIFY(parsed.ok());

    TextInput input(inputText.toStdString());
    StringOutput output;
    Unfair::Engine engine(parsed.program, {}, &input, &output);
    QCOMPARE(engine.run(10'000'000), StopReason::Finished);
    QCOMPARE(QString::fromStdString(output.text()), QString::fromUtf8(expected));
}

QTEST_GUILESS_MAIN(TestUnfairGolden)
#include "tst_unfairgolden.moc"
