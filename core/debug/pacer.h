#pragma once

#include <algorithm>
#include <cstdint>

namespace Foulplay::Core::Debug {

// Paces a run to a number of ticks a second, and sizes the engine's run()
// calls so that one takes about a millisecond. Time comes in as nanoseconds
// since the run (re)started, so it needs no clock of its own and tests give
// it any time they like. A value; the worker uses it on its thread.
class Pacer {
public:
    // Ticks a second; 0 = unlimited. Restarts the count.
    void setSpeed(std::uint64_t ticksPerSecond)
    {
        m_speed = ticksPerSecond;
        restart();
    }
    std::uint64_t speed() const { return m_speed; }
    // A run (re)starts: the ticks are counted from now on.
    void restart() { m_ticks = 0; }

    // How many ticks may run now, elapsedNs after the start; 0 means none yet,
    // and waitNs tells how long until the next one is due. Unlimited speed:
    // as many as wanted.
    std::uint64_t due(std::int64_t elapsedNs, std::int64_t &waitNs) const
    {
        waitNs = 0;
        if (m_speed == 0)
            return UINT64_MAX;
        const auto allowed = std::uint64_t(double(m_speed) * double(elapsedNs) / 1e9);
        if (allowed > m_ticks)
            return allowed - m_ticks;
        const double nextNs = double(m_ticks + 1) * 1e9 / double(m_speed);
        waitNs = std::max<std::int64_t>(1, std::int64_t(nextNs - double(elapsedNs)));
        return 0;
    }
    // ticks ran.
    void ran(std::uint64_t ticks) { m_ticks += ticks; }

    // The ticks of one run() call.
    std::uint64_t runLength() const { return m_runLength; }
    // A run() call ran ticks in ns: the next calls aim at about a millisecond.
    void noteRun(std::uint64_t ticks, std::int64_t ns)
    {
        if (ticks < 256 || ns <= 0)
            return;
        const double target = double(ticks) * double(RunCallNs) / double(ns);
        const double next = (double(m_runLength) + target) / 2;
        m_runLength = std::clamp<std::uint64_t>(std::uint64_t(next), MinRunTicks, MaxRunTicks);
    }

private:
    static constexpr std::int64_t RunCallNs = 1'000'000;
    static constexpr std::uint64_t MinRunTicks = 64;
    static constexpr std::uint64_t MaxRunTicks = std::uint64_t(1) << 26;

    std::uint64_t m_speed = 0;
    std::uint64_t m_ticks = 0;
    std::uint64_t m_runLength = 4096;
};

} // namespace Foulplay::Core::Debug
