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
// is cheap when the states differ: the table size and the first two program
// pointers first, then the whole table, and the cells only when it matches.
// The fast loop keeps no hash of the cells, as the table tells most states
// apart. A program of more than CompareCellsUpTo cells whose table keeps
// coming back over different cells (a counter in the cells, say) would have
// its cells read at every comparison: after LateMissesBeforeHashing such
// comparisons the fast loop keeps a running hash of the cells instead
// (startHashing()), compared before the table.
//
// Backing off: the state is compared only at turns that are multiples of a
// stride S (a power of two, cycleMask() = S - 1), and the checkpoint is
// saved only at such turns too. Once a battle is in its cycle of period p,
// the states at turns c and c + m are equal exactly when p divides m; with
// c and c + m both multiples of S the first match is at m = lcm(p, S), a
// whole number of periods, so the jump stays exact. S is 1 while the window
// (m_cpPower) is under StrideWindow turns and grows with it up to MaxStride:
// every period up to StrideWindow turns is found in the same window as when
// comparing every turn (lcm(p, S) <= p * S <= window), longer ones at most
// log2(MaxStride) windows later; and a long battle without a period pays a
// test of the turn number's low bits a turn, and a comparison every S turns.
// But a period that is no multiple of S is found that way only at
// lcm(p, S), up to S times later, often past the limit. So the fast loop
// compares at every turn after all, through a filter that costs a look at
// two program pointers a turn: when both agree with the checkpoint's, the
// sum of every live process's pointers, and only when that agrees too the
// whole state (enginefast.cpp). Where the filter agrees in vain too often,
// S returns for the rest of the window.
#include "fyb/engine.h"

#include <algorithm>
#include <cstring>

namespace Foulplay::Core::Fyb {

namespace {

constexpr std::uint64_t StrideWindow = 1024;
constexpr std::uint64_t MaxStride = 64;

} // namespace

void Engine::resetCycle()
{
    m_cpValid = false;
    m_cpPower = 1;
    m_cpMask = 0;
}

void Engine::startHashing()
{
    // Nothing kept the hash up to date until now: both hashes are made anew.
    m_hashing = true;
    m_hash = fullHash();
    m_cpHash = hashOf({m_cpCells[0].data(), m_cpCells[1].data(), m_cpCells[2].data(), m_cpCells[3].data(),
                       m_cpCells[4].data(), m_cpCells[5].data()},
                      m_length);
}

void Engine::saveCheckpoint()
{
    m_cpValid = true;
    m_filterMisses = 0;
    m_cpTurn = m_turn;
    m_cpTick = m_tick;
    m_cpHash = m_hash;
    m_cpProcs = m_procs;
    const auto length = static_cast<std::size_t>(m_length);
    for (int b = 0; b < 2; ++b) {
        m_buf[b].data.copyTo(m_cpCells[static_cast<std::size_t>(3 * b)], length);
        m_buf[b].mods.copyTo(m_cpCells[static_cast<std::size_t>(3 * b + 1)], length);
        m_buf[b].spent.copyTo(m_cpCells[static_cast<std::size_t>(3 * b + 2)], length);
    }
}

bool Engine::samePeriodicState()
{
    if (m_procs.size() != m_cpProcs.size() || (m_hashing && m_hash != m_cpHash) || m_procs[0].pp != m_cpProcs[0].pp
        || m_procs[1].pp != m_cpProcs[1].pp)
        return false;
    if (std::memcmp(m_procs.data(), m_cpProcs.data(), m_procs.size() * sizeof(Process)) != 0)
        return false;
    const auto length = static_cast<std::size_t>(m_length);
    for (int b = 0; b < 2; ++b) {
        if (std::memcmp(m_buf[b].data.data(), m_cpCells[static_cast<std::size_t>(3 * b)].data(), length) != 0
            || !m_buf[b].mods.equals(m_cpCells[static_cast<std::size_t>(3 * b + 1)])
            || !m_buf[b].spent.equals(m_cpCells[static_cast<std::size_t>(3 * b + 2)])) {
            if (!m_hashing && m_length > CompareCellsUpTo && ++m_lateMisses >= LateMissesBeforeHashing)
                startHashing();
            return false;
        }
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
        m_skippedTicks += periods * ticksPerPeriod;
        resetCycle();
        return;
    }
    if (!m_cpValid) {
        saveCheckpoint();
    } else if (m_turn - m_cpTurn >= m_cpPower) {
        m_cpPower *= 2;
        const std::uint64_t stride = std::clamp<std::uint64_t>(m_cpPower / StrideWindow, 1, MaxStride);
        if (stride - 1 != m_cpMask) {
            // The next checkpoint is saved at the next multiple of the new
            // stride, where the next comparisons are.
            m_cpMask = stride - 1;
            m_cpValid = false;
            if ((m_turn & m_cpMask) == 0)
                saveCheckpoint();
        } else {
            saveCheckpoint();
        }
    }
}

} // namespace Foulplay::Core::Fyb
