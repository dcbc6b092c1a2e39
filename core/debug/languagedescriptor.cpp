#include "debug/languagedescriptor.h"

#include "debug/builtinlanguages.h"

#include <QFileInfo>

namespace Foulplay::Core::Debug {

#define FOULPLAY_DECLARE(name) const LanguageDescriptor &name##Language();
FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_DECLARE)
#undef FOULPLAY_DECLARE

namespace {

QList<const LanguageDescriptor *> &registry()
{
#define FOULPLAY_LIST(name) &name##Language(),
    static QList<const LanguageDescriptor *> all = {FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_LIST)};
#undef FOULPLAY_LIST
    return all;
}

} // namespace

const QList<const LanguageDescriptor *> &languages()
{
    return registry();
}

bool registerLanguage(const LanguageDescriptor &language)
{
    if (language.language < Language::FirstRegistered || language.key.isEmpty() || descriptorForKey(language.key))
        return false;
    for (const EventName &name : language.eventNames) {
        if (name.kind < FirstRegisteredEvent || eventName(name.kind))
            return false;
    }
    for (const LanguageDescriptor *known : registry()) {
        if (known->language == language.language)
            return false;
        for (const QString &extension : language.extensions) {
            if (known->extensions.contains(extension, Qt::CaseInsensitive))
                return false;
        }
    }
    registry().append(&language);
    return true;
}

DebugEventKind registerEventKind()
{
    static int next = int(FirstRegisteredEvent);
    return DebugEventKind(next++);
}

const EventName *eventName(DebugEventKind kind)
{
    for (const LanguageDescriptor *candidate : languages()) {
        for (const EventName &name : candidate->eventNames) {
            if (name.kind == kind)
                return &name;
        }
    }
    return nullptr;
}

bool cellEventOf(Language language, DebugEventKind &kind)
{
    for (const EventName &name : descriptor(language).eventNames) {
        if (name.watchesCell) {
            kind = name.kind;
            return true;
        }
    }
    return false;
}

bool watchesCell(DebugEventKind kind)
{
    const EventName *name = eventName(kind);
    return name && name->watchesCell;
}

Language firstLanguage()
{
    return languages().front()->language;
}

const LanguageDescriptor &descriptor(Language language)
{
    for (const LanguageDescriptor *candidate : languages()) {
        if (candidate->language == language)
            return *candidate;
    }
    return *languages().front();
}

const LanguageDescriptor *descriptorForKey(const QString &key)
{
    for (const LanguageDescriptor *candidate : languages()) {
        if (key.compare(candidate->key, Qt::CaseInsensitive) == 0)
            return candidate;
    }
    return nullptr;
}

const LanguageDescriptor *descriptorForFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix();
    for (const LanguageDescriptor *candidate : languages()) {
        for (const QString &extension : candidate->extensions) {
            if (suffix.compare(extension, Qt::CaseInsensitive) == 0)
                return candidate;
        }
    }
    return nullptr;
}

} // namespace Foulplay::Core::Debug
