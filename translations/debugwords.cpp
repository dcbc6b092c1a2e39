#include "debugwords.h"
#include "enginewords.h"
#include "wordcontexts.h"

#include <QCoreApplication>

namespace Foulplay::Words {

namespace Debug = Core::Debug;
using namespace Contexts;

QString result(const Debug::DebugResult &result, bool groupDigits)
{
    return message(result.reason == Core::StopReason::Error ? result.error : result.summary, groupDigits);
}

QString inputPrompt(const Debug::InputPrompt &prompt)
{
    if (prompt.player.isEmpty())
        return UnfairText::tr("the program asks for a number");
    if (prompt.kind == Debug::InputPrompt::Kind::Number)
        return CheatText::tr("%1 asks for a number").arg(prompt.player);
    return CheatText::tr("%1 asks: allowed to? (yes/no)").arg(prompt.player);
}

QString variableName(const Debug::DebugVariable &variable)
{
    using Kind = Debug::DebugVariable::Kind;
    switch (variable.kind) {
    case Kind::Tick:
        return UnfairText::tr("tick");
    case Kind::Turn:
        return CheatText::tr("turn");
    case Kind::Slot:
        return CheatText::tr("slot");
    case Kind::Count:
        return UnfairText::tr("the count");
    case Kind::ActualCount:
        return UnfairText::tr("the actual count");
    case Kind::Universes:
        return UnfairText::tr("universes");
    case Kind::CountingNumber:
        return UnfairText::tr("%1's counting number").arg(variable.owner);
    case Kind::RaisingNumber:
        return UnfairText::tr("%1's raising number").arg(variable.owner);
    case Kind::Score:
        return CheatText::tr("%1's score").arg(variable.owner);
    case Kind::Wins:
        return CheatText::tr("%1's wins").arg(variable.owner);
    case Kind::RevokedWins:
        return CheatText::tr("%1's revoked wins").arg(variable.owner);
    case Kind::OpenWindows:
        return CheatText::tr("open windows");
    case Kind::Threads:
        return FybText::tr("threads(%1)").arg(variable.owner);
    case Kind::NextThread:
        return FybText::tr("next thread");
    case Kind::Length:
        return FybText::tr("length");
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

QString diagnostic(const Debug::DebugDiagnostic &diagnostic)
{
    return Words::message(diagnostic.message);
}

} // namespace Foulplay::Words
