// foulplay-dap: the Debug Adapter Protocol over standard input and output,
// or over TCP on 127.0.0.1 with --port N. Nothing but wiring.
#include "dapchannel.h"
#include "dapserver.h"
#include "endpoint.h"

#include "config-foulplay.h"

#include <QCoreApplication>

#include <cstdio>

using Foulplay::Dap::DapChannel;
using Foulplay::Dap::DapServer;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("foulplay-dap"));
    if (QCoreApplication::arguments().mid(1) == QStringList{QStringLiteral("--version")}) {
        std::fputs("foulplay-dap " FOULPLAY_VERSION "\n", stdout);
        return 0;
    }
    return Foulplay::JsonRpc::serve(
        "foulplay-dap", QCoreApplication::arguments().mid(1),
        "usage: foulplay-dap [--stdio]  speak the Debug Adapter Protocol on standard input/output\n"
        "       foulplay-dap --port N   listen on 127.0.0.1:N instead (0: any free port)\n"
        "       foulplay-dap --help | --version\n",
        [](Foulplay::JsonRpc::Framing *framing, QObject *owner, std::function<void()> ended) {
            auto *channel = new DapChannel(framing, owner);
            auto *server = new DapServer(channel, owner);
            QObject::connect(server, &DapServer::ended, owner, ended);
        });
}
