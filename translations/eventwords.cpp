#include "debugwords.h"
#include "wordcontexts.h"

#include "debug/languagedescriptor.h"

#include <QCoreApplication>

#include <type_traits>
#include <variant>

namespace Foulplay::Words {

namespace Debug = Core::Debug;
using namespace Contexts;
namespace Events = Core::Debug::Events;

namespace {

// The contexts the texts had when the core worded them, so the translations
// made then still apply.
class KindText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::Text)
};

} // namespace

QString eventKindName(Debug::DebugEventKind kind)
{
    using Kind = Debug::DebugEventKind;
    switch (kind) {
    case Kind::CountReset:
        return KindText::tr("count reset");
    case Kind::BigReset:
        return KindText::tr("CN > 100 reset");
    case Kind::Desync:
        return KindText::tr("de-sync");
    case Kind::Resync:
        return KindText::tr("re-sync");
    case Kind::FullReset:
        return KindText::tr("full reset");
    case Kind::CheatCommitted:
        return KindText::tr("cheat committed");
    case Kind::ValidCall:
        return KindText::tr("valid call");
    case Kind::Win:
        return KindText::tr("win");
    case Kind::WinRevoked:
        return KindText::tr("win revoked");
    case Kind::Count:
        return KindText::tr("count");
    case Kind::InvalidCall:
        return KindText::tr("invalid call");
    case Kind::Shout:
        return KindText::tr("shout");
    case Kind::Ask:
        return KindText::tr("ask");
    case Kind::Commit:
        return KindText::tr("commit");
    case Kind::BombCommit:
        return KindText::tr("commit of a bomb");
    case Kind::Fork:
        return KindText::tr("fork");
    case Kind::Defect:
        return KindText::tr("defect");
    case Kind::ThreadDied:
        return KindText::tr("thread died");
    case Kind::PointerEntersCell:
        return KindText::tr("pointer enters cell");
    case Kind::FirstRegistered:
        break;
    }
    // A registered language's kind: its descriptor names it.
    const Debug::EventName *name = Debug::eventName(kind);
    return name ? name->name : QString();
}

namespace {

QString wordOf(const Events::CountReset &e)
{
    return UnfairText::tr("%1 resets the count; CN %2 -> %3").arg(e.player, e.from, e.to);
}

QString wordOf(const Events::BigReset &e)
{
    return UnfairText::tr("%1's CN passed 100: every CN is 5, RN %2").arg(e.player, e.raisingNumber);
}

QString wordOf(const Events::Desync &e)
{
    return UnfairText::tr("%1 de-syncs: universe %2 with count %3").arg(e.player).arg(e.universe).arg(e.count);
}

QString wordOf(const Events::Resync &e)
{
    return UnfairText::tr("%1 re-syncs from %2's mistake: %n universe(s) removed", nullptr, int(e.removed))
        .arg(e.player, e.mistaken);
}

QString wordOf(const Events::FullReset &e)
{
    return UnfairText::tr("%1 resets everything").arg(e.player);
}

QString wordOf(const Events::ValidCall &e)
{
    return CheatText::tr("%1 catches %2").arg(e.caller, e.cheater);
}

QString wordOf(const Events::InvalidCall &e)
{
    if (e.target.isEmpty())
        return CheatText::tr("%1 calls cheat and catches nobody").arg(e.caller);
    return CheatText::tr("%1 calls cheat on %2, who did not cheat").arg(e.caller, e.target);
}

QString wordOf(const Events::Win &e)
{
    return CheatText::tr("%1 wins").arg(e.name);
}

QString wordOf(const Events::WinRevoked &e)
{
    return CheatText::tr("%1's win is revoked").arg(e.name);
}

QString wordOf(const Events::Shout &e)
{
    return CheatText::tr("%1 shouts %2").arg(e.name, e.value);
}

QString wordOf(const Events::Ask &e)
{
    return CheatText::tr("%1 asks and reads %2").arg(e.name, e.value);
}

QString wordOf(const Events::Registered &e)
{
    const Debug::EventName *name = Debug::eventName(e.kind);
    if (!name)
        return e.values.join(QLatin1Char(' '));
    // %1 ... %9 in one pass, so that a value's own '%' stays as it is.
    const QString &pattern = name->words.isEmpty() ? name->name : name->words;
    QString words;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const qsizetype index =
            i + 1 < pattern.size() && pattern[i] == QLatin1Char('%') ? pattern[i + 1].digitValue() : -1;
        if (index >= 1 && index <= e.values.size()) {
            words += e.values[index - 1];
            ++i;
        } else {
            words += pattern[i];
        }
    }
    return words;
}

} // namespace

QString event(const Debug::DebugEvent &event)
{
    return std::visit(
        [&event](const auto &data) -> QString {
            if constexpr (requires { wordOf(data); })
                return wordOf(data);
            else
                return eventKindName(event.kind());
        },
        event.data);
}

} // namespace Foulplay::Words
