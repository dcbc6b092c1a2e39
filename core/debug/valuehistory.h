#pragma once

// The history of one value: every tick that changed it, found by running the
// program a tick at a time and reading the value after each. What
// `foulplay-cli history` prints, and what the data breakpoints are checked
// against. Worker thread of the engine it is given.

#include "common/decimal.h"
#include "common/stopreason.h"
#include "debug/condition.h"
#include "debug/debugtypes.h"

#include <QMetaType>

#include <cstdint>
#include <functional>
#include <optional>

namespace Foulplay::Core::Debug {

class DebugEngine;

// One change of a value. The value reads `after` once `tick` ticks are done
// and read `before` one tick earlier: the tick that changed it ran `where`.
struct ValueChange {
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    std::optional<Decimal> before; // nullopt: the value did not exist (no such universe, thread ...)
    std::optional<Decimal> after;
    DebugLocation where; // the statement (FYB: the cell and thread) the changing tick ran
    int player = -1;     // whose statement it was (DebugEngine::nextPlayer()), -1 none
    QString value;       // a data breakpoint's: the value as it names it ("score(Bob)")

    friend bool operator==(const ValueChange &, const ValueChange &) = default;
};

// The value of an expression (a name such as `score(Alice)` or `data(2, 7)`,
// or any sum of them) now; nullopt when it does not exist.
std::optional<Decimal> currentValue(const DebugEngine &engine, const Condition &value);

// Runs engine a tick at a time from where it is until it stops (finished,
// an error, a limit, input it lacks) or maxTicks ticks ran, calling onChange
// after every tick that changed value. onChange returns false to stop early.
// Returns why the run stopped (StopReason::Step when maxTicks ran out or
// onChange stopped it).
StopReason scanChanges(DebugEngine &engine, const Condition &value, std::uint64_t maxTicks,
                       const std::function<bool(const ValueChange &)> &onChange);

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::ValueChange)
