#pragma once

#include "common/decimal.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace Foulplay::Core::Unfair {

// A run of counts, oldest first (Universes keeps one per group of universes
// that share their counts; History reads them). Compact: whole counts from -127 to 127 (nearly all of them, since a
// count resets at 100) take one byte; others are kept aside. Full chunks are
// immutable and shared between copies, so snapshots of a long run stay cheap.
// With a keep limit (setKeep()), full chunks older than the newest `keep`
// entries are dropped: size() still counts them, at() reads them as 0, and
// firstKept() tells where the kept entries begin. A value type; one thread
// at a time.
class CountLog {
public:
    static constexpr std::size_t ChunkSize = 4096;

    CountLog() = default;
    explicit CountLog(const Decimal &first) { push(first); }

    // Appends a count.
    void push(const Decimal &value)
    {
        if (m_tail.small.size() == ChunkSize) [[unlikely]]
            seal();
        const Decimal::Int128 mantissa = value.mantissa();
        if (value.scale() == 0 && mantissa >= -127 && mantissa <= 127)
            m_tail.small.push_back(static_cast<std::int8_t>(mantissa));
        else
            pushLarge(value);
    }
    // Replaces the last entry (Define the count); pushes when empty.
    void setLast(const Decimal &value);

    // Keeps at least the newest `entries` entries (the default: all of them).
    void setKeep(std::size_t entries) { m_keep = entries; }
    std::size_t keep() const { return m_keep; }
    // The index of the oldest entry still kept.
    std::size_t firstKept() const { return m_dropped; }

    std::size_t size() const { return m_dropped + m_full.size() * ChunkSize + m_tail.small.size(); }
    bool empty() const { return size() == 0; }
    // 0 for an entry that is no longer kept.
    Decimal at(std::size_t index) const;
    Decimal back() const { return at(size() - 1); }
    // The entry steps before the last one (0 steps = the last); 0 when that
    // reaches before the first entry.
    Decimal stepsBack(std::uint64_t steps) const;

    // Approximate heap size: this copy's own bytes plus its share of the
    // chunks it shares with other copies.
    std::size_t byteSize() const;

    friend bool operator==(const CountLog &a, const CountLog &b);

private:
    static constexpr std::int8_t Escape = -128; // the entry is in `large`

    struct Chunk {
        std::vector<std::int8_t> small;
        std::vector<std::pair<std::uint32_t, Decimal>> large; // (index in chunk, value), sorted
        friend bool operator==(const Chunk &, const Chunk &) = default;
    };

    [[gnu::noinline]] void pushLarge(const Decimal &value);
    [[gnu::noinline]] void seal();
    static Decimal entry(const Chunk &chunk, std::size_t index);

    std::vector<std::shared_ptr<const Chunk>> m_full;
    Chunk m_tail;
    std::size_t m_dropped = 0; // entries before the first full chunk, no longer kept
    std::size_t m_keep = std::size_t(-1);
};

} // namespace Foulplay::Core::Unfair
