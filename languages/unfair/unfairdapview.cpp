// What a DAP client sees of an Unfair run: the players, the universes and
// the counts.
#include "dapview.h"

#include "enginewords.h"

#include "languages/unfair/unfairdebug.h"

#include "unfair/state.h"

namespace Foulplay::Dap {

namespace {

using namespace DapJson;
using namespace DapReference;

QString ordinal(std::uint64_t n)
{
    const std::uint64_t tens = n % 100;
    const char *suffix = (tens >= 11 && tens <= 13) ? "th"
                         : n % 10 == 1              ? "st"
                         : n % 10 == 2              ? "nd"
                         : n % 10 == 3              ? "rd"
                                                    : "th";
    return QString::number(n) + QLatin1String(suffix);
}

QJsonArray scopes(const Core::Debug::DebugSnapshot &, int)
{
    return {scope(QStringLiteral("Players"), of(PlayersScope)), scope(QStringLiteral("Universes"), of(UniversesScope)),
            scope(QStringLiteral("Run"), of(RunScope))};
}

QJsonArray variables(const Core::Debug::DebugSnapshot &snapshot, int kind, int index, const ViewContext &context)
{
    namespace Var = Core::Debug::Var;
    QJsonArray list;
    const Core::Unfair::State *state = snapshot.engineSnapshot<Core::Unfair::State>();
    if (!state)
        return list;
    switch (kind) {
    case RunScope:
        if (!state->universes.empty()) {
            list.append(variable(QStringLiteral("the count"), number(state->visible().count),
                                 context.evaluateName(Var::Count)));
            list.append(variable(QStringLiteral("the actual count"), number(state->actual().count),
                                 context.evaluateName(Var::ActualCount)));
        }
        list.append(variable(QStringLiteral("universes"), QString::number(state->universes.size()),
                             context.evaluateName(Var::Universes)));
        if (state->error)
            list.append(variable(QStringLiteral("error"), Words::message(state->error->message)));
        break;
    case PlayersScope:
        for (std::size_t i = 0; i < state->players.size() && i < MaxEntries; ++i) {
            const Core::Unfair::PlayerState &player = state->players[i];
            list.append(variable(
                context.playerName(qsizetype(i)),
                QStringLiteral("CN %1, RN %2").arg(number(player.countingNumber), number(player.raisingNumber)), {},
                of(Player, int(i))));
        }
        break;
    case Player:
        if (std::size_t(index) < state->players.size()) {
            const Core::Unfair::PlayerState &player = state->players[std::size_t(index)];
            list.append(variable(QStringLiteral("counting number"), number(player.countingNumber),
                                 context.evaluateName(Var::CountingNumber, {context.player(index)})));
            list.append(variable(QStringLiteral("raising number"), number(player.raisingNumber),
                                 context.evaluateName(Var::RaisingNumber, {context.player(index)})));
        }
        break;
    case UniversesScope:
        // The visible universe first, as the count reads it.
        for (std::size_t n = 0; n < state->universes.size() && n < MaxEntries; ++n) {
            const std::size_t u = state->universes.size() - 1 - n;
            const Core::Unfair::Universe &universe = state->universes[u];
            QString name = QStringLiteral("universe %1").arg(u);
            if (universe.origin) {
                name += QStringLiteral(" (%1's %2 mistake, %3 steps)")
                            .arg(context.playerName(qsizetype(*universe.origin)), ordinal(state->mistakeOrdinal(u)))
                            .arg(universe.steps);
            } else {
                name += QStringLiteral(" (actual)");
            }
            list.append(
                variable(name, number(universe.count), context.evaluateName(Var::UniverseCount, {std::to_string(u)})));
        }
        appendMore(list, state->universes.size());
        break;
    default:
        break;
    }
    return list;
}

} // namespace

const DapView &unfairDapView()
{
    static const DapView view{
        .language = Core::Debug::Language::Unfair,
        .scopes = scopes,
        .variables = variables,
    };
    return view;
}

} // namespace Foulplay::Dap
