#include "debug/valuehistory.h"

#include "debug/debugengine.h"

namespace Foulplay::Core::Debug {

std::optional<Decimal> currentValue(const DebugEngine &engine, const Condition &value)
{
    ConditionError ignored;
    return value.value(engine, ignored);
}

StopReason scanChanges(DebugEngine &engine, const Condition &value, std::uint64_t maxTicks,
                       const std::function<bool(const ValueChange &)> &onChange)
{
    std::optional<Decimal> last = currentValue(engine, value);
    for (std::uint64_t done = 0; done < maxTicks; ++done) {
        const DebugLocation where = engine.currentLocation();
        const int player = engine.nextPlayer();
        const std::uint64_t before = engine.tick();
        const StopReason reason = engine.step();
        if (engine.tick() != before) {
            std::optional<Decimal> now = currentValue(engine, value);
            if (now != last) {
                const ValueChange change{engine.tick(), engine.turn(), last, now, where, player, {}};
                last = std::move(now);
                if (!onChange(change))
                    return StopReason::Step;
            }
        }
        if (reason != StopReason::Step && reason != StopReason::Event && reason != StopReason::Breakpoint)
            return reason;
    }
    return StopReason::Step;
}

} // namespace Foulplay::Core::Debug
