#pragma once

#include "common/decimal.h"
#include "unfair/countlog.h"
#include "unfair/history.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <vector>

namespace Foulplay::Core::Unfair {

// One universe as read from Universes: a view, valid while they do not change.
struct Universe {
    Decimal count;
    History history; // every count it has had; the last entry is `count`
    // The player whose de-sync made it; none for the bottom (actual) universe.
    std::optional<std::uint32_t> origin;
    std::uint64_t steps = 0; // the de-sync's N ("for N steps"); 0 for the actual universe
    std::uint64_t tick = 0;  // ticks done when the de-sync made it (its own included); 0 for the actual
};

// The stack of universes, bottom (the actual count) first, back() visible.
// Every count adds the same number to every universe, so universes whose
// counts are equal stay equal: they form one group with one shared log of
// counts, and a count costs O(groups), not O(universes). Groups that meet
// (two counts reset to 0 together) are joined by rank, so a universe's
// history is a chain of at most O(log universes) logs. A value (copies share
// the logs' full chunks); one thread at a time per copy.
// With a reach (the engine's: the program's largest de-sync distance, plus
// room for the inspectors), every history keeps only its newest `reach`
// rows or more; older ones read as 0 (History::firstKept()), so a run's
// memory follows its live universes, not its steps.
class Universes {
public:
    class const_iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = Universe;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Universe;
        const_iterator() = default;
        const_iterator(const Universes *universes, std::size_t index)
            : m_universes(universes)
            , m_index(index)
        {
        }
        Universe operator*() const { return (*m_universes)[m_index]; }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator old = *this;
            ++m_index;
            return old;
        }
        friend bool operator==(const const_iterator &, const const_iterator &) = default;

    private:
        const Universes *m_universes = nullptr;
        std::size_t m_index = 0;
    };

    // One universe with count 0 and history [0]; histories keep at least
    // their newest `reach` entries (the default: all of them).
    explicit Universes(std::uint64_t reach = std::uint64_t(-1));
    std::uint64_t reach() const { return m_reach; }

    std::size_t size() const { return m_records.size(); }
    bool empty() const { return m_records.empty(); }
    Universe operator[](std::size_t u) const;
    Universe front() const { return (*this)[0]; }
    Universe back() const { return (*this)[size() - 1]; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

    // Universe u's current count; the reference lives until the next change.
    const Decimal &countOf(std::size_t u) const { return m_tracks[currentTrack(u)].value; }
    // Which live mistake of its origin player universe u is (1 = the oldest);
    // 0 for the bottom universe.
    std::uint64_t mistakeOrdinal(std::size_t u) const { return m_records[u].ordinal; }
    // How many live mistakes player has, and the universe of its ordinal-th
    // (1 = the oldest); nullopt when it has fewer.
    std::uint64_t liveMistakes(std::uint32_t player) const;
    std::optional<std::size_t> mistake(std::uint32_t player, std::uint64_t ordinal) const;
    // Groups of universes with equal counts.
    std::size_t groups() const { return m_live.size(); }
    // Approximate heap size, for the debugger's memory budget.
    std::size_t byteSize() const;

    // Changes (the engine's). The lowest universe below n whose count + added
    // does not fit; nullopt when every one fits.
    std::optional<std::size_t> firstOverflow(const Decimal &added, std::size_t n) const;
    // Removes the universes from n up.
    void truncate(std::size_t n);
    // Every universe adds `added` (which must fit: see firstOverflow()); each
    // that reaches 100 resets to 0. Every history grows by one entry.
    void count(const Decimal &added);
    // The count of the only universe (size() == 1), quicker than countOf(0).
    const Decimal &singleCount() const { return m_tracks[m_live.front()].value; }
    // count() for the only universe when its new count `sum` stays below 100.
    void countSingle(const Decimal &sum)
    {
        Track &track = m_tracks[m_live.front()];
        track.value = sum;
        track.values.push(sum);
        ++m_rows;
    }
    // Pushes a universe with the given count, made by origin's de-sync.
    void push(const Decimal &value, std::uint32_t origin, std::uint64_t steps, std::uint64_t tick);
    // Replaces the visible universe's count and its history's latest entry.
    void setVisible(const Decimal &value);

    friend bool operator==(const Universes &, const Universes &) = default;

private:
    friend class History;
    static constexpr std::uint32_t NoTrack = 0xffffffffu;

    // A log of counts shared by a group of universes, from row startRow.
    // Rows from mergedAt on are read from mergedInto.
    struct Track {
        CountLog values;
        Decimal value; // the current count, while the group lives
        std::uint64_t startRow = 0;
        std::uint64_t mergedAt = 0;
        std::uint32_t mergedInto = NoTrack;
        std::uint32_t rank = 0;
        std::uint32_t members = 0;   // universes in the group (a root's)
        std::uint32_t refs = 0;      // segments and tracks that read on into it
        std::uint32_t liveIndex = 0; // its place in m_live while members > 0
        friend bool operator==(const Track &, const Track &) = default;
    };
    struct Segment {
        std::uint32_t track;
        std::uint64_t fromRow; // the universe reads this track's chain from here
        friend bool operator==(const Segment &, const Segment &) = default;
    };
    // A universe. Its segments are `earlier` then `last`: the first from its
    // birth, later ones after Define. Nearly every universe has one, kept
    // in place, so that a de-sync allocates nothing of its own.
    struct Record {
        Segment last;
        std::vector<Segment> earlier;
        std::optional<std::uint32_t> origin;
        std::uint64_t steps = 0;
        std::uint64_t tick = 0;
        std::uint64_t firstRow = 0;
        std::uint64_t ordinal = 0;
        friend bool operator==(const Record &, const Record &) = default;
    };

    std::size_t historySize(std::size_t u) const { return std::size_t(m_rows - m_records[u].firstRow); }
    std::size_t historyFirstKept(std::size_t u) const;
    Decimal historyAt(std::size_t u, std::size_t index) const;
    std::uint32_t root(std::uint32_t track) const;
    std::uint32_t currentTrack(std::size_t u) const { return root(m_records[u].last.track); }
    std::uint32_t liveTrackWith(const Decimal &value) const;
    std::uint32_t newTrack(const Decimal &value);
    void leave(std::uint32_t track);
    void release(std::uint32_t track);
    void joinZeros(std::uint64_t row);

    std::vector<Track> m_tracks;
    std::vector<std::uint32_t> m_live; // roots with members
    std::vector<std::uint32_t> m_free; // tracks nobody reads any more, for reuse
    std::vector<Record> m_records;
    std::vector<std::vector<std::uint32_t>> m_mistakes; // per player: its live mistakes' universes, oldest first
    std::uint64_t m_rows = 1;                           // entries in the actual universe's history
    std::uint64_t m_reach = std::uint64_t(-1);          // rows every history keeps at least
};

} // namespace Foulplay::Core::Unfair
