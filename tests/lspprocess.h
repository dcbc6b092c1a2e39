#pragma once

// A Language Server Protocol client for the tests: a server program started
// over a pipe, raw messages sent and read back (jsonrpcpipe.h).

#include "jsonrpcpipe.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTest>

#include <functional>

class LspProcess {
public:
    explicit LspProcess(const QString &program = QStringLiteral(FOULPLAY_LSP_PATH))
    {
        m_process.setProgram(program);
        m_process.start();
    }
    ~LspProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    QProcess &process() { return m_process; }

    void writeRaw(const QByteArray &bytes)
    {
        m_process.write(bytes);
        m_process.waitForBytesWritten();
    }
    void sendObject(const QJsonObject &message) { writeRaw(framed(message)); }
    int send(const QString &method, const QJsonObject &params)
    {
        sendObject(lspMessage(method, params, ++m_id));
        return m_id;
    }
    void notify(const QString &method, const QJsonObject &params) { sendObject(lspMessage(method, params)); }
    QJsonObject next()
    {
        const std::optional<QByteArray> body = m_reader.next(QDeadlineTimer(60'000));
        return body ? QJsonDocument::fromJson(*body).object() : QJsonObject();
    }
    QJsonObject until(const std::function<bool(const QJsonObject &)> &match)
    {
        for (;;) {
            const QJsonObject message = next();
            if (message.isEmpty() || match(message))
                return message;
        }
    }
    QJsonObject response(int id)
    {
        return until([id](const QJsonObject &m) { return m.value(QLatin1String("id")).toInt(-1) == id; });
    }
    QJsonValue result(const QString &method, const QJsonObject &params)
    {
        return response(send(method, params)).value(QLatin1String("result"));
    }
    QJsonArray diagnostics(const QString &uri)
    {
        return until([&uri](const QJsonObject &m) {
                   return m.value(QLatin1String("method")) == QLatin1String("textDocument/publishDiagnostics")
                          && m.value(QLatin1String("params")).toObject().value(QLatin1String("uri")) == uri;
               })
            .value(QLatin1String("params"))
            .toObject()
            .value(QLatin1String("diagnostics"))
            .toArray();
    }
    void initialize(const QJsonObject &capabilities = {})
    {
        const QJsonObject reply = response(
            send(QStringLiteral("initialize"),
                 {{QStringLiteral("capabilities"), capabilities},
                  {QStringLiteral("initializationOptions"), QJsonObject{{QStringLiteral("diagnosticsDelay"), 0}}}}));
        QVERIFY(reply.value(QLatin1String("result")).toObject().contains(QLatin1String("capabilities")));
        notify(QStringLiteral("initialized"), {});
    }
    void open(const QString &uri, const QString &language, const QString &text)
    {
        notify(QStringLiteral("textDocument/didOpen"),
               {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri},
                                                             {QStringLiteral("languageId"), language},
                                                             {QStringLiteral("version"), 1},
                                                             {QStringLiteral("text"), text}}}});
    }

private:
    QProcess m_process;
    JsonRpcReader m_reader{m_process};
    int m_id = 0;
};

inline QJsonObject at(const QString &uri, int line, int character)
{
    return {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
            {QStringLiteral("position"),
             QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("character"), character}}}};
}

// The labels of a completion result's items.
inline QStringList labels(const QJsonValue &completion)
{
    QStringList list;
    for (const QJsonValue &item : completion.toObject().value(QLatin1String("items")).toArray())
        list << item.toObject().value(QLatin1String("label")).toString();
    return list;
}
