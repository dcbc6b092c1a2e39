// Big Cheat programs in small memory: what a parsed program and its engine
// hold per byte of source, the peak of a whole load in a child process, and
// --max-errors applied while parsing, not after. The programs are drawn from
// a seed, printed; FOULPLAY_SEED=N draws the same ones again.

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "cheatprogramgenerator.h"

#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Foulplay::Core;

namespace {

// As the command line parses: no pronouns, errors capped.
Cheat::ParseResult load(const std::string &source)
{
    Cheat::ParseOptions options;
    options.maxErrors = 100;
    options.pronouns = false;
    return Cheat::parse(source, options);
}

QByteArray firstProblem(const Cheat::ParseResult &parsed)
{
    if (parsed.diagnostics.empty())
        return "no diagnostic";
    const Diagnostic &first = parsed.diagnostics.front();
    return QByteArray::number(first.range.begin.line) + ':' + QByteArray::number(first.range.begin.column) + ' '
           + QByteArray::number(int(first.message.code));
}

// The resident set of this process now, in bytes.
std::size_t residentBytes()
{
    long pages = 0;
    long resident = 0;
    if (std::FILE *statm = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(statm, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(statm);
    }
    return std::size_t(resident) * std::size_t(sysconf(_SC_PAGESIZE));
}

} // namespace

class TestCheatMemory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void peakOfAWholeLoad();
    void bytesPerSourceByte_data();
    void bytesPerSourceByte();
    void errorsStopAtTheCap();

private:
    std::uint64_t m_seed = 0;
};

void TestCheatMemory::initTestCase()
{
    m_seed = Foulplay::Tests::drawSeed();
    qInfo("seed %llu (FOULPLAY_SEED=%llu repeats it)", static_cast<unsigned long long>(m_seed),
          static_cast<unsigned long long>(m_seed));
}

void TestCheatMemory::bytesPerSourceByte_data()
{
    QTest::addColumn<int>("shape"); // 0 mixed, 1 short statements, 2 new players
    QTest::addColumn<int>("bytes");
    QTest::addColumn<double>("limit");
    // Generated programs hold about 2 bytes per byte of source; the budget is
    // 4 for the whole process, the source itself being one of them.
    QTest::newRow("mixed, 256 KiB") << 0 << (256 << 10) << 3.0;
    QTest::newRow("mixed, 4 MiB") << 0 << (4 << 20) << 3.0;
    // One statement every 10 to 20 bytes, with cheats and past matchers but
    // no prediction: the engine keeps only what those need per statement
    // (about 2.6 bytes per byte; 3.8 when every statement paid for
    // predictions, 2.9 with 28-byte statements).
    QTest::newRow("short statements, 4 MiB") << 1 << (4 << 20) << 3.0;
    // A new player every three statements and nothing that cheats: each
    // player's name, place and score (about 2.9 bytes per byte; 4.1 when
    // every player held its name in a string of its own, 5.8 when the engine
    // kept windows and prediction state for them).
    QTest::newRow("new players, 4 MiB") << 2 << (4 << 20) << 3.4;
}

void TestCheatMemory::bytesPerSourceByte()
{
    QFETCH(int, shape);
    QFETCH(int, bytes);
    QFETCH(double, limit);
    Foulplay::Tests::CheatProgramGenerator generator(m_seed);
    const std::string source = shape == 1   ? generator.shortStatements(std::size_t(bytes))
                               : shape == 2 ? generator.newPlayers(std::size_t(bytes))
                                            : generator.program(std::size_t(bytes));
    Cheat::ParseResult parsed = load(source);
    QVERIFY2(parsed.ok(), firstProblem(parsed).constData());
    const std::size_t programBytes = parsed.program.byteSize();
    const Cheat::Engine engine(std::move(parsed.program));
    const double perByte = double(engine.byteSize()) / double(source.size());
    qInfo("%zu bytes of source: program %.2f, program and engine %.2f bytes per byte", source.size(),
          double(programBytes) / double(source.size()), perByte);
    QVERIFY2(perByte <= limit, qPrintable(QStringLiteral("%1 bytes per byte").arg(perByte)));
}

// A child parses a 16 MiB program and starts its engine; what its resident
// set grew by, beyond the source it was given, stays within 2.5 bytes per byte
// (the 4x of the whole process, less the source). Copies made on the way,
// and arrays that double as they grow, show here.
void TestCheatMemory::peakOfAWholeLoad()
{
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer's allocator keeps freed memory: resident sizes say nothing here");
#endif
    Foulplay::Tests::CheatProgramGenerator generator(m_seed + 1);
    const std::string source = generator.program(16 << 20);
    // What this process freed goes back to the system first: the child must
    // not find it resident and grow into it unseen.
    malloc_trim(0);
    const std::size_t before = residentBytes();
    const pid_t child = fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        Cheat::ParseResult parsed = load(source);
        if (!parsed.ok())
            _exit(2);
        Cheat::Engine engine(std::move(parsed.program));
        // The first statement may read input ("asks for", "allowed to"), of
        // which there is none here: the program then ends before its first tick.
        const StopReason reason = engine.step();
        _exit(engine.tick() == 1 || (engine.tick() == 0 && reason == StopReason::Finished) ? 0 : 3);
    }
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    rusage usage{};
    QCOMPARE(getrusage(RUSAGE_CHILDREN, &usage), 0);
    const std::size_t peak = std::size_t(usage.ru_maxrss) * 1024;
    const double grown = peak > before ? double(peak - before) / double(source.size()) : 0.0;
    qInfo("%zu bytes of source: the load's peak grew by %.2f bytes per byte", source.size(), grown);
    QVERIFY2(grown <= 2.5, qPrintable(QStringLiteral("grew by %1 bytes per byte").arg(grown)));
}

// Nonsense makes an error every few bytes: with a cap, the parser keeps the
// first errors (and the warnings among them) and only counts the rest; what
// it keeps is exactly the start of what it would report without a cap.
void TestCheatMemory::errorsStopAtTheCap()
{
    std::mt19937_64 random(m_seed);
    const char *const pieces[] = {"counts",
                                  "Alice counts.",
                                  " if",
                                  " her",
                                  " score",
                                  ".",
                                  "Bob calls cheat.",
                                  " by 0",
                                  "\n",
                                  " 2.5.1",
                                  " Zed won",
                                  " and",
                                  "Carol counts if Dan won."};
    std::string source;
    while (source.size() < (256 << 10))
        source += pieces[random() % std::size(pieces)];
    Cheat::ParseOptions all;
    const Cheat::ParseResult full = Cheat::parse(source, all);
    QVERIFY(full.diagnostics.size() > 5000);
    QCOMPARE(full.moreDiagnostics, std::uint64_t(0));
    for (const std::uint64_t cap : {0, 1, 7, 100}) {
        Cheat::ParseOptions options;
        options.maxErrors = cap;
        const Cheat::ParseResult capped = Cheat::parse(source, options);
        QVERIFY(!capped.ok());
        std::uint64_t errors = 0;
        std::size_t shown = 0;
        while (shown < full.diagnostics.size() && errors < cap)
            errors += full.diagnostics[shown++].severity == Severity::Error ? 1 : 0;
        QCOMPARE(capped.diagnostics.size(), shown);
        QVERIFY(std::equal(capped.diagnostics.begin(), capped.diagnostics.end(), full.diagnostics.begin()));
        QCOMPARE(capped.moreDiagnostics, std::uint64_t(full.diagnostics.size() - shown));
        QVERIFY(capped.diagnostics.capacity() < 4 * cap + 256);
    }
}

QTEST_GUILESS_MAIN(TestCheatMemory)
#include "tst_cheatmemory.moc"
