// The history plot under the Watches, on the real engines and a real
// session: on programs drawn from a seed (drawn at run time, printed,
// FOULPLAY_SEED repeats it), what the plot read in the background must be
// exactly the changes found by stepping the program a tick at a time from
// tick 0, the plot must draw them where they are, and a click on one must
// take the run there. ValueSeries on its own: a long history is summed up
// in a bounded number of spans that keep every change's range.

#include "valueprograms.h"

#include "debug/debugsession.h"
#include "debug/valueseries.h"
#include "debugger/historyplot.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

using namespace Foulplay;
using namespace Foulplay::Core::Debug;
using namespace Foulplay::Tests;
using Foulplay::Ui::Debugger::HistoryPlot;

namespace {

// What the plot holds after a change: the value as a double, or "none".
bool same(const ValueSeries::Span &span, const QString &after)
{
    return span.exists ? after != QLatin1String("none") && span.end == after.toDouble()
                       : after == QLatin1String("none");
}

} // namespace

class TestHistoryPlot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void seriesSumsUp();
    void differential_data();
    void differential();

private:
    std::uint64_t m_seed = 0;
};

void TestHistoryPlot::initTestCase()
{
    m_seed = drawSeed();
    qInfo("seed %llu (FOULPLAY_SEED=%llu repeats it)", qulonglong(m_seed), qulonglong(m_seed));
}

// 10,000 changes in a series of at most 64 spans: every change is counted,
// the spans stay in order and cover every tick that changed, and each span's
// range holds every value its changes gave.
void TestHistoryPlot::seriesSumsUp()
{
    std::mt19937_64 random(m_seed);
    ValueSeries series(64);
    series.setStart(Core::Decimal::fromInt(0));
    std::vector<std::pair<std::uint64_t, std::int64_t>> all;
    std::uint64_t tick = 0;
    for (int i = 0; i < 10000; ++i) {
        tick += 1 + random() % 50;
        const auto value = std::int64_t(random() % 2001) - 1000;
        ValueChange change;
        change.tick = tick;
        change.after = Core::Decimal::fromInt(value);
        series.add(change);
        all.emplace_back(tick, value);
    }
    QCOMPARE(series.changes(), std::uint64_t(10000));
    QVERIFY(series.spans().size() <= 64);
    QVERIFY(series.spans().size() >= 32);
    std::uint64_t counted = 0;
    std::size_t next = 0;
    for (const ValueSeries::Span &span : series.spans()) {
        counted += span.changes;
        for (std::uint64_t k = 0; k < span.changes; ++k, ++next) {
            QVERIFY(all[next].first >= span.first && all[next].first <= span.last);
            QVERIFY(double(all[next].second) >= span.low && double(all[next].second) <= span.high);
        }
        QCOMPARE(span.end, double(all[next - 1].second));
    }
    QCOMPARE(counted, std::uint64_t(10000));
    double value = 0;
    QVERIFY(series.valueAt(all.back().first + 5, value));
    QCOMPARE(value, double(all.back().second));
    QVERIFY(series.valueAt(all.front().first - 1, value));
    QCOMPARE(value, 0.0);
}

void TestHistoryPlot::differential_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"unfair", "cheat", "fyb"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestHistoryPlot::differential()
{
    QFETCH(QString, language);
    const LanguageDescriptor *descriptor = descriptorForKey(language);
    QVERIFY(descriptor);
    const bool cells = descriptor->capabilities.programs == 2;
    Programs generate(m_seed ^ qHash(language));
    int compared = 0;
    int clicked = 0;
    for (int round = 0; round < 10; ++round) {
        std::string input;
        const std::vector<std::string> sources = drawPrograms(*descriptor, generate, input);
        if (sources.empty())
            continue;
        DebugSettings settings;
        if (cells)
            settings.maxTurns = 150;
        else
            settings.stepLimit = 300;
        for (const auto &[name, expected] : pickValues(*descriptor, sources, input, settings, generate)) {
            const QString where = QStringLiteral("seed %1, round %2, value %3:\n%4")
                                      .arg(m_seed)
                                      .arg(round)
                                      .arg(name, QString::fromStdString(sources.front()));
            DebugSession session;
            QSignalSpy loaded(&session, &DebugSession::loaded);
            QSignalSpy stopped(&session, &DebugSession::stopped);
            QSignalSpy finished(&session, &DebugSession::finished);
            QStringList texts;
            for (const std::string &source : sources)
                texts.append(QString::fromStdString(source));
            session.setSettings(settings);
            session.load(descriptor->language, texts);
            QVERIFY2(loaded.wait(10000) && loaded.last().at(0).toBool(), qPrintable(where));
            if (descriptor->capabilities.supportsInput) {
                session.provideInput(QString::fromStdString(input));
                session.closeInput();
            }
            session.run();
            QTRY_VERIFY2_WITH_TIMEOUT(finished.size() == 1, qPrintable(where), 20000);

            HistoryPlot plot;
            plot.resize(600, 160);
            plot.show();
            plot.setSession(&session);
            plot.setExpression(name);
            QTRY_VERIFY2_WITH_TIMEOUT(!plot.isReading() && plot.series().reached() == session.snapshot().lastTick,
                                      qPrintable(where), 20000);
            // Few changes: kept one by one, exactly as stepping finds them.
            const ValueSeries &series = plot.series();
            QCOMPARE(series.changes(), std::uint64_t(expected.size()));
            QVERIFY2(series.spans().size() == expected.size(), qPrintable(where));
            for (std::size_t i = 0; i < expected.size(); ++i) {
                const ValueSeries::Span &span = series.spans()[i];
                QVERIFY2(span.first == expected[i].tick && span.last == expected[i].tick, qPrintable(where));
                QVERIFY2(same(span, expected[i].after), qPrintable(QStringLiteral("%1\nchange %2: %3, plot %4")
                                                                       .arg(where)
                                                                       .arg(i)
                                                                       .arg(expected[i].after)
                                                                       .arg(span.end)));
            }
            ++compared;
            if (expected.empty())
                continue;
            // A click on a change's mark goes to that change's tick.
            const Change &target = expected[std::size_t(generate.pick(int(expected.size())))];
            const int x = plot.xOf(target.tick);
            // Only a mark no other is drawn on: a neighbour within a few pixels may be nearer.
            const bool alone = std::none_of(expected.begin(), expected.end(), [&](const Change &other) {
                return other.tick != target.tick && std::abs(plot.xOf(other.tick) - x) <= 6;
            });
            if (!alone)
                continue;
            const qsizetype stops = stopped.size();
            QTest::mouseClick(&plot, Qt::LeftButton, {}, QPoint(x, plot.height() / 2));
            QTRY_VERIFY2_WITH_TIMEOUT(stopped.size() > stops || finished.size() > 1, qPrintable(where), 10000);
            QVERIFY2(session.snapshot().tick == target.tick,
                     qPrintable(QStringLiteral("%1\nclicked change at tick %2, went to %3")
                                    .arg(where)
                                    .arg(target.tick)
                                    .arg(session.snapshot().tick)));
            ++clicked;
        }
    }
    qInfo("%d values compared, %d clicks", compared, clicked);
    QVERIFY(compared >= 5);
}

QTEST_MAIN(TestHistoryPlot)
#include "tst_historyplot.moc"
