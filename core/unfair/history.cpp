#include "unfair/history.h"

#include "unfair/universes.h"

namespace Foulplay::Core::Unfair {

std::size_t History::size() const
{
    return m_universes->historySize(m_universe);
}

Decimal History::at(std::size_t index) const
{
    return m_universes->historyAt(m_universe, index);
}

std::size_t History::firstKept() const
{
    return m_universes->historyFirstKept(m_universe);
}

Decimal History::stepsBack(std::uint64_t steps) const
{
    const std::size_t count = size();
    if (steps >= count)
        return Decimal();
    return at(count - 1 - std::size_t(steps));
}

} // namespace Foulplay::Core::Unfair
