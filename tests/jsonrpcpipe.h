#pragma once

// The tests' own end of the framing foulplay-dap and foulplay-lsp speak (a
// Content-Length header, a blank line, a JSON body), written apart from the
// servers' app/jsonrpc so that each checks the other: framed() makes a
// message's bytes, JsonRpcReader reads a server process's messages back.

#include <QByteArray>
#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

#include <algorithm>
#include <optional>

inline QByteArray framed(const QByteArray &body)
{
    return "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

inline QByteArray framed(const QJsonObject &message)
{
    return framed(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

// A JSON-RPC 2.0 request (id > 0) or notification (id 0) of the language server.
inline QJsonObject lspMessage(const QString &method, const QJsonObject &params, int id = 0)
{
    QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                        {QStringLiteral("method"), method},
                        {QStringLiteral("params"), params}};
    if (id > 0)
        message.insert(QStringLiteral("id"), id);
    return message;
}

// Reads whole messages from a server process's standard output.
class JsonRpcReader {
public:
    explicit JsonRpcReader(QProcess &process)
        : m_process(process)
    {
    }

    // The next message's body; nothing once the deadline passed or the
    // process ended with no whole message left in its output, or at a
    // header that is not Content-Length (then badFraming()).
    std::optional<QByteArray> next(const QDeadlineTimer &deadline)
    {
        for (;;) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
                const QByteArray header = m_buffer.left(end);
                if (!header.startsWith("Content-Length: ")) {
                    m_bad = true;
                    return std::nullopt;
                }
                const qsizetype length = header.mid(16).toLongLong();
                if (m_buffer.size() >= end + 4 + length) {
                    QByteArray body = m_buffer.mid(end + 4, length);
                    m_buffer.remove(0, end + 4 + length);
                    return body;
                }
            }
            if (deadline.hasExpired() || m_process.state() == QProcess::NotRunning) {
                // What the server wrote before it ended may still wait in the pipe.
                const QByteArray rest = m_process.readAllStandardOutput();
                if (rest.isEmpty())
                    return std::nullopt;
                m_buffer.append(rest);
                continue;
            }
            if (m_process.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime()))))
                m_buffer.append(m_process.readAllStandardOutput());
        }
    }
    bool badFraming() const { return m_bad; }

private:
    QProcess &m_process;
    QByteArray m_buffer;
    bool m_bad = false;
};
