#include "debug/debugengine.h"

#include "debug/cheatdebugengine.h"
#include "debug/fybdebugengine.h"
#include "debug/unfairdebugengine.h"

namespace Foulplay::Core::Debug {

std::unique_ptr<DebugEngine> createDebugEngine(Language language)
{
    switch (language) {
    case Language::Unfair:
        return std::make_unique<UnfairDebugEngine>();
    case Language::Cheat:
        return std::make_unique<CheatDebugEngine>();
    case Language::Fyb:
        return std::make_unique<FybDebugEngine>();
    }
    return nullptr;
}

} // namespace Foulplay::Core::Debug
