#include "languages/cheat/cheatenginestate.h"

namespace Foulplay::Core::Debug {

std::size_t CheatEngineState::byteSize() const
{
    std::size_t size = EngineStateOf::byteSize() + sizeof(m_trace);
    if (m_trace) {
        size += sizeof(CheatTurnTrace) + m_trace->capacity() * sizeof(Cheat::SlotTrace);
        for (const Cheat::SlotTrace &slot : *m_trace)
            size += slot.items.capacity() * sizeof(Cheat::TraceItem);
    }
    return size;
}

const CheatTurnTrace *CheatEngineState::turnTraceOf(const DebugSnapshot &snapshot)
{
    auto *cheat = dynamic_cast<const CheatEngineState *>(snapshot.state.get());
    return cheat ? cheat->m_trace.get() : nullptr;
}

} // namespace Foulplay::Core::Debug
