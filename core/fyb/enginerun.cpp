// Tick by tick: step(), stepTurn(), run() and runTurns() while someone
// watches, the turn bookkeeping, the result and the events a listener hears.
// Whole turns with nobody watching are enginefast.cpp's.
#include "fyb/engine.h"

#include "fyb/engineexecute.h"

#include <limits>

namespace Foulplay::Core::Fyb {

void Engine::sendEvent(Event event)
{
    event.tick = m_tick;
    event.turn = m_turn;
    m_listener->onEvent(event);
}

void Engine::reportEntry(int process, int program, int buffer, std::int32_t cell, int pointer)
{
    const auto &watch = m_watched[static_cast<std::size_t>(buffer)];
    if (!watch.empty() && watch[static_cast<std::size_t>(cell)])
        sendEvent({.kind = EventKind::PointerEntered,
                   .process = process,
                   .program = program,
                   .buffer = buffer,
                   .cell = cell,
                   .pointer = pointer});
}

void Engine::checkWatch(std::uint32_t index, std::int32_t oldPp, std::int32_t oldDp, int oldEdited)
{
    const Process p = m_procs[index];
    if (!p.alive || !m_listener)
        return;
    const auto process = static_cast<int>(index);
    if (p.pp != oldPp)
        reportEntry(process, p.owner, p.owner, p.pp, 0);
    const int edited = p.editedBuffer();
    if (p.dp != oldDp || edited != oldEdited)
        reportEntry(process, p.owner, edited, p.dp, 1);
}

void Engine::finish(const Result &result)
{
    m_result = result;
    m_next = 0; // the same after every way of getting here, so snapshots compare equal
    if (m_listener)
        sendEvent({.kind = EventKind::Result, .result = result});
}

void Engine::endTurn()
{
    // Program 1 is checked first: if both died in the same turn, program 2 wins.
    if (m_alive[0] == 0) {
        finish(Result{2, m_turn, ResultReason::Died});
        return;
    }
    if (m_alive[1] == 0) {
        finish(Result{1, m_turn, ResultReason::Died});
        return;
    }
    if (++m_turn >= m_settings.maxTurns) {
        m_turn = m_settings.maxTurns;
        finish(Result{0, m_settings.maxTurns, ResultReason::Limit});
        return;
    }
    m_next = firstAlive();
}

std::uint32_t Engine::firstAlive() const
{
    std::uint32_t i = 0;
    while (!m_procs[i].alive)
        ++i;
    return i;
}

void Engine::advanceAfter(std::uint32_t index)
{
    const auto count = static_cast<std::uint32_t>(m_procs.size());
    for (std::uint32_t i = index + 1; i < count; ++i) {
        if (m_procs[i].alive) {
            m_next = i;
            return;
        }
    }
    endTurn();
}

StopReason Engine::stopReason() const
{
    if (!m_result)
        return StopReason::Step;
    return m_result->reason == ResultReason::Limit ? StopReason::StepLimit : StopReason::Finished;
}

template<bool Observed> StopReason Engine::tickOnce()
{
    const std::uint32_t index = m_next;
    const Process before = m_procs[index];
    const bool bomb = execute<Observed, true>(index) == Outcome::Bombed;
    ++m_tick;
    if (bomb) {
        finish(Result{before.owner == 0 ? 2 : 1, m_turn, ResultReason::Bomb});
        return StopReason::Finished;
    }
    if constexpr (Observed) {
        if (m_hasWatches)
            checkWatch(index, before.pp, before.dp, before.editedBuffer());
    }
    advanceAfter(index);
    return stopReason();
}

StopReason Engine::step()
{
    if (m_result)
        return stopReason();
    m_stopRequested = false;
    const StopReason reason = observed() ? tickOnce<true>() : tickOnce<false>();
    if (m_stopRequested && reason == StopReason::Step) {
        m_stopRequested = false;
        return StopReason::Event;
    }
    return reason;
}

StopReason Engine::stepTurn()
{
    if (m_result)
        return stopReason();
    m_stopRequested = false;
    const std::uint64_t turn = m_turn;
    while (m_turn == turn) {
        const StopReason reason = observed() ? tickOnce<true>() : tickOnce<false>();
        if (reason != StopReason::Step)
            return reason;
        if (m_stopRequested && m_turn == turn) {
            m_stopRequested = false;
            return StopReason::Event;
        }
    }
    m_stopRequested = false;
    return StopReason::Step;
}

StopReason Engine::run(std::uint64_t maxTicks)
{
    return runTicks(maxTicks, std::numeric_limits<std::uint64_t>::max(), nullptr);
}

StopReason Engine::runTurns(std::uint64_t turns)
{
    if (m_result || turns == 0)
        return stopReason();
    if (!observed() && !m_hasBreakpoints)
        return runFast(turns);
    // Someone watches: tick by tick, as run() does.
    return runTicks(std::numeric_limits<std::uint64_t>::max(), Detail::turnsAhead(m_turn, turns), m_interrupt);
}

StopReason Engine::runToEnd()
{
    return runTurns(std::numeric_limits<std::uint64_t>::max());
}

StopReason Engine::runTicks(std::uint64_t maxTicks, std::uint64_t targetTurn, const std::atomic<bool> *interrupt)
{
    if (m_result)
        return stopReason();
    m_stopRequested = false;
    const bool watch = observed();
    for (std::uint64_t n = 0; n < maxTicks && m_turn < targetTurn; ++n) {
        if (interrupt && interrupt->load(std::memory_order_relaxed)) [[unlikely]]
            return StopReason::Step;
        if (m_hasBreakpoints && n > 0) {
            const Process &p = m_procs[m_next];
            const auto &marks = m_breakpoints[p.owner];
            if (!marks.empty() && marks[static_cast<std::size_t>(p.pp)])
                return StopReason::Breakpoint;
        }
        const StopReason reason = watch ? tickOnce<true>() : tickOnce<false>();
        if (reason != StopReason::Step)
            return reason;
        if (m_stopRequested) {
            m_stopRequested = false;
            return StopReason::Event;
        }
    }
    return StopReason::Step;
}

} // namespace Foulplay::Core::Fyb
