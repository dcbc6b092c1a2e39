#include "debug/debugengine.h"

#include "debug/languagedescriptor.h"

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

InputPrompt DebugEngine::inputPrompt() const
{
    return {};
}

std::unique_ptr<DebugEngine> createDebugEngine(Language language)
{
    return descriptor(language).createEngine();
}

} // namespace Foulplay::Core::Debug
