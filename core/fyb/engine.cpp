#include "fyb/engine.h"

#include "fyb/command.h"
#include "fyb/enginedetail.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <new>

namespace Foulplay::Core::Fyb {

using Detail::cellKey;
using Detail::Cells;

Engine::Engine(Program program1, Program program2, Settings settings)
    : m_programs{std::move(program1), std::move(program2)}
    , m_settings(settings)
{
    m_settings.maxProcesses = std::max<std::uint32_t>(m_settings.maxProcesses, 2);
    const std::size_t length = std::max(m_programs[0].size(), m_programs[1].size());
    m_length = static_cast<std::int32_t>(length);
    m_compact = m_length > m_settings.compactAbove;
    static_assert(static_cast<int>(Command::Nop) == 0, "the padding is the zeros of a new CellArray");
    for (int b = 0; b < 2; ++b) {
        Buffer &buffer = m_buf[b];
        const std::vector<std::uint8_t> &cells = m_programs[b].cells();
        buffer.data = CellArray(length + 1);
        std::copy(cells.begin(), cells.end(), buffer.data.data());
        buffer.mods = CellArray(length);
        std::copy(cells.begin(), cells.end(), buffer.mods.data());
        buffer.spent = CellArray(length);
        if (m_compact)
            buffer.cache.resize(PartnerCacheSize);
        else
            buffer.match.assign(length, -1);
    }
    rebuildAll();
    // No hash is kept until the period search asks for one (startHashing()).
    m_procs.reserve(std::min<std::uint32_t>(m_settings.maxProcesses, 1024));
    m_procs.push_back(Process{0, 0, 0, 0, 1, 0});
    m_procs.push_back(Process{0, 0, 1, 0, 1, 0});
    m_alive = {1, 1};
    if (m_length == 0 || m_settings.maxTurns == 0) {
        // Nothing can ever happen (or nothing may): the draw needs no playing.
        m_turn = m_settings.maxTurns;
        m_result = Result{0, m_settings.maxTurns, ResultReason::Limit};
    }
}

Engine::CellArray::CellArray(std::size_t size)
    : m_cells(static_cast<std::uint8_t *>(std::calloc(std::max<std::size_t>(size, 1), 1)))
    , m_size(size)
{
    if (!m_cells)
        throw std::bad_alloc();
}

Engine::CellArray::CellArray(const CellArray &other)
    : CellArray(other.m_size)
{
    std::copy(other.data(), other.data() + m_size, data());
}

Engine::CellArray &Engine::CellArray::operator=(const CellArray &other)
{
    if (this != &other)
        *this = CellArray(other);
    return *this;
}

void Engine::CellArray::Free::operator()(std::uint8_t *cells) const
{
    std::free(cells);
}

void Engine::CellArray::copyTo(std::vector<std::uint8_t> &cells, std::size_t size) const
{
    cells.assign(data(), data() + size);
}

void Engine::CellArray::copyFrom(const std::vector<std::uint8_t> &cells)
{
    std::copy(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(std::min(cells.size(), m_size)), data());
}

bool Engine::CellArray::equals(const std::vector<std::uint8_t> &cells) const
{
    return cells.size() >= m_size && std::equal(data(), data() + m_size, cells.begin());
}

std::span<const std::uint8_t> Engine::data(int buffer) const
{
    return m_buf[buffer & 1].data.view(static_cast<std::size_t>(m_length));
}

std::span<const std::uint8_t> Engine::mods(int buffer) const
{
    return m_buf[buffer & 1].mods.view(static_cast<std::size_t>(m_length));
}

std::span<const std::uint8_t> Engine::spent(int buffer) const
{
    return m_buf[buffer & 1].spent.view(static_cast<std::size_t>(m_length));
}

SourceRange Engine::locationOf(int process) const
{
    if (process < 0 || static_cast<std::size_t>(process) >= m_procs.size())
        return {};
    const Process &p = m_procs[static_cast<std::size_t>(process)];
    return m_programs[p.owner].rangeOf(static_cast<std::size_t>(p.pp));
}

SourceRange Engine::currentLocation() const
{
    return m_result ? SourceRange{{0, 0}, {0, 0}} : locationOf(static_cast<int>(m_next));
}

std::optional<std::int64_t> Engine::valueOf(std::string_view name) const
{
    if (name == "turn")
        return static_cast<std::int64_t>(m_turn);
    if (name == "tick")
        return static_cast<std::int64_t>(m_tick);
    if (name == "processes")
        return static_cast<std::int64_t>(m_procs.size());
    if (name == "threads(1)")
        return m_alive[0];
    if (name == "threads(2)")
        return m_alive[1];
    if (name == "length")
        return m_length;
    return std::nullopt;
}

// ---- bracket matching -------------------------------------------------------

// The kind of bracket a value is (0 `[]`, 1 `{}`, 2 `:;`), -1 for others.
static int bracketKind(int value)
{
    return value >= 8 && value <= 13 ? (value - 8) / 2 : -1;
}

void Engine::markStale(Buffer &buffer, int value)
{
    const int kind = bracketKind(value);
    if (kind < 0)
        return;
    if (m_compact) {
        ++buffer.generation[static_cast<std::size_t>(kind)];
        return;
    }
    if (buffer.stale[static_cast<std::size_t>(kind)])
        return;
    buffer.stale[static_cast<std::size_t>(kind)] = true;
    // While stale, jumps scan like the original; once the scans have cost as
    // much as one rebuild, the table is rebuilt (so a buffer that keeps
    // changing never costs more than twice the original's scanning).
    buffer.scanBudget[static_cast<std::size_t>(kind)] = std::int64_t(m_length) + 64;
}

void Engine::rebuild(Buffer &buffer, int kind)
{
    const auto open = static_cast<std::uint8_t>(8 + 2 * kind);
    const auto close = static_cast<std::uint8_t>(open + 1);
    m_stack.clear();
    for (std::int32_t i = 0; i < m_length; ++i) {
        const std::uint8_t v = buffer.data[static_cast<std::size_t>(i)];
        if (v == open) {
            buffer.match[static_cast<std::size_t>(i)] = -1;
            m_stack.push_back(i);
        } else if (v == close) {
            if (m_stack.empty()) {
                buffer.match[static_cast<std::size_t>(i)] = -1;
            } else {
                const std::int32_t j = m_stack.back();
                m_stack.pop_back();
                buffer.match[static_cast<std::size_t>(i)] = j;
                buffer.match[static_cast<std::size_t>(j)] = i;
            }
        }
    }
    buffer.stale[static_cast<std::size_t>(kind)] = false;
}

void Engine::rebuildAll()
{
    for (Buffer &buffer : m_buf) {
        for (int kind = 0; kind < 3; ++kind) {
            if (m_compact) {
                buffer.stale[static_cast<std::size_t>(kind)] = true;
                ++buffer.generation[static_cast<std::size_t>(kind)];
            } else {
                rebuild(buffer, kind);
            }
        }
    }
}

std::int32_t Engine::scan(Buffer &buffer, int kind, std::int32_t cell)
{
    const auto open = static_cast<std::uint8_t>(8 + 2 * kind);
    const auto close = static_cast<std::uint8_t>(open + 1);
    const std::uint8_t *d = buffer.data.data();
    int depth = 0;
    std::int32_t i = cell;
    if (d[cell] == open) {
        for (++i; i < m_length; ++i) {
            if (d[i] == close) {
                if (depth == 0)
                    break;
                --depth;
            } else if (d[i] == open) {
                ++depth;
            }
        }
        buffer.scanBudget[static_cast<std::size_t>(kind)] -= i - cell;
        return i < m_length ? i : -1;
    }
    for (--i; i >= 0; --i) {
        if (d[i] == open) {
            if (depth == 0)
                break;
            --depth;
        } else if (d[i] == close) {
            ++depth;
        }
    }
    buffer.scanBudget[static_cast<std::size_t>(kind)] -= cell - i;
    return i;
}

std::int32_t Engine::partner(Buffer &buffer, int kind, std::int32_t cell)
{
    if (buffer.stale[static_cast<std::size_t>(kind)]) [[unlikely]] {
        if (m_compact)
            return cachedPartner(buffer, kind, cell);
        if (buffer.scanBudget[static_cast<std::size_t>(kind)] > 0)
            return scan(buffer, kind, cell);
        rebuild(buffer, kind);
    }
    return buffer.match[static_cast<std::size_t>(cell)];
}

std::int32_t Engine::cachedPartner(Buffer &buffer, int kind, std::int32_t cell)
{
    CachedPartner &entry = buffer.cache[static_cast<std::size_t>(cell) % PartnerCacheSize];
    const std::uint32_t generation = buffer.generation[static_cast<std::size_t>(kind)];
    if (entry.cell != cell || entry.kind != kind || entry.generation != generation)
        entry = {cell, scan(buffer, kind, cell), generation, kind};
    return entry.partner;
}

bool Engine::enemyAt(int owner, std::int32_t cell) const
{
    for (const Process &p : m_procs) {
        if (p.alive && p.owner != owner && p.pp == cell)
            return true;
    }
    return false;
}

// ---- hashing -----------------------------------------------------------------

std::uint64_t Engine::fullHash() const
{
    return hashOf({m_buf[0].data.data(), m_buf[0].mods.data(), m_buf[0].spent.data(), m_buf[1].data.data(),
                   m_buf[1].mods.data(), m_buf[1].spent.data()},
                  m_length);
}

std::uint64_t Engine::hashOf(const std::array<const std::uint8_t *, 6> &cells, std::int32_t length)
{
    std::uint64_t hash = 0;
    for (int b = 0; b < 2; ++b) {
        const std::uint8_t *const data = cells[static_cast<std::size_t>(3 * b)];
        const std::uint8_t *const mods = cells[static_cast<std::size_t>(3 * b + 1)];
        const std::uint8_t *const spent = cells[static_cast<std::size_t>(3 * b + 2)];
        for (std::int32_t i = 0; i < length; ++i) {
            hash += data[i] * cellKey(b, Cells::Data, i) + mods[i] * cellKey(b, Cells::Mods, i)
                    + spent[i] * cellKey(b, Cells::Spent, i);
        }
    }
    return hash;
}

// ---- snapshots, breakpoints, watches -------------------------------------------

Snapshot Engine::snapshot() const
{
    Snapshot s;
    const auto length = static_cast<std::size_t>(m_length);
    for (int b = 0; b < 2; ++b) {
        m_buf[b].data.copyTo(s.data[b], length);
        m_buf[b].mods.copyTo(s.mods[b], length);
        m_buf[b].spent.copyTo(s.spent[b], length);
    }
    s.processes = m_procs;
    s.tick = m_tick;
    s.turn = m_turn;
    s.next = m_next;
    s.result = m_result;
    return s;
}

void Engine::restore(const Snapshot &s)
{
    for (int b = 0; b < 2; ++b) {
        if (s.data[b].size() != static_cast<std::size_t>(m_length) || s.mods[b].size() != s.data[b].size()
            || s.spent[b].size() != s.data[b].size())
            return; // not a snapshot of this battle
    }
    for (int b = 0; b < 2; ++b) {
        m_buf[b].data.copyFrom(s.data[b]);
        m_buf[b].mods.copyFrom(s.mods[b]);
        m_buf[b].spent.copyFrom(s.spent[b]);
    }
    m_procs = s.processes;
    m_alive = {0, 0};
    for (const Process &p : m_procs)
        m_alive[p.owner & 1] += p.alive;
    m_tick = s.tick;
    m_turn = s.turn;
    m_next = s.next;
    m_result = s.result;
    m_stopRequested = false;
    rebuildAll();
    if (m_hashing)
        m_hash = fullHash();
    resetCycle();
}

namespace {

// Per buffer: L + 1 flags (empty when no cell of that buffer is marked).
void markCells(std::array<std::vector<std::uint8_t>, 2> &marks, std::int32_t length, std::span<const CodeIndex> cells)
{
    marks[0].clear();
    marks[1].clear();
    for (const CodeIndex &cell : cells) {
        if (cell.program < 1 || cell.program > 2 || cell.index < 0 || cell.index >= length)
            continue;
        std::vector<std::uint8_t> &flags = marks[std::size_t(cell.program - 1)];
        if (flags.empty())
            flags.assign(static_cast<std::size_t>(length) + 1, 0);
        flags[static_cast<std::size_t>(cell.index)] = 1;
    }
}

} // namespace

CodeIndex Engine::nextStatement() const
{
    if (m_result)
        return {0, -1};
    const Process &process = m_procs[m_next];
    return {process.owner + 1, process.pp};
}

void Engine::setBreakpoints(std::span<const CodeIndex> cells)
{
    markCells(m_breakpoints, m_length, cells);
    m_hasBreakpoints = !m_breakpoints[0].empty() || !m_breakpoints[1].empty();
}

void Engine::setWatchedCells(std::span<const CodeIndex> cells)
{
    markCells(m_watched, m_length, cells);
    m_hasWatches = !m_watched[0].empty() || !m_watched[1].empty();
}

} // namespace Foulplay::Core::Fyb
