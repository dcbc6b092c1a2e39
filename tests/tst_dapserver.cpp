// Drives the built foulplay-dap over a pipe with raw DAP messages: the
// Unfair, FYB and Cheat scenarios of the manual (docs/dap.md), output
// compared with foulplay-cli, and the requests' error answers.
#include "addressspace.h"
#include "dap/dapprocess.h"

#include "common/exitstatus.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Examples = QStringLiteral(FOULPLAY_EXAMPLES_DIR);

QString example(const QString &name)
{
    return QDir(Examples).absoluteFilePath(name);
}

// What `foulplay-cli run` prints on standard output.
QString cliOutput(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess cli;
    cli.start(QStringLiteral(FOULPLAY_CLI_PATH), QStringList{QStringLiteral("run")} + arguments);
    cli.write(input);
    cli.closeWriteChannel();
    cli.waitForFinished(60'000);
    return QString::fromUtf8(cli.readAllStandardOutput());
}

bool isSuccess(const QJsonObject &response)
{
    return response.value(QLatin1String("success")).toBool();
}

// initialize, launch, the configure step (breakpoints), configurationDone.
bool startSession(DapProcess &dap, const QJsonObject &launch, const std::function<void()> &configure = {})
{
    if (!dap.started()
        || !isSuccess(
            dap.request(QStringLiteral("initialize"), {{QStringLiteral("adapterID"), QStringLiteral("foulplay")}})))
        return false;
    const int launchSeq = dap.send(QStringLiteral("launch"), launch);
    if (!isSuccess(dap.response(launchSeq)) || dap.event(QStringLiteral("initialized")).isEmpty())
        return false;
    if (configure)
        configure();
    return isSuccess(dap.request(QStringLiteral("configurationDone")));
}

QJsonObject topFrame(DapProcess &dap, int threadId)
{
    const QJsonObject response = dap.request(QStringLiteral("stackTrace"), {{QStringLiteral("threadId"), threadId}});
    return bodyOf(response).value(QLatin1String("stackFrames")).toArray().first().toObject();
}

QJsonArray variablesOf(DapProcess &dap, int reference)
{
    return bodyOf(dap.request(QStringLiteral("variables"), {{QStringLiteral("variablesReference"), reference}}))
        .value(QLatin1String("variables"))
        .toArray();
}

QJsonArray scopesOf(DapProcess &dap, int frameId)
{
    return bodyOf(dap.request(QStringLiteral("scopes"), {{QStringLiteral("frameId"), frameId}}))
        .value(QLatin1String("scopes"))
        .toArray();
}

// Every scope of a frame with its variables and their children: the state as a client sees it.
QJsonArray stateOf(DapProcess &dap, int frameId)
{
    QJsonArray state;
    for (const QJsonValue &scope : scopesOf(dap, frameId)) {
        for (const QJsonValue &value : variablesOf(dap, scope[QLatin1String("variablesReference")].toInt())) {
            QJsonObject variable = value.toObject();
            // How far the run has been is not state: stepping on and back moves it.
            if (variable.value(QLatin1String("name")) == QLatin1String("furthest tick"))
                continue;
            if (const int children = variable.value(QLatin1String("variablesReference")).toInt())
                variable.insert(QStringLiteral("children"), variablesOf(dap, children));
            state.append(variable);
        }
    }
    return state;
}

QString evaluate(DapProcess &dap, const QString &expression)
{
    return bodyOf(dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), expression},
                                                           {QStringLiteral("context"), QStringLiteral("watch")}}))
        .value(QLatin1String("result"))
        .toString();
}

// From a stop past tick 0: a step back lands one tick earlier, then the client
// disconnects and the adapter ends normally.
void stepBackThenEnd(DapProcess &dap)
{
    const quint64 tick = evaluate(dap, QStringLiteral("tick")).toULongLong();
    QVERIFY(tick > 0);
    QVERIFY(isSuccess(dap.request(QStringLiteral("stepBack"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(evaluate(dap, QStringLiteral("tick")).toULongLong(), tick - 1);
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(dap.process().exitCode(), 0);
}

// The run reached its end: a stop there, and going on from it ends the
// session with exitCode.
void passTheEnd(DapProcess &dap, int exitCode)
{
    const QJsonObject end = dap.stopped();
    QCOMPARE(end[QLatin1String("reason")].toString(), QStringLiteral("end"));
    QVERIFY2(end[QLatin1String("description")].toString().startsWith(QLatin1String("the end at tick ")),
             qPrintable(end[QLatin1String("description")].toString()));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    const QJsonObject exited = dap.event(QStringLiteral("exited"));
    QVERIFY(!exited.isEmpty());
    QCOMPARE(bodyOf(exited)[QLatin1String("exitCode")].toInt(), exitCode);
    QVERIFY(!dap.event(QStringLiteral("terminated")).isEmpty());
}

QJsonObject variableNamed(const QJsonArray &variables, const QString &name)
{
    for (const QJsonValue &value : variables) {
        if (value[QLatin1String("name")].toString() == name)
            return value.toObject();
    }
    return {};
}

} // namespace

class TestDapServer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void unfairBreakpointStepBackContinue();
    void outputMatchesCli_data();
    void outputMatchesCli();
    void fybDataBreakpointReverseContinue();
    void valueDataBreakpoints();
    void lastAndNextChange();
    void cheatAskAnsweredThroughEvaluate();
    void evaluateNamesReadTheirValues_data();
    void evaluateNamesReadTheirValues();
    void breakpointKinds();
    void resentBreakpointsKeepTheirHits();
    void eventFiltersAreEventBreakpoints();
    void runtimeErrorStopsWithException();
    void syntaxErrorFailsLaunch();
    void badRequestsGetErrorResponses();
    void noDebugIgnoresBreakpoints();
    void pauseStopsAnEndlessRun();
    void outOfMemoryStopsTheRun();
    void closingTheStreamEndsTheAdapter();
    void sigtermEndsTheAdapterCleanly();
    void endlessFilesCostNoMemory();
    void gotoTheLastTickStopsThere();
    void tcpPort();
};

void TestDapServer::unfairBreakpointStepBackContinue()
{
    const QString program = example(QStringLiteral("unfair/countdown.unfair"));
    DapProcess dap;
    int breakpointId = 0;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program}}, [&] {
        const QJsonObject response =
            dap.request(QStringLiteral("setBreakpoints"),
                        {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), program}}},
                         {QStringLiteral("breakpoints"), QJsonArray{QJsonObject{{QStringLiteral("line"), 7}}}}});
        const QJsonObject breakpoint = bodyOf(response)[QLatin1String("breakpoints")][0].toObject();
        QVERIFY(breakpoint[QLatin1String("verified")].toBool());
        breakpointId = breakpoint[QLatin1String("id")].toInt();
    }));

    const QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{breakpointId});
    QCOMPARE(stop[QLatin1String("description")].toString(), QStringLiteral("breakpoint at tick 60: line 7"));
    const QJsonArray threads = bodyOf(dap.request(QStringLiteral("threads")))[QLatin1String("threads")].toArray();
    QCOMPARE(threads.size(), 1);
    QJsonObject frame = topFrame(dap, 1);
    QCOMPARE(frame[QLatin1String("line")].toInt(), 7);
    QCOMPARE(frame[QLatin1String("source")][QLatin1String("path")].toString(), program);
    QCOMPARE(frame[QLatin1String("name")].toString(), QStringLiteral("Evaluate Player 2's counting number."));

    const QJsonArray scopes = scopesOf(dap, frame[QLatin1String("id")].toInt());
    QCOMPARE(scopes.size(), 3);
    QCOMPARE(scopes[0][QLatin1String("name")].toString(), QStringLiteral("Players"));
    const QJsonArray players = variablesOf(dap, scopes[0][QLatin1String("variablesReference")].toInt());
    QCOMPARE(variableNamed(players, QStringLiteral("Player 2"))[QLatin1String("value")].toString(),
             QStringLiteral("CN 6, RN 1"));
    QCOMPARE(variableNamed(players, QStringLiteral("Player 1"))[QLatin1String("value")].toString(),
             QStringLiteral("CN 5, RN 1"));
    const QJsonArray universes = variablesOf(dap, scopes[1][QLatin1String("variablesReference")].toInt());
    QCOMPARE(universes.size(), 1);
    QCOMPARE(universes[0][QLatin1String("name")].toString(), QStringLiteral("universe 0 (actual)"));
    QCOMPARE(evaluate(dap, QStringLiteral("Player 2's counting number")), QStringLiteral("6"));
    QCOMPARE(evaluate(dap, QStringLiteral("cn(2) = 6 and the count = 0")), QStringLiteral("true"));
    const QJsonArray before = stateOf(dap, 1);
    const QString tickBefore = evaluate(dap, QStringLiteral("tick"));

    QVERIFY(isSuccess(dap.request(QStringLiteral("next"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 8);
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), QString::number(tickBefore.toInt() + 1));

    QVERIFY(isSuccess(dap.request(QStringLiteral("stepBack"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 7);
    QCOMPARE(stateOf(dap, 1), before);
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), tickBefore);

    QVERIFY(isSuccess(dap.request(QStringLiteral("setBreakpoints"),
                                  {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), program}}},
                                   {QStringLiteral("breakpoints"), QJsonArray()}})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    // The end is a stop: every way back answers with a stop of its own.
    const QJsonObject end = dap.stopped();
    QCOMPARE(end[QLatin1String("reason")].toString(), QStringLiteral("end"));
    const QString lastTick = evaluate(dap, QStringLiteral("tick"));
    QCOMPARE(end[QLatin1String("description")].toString(),
             QStringLiteral("the end at tick %1: finished after %1 sentences").arg(lastTick));
    QVERIFY(!dap.saw(QStringLiteral("terminated")) && !dap.saw(QStringLiteral("exited")));
    QVERIFY(isSuccess(dap.request(QStringLiteral("stepBack"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), QString::number(lastTick.toInt() - 1));
    QVERIFY(isSuccess(dap.request(QStringLiteral("reverseContinue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), QStringLiteral("0"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("goto"),
                                  {{QStringLiteral("threadId"), 1}, {QStringLiteral("targetId"), lastTick.toInt()}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("goto"));
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), lastTick);
    QVERIFY(isSuccess(dap.request(QStringLiteral("goto"), {{QStringLiteral("threadId"), 1},
                                                           {QStringLiteral("targetId"), lastTick.toInt() - 2}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("goto"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    passTheEnd(dap, Foulplay::Core::ExitOk);
    QCOMPARE(dap.output(QStringLiteral("stdout")), cliOutput({program}));
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(dap.process().exitCode(), 0);
    QVERIFY(!dap.sawBadFraming());
}

void TestDapServer::outputMatchesCli_data()
{
    QTest::addColumn<QString>("program");
    for (const QString &language : {QStringLiteral("unfair"), QStringLiteral("cheat")}) {
        const QDir dir(QDir(Examples).filePath(language));
        for (const QString &name : dir.entryList({QStringLiteral("*.") + language}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.absoluteFilePath(name);
    }
}

void TestDapServer::outputMatchesCli()
{
    QFETCH(QString, program);
    // Two examples count for ever: a step limit ends every run at the same place.
    const QString maxSteps = QStringLiteral("5000");
    QJsonObject launch{{QStringLiteral("program"), program}, {QStringLiteral("maxSteps"), maxSteps.toInt()}};
    QStringList cliArguments{program, QStringLiteral("--max-steps"), maxSteps};
    const QString input =
        QFileInfo(program).path() + QLatin1Char('/') + QFileInfo(program).completeBaseName() + QStringLiteral(".input");
    // Without an input file of its own the program reads an empty one: no
    // question waits for an answer from the debug console.
    QTemporaryDir dir;
    const QString inputFile = QFileInfo::exists(input) ? input : dir.filePath(QStringLiteral("empty.input"));
    QFile empty(inputFile);
    QVERIFY(QFileInfo::exists(input) || empty.open(QIODevice::WriteOnly));
    empty.close();
    launch.insert(QStringLiteral("input"), inputFile);
    cliArguments << QStringLiteral("--input") << inputFile;
    DapProcess dap;
    QVERIFY(startSession(dap, launch));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("end"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("terminate"))));
    QVERIFY(!dap.event(QStringLiteral("exited")).isEmpty());
    QVERIFY(!dap.event(QStringLiteral("terminated")).isEmpty());
    QCOMPARE(dap.output(QStringLiteral("stdout")), cliOutput(cliArguments));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestDapServer::fybDataBreakpointReverseContinue()
{
    const QString program = example(QStringLiteral("fyb/threaded.fyb"));
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program},
                               {QStringLiteral("opponent"), example(QStringLiteral("fyb/simple.fyb"))},
                               {QStringLiteral("stopOnEntry"), true},
                               {QStringLiteral("maxTurns"), 100000}}));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    QJsonArray threads = bodyOf(dap.request(QStringLiteral("threads")))[QLatin1String("threads")].toArray();
    QCOMPARE(threads.size(), 2);
    QCOMPARE(threads[0][QLatin1String("name")].toString(), QStringLiteral("P1 thread 0"));
    QCOMPARE(threads[1][QLatin1String("name")].toString(), QStringLiteral("P2 thread 1"));

    // A turn: program 1's first command forks.
    QVERIFY(isSuccess(dap.request(QStringLiteral("stepIn"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    threads = bodyOf(dap.request(QStringLiteral("threads")))[QLatin1String("threads")].toArray();
    QCOMPARE(threads.size(), 3);
    QCOMPARE(threads[2][QLatin1String("name")].toString(), QStringLiteral("P1 thread 2"));
    QCOMPARE(topFrame(dap, 2)[QLatin1String("source")][QLatin1String("name")].toString(), QStringLiteral("simple.fyb"));

    // Thread 0's data pointer and the cells around it.
    const QJsonArray scopes = scopesOf(dap, 1);
    QCOMPARE(scopes[0][QLatin1String("name")].toString(), QStringLiteral("Thread 0"));
    const QJsonArray thread = variablesOf(dap, scopes[0][QLatin1String("variablesReference")].toInt());
    QCOMPARE(variableNamed(thread, QStringLiteral("owner"))[QLatin1String("value")].toString(),
             QStringLiteral("program 1"));
    QCOMPARE(variableNamed(thread, QStringLiteral("dp"))[QLatin1String("value")].toString(),
             QStringLiteral("0 in program 2"));
    const int cellsReference =
        variableNamed(thread, QStringLiteral("cells around dp"))[QLatin1String("variablesReference")].toInt();
    const QJsonArray cells = variablesOf(dap, cellsReference);
    QCOMPARE(cells[0][QLatin1String("name")].toString(), QStringLiteral("cell 0 (dp)"));
    QCOMPARE(cells[0][QLatin1String("value")].toString(), QStringLiteral("'{' (10)"));

    const QJsonObject info = bodyOf(
        dap.request(QStringLiteral("dataBreakpointInfo"), {{QStringLiteral("variablesReference"), cellsReference},
                                                           {QStringLiteral("name"), QStringLiteral("cell 2")}}));
    // The cell's value; a pointer entering the cell is its readWrite access.
    QCOMPARE(info[QLatin1String("dataId")].toString(), QStringLiteral("value:data(2, 2)"));
    QCOMPARE(info[QLatin1String("accessTypes")].toArray(),
             (QJsonArray{QStringLiteral("write"), QStringLiteral("readWrite")}));
    const QJsonObject set =
        dap.request(QStringLiteral("setDataBreakpoints"),
                    {{QStringLiteral("breakpoints"),
                      QJsonArray{QJsonObject{{QStringLiteral("dataId"), info[QLatin1String("dataId")]},
                                             {QStringLiteral("accessType"), QStringLiteral("readWrite")}}}}});
    const int breakpointId = bodyOf(set)[QLatin1String("breakpoints")][0][QLatin1String("id")].toInt();
    QVERIFY(bodyOf(set)[QLatin1String("breakpoints")][0][QLatin1String("verified")].toBool());

    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("data breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{breakpointId});
    const QString firstTick = evaluate(dap, QStringLiteral("tick"));
    const int firstThread = stop[QLatin1String("threadId")].toInt();
    const QJsonArray firstState = stateOf(dap, firstThread);

    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("data breakpoint"));
    QVERIFY(evaluate(dap, QStringLiteral("tick")).toInt() > firstTick.toInt());

    QVERIFY(isSuccess(dap.request(QStringLiteral("reverseContinue"), {{QStringLiteral("threadId"), 1}})));
    stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("data breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{breakpointId});
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), firstTick);
    QVERIFY2(stop[QLatin1String("description")].toString().contains(
                 QLatin1String("cell 2 of program 2 (running backwards)")),
             qPrintable(stop[QLatin1String("description")].toString()));
    QCOMPARE(stop[QLatin1String("threadId")].toInt(), firstThread);
    QCOMPARE(stateOf(dap, firstThread), firstState);

    // goto: the target id is the tick.
    const QJsonArray targets =
        bodyOf(dap.request(QStringLiteral("gotoTargets"),
                           {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), program}}},
                            {QStringLiteral("line"), 1},
                            {QStringLiteral("tick"), 1}}))[QLatin1String("targets")]
            .toArray();
    QCOMPARE(targets.size(), 1);
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("goto"),
                    {{QStringLiteral("threadId"), 1}, {QStringLiteral("targetId"), targets[0][QLatin1String("id")]}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("goto"));
    QCOMPARE(evaluate(dap, QStringLiteral("tick")), QStringLiteral("1"));

    QVERIFY(
        isSuccess(dap.request(QStringLiteral("setDataBreakpoints"), {{QStringLiteral("breakpoints"), QJsonArray()}})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    passTheEnd(dap, Foulplay::Core::ExitOk);
    QVERIFY(!dap.output(QStringLiteral("console")).isEmpty());
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

// A data breakpoint on a value: asked for by an expression, it stops right
// after each change going forwards and right before it going backwards,
// and the stop says what changed, where and who did it.
void TestDapServer::valueDataBreakpoints()
{
    const QString unfair = example(QStringLiteral("unfair/example-game.unfair"));
    DapProcess dap;
    int id = 0;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), unfair}}, [&] {
        const QJsonObject info = bodyOf(
            dap.request(QStringLiteral("dataBreakpointInfo"), {{QStringLiteral("name"), QStringLiteral("the count")}}));
        QCOMPARE(info[QLatin1String("dataId")].toString(), QStringLiteral("value:the count"));
        QCOMPARE(info[QLatin1String("accessTypes")].toArray(), QJsonArray{QStringLiteral("write")});
        const QJsonObject set =
            dap.request(QStringLiteral("setDataBreakpoints"),
                        {{QStringLiteral("breakpoints"),
                          QJsonArray{QJsonObject{{QStringLiteral("dataId"), info[QLatin1String("dataId")]},
                                                 {QStringLiteral("accessType"), QStringLiteral("write")},
                                                 {QStringLiteral("condition"), QStringLiteral("the count == 0")}}}}});
        QVERIFY(bodyOf(set)[QLatin1String("breakpoints")][0][QLatin1String("verified")].toBool());
        id = bodyOf(set)[QLatin1String("breakpoints")][0][QLatin1String("id")].toInt();
    }));
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("data breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{id});
    QCOMPARE(stop[QLatin1String("description")].toString(),
             QStringLiteral("data breakpoint at tick 20: the count 95 \u2192 0, line 23 by Player 2"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("reverseContinue"), {{QStringLiteral("threadId"), 1}})));
    stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("description")].toString(),
             QStringLiteral(
                 "data breakpoint at tick 19: the count 95 \u2192 0, line 23 by Player 2 (running backwards)"));
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 23);
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("description")].toString(),
             QStringLiteral("data breakpoint at tick 20: the count 95 \u2192 0, line 23 by Player 2"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    passTheEnd(dap, Foulplay::Core::ExitOk);
    QVERIFY(dap.closeAndWait());

    // Cheat, from the Variables: Bob's score, by its variable.
    DapProcess cheat;
    QVERIFY(startSession(cheat, {{QStringLiteral("program"), example(QStringLiteral("cheat/caught.cheat"))},
                                 {QStringLiteral("stopOnEntry"), true}}));
    QCOMPARE(cheat.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    const QJsonArray scopes = scopesOf(cheat, topFrame(cheat, 1)[QLatin1String("id")].toInt());
    const QJsonArray players = variablesOf(cheat, scopes[0][QLatin1String("variablesReference")].toInt());
    const int bob = variableNamed(players, QStringLiteral("Bob"))[QLatin1String("variablesReference")].toInt();
    QVERIFY(bob > 0);
    const QJsonObject info = bodyOf(
        cheat.request(QStringLiteral("dataBreakpointInfo"), {{QStringLiteral("variablesReference"), bob},
                                                             {QStringLiteral("name"), QStringLiteral("score")}}));
    QCOMPARE(info[QLatin1String("dataId")].toString(), QStringLiteral("value:score(Bob)"));
    QVERIFY(isSuccess(
        cheat.request(QStringLiteral("setDataBreakpoints"),
                      {{QStringLiteral("breakpoints"),
                        QJsonArray{QJsonObject{{QStringLiteral("dataId"), info[QLatin1String("dataId")]}}}}})));
    QVERIFY(isSuccess(cheat.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(cheat.stopped()[QLatin1String("description")].toString(),
             QStringLiteral("data breakpoint at tick 1: score(Bob) 0 \u2192 3, line 5 by Bob"));
    QVERIFY(isSuccess(cheat.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(cheat.stopped()[QLatin1String("description")].toString(),
             QStringLiteral("data breakpoint at tick 2: score(Bob) 3 \u2192 0, line 6 by Alice"));
    QVERIFY(isSuccess(cheat.request(QStringLiteral("reverseContinue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(cheat.stopped()[QLatin1String("description")].toString(),
             QStringLiteral("data breakpoint at tick 1: score(Bob) 3 \u2192 0, line 6 by Alice (running backwards)"));
    QVERIFY(isSuccess(cheat.request(QStringLiteral("disconnect"))));
    QVERIFY(cheat.closeAndWait());
}

// "Why?" and "Next change" over DAP: lastChange and nextChange, by a
// variable of the Variables or by an expression, from the end of the run.
void TestDapServer::lastAndNextChange()
{
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), example(QStringLiteral("cheat/caught.cheat"))}}));
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("end"));
    const auto bobOf = [&dap] {
        const QJsonArray scopes = scopesOf(dap, topFrame(dap, 1)[QLatin1String("id")].toInt());
        const QJsonArray players = variablesOf(dap, scopes[0][QLatin1String("variablesReference")].toInt());
        return variableNamed(players, QStringLiteral("Bob"))[QLatin1String("variablesReference")].toInt();
    };
    const int bob = bobOf();
    QVERIFY(bob > 0);
    // Why? of Bob's score at the end: right before Alice's call took it back to 0.
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("lastChange"), {{QStringLiteral("variablesReference"), bob},
                                                   {QStringLiteral("expression"), QStringLiteral("score")}})));
    stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("goto"));
    QCOMPARE(stop[QLatin1String("description")].toString(),
             QStringLiteral("right before the last change at tick 1: score(Bob) 3 \u2192 0, line 6 by Alice"));
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 6);
    // Again: the change before, then none.
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("lastChange"), {{QStringLiteral("expression"), QStringLiteral("score(Bob)")}})));
    QCOMPARE(dap.stopped()[QLatin1String("description")].toString(),
             QStringLiteral("right before the last change at tick 0: score(Bob) 0 \u2192 3, line 5 by Bob"));
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("lastChange"), {{QStringLiteral("expression"), QStringLiteral("score(Bob)")}})));
    QCOMPARE(dap.stopped()[QLatin1String("description")].toString(),
             QStringLiteral("back at the start (tick 0): no change before"));
    // Next change from the start: right after Bob's count.
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("nextChange"), {{QStringLiteral("expression"), QStringLiteral("score(Bob)")}})));
    stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("description")].toString(),
             QStringLiteral("right after the next change at tick 1: score(Bob) 0 \u2192 3, line 5 by Bob"));
    // Not a value: refused, and the run stays where it is.
    const QJsonObject refused =
        dap.request(QStringLiteral("lastChange"), {{QStringLiteral("expression"), QStringLiteral("the moon")}});
    QVERIFY(!isSuccess(refused));
    QVERIFY2(refused[QLatin1String("message")].toString().startsWith(QLatin1String("lastChange: 'the moon'")),
             qPrintable(refused[QLatin1String("message")].toString()));
    QVERIFY(!isSuccess(dap.request(QStringLiteral("nextChange"), {})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
}

void TestDapServer::cheatAskAnsweredThroughEvaluate()
{
    const QString program = example(QStringLiteral("cheat/number-cat.cheat"));
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program}}));
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("pause"));
    QVERIFY2(stop[QLatin1String("description")].toString().contains(QLatin1String("asks")),
             qPrintable(stop[QLatin1String("description")].toString()));
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 3);

    // While the program waits, an evaluate in any context is its input:
    // VS Code's console sends `repl`, Kate's console `watch`.
    const QStringList answers{QStringLiteral("42"), QStringLiteral("2.5"), QStringLiteral("-7")};
    const QStringList contexts{QStringLiteral("repl"), QStringLiteral("watch"), QStringLiteral("hover")};
    for (qsizetype i = 0; i < answers.size(); ++i) {
        const QJsonObject reply = dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), answers[i]},
                                                                           {QStringLiteral("context"), contexts[i]}});
        QVERIFY2(isSuccess(reply), qPrintable(contexts[i]));
        QCOMPARE(bodyOf(reply)[QLatin1String("result")].toString(), QStringLiteral("input: ") + answers[i]);
        QVERIFY(!dap.event(QStringLiteral("continued")).isEmpty());
        QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("pause"));
    }
    QVERIFY(isSuccess(dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), QStringLiteral(":eof")},
                                                               {QStringLiteral("context"), QStringLiteral("watch")}})));
    passTheEnd(dap, Foulplay::Core::ExitOk);
    QCOMPARE(dap.output(QStringLiteral("stdout")),
             cliOutput({program}, answers.join(QLatin1Char('\n')).toUtf8() + '\n'));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestDapServer::evaluateNamesReadTheirValues_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("opponent");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QStringList>("names"); // evaluateNames the state must offer
    QTest::newRow("unfair") << example(QStringLiteral("unfair/countdown.unfair")) << QString() << 40
                            << QStringList{QStringLiteral("tick"), QStringLiteral("the count"),
                                           QStringLiteral("Player 2's counting number"),
                                           QStringLiteral("Player 1's raising number"), QStringLiteral("universes")};
    QTest::newRow("cheat") << example(QStringLiteral("cheat/caught.cheat")) << QString() << 4
                           << QStringList{QStringLiteral("tick"), QStringLiteral("score(Alice)"),
                                          QStringLiteral("wins(Bob)"), QStringLiteral("windows(Bob)"),
                                          QStringLiteral("turn")};
    QTest::newRow("fyb") << example(QStringLiteral("fyb/threaded.fyb")) << example(QStringLiteral("fyb/simple.fyb"))
                         << 30 << QStringList{QStringLiteral("threads(1)"),  QStringLiteral("length"),
                                              QStringLiteral("pp(0)"),       QStringLiteral("dp(0)"),
                                              QStringLiteral("defected(0)"), QStringLiteral("data(2, 0)")};
}

// Every variable a client can watch carries the name a condition reads it
// by, and evaluating that name gives the value the variable shows.
void TestDapServer::evaluateNamesReadTheirValues()
{
    QFETCH(QString, program);
    QFETCH(QString, opponent);
    QFETCH(int, steps);
    QFETCH(QStringList, names);
    QJsonObject launch{{QStringLiteral("program"), program}, {QStringLiteral("stopOnEntry"), true}};
    if (!opponent.isEmpty())
        launch.insert(QStringLiteral("opponent"), opponent);
    DapProcess dap;
    QVERIFY(startSession(dap, launch));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    for (int i = 0; i < steps; ++i) {
        QVERIFY(isSuccess(dap.request(QStringLiteral("next"), {{QStringLiteral("threadId"), 1}})));
        QVERIFY(!dap.stopped().isEmpty());
    }
    QStringList seen;
    std::function<void(const QJsonArray &)> check = [&](const QJsonArray &variables) {
        for (const QJsonValue &entry : variables) {
            const QJsonObject variable = entry.toObject();
            check(variable.value(QLatin1String("children")).toArray());
            const QString name = variable.value(QLatin1String("evaluateName")).toString();
            if (name.isEmpty())
                continue;
            seen.append(name);
            const QJsonObject answer =
                dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), name},
                                                         {QStringLiteral("context"), QStringLiteral("watch")}});
            QVERIFY2(isSuccess(answer), qPrintable(name));
            const QString result = bodyOf(answer).value(QLatin1String("result")).toString();
            // The value as shown is the number the name reads, or starts
            // with it ("5 in program 2"), or a cell's shows it in brackets
            // ("'{' (10)"); a yes/no is 1/0.
            QString shown = variable.value(QLatin1String("value")).toString();
            shown.replace(QLatin1String("yes"), QLatin1String("1")).replace(QLatin1String("no"), QLatin1String("0"));
            QVERIFY2(shown == result || shown.startsWith(result + QLatin1Char(' '))
                         || shown.contains(QLatin1Char('(') + result + QLatin1Char(')')),
                     qPrintable(name + QStringLiteral(": ") + shown + QStringLiteral(" vs ") + result));
        }
    };
    for (const QJsonValue &frame : bodyOf(dap.request(QStringLiteral("stackTrace"), {{QStringLiteral("threadId"), 1}}))
                                       .value(QLatin1String("stackFrames"))
                                       .toArray())
        check(stateOf(dap, frame[QLatin1String("id")].toInt()));
    for (const QString &name : names)
        QVERIFY2(seen.contains(name), qPrintable(name + QStringLiteral(" not among ") + seen.join(u',')));
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
}

void TestDapServer::breakpointKinds()
{
    const QString program = example(QStringLiteral("unfair/countdown.unfair"));
    DapProcess dap;
    QJsonArray lineReplies;
    QJsonArray functionReplies;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program}}, [&] {
        lineReplies =
            bodyOf(dap.request(QStringLiteral("setBreakpoints"),
                               {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), program}}},
                                {QStringLiteral("breakpoints"),
                                 QJsonArray{QJsonObject{{QStringLiteral("line"), 5},
                                                        {QStringLiteral("hitCondition"), QStringLiteral("3")}},
                                            QJsonObject{{QStringLiteral("line"), 3}},
                                            QJsonObject{{QStringLiteral("line"), 6},
                                                        {QStringLiteral("condition"), QStringLiteral("cn(2) >")}},
                                            QJsonObject{{QStringLiteral("line"), 6},
                                                        {QStringLiteral("hitCondition"),
                                                         QStringLiteral("% 2")}}}}}))[QLatin1String("breakpoints")]
                .toArray();
        functionReplies = bodyOf(dap.request(
            QStringLiteral("setFunctionBreakpoints"),
            {{QStringLiteral("breakpoints"),
              QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("done")},
                                     {QStringLiteral("condition"), QStringLiteral("Player 2's counting number = 6")}},
                         QJsonObject{
                             {QStringLiteral("name"), QStringLiteral("nowhere")}}}}}))[QLatin1String("breakpoints")]
                              .toArray();
    }));
    QCOMPARE(lineReplies.size(), 4);
    QVERIFY(lineReplies[0][QLatin1String("verified")].toBool());
    QVERIFY(!lineReplies[1][QLatin1String("verified")].toBool()); // a comment line
    QVERIFY(!lineReplies[2][QLatin1String("verified")].toBool());
    QVERIFY(lineReplies[2][QLatin1String("message")].toString().contains(QLatin1String("column")));
    QVERIFY(!lineReplies[3][QLatin1String("verified")].toBool());
    QVERIFY(functionReplies[0][QLatin1String("verified")].toBool());
    QVERIFY(!functionReplies[1][QLatin1String("verified")].toBool());

    // `Player 2 counts.` stops from its third run on.
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{lineReplies[0][QLatin1String("id")]});
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 5);
    QCOMPARE(evaluate(dap, QStringLiteral("cn(2)")), QStringLiteral("5"));
    QCOMPARE(evaluate(dap, QStringLiteral("the count")), QStringLiteral("10"));
    // Clear it; the label breakpoint stops next.
    QVERIFY(isSuccess(dap.request(QStringLiteral("setBreakpoints"),
                                  {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), program}}},
                                   {QStringLiteral("breakpoints"), QJsonArray()}})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("function breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{functionReplies[0][QLatin1String("id")]});
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 11);
    QVERIFY(isSuccess(dap.request(QStringLiteral("terminate"))));
    QVERIFY(!dap.event(QStringLiteral("terminated")).isEmpty());
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
}

void TestDapServer::eventFiltersAreEventBreakpoints()
{
    // Every language's game events are exception filters, by key and name.
    const QString program = example(QStringLiteral("cheat/caught.cheat"));
    DapProcess dap;
    QVERIFY(dap.started());
    const QJsonObject capabilities =
        bodyOf(dap.request(QStringLiteral("initialize"), {{QStringLiteral("adapterID"), QStringLiteral("foulplay")}}));
    QVERIFY(capabilities.value(QLatin1String("supportsExceptionFilterOptions")).toBool());
    QStringList filters;
    for (const QJsonValue &filter : capabilities.value(QLatin1String("exceptionBreakpointFilters")).toArray())
        filters << filter[QLatin1String("filter")].toString();
    for (const char *expected : {"unfair:de-sync", "unfair:full-reset", "cheat:valid-call", "cheat:win",
                                 "fyb:commit-of-a-bomb", "fyb:thread-died"})
        QVERIFY2(filters.contains(QLatin1String(expected)), expected);
    QVERIFY(!filters.contains(QStringLiteral("fyb:pointer-enters-cell"))); // a data breakpoint
    QCOMPARE(filters.size(), 5 + 8 + 5);

    const int launch = dap.send(QStringLiteral("launch"), {{QStringLiteral("program"), program}});
    QVERIFY(isSuccess(dap.response(launch)));
    QVERIFY(!dap.event(QStringLiteral("initialized")).isEmpty());
    const QJsonArray replies =
        bodyOf(
            dap.request(
                QStringLiteral("setExceptionBreakpoints"),
                {{QStringLiteral("filters"), QJsonArray{QStringLiteral("unfair:de-sync"), QStringLiteral("nothing")}},
                 {QStringLiteral("filterOptions"),
                  QJsonArray{QJsonObject{{QStringLiteral("filterId"), QStringLiteral("cheat:valid-call")},
                                         {QStringLiteral("condition"), QStringLiteral("Alice's score = 0")}}}}}))
            .value(QLatin1String("breakpoints"))
            .toArray();
    QCOMPARE(replies.size(), 3);
    QVERIFY(!replies[0][QLatin1String("verified")].toBool());
    QCOMPARE(replies[0][QLatin1String("message")].toString(), QStringLiteral("the program is not Unfair"));
    QVERIFY(!replies[1][QLatin1String("verified")].toBool());
    QCOMPARE(replies[1][QLatin1String("message")].toString(), QStringLiteral("no event filter 'nothing'"));
    QVERIFY(replies[2][QLatin1String("verified")].toBool());
    QVERIFY(isSuccess(dap.request(QStringLiteral("configurationDone"))));

    // Alice's call catches Bob: the run stops right after it.
    const QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("event breakpoint"));
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{replies[2][QLatin1String("id")]});
    QVERIFY2(stop[QLatin1String("description")].toString().endsWith(QLatin1String(": valid call")),
             qPrintable(stop[QLatin1String("description")].toString()));
    QCOMPARE(evaluate(dap, QStringLiteral("Bob's score")), QStringLiteral("0"));

    // Without filters it runs to the end.
    QVERIFY(
        isSuccess(dap.request(QStringLiteral("setExceptionBreakpoints"), {{QStringLiteral("filters"), QJsonArray()}})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    passTheEnd(dap, Foulplay::Core::ExitOk);
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
}

void TestDapServer::resentBreakpointsKeepTheirHits()
{
    const QString program = example(QStringLiteral("unfair/countdown.unfair"));
    const QJsonObject source{{QStringLiteral("path"), program}};
    const auto line = [](int number, const QString &condition = {}, const QString &hitCondition = {}) {
        QJsonObject breakpoint{{QStringLiteral("line"), number}};
        if (!condition.isEmpty())
            breakpoint.insert(QStringLiteral("condition"), condition);
        if (!hitCondition.isEmpty())
            breakpoint.insert(QStringLiteral("hitCondition"), hitCondition);
        return breakpoint;
    };
    DapProcess dap;
    QJsonArray first;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program}}, [&] {
        first =
            bodyOf(dap.request(QStringLiteral("setBreakpoints"),
                               {{QStringLiteral("source"), source},
                                {QStringLiteral("breakpoints"),
                                 QJsonArray{line(5, {}, QStringLiteral("3")), line(6)}}}))[QLatin1String("breakpoints")]
                .toArray();
    }));
    QCOMPARE(first.size(), 2);
    QVERIFY(first[0][QLatin1String("verified")].toBool());
    QVERIFY(first[1][QLatin1String("verified")].toBool());

    // `Player 2 counts.` runs twice (no stop before its third hit); the `If` on line 6 stops after each.
    for (int round = 0; round < 2; ++round) {
        if (round > 0)
            QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
        const QJsonObject stop = dap.stopped();
        QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{first[1][QLatin1String("id")]});
        QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 6);
    }

    // Sent again: line 5 gets a condition (true at its third hit), line 6 one that never holds, line 7 is new.
    const QJsonArray second =
        bodyOf(dap.request(QStringLiteral("setBreakpoints"),
                           {{QStringLiteral("source"), source},
                            {QStringLiteral("breakpoints"),
                             QJsonArray{line(5, QStringLiteral("Player 2's counting number = 5"), QStringLiteral("3")),
                                        line(6, QStringLiteral("Player 2's counting number = 100")),
                                        line(7)}}}))[QLatin1String("breakpoints")]
            .toArray();
    QCOMPARE(second.size(), 3);
    QCOMPARE(second[0][QLatin1String("id")], first[0][QLatin1String("id")]);
    QCOMPARE(second[1][QLatin1String("id")], first[1][QLatin1String("id")]);
    QVERIFY(second[2][QLatin1String("id")] != first[0][QLatin1String("id")]);
    QVERIFY(second[2][QLatin1String("id")] != first[1][QLatin1String("id")]);
    for (const QJsonValue &breakpoint : second)
        QVERIFY(breakpoint[QLatin1String("verified")].toBool());

    // Line 5's third hit counts the two before the change: it stops now (had
    // its count restarted, this hit would be its first and it would not).
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("hitBreakpointIds")].toArray(), QJsonArray{second[0][QLatin1String("id")]});
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 5);
    QCOMPARE(evaluate(dap, QStringLiteral("cn(2)")), QStringLiteral("5"));
    // Line 6's new condition never holds: only line 5 (from its third hit on,
    // while its condition holds) stops until the new line 7 does.
    for (int stops = 0;; ++stops) {
        QVERIFY(stops < 20);
        QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
        stop = dap.stopped();
        const QJsonArray ids = stop[QLatin1String("hitBreakpointIds")].toArray();
        if (ids == QJsonArray{second[2][QLatin1String("id")]})
            break;
        QCOMPARE(ids, QJsonArray{second[0][QLatin1String("id")]});
        QCOMPARE(evaluate(dap, QStringLiteral("cn(2)")), QStringLiteral("5"));
    }
    QCOMPARE(topFrame(dap, 1)[QLatin1String("line")].toInt(), 7);
    QVERIFY(isSuccess(dap.request(QStringLiteral("terminate"))));
    QVERIFY(!dap.event(QStringLiteral("terminated")).isEmpty());
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
}

void TestDapServer::runtimeErrorStopsWithException()
{
    QTemporaryDir dir;
    QFile input(dir.filePath(QStringLiteral("bad.input")));
    QVERIFY(input.open(QIODevice::WriteOnly));
    input.write("12 twelve\n");
    input.close();
    const QString program = example(QStringLiteral("cheat/number-cat.cheat"));
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program}, {QStringLiteral("input"), input.fileName()}}));
    const QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("exception"));
    QVERIFY(stop[QLatin1String("text")].toString().contains(QLatin1String("twelve")));
    const QJsonObject info = bodyOf(dap.request(QStringLiteral("exceptionInfo"), {{QStringLiteral("threadId"), 1}}));
    QCOMPARE(info[QLatin1String("exceptionId")].toString(), QStringLiteral("runtime error"));
    QVERIFY(info[QLatin1String("description")].toString().contains(QLatin1String("twelve")));
    QVERIFY(dap.output(QStringLiteral("stderr")).startsWith(program + QStringLiteral(":3:1: error: ")));
    QCOMPARE(dap.output(QStringLiteral("stdout")), QStringLiteral("12\n"));
    // Step back from the error and look, then go on: the session ends.
    QVERIFY(isSuccess(dap.request(QStringLiteral("stepBack"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(evaluate(dap, QStringLiteral("score(Player 1)")), QStringLiteral("12"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("exception"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(bodyOf(dap.event(QStringLiteral("exited")))[QLatin1String("exitCode")].toInt(),
             int(Foulplay::Core::ExitRuntimeError));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestDapServer::syntaxErrorFailsLaunch()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.unfair"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Player 1 counts.\nPlayer 1 counts\nEvaluate the count.\nPlayer 2 sings.\n");
    file.close();
    DapProcess dap;
    QVERIFY(dap.started());
    QVERIFY(isSuccess(dap.request(QStringLiteral("initialize"))));
    const QJsonObject reply = dap.request(QStringLiteral("launch"), {{QStringLiteral("program"), path}});
    QVERIFY(!isSuccess(reply));
    const QString message = reply[QLatin1String("message")].toString();
    QVERIFY2(message.startsWith(path + QStringLiteral(":3:1: ")), qPrintable(message));
    // Every diagnostic as foulplay-cli prints it.
    QProcess cli;
    cli.start(QStringLiteral(FOULPLAY_CLI_PATH), {QStringLiteral("run"), path});
    QVERIFY(cli.waitForFinished());
    const QString cliErrors = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY(!cliErrors.isEmpty());
    QCOMPARE(dap.output(QStringLiteral("stderr")), cliErrors);
    // The adapter stays usable: a good launch after the bad one.
    const int launch =
        dap.send(QStringLiteral("launch"), {{QStringLiteral("program"), example(QStringLiteral("unfair/h.unfair"))}});
    QVERIFY(isSuccess(dap.response(launch)));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestDapServer::badRequestsGetErrorResponses()
{
    DapProcess dap;
    QVERIFY(dap.started());
    auto refused = [&dap](const QString &command, const QJsonObject &arguments, const QString &words) {
        const QJsonObject reply = dap.request(command, arguments);
        const QString message = reply[QLatin1String("message")].toString();
        return !isSuccess(reply) && reply[QLatin1String("command")].toString() == command && message.contains(words);
    };
    QVERIFY(refused(QStringLiteral("threads"), {}, QStringLiteral("initialize")));
    QVERIFY(
        refused(QStringLiteral("initialize"), {{QStringLiteral("linesStartAt1"), false}}, QStringLiteral("from 1")));
    QVERIFY(isSuccess(dap.request(QStringLiteral("initialize"), {{QStringLiteral("linesStartAt1"), true}})));
    QVERIFY(refused(QStringLiteral("frobnicate"), {}, QStringLiteral("unknown command 'frobnicate'")));
    QVERIFY(refused(QStringLiteral("launch"), {}, QStringLiteral("\"program\"")));
    QVERIFY(refused(QStringLiteral("launch"), {{QStringLiteral("program"), QStringLiteral("/nonexistent/x.unfair")}},
                    QStringLiteral("cannot read")));
    QVERIFY(refused(QStringLiteral("launch"), {{QStringLiteral("program"), QStringLiteral("notes.txt")}},
                    QStringLiteral("cannot tell the language")));
    QVERIFY(refused(QStringLiteral("launch"), {{QStringLiteral("program"), example(QStringLiteral("fyb/simple.fyb"))}},
                    QStringLiteral("\"opponent\"")));
    QVERIFY(refused(QStringLiteral("launch"),
                    {{QStringLiteral("program"), example(QStringLiteral("fyb/simple.fyb"))},
                     {QStringLiteral("opponent"), example(QStringLiteral("fyb/simple.fyb"))},
                     {QStringLiteral("maxTurns"), QStringLiteral("many")}},
                    QStringLiteral("maxTurns")));
    QVERIFY(refused(QStringLiteral("setBreakpoints"), {}, QStringLiteral("\"source\"")));
    QVERIFY(refused(QStringLiteral("setFunctionBreakpoints"), {}, QStringLiteral("\"breakpoints\"")));
    QVERIFY(refused(QStringLiteral("setDataBreakpoints"), {}, QStringLiteral("\"breakpoints\"")));
    QVERIFY(refused(QStringLiteral("dataBreakpointInfo"), {}, QStringLiteral("\"name\"")));
    QVERIFY(refused(QStringLiteral("stackTrace"), {}, QStringLiteral("\"threadId\"")));
    QVERIFY(refused(QStringLiteral("scopes"), {}, QStringLiteral("\"frameId\"")));
    QVERIFY(refused(QStringLiteral("variables"), {}, QStringLiteral("\"variablesReference\"")));
    QVERIFY(refused(QStringLiteral("evaluate"), {}, QStringLiteral("\"expression\"")));
    QVERIFY(refused(QStringLiteral("goto"), {}, QStringLiteral("\"targetId\"")));
    QVERIFY(refused(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}},
                    QStringLiteral("no program is launched")));
    QVERIFY(refused(QStringLiteral("exceptionInfo"), {{QStringLiteral("threadId"), 1}},
                    QStringLiteral("no program is launched")));

    // Launched: references that name nothing, threads that do not exist.
    const QString program = example(QStringLiteral("unfair/h.unfair"));
    const int launch = dap.send(QStringLiteral("launch"),
                                {{QStringLiteral("program"), program}, {QStringLiteral("stopOnEntry"), true}});
    QVERIFY(isSuccess(dap.response(launch)));
    QVERIFY(isSuccess(dap.request(QStringLiteral("configurationDone"))));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    QVERIFY(refused(QStringLiteral("stackTrace"), {{QStringLiteral("threadId"), 7}}, QStringLiteral("no thread 7")));
    QVERIFY(
        refused(QStringLiteral("variables"), {{QStringLiteral("variablesReference"), 12345}}, QStringLiteral("12345")));
    QVERIFY(refused(QStringLiteral("evaluate"), {{QStringLiteral("expression"), QStringLiteral("score(Olly)")}},
                    QStringLiteral("score")));
    QVERIFY(refused(QStringLiteral("exceptionInfo"), {{QStringLiteral("threadId"), 1}},
                    QStringLiteral("not stopped on a runtime error")));
    QVERIFY(refused(QStringLiteral("launch"), {{QStringLiteral("program"), program}}, QStringLiteral("already")));
    const QJsonObject info = bodyOf(
        dap.request(QStringLiteral("dataBreakpointInfo"), {{QStringLiteral("name"), QStringLiteral("the moon")}}));
    QVERIFY(info[QLatin1String("dataId")].isNull());
    QVERIFY2(info[QLatin1String("description")].toString().contains(QLatin1String("the moon")),
             qPrintable(info[QLatin1String("description")].toString()));
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
    QVERIFY(!dap.sawBadFraming());
}

void TestDapServer::noDebugIgnoresBreakpoints()
{
    const QString program = example(QStringLiteral("unfair/countdown.unfair"));
    DapProcess dap;
    QVERIFY(
        startSession(dap,
                     {{QStringLiteral("program"), program},
                      {QStringLiteral("noDebug"), true},
                      {QStringLiteral("stopOnEntry"), true}},
                     [&] {
                         QVERIFY(isSuccess(dap.request(
                             QStringLiteral("setBreakpoints"),
                             {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), program}}},
                              {QStringLiteral("breakpoints"), QJsonArray{QJsonObject{{QStringLiteral("line"), 7}}}}})));
                     }));
    const QJsonObject end = dap.until([](const QJsonObject &m) {
        const QString event = m.value(QLatin1String("event")).toString();
        return event == QLatin1String("stopped") || event == QLatin1String("terminated");
    });
    QCOMPARE(end[QLatin1String("event")].toString(), QStringLiteral("terminated"));
    QCOMPARE(dap.output(QStringLiteral("stdout")), cliOutput({program}));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestDapServer::pauseStopsAnEndlessRun()
{
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), example(QStringLiteral("cheat/counting.cheat"))}}));
    QVERIFY(!dap.event(QStringLiteral("output")).isEmpty());
    QVERIFY(isSuccess(dap.request(QStringLiteral("pause"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("pause"));
    stepBackThenEnd(dap);
}

// Memory runs out for real: the adapter's address space is capped a little
// above what it uses, and two 2^20-cell warriors fill the timeline. The run
// stops with the error, and the adapter answers, steps back and ends normally,
// all under the cap.
void TestDapServer::outOfMemoryStopsTheRun()
{
#ifdef FOULPLAY_TEST_ASAN
    QSKIP("AddressSanitizer reserves terabytes of address space and aborts rather than fail an allocation");
#else
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("idle-1.fyb"));
    const QString second = dir.filePath(QStringLiteral("idle-2.fyb"));
    for (const QString &path : {first, second}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(1 << 20, '%'));
    }
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), first},
                               {QStringLiteral("opponent"), second},
                               {QStringLiteral("stopOnEntry"), true},
                               {QStringLiteral("maxTurns"), 2'000'000'000}}));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    const std::uint64_t size = addressSpaceOf(dap.process().processId());
    QVERIFY(size > 0);
    // Less than the 256 MB the keyframes may take.
    QVERIFY(capAddressSpace(dap.process().processId(), rlim_t(size) + 160 * 1024 * 1024));

    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    const QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("exception"));
    QVERIFY2(stop[QLatin1String("text")].toString().startsWith(QLatin1String("out of memory at tick ")),
             qPrintable(stop[QLatin1String("text")].toString()));
    const QJsonObject info = bodyOf(dap.request(QStringLiteral("exceptionInfo"), {{QStringLiteral("threadId"), 1}}));
    QVERIFY(info[QLatin1String("description")].toString().startsWith(QLatin1String("out of memory at tick ")));
    stepBackThenEnd(dap);
#endif
}

void TestDapServer::closingTheStreamEndsTheAdapter()
{
    // A run that never ends on its own, then the client goes away without a word.
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), example(QStringLiteral("cheat/counting.cheat"))}}));
    QVERIFY(!dap.event(QStringLiteral("output")).isEmpty());
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(dap.process().exitCode(), 0);
}

// SIGTERM ends the adapter as the end of the stream does, exit status 0:
// while a program runs, and straight after `disconnect` (Kate 22.12 sends
// both at once).
void TestDapServer::sigtermEndsTheAdapterCleanly()
{
    {
        DapProcess dap;
        QVERIFY(startSession(dap, {{QStringLiteral("program"), example(QStringLiteral("cheat/counting.cheat"))}}));
        QVERIFY(!dap.event(QStringLiteral("output")).isEmpty());
        dap.process().terminate();
        QVERIFY(dap.process().waitForFinished(60'000));
        QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(dap.process().exitCode(), 0);
    }
    {
        DapProcess dap;
        QVERIFY(startSession(dap, {{QStringLiteral("program"), example(QStringLiteral("unfair/countdown.unfair"))},
                                   {QStringLiteral("stopOnEntry"), true}}));
        QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
        dap.send(QStringLiteral("disconnect"));
        dap.process().terminate();
        QVERIFY(dap.process().waitForFinished(60'000));
        QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(dap.process().exitCode(), 0);
    }
}

// The adapter's peak memory so far (VmHWM), in bytes; 0 when unknown.
qint64 peakMemory(const QProcess &process)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(process.processId()));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return 0;
}

// /dev/zero as a program is refused as foulplay-cli refuses it, and as input
// it is read only as far as the program needs: under a 1 GB cap on the
// adapter's address space (without the sanitizers, which reserve more than
// that), and with its peak memory measured either way.
void TestDapServer::endlessFilesCostNoMemory()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/zero")))
        QSKIP("no /dev/zero here");
    const auto cap = [](DapProcess &dap) {
#ifdef FOULPLAY_TEST_ASAN
        Q_UNUSED(dap);
        return true;
#else
        return capAddressSpace(dap.process().processId(), rlim_t(1'000'000'000));
#endif
    };
    // The refusal reads 256 MiB before it knows, within the issue's 1 GB
    // cap (the sanitizers' own memory included); input stays far below.
    constexpr qint64 Budget = 1'000'000'000;
    constexpr qint64 InputBudget = 200'000'000;
    {
        DapProcess dap;
        QVERIFY(dap.started());
        QVERIFY(cap(dap));
        QVERIFY(isSuccess(dap.request(QStringLiteral("initialize"))));
        const QJsonObject reply =
            dap.request(QStringLiteral("launch"), {{QStringLiteral("program"), QStringLiteral("/dev/zero")},
                                                   {QStringLiteral("language"), QStringLiteral("unfair")}});
        QVERIFY(!isSuccess(reply));
        QCOMPARE(reply[QLatin1String("message")].toString(),
                 QStringLiteral("launch: /dev/zero: cannot read: larger than 268435456 bytes"));
        const qint64 peak = peakMemory(dap.process());
        QVERIFY2(peak < Budget, qPrintable(QString::number(peak)));
        QVERIFY(dap.closeAndWait());
        QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(dap.process().exitCode(), 0);
    }
    QTemporaryDir dir;
    const QString program = dir.filePath(QStringLiteral("read.unfair"));
    QFile file(program);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Label l. Define the count. Evaluate the count. Do l again.\n");
    file.close();
    DapProcess dap;
    QVERIFY(dap.started() && cap(dap));
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program},
                               {QStringLiteral("input"), QStringLiteral("/dev/zero")}}));
    const QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("exception"));
    QVERIFY2(stop[QLatin1String("text")].toString().contains(QLatin1String("input '\\x00\\x00")),
             qPrintable(stop[QLatin1String("text")].toString()));
    const qint64 peak = peakMemory(dap.process());
    QVERIFY2(peak < InputBudget, qPrintable(QString::number(peak)));
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

// goto to the tick where the step limit ends the run stops there, as a
// goto to any tick does; the session goes on (back, then to the end).
void TestDapServer::gotoTheLastTickStopsThere()
{
    const QString program = example(QStringLiteral("cheat/counting.cheat"));
    DapProcess dap;
    QVERIFY(startSession(dap, {{QStringLiteral("program"), program},
                               {QStringLiteral("maxSteps"), 50},
                               {QStringLiteral("stopOnEntry"), true}}));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("entry"));
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("goto"), {{QStringLiteral("threadId"), 1}, {QStringLiteral("targetId"), 50}})));
    const QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("goto"));
    QVERIFY2(stop[QLatin1String("description")].toString().startsWith(QLatin1String("went to tick 50, the end")),
             qPrintable(stop[QLatin1String("description")].toString()));
    QVERIFY(isSuccess(dap.request(QStringLiteral("stepBack"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(evaluate(dap, QStringLiteral("slot")), QStringLiteral("49"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    passTheEnd(dap, Foulplay::Core::ExitStepLimit);
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestDapServer::tcpPort()
{
    DapProcess dap({QStringLiteral("--port"), QStringLiteral("0")});
    QVERIFY(dap.started());
    QByteArray banner;
    dap.process().setReadChannel(QProcess::StandardError);
    while (!banner.contains('\n') && dap.process().waitForReadyRead(60'000))
        banner += dap.process().readAllStandardError();
    const QRegularExpressionMatch match =
        QRegularExpression(QStringLiteral("127\\.0\\.0\\.1:(\\d+)")).match(QString::fromUtf8(banner));
    QVERIFY2(match.hasMatch(), banner.constData());
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(match.captured(1).toUInt()));
    QVERIFY(socket.waitForConnected(60'000));
    const QByteArray body = R"({"seq":1,"type":"request","command":"initialize","arguments":{"adapterID":"foulplay"}})";
    socket.write(framed(body));
    QByteArray received;
    while (!received.contains("supportsStepBack") && socket.waitForReadyRead(60'000))
        received += socket.readAll();
    QVERIFY(received.startsWith("Content-Length: "));
    const QJsonObject reply = QJsonDocument::fromJson(received.mid(received.indexOf("\r\n\r\n") + 4)).object();
    QVERIFY(isSuccess(reply));
    QVERIFY(bodyOf(reply)[QLatin1String("supportsStepBack")].toBool());
    const QByteArray bye = R"({"seq":2,"type":"request","command":"disconnect"})";
    socket.write(framed(bye));
    // The adapter answers and closes the connection; it keeps listening for the next client.
    while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(60'000))
        received += socket.readAll();
    QVERIFY(received.contains(R"("command":"disconnect")"));
    QCOMPARE(socket.state(), QAbstractSocket::UnconnectedState);
    QCOMPARE(dap.process().state(), QProcess::Running);
}

QTEST_GUILESS_MAIN(TestDapServer)
#include "tst_dapserver.moc"
