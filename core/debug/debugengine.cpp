#include "debug/debugengine.h"

#include "debug/cheatdebugengine.h"
#include "debug/fybdebugengine.h"
#include "debug/unfairdebugengine.h"

namespace Foulplay::Core::Debug {

DebugLocation DebugEngine::currentLocation() const
{
    const QList<DebugLocation> all = locations();
    return all.isEmpty() ? DebugLocation() : all.front();
}

// The optional functions: a caller that honours capabilities() never gets here.

std::optional<CodeIndex> DebugEngine::labelStatement(const std::string &) const
{
    return std::nullopt;
}

std::optional<CodeIndex> DebugEngine::stepOverTarget() const
{
    return std::nullopt;
}

int DebugEngine::nextThread() const
{
    return -1;
}

void DebugEngine::setWatchedCells(std::span<const CodeIndex>)
{
}

QString DebugEngine::inputPrompt() const
{
    return {};
}

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
