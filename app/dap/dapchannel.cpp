#include "dapchannel.h"

#include "framing.h"

namespace Foulplay::Dap {

DapChannel::DapChannel(JsonRpc::Framing *framing, QObject *parent)
    : QObject(parent)
    , m_framing(framing)
{
    connect(framing, &JsonRpc::Framing::messageReceived, this, &DapChannel::take);
    connect(framing, &JsonRpc::Framing::messageRejected, this,
            [this](const QString &why) { Q_EMIT messageRejected(0, QString(), why); });
    connect(framing, &JsonRpc::Framing::closed, this, &DapChannel::closed);
}

void DapChannel::take(const QJsonObject &message)
{
    const int seq = message.value(QLatin1String("seq")).toInt();
    const QJsonValue command = message.value(QLatin1String("command"));
    if (message.value(QLatin1String("type")).toString() != QLatin1String("request")) {
        Q_EMIT messageRejected(seq, command.toString(), tr("only requests are handled (\"type\": \"request\")"));
        return;
    }
    if (!command.isString() || command.toString().isEmpty()) {
        Q_EMIT messageRejected(seq, QString(), tr("a request needs a \"command\""));
        return;
    }
    Q_EMIT requestReceived(message);
}

void DapChannel::send(QJsonObject message)
{
    message.insert(QLatin1String("seq"), ++m_seq);
    m_framing->send(message);
}

} // namespace Foulplay::Dap
