#include "debugwords.h"

#include "debug/languagedescriptor.h"

#include <QCoreApplication>

namespace Foulplay::Words {

namespace Debug = Core::Debug;

namespace {

// text in its translation context, or as written without one.
QString translated(const char *context, const char *text, int n = -1)
{
    if (!context)
        return QString::fromUtf8(text);
    return QCoreApplication::translate(context, text, nullptr, n);
}

// pattern with %1 ... %9 replaced by values, in one pass, so that a value's
// own '%' stays as it is.
QString filled(const QString &pattern, const QStringList &values)
{
    QString words;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const qsizetype index =
            i + 1 < pattern.size() && pattern[i] == QLatin1Char('%') ? pattern[i + 1].digitValue() : -1;
        if (index >= 1 && index <= values.size()) {
            words += values[index - 1];
            ++i;
        } else {
            words += pattern[i];
        }
    }
    return words;
}

} // namespace

QString eventKindName(Debug::DebugEventKind kind)
{
    const Debug::EventName *name = Debug::eventName(kind);
    return name ? translated(name->nameContext, name->name) : QString();
}

QString event(const Debug::DebugEvent &event)
{
    // Each language says how its events read (LanguageDescriptor::eventNames).
    const Debug::EventName *name = Debug::eventName(event.kind);
    if (!name)
        return event.values.join(QLatin1Char(' '));
    const char *words = name->wordsIfLastEmpty && !event.values.isEmpty() && event.values.back().isEmpty()
                            ? name->wordsIfLastEmpty
                            : name->words;
    if (!words)
        return eventKindName(event.kind);
    const int numbers[] = {event.a, event.b, event.c, event.d};
    const int n = name->count >= 0 && name->count < 4 ? numbers[name->count] : -1;
    return filled(translated(name->wordsContext, words, n), event.values);
}

} // namespace Foulplay::Words
