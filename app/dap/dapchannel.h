#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>

namespace Foulplay::Dap {

// The framing of the Debug Adapter Protocol: `Content-Length: N\r\n\r\n`
// followed by N bytes of JSON, both ways. Bytes come in with feed() in any
// pieces; whole requests leave as requestReceived(). Anything that is not a
// request (a bad header, bad JSON, a message too large) leaves as
// messageRejected() and the stream goes on with the next message. Lives on
// one thread (the adapter's main thread); every function is called there.
class DapChannel final : public QObject {
    Q_OBJECT

public:
    // The largest message body taken; larger ones are skipped unread.
    static constexpr qsizetype MaxContentLength = 16 * 1024 * 1024;
    // The longest header block; a longer one is dropped as garbage.
    static constexpr qsizetype MaxHeaderLength = 8 * 1024;

    // writer sends bytes to the client (standard output or a socket).
    explicit DapChannel(std::function<void(const QByteArray &)> writer, QObject *parent = nullptr);

    // Takes bytes read from the client and emits what they complete.
    void feed(const QByteArray &bytes);
    // The client closed its end: emits closed().
    void endStream();
    // Sends a response or event, numbering it (`seq`).
    void send(QJsonObject message);

Q_SIGNALS:
    // A well-formed request: an object with `type` "request" and a `command`.
    void requestReceived(const QJsonObject &request);
    // A message that cannot be handled; requestSeq and command are 0 and
    // empty when the message did not get far enough to tell them.
    void messageRejected(int requestSeq, const QString &command, const QString &why);
    // The stream ended; partial is true when it ended inside a message.
    void closed(bool partial);

private:
    bool takeHeader();
    void takeBody(const QByteArray &body);

    std::function<void(const QByteArray &)> m_writer;
    QByteArray m_buffer;
    qsizetype m_contentLength = -1; // of the body being read; -1 while reading a header
    qint64 m_skip = 0;              // bytes of a too large body still to drop
    bool m_overlongHeader = false;  // dropping garbage until the next blank line
    int m_seq = 0;
};

} // namespace Foulplay::Dap
