#include "unfair/countlog.h"

#include <algorithm>

namespace Foulplay::Core::Unfair {

void CountLog::pushLarge(const Decimal &value)
{
    m_tail.large.emplace_back(std::uint32_t(m_tail.small.size()), value);
    m_tail.small.push_back(Escape);
}

void CountLog::seal()
{
    m_full.push_back(std::make_shared<const Chunk>(std::move(m_tail)));
    m_tail = Chunk();
    m_tail.small.reserve(ChunkSize);
    // The oldest chunk goes once the chunks after it alone keep enough.
    std::size_t drop = 0;
    while (drop < m_full.size() && (m_full.size() - drop - 1) * ChunkSize >= m_keep)
        ++drop;
    if (drop > 0) {
        m_full.erase(m_full.begin(), m_full.begin() + std::ptrdiff_t(drop));
        m_dropped += drop * ChunkSize;
    }
}

void CountLog::setLast(const Decimal &value)
{
    if (m_tail.small.empty()) {
        push(value);
        return;
    }
    if (m_tail.small.back() == Escape)
        m_tail.large.pop_back();
    m_tail.small.pop_back();
    push(value);
}

Decimal CountLog::entry(const Chunk &chunk, std::size_t index)
{
    const std::int8_t small = chunk.small[index];
    if (small != Escape)
        return Decimal::fromInt(small);
    const auto it = std::lower_bound(chunk.large.begin(), chunk.large.end(), std::uint32_t(index),
                                     [](const auto &entry, std::uint32_t i) { return entry.first < i; });
    return it->second;
}

Decimal CountLog::at(std::size_t index) const
{
    if (index < m_dropped)
        return Decimal();
    index -= m_dropped;
    const std::size_t chunk = index / ChunkSize;
    if (chunk < m_full.size())
        return entry(*m_full[chunk], index % ChunkSize);
    return entry(m_tail, index - m_full.size() * ChunkSize);
}

Decimal CountLog::stepsBack(std::uint64_t steps) const
{
    const std::size_t count = size();
    if (steps >= count)
        return Decimal();
    return at(count - 1 - std::size_t(steps));
}

std::size_t CountLog::byteSize() const
{
    std::size_t bytes = m_full.capacity() * sizeof(m_full.front()) + m_tail.small.capacity()
                        + m_tail.large.capacity() * sizeof(m_tail.large.front());
    for (const auto &chunk : m_full) {
        const std::size_t chunkBytes =
            sizeof(Chunk) + chunk->small.capacity() + chunk->large.capacity() * sizeof(chunk->large.front());
        bytes += chunkBytes / std::size_t(std::max<long>(1, chunk.use_count()));
    }
    return bytes;
}

bool operator==(const CountLog &a, const CountLog &b)
{
    if (a.m_dropped != b.m_dropped || a.m_full.size() != b.m_full.size() || !(a.m_tail == b.m_tail))
        return false;
    for (std::size_t i = 0; i < a.m_full.size(); ++i) {
        if (a.m_full[i] != b.m_full[i] && !(*a.m_full[i] == *b.m_full[i]))
            return false;
    }
    return true;
}

} // namespace Foulplay::Core::Unfair
