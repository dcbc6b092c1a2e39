// What a DAP client sees of a FukYorBrane battle: each thread, the battle
// and the cells around a thread's data pointer.
#include "dapview.h"

#include "languages/fyb/fybdebug.h"

#include "fyb/command.h"
#include "fyb/snapshot.h"

#include <algorithm>

namespace Foulplay::Dap {

namespace {

using namespace DapJson;
using namespace DapReference;

// Cells shown on each side of a data pointer.
constexpr int CellsAround = 4;

QString cellText(int value)
{
    return QStringLiteral("'%1' (%2)").arg(QLatin1Char(Core::Fyb::commandChar(value))).arg(value);
}

QJsonArray scopes(const Core::Debug::DebugSnapshot &snapshot, int frameId)
{
    QJsonArray list;
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    const int process = frameId - 1;
    if (battle && process >= 0 && std::size_t(process) < battle->processes.size())
        list.append(scope(QStringLiteral("Thread %1").arg(process), of(ThreadScope, process)));
    list.append(scope(QStringLiteral("Battle"), of(BattleScope)));
    return list;
}

QJsonArray variables(const Core::Debug::DebugSnapshot &snapshot, int kind, int index, const ViewContext &context)
{
    namespace Var = Core::Debug::Var;
    QJsonArray list;
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    if (!battle)
        return list;
    switch (kind) {
    case BattleScope: {
        int threads[2] = {0, 0};
        for (const Core::Fyb::Process &process : battle->processes)
            threads[process.owner & 1] += process.alive ? 1 : 0;
        for (const int program : {1, 2}) {
            const QString name = context.evaluateName(Var::Threads, {std::to_string(program)});
            list.append(variable(name, QString::number(threads[program - 1]), name));
        }
        list.append(variable(QStringLiteral("length"), QString::number(battle->data[0].size()),
                             context.evaluateName(Var::Length)));
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
            const std::string thread = std::to_string(index);
            list.append(variable(QStringLiteral("pp"), QString::number(p.pp),
                                 context.evaluateName(Var::ProgramPointer, {thread})));
            if (p.pp >= 0 && std::size_t(p.pp) < code.size())
                list.append(variable(QStringLiteral("command at pp"), cellText(code[std::size_t(p.pp)])));
            list.append(variable(QStringLiteral("dp"), QStringLiteral("%1 in program %2").arg(p.dp).arg(edited + 1),
                                 context.evaluateName(Var::DataPointer, {thread})));
            list.append(variable(QStringLiteral("defected"), p.defected ? QStringLiteral("yes") : QStringLiteral("no"),
                                 context.evaluateName(Var::Defected, {thread})));
            list.append(variable(QStringLiteral("alive"), p.alive ? QStringLiteral("yes") : QStringLiteral("no")));
            // A cells container's index is process * 2 + the buffer its dp
            // edits (DapInspector::cellOf() reads it back).
            list.append(variable(QStringLiteral("cells around dp"),
                                 QStringLiteral("program %1, cells %2..%3")
                                     .arg(edited + 1)
                                     .arg(std::max(0, p.dp - CellsAround))
                                     .arg(p.dp + CellsAround),
                                 {}, of(Cells, index * 2 + edited)));
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
                         value, context.evaluateName(Var::Data, {std::to_string(buffer + 1), std::to_string(cell)})));
        }
        break;
    }
    default:
        break;
    }
    return list;
}

} // namespace

namespace {

QJsonArray threads(const Core::Debug::DebugSnapshot &snapshot)
{
    QJsonArray list;
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    if (!battle)
        return list;
    bool anyAlive = false;
    for (const Core::Fyb::Process &process : battle->processes)
        anyAlive = anyAlive || process.alive;
    for (std::size_t p = 0; p < battle->processes.size(); ++p) {
        const Core::Fyb::Process &process = battle->processes[p];
        // After the battle every thread may be dead: the first two still show where it ended.
        if (!process.alive && (anyAlive || p > 1))
            continue;
        list.append(
            QJsonObject{{QStringLiteral("id"), int(p) + 1},
                        {QStringLiteral("name"), QStringLiteral("P%1 thread %2").arg(process.owner + 1).arg(p)}});
    }
    return list;
}

std::optional<QString> frameName(const Core::Debug::DebugSnapshot &snapshot, int threadId,
                                 const Core::Debug::DebugLocation &location, const QString &statement)
{
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    const int process = threadId - 1;
    if (!battle || process < 0 || std::size_t(process) >= battle->processes.size())
        return std::nullopt;
    const Core::Fyb::Process &p = battle->processes[std::size_t(process)];
    QString name = QStringLiteral("P%1 thread %2").arg(p.owner + 1).arg(process);
    name +=
        location.isValid() ? QStringLiteral(": '%1' at cell %2").arg(statement).arg(p.pp) : QStringLiteral(" (ended)");
    return name;
}

// A cell breakpoint holds where a live thread's pp is on the cell in its
// own buffer, or its dp in the buffer it edits.
bool eventHolds(const Core::Debug::DebugSnapshot &snapshot, const Core::Debug::Breakpoint &breakpoint)
{
    const Core::Fyb::Snapshot *battle = snapshot.engineSnapshot<Core::Fyb::Snapshot>();
    if (!battle)
        return false;
    const int buffer = breakpoint.program - 1;
    for (const Core::Fyb::Process &p : battle->processes) {
        if (p.alive
            && ((p.owner == buffer && p.pp == breakpoint.cell)
                || (p.editedBuffer() == buffer && p.dp == breakpoint.cell)))
            return true;
    }
    return false;
}

} // namespace

const DapView &fybDapView()
{
    static const DapView view{
        .language = Core::Debug::Language::Fyb,
        .scopes = scopes,
        .variables = variables,
        .threads = threads,
        .frameName = frameName,
        .eventHolds = eventHolds,
    };
    return view;
}

} // namespace Foulplay::Dap
