// The fast path: whole turns with nobody watching. The common commands run
// inline here (keeping the state hash while periods are searched); the rarer
// ones go through execute().
#include "fyb/engine.h"

#include "fyb/engineexecute.h"

#include <array>
#include <algorithm>

namespace Foulplay::Core::Fyb {

using Detail::pastPartner;
using Detail::toPartner;

[[gnu::always_inline]] inline std::int32_t Engine::jump(int owner, const std::array<const std::int32_t *, 2> &match,
                                                        int kind, std::int32_t cell)
{
    Buffer &buffer = m_buf[static_cast<std::size_t>(owner)];
    if (buffer.stale[static_cast<std::size_t>(kind)]) [[unlikely]]
        return partner(buffer, kind, cell);
    return match[static_cast<std::size_t>(owner)][cell];
}

StopReason Engine::runFast(std::uint64_t turns)
{
    // Without the period search nothing reads the state hash: the loop then
    // keeps no hash at all.
    return m_settings.detectPeriods ? runFastLoop<true>(turns) : runFastLoop<false>(turns);
}

template<bool Periodic> StopReason Engine::runFastLoop(std::uint64_t turns)
{
    const std::uint64_t target = Detail::turnsAhead(m_turn, turns);
    const std::uint64_t limit = std::min(target, m_settings.maxTurns);
    // Everything the common commands need is held in locals: the buffers
    // never move during a battle, only their cells change, and a store to a
    // cell (a byte, which may alias anything) then forces no reloads of the
    // engine's members.
    const std::int32_t length = m_length;
    // A buffer is chosen by a conditional move between two registers, not
    // by an indexed load: it sits on the path to the command dispatch.
    std::uint8_t *const code0 = m_buf[0].data.data();
    std::uint8_t *const code1 = m_buf[1].data.data();
    std::uint8_t *const mods0 = m_buf[0].mods.data();
    std::uint8_t *const mods1 = m_buf[1].mods.data();
    const std::array<const std::int32_t *, 2> match{m_buf[0].match.data(), m_buf[1].match.data()};
    const auto code = [code0, code1](std::size_t buffer) { return buffer ? code1 : code0; };
    const auto mods = [mods0, mods1](std::size_t buffer) { return buffer ? mods1 : mods0; };
    std::uint64_t turn = m_turn;
    const std::uint64_t lastTurn = m_settings.maxTurns - 1;
    std::uint32_t next = m_next;
    for (;;) {
        // A child forked in this turn runs in this turn too: the table and
        // its bound are read again after every fork.
        Process *procs = m_procs.data();
        auto count = static_cast<std::uint32_t>(m_procs.size());
        std::uint64_t ticks = 0;
        for (std::uint32_t i = next; i < count; ++i) {
            Process &p = procs[i];
            if (!p.alive)
                continue;
            ++ticks;
            const int owner = p.owner;
            std::int32_t pp = p.pp;
            // The common commands run here, the rarer ones in execute().
            // `%` first, with one predictable branch: most of what warriors
            // run is padding and long loop bodies.
            const std::uint8_t command = code(static_cast<std::size_t>(owner))[pp];
            if (command == static_cast<std::uint8_t>(Command::Nop)) {
                if (++pp >= length)
                    pp = 0;
                p.pp = pp;
                continue;
            }
            switch (static_cast<Command>(command)) {
            case Command::Nop:
            case Command::Input:
            case Command::Output:
                ++pp;
                break;
            case Command::Increment: {
                const int edited = p.editedBuffer();
                std::uint8_t &m = mods(static_cast<std::size_t>(edited))[p.dp];
                setMod<Periodic>(m, m == CommandCount - 1 ? 0 : static_cast<std::uint8_t>(m + 1), edited, p.dp);
                ++pp;
                break;
            }
            case Command::Left:
                p.dp -= p.dp > 0;
                ++pp;
                break;
            case Command::Right:
                if (++p.dp >= length)
                    p.dp = 0;
                ++pp;
                break;
            case Command::LoopOpen:
                pp = mods(static_cast<std::size_t>(p.editedBuffer()))[p.dp] == 0
                         ? pastPartner(jump(owner, match, 0, pp), pp)
                         : pp + 1;
                break;
            case Command::LoopClose:
                pp = toPartner(jump(owner, match, 0, pp), pp);
                break;
            case Command::SeekOpen: {
                const std::int32_t dp = p.dp;
                bool enemy = false;
                for (std::uint32_t k = 0; k < count; ++k)
                    enemy |= procs[k].alive && procs[k].owner != owner && procs[k].pp == dp;
                pp = enemy ? pastPartner(jump(owner, match, 1, pp), pp) : pp + 1;
                break;
            }
            case Command::SeekClose:
                pp = toPartner(jump(owner, match, 1, pp), pp);
                break;
            case Command::ForkClose: {
                const std::int32_t j = jump(owner, match, 2, pp);
                // The quirk: with no matching `:` the process lands two cells on.
                pp = j >= 0 ? j + 1 : pp + 2;
                break;
            }
            case Command::Commit: {
                const int edited = p.editedBuffer();
                const auto buffer = static_cast<std::size_t>(edited);
                const std::uint8_t value = commit<Periodic>(edited, code(buffer), mods(buffer), p.dp);
                if (value == static_cast<std::uint8_t>(Command::Defect)) {
                    p.defected ^= 1;
                    p.dp = pp;
                }
                ++pp;
                break;
            }
            case Command::Uncommit: {
                const int edited = p.editedBuffer();
                const auto buffer = static_cast<std::size_t>(edited);
                setMod<Periodic>(mods(buffer)[p.dp], code(buffer)[p.dp], edited, p.dp);
                ++pp;
                break;
            }
            default: {
                const Outcome outcome = execute<false, Periodic>(i);
                if (outcome == Outcome::Forked) {
                    procs = m_procs.data();
                    count = static_cast<std::uint32_t>(m_procs.size());
                } else if (outcome == Outcome::Bombed) [[unlikely]] {
                    m_tick += ticks;
                    m_turn = turn;
                    m_next = i;
                    finish(Result{owner == 0 ? 2 : 1, turn, ResultReason::Bomb});
                    return StopReason::Finished;
                }
                continue;
            }
            }
            if (pp >= length)
                pp = 0;
            p.pp = pp;
        }
        m_tick += ticks;
        if (m_alive[0] == 0 || m_alive[1] == 0 || turn >= lastTurn) [[unlikely]] {
            m_turn = turn;
            endTurn();
            if (m_result)
                return stopReason();
            turn = m_turn;
            next = m_next;
        } else {
            // endTurn() without a result, inline: this runs once a turn.
            ++turn;
            next = 0;
            while (!procs[next].alive)
                ++next;
        }
        if (turn >= target || (m_interrupt && m_interrupt->load(std::memory_order_relaxed))) [[unlikely]] {
            m_turn = turn;
            m_next = next;
            return StopReason::Step;
        }
        if constexpr (Periodic) {
            if ((turn & m_cpMask) == 0) {
                m_turn = turn;
                m_next = next;
                checkCycle(limit);
                turn = m_turn;
                next = m_next;
            }
        }
    }
}

} // namespace Foulplay::Core::Fyb
