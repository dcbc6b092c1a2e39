// foulplay-dap: the Debug Adapter Protocol over standard input and output,
// or over TCP on 127.0.0.1 with --port N. Nothing but wiring.
#include "dapchannel.h"
#include "dapserver.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QPointer>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <unistd.h>

using Foulplay::Dap::DapChannel;
using Foulplay::Dap::DapServer;

namespace {

void writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; // the client is gone; the end of the stream ends the adapter
        done += n;
    }
}

int serveStdio(QCoreApplication &app)
{
    DapChannel channel([](const QByteArray &bytes) { writeAll(STDOUT_FILENO, bytes); });
    DapServer server(&channel);
    QObject::connect(&server, &DapServer::ended, &app, &QCoreApplication::quit, Qt::QueuedConnection);
    // The notifier keeps the event loop free: a read happens only when bytes wait.
    QSocketNotifier notifier(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &channel, [&notifier, &channel] {
        char buffer[65536];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n > 0) {
            channel.feed(QByteArray(buffer, qsizetype(n)));
        } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
            notifier.setEnabled(false);
            channel.endStream();
        }
    });
    return app.exec();
}

// One client at a time; the adapter keeps listening after a client leaves.
int serveTcp(QCoreApplication &app, quint16 port)
{
    QTcpServer listener;
    if (!listener.listen(QHostAddress::LocalHost, port)) {
        std::fprintf(stderr, "foulplay-dap: cannot listen on 127.0.0.1:%u: %s\n", unsigned(port),
                     qPrintable(listener.errorString()));
        return 1;
    }
    std::fprintf(stderr, "foulplay-dap: listening on 127.0.0.1:%u\n", unsigned(listener.serverPort()));
    std::fflush(stderr);
    QPointer<QTcpSocket> active;
    QObject::connect(&listener, &QTcpServer::newConnection, &app, [&listener, &active] {
        while (QTcpSocket *socket = listener.nextPendingConnection()) {
            if (active) {
                socket->disconnectFromHost();
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                continue;
            }
            active = socket;
            auto *channel = new DapChannel([socket](const QByteArray &bytes) { socket->write(bytes); }, socket);
            auto *server = new DapServer(channel, socket);
            QObject::connect(socket, &QTcpSocket::readyRead, channel,
                             [socket, channel] { channel->feed(socket->readAll()); });
            QObject::connect(socket, &QTcpSocket::disconnected, channel, &DapChannel::endStream);
            QObject::connect(
                server, &DapServer::ended, socket,
                [socket] {
                    if (socket->state() == QAbstractSocket::UnconnectedState) {
                        socket->deleteLater();
                        return;
                    }
                    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                    socket->disconnectFromHost();
                },
                Qt::QueuedConnection);
        }
    });
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    // A client that goes away must not kill the adapter in the middle of a write.
    std::signal(SIGPIPE, SIG_IGN);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("foulplay-dap"));
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args == QStringList{QStringLiteral("--stdio")})
        return serveStdio(app);
    bool ok = false;
    const uint port = args.size() == 2 && args[0] == QLatin1String("--port") ? args[1].toUInt(&ok) : 0;
    if (!ok || port > 65535) {
        std::fprintf(stderr,
                     "usage: foulplay-dap [--stdio]  speak the Debug Adapter Protocol on standard input/output\n"
                     "       foulplay-dap --port N   listen on 127.0.0.1:N instead (0: any free port)\n");
        return args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h")) ? 0 : 2;
    }
    return serveTcp(app, quint16(port));
}
