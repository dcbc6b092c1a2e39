#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace Foulplay::JsonRpc {
class Framing;
} // namespace Foulplay::JsonRpc

namespace Foulplay::Dap {

// The Debug Adapter Protocol's messages over the shared base protocol
// (JsonRpc::Framing): whole requests leave as requestReceived(); anything
// that is not a request (and whatever the framing rejects) leaves as
// messageRejected(). Lives on one thread (the adapter's main thread); every
// function is called there.
class DapChannel final : public QObject {
    Q_OBJECT

public:
    explicit DapChannel(JsonRpc::Framing *framing, QObject *parent = nullptr);

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
    void take(const QJsonObject &message);

    JsonRpc::Framing *m_framing;
    int m_seq = 0;
};

} // namespace Foulplay::Dap
