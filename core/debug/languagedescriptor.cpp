#include "debug/languagedescriptor.h"

#include <QFileInfo>

namespace Foulplay::Core::Debug {

const QList<const LanguageDescriptor *> &languages()
{
    // The registration: one line a language.
    static const QList<const LanguageDescriptor *> all = {
        &unfairLanguage(),
        &cheatLanguage(),
        &fybLanguage(),
    };
    return all;
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
