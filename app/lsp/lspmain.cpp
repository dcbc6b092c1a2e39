#include "lspmain.h"

#include "endpoint.h"
#include "framing.h"
#include "lspserver.h"

#include "config-foulplay.h"

#include <QCoreApplication>

#include <cstdio>

namespace Foulplay::Lsp {

int serverMain(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("foulplay-lsp"));
    QStringList arguments = QCoreApplication::arguments().mid(1);
    // Clients may tell the server their process id; the stream's end is
    // what ends the server.
    arguments.removeIf([](const QString &argument) { return argument.startsWith(QLatin1String("--clientProcessId")); });
    if (arguments == QStringList{QStringLiteral("--version")}) {
        std::fputs("foulplay-lsp " FOULPLAY_VERSION "\n", stdout);
        return 0;
    }
    int exitCode = 0;
    const int served = Foulplay::JsonRpc::serve(
        "foulplay-lsp", arguments,
        "usage: foulplay-lsp [--stdio]  speak the Language Server Protocol on standard input/output\n"
        "       foulplay-lsp --port N   listen on 127.0.0.1:N instead (0: any free port)\n"
        "       foulplay-lsp --help | --version\n",
        [&exitCode](Foulplay::JsonRpc::Framing *framing, QObject *owner, std::function<void()> ended) {
            auto *server = new Foulplay::Lsp::LspServer(framing, owner);
            QObject::connect(server, &Foulplay::Lsp::LspServer::ended, owner, [&exitCode, ended](int code) {
                exitCode = code;
                ended();
            });
        });
    return served != 0 ? served : exitCode;
}

} // namespace Foulplay::Lsp
