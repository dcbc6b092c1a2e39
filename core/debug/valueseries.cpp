#include "debug/valueseries.h"

#include <algorithm>
#include <cstdlib>

namespace Foulplay::Core::Debug {

ValueSeries::ValueSeries(std::size_t limit)
    : m_limit(std::max<std::size_t>(limit, 2))
{
}

double ValueSeries::toDouble(const Decimal &value)
{
    return std::strtod(value.toString().c_str(), nullptr);
}

void ValueSeries::setStart(const std::optional<Decimal> &value)
{
    m_startExists = value.has_value();
    m_start = value ? toDouble(*value) : 0;
}

void ValueSeries::add(const ValueChange &change)
{
    Span span;
    span.first = span.last = change.tick;
    span.exists = change.after.has_value();
    span.anyValue = span.exists;
    span.low = span.high = span.end = span.exists ? toDouble(*change.after) : 0;
    span.changes = 1;
    m_spans.push_back(span);
    ++m_changes;
    m_reached = std::max(m_reached, change.tick);
    if (m_spans.size() > m_limit)
        merge();
}

void ValueSeries::merge()
{
    // Each pair of neighbours becomes one span: half as many, each over
    // twice the ticks.
    std::vector<Span> merged;
    merged.reserve(m_spans.size() / 2 + 1);
    for (std::size_t i = 0; i < m_spans.size(); i += 2) {
        if (i + 1 == m_spans.size()) {
            merged.push_back(m_spans[i]);
            break;
        }
        const Span &a = m_spans[i];
        const Span &b = m_spans[i + 1];
        Span both = b;
        both.first = a.first;
        both.changes = a.changes + b.changes;
        both.anyValue = a.anyValue || b.anyValue;
        if (a.anyValue && b.anyValue) {
            both.low = std::min(a.low, b.low);
            both.high = std::max(a.high, b.high);
        } else if (a.anyValue) {
            both.low = a.low;
            both.high = a.high;
        }
        merged.push_back(both);
    }
    m_spans = std::move(merged);
}

bool ValueSeries::range(double &low, double &high) const
{
    bool any = m_startExists;
    low = high = m_start;
    for (const Span &span : m_spans) {
        if (!span.anyValue)
            continue;
        low = any ? std::min(low, span.low) : span.low;
        high = any ? std::max(high, span.high) : span.high;
        any = true;
    }
    return any;
}

bool ValueSeries::valueAt(std::uint64_t tick, double &value) const
{
    const auto after = std::upper_bound(m_spans.begin(), m_spans.end(), tick,
                                        [](std::uint64_t t, const Span &span) { return t < span.first; });
    if (after == m_spans.begin()) {
        value = m_start;
        return m_startExists;
    }
    const Span &span = *(after - 1);
    value = span.end;
    return span.exists;
}

} // namespace Foulplay::Core::Debug
