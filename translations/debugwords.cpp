#include "debugwords.h"
#include "enginewords.h"

#include <QCoreApplication>

namespace Foulplay::Words {

namespace Debug = Core::Debug;

namespace {

// The contexts the texts had when the engines' adapters worded them, so the
// translations made then still apply.
QString unfair(const char *text)
{
    return QCoreApplication::translate("Foulplay::Core::Debug::UnfairDebugEngine", text);
}

QString cheat(const char *text)
{
    return QCoreApplication::translate("Foulplay::Core::Debug::CheatDebugEngine", text);
}

QString fyb(const char *text)
{
    return QCoreApplication::translate("Foulplay::Core::Debug::FybDebugEngine", text);
}

} // namespace

QString result(const Debug::DebugResult &result)
{
    if (result.reason == Core::StopReason::Error)
        return message(result.error);
    const bool limit = result.reason == Core::StopReason::StepLimit;
    switch (result.language) {
    case Debug::Language::Unfair:
        return limit ? unfair("step limit of %1 sentences reached").arg(result.limit)
                     : unfair("finished after %1 sentences").arg(result.tick);
    case Debug::Language::Cheat:
        return limit ? cheat("step limit of %1 slots reached").arg(result.limit)
                     : cheat("finished after %1 slots").arg(result.tick);
    case Debug::Language::Fyb:
        if (result.how == QLatin1String("bomb"))
            return fyb("program %1 wins at turn %2: program %3 ran a bomb")
                .arg(result.winner).arg(result.turn).arg(3 - result.winner);
        if (result.how == QLatin1String("died"))
            return fyb("program %1 wins at turn %2: program %3 has no threads left")
                .arg(result.winner).arg(result.turn).arg(3 - result.winner);
        return fyb("draw at turn %1: the turn limit").arg(result.turn);
    }
    return {};
}

QString inputPrompt(const Debug::InputPrompt &prompt)
{
    if (prompt.player.isEmpty())
        return unfair("the program asks for a number");
    if (prompt.kind == Debug::InputPrompt::Kind::Number)
        return cheat("%1 asks for a number").arg(prompt.player);
    return cheat("%1 asks: allowed to? (yes/no)").arg(prompt.player);
}

QString variableName(const Debug::DebugVariable &variable)
{
    using Kind = Debug::DebugVariable::Kind;
    switch (variable.kind) {
    case Kind::Tick:
        return unfair("tick");
    case Kind::Turn:
        return cheat("turn");
    case Kind::Slot:
        return cheat("slot");
    case Kind::Count:
        return unfair("the count");
    case Kind::ActualCount:
        return unfair("the actual count");
    case Kind::Universes:
        return unfair("universes");
    case Kind::CountingNumber:
        return unfair("%1's counting number").arg(variable.owner);
    case Kind::RaisingNumber:
        return unfair("%1's raising number").arg(variable.owner);
    case Kind::Score:
        return cheat("%1's score").arg(variable.owner);
    case Kind::Wins:
        return cheat("%1's wins").arg(variable.owner);
    case Kind::RevokedWins:
        return cheat("%1's revoked wins").arg(variable.owner);
    case Kind::OpenWindows:
        return cheat("open windows");
    case Kind::Threads:
        return fyb("threads(%1)").arg(variable.owner);
    case Kind::NextThread:
        return fyb("next thread");
    case Kind::Length:
        return fyb("length");
    }
    return {};
}

QList<QPair<QString, QString>> variableLines(const QList<Debug::DebugVariable> &variables)
{
    QList<QPair<QString, QString>> lines;
    lines.reserve(variables.size());
    for (const Debug::DebugVariable &variable : variables)
        lines.append({variableName(variable), variable.value});
    return lines;
}

} // namespace Foulplay::Words
