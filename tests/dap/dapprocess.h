#pragma once

// A client for the tests: runs the built foulplay-dap over a pipe and speaks
// raw DAP to it. Every message either way is kept in transcript().

#include "../jsonrpcpipe.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <functional>

class DapProcess {
public:
    explicit DapProcess(const QStringList &arguments = {})
    {
        m_process.setProgram(QStringLiteral(FOULPLAY_DAP_PATH));
        m_process.setArguments(arguments);
        m_process.start();
    }
    ~DapProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

    bool started() { return m_process.waitForStarted(); }
    QProcess &process() { return m_process; }
    const QStringList &transcript() const { return m_transcript; }

    // Sends a request; returns its seq.
    int send(const QString &command, const QJsonObject &arguments = {})
    {
        QJsonObject request{{QStringLiteral("seq"), ++m_seq},
                            {QStringLiteral("type"), QStringLiteral("request")},
                            {QStringLiteral("command"), command}};
        if (!arguments.isEmpty())
            request.insert(QStringLiteral("arguments"), arguments);
        const QByteArray body = QJsonDocument(request).toJson(QJsonDocument::Compact);
        m_transcript.append(QStringLiteral("--> ") + QString::fromUtf8(body));
        writeRaw(framed(body));
        return m_seq;
    }
    void writeRaw(const QByteArray &bytes)
    {
        m_process.write(bytes);
        m_process.waitForBytesWritten();
    }

    // The next message, or an empty object when the adapter ended or stayed
    // silent for a minute (a hang, which the test then reports).
    QJsonObject next()
    {
        const std::optional<QByteArray> body = m_reader.next(QDeadlineTimer(60'000));
        if (!body)
            return {};
        m_transcript.append(QStringLiteral("<-- ") + QString::fromUtf8(*body));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(*body, &error);
        m_bad = m_bad || error.error != QJsonParseError::NoError || !document.isObject();
        return document.object();
    }
    // Reads until a message matches; the messages passed over stay in seen().
    QJsonObject until(const std::function<bool(const QJsonObject &)> &match)
    {
        for (;;) {
            const QJsonObject message = next();
            if (message.isEmpty())
                return message;
            m_seen.append(message);
            if (match(message))
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
    QJsonObject request(const QString &command, const QJsonObject &arguments = {})
    {
        return response(send(command, arguments));
    }
    QJsonObject event(const QString &name)
    {
        return until([name](const QJsonObject &m) {
            return m.value(QLatin1String("type")) == QLatin1String("event") && m.value(QLatin1String("event")) == name;
        });
    }
    // The body of the next stopped event.
    QJsonObject stopped() { return event(QStringLiteral("stopped")).value(QLatin1String("body")).toObject(); }
    // Whether an event of that name came so far.
    bool saw(const QString &name) const
    {
        return std::any_of(m_seen.begin(), m_seen.end(), [&name](const QJsonObject &m) {
            return m.value(QLatin1String("type")) == QLatin1String("event") && m.value(QLatin1String("event")) == name;
        });
    }
    // Everything the output events of a category carried so far.
    QString output(const QString &category) const
    {
        QString text;
        for (const QJsonObject &m : m_seen) {
            const QJsonObject body = m.value(QLatin1String("body")).toObject();
            if (m.value(QLatin1String("event")) == QLatin1String("output")
                && body.value(QLatin1String("category")) == category)
                text += body.value(QLatin1String("output")).toString();
        }
        return text;
    }
    bool sawBadFraming() const { return m_bad || m_reader.badFraming(); }

    // Closes the adapter's input and waits for it to end.
    bool closeAndWait()
    {
        m_process.closeWriteChannel();
        return waitForEnd();
    }
    // Waits for the adapter to end (true at once when it has).
    bool waitForEnd() { return m_process.state() == QProcess::NotRunning || m_process.waitForFinished(60'000); }

private:
    QProcess m_process;
    JsonRpcReader m_reader{m_process};
    QStringList m_transcript;
    QList<QJsonObject> m_seen;
    int m_seq = 0;
    bool m_bad = false;
};

inline QJsonObject bodyOf(const QJsonObject &message)
{
    return message.value(QLatin1String("body")).toObject();
}
