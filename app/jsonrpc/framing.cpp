#include "framing.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QList>

#include <algorithm>
#include <optional>

namespace Foulplay::JsonRpc {

namespace {

const QByteArray HeaderEnd = QByteArrayLiteral("\r\n\r\n");

} // namespace

Framing::Framing(std::function<void(const QByteArray &)> writer, QObject *parent)
    : QObject(parent)
    , m_writer(std::move(writer))
{
}

void Framing::feed(const QByteArray &bytes)
{
    m_buffer.append(bytes);
    for (;;) {
        if (m_skip > 0) {
            const qsizetype dropped = qsizetype(std::min<qint64>(m_skip, m_buffer.size()));
            m_buffer.remove(0, dropped);
            m_skip -= dropped;
            if (m_skip > 0)
                return;
        }
        if (m_overlongHeader) {
            // Garbage without a blank line: drop it until one comes.
            const qsizetype end = m_buffer.indexOf(HeaderEnd);
            if (end < 0) {
                m_buffer.remove(0, std::max<qsizetype>(0, m_buffer.size() - (HeaderEnd.size() - 1)));
                return;
            }
            m_buffer.remove(0, end + HeaderEnd.size());
            m_overlongHeader = false;
        }
        if (m_contentLength < 0 && !takeHeader())
            return;
        if (m_contentLength < 0)
            continue; // a rejected header; try the next message
        if (m_buffer.size() < m_contentLength)
            return;
        const QByteArray body = m_buffer.left(m_contentLength);
        m_buffer.remove(0, m_contentLength);
        m_contentLength = -1;
        takeBody(body);
    }
}

// Reads one header block. False when more bytes are needed; true when the
// block was taken (m_contentLength set) or rejected (m_contentLength -1).
bool Framing::takeHeader()
{
    const qsizetype end = m_buffer.indexOf(HeaderEnd);
    if (end < 0 || end > MaxHeaderLength) {
        if (end > MaxHeaderLength || m_buffer.size() > MaxHeaderLength) {
            Q_EMIT messageRejected(QStringLiteral("header longer than %1 bytes without the blank line "
                                                  "that ends it; dropped")
                                       .arg(MaxHeaderLength));
            m_overlongHeader = true;
            return true;
        }
        return false;
    }
    const QByteArray header = m_buffer.left(end);
    m_buffer.remove(0, end + HeaderEnd.size());
    std::optional<QByteArray> length;
    for (const QByteArray &line : header.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length")
            length = line.mid(colon + 1).trimmed();
    }
    if (!length) {
        Q_EMIT messageRejected(
            QStringLiteral("header without Content-Length: '%1'").arg(QString::fromUtf8(header.left(200))));
        return true;
    }
    bool ok = false;
    const qlonglong value = length->toLongLong(&ok);
    if (!ok || value < 0) {
        Q_EMIT messageRejected(
            QStringLiteral("Content-Length is not a byte count: '%1'").arg(QString::fromUtf8(length->left(40))));
        return true;
    }
    if (value > MaxContentLength) {
        Q_EMIT messageRejected(QStringLiteral("message of %1 bytes is larger than the limit of %2 "
                                              "bytes; skipped")
                                   .arg(value)
                                   .arg(MaxContentLength));
        m_skip = value;
        return true;
    }
    m_contentLength = qsizetype(value);
    return true;
}

void Framing::takeBody(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        Q_EMIT messageRejected(QStringLiteral("bad JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
        return;
    }
    if (!document.isObject()) {
        Q_EMIT messageRejected(QStringLiteral("a message must be a JSON object"));
        return;
    }
    Q_EMIT messageReceived(document.object());
}

void Framing::endStream()
{
    const bool partial = !m_buffer.trimmed().isEmpty() || m_contentLength >= 0 || m_skip > 0;
    m_buffer.clear();
    Q_EMIT closed(partial);
}

void Framing::send(const QJsonObject &message)
{
    const QByteArray body = QJsonDocument(message).toJson(QJsonDocument::Compact);
    m_writer("Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
}

} // namespace Foulplay::JsonRpc
