// Every golden program of tests/data through every front end: foulplay-cli
// (whose output must be the golden file), DebugSession as the IDE drives it,
// and foulplay-dap over a pipe. All three give the same output and the same
// exit status (the DAP's exitCode, the session's result as the CLI maps it).
#include "dap/dapprocess.h"

#include "common/exitstatus.h"
#include "common/io.h"
#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <iterator>
#include <utility>

using namespace Foulplay::Core::Debug;

namespace {

const QString DataDir = QStringLiteral(FOULPLAY_TEST_DATA);
// Enough for every golden program; the same for all three front ends.
constexpr int MaxSteps = 1'000'000;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct Outcome {
    QString out;
    int status = -1;
};

// foulplay-cli with arguments, input on standard input.
Outcome cli(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(FOULPLAY_CLI_PATH), arguments);
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120'000);
    return {QString::fromUtf8(process.readAllStandardOutput()), process.exitCode()};
}

// The exit status foulplay-cli gives a run that ended with result.
int statusOf(const DebugResult &result)
{
    return Foulplay::Core::exitStatusOf(result.reason);
}

// A run through DebugSession, input fed as the IDE's console would: all of
// it at the first question, the end of input at the next. Status 3 when the
// program does not load (the CLI's "errors before the run").
struct SessionRun {
    Outcome outcome;
    DebugResult result;
};

SessionRun runSession(const LanguageDescriptor &language, const QStringList &sources, const QByteArray &input,
                      const DebugSettings &settings)
{
    SessionRun run;
    DebugSession session;
    QSignalSpy loaded(&session, &DebugSession::loaded);
    QSignalSpy finished(&session, &DebugSession::finished);
    bool inputGiven = false;
    QObject::connect(&session, &DebugSession::outputWritten, &session,
                     [&run](const QString &text) { run.outcome.out += text; });
    QObject::connect(&session, &DebugSession::inputRequested, &session, [&] {
        if (!inputGiven && !input.isEmpty())
            session.provideInput(QString::fromUtf8(input));
        else
            session.closeInput();
        inputGiven = true;
    });
    session.setSettings(settings);
    session.load(language.language, sources);
    if (!loaded.wait(30'000) || !loaded.last().at(0).toBool()) {
        run.outcome.status = Foulplay::Core::ExitBeforeRun;
        return run;
    }
    session.run();
    if (!finished.wait(300'000))
        return run;
    run.result = finished.last().at(0).value<DebugResult>();
    run.outcome.status = statusOf(run.result);
    return run;
}

QJsonObject bodyOfMessage(const QJsonObject &message)
{
    return message.value(QLatin1String("body")).toObject();
}

// A run through foulplay-dap launched with launch: runs to the end, going on
// past a runtime error as a user would, and gives the exit code of the
// "exited" event (3 when the launch fails: the program does not load).
Outcome runDap(const QJsonObject &launch, QString *console = nullptr)
{
    Outcome outcome;
    DapProcess dap;
    if (!dap.started())
        return outcome;
    dap.request(QStringLiteral("initialize"), {{QStringLiteral("adapterID"), QStringLiteral("foulplay")}});
    const QJsonObject launched = dap.response(dap.send(QStringLiteral("launch"), launch));
    if (!launched.value(QLatin1String("success")).toBool()) {
        outcome.status = Foulplay::Core::ExitBeforeRun;
        return outcome;
    }
    dap.request(QStringLiteral("configurationDone"));
    for (;;) {
        const QJsonObject message = dap.until([](const QJsonObject &m) {
            const QString event = m.value(QLatin1String("event")).toString();
            return event == QLatin1String("stopped") || event == QLatin1String("exited");
        });
        if (message.isEmpty())
            return outcome; // the adapter ended or hung: status stays -1
        if (message.value(QLatin1String("event")) == QLatin1String("exited")) {
            outcome.status = bodyOfMessage(message).value(QLatin1String("exitCode")).toInt(-1);
            break;
        }
        dap.send(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}});
    }
    outcome.out = dap.output(QStringLiteral("stdout"));
    if (console)
        *console = dap.output(QStringLiteral("console"));
    dap.request(QStringLiteral("disconnect"));
    dap.closeAndWait();
    return outcome;
}

} // namespace

class TestGoldenFrontEnds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void programs_data();
    void programs();
    void battles_data();
    void battles();
    void generatedInput();
};

void TestGoldenFrontEnds::programs_data()
{
    QTest::addColumn<QString>("path");
    int count = 0;
    for (const QString &key : {QStringLiteral("unfair"), QStringLiteral("cheat")}) {
        const QDir dir(DataDir + QLatin1Char('/') + key);
        for (const QString &name : dir.entryList({QStringLiteral("*.") + key}, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(key + QLatin1Char('/') + name)) << dir.absoluteFilePath(name);
            ++count;
        }
    }
    QVERIFY(count >= 20);
}

void TestGoldenFrontEnds::programs()
{
    QFETCH(QString, path);
    const LanguageDescriptor *language = descriptorForFileName(path);
    QVERIFY(language);
    const QString base = QFileInfo(path).path() + QLatin1Char('/') + QFileInfo(path).completeBaseName();
    const bool hasInput = QFileInfo::exists(base + QStringLiteral(".in"));
    const QByteArray input = readAll(base + QStringLiteral(".in"));

    // A Cheat golden file ends with how the run ended ("--- step limit after
    // 30 slots") and the scores, which tst_cheatgolden reads from the engine:
    // the front ends run with that step limit and print what comes before.
    QString golden = QString::fromUtf8(readAll(base + QStringLiteral(".out")));
    int maxSteps = MaxSteps;
    int expectedStatus = -1;
    qsizetype trailer = golden.startsWith(QLatin1String("--- ")) ? 0 : golden.indexOf(QLatin1String("\n--- "));
    if (trailer > 0)
        ++trailer; // past the line break
    if (trailer >= 0 && language->key == QLatin1String("cheat")) {
        const QString end = golden.mid(trailer).section(QLatin1Char('\n'), 0, 0);
        const bool limit = end.startsWith(QLatin1String("--- step limit after "));
        const int ticks = end.section(QLatin1Char(' '), -2, -2).toInt();
        QVERIFY2(ticks > 0, qPrintable(end));
        if (limit)
            maxSteps = ticks;
        expectedStatus = limit ? Foulplay::Core::ExitStepLimit : Foulplay::Core::ExitOk;
        golden.truncate(trailer);
    }

    // The command line, and its golden output where the program has one.
    const Outcome line =
        cli({QStringLiteral("run"), path, QStringLiteral("--max-steps"), QString::number(maxSteps)}, input);
    if (QFileInfo::exists(base + QStringLiteral(".out")))
        QCOMPARE(line.out, golden);
    if (expectedStatus >= 0)
        QCOMPARE(line.status, expectedStatus);
    QVERIFY(line.status >= 0);

    DebugSettings settings;
    settings.stepLimit = std::uint64_t(maxSteps);
    const SessionRun session = runSession(*language, {QString::fromUtf8(readAll(path))}, input, settings);
    QCOMPARE(session.outcome.out, line.out);
    QCOMPARE(session.outcome.status, line.status);

    // The adapter reads its input from a file; an empty one when the program has none.
    QTemporaryDir dir;
    const QString inputFile = hasInput ? base + QStringLiteral(".in") : dir.filePath(QStringLiteral("empty.in"));
    if (!hasInput) {
        QFile empty(inputFile);
        QVERIFY(empty.open(QIODevice::WriteOnly));
    }
    const Outcome dap = runDap({{QStringLiteral("program"), path},
                                {QStringLiteral("input"), inputFile},
                                {QStringLiteral("maxSteps"), maxSteps}});
    QCOMPARE(dap.out, line.out);
    QCOMPARE(dap.status, line.status);
}

void TestGoldenFrontEnds::battles_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QJsonObject>("golden");
    const QStringList lines = QString::fromUtf8(readAll(DataDir + QStringLiteral("/fyb/battles.tsv")))
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 1);
    for (const QString &line : lines.mid(1)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        QCOMPARE(fields.size(), 3);
        const QJsonObject golden = QJsonDocument::fromJson(fields[2].toUtf8()).object();
        // A draw at the turn limit takes ten million turns: the command
        // line's own tests (tst_fybcli) cover those.
        if (golden.value(QLatin1String("reason")) == QLatin1String("limit"))
            continue;
        QTest::newRow(qPrintable(fields[0] + QStringLiteral(" vs ") + fields[1]))
            << DataDir + QStringLiteral("/fyb/") + fields[0] << DataDir + QStringLiteral("/fyb/") + fields[1] << golden;
    }
}

void TestGoldenFrontEnds::battles()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QJsonObject, golden);
    const Outcome line = cli({QStringLiteral("battle"), first, second, QStringLiteral("--json")});
    QCOMPARE(line.status, int(Foulplay::Core::ExitOk));
    QCOMPARE(QJsonDocument::fromJson(line.out.toUtf8()).object(), golden);
    const int winner = golden.value(QLatin1String("winner")).toInt();
    const qint64 turn = golden.value(QLatin1String("turn")).toInteger();
    const QString how = golden.value(QLatin1String("reason")).toString();

    const SessionRun session =
        runSession(*descriptorForKey(QStringLiteral("fyb")),
                   {QString::fromUtf8(readAll(first)), QString::fromUtf8(readAll(second))}, {}, DebugSettings{});
    QCOMPARE(session.outcome.status, line.status);
    QCOMPARE(session.result.winner, winner);
    QCOMPARE(qint64(session.result.turn), turn);
    QCOMPARE(session.result.how, how);

    QString console;
    const Outcome dap = runDap({{QStringLiteral("program"), first}, {QStringLiteral("opponent"), second}}, &console);
    QCOMPARE(dap.status, line.status);
    const QString reason =
        how == QLatin1String("bomb") ? QStringLiteral("ran a bomb") : QStringLiteral("has no threads left");
    QCOMPARE(console, QStringLiteral("program %1 wins at turn %2: program %3 %4\n")
                          .arg(winner)
                          .arg(turn)
                          .arg(3 - winner)
                          .arg(reason));
}

namespace {

// Input a user might feed a program, odd cases first: numbers with a long
// run of leading zeros, yes/no answers, words, bytes that are no text, a
// byte-order mark at the start or inside, CRLF and other separators, and
// now and then a token longer than 1 MiB.
QByteArray randomInput(QRandomGenerator &random)
{
    static const char *const words[] = {"5", "-3",   "1,5", ".5", "5.", "12",  "0",     "yes", "no", "Y",
                                        "n", "TRUE", "0",   "1",  "x",  "1e5", "maybe", "4.2", "+7", "--1"};
    static const char *const separators[] = {" ", "\n", "\r\n", "\t", "\v", "\f", "  \n", "\xc2\xa0"};
    QByteArray input;
    if (random.bounded(6) == 0)
        input += "\xef\xbb\xbf";
    const int tokens = int(random.bounded(8));
    for (int i = 0; i < tokens; ++i) {
        switch (random.bounded(12)) {
        case 0:
            input += QByteArray(4000 + int(random.bounded(200)), '0') + QByteArray::number(random.bounded(10));
            break;
        case 1:
            input += QByteArray::fromRawData("\0\xff\xfe", 1 + int(random.bounded(3)));
            break;
        case 2:
            input += "\xef\xbb\xbf" + QByteArray::number(random.bounded(9));
            break;
        case 3:
            if (random.bounded(8) == 0) {
                input +=
                    QByteArray(int(Foulplay::Core::InputTokenizer::MaxTokenBytes) + int(random.bounded(3)), '0') + "1";
                break;
            }
            [[fallthrough]];
        default:
            input += words[random.bounded(int(std::size(words)))];
            break;
        }
        input += separators[random.bounded(int(std::size(separators)))];
    }
    return input;
}

// Programs that read what the generator writes, in both languages.
QString randomProgram(QRandomGenerator &random, bool cheat)
{
    static const char *const unfair[] = {
        "Label l. Define the count. Evaluate the count. Do l again.",
        "Label l. Define Player 1's counting number. Evaluate Player 1's counting number. Do l again.",
        "Define the count. Player 1 counts. Evaluate the count. Define Player 2's raising number. Evaluate the "
        "count.",
    };
    static const char *const cheats[] = {
        "Player 1 asks for his score. Player 1 shouts his score.",
        "Olly counts if he's allowed to. Olly shouts his score.",
        "Ann asks for her score unless she's allowed to. Ann shouts her score. Bob counts.",
    };
    return QString::fromLatin1(cheat ? cheats[random.bounded(int(std::size(cheats)))]
                                     : unfair[random.bounded(int(std::size(unfair)))])
           + QLatin1Char('\n');
}

} // namespace

// Generated programs and input through the three front ends: the same
// output and exit status from foulplay-cli, foulplay-dap and the session as
// the IDE gives it prepared input (text, so only input that is UTF-8).
void TestGoldenFrontEnds::generatedInput()
{
    const quint32 seed = QRandomGenerator::system()->generate();
    qInfo("seed %u", seed);
    QRandomGenerator random(seed);
    QTemporaryDir dir;
    constexpr int MaxGeneratedSteps = 5000;
    for (int round = 0; round < 24; ++round) {
        const bool cheat = round % 2 == 1;
        const QString program = dir.filePath(QStringLiteral("p%1.%2").arg(round).arg(cheat ? "cheat" : "unfair"));
        const QString inputPath = dir.filePath(QStringLiteral("p%1.in").arg(round));
        const QString source = randomProgram(random, cheat);
        const QByteArray input = randomInput(random);
        for (const auto &[path, bytes] : {std::pair{program, source.toUtf8()}, std::pair{inputPath, input}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        const QString what = QStringLiteral("seed %1, round %2").arg(seed).arg(round);
        const Outcome line = cli({QStringLiteral("run"), program, QStringLiteral("--input"), inputPath,
                                  QStringLiteral("--max-steps"), QString::number(MaxGeneratedSteps)});
        QVERIFY2(line.status >= 0, qPrintable(what));
        const Outcome dap = runDap({{QStringLiteral("program"), program},
                                    {QStringLiteral("input"), inputPath},
                                    {QStringLiteral("maxSteps"), MaxGeneratedSteps}});
        QVERIFY2(dap.out == line.out && dap.status == line.status,
                 qPrintable(what
                            + QStringLiteral(": the adapter printed %1 (status %2), the command line %3 (%4)")
                                  .arg(dap.out.left(200), QString::number(dap.status), line.out.left(200),
                                       QString::number(line.status))));
        const QString text = QString::fromUtf8(input);
        if (text.toUtf8() != input)
            continue; // not text: no one can type it into the IDE
        DebugSettings settings;
        settings.stepLimit = MaxGeneratedSteps;
        DebugSession session;
        QSignalSpy finished(&session, &DebugSession::finished);
        QString out;
        QObject::connect(&session, &DebugSession::outputWritten, &session,
                         [&out](const QString &written) { out += written; });
        session.setSettings(settings);
        session.load(descriptorForFileName(program)->language, {source});
        // As the IDE's prepared input with "Input ends after this text".
        if (!text.trimmed().isEmpty())
            session.provideInput(text);
        session.closeInput();
        session.run();
        QVERIFY2(finished.wait(120'000), qPrintable(what));
        const int status = statusOf(finished.last().at(0).value<DebugResult>());
        QVERIFY2(out == line.out && status == line.status,
                 qPrintable(what
                            + QStringLiteral(": the session printed %1 (status %2), the command line %3 (%4)")
                                  .arg(out.left(200), QString::number(status), line.out.left(200),
                                       QString::number(line.status))));
    }
}

QTEST_GUILESS_MAIN(TestGoldenFrontEnds)
#include "tst_goldenfrontends.moc"
