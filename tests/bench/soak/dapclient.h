#pragma once

#include "../../jsonrpcpipe.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <functional>

// A DAP client of foulplay-dap over its standard input and output, for the
// soak benchmark: sends requests and reads messages until one matches.
class DapClient {
public:
    explicit DapClient(const QString &adapter)
    {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(adapter, {QStringLiteral("--stdio")});
    }
    ~DapClient()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(10'000))
            m_process.kill();
        m_process.waitForFinished();
    }

    bool started() { return m_process.waitForStarted(); }
    qint64 pid() const { return m_process.processId(); }

    int send(const QString &command, const QJsonObject &arguments = {})
    {
        QJsonObject request{{QStringLiteral("seq"), ++m_seq},
                            {QStringLiteral("type"), QStringLiteral("request")},
                            {QStringLiteral("command"), command}};
        if (!arguments.isEmpty())
            request.insert(QStringLiteral("arguments"), arguments);
        m_process.write(framed(request));
        m_process.waitForBytesWritten();
        return m_seq;
    }

    // The next message matching, or an empty object after timeoutMs or when
    // the adapter ended.
    QJsonObject until(const std::function<bool(const QJsonObject &)> &match, int timeoutMs = 60'000)
    {
        const QDeadlineTimer deadline(timeoutMs);
        for (;;) {
            const QJsonObject message = next(deadline);
            if (message.isEmpty() || match(message))
                return message;
        }
    }
    QJsonObject response(int seq)
    {
        return until([seq](const QJsonObject &m) {
            return m.value(QLatin1String("type")) == QLatin1String("response")
                   && m.value(QLatin1String("request_seq")).toInt() == seq;
        });
    }
    QJsonObject event(const QString &name, int timeoutMs = 60'000)
    {
        return until(
            [name](const QJsonObject &m) {
                return m.value(QLatin1String("type")) == QLatin1String("event")
                       && m.value(QLatin1String("event")) == name;
            },
            timeoutMs);
    }
    QJsonObject request(const QString &command, const QJsonObject &arguments = {})
    {
        return response(send(command, arguments));
    }

private:
    QJsonObject next(const QDeadlineTimer &deadline)
    {
        const std::optional<QByteArray> body = m_reader.next(deadline);
        return body ? QJsonDocument::fromJson(*body).object() : QJsonObject();
    }

    QProcess m_process;
    JsonRpcReader m_reader{m_process};
    int m_seq = 0;
};
