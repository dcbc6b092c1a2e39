#pragma once

#include "cheat/state.h"
#include "cheat/trace.h"
#include "debug/debugengine.h"
#include "debug/debugsnapshot.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace Foulplay::Core::Debug {

// How each statement's latest slot evaluated its condition: the engine's
// Cheat::Engine::turnTrace() at one tick, indexed by statement.
using CheatTurnTrace = std::vector<Cheat::SlotTrace>;

// The EngineState of Cheat: the engine's snapshot (what
// DebugSnapshot::engineSnapshot<Cheat::Snapshot>() gives) plus the turn's
// evaluation trace at that tick, shared and immutable. Keyframes keep the
// trace too, so stepping back or jumping restores it with the state.
// Immutable once made: any thread may read it.
class CheatEngineState final : public EngineStateOf<Cheat::Snapshot> {
public:
    CheatEngineState(std::uint64_t tick, Cheat::Snapshot value, std::shared_ptr<const CheatTurnTrace> trace)
        : EngineStateOf(Language::Cheat, tick, std::move(value))
        , m_trace(std::move(trace))
    {
    }

    std::size_t byteSize() const override;
    // Null when the engine did not trace.
    const std::shared_ptr<const CheatTurnTrace> &turnTrace() const { return m_trace; }

    // The trace a snapshot carries; null for another language or none.
    static const CheatTurnTrace *turnTraceOf(const DebugSnapshot &snapshot);

private:
    std::shared_ptr<const CheatTurnTrace> m_trace;
};

} // namespace Foulplay::Core::Debug
