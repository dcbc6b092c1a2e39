#include "debug/timeline.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

namespace {

// Over budget, or past this many keyframes, every other one is dropped.
// More keyframes buy no speed (the replay between two is a millisecond or so
// at tick 10^9) but cost memory beside the budget.
constexpr std::size_t MaxKeyframes = 8192;

} // namespace

Timeline::Timeline(std::uint64_t budgetBytes)
    : m_budget(budgetBytes)
{
}

void Timeline::clear()
{
    m_keyframes.clear();
    m_bytes = 0;
    m_interval = m_minimumInterval;
    m_budgetInterval = m_minimumInterval;
}

void Timeline::setBudget(std::uint64_t bytes)
{
    m_budget = bytes;
    thin();
}

void Timeline::setMinimumInterval(std::uint64_t ticks)
{
    m_minimumInterval = std::max<std::uint64_t>(ticks, 1);
    m_interval = m_keyframes.empty() ? m_minimumInterval : std::max(m_interval, m_minimumInterval);
    m_budgetInterval = m_keyframes.empty() ? m_minimumInterval : std::max(m_budgetInterval, m_minimumInterval);
}

bool Timeline::wants(std::uint64_t tick) const
{
    if (m_keyframes.empty())
        return true;
    return tick >= m_keyframes.back().tick + m_interval;
}

void Timeline::add(Keyframe keyframe)
{
    if (!keyframe.state || (!m_keyframes.empty() && keyframe.tick <= m_keyframes.back().tick))
        return;
    m_bytes += keyframe.state->byteSize() + sizeof(Keyframe);
    m_keyframes.push_back(std::move(keyframe));
    thin();
}

void Timeline::noteCost(std::int64_t snapshotNs, std::int64_t runNs)
{
    // Keep the cost of keyframes under 2% of the running time.
    if (snapshotNs > 0 && snapshotNs * 50 > runNs && m_interval < (std::uint64_t(1) << 40))
        m_interval *= 2;
    else if (snapshotNs >= 0 && snapshotNs * 200 < runNs && m_interval / 2 >= m_budgetInterval)
        m_interval /= 2;
}

void Timeline::thin()
{
    while ((m_bytes > m_budget || m_keyframes.size() > MaxKeyframes) && m_keyframes.size() > 2)
        dropEveryOther();
}

void Timeline::giveBack()
{
    if (m_keyframes.size() > 2)
        dropEveryOther();
    m_budget = std::min(m_budget, m_bytes);
}

void Timeline::dropEveryOther()
{
    // The first (tick 0), every second one and the newest stay. In place:
    // this also runs when memory has run out.
    const std::size_t count = m_keyframes.size();
    std::size_t kept = 0;
    std::uint64_t bytes = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (i % 2 != 0 && i + 1 != count)
            continue;
        bytes += m_keyframes[i].state->byteSize() + sizeof(Keyframe);
        if (kept != i)
            m_keyframes[kept] = std::move(m_keyframes[i]);
        ++kept;
    }
    m_keyframes.erase(m_keyframes.begin() + std::ptrdiff_t(kept), m_keyframes.end());
    m_bytes = bytes;
    m_interval *= 2;
    m_budgetInterval *= 2;
}

int Timeline::indexAtOrBefore(std::uint64_t tick) const
{
    auto it = std::upper_bound(m_keyframes.begin(), m_keyframes.end(), tick,
                               [](std::uint64_t t, const Keyframe &k) { return t < k.tick; });
    if (it == m_keyframes.begin())
        return -1;
    return static_cast<int>(std::distance(m_keyframes.begin(), it) - 1);
}

const Keyframe *Timeline::atOrBefore(std::uint64_t tick) const
{
    const int index = indexAtOrBefore(tick);
    return index < 0 ? nullptr : &m_keyframes[std::size_t(index)];
}

} // namespace Foulplay::Core::Debug
