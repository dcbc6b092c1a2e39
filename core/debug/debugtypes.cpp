#include "debug/debugtypes.h"

#include "debug/languagedescriptor.h"

namespace Foulplay::Core::Debug {

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
    QList<DebugEventKind> kinds;
    for (const EventName &name : descriptor(language).eventNames)
        kinds.append(name.kind);
    return kinds;
}

Language languageOfEvent(DebugEventKind kind)
{
    for (const LanguageDescriptor *candidate : languages()) {
        for (const EventName &name : candidate->eventNames) {
            if (name.kind == kind)
                return candidate->language;
        }
    }
    return languages().front()->language; // every kind has its language: not reached
}

} // namespace Foulplay::Core::Debug
