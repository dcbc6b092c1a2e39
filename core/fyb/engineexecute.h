#pragma once

// Engine::execute(): one command of one process, as the spec rules it. Internal:
// the tick-by-tick loop (enginerun.cpp) and the fast one (enginefast.cpp) each inline it.
#include "fyb/command.h"
#include "fyb/engine.h"
#include "fyb/enginedetail.h"

namespace Foulplay::Core::Fyb {

template<bool Hashing>
[[gnu::always_inline]] inline void Engine::setMod(std::uint8_t &mod, std::uint8_t value, int buffer, std::int32_t cell)
{
    if constexpr (Hashing)
        m_hash += (std::uint64_t(value) - mod) * Detail::cellKey(buffer, Detail::Cells::Mods, cell);
    mod = value;
}

template<bool Hashing>
[[gnu::always_inline]] inline std::uint8_t Engine::commit(int buffer, std::uint8_t *data, const std::uint8_t *mods,
                                                          std::int32_t cell)
{
    const std::uint8_t value = mods[cell];
    const std::uint8_t old = data[cell];
    if (value != old) {
        if constexpr (Hashing)
            m_hash += (std::uint64_t(value) - old) * Detail::cellKey(buffer, Detail::Cells::Data, cell);
        data[cell] = value;
        markStale(m_buf[static_cast<std::size_t>(buffer)], old);
        markStale(m_buf[static_cast<std::size_t>(buffer)], value);
    }
    return value;
}

// Runs the command of process index. Returns Ran, Forked when the table grew,
// or Bombed when it ran a bomb (the battle is over; the caller records the
// result). Observed: events go to the listener (if any) and watched cells are
// checked. Hashing: the state hash is kept up to date.
template<bool Observed, bool Hashing> [[gnu::always_inline]] inline Engine::Outcome Engine::execute(std::uint32_t index)
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
    const auto process = static_cast<int>(index);
    Outcome outcome = Outcome::Ran;
    // `@`, and a commit of `@`: the process edits the other buffer from its own pp.
    const auto defect = [&] {
        p->defected ^= 1;
        dp = pp;
        if (listen)
            sendEvent({.kind = EventKind::Defect,
                       .process = process,
                       .program = owner,
                       .buffer = p->editedBuffer(),
                       .cell = pp,
                       .value = p->defected,
                       .defect = true});
    };

    switch (static_cast<Command>(own.data[cp])) {
    case Command::Increment: {
        std::uint8_t &m = ed.mods[cd];
        setMod<Hashing>(m, m == CommandCount - 1 ? 0 : static_cast<std::uint8_t>(m + 1), edited, dp);
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
        const std::uint8_t value = commit<Hashing>(edited, ed.data.data(), ed.mods.data(), dp);
        const bool defects = value == static_cast<std::uint8_t>(Command::Defect);
        if (listen)
            sendEvent({.kind = EventKind::Commit,
                       .process = process,
                       .program = owner,
                       .buffer = edited,
                       .cell = dp,
                       .value = value,
                       .bomb = value == static_cast<std::uint8_t>(Command::Bomb),
                       .defect = defects});
        if (defects)
            defect();
        ++pp;
        break;
    }
    case Command::Uncommit: {
        const std::uint8_t value = ed.data[cd];
        setMod<Hashing>(ed.mods[cd], value, edited, dp);
        if (listen)
            sendEvent({.kind = EventKind::Uncommit,
                       .process = process,
                       .program = owner,
                       .buffer = edited,
                       .cell = dp,
                       .value = value});
        ++pp;
        break;
    }
    case Command::LoopOpen:
        pp = ed.mods[cd] == 0 ? Detail::pastPartner(partner(own, 0, pp), pp) : pp + 1;
        break;
    case Command::LoopClose:
        pp = Detail::toPartner(partner(own, 0, pp), pp);
        break;
    case Command::SeekOpen:
        pp = enemyAt(owner, dp) ? Detail::pastPartner(partner(own, 1, pp), pp) : pp + 1;
        break;
    case Command::SeekClose:
        pp = Detail::toPartner(partner(own, 1, pp), pp);
        break;
    case Command::ForkOpen: {
        if (!own.spent[cp]) {
            if (m_procs.size() >= m_settings.maxProcesses) {
                // An unspent `:` with a full table: no fork, and the parent
                // steps into the body. A spent one jumps whatever the table.
                ++pp;
                break;
            }
            own.spent[cp] = 1;
            if constexpr (Hashing)
                m_hash += Detail::cellKey(owner, Detail::Cells::Spent, pp);
            const Process child{pp + 1, dp, static_cast<std::uint8_t>(owner), p->defected, 1, 0};
            m_procs.push_back(child);
            p = &m_procs[index];
            outcome = Outcome::Forked;
            ++m_alive[static_cast<std::size_t>(owner)];
            if (listen) {
                const auto childIndex = static_cast<int>(m_procs.size() - 1);
                sendEvent({.kind = EventKind::Fork,
                           .process = process,
                           .program = owner,
                           .buffer = owner,
                           .cell = pp,
                           .child = childIndex});
                reportEntry(childIndex, owner, owner, pp + 1, 0);
                p = &m_procs[index];
            }
        }
        pp = Detail::pastPartner(partner(own, 2, pp), pp);
        break;
    }
    case Command::ForkClose: {
        const std::int32_t j = partner(own, 2, pp);
        // The quirk: with no matching `:` the process lands two cells on.
        pp = j >= 0 ? j + 1 : pp + 2;
        break;
    }
    case Command::Bomb:
        if (listen)
            sendEvent({.kind = EventKind::BombRun,
                       .process = process,
                       .program = owner,
                       .buffer = owner,
                       .cell = pp,
                       .value = static_cast<int>(Command::Bomb),
                       .bomb = true});
        return Outcome::Bombed;
    case Command::Exit:
        if (index < 2 || own.data[cp + 1] == static_cast<std::uint8_t>(Command::ForkClose)) {
            p->alive = 0;
            --m_alive[static_cast<std::size_t>(owner)];
            if (listen)
                sendEvent({.kind = index < 2 ? EventKind::ProcessDied : EventKind::ThreadExit,
                           .process = process,
                           .program = owner,
                           .buffer = owner,
                           .cell = pp});
            return Outcome::Ran;
        }
        ++pp;
        break;
    case Command::Defect:
        defect();
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

} // namespace Foulplay::Core::Fyb
