#include "debug/debugtypes.h"

#include "debug/languagedescriptor.h"

#include <QCoreApplication>

namespace Foulplay::Core::Debug {

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::Text)
};

} // namespace

QString languageKey(Language language)
{
    return descriptor(language).key;
}

bool languageFromKey(const QString &key, Language &language)
{
    const LanguageDescriptor *found = descriptorForKey(key);
    if (found)
        language = found->language;
    return found != nullptr;
}

QList<DebugEventKind> eventKindsOf(Language language)
{
    return descriptor(language).events;
}

Language languageOfEvent(DebugEventKind kind)
{
    for (const LanguageDescriptor *candidate : languages()) {
        if (candidate->events.contains(kind))
            return candidate->language;
    }
    return Language::Fyb;
}

QString eventKindName(DebugEventKind kind)
{
    switch (kind) {
    case DebugEventKind::CountReset:
        return Text::tr("count reset");
    case DebugEventKind::BigReset:
        return Text::tr("CN > 100 reset");
    case DebugEventKind::Desync:
        return Text::tr("de-sync");
    case DebugEventKind::Resync:
        return Text::tr("re-sync");
    case DebugEventKind::FullReset:
        return Text::tr("full reset");
    case DebugEventKind::CheatCommitted:
        return Text::tr("cheat committed");
    case DebugEventKind::ValidCall:
        return Text::tr("valid call");
    case DebugEventKind::Win:
        return Text::tr("win");
    case DebugEventKind::WinRevoked:
        return Text::tr("win revoked");
    case DebugEventKind::Count:
        return Text::tr("count");
    case DebugEventKind::InvalidCall:
        return Text::tr("invalid call");
    case DebugEventKind::Shout:
        return Text::tr("shout");
    case DebugEventKind::Ask:
        return Text::tr("ask");
    case DebugEventKind::Commit:
        return Text::tr("commit");
    case DebugEventKind::BombCommit:
        return Text::tr("commit of a bomb");
    case DebugEventKind::Fork:
        return Text::tr("fork");
    case DebugEventKind::Defect:
        return Text::tr("defect");
    case DebugEventKind::ThreadDied:
        return Text::tr("thread died");
    case DebugEventKind::PointerEntersCell:
        return Text::tr("pointer enters cell");
    }
    return {};
}

} // namespace Foulplay::Core::Debug
