#include "dapinspector.h"

#include "enginewords.h"

#include "debug/languagedescriptor.h"

#include "cheat/parser.h"
#include "cheat/state.h"
#include "fyb/command.h"
#include "fyb/snapshot.h"
#include "unfair/parser.h"
#include "unfair/state.h"

namespace Foulplay::Dap {

using namespace Core::Debug;

namespace {

// The most entries a list shows (a run can pile up universes or windows).
constexpr std::size_t MaxEntries = 2000;
// Cells shown on each side of a data pointer.
constexpr int CellsAround = 4;

QJsonObject variable(const QString &name, const QString &value, const QString &evaluateName = {}, int reference = 0)
{
    QJsonObject object{{QStringLiteral("name"), name},
                       {QStringLiteral("value"), value},
                       {QStringLiteral("variablesReference"), reference}};
    if (!evaluateName.isEmpty())
        object.insert(QStringLiteral("evaluateName"), evaluateName);
    return object;
}

QString number(const Core::Decimal &value)
{
    return QString::fromStdString(value.toString());
}

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

QString cellText(int value)
{
    return QStringLiteral("'%1' (%2)").arg(QLatin1Char(Core::Fyb::commandChar(value))).arg(value);
}

void appendMore(QJsonArray &list, std::size_t total)
{
    if (total > MaxEntries)
        list.append(variable(QStringLiteral("..."), QStringLiteral("%1 more not shown").arg(total - MaxEntries)));
}

QJsonObject scope(const QString &name, int reference)
{
    return QJsonObject{{QStringLiteral("name"), name},
                       {QStringLiteral("variablesReference"), reference},
                       {QStringLiteral("expensive"), false}};
}

QStringList unfairPlayers(const std::string &source)
{
    QStringList players;
    for (const Core::Decimal &number : Core::Unfair::parse(source).program.players)
        players.append(QStringLiteral("Player %1").arg(QString::fromStdString(number.toString())));
    return players;
}

QStringList cheatPlayers(const std::string &source)
{
    QStringList players;
    for (const Core::Cheat::Player &player : Core::Cheat::parse(source).program.players)
        players.append(QString::fromStdString(player.name));
    return players;
}

QStringList noPlayers(const std::string &)
{
    return {};
}

} // namespace

const Capabilities &DapInspector::capabilities() const
{
    return descriptor(m_language).capabilities;
}

const DapInspector::LanguageView &DapInspector::viewOf(Language language)
{
    // One line a language.
    static const LanguageView views[] = {
        {Language::Unfair, &DapInspector::unfairScopes, &DapInspector::unfairVariables, unfairPlayers},
        {Language::Cheat, &DapInspector::cheatScopes, &DapInspector::cheatVariables, cheatPlayers},
        {Language::Fyb, &DapInspector::fybScopes, &DapInspector::fybVariables, noPlayers},
    };
    for (const LanguageView &view : views) {
        if (view.language == language)
            return view;
    }
    return views[0];
}

QJsonArray DapInspector::unfairScopes(const DebugSnapshot &, int) const
{
    return {scope(QStringLiteral("Players"), reference(PlayersScope)),
            scope(QStringLiteral("Universes"), reference(UniversesScope)),
            scope(QStringLiteral("Run"), reference(RunScope))};
}

QJsonArray DapInspector::cheatScopes(const DebugSnapshot &, int) const
{
    return {scope(QStringLiteral("Players"), reference(PlayersScope)),
            scope(QStringLiteral("Cheat windows"), reference(WindowsScope)),
            scope(QStringLiteral("Run"), reference(RunScope))};
}

QJsonArray DapInspector::fybScopes(const DebugSnapshot &snapshot, int frameId) const
{
    QJsonArray list;
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    const int process = frameId - 1;
    if (battle && process >= 0 && std::size_t(process) < battle->processes.size())
        list.append(scope(QStringLiteral("Thread %1").arg(process), reference(ThreadScope, process)));
    list.append(scope(QStringLiteral("Battle"), reference(BattleScope)));
    return list;
}

QJsonArray DapInspector::unfairVariables(const DebugSnapshot &snapshot, int kind, int index) const
{
    QJsonArray list;
    const Core::Unfair::State *state = snapshot.engineSnapshot<Core::Unfair::State>();
    if (!state)
        return list;
    auto playerName = [this](std::size_t i) {
        return qsizetype(i) < m_players.size() ? m_players[qsizetype(i)] : QStringLiteral("player %1").arg(i);
    };
    switch (kind) {
    case RunScope:
        if (!state->universes.empty()) {
            list.append(
                variable(QStringLiteral("the count"), number(state->visible().count), QStringLiteral("the count")));
            list.append(variable(QStringLiteral("the actual count"), number(state->actual().count),
                                 QStringLiteral("the actual count")));
        }
        list.append(variable(QStringLiteral("universes"), QString::number(state->universes.size()),
                             QStringLiteral("universes")));
        if (state->error)
            list.append(variable(QStringLiteral("error"), Words::message(state->error->message)));
        break;
    case PlayersScope:
        for (std::size_t i = 0; i < state->players.size() && i < MaxEntries; ++i) {
            const Core::Unfair::PlayerState &player = state->players[i];
            list.append(variable(
                playerName(i),
                QStringLiteral("CN %1, RN %2").arg(number(player.countingNumber), number(player.raisingNumber)), {},
                reference(Player, int(i))));
        }
        break;
    case Player:
        if (std::size_t(index) < state->players.size()) {
            const QString name = playerName(std::size_t(index));
            const Core::Unfair::PlayerState &player = state->players[std::size_t(index)];
            list.append(variable(QStringLiteral("counting number"), number(player.countingNumber),
                                 QStringLiteral("%1's counting number").arg(name)));
            list.append(variable(QStringLiteral("raising number"), number(player.raisingNumber),
                                 QStringLiteral("%1's raising number").arg(name)));
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
                            .arg(playerName(*universe.origin), ordinal(state->mistakeOrdinal(u)))
                            .arg(universe.steps);
            } else {
                name += QStringLiteral(" (actual)");
            }
            list.append(variable(name, number(universe.count)));
        }
        appendMore(list, state->universes.size());
        break;
    default:
        break;
    }
    return list;
}

QJsonArray DapInspector::cheatVariables(const DebugSnapshot &snapshot, int kind, int index) const
{
    QJsonArray list;
    const Core::Cheat::Snapshot *cheat = snapshot.engineSnapshot<Core::Cheat::Snapshot>();
    if (!cheat)
        return list;
    const Core::Cheat::State &state = cheat->state;
    auto playerName = [this](int i) {
        return i >= 0 && i < m_players.size() ? m_players[i] : QStringLiteral("player %1").arg(i);
    };
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
            list.append(variable(playerName(int(i)),
                                 QStringLiteral("score %1, wins %2, open windows %3")
                                     .arg(number(player.score))
                                     .arg(player.wins)
                                     .arg(windowsOf(int(i))),
                                 {}, reference(Player, int(i))));
        }
        break;
    case Player:
        if (std::size_t(index) < state.players.size()) {
            const QString name = playerName(index);
            const Core::Cheat::PlayerState &player = state.players[std::size_t(index)];
            list.append(variable(QStringLiteral("score"), number(player.score), QStringLiteral("score(%1)").arg(name)));
            list.append(
                variable(QStringLiteral("wins"), QString::number(player.wins), QStringLiteral("wins(%1)").arg(name)));
            list.append(variable(QStringLiteral("revoked wins"), QString::number(player.revokedWins)));
            list.append(variable(QStringLiteral("open windows"), QString::number(windowsOf(index)),
                                 QStringLiteral("windows(%1)").arg(name)));
        }
        break;
    case WindowsScope:
        for (std::size_t i = 0; i < state.windows.size() && i < MaxEntries; ++i) {
            const Core::Cheat::CheatWindow &window = state.windows[i];
            list.append(variable(QStringLiteral("%1 counted by %2 at slot %3")
                                     .arg(playerName(window.cheater), number(window.amount))
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

QJsonArray DapInspector::fybVariables(const DebugSnapshot &snapshot, int kind, int index) const
{
    QJsonArray list;
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    if (!battle)
        return list;
    switch (kind) {
    case BattleScope: {
        int threads[2] = {0, 0};
        for (const Core::Fyb::Process &process : battle->processes)
            threads[process.owner & 1] += process.alive ? 1 : 0;
        list.append(variable(QStringLiteral("threads(1)"), QString::number(threads[0]), QStringLiteral("threads(1)")));
        list.append(variable(QStringLiteral("threads(2)"), QString::number(threads[1]), QStringLiteral("threads(2)")));
        list.append(
            variable(QStringLiteral("length"), QString::number(battle->data[0].size()), QStringLiteral("length")));
        list.append(variable(QStringLiteral("next thread"), QString::number(battle->next)));
        if (battle->result) {
            static const char *const how[] = {"bomb", "died", "limit"};
            list.append(variable(QStringLiteral("result"),
                                 battle->result->winner == 0
                                     ? QStringLiteral("draw (%1)").arg(QLatin1String(how[int(battle->result->reason)]))
                                     : QStringLiteral("program %1 wins (%2) in turn %3")
                                           .arg(battle->result->winner)
                                           .arg(QLatin1String(how[int(battle->result->reason)]))
                                           .arg(battle->result->turn)));
        }
        break;
    }
    case ThreadScope:
        if (std::size_t(index) < battle->processes.size()) {
            const Core::Fyb::Process &p = battle->processes[std::size_t(index)];
            const int owner = p.owner & 1;
            const int edited = p.editedBuffer() & 1;
            const auto &code = battle->data[std::size_t(owner)];
            list.append(variable(QStringLiteral("owner"), QStringLiteral("program %1").arg(owner + 1)));
            list.append(variable(QStringLiteral("pp"), QString::number(p.pp), QStringLiteral("pp(%1)").arg(index)));
            if (p.pp >= 0 && std::size_t(p.pp) < code.size())
                list.append(variable(QStringLiteral("command at pp"), cellText(code[std::size_t(p.pp)])));
            list.append(variable(QStringLiteral("dp"), QStringLiteral("%1 in program %2").arg(p.dp).arg(edited + 1),
                                 QStringLiteral("dp(%1)").arg(index)));
            list.append(variable(QStringLiteral("defected"), p.defected ? QStringLiteral("yes") : QStringLiteral("no"),
                                 QStringLiteral("defected(%1)").arg(index)));
            list.append(variable(QStringLiteral("alive"), p.alive ? QStringLiteral("yes") : QStringLiteral("no")));
            list.append(variable(QStringLiteral("cells around dp"),
                                 QStringLiteral("program %1, cells %2..%3")
                                     .arg(edited + 1)
                                     .arg(std::max(0, p.dp - CellsAround))
                                     .arg(p.dp + CellsAround),
                                 {}, reference(Cells, index * 2 + edited)));
        }
        break;
    case Cells: {
        const int process = index / 2;
        const int buffer = index % 2;
        if (std::size_t(process) >= battle->processes.size())
            break;
        const int dp = battle->processes[std::size_t(process)].dp;
        const auto &data = battle->data[std::size_t(buffer)];
        const auto &mods = battle->mods[std::size_t(buffer)];
        for (int cell = std::max(0, dp - CellsAround); cell <= dp + CellsAround && std::size_t(cell) < data.size();
             ++cell) {
            QString value = cellText(data[std::size_t(cell)]);
            if (mods[std::size_t(cell)] != data[std::size_t(cell)])
                value += QStringLiteral(", uncommitted %1").arg(cellText(mods[std::size_t(cell)]));
            list.append(
                variable(cell == dp ? QStringLiteral("cell %1 (dp)").arg(cell) : QStringLiteral("cell %1").arg(cell),
                         value, QStringLiteral("data(%1, %2)").arg(buffer + 1).arg(cell)));
        }
        break;
    }
    default:
        break;
    }
    return list;
}

} // namespace Foulplay::Dap
