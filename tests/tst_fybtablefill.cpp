// A differential test of battles that fill the process table, against the
// original 2005 interpreter itself (a build of its published source, given
// to the build as FOULPLAY_FYB_ORIGINAL; see docs/fyb.md). The battles are
// generated from a seed drawn at run time and printed: FOULPLAY_FYB_SEED=N
// plays the same ones again. Every battle is played by the engine three
// ways (as the CLI plays it, without the period search, tick by tick) and
// must end as the original ends it: the same winner, and for a win the same
// turn and reason.
//
// The original's table holds MAX_PROC_COUNT - 1 entries (1,023 as
// published). FOULPLAY_FYB_ORIGINAL_TABLES adds builds of it with smaller
// tables, as N=PATH items separated by `;` or `,` (built with -DMAX_PROC_COUNT=N+1), which the
// engine plays with --max-processes N; each battle is played on a table
// drawn from those given.
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <string>
#include <vector>

using namespace Foulplay::Core::Fyb;

namespace {

struct Original {
    std::uint32_t table = DefaultMaxProcesses;
    QString path;
};

std::vector<Original> originals()
{
    std::vector<Original> found{{DefaultMaxProcesses, QStringLiteral(FOULPLAY_FYB_ORIGINAL)}};
    const QString more = QStringLiteral(FOULPLAY_FYB_ORIGINAL_TABLES);
    for (const QString &item : more.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        bool ok = false;
        const uint table = item.left(eq).toUInt(&ok);
        if (eq < 0 || !ok || table < 2 || table > DefaultMaxProcesses)
            qFatal("FOULPLAY_FYB_ORIGINAL_TABLES: '%s' is not N=PATH with N from 2 to 1023", qPrintable(item));
        found.push_back({table, item.mid(eq + 1)});
    }
    return found;
}

// One warrior that forks a lot: runs of `:` (every thread that passes
// forks at each cell once), `:;` and `:*;` threads, fork loops with short
// bodies, the rest of the command set, and a writer of bombs into the
// enemy's code, so that most battles end well before the turn limit.
std::string forker(std::mt19937 &random, std::uint32_t table)
{
    const std::string commands = "%+<>,.!?[]{}:;*@";
    std::string code;
    const std::size_t pieces = 3 + random() % 12;
    for (std::size_t n = 0; n < pieces; ++n) {
        switch (random() % 8) {
        case 0:
            code += std::string(1 + random() % (table / 2 + 2), ':');
            break;
        case 1:
            for (std::size_t k = 1 + random() % (table / 2 + 2); k > 0; --k)
                code += ":;";
            break;
        case 2:
            for (std::size_t k = 1 + random() % (table / 4 + 2); k > 0; --k)
                code += ":*;";
            break;
        case 3: {
            code += ':';
            for (std::size_t k = random() % 6; k > 0; --k)
                code += commands[random() % commands.size()];
            code += random() % 2 ? "*;" : ";";
            break;
        }
        case 4:
            code += std::string(random() % 40, '>') + std::string(14, '+') + "!";
            break;
        case 5:
            code += "{>}" + std::string(14, '+') + "!";
            break;
        default:
            for (std::size_t k = 1 + random() % 12; k > 0; --k)
                code += commands[random() % commands.size()];
            break;
        }
    }
    return code;
}

// A battle the original takes longer than this for (a draw of a thousand
// threads takes it about a minute) is left out, and counted.
constexpr int OriginalTimeLimitMs = 4000;

struct Played {
    bool done = false; // false: the original took longer than it may
    int winner = 0;
    std::uint64_t turn = 0;
    ResultReason reason = ResultReason::Limit;
};

// The original's one line, and the last turn number it wrote with `t`.
Played playOriginal(const QString &original, const QString &dir, bool withTurns)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    QStringList arguments{QStringLiteral("a.fyb"), QStringLiteral("b.fyb")};
    if (withTurns)
        arguments << QStringLiteral("t");
    process.start(original, arguments);
    if (!process.waitForStarted())
        qFatal("cannot run the original interpreter %s", qPrintable(original));
    Played played;
    if (!process.waitForFinished(OriginalTimeLimitMs)) {
        process.kill();
        process.waitForFinished();
        return played;
    }
    const QString line = QString::fromLocal8Bit(process.readAllStandardOutput()).trimmed();
    played.done = true;
    if (line.startsWith(QLatin1String("It's a draw"))) {
        played.turn = DefaultMaxTurns;
        return played;
    }
    if (line == QLatin1String("a.fyb (1) wins!") || line == QLatin1String("b.fyb (2) wins!")) {
        played.winner = line.startsWith(QLatin1Char('a')) ? 1 : 2;
        played.reason = ResultReason::Bomb;
    } else if (line == QLatin1String("a.fyb wins!") || line == QLatin1String("b.fyb wins!")) {
        played.winner = line.startsWith(QLatin1Char('a')) ? 1 : 2;
        played.reason = ResultReason::Died;
    } else {
        qFatal("the original interpreter said '%s'", qPrintable(line));
    }
    if (withTurns) {
        const QStringList turns =
            QString::fromLocal8Bit(process.readAllStandardError()).split(QLatin1Char('\r'), Qt::SkipEmptyParts);
        bool ok = false;
        for (qsizetype n = turns.size() - 1; n >= 0 && !ok; --n)
            played.turn = turns[n].trimmed().toULongLong(&ok);
        if (!ok)
            qFatal("the original interpreter wrote no turn numbers");
    }
    return played;
}

enum class Way { Default, NoCycleSkip, Ticks };

constexpr std::uint64_t TickPathLimit = 300'000'000;

// The result, and the ticks played to it.
std::pair<Result, std::uint64_t> playEngine(const std::string &a, const std::string &b, std::uint32_t table, Way way)
{
    Settings settings;
    settings.maxProcesses = table;
    settings.detectPeriods = way != Way::NoCycleSkip;
    Engine engine(parse(a).program, parse(b).program, settings);
    if (way == Way::Ticks) {
        while (!engine.finished())
            engine.run(1'000'000);
    } else {
        engine.runToEnd();
    }
    return {*engine.result(), engine.tick()};
}

} // namespace

class TestFybTableFill : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void battlesMatchTheOriginal();
};

void TestFybTableFill::battlesMatchTheOriginal()
{
    const std::vector<Original> given = originals();
    for (const Original &original : given)
        QVERIFY2(QFileInfo(original.path).isExecutable(), qPrintable(original.path + QStringLiteral(": not found")));
    unsigned seed = std::random_device{}();
    if (const QByteArray fixed = qgetenv("FOULPLAY_FYB_SEED"); !fixed.isEmpty())
        seed = fixed.toUInt();
    qInfo("seed %u (FOULPLAY_FYB_SEED=%u plays these battles again)", seed, seed);
    std::mt19937 random(seed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    int played = 0, draws = 0, full = 0, tooLong = 0;
    for (int round = 0; round < 80; ++round) {
        const Original &original = given[random() % given.size()];
        const std::string a = forker(random, original.table);
        const std::string b = forker(random, original.table);
        for (const auto &[name, code] : {std::pair{"/a.fyb", &a}, std::pair{"/b.fyb", &b}}) {
            QFile file(dir.path() + QLatin1String(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(code->data(), static_cast<qint64>(code->size()));
        }
        const Played expected = playOriginal(original.path, dir.path(), false);
        if (!expected.done) {
            ++tooLong;
            continue;
        }
        const Played withTurn = expected.winner != 0 ? playOriginal(original.path, dir.path(), true) : expected;
        const QByteArray what = "round " + QByteArray::number(round) + ", table " + QByteArray::number(original.table)
                                + ": " + QByteArray::fromStdString(a) + " vs " + QByteArray::fromStdString(b);
        std::uint64_t ticks = 0;
        for (const Way way : {Way::Default, Way::NoCycleSkip, Way::Ticks}) {
            // Tick by tick only where that takes seconds, not minutes.
            if (way == Way::Ticks && ticks > TickPathLimit)
                continue;
            const auto [result, played] = playEngine(a, b, original.table, way);
            ticks = played;
            QVERIFY2(result.winner == withTurn.winner,
                     qPrintable(QStringLiteral("way %1: winner %2, the original's %3: %4")
                                    .arg(int(way))
                                    .arg(result.winner)
                                    .arg(withTurn.winner)
                                    .arg(QString::fromUtf8(what))));
            QVERIFY2(result.turn == withTurn.turn && result.reason == withTurn.reason,
                     qPrintable(QStringLiteral("way %1: turn %2, the original's %3: %4")
                                    .arg(int(way))
                                    .arg(result.turn)
                                    .arg(withTurn.turn)
                                    .arg(QString::fromUtf8(what))));
        }
        Engine filled(parse(a).program, parse(b).program, Settings{DefaultMaxTurns, original.table});
        filled.runTurns(100'000);
        full += filled.processes().size() == original.table;
        draws += expected.winner == 0;
        ++played;
    }
    qInfo("%d battles compared (%d draws), %d of them filled the table within 100,000 turns; %d left out, the "
          "original taking over %d ms",
          played, draws, full, tooLong, OriginalTimeLimitMs);
    QVERIFY2(played >= 40, "fewer than 40 battles compared");
    // How many battles fill the table depends on the seed: seed 3626840826
    // fills 35 of 75, under half, with the engine before and after the
    // period search compared every turn. A third still says the generator
    // fills tables.
    QVERIFY2(full * 3 >= played, "fewer than a third of the battles filled the table");
}

QTEST_GUILESS_MAIN(TestFybTableFill)
#include "tst_fybtablefill.moc"
