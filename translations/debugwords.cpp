#include "debugwords.h"
#include "enginewords.h"

#include <QCoreApplication>

namespace Foulplay::Words {

namespace Debug = Core::Debug;

QString result(const Debug::DebugResult &result, bool groupDigits)
{
    return message(result.reason == Core::StopReason::Error ? result.error : result.summary, groupDigits);
}

QString inputPrompt(const Debug::InputPrompt &prompt)
{
    // The language words its questions; these are for one that does not.
    QString words = prompt.words ? QCoreApplication::translate(prompt.context, prompt.words)
                    : prompt.kind == Debug::InputPrompt::Kind::Number ? QStringLiteral("%1 asks for a number")
                                                                      : QStringLiteral("%1 asks: allowed to? (yes/no)");
    const QString who = prompt.player.isEmpty() ? QStringLiteral("the program") : prompt.player;
    return words.contains(QLatin1String("%1")) ? words.arg(who) : words;
}

QString diagnostic(const Debug::DebugDiagnostic &diagnostic)
{
    return Words::message(diagnostic.message);
}

} // namespace Foulplay::Words
