#include "fybbattlemodel.h"

#include "languages/fyb/fybdebug.h"

#include <QElapsedTimer>

#include <algorithm>

namespace Foulplay::Ui {

using Core::Debug::DebugEvent;
using Core::Debug::DebugEventKind;
using Core::Debug::DebugSnapshot;
using Core::Fyb::Snapshot;

namespace {

// Enough history for hovering without letting a long battle eat memory:
// 2 x 30,000 cells x 16 records stay under 30 MB.
constexpr std::size_t WritesPerCell = 16;
// Thread-count samples kept; beyond it every other one is dropped.
constexpr std::size_t MaxCountSamples = 8192;
// A frame that changes more cells than this is a jump, not a few commits.
constexpr std::size_t MaxFlashes = 4096;

} // namespace

FybBattleModel::FybBattleModel(QObject *parent)
    : QObject(parent)
{
}

qint64 FybBattleModel::clockMs()
{
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return clock.elapsed();
}

void FybBattleModel::clear()
{
    m_state.reset();
    m_battle = nullptr;
    m_tick = m_turn = m_lastTick = 0;
    m_finished = false;
    for (int b = 0; b < 2; ++b) {
        m_original[b].clear();
        m_writes[b].clear();
        m_truncated[b].clear();
    }
    m_dropped = 0;
    m_births.clear();
    m_counts.clear();
    m_lastMarks = {};
    m_flashes.clear();
    Q_EMIT reset();
}

int FybBattleModel::length() const
{
    return m_battle ? int(m_battle->data[0].size()) : 0;
}

int FybBattleModel::liveThreads(int program) const
{
    if (!m_battle)
        return 0;
    int count = 0;
    for (const auto &process : m_battle->processes)
        count += process.alive && process.owner == program;
    return count;
}

void FybBattleModel::setSnapshot(const DebugSnapshot &snapshot)
{
    const Snapshot *next = snapshot.engineSnapshot<Snapshot>();
    if (!next) {
        if (!snapshot.isValid() && m_state)
            clear();
        return;
    }
    const std::size_t length = next->data[0].size();
    if (m_battle && m_battle->data[0].size() != length)
        clear();
    if (m_writes[0].size() != length) {
        for (int b = 0; b < 2; ++b) {
            m_writes[b].assign(length, {});
            m_truncated[b].assign(length, 0);
        }
    }
    if (snapshot.tick == 0 && m_original[0].empty()) {
        m_original[0] = next->data[0];
        m_original[1] = next->data[1];
    }

    const bool forward = m_battle && snapshot.tick > m_tick;
    if (m_battle)
        noteFlashes(*next, forward);
    noteBirths(*next, m_tick, forward || !m_battle);
    noteCount(*next);

    // Keep the state alive as long as m_battle points into it.
    m_state = snapshot.state;
    m_battle = next;
    m_tick = snapshot.tick;
    m_turn = snapshot.turn;
    m_lastTick = std::max({m_lastTick, snapshot.lastTick, snapshot.tick});
    m_finished = snapshot.finished;
    Q_EMIT frameChanged();
}

void FybBattleModel::noteFlashes(const Snapshot &now, bool forward)
{
    if (!forward)
        return;
    const qint64 nowMs = clockMs();
    for (int b = 0; b < 2; ++b) {
        const auto &before = m_battle->data[b];
        const auto &after = now.data[b];
        for (std::size_t cell = 0; cell < after.size(); ++cell) {
            if (before[cell] == after[cell])
                continue;
            if (m_flashes.size() >= MaxFlashes)
                return;
            m_flashes.push_back({b, int(cell), after[cell] == 14, nowMs});
        }
    }
}

void FybBattleModel::expireFlashes()
{
    const qint64 nowMs = clockMs();
    std::erase_if(m_flashes, [nowMs](const FybFlash &flash) { return nowMs - flash.startMs > FlashMs; });
}

void FybBattleModel::noteBirths(const Snapshot &now, std::uint64_t previousTick, bool forward)
{
    const std::size_t size = now.processes.size();
    const std::size_t before = m_births.size();
    if (size <= before)
        return;
    m_births.resize(size);
    for (std::size_t i = before; i < size; ++i) {
        Birth &birth = m_births[i];
        if (i < 2) {
            birth = {0, true, true};
        } else if (forward && !birth.known) {
            // Born between the previous frame and this one.
            birth = {now.tick, true, now.tick == previousTick + 1};
        }
    }
}

void FybBattleModel::noteCount(const Snapshot &now)
{
    if (!m_counts.empty() && now.tick <= m_counts.back().tick)
        return;
    FybThreadCount sample;
    sample.tick = now.tick;
    for (const auto &process : now.processes) {
        if (process.alive)
            ++sample.counts[process.owner & 1];
    }
    m_counts.push_back(sample);
    if (m_counts.size() > MaxCountSamples) {
        // Halve the resolution, keeping the first and the newest sample.
        std::size_t out = 1;
        for (std::size_t i = 2; i + 1 < m_counts.size(); i += 2)
            m_counts[out++] = m_counts[i];
        m_counts[out++] = m_counts.back();
        m_counts.resize(out);
    }
}

void FybBattleModel::addEvents(const Core::Debug::EventBatch &batch)
{
    m_dropped += batch.dropped();
    const auto mark = [this](Mark kind, std::uint64_t tick) {
        auto &last = m_lastMarks[std::size_t(kind)];
        last = std::max(last, tick);
    };
    for (const DebugEvent &event : batch.events()) {
        // a: the program, b: the cell, c: the thread, d: the value or the child.
        if (event.kind == Core::Debug::FybEvent::Commit) {
            const int buffer = event.a - 1;
            const int cell = event.b;
            if (buffer < 0 || buffer > 1 || cell < 0 || std::size_t(cell) >= m_writes[buffer].size())
                continue;
            auto &writes = m_writes[buffer][std::size_t(cell)];
            FybCellWrite write;
            write.tick = event.tick;
            write.turn = event.turn;
            write.thread = event.c;
            write.value = std::uint8_t(event.d);
            if (!writes.empty())
                write.previous = writes.back().value;
            else if (const auto original = originalValue(buffer, cell))
                write.previous = std::uint8_t(*original);
            if (writes.size() >= WritesPerCell) {
                writes.erase(writes.begin());
                m_truncated[buffer][std::size_t(cell)] = 1;
            }
            writes.push_back(write);
            mark(Mark::Commit, event.tick);
        } else if (event.kind == Core::Debug::FybEvent::BombCommit) {
            mark(Mark::Bomb, event.tick);
        } else if (event.kind == Core::Debug::FybEvent::Fork) {
            mark(Mark::Fork, event.tick);
            const int child = event.d;
            if (child >= 2 && child < 1 << 20) {
                if (m_births.size() <= std::size_t(child))
                    m_births.resize(std::size_t(child) + 1);
                m_births[std::size_t(child)] = {event.tick, true, true};
            }
        }
    }
    Q_EMIT historyChanged();
}

std::optional<FybCellWrite> FybBattleModel::lastWrite(int buffer, int cell, bool *truncated) const
{
    if (truncated)
        *truncated = false;
    if (buffer < 0 || buffer > 1 || cell < 0 || std::size_t(cell) >= m_writes[buffer].size())
        return std::nullopt;
    const auto &writes = m_writes[buffer][std::size_t(cell)];
    auto it = std::upper_bound(writes.begin(), writes.end(), m_tick,
                               [](std::uint64_t tick, const FybCellWrite &w) { return tick < w.tick; });
    if (truncated)
        *truncated = m_truncated[buffer][std::size_t(cell)] && it == writes.begin();
    if (it == writes.begin())
        return std::nullopt;
    return *(it - 1);
}

std::optional<int> FybBattleModel::originalValue(int buffer, int cell) const
{
    if (buffer < 0 || buffer > 1 || cell < 0 || std::size_t(cell) >= m_original[buffer].size())
        return std::nullopt;
    return m_original[buffer][std::size_t(cell)];
}

std::optional<std::uint64_t> FybBattleModel::birthTick(int process, bool *exact) const
{
    if (process < 0 || std::size_t(process) >= m_births.size() || !m_births[process].known)
        return std::nullopt;
    if (exact)
        *exact = m_births[process].exact;
    return m_births[process].tick;
}

} // namespace Foulplay::Ui
