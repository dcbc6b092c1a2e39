// Periodicity detection for the fast path.
//
// At the start of a turn the whole state (buffers, process table) decides
// everything that follows; the turn number only matters for the limit. So if
// the state at the start of turn t equals the one at an earlier turn t0 and
// no result came in between, the battle repeats with period t - t0 until the
// limit. The engine then jumps ahead by whole periods (turn and tick counters
// included) and plays the remaining turns, which leaves it in exactly the
// state, and with exactly the result, that playing everything would have.
//
// Finding the repeat: Brent's method. A checkpoint of the state is saved at
// turn t0, the state of every later turn is compared with it, and after
// 1, 2, 4, ... turns the checkpoint moves to the current turn. The comparison
// is cheap when the states differ: the table size, the buffers' running hash
// and the first two program pointers first, the full state only on a match.
#include "fyb/engine.h"

#include <cstring>

namespace Foulplay::Core::Fyb {

void Engine::resetCycle()
{
    m_cpValid = false;
    m_cpPower = 1;
}

void Engine::saveCheckpoint()
{
    m_cpValid = true;
    m_cpTurn = m_turn;
    m_cpTick = m_tick;
    m_cpHash = m_hash;
    m_cpProcs = m_procs;
    for (int b = 0; b < 2; ++b) {
        const auto d = data(b);
        m_cpCells[static_cast<std::size_t>(3 * b)].assign(d.begin(), d.end());
        m_cpCells[static_cast<std::size_t>(3 * b + 1)] = m_buf[b].mods;
        m_cpCells[static_cast<std::size_t>(3 * b + 2)] = m_buf[b].spent;
    }
}

bool Engine::samePeriodicState() const
{
    if (m_procs.size() != m_cpProcs.size() || m_hash != m_cpHash || m_procs[0].pp != m_cpProcs[0].pp
        || m_procs[1].pp != m_cpProcs[1].pp)
        return false;
    if (std::memcmp(m_procs.data(), m_cpProcs.data(), m_procs.size() * sizeof(Process)) != 0)
        return false;
    const auto length = static_cast<std::size_t>(m_length);
    for (int b = 0; b < 2; ++b) {
        if (std::memcmp(m_buf[b].data.data(), m_cpCells[static_cast<std::size_t>(3 * b)].data(), length) != 0
            || m_buf[b].mods != m_cpCells[static_cast<std::size_t>(3 * b + 1)]
            || m_buf[b].spent != m_cpCells[static_cast<std::size_t>(3 * b + 2)])
            return false;
    }
    return true;
}

void Engine::checkCycle(std::uint64_t lastTurn)
{
    if (m_cpValid && samePeriodicState()) {
        // Land on a turn before lastTurn: the caller plays the rest, and the
        // limit is then reached exactly as when playing everything.
        const std::uint64_t period = m_turn - m_cpTurn;
        const std::uint64_t ticksPerPeriod = m_tick - m_cpTick;
        const std::uint64_t periods = (lastTurn - 1 - m_turn) / period;
        m_turn += periods * period;
        m_tick += periods * ticksPerPeriod;
        m_skippedTurns += periods * period;
        resetCycle();
        return;
    }
    if (!m_cpValid || m_turn - m_cpTurn >= m_cpPower) {
        if (m_cpValid)
            m_cpPower *= 2;
        saveCheckpoint();
    }
}

} // namespace Foulplay::Core::Fyb
