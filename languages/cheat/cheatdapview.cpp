// What a DAP client sees of a Cheat run: the players and the open cheat
// windows.
#include "dapview.h"

#include "enginewords.h"

#include "languages/cheat/cheatdebug.h"

#include "cheat/state.h"

namespace Foulplay::Dap {

namespace {

using namespace DapJson;
using namespace DapReference;

QJsonArray scopes(const Core::Debug::DebugSnapshot &, int)
{
    return {scope(QStringLiteral("Players"), of(PlayersScope)),
            scope(QStringLiteral("Cheat windows"), of(WindowsScope)), scope(QStringLiteral("Run"), of(RunScope))};
}

QJsonArray variables(const Core::Debug::DebugSnapshot &snapshot, int kind, int index, const ViewContext &context)
{
    namespace Var = Core::Debug::Var;
    QJsonArray list;
    const Core::Cheat::Snapshot *cheat = snapshot.engineSnapshot<Core::Cheat::Snapshot>();
    if (!cheat)
        return list;
    const Core::Cheat::State &state = cheat->state;
    auto windowsOf = [&state](int player) {
        int open = 0;
        for (const Core::Cheat::CheatWindow &window : state.windows)
            open += window.cheater == player ? 1 : 0;
        return open;
    };
    switch (kind) {
    case RunScope:
        list.append(variable(QStringLiteral("open windows"), QString::number(state.windows.size())));
        if (state.error)
            list.append(variable(QStringLiteral("error"), Words::message(state.error->message)));
        break;
    case PlayersScope:
        for (std::size_t i = 0; i < state.players.size() && i < MaxEntries; ++i) {
            const Core::Cheat::PlayerState &player = state.players[i];
            list.append(variable(context.playerName(qsizetype(i)),
                                 QStringLiteral("score %1, wins %2, open windows %3")
                                     .arg(number(player.score))
                                     .arg(player.wins)
                                     .arg(windowsOf(int(i))),
                                 {}, of(Player, int(i))));
        }
        break;
    case Player:
        if (std::size_t(index) < state.players.size()) {
            const std::string name = context.player(index);
            const Core::Cheat::PlayerState &player = state.players[std::size_t(index)];
            list.append(
                variable(QStringLiteral("score"), number(player.score), context.evaluateName(Var::Score, {name})));
            list.append(variable(QStringLiteral("wins"), QString::number(player.wins),
                                 context.evaluateName(Var::Wins, {name})));
            list.append(variable(QStringLiteral("revoked wins"), QString::number(player.revokedWins)));
            list.append(variable(QStringLiteral("open windows"), QString::number(windowsOf(index)),
                                 context.evaluateName(Var::Windows, {name})));
        }
        break;
    case WindowsScope:
        for (std::size_t i = 0; i < state.windows.size() && i < MaxEntries; ++i) {
            const Core::Cheat::CheatWindow &window = state.windows[i];
            list.append(variable(QStringLiteral("%1 counted by %2 at slot %3")
                                     .arg(context.playerName(window.cheater), number(window.amount))
                                     .arg(window.slot),
                                 QStringLiteral("open through slot %1%2")
                                     .arg(window.lastSlot)
                                     .arg(window.winning ? QStringLiteral(", a winning count") : QString())));
        }
        appendMore(list, state.windows.size());
        break;
    default:
        break;
    }
    return list;
}

} // namespace

const DapView &cheatDapView()
{
    static const DapView view{
        .language = Core::Debug::Language::Cheat,
        .scopes = scopes,
        .variables = variables,
    };
    return view;
}

} // namespace Foulplay::Dap
