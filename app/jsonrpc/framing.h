#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>

namespace Foulplay::JsonRpc {

// The base protocol of the Debug Adapter Protocol and the Language Server
// Protocol: `Content-Length: N\r\n\r\n` followed by N bytes of a JSON
// object, both ways. Bytes come in with feed() in any pieces; whole objects
// leave as messageReceived(). What is no object (a bad header, bad JSON, a
// message too large) leaves as messageRejected() and the stream goes on with
// the next message. Lives on one thread; every function is called there.
class Framing final : public QObject {
    Q_OBJECT

public:
    // The largest message body taken; larger ones are skipped unread.
    static constexpr qsizetype MaxContentLength = 16 * 1024 * 1024;
    // The longest header block; a longer one is dropped as garbage.
    static constexpr qsizetype MaxHeaderLength = 8 * 1024;

    // writer sends bytes to the peer (standard output or a socket).
    explicit Framing(std::function<void(const QByteArray &)> writer, QObject *parent = nullptr);

    // Takes bytes read from the peer and emits what they complete.
    void feed(const QByteArray &bytes);
    // The peer closed its end: emits closed().
    void endStream();
    // Sends one message.
    void send(const QJsonObject &message);

Q_SIGNALS:
    // A well-formed message: a JSON object.
    void messageReceived(const QJsonObject &message);
    // Bytes that are no message, and why (English).
    void messageRejected(const QString &why);
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
};

} // namespace Foulplay::JsonRpc
