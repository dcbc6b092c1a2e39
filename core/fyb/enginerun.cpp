// The engine's hot part: one tick, the turn loop and the fast path.
#include "fyb/engine.h"

#include "fyb/command.h"
#include "fyb/enginedetail.h"

#include <array>
#include <limits>

namespace Foulplay::Core::Fyb {

using Detail::cellKey;
using Detail::Cells;

void Engine::sendEvent(Event event)
{
    event.tick = m_tick;
    event.turn = m_turn;
    m_listener->onEvent(event);
}

// Runs the command of process index. Returns Ran, Forked when the table grew,
// or Bombed when it ran a bomb (the battle is over; the caller records the
// result).
template <bool Observed, bool Hashing>
[[gnu::always_inline]] inline Engine::Outcome Engine::execute(std::uint32_t index)
{
    Process *p = &m_procs[index];
    const int owner = p->owner;
    Buffer &own = m_buf[static_cast<std::size_t>(owner)];
    const int edited = p->editedBuffer();
    Buffer &ed = m_buf[static_cast<std::size_t>(edited)];
    std::int32_t pp = p->pp;
    std::int32_t dp = p->dp;
    const auto cp = static_cast<std::size_t>(pp);
    const auto cd = static_cast<std::size_t>(dp);
    const bool listen = Observed && m_listener;
    Outcome outcome = Outcome::Ran;

    switch (static_cast<Command>(own.data[cp])) {
    case Command::Increment: {
        std::uint8_t &m = ed.mods[cd];
        const std::uint8_t value = m == CommandCount - 1 ? 0 : static_cast<std::uint8_t>(m + 1);
        if constexpr (Hashing)
            m_hash += (std::uint64_t(value) - m) * cellKey(edited, Cells::Mods, dp);
        m = value;
        ++pp;
        break;
    }
    case Command::Left:
        dp -= dp > 0;
        ++pp;
        break;
    case Command::Right:
        if (++dp >= m_length)
            dp = 0;
        ++pp;
        break;
    case Command::Commit: {
        const std::uint8_t value = ed.mods[cd];
        const std::uint8_t old = ed.data[cd];
        if (value != old) {
            if constexpr (Hashing)
                m_hash += (std::uint64_t(value) - old) * cellKey(edited, Cells::Data, dp);
            ed.data[cd] = value;
            markStale(ed, old);
            markStale(ed, value);
        }
        const bool defect = value == static_cast<std::uint8_t>(Command::Defect);
        if (listen) {
            Event e;
            e.kind = EventKind::Commit;
            e.process = static_cast<int>(index);
            e.program = owner;
            e.buffer = edited;
            e.cell = dp;
            e.value = value;
            e.bomb = value == static_cast<std::uint8_t>(Command::Bomb);
            e.defect = defect;
            sendEvent(e);
        }
        if (defect) {
            p->defected ^= 1;
            dp = pp;
            if (listen) {
                Event e;
                e.kind = EventKind::Defect;
                e.process = static_cast<int>(index);
                e.program = owner;
                e.buffer = p->editedBuffer();
                e.cell = pp;
                e.value = p->defected;
                e.defect = true;
                sendEvent(e);
            }
        }
        ++pp;
        break;
    }
    case Command::Uncommit: {
        std::uint8_t &m = ed.mods[cd];
        const std::uint8_t value = ed.data[cd];
        if constexpr (Hashing)
            m_hash += (std::uint64_t(value) - m) * cellKey(edited, Cells::Mods, dp);
        m = value;
        if (listen) {
            Event e;
            e.kind = EventKind::Uncommit;
            e.process = static_cast<int>(index);
            e.program = owner;
            e.buffer = edited;
            e.cell = dp;
            e.value = value;
            sendEvent(e);
        }
        ++pp;
        break;
    }
    case Command::LoopOpen:
        if (ed.mods[cd] == 0) {
            const std::int32_t j = partner(own, 0, pp);
            if (j >= 0)
                pp = j;
        }
        ++pp;
        break;
    case Command::LoopClose: {
        const std::int32_t j = partner(own, 0, pp);
        pp = j >= 0 ? j : pp + 1;
        break;
    }
    case Command::SeekOpen:
        if (enemyAt(owner, dp)) {
            const std::int32_t j = partner(own, 1, pp);
            if (j >= 0)
                pp = j;
        }
        ++pp;
        break;
    case Command::SeekClose: {
        const std::int32_t j = partner(own, 1, pp);
        pp = j >= 0 ? j : pp + 1;
        break;
    }
    case Command::ForkOpen: {
        if (m_procs.size() >= m_settings.maxProcesses) {
            // A full table: no fork, and the parent steps into the body.
            ++pp;
            break;
        }
        if (!own.spent[cp]) {
            own.spent[cp] = 1;
            if constexpr (Hashing)
                m_hash += cellKey(owner, Cells::Spent, pp);
            const Process child{pp + 1, dp, static_cast<std::uint8_t>(owner), p->defected, 1, 0};
            m_procs.push_back(child);
            p = &m_procs[index];
            outcome = Outcome::Forked;
            ++m_alive[static_cast<std::size_t>(owner)];
            if constexpr (Observed) {
                const auto childIndex = static_cast<int>(m_procs.size() - 1);
                if (listen) {
                    Event e;
                    e.kind = EventKind::Fork;
                    e.process = static_cast<int>(index);
                    e.program = owner;
                    e.buffer = owner;
                    e.cell = pp;
                    e.child = childIndex;
                    sendEvent(e);
                }
                const auto &watch = m_watched[static_cast<std::size_t>(owner)];
                if (listen && !watch.empty() && watch[static_cast<std::size_t>(pp + 1)]) {
                    Event e;
                    e.kind = EventKind::PointerEntered;
                    e.process = childIndex;
                    e.program = owner;
                    e.buffer = owner;
                    e.cell = pp + 1;
                    e.pointer = 0;
                    sendEvent(e);
                }
                p = &m_procs[index];
            }
        }
        const std::int32_t j = partner(own, 2, pp);
        pp = (j >= 0 ? j : pp) + 1;
        break;
    }
    case Command::ForkClose: {
        const std::int32_t j = partner(own, 2, pp);
        // The quirk: with no matching `:` the process lands two cells on.
        pp = j >= 0 ? j + 1 : pp + 2;
        break;
    }
    case Command::Bomb:
        if (listen) {
            Event e;
            e.kind = EventKind::BombRun;
            e.process = static_cast<int>(index);
            e.program = owner;
            e.buffer = owner;
            e.cell = pp;
            e.value = static_cast<int>(Command::Bomb);
            e.bomb = true;
            sendEvent(e);
        }
        return Outcome::Bombed;
    case Command::Exit:
        if (index < 2 || own.data[cp + 1] == static_cast<std::uint8_t>(Command::ForkClose)) {
            p->alive = 0;
            --m_alive[static_cast<std::size_t>(owner)];
            if (listen) {
                Event e;
                e.kind = index < 2 ? EventKind::ProcessDied : EventKind::ThreadExit;
                e.process = static_cast<int>(index);
                e.program = owner;
                e.buffer = owner;
                e.cell = pp;
                sendEvent(e);
            }
            return Outcome::Ran;
        }
        ++pp;
        break;
    case Command::Defect:
        p->defected ^= 1;
        dp = pp;
        if (listen) {
            Event e;
            e.kind = EventKind::Defect;
            e.process = static_cast<int>(index);
            e.program = owner;
            e.buffer = p->editedBuffer();
            e.cell = pp;
            e.value = p->defected;
            e.defect = true;
            sendEvent(e);
        }
        ++pp;
        break;
    default: // `%`, `,`, `.`
        ++pp;
        break;
    }
    if (pp >= m_length)
        pp = 0;
    p->pp = pp;
    p->dp = dp;
    return outcome;
}

[[gnu::always_inline]] inline std::int32_t Engine::jump(int owner, const std::array<const std::int32_t *, 2> &match,
                                                      int kind, std::int32_t cell)
{
    Buffer &buffer = m_buf[static_cast<std::size_t>(owner)];
    if (buffer.stale[static_cast<std::size_t>(kind)]) [[unlikely]]
        return partner(buffer, kind, cell);
    return match[static_cast<std::size_t>(owner)][cell];
}

void Engine::checkWatch(std::uint32_t index, std::int32_t oldPp, std::int32_t oldDp, int oldEdited)
{
    const Process p = m_procs[index];
    if (!p.alive || !m_listener)
        return;
    const auto &ownWatch = m_watched[p.owner];
    if (p.pp != oldPp && !ownWatch.empty() && ownWatch[static_cast<std::size_t>(p.pp)]) {
        Event e;
        e.kind = EventKind::PointerEntered;
        e.process = static_cast<int>(index);
        e.program = p.owner;
        e.buffer = p.owner;
        e.cell = p.pp;
        e.pointer = 0;
        sendEvent(e);
    }
    const int edited = p.editedBuffer();
    const auto &edWatch = m_watched[static_cast<std::size_t>(edited)];
    if ((p.dp != oldDp || edited != oldEdited) && !edWatch.empty()
        && edWatch[static_cast<std::size_t>(p.dp)]) {
        Event e;
        e.kind = EventKind::PointerEntered;
        e.process = static_cast<int>(index);
        e.program = p.owner;
        e.buffer = edited;
        e.cell = p.dp;
        e.pointer = 1;
        sendEvent(e);
    }
}

void Engine::finish(const Result &result)
{
    m_result = result;
    m_next = 0; // the same after every way of getting here, so snapshots compare equal
    if (m_listener) {
        Event e;
        e.kind = EventKind::Result;
        e.result = result;
        sendEvent(e);
    }
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
    m_next = 0;
    while (!m_procs[m_next].alive)
        ++m_next;
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

template <bool Observed>
StopReason Engine::tickOnce()
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
    if (m_result)
        return stopReason();
    m_stopRequested = false;
    const bool watch = observed();
    for (std::uint64_t n = 0; n < maxTicks; ++n) {
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

StopReason Engine::runTurns(std::uint64_t turns)
{
    if (m_result || turns == 0)
        return stopReason();
    if (!observed() && !m_hasBreakpoints)
        return runFast(turns);
    // Someone watches: tick by tick, honouring breakpoints (not before the
    // first tick) and stop requests, as run() does.
    const std::uint64_t target = m_turn + std::min(turns, std::numeric_limits<std::uint64_t>::max() - m_turn);
    m_stopRequested = false;
    const bool watch = observed();
    for (bool first = true; m_turn < target; first = false) {
        if (m_interrupt && m_interrupt->load(std::memory_order_relaxed)) [[unlikely]]
            return StopReason::Step;
        if (m_hasBreakpoints && !first) {
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

StopReason Engine::runToEnd()
{
    return runTurns(std::numeric_limits<std::uint64_t>::max());
}

StopReason Engine::runFast(std::uint64_t turns)
{
    // Without the period search nothing reads the state hash: the loop then
    // keeps no hash at all.
    return m_settings.detectPeriods ? runFastLoop<true>(turns) : runFastLoop<false>(turns);
}

template <bool Periodic>
StopReason Engine::runFastLoop(std::uint64_t turns)
{
    const std::uint64_t target = m_turn + std::min(turns, std::numeric_limits<std::uint64_t>::max() - m_turn);
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
                const std::uint8_t value = m == CommandCount - 1 ? 0 : static_cast<std::uint8_t>(m + 1);
                if constexpr (Periodic)
                    m_hash += (std::uint64_t(value) - m) * cellKey(edited, Cells::Mods, p.dp);
                m = value;
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
                if (mods(static_cast<std::size_t>(p.editedBuffer()))[p.dp] == 0) {
                    const std::int32_t j = jump(owner, match, 0, pp);
                    if (j >= 0)
                        pp = j;
                }
                ++pp;
                break;
            case Command::LoopClose: {
                const std::int32_t j = jump(owner, match, 0, pp);
                pp = j >= 0 ? j : pp + 1;
                break;
            }
            case Command::SeekOpen: {
                const std::int32_t dp = p.dp;
                bool enemy = false;
                for (std::uint32_t k = 0; k < count; ++k)
                    enemy |= procs[k].alive && procs[k].owner != owner && procs[k].pp == dp;
                if (enemy) {
                    const std::int32_t j = jump(owner, match, 1, pp);
                    if (j >= 0)
                        pp = j;
                }
                ++pp;
                break;
            }
            case Command::SeekClose: {
                const std::int32_t j = jump(owner, match, 1, pp);
                pp = j >= 0 ? j : pp + 1;
                break;
            }
            case Command::ForkClose: {
                const std::int32_t j = jump(owner, match, 2, pp);
                // The quirk: with no matching `:` the process lands two cells on.
                pp = j >= 0 ? j + 1 : pp + 2;
                break;
            }
            // Without the period search, `!` and `?` run here too; with it,
            // execute() keeps the state hash.
            case Command::Commit:
                if constexpr (!Periodic) {
                    const auto edited = static_cast<std::size_t>(p.editedBuffer());
                    Buffer &ed = m_buf[edited];
                    const std::uint8_t value = mods(edited)[p.dp];
                    std::uint8_t &cell = code(edited)[p.dp];
                    if (value != cell) {
                        markStale(ed, cell);
                        markStale(ed, value);
                        cell = value;
                    }
                    if (value == static_cast<std::uint8_t>(Command::Defect)) {
                        p.defected ^= 1;
                        p.dp = pp;
                    }
                    ++pp;
                    break;
                }
                [[fallthrough]];
            case Command::Uncommit:
                if constexpr (!Periodic) {
                    const auto edited = static_cast<std::size_t>(p.editedBuffer());
                    mods(edited)[p.dp] = code(edited)[p.dp];
                    ++pp;
                    break;
                }
                [[fallthrough]];
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
            m_turn = turn;
            m_next = next;
            checkCycle(limit);
            turn = m_turn;
            next = m_next;
        }
    }
}

template StopReason Engine::tickOnce<true>();
template StopReason Engine::tickOnce<false>();

} // namespace Foulplay::Core::Fyb
