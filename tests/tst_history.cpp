// foulplay-cli history: every change of a value, in each language. On the
// bundled examples the changes are known by hand; on programs drawn from a
// seed (drawn at run time, printed, FOULPLAY_SEED repeats it) they must be
// exactly the changes found by stepping the program a tick at a time and
// reading the value after every tick.

#include "cheatprogramgenerator.h"
#include "cli.h"

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

// A change as the test sees it: tick, line (FYB: cell), old, new ("none").
struct Change {
    std::uint64_t tick = 0;
    int place = 0;
    QString before;
    QString after;
    friend bool operator==(const Change &, const Change &) = default;
};

QString text(const std::optional<Core::Decimal> &value)
{
    return value ? QString::fromStdString(value->toString()) : QStringLiteral("none");
}

// The oracle: the program stepped a tick at a time from tick 0, the value
// read after every tick, at most ticks ticks.
std::vector<Change> stepped(const LanguageDescriptor &language, const std::vector<std::string> &sources,
                            const Condition &value, const DebugSettings &settings, const std::string &input,
                            std::uint64_t ticks)
{
    struct StringInput final : Core::InputSource {
        std::vector<std::string> tokens;
        std::size_t next = 0;
        Status peek(std::size_t index, std::string &token) override
        {
            if (next + index >= tokens.size())
                return Status::EndOfInput;
            token = tokens[next + index];
            return Status::Ready;
        }
        void consume(std::size_t count) override { next += count; }
    } in;
    std::istringstream words(input);
    for (std::string word; words >> word;)
        in.tokens.push_back(word);

    const auto engine = language.createEngine();
    std::vector<DebugDiagnostic> problems;
    if (!engine->load(sources, settings, &in, nullptr, problems))
        return {};
    const bool cells = language.capabilities.supportsThreads;
    std::vector<Change> changes;
    ConditionError ignored;
    std::optional<Core::Decimal> last = value.value(*engine, ignored);
    for (std::uint64_t i = 0; i < ticks && !engine->finished(); ++i) {
        const DebugLocation where = engine->currentLocation();
        engine->step();
        const std::optional<Core::Decimal> now = value.value(*engine, ignored);
        if (now != last)
            changes.push_back({engine->tick(), cells ? where.statement : where.line, text(last), text(now)});
        last = now;
    }
    return changes;
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

// Random programs of each language.
class Programs {
public:
    explicit Programs(std::uint64_t seed)
        : m_random(seed)
    {
    }

    int pick(int n) { return int(m_random() % std::uint64_t(n)); }

    // Counts, de-syncs, re-syncs, resets, Define, labels and conditional jumps.
    std::string unfair(std::string &input)
    {
        std::string source;
        const int sentences = 3 + pick(25);
        int labels = 0;
        for (int i = 0; i < sentences; ++i) {
            const std::string player = "Player " + std::to_string(1 + pick(3));
            const std::string other = "Player " + std::to_string(1 + pick(3));
            switch (pick(10)) {
            case 0:
            case 1:
            case 2:
                source += player + " counts.\n";
                break;
            case 3:
                source += player + " de-syncs for " + std::to_string(pick(6)) + " steps.\n";
                break;
            case 4:
                source += player + " re-syncs the count from " + other + "'s mistake.\n";
                break;
            case 5:
                source += pick(4) ? player + " counts.\n" : player + " re-syncs the count by a full reset.\n";
                break;
            case 6:
                source += pick(2) ? "Define the count.\n" : "Define " + player + "'s counting number.\n";
                input += std::to_string(1 + pick(60)) + ' ';
                break;
            case 7:
                source += "Label l" + std::to_string(labels++) + ".\n";
                break;
            case 8:
                if (labels > 0)
                    source += "If the count is smaller then " + std::to_string(10 + pick(90)) + ", then do l"
                              + std::to_string(pick(labels)) + " again.\n";
                break;
            default:
                source += "Evaluate " + (pick(2) ? std::string("the count") : player + "'s raising number") + ".\n";
                break;
            }
        }
        return source;
    }

    std::string cheat(std::string &input)
    {
        static const char *const Answers[] = {"yes", "no", "3", "0", "12", "7"};
        for (int i = 0; i < 200; ++i)
            input += std::string(Answers[pick(6)]) + ' ';
        Tests::CheatProgramGenerator generator(m_random());
        std::string source;
        const int statements = 2 + pick(10);
        for (int i = 0; i < statements; ++i)
            source += generator.statement() + '\n';
        return source;
    }

    // Commands with balanced brackets, seeks and forks.
    std::string fyb(int depth = 0)
    {
        static const std::string_view Plain = "%+<>!?*@++>>";
        std::string source;
        const int commands = 1 + pick(depth ? 8 : 30);
        for (int i = 0; i < commands; ++i) {
            const int kind = pick(12);
            if (kind < 2 && depth < 3) {
                const char *pair = kind == 0 ? "[]" : "{}";
                source += pair[0] + fyb(depth + 1) + pair[1];
            } else if (kind == 2 && depth < 3) {
                source += ':' + fyb(depth + 1) + ';';
            } else {
                source += Plain[std::size_t(pick(int(Plain.size())))];
            }
        }
        return source;
    }

private:
    std::mt19937_64 m_random;
};

// The values a program's conditions can read, but those that change every
// tick.
QStringList valuesOf(const LanguageDescriptor &language, const std::vector<std::string> &sources, Programs &generate)
{
    QStringList values = language.read(sources.front()).facts.conditionWords;
    if (sources.size() == 2) {
        // Any cell of either program, committed or not yet.
        for (int i = 0; i < 6; ++i) {
            const int program = 1 + generate.pick(2);
            const int cell = generate.pick(int(sources[std::size_t(program - 1)].size()) + 2);
            values << QStringLiteral("data(%1, %2)").arg(program).arg(cell)
                   << QStringLiteral("mods(%1, %2)").arg(program).arg(cell);
        }
        values << QStringLiteral("pp(1)") << QStringLiteral("dp(1)") << QStringLiteral("defected(1)");
    }
    QStringList kept;
    for (const QString &value : std::as_const(values)) {
        if (value != QLatin1String("tick") && value != QLatin1String("turn") && value != QLatin1String("slot"))
            kept.append(value);
    }
    return kept;
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
        std::vector<std::string> sources;
        for (int i = 0; i < programs; ++i) {
            sources.push_back(language == QLatin1String("unfair")  ? generate.unfair(input)
                              : language == QLatin1String("cheat") ? generate.cheat(input)
                                                                   : generate.fyb());
        }
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
        std::uint64_t ticks = 0;
        if (programs == 2) {
            settings.maxTurns = 300;
            ticks = UINT64_MAX;
            args.insert(args.end(), {"--max-turns", "300"});
        } else {
            settings.stepLimit = 400;
            ticks = 400;
            args.insert(args.end(), {"--max-steps", "400", "--input", inputPath});
        }
        const bool wrong = std::any_of(sources.begin(), sources.end(), [&](const std::string &source) {
            const auto read = descriptor->read(source);
            return std::any_of(read.diagnostics.begin(), read.diagnostics.end(),
                               [](const Core::Diagnostic &d) { return d.severity == Core::Severity::Error; });
        });
        if (wrong)
            continue; // a program the generator got wrong is no test of history
        const QStringList values = valuesOf(*descriptor, sources, generate);
        QVERIFY(!values.isEmpty());
        for (int v = 0; v < 3; ++v) {
            const QString name = values.at(generate.pick(int(values.size())));
            ConditionError error;
            const auto value = Condition::parse(name, descriptor->vocabulary, error);
            QVERIFY2(value, qPrintable(name));
            const std::vector<Change> expected =
                asJsonNumbers(stepped(*descriptor, sources, *value, settings, input, ticks));
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
