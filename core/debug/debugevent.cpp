#include "debug/debugevent.h"

#include "debug/languagedescriptor.h"

namespace Foulplay::Core::Debug {

DebugEvent CompactEvent::toEvent(const QStringList *names) const
{
    DebugEvent event{tick, turn, kind, a, b, c, d, {}};
    const EventName *name = eventName(kind);
    if (!name)
        return event;
    const int numbers[] = {a, b, c, d};
    for (const char *player = name->players; *player >= 'a' && *player <= 'd'; ++player) {
        const int index = numbers[*player - 'a'];
        event.values.append(names && index >= 0 && index < names->size() ? names->at(index) : QString());
    }
    return event;
}

} // namespace Foulplay::Core::Debug
