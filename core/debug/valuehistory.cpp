#include "debug/valuehistory.h"

#include "debug/debugengine.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

std::optional<Decimal> currentValue(const DebugEngine &engine, const Condition &value)
{
    ConditionError ignored;
    return value.value(engine, ignored);
}

StopReason scanChanges(DebugEngine &engine, const Condition &value, std::uint64_t maxTicks,
                       const std::function<bool(const ValueChange &)> &onChange)
{
    // Where the language tells what can change the value, the engine runs
    // freely up to the next statement that may change it (marked), or stops
    // itself right after a tick that may have (watchKinds()); elsewhere it
    // goes a tick at a time.
    const std::optional<std::uint64_t> kinds = value.changeKinds(engine);
    std::vector<CodeIndex> sources;
    if (kinds) {
        sources = engine.statementsOfKinds(*kinds);
        std::sort(sources.begin(), sources.end());
        engine.setCodeBreakpoints(sources);
        engine.watchKinds(*kinds);
    }
    const auto unwatch = [&engine, &kinds] {
        if (kinds) {
            engine.setCodeBreakpoints({});
            engine.watchKinds(0);
        }
    };
    std::optional<Decimal> last = currentValue(engine, value);
    for (std::uint64_t done = 0; done < maxTicks;) {
        const bool one = !kinds || std::binary_search(sources.begin(), sources.end(), engine.nextStatement());
        const DebugLocation where = one ? engine.currentLocation() : DebugLocation();
        const int player = one ? engine.nextPlayer() : -1;
        const std::uint64_t before = engine.tick();
        const StopReason reason = one ? engine.step() : engine.run(maxTicks - done);
        const std::uint64_t ran = engine.tick() - before;
        done += std::max<std::uint64_t>(ran, 1);
        if (ran > 0) {
            std::optional<Decimal> now = currentValue(engine, value);
            if (now != last) {
                // After many ticks the change is the last one's (the engine stopped right after it).
                const ValueChange change{engine.tick(),
                                         engine.turn(),
                                         last,
                                         now,
                                         ran == 1 && one ? where : engine.lastTickLocation(),
                                         ran == 1 && one ? player : engine.lastTickPlayer(),
                                         {}};
                last = std::move(now);
                if (!onChange(change)) {
                    unwatch();
                    return StopReason::Step;
                }
            }
        }
        if (reason != StopReason::Step && reason != StopReason::Event && reason != StopReason::Breakpoint) {
            unwatch();
            return reason;
        }
    }
    unwatch();
    return StopReason::Step;
}

} // namespace Foulplay::Core::Debug
