// Feeds foulplay-dap truncated, oversized and garbage messages, alone and
// mixed with real requests in random pieces: each time the adapter answers
// with error responses and well-formed messages, and ends cleanly (exit
// status 0) when its input closes. The random streams are seeded, so every
// run feeds the same bytes.
#include "dap/dapprocess.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTest>

namespace {

QByteArray request(int seq, const QString &command, const QJsonValue &arguments = QJsonValue::Undefined)
{
    QJsonObject object{{QStringLiteral("seq"), seq},
                       {QStringLiteral("type"), QStringLiteral("request")},
                       {QStringLiteral("command"), command}};
    if (!arguments.isUndefined())
        object.insert(QStringLiteral("arguments"), arguments);
    return framed(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QByteArray randomBytes(QRandomGenerator &random, int size)
{
    QByteArray bytes(size, '\0');
    for (char &c : bytes)
        c = char(random.bounded(256));
    return bytes;
}

// Reads every message until the adapter ends; false on bad framing.
bool drain(DapProcess &dap, QList<QJsonObject> &messages)
{
    for (QJsonObject message = dap.next(); !message.isEmpty(); message = dap.next())
        messages.append(message);
    return !dap.sawBadFraming();
}

bool isErrorResponse(const QJsonObject &message)
{
    return message.value(QLatin1String("type")) == QLatin1String("response")
           && !message.value(QLatin1String("success")).toBool()
           && !message.value(QLatin1String("message")).toString().isEmpty();
}

} // namespace

class TestDapServerFuzz : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void garbage_data();
    void garbage();
    void randomStreams_data();
    void randomStreams();
    void wrongArguments();
};

void TestDapServerFuzz::garbage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("errors");   // error responses expected before the check request
    QTest::addColumn<bool>("resyncs"); // a request after the garbage is still answered

    QTest::newRow("no Content-Length") << QByteArray("Content-Type: json\r\n\r\n") << 1 << true;
    QTest::newRow("Content-Length not a number") << QByteArray("Content-Length: lots\r\n\r\n") << 1 << true;
    QTest::newRow("negative Content-Length") << QByteArray("Content-Length: -4\r\n\r\n") << 1 << true;
    QTest::newRow("empty body") << QByteArray("Content-Length: 0\r\n\r\n") << 1 << true;
    QTest::newRow("bad JSON") << framed("{\"seq\": 1, \"type\": ") << 1 << true;
    QTest::newRow("JSON array") << framed("[1, 2, 3]") << 1 << true;
    QTest::newRow("JSON string") << framed("\"initialize\"") << 1 << true;
    QTest::newRow("an event, not a request") << framed(R"({"seq":1,"type":"event","event":"stopped"})") << 1 << true;
    QTest::newRow("no command") << framed(R"({"seq":1,"type":"request"})") << 1 << true;
    QTest::newRow("command not a string") << framed(R"({"seq":1,"type":"request","command":7})") << 1 << true;
    QTest::newRow("arguments not an object")
        << framed(R"({"seq":1,"type":"request","command":"initialize","arguments":[1]})") << 1 << true;
    QTest::newRow("deeply nested") << framed(QByteArray(100000, '[')) << 1 << true;
    QTest::newRow("NUL bytes") << framed(QByteArray("{\"seq\":1,\0\0\0}", 14)) << 1 << true;
    QTest::newRow("binary body") << framed(QByteArray(4096, '\xff')) << 1 << true;
    QTest::newRow("header longer than 8 KiB") << QByteArray(20000, 'x') + "\r\n\r\n" << 1 << true;
    QTest::newRow("oversized body skipped")
        << QByteArray("Content-Length: 17000000\r\n\r\n") + QByteArray(17000000, ' ') << 1 << true;
    QTest::newRow("oversized length, never sent") << QByteArray("Content-Length: 99999999999999\r\n\r\n") << 1 << false;
    QTest::newRow("truncated body") << request(1, QStringLiteral("initialize")).left(40) << 0 << false;
    QTest::newRow("truncated header") << QByteArray("Content-Len") << 0 << false;
    QTest::newRow("garbage without a blank line") << QByteArray("hello adapter\n") << 0 << false;
}

void TestDapServerFuzz::garbage()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, errors);
    QFETCH(bool, resyncs);
    DapProcess dap;
    QVERIFY(dap.started());
    dap.writeRaw(bytes);
    if (resyncs)
        dap.writeRaw(request(42, QStringLiteral("initialize")));
    dap.process().closeWriteChannel();
    QList<QJsonObject> messages;
    QVERIFY(drain(dap, messages));
    QVERIFY(dap.waitForEnd());
    QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(dap.process().exitCode(), 0);
    QCOMPARE(messages.size(), errors + (resyncs ? 1 : 0));
    for (int i = 0; i < errors; ++i)
        QVERIFY2(isErrorResponse(messages[i]), qPrintable(QJsonDocument(messages[i]).toJson()));
    if (resyncs) {
        QCOMPARE(messages.last().value(QLatin1String("request_seq")).toInt(), 42);
        QVERIFY(messages.last().value(QLatin1String("success")).toBool());
    }
}

void TestDapServerFuzz::randomStreams_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 30; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestDapServerFuzz::randomStreams()
{
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    const QDir examples(QStringLiteral(FOULPLAY_EXAMPLES_DIR));
    const QStringList programs{examples.filePath(QStringLiteral("unfair/countdown.unfair")),
                               examples.filePath(QStringLiteral("cheat/number-cat.cheat")),
                               examples.filePath(QStringLiteral("cheat/counting.cheat")),
                               examples.filePath(QStringLiteral("fyb/threaded.fyb"))};
    const QStringList commands{QStringLiteral("initialize"),
                               QStringLiteral("launch"),
                               QStringLiteral("configurationDone"),
                               QStringLiteral("setBreakpoints"),
                               QStringLiteral("setFunctionBreakpoints"),
                               QStringLiteral("setDataBreakpoints"),
                               QStringLiteral("dataBreakpointInfo"),
                               QStringLiteral("threads"),
                               QStringLiteral("stackTrace"),
                               QStringLiteral("scopes"),
                               QStringLiteral("variables"),
                               QStringLiteral("evaluate"),
                               QStringLiteral("continue"),
                               QStringLiteral("next"),
                               QStringLiteral("stepIn"),
                               QStringLiteral("stepOut"),
                               QStringLiteral("stepBack"),
                               QStringLiteral("reverseContinue"),
                               QStringLiteral("gotoTargets"),
                               QStringLiteral("goto"),
                               QStringLiteral("pause"),
                               QStringLiteral("exceptionInfo"),
                               QStringLiteral("terminate"),
                               QStringLiteral("nonsense")};
    // Argument values of every JSON type, right and wrong.
    auto value = [&]() -> QJsonValue {
        switch (random.bounded(9)) {
        case 0:
            return int(random.bounded(2000)) - 5;
        case 1:
            return 1 << 20 | int(random.bounded(64));
        case 2:
            return programs[random.bounded(programs.size())];
        case 3:
            return QStringLiteral("cn(2) > 3");
        case 4:
            return random.bounded(2) == 1;
        case 5:
            return QJsonValue::Null;
        case 6:
            return QJsonArray{QJsonObject{{QStringLiteral("line"), int(random.bounded(12))}}, 3};
        case 7:
            return QJsonObject{{QStringLiteral("path"), programs[random.bounded(programs.size())]}};
        default:
            return 1e300;
        }
    };
    const QStringList keys{QStringLiteral("program"),
                           QStringLiteral("opponent"),
                           QStringLiteral("threadId"),
                           QStringLiteral("frameId"),
                           QStringLiteral("variablesReference"),
                           QStringLiteral("expression"),
                           QStringLiteral("source"),
                           QStringLiteral("breakpoints"),
                           QStringLiteral("targetId"),
                           QStringLiteral("name"),
                           QStringLiteral("context"),
                           QStringLiteral("stopOnEntry"),
                           QStringLiteral("maxTurns"),
                           QStringLiteral("start"),
                           QStringLiteral("count")};

    QByteArray stream = request(1, QStringLiteral("initialize"));
    const int pieces = 5 + int(random.bounded(40));
    for (int i = 0; i < pieces; ++i) {
        const quint32 kind = random.bounded(10);
        if (kind < 7) {
            QJsonObject arguments;
            for (quint32 k = random.bounded(5); k > 0; --k)
                arguments.insert(keys[random.bounded(keys.size())], value());
            stream += request(i + 2, commands[random.bounded(commands.size())], arguments);
        } else if (kind == 7) {
            stream += framed(randomBytes(random, int(random.bounded(300))));
        } else if (kind == 8) {
            stream += "Content-Length: " + QByteArray::number(random.bounded(50)) + "\r\n\r\n";
        } else {
            stream += randomBytes(random, int(random.bounded(100)));
        }
    }
    if (random.bounded(2) == 1)
        stream.truncate(random.bounded(stream.size()));

    DapProcess dap;
    QVERIFY(dap.started());
    // In pieces of any size, as a pipe may deliver them.
    for (qsizetype at = 0; at < stream.size();) {
        const qsizetype size = 1 + random.bounded(std::min<qsizetype>(4096, stream.size() - at));
        dap.writeRaw(stream.mid(at, size));
        at += size;
    }
    dap.process().closeWriteChannel();
    QList<QJsonObject> messages;
    QVERIFY(drain(dap, messages));
    QVERIFY(dap.waitForEnd());
    QCOMPARE(dap.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(dap.process().exitCode(), 0);
    for (const QJsonObject &message : std::as_const(messages)) {
        const QString type = message.value(QLatin1String("type")).toString();
        QVERIFY(type == QLatin1String("response") || type == QLatin1String("event"));
        if (type == QLatin1String("response") && !message.value(QLatin1String("success")).toBool())
            QVERIFY(isErrorResponse(message));
    }
}

// Every argument of the wrong type or out of its range, as docs/dap.md lists
// them, gets an error response naming it; the right ones still work.
void TestDapServerFuzz::wrongArguments()
{
    DapProcess dap;
    QVERIFY(dap.started());
    const auto refused = [&](const QString &command, const QJsonObject &arguments, const QString &argument) {
        const QJsonObject reply = dap.request(command, arguments);
        const QString message = reply.value(QLatin1String("message")).toString();
        const bool ok = isErrorResponse(reply) && message.contains(QLatin1Char('"') + argument + QLatin1Char('"'));
        if (!ok)
            qWarning().noquote() << command << QJsonDocument(arguments).toJson(QJsonDocument::Compact) << "->"
                                 << QJsonDocument(reply).toJson(QJsonDocument::Compact);
        return ok;
    };
    const auto k = [](const char *key) { return QString::fromLatin1(key); };
    QVERIFY(refused(k("initialize"), {{k("linesStartAt1"), k("yes")}}, k("linesStartAt1")));
    QVERIFY(refused(k("initialize"), {{k("adapterID"), 7}}, k("adapterID")));
    QVERIFY(dap.request(k("initialize")).value(QLatin1String("success")).toBool());

    const QString program = QDir(QStringLiteral(FOULPLAY_EXAMPLES_DIR)).filePath(k("unfair/countdown.unfair"));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("stopOnEntry"), k("yes")}}, k("stopOnEntry")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("stopOnEntry"), 1}}, k("stopOnEntry")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("noDebug"), k("no")}}, k("noDebug")));
    QVERIFY(refused(k("launch"), {{k("program"), 5}}, k("program")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("input"), QJsonArray{}}}, k("input")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("maxSteps"), -1}}, k("maxSteps")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("maxSteps"), 2.5}}, k("maxSteps")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("maxTurns"), 0}}, k("maxTurns")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("maxProcesses"), 1}}, k("maxProcesses")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("language"), true}}, k("language")));
    QVERIFY(refused(k("launch"), {{k("program"), program}, {k("opponent"), 1}}, k("opponent")));
    const int launch = dap.send(k("launch"), {{k("program"), program}, {k("stopOnEntry"), true}});
    QVERIFY(dap.response(launch).value(QLatin1String("success")).toBool());
    QVERIFY(dap.request(k("configurationDone")).value(QLatin1String("success")).toBool());
    QCOMPARE(dap.stopped().value(QLatin1String("reason")).toString(), k("entry"));

    const QJsonObject source{{k("path"), program}};
    QVERIFY(refused(k("setBreakpoints"), {{k("source"), k("countdown.unfair")}}, k("source")));
    QVERIFY(refused(k("setBreakpoints"), {{k("source"), QJsonObject{{k("path"), 3}}}}, k("source.path")));
    QVERIFY(refused(k("setBreakpoints"), {{k("source"), source}, {k("breakpoints"), 7}}, k("breakpoints")));
    QVERIFY(
        refused(k("setBreakpoints"), {{k("source"), source}, {k("breakpoints"), QJsonArray{3}}}, k("breakpoints[0]")));
    QVERIFY(refused(k("setBreakpoints"),
                    {{k("source"), source}, {k("breakpoints"), QJsonArray{QJsonObject{{k("line"), k("7")}}}}},
                    k("breakpoints[0].line")));
    QVERIFY(refused(k("setBreakpoints"),
                    {{k("source"), source}, {k("breakpoints"), QJsonArray{QJsonObject{{k("line"), 0}}}}},
                    k("breakpoints[0].line")));
    QVERIFY(refused(k("setBreakpoints"),
                    {{k("source"), source},
                     {k("breakpoints"), QJsonArray{QJsonObject{{k("line"), 7}, {k("condition"), 1}}}}},
                    k("breakpoints[0].condition")));
    QVERIFY(refused(k("setBreakpoints"), {{k("source"), source}, {k("lines"), QJsonArray{1, -2}}}, k("lines[1]")));
    QVERIFY(refused(k("setFunctionBreakpoints"), {{k("breakpoints"), QJsonArray{QJsonObject{{k("name"), 4}}}}},
                    k("breakpoints[0].name")));
    QVERIFY(
        refused(k("setDataBreakpoints"), {{k("breakpoints"), QJsonArray{QJsonObject{}}}}, k("breakpoints[0].dataId")));
    QVERIFY(refused(k("setExceptionBreakpoints"), {{k("filters"), QJsonArray{1}}}, k("filters[0]")));
    QVERIFY(refused(k("dataBreakpointInfo"), {{k("name"), k("cell 1")}, {k("variablesReference"), k("x")}},
                    k("variablesReference")));
    for (const char *command : {"next", "continue", "stepIn", "stepOut", "stepBack", "reverseContinue", "pause"}) {
        QVERIFY(refused(k(command), {}, k("threadId")));
        QVERIFY(refused(k(command), {{k("threadId"), k("one")}}, k("threadId")));
        QVERIFY(refused(k(command), {{k("threadId"), 0}}, k("threadId")));
        QVERIFY(refused(k(command), {{k("threadId"), 1.5}}, k("threadId")));
    }
    QVERIFY(refused(k("next"), {{k("threadId"), 1}, {k("singleThread"), k("yes")}}, k("singleThread")));
    QVERIFY(refused(k("next"), {{k("threadId"), 1}, {k("granularity"), 2}}, k("granularity")));
    QVERIFY(refused(k("stackTrace"), {{k("threadId"), 1}, {k("startFrame"), -1}}, k("startFrame")));
    QVERIFY(refused(k("stackTrace"), {{k("threadId"), 1}, {k("levels"), k("all")}}, k("levels")));
    QVERIFY(refused(k("scopes"), {{k("frameId"), k("1")}}, k("frameId")));
    QVERIFY(refused(k("variables"), {{k("variablesReference"), -3}}, k("variablesReference")));
    QVERIFY(refused(k("variables"), {{k("variablesReference"), 1}, {k("start"), k("0")}}, k("start")));
    QVERIFY(refused(k("variables"), {{k("variablesReference"), 1}, {k("count"), -1}}, k("count")));
    QVERIFY(refused(k("evaluate"), {{k("expression"), 12}}, k("expression")));
    QVERIFY(refused(k("evaluate"), {{k("expression"), k("tick")}, {k("context"), 1}}, k("context")));
    QVERIFY(refused(k("evaluate"), {{k("expression"), k("tick")}, {k("frameId"), k("top")}}, k("frameId")));
    QVERIFY(refused(k("gotoTargets"), {{k("source"), source}, {k("line"), k("2")}}, k("line")));
    QVERIFY(refused(k("goto"), {{k("threadId"), 1}, {k("targetId"), -4}}, k("targetId")));
    QVERIFY(refused(k("goto"), {{k("targetId"), 4}}, k("threadId")));
    QVERIFY(refused(k("exceptionInfo"), {{k("threadId"), k("1")}}, k("threadId")));
    QVERIFY(refused(k("disconnect"), {{k("terminateDebuggee"), k("yes")}}, k("terminateDebuggee")));
    QVERIFY(refused(k("terminate"), {{k("restart"), 0}}, k("restart")));

    // Right types that name nothing: a thread or frame that does not exist.
    const auto answer = [&](const QString &command, const QJsonObject &arguments) {
        return dap.request(command, arguments).value(QLatin1String("message")).toString();
    };
    QVERIFY(answer(k("next"), {{k("threadId"), 99}}).contains(k("no thread 99")));
    QVERIFY(answer(k("goto"), {{k("threadId"), 2}, {k("targetId"), 3}}).contains(k("no thread 2")));
    QVERIFY(answer(k("scopes"), {{k("frameId"), 5}}).contains(k("no frame 5")));

    // Nothing above moved the run; the right arguments still do.
    QVERIFY(dap.request(k("next"), {{k("threadId"), 1}}).value(QLatin1String("success")).toBool());
    QCOMPARE(dap.stopped().value(QLatin1String("reason")).toString(), k("step"));
    QVERIFY(dap.request(k("scopes"), {{k("frameId"), 1}}).value(QLatin1String("success")).toBool());
    QVERIFY(dap.request(k("disconnect")).value(QLatin1String("success")).toBool());
    QVERIFY(dap.closeAndWait());
    QCOMPARE(dap.process().exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestDapServerFuzz)
#include "tst_dapserverfuzz.moc"
