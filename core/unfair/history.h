#pragma once

#include "common/decimal.h"

#include <cstddef>
#include <cstdint>

namespace Foulplay::Core::Unfair {

class Universes;

// The counts one universe has had, oldest first; the last entry is its
// current count. A view into the Universes it came from (universes share
// their logs): valid while that Universes lives and does not change. Reading
// an entry costs O(log universes).
class History {
public:
    std::size_t size() const;
    bool empty() const { return size() == 0; }
    // 0 for an entry before firstKept().
    Decimal at(std::size_t index) const;
    // The oldest entry still kept: a long run keeps only the newest entries
    // a de-sync can reach (and a few thousand more for the inspectors).
    std::size_t firstKept() const;
    Decimal back() const { return at(size() - 1); }
    // The entry steps before the last one (0 steps = the last); 0 when that
    // reaches before the first entry.
    Decimal stepsBack(std::uint64_t steps) const;

private:
    friend class Universes;
    History(const Universes *universes, std::size_t universe)
        : m_universes(universes)
        , m_universe(universe)
    {
    }

    const Universes *m_universes;
    std::size_t m_universe;
};

} // namespace Foulplay::Core::Unfair
