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

QString diagnostic(const Debug::DebugDiagnostic &diagnostic)
{
    return Words::message(diagnostic.message);
}

} // namespace Foulplay::Words
