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

// A language that does not tell where changes come from: any tick may change anything.

std::optional<std::uint64_t> DebugEngine::changeKinds(const ValueRef &) const
{
    return std::nullopt;
}

std::vector<CodeIndex> DebugEngine::statementsOfKinds(std::uint64_t) const
{
    return {};
}

std::uint64_t DebugEngine::ticksOfKinds(const EngineState *, std::uint64_t) const
{
    return 0;
}

void DebugEngine::watchKinds(std::uint64_t)
{
}

DebugLocation DebugEngine::lastTickLocation() const
{
    return {};
}

std::unique_ptr<DebugEngine> createDebugEngine(Language language)
{
    return descriptor(language).createEngine();
}

} // namespace Foulplay::Core::Debug
