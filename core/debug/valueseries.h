#pragma once

// A value's history summed up for a plot: the value at the start and after
// each change, kept change by change up to a limit; past it, neighbouring
// spans merge (their lowest, highest and last value kept), so that the
// series of a run of any length stays small and still shows every change's
// range. A plain value; any thread.

#include "debug/valuehistory.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace Foulplay::Core::Debug {

class ValueSeries {
public:
    // The changes from first to last (ticks), the lowest and highest value
    // they gave, the value after the last, and how many they were. A value
    // that did not exist (no such thread, universe ...) counts in none of
    // low, high or end: exists says whether the last one left one.
    struct Span {
        std::uint64_t first = 0;
        std::uint64_t last = 0;
        double low = 0;
        double high = 0;
        double end = 0;
        bool exists = false;
        bool anyValue = false; // low and high hold a value
        std::uint64_t changes = 0;
    };

    // limit: the most spans kept (at least 2).
    explicit ValueSeries(std::size_t limit = 4096);

    // The value at tick 0 (or wherever the history starts).
    void setStart(const std::optional<Decimal> &value);
    bool startExists() const { return m_startExists; }
    double start() const { return m_start; }
    // A change after the last one added.
    void add(const ValueChange &change);
    // The ticks the history has been read up to.
    void setReached(std::uint64_t tick) { m_reached = tick; }
    std::uint64_t reached() const { return m_reached; }

    const std::vector<Span> &spans() const { return m_spans; }
    std::uint64_t changes() const { return m_changes; }
    // The lowest and highest value of the whole history (start included);
    // false when it never had one.
    bool range(double &low, double &high) const;
    // The value after the last change at or before tick (the start when
    // none); false when it did not exist. A tick inside a merged span
    // gives that span's last value.
    bool valueAt(std::uint64_t tick, double &value) const;

    static double toDouble(const Decimal &value);

private:
    void merge();

    std::size_t m_limit;
    std::vector<Span> m_spans;
    double m_start = 0;
    bool m_startExists = false;
    std::uint64_t m_changes = 0;
    std::uint64_t m_reached = 0;
};

} // namespace Foulplay::Core::Debug
