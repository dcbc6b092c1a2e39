// tally-dap: foulplay-dap with Tally (tally.h) registered at start-up, its
// core half and its DAP view; the adapter's code is foulplay-dap's own.
#include "tally.h"

#include "dapchannel.h"
#include "dapserver.h"
#include "dapview.h"
#include "endpoint.h"

#include <QCoreApplication>

namespace {

using namespace Foulplay;

// Tally's variables: the total, in the run scope.
const Dap::DapView &tallyView()
{
    static const Dap::DapView view{
        .language = Tally::Id,
        .scopes =
            [](const Core::Debug::DebugSnapshot &, int) {
                return QJsonArray{
                    Dap::DapJson::scope(QStringLiteral("Run"), Dap::DapReference::of(Dap::DapReference::RunScope))};
            },
        .variables =
            [](const Core::Debug::DebugSnapshot &snapshot, int kind, int, const Dap::ViewContext &context) {
                QJsonArray list;
                const Tally::Snapshot *state = snapshot.engineSnapshot<Tally::Snapshot>();
                if (kind == Dap::DapReference::RunScope && state)
                    list.append(Dap::DapJson::variable(QStringLiteral("total"), QString::number(state->total),
                                                       context.evaluateName(Tally::Total)));
                return list;
            },
    };
    return view;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (!Tally::registerCore() || !Dap::registerDapView(tallyView()))
        return 3;
    return JsonRpc::serve("tally-dap", QCoreApplication::arguments().mid(1), "usage: tally-dap [--stdio]\n",
                          [](JsonRpc::Framing *framing, QObject *owner, std::function<void()> ended) {
                              auto *channel = new Dap::DapChannel(framing, owner);
                              auto *server = new Dap::DapServer(channel, owner);
                              QObject::connect(server, &Dap::DapServer::ended, owner, ended);
                          });
}
