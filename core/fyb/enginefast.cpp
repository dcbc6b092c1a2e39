// The fast path: whole turns with nobody watching. The common commands (and
// a `:` that forks no more, a `*` that ends nothing) run inline here, keeping the state hash while
// periods are searched; the rarer ones go through execute().
#include "fyb/engine.h"

#include "fyb/engineexecute.h"

#include <algorithm>
#include <array>
#include <limits>

namespace Foulplay::Core::Fyb {

using Detail::pastPartner;
using Detail::toPartner;

namespace {

// How often (in turns, a power of two) the fast loop looks at the stop flag
// of setInterruptFlag().
constexpr std::uint64_t InterruptPollTurns = 1024;

// What the fast loop reads for a dead table entry: no command has this value.
constexpr std::uint8_t DeadCell = CommandCount;

// A command as a case of the fast loop's dispatch, which has DeadCell too.
constexpr int op(Command command)
{
    return static_cast<int>(command);
}

// Both pointers of a process as one number, summed over the live ones by
// the period search's filter.
std::uint64_t pointersOf(const Process &q)
{
    return std::uint64_t(std::uint32_t(q.pp)) | std::uint64_t(std::uint32_t(q.dp)) << 32;
}

} // namespace

[[gnu::always_inline]] inline std::int32_t Engine::jump(int owner, const std::array<const std::int32_t *, 2> &match,
                                                        int kind, std::int32_t cell)
{
    Buffer &buffer = m_buf[static_cast<std::size_t>(owner)];
    if (buffer.stale[static_cast<std::size_t>(kind)]) [[unlikely]]
        return partner(buffer, kind, cell);
    return match[static_cast<std::size_t>(owner)][cell];
}

void Engine::startFilter(bool periodic, std::uint64_t turn, std::uint32_t from)
{
    // The state is compared at every turn (whatever its period, it is found
    // within the window it fits in), at the cost of a look at two pointers
    // a turn: the turn's end compares the program pointers of the first two
    // live entries with the checkpoint's; when both agree, the sum of every
    // live entry's pointers (filterSumAgrees()); and only when that agrees
    // too is the segment ended for the whole comparison. A window whose
    // sums agree without the states agreeing too often (FilterMisses) goes
    // back to the mask. (A turn begun with a program's last thread ended
    // has one live entry: no filter then.)
    PeriodFilter &filter = m_filter;
    filter.passed = false;
    filter.on = periodic && m_cpValid && m_alive[0] + m_alive[1] >= 2 && m_procs.size() == m_cpProcs.size()
                && m_filterMisses <= (turn - m_cpTurn) / FilterMisses + FilterMisses;
    if (!filter.on)
        return;
    filter.a = from;
    filter.b = from + 1;
    while (!m_procs[filter.b].alive)
        ++filter.b;
    filter.ppA = m_cpProcs[filter.a].pp;
    filter.ppB = m_cpProcs[filter.b].pp;
    filter.live.clear();
    filter.sum = 0;
    for (std::uint32_t i = from; i < m_procs.size(); ++i) {
        if (m_procs[i].alive) {
            filter.live.push_back(i);
            filter.sum += pointersOf(m_cpProcs[i]);
        }
    }
    filter.moveTurn = m_cpTurn + m_cpPower;
}

bool Engine::filterSumAgrees() const
{
    std::uint64_t sum = 0;
    for (const std::uint32_t i : m_filter.live)
        sum += pointersOf(m_procs[i]);
    return sum == m_filter.sum;
}

void Engine::countPointers()
{
    for (auto &counts : m_pointers)
        counts.assign(static_cast<std::size_t>(m_length) + 1, 0);
    for (const Process &p : m_procs) {
        if (p.alive)
            ++m_pointers[p.owner][static_cast<std::size_t>(p.pp)];
    }
}

bool Engine::countingPays()
{
    // Judged on the ticks since the last judgement, once there are enough:
    // counting costs a little on every command, a walk through the table
    // costs its length on every `{`. A table of 32 entries or more counts
    // when the walks would cost over twice the commands, and stops when they
    // would cost less than the commands.
    if (m_windowTicks < CountingWindow)
        return m_counting;
    const std::uint64_t walked = m_windowSeeks * m_procs.size();
    // A compact battle keeps no counts (4 bytes a cell).
    const bool large = !m_compact && m_procs.size() >= CountingTable
                       && m_settings.maxProcesses <= std::numeric_limits<std::uint16_t>::max();
    m_counting = large && walked >= (m_counting ? 1 : 2) * m_windowTicks;
    m_windowTicks = 0;
    m_windowSeeks = 0;
    return m_counting;
}

StopReason Engine::runFast(std::uint64_t turns)
{
    const std::uint64_t target = Detail::turnsAhead(m_turn, turns);
    for (;;) {
        // The loop keeps the state hash only while the period search reads
        // it (see hashesState()). The search itself is no part of the turns'
        // code: with or without it, a battle that keeps no hash runs the
        // same loop.
        const bool counting = m_counting;
        // A compact battle keeps no checkpoints (see Settings::compactAbove).
        const bool periodic = m_settings.detectPeriods && !m_compact;
        const bool hashing = periodic && hashesState();
        StopReason reason;
        if (hashing)
            reason = counting ? runFastLoop<true, true>(target, true) : runFastLoop<true, false>(target, true);
        else
            reason =
                counting ? runFastLoop<false, true>(target, periodic) : runFastLoop<false, false>(target, periodic);
        // The loop also returns when counting starts or stops paying, or
        // when the search starts to read the hash: it then goes on the
        // other way.
        if (reason != StopReason::Step || m_turn >= target
            || (m_counting == counting && (periodic && hashesState()) == hashing))
            return reason;
    }
}

template<bool Hashing, bool Counting> StopReason Engine::runFastLoop(std::uint64_t target, bool search)
{
    // The hash is kept only for the period search.
    const bool periodic = Hashing || search;
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
    // Counting (see countingPays()): the live processes of each program on
    // each cell are counted, so that `{` finds an enemy in one look instead
    // of a walk through the table; every move of a program pointer keeps
    // the counts.
    if constexpr (Counting)
        countPointers();
    std::uint16_t *const pointers0 = m_pointers[0].data();
    std::uint16_t *const pointers1 = m_pointers[1].data();
    const auto pointers = [pointers0, pointers1](std::size_t program) { return program ? pointers1 : pointers0; };
    const auto moved = [&](int program, std::int32_t from, std::int32_t to) {
        if constexpr (Counting) {
            std::uint16_t *const counts = pointers(static_cast<std::size_t>(program));
            --counts[from];
            ++counts[to];
        }
    };
    // Every table entry reads its commands through codeOf: its owner's
    // buffer while it lives, dead cells once it has died. A turn's walk
    // then needs neither the owner nor the alive flag of an entry before
    // its command. With the counts, the dead cells hold DeadCell, which
    // the dispatch skips. Without them, they hold `%`: a dead entry then
    // takes the `%` path, cheaper than the dispatch, and its pointer, which
    // that path moves, is put back at the end of each segment (below).
    constexpr auto deadValue = Counting ? DeadCell : static_cast<std::uint8_t>(Command::Nop);
    if (m_deadCells.size() != static_cast<std::size_t>(length) + 1 || m_deadCells[0] != deadValue) {
        // Zeros (`%`) cost no memory until written, and these never are.
        m_deadCells = CellArray(static_cast<std::size_t>(length) + 1);
        if (deadValue != 0)
            std::fill(m_deadCells.data(), m_deadCells.data() + m_deadCells.size(), deadValue);
    }
    const std::uint8_t *const deadCells = m_deadCells.data();
    m_codeOf.clear();
    m_dead.clear();
    for (const Process &q : m_procs) {
        if (!Counting && !q.alive)
            m_dead.push_back({static_cast<std::uint32_t>(m_codeOf.size()), q.pp});
        m_codeOf.push_back(q.alive ? code(q.owner) : deadCells);
    }
    const std::uint64_t lastTurn = m_settings.maxTurns - 1;
    std::uint64_t turn = m_turn;
    std::uint32_t next = m_next;
    // `{` run since m_tick was last brought up to date.
    std::uint64_t seeks = 0;
    // Where a turn starts (firstAlive()). Only a command run by execute()
    // (a fork, an exit) can change it.
    std::uint32_t first = firstAlive();
    // The period search compares the state with its checkpoint at turns
    // with the bits of m_cpMask clear, or at every turn through m_filter
    // (startFilter()). The filter is kept in members, not locals: the
    // loop's registers are the commands'.
    // Turns end in a few instructions; the bookkeeping of endTurn(), the
    // stop flag and the period search run at the end of turn `checkTurn`
    // (the first turn at which one of them has anything to do, or a turn
    // in which a command ran through execute()).
    const auto nextCheck = [&] {
        std::uint64_t at = std::min(lastTurn, target - 1);
        at = std::min(at, turn | (InterruptPollTurns - 1));
        if (periodic)
            at = std::min(at, m_filter.on ? std::max(turn, m_filter.moveTurn - 1) : turn | m_cpMask);
        return at;
    };
    startFilter(periodic, turn, first);
    std::uint64_t checkTurn = nextCheck();
    // The table; a child forked in a turn runs in that turn too, so the
    // table and its end are read again after every fork.
    Process *procs = m_procs.data();
    Process *end = procs + m_procs.size();
    const std::uint8_t *const *codeOf = m_codeOf.data();
    // The turns from `segment` to checkTurn, a segment, walk the same table
    // from `first` on: each the same entries, until a turn in which
    // execute() runs (which ends the segment). The ticks of a segment are
    // counted at its end: its turns times its entries a turn, plus the
    // children `forked` in its last turn (which run in that turn too), less
    // the entries `skipped` (the ones before `next` at the start, and with
    // the counts the dead ones) and the dead entries walked without them.
    std::uint64_t segment = turn;
    auto entries = static_cast<std::uint64_t>(end - procs) - first;
    std::uint64_t forked = 0;
    std::uint64_t skipped = next - first;
    // Without the counts, the dead entries walked in a segment (each
    // m_dead entry of the first `deadAtStart`) take the `%` path: that is
    // deadInTurn entries a turn from `first` on, less the deadBeforeNext of
    // them before `next` in the segment's first turn. startSegment() keeps
    // their pointers in m_dead, endSegment() puts them back.
    std::size_t deadAtStart = 0;
    std::uint64_t deadInTurn = 0;
    std::uint64_t deadBeforeNext = 0;
    const auto startSegment = [&] {
        if constexpr (!Counting) {
            deadAtStart = m_dead.size();
            deadInTurn = 0;
            deadBeforeNext = 0;
            for (DeadEntry &dead : m_dead) {
                dead.pp = procs[dead.index].pp;
                deadInTurn += dead.index >= first;
                deadBeforeNext += dead.index >= first && dead.index < next;
            }
        }
    };
    const auto endSegment = [&] {
        if constexpr (!Counting) {
            for (const DeadEntry &dead : m_dead)
                procs[dead.index].pp = dead.pp;
        }
    };
    startSegment();
    // Turns left in the segment after the current one; turn is
    // checkTurn - left.
    std::uint64_t left = checkTurn - turn;
    Process *p = procs + next;
    const std::uint8_t *const *cells = codeOf + next;
    // Where every turn of the segment after the first starts (a fork, which
    // may move the table, ends the segment before they are read again).
    Process *turnStart = procs + first;
    const std::uint8_t *const *turnCells = codeOf + first;
    for (;;) {
        for (; p != end; ++p, ++cells) {
            std::int32_t pp = p->pp;
            // The common commands run here, the rarer ones in execute().
            // `%` first, with one predictable branch: most of what warriors
            // run is padding and long loop bodies.
            const std::uint8_t command = (*cells)[pp];
            if (command == static_cast<std::uint8_t>(Command::Nop)) {
                const std::int32_t from = pp;
                if (++pp >= length)
                    pp = 0;
                p->pp = pp;
                moved(p->owner, from, pp);
                continue;
            }
            const int owner = p->owner;
            // No cell holds another value: the dispatch needs no range check.
            if (command > DeadCell)
                __builtin_unreachable();
            switch (static_cast<int>(command)) {
            case DeadCell:
                ++skipped;
                continue;
            case op(Command::Nop):
            case op(Command::Input):
            case op(Command::Output):
                ++pp;
                break;
            case op(Command::Increment): {
                const int edited = p->editedBuffer();
                std::uint8_t &m = mods(static_cast<std::size_t>(edited))[p->dp];
                setMod<Hashing>(m, m == CommandCount - 1 ? 0 : static_cast<std::uint8_t>(m + 1), edited, p->dp);
                ++pp;
                break;
            }
            case op(Command::Left):
                p->dp -= p->dp > 0;
                ++pp;
                break;
            case op(Command::Right):
                if (++p->dp >= length)
                    p->dp = 0;
                ++pp;
                break;
            case op(Command::LoopOpen):
                pp = mods(static_cast<std::size_t>(p->editedBuffer()))[p->dp] == 0
                         ? pastPartner(jump(owner, match, 0, pp), pp)
                         : pp + 1;
                break;
            case op(Command::LoopClose):
                pp = toPartner(jump(owner, match, 0, pp), pp);
                break;
            case op(Command::SeekOpen): {
                ++seeks;
                const std::int32_t dp = p->dp;
                bool enemy = false;
                if constexpr (Counting) {
                    enemy = pointers(static_cast<std::size_t>(owner ^ 1))[dp] != 0;
                } else {
                    for (const Process *q = procs; q != end; ++q)
                        enemy |= q->pp == dp && q->alive && q->owner != owner;
                }
                pp = enemy ? pastPartner(jump(owner, match, 1, pp), pp) : pp + 1;
                break;
            }
            case op(Command::SeekClose):
                pp = toPartner(jump(owner, match, 1, pp), pp);
                break;
            case op(Command::Exit):
                // A `*` that ends nothing (in a child thread, not before a
                // `;`) only moves the process; one that ends it runs in
                // execute().
                if (p - procs < 2 || (*cells)[pp + 1] == op(Command::ForkClose))
                    goto slow;
                ++pp;
                break;
            case op(Command::Defect):
                p->defected ^= 1;
                p->dp = pp;
                ++pp;
                break;
            case op(Command::ForkOpen):
                // A `:` that forks no more only moves the process: a spent
                // one jumps past its `;` (whatever the table), an unspent one
                // with a full table steps into the body. One that forks runs
                // in execute().
                if (m_buf[static_cast<std::size_t>(owner)].spent[static_cast<std::size_t>(pp)]) {
                    pp = pastPartner(jump(owner, match, 2, pp), pp);
                    break;
                }
                if (static_cast<std::size_t>(end - procs) >= m_settings.maxProcesses) {
                    ++pp;
                    break;
                }
                [[fallthrough]];
            default:
            slow : {
                const auto index = static_cast<std::uint32_t>(p - procs);
                const Outcome outcome = execute<false, Hashing>(index);
                // The segment ends with this turn.
                checkTurn -= left;
                left = 0;
                if (outcome == Outcome::Forked) {
                    procs = m_procs.data();
                    end = procs + m_procs.size();
                    p = procs + index;
                    ++forked;
                    m_codeOf.push_back(code(static_cast<std::size_t>(owner)));
                    codeOf = m_codeOf.data();
                    cells = codeOf + index;
                    if constexpr (Counting)
                        ++pointers(static_cast<std::size_t>(owner))[end[-1].pp];
                } else if (outcome == Outcome::Bombed) [[unlikely]] {
                    turn = checkTurn;
                    endSegment();
                    // The children forked in this turn have not run yet.
                    std::uint64_t deadWalked = (turn - segment) * deadInTurn - deadBeforeNext;
                    for (std::size_t k = 0; k < deadAtStart; ++k)
                        deadWalked += m_dead[k].index >= first && m_dead[k].index < index;
                    m_tick += (turn - segment) * entries + (index - first) + 1 - skipped - deadWalked;
                    m_turn = turn;
                    m_next = index;
                    finish(Result{owner == 0 ? 2 : 1, turn, ResultReason::Bomb});
                    return StopReason::Finished;
                }
                if (!p->alive) {
                    m_codeOf[index] = deadCells;
                    if constexpr (!Counting)
                        m_dead.push_back({index, p->pp});
                }
                if constexpr (Counting) {
                    if (p->alive)
                        moved(owner, pp, p->pp);
                    else
                        --pointers(static_cast<std::size_t>(owner))[pp];
                }
                continue;
            }
            case op(Command::ForkClose): {
                const std::int32_t j = jump(owner, match, 2, pp);
                // The quirk: with no matching `:` the process lands two cells on.
                pp = j >= 0 ? j + 1 : pp + 2;
                break;
            }
            case op(Command::Commit): {
                const int edited = p->editedBuffer();
                const auto buffer = static_cast<std::size_t>(edited);
                const std::uint8_t value = commit<Hashing>(edited, code(buffer), mods(buffer), p->dp);
                if (value == static_cast<std::uint8_t>(Command::Defect)) {
                    p->defected ^= 1;
                    p->dp = pp;
                }
                ++pp;
                break;
            }
            case op(Command::Uncommit): {
                const int edited = p->editedBuffer();
                const auto buffer = static_cast<std::size_t>(edited);
                setMod<Hashing>(mods(buffer)[p->dp], code(buffer)[p->dp], edited, p->dp);
                ++pp;
                break;
            }
            }
            if (pp >= length)
                pp = 0;
            moved(owner, p->pp, pp);
            p->pp = pp;
        }
        if (left != 0) [[likely]] {
            if (!m_filter.on || procs[m_filter.a].pp != m_filter.ppA || procs[m_filter.b].pp != m_filter.ppB
                || !filterSumAgrees()) [[likely]] {
                // endTurn() without a result, inline: nobody died, the
                // limit is not near.
                --left;
                p = turnStart;
                cells = turnCells;
                continue;
            }
            // The pointers agree with the checkpoint's: the segment ends
            // here, and the whole state is compared.
            checkTurn -= left;
            left = 0;
            m_filter.passed = true;
        }
        turn = checkTurn;
        endSegment();
        // A segment ended for another reason ends at a turn to compare too.
        if (m_filter.on && !m_filter.passed)
            m_filter.passed = procs[m_filter.a].pp == m_filter.ppA && procs[m_filter.b].pp == m_filter.ppB;
        const std::uint64_t ticks = (turn - segment + 1) * (entries - deadInTurn) + forked - skipped + deadBeforeNext;
        m_tick += ticks;
        m_windowTicks += ticks;
        m_windowSeeks += seeks;
        seeks = 0;
        if (m_alive[0] == 0 || m_alive[1] == 0 || turn >= lastTurn) [[unlikely]] {
            m_turn = turn;
            endTurn();
            if (m_result)
                return stopReason();
            turn = m_turn;
            next = m_next;
        } else {
            ++turn;
            next = firstAlive();
        }
        first = next;
        if (turn >= target || (m_interrupt && m_interrupt->load(std::memory_order_relaxed))
            || countingPays() != Counting) [[unlikely]] {
            m_turn = turn;
            m_next = next;
            return StopReason::Step;
        }
        if (periodic) {
            if (m_filter.on ? m_filter.passed || turn >= m_filter.moveTurn : (turn & m_cpMask) == 0) {
                m_turn = turn;
                m_next = next;
                const std::uint64_t cpTurn = m_cpTurn;
                checkCycle(limit);
                // Pointers that agreed over states that did not.
                if (m_filter.passed && m_cpValid && m_cpTurn == cpTurn && m_turn == turn)
                    ++m_filterMisses;
                turn = m_turn;
                next = m_next;
                if (hashesState() != Hashing) [[unlikely]]
                    return StopReason::Step;
            }
        }
        startFilter(periodic, turn, next);
        checkTurn = nextCheck();
        segment = turn;
        entries = static_cast<std::uint64_t>(end - procs) - first;
        forked = 0;
        skipped = next - first;
        startSegment();
        left = checkTurn - turn;
        p = procs + next;
        cells = codeOf + next;
        turnStart = procs + first;
        turnCells = codeOf + first;
    }
}

} // namespace Foulplay::Core::Fyb
