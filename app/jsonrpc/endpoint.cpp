#include "endpoint.h"

#include "framing.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QPointer>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace Foulplay::JsonRpc {

namespace {

void writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; // the client is gone; the end of the stream ends the server
        done += n;
    }
}

// SIGTERM ends the server as the end of its stream does, with exit code 0:
// some clients (Kate) send it right after their goodbye. The handler only
// writes a byte; the event loop reads it.
int terminated[2] = {-1, -1};

void onTerminate(int)
{
    const char byte = 0;
    [[maybe_unused]] const ssize_t written = ::write(terminated[1], &byte, 1);
}

void quitOnTerminate()
{
    if (::pipe2(terminated, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    auto *notifier = new QSocketNotifier(terminated[0], QSocketNotifier::Read, qApp);
    QObject::connect(notifier, &QSocketNotifier::activated, qApp, [] { QCoreApplication::exit(0); });
    struct sigaction action = {};
    action.sa_handler = onTerminate;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, nullptr);
}

int serveStdio(const SessionFactory &startSession)
{
    // The framing outlives the session it serves: declared first, destroyed last.
    Framing framing([](const QByteArray &bytes) { writeAll(STDOUT_FILENO, bytes); });
    QObject owner;
    startSession(&framing, &owner, [] {
        QMetaObject::invokeMethod(
            qApp, [] { QCoreApplication::quit(); }, Qt::QueuedConnection);
    });
    // The notifier keeps the event loop free: a read happens only when bytes wait.
    QSocketNotifier notifier(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &framing, [&notifier, &framing] {
        char buffer[65536];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n > 0) {
            framing.feed(QByteArray(buffer, qsizetype(n)));
        } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
            notifier.setEnabled(false);
            framing.endStream();
        }
    });
    return QCoreApplication::exec();
}

// One client at a time; the server keeps listening after a client leaves.
int serveTcp(const char *name, quint16 port, const SessionFactory &startSession)
{
    QTcpServer listener;
    if (!listener.listen(QHostAddress::LocalHost, port)) {
        std::fprintf(stderr, "%s: cannot listen on 127.0.0.1:%u: %s\n", name, unsigned(port),
                     qPrintable(listener.errorString()));
        return 1;
    }
    std::fprintf(stderr, "%s: listening on 127.0.0.1:%u\n", name, unsigned(listener.serverPort()));
    std::fflush(stderr);
    QPointer<QTcpSocket> active;
    QObject::connect(&listener, &QTcpServer::newConnection, &listener, [&listener, &active, &startSession] {
        while (QTcpSocket *socket = listener.nextPendingConnection()) {
            if (active) {
                socket->disconnectFromHost();
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                continue;
            }
            active = socket;
            // Children go in the order they came: the session before its framing.
            auto *owner = new QObject(socket);
            auto *framing = new Framing([socket](const QByteArray &bytes) { socket->write(bytes); }, socket);
            QPointer<QTcpSocket> guarded(socket);
            startSession(framing, owner, [guarded] {
                if (!guarded)
                    return;
                QMetaObject::invokeMethod(
                    guarded.data(),
                    [guarded] {
                        if (!guarded)
                            return;
                        if (guarded->state() == QAbstractSocket::UnconnectedState) {
                            guarded->deleteLater();
                            return;
                        }
                        QObject::connect(guarded, &QTcpSocket::disconnected, guarded, &QObject::deleteLater);
                        guarded->disconnectFromHost();
                    },
                    Qt::QueuedConnection);
            });
            QObject::connect(socket, &QTcpSocket::readyRead, framing,
                             [socket, framing] { framing->feed(socket->readAll()); });
            QObject::connect(socket, &QTcpSocket::disconnected, framing, &Framing::endStream);
        }
    });
    return QCoreApplication::exec();
}

} // namespace

int serve(const char *name, const QStringList &arguments, const char *usage, const SessionFactory &startSession)
{
    // A client that goes away must not kill the server in the middle of a write.
    std::signal(SIGPIPE, SIG_IGN);
    quitOnTerminate();
    if (arguments.isEmpty() || arguments == QStringList{QStringLiteral("--stdio")})
        return serveStdio(startSession);
    bool ok = false;
    const uint port = arguments.size() == 2 && arguments[0] == QLatin1String("--port") ? arguments[1].toUInt(&ok) : 0;
    if (!ok || port > 65535) {
        std::fputs(usage, stderr);
        return arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h")) ? 0 : 2;
    }
    return serveTcp(name, quint16(port), startSession);
}

} // namespace Foulplay::JsonRpc
