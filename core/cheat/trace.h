#pragma once

#include "common/decimal.h"
#include "common/diagnostic.h"

#include <cstdint>
#include <vector>

namespace Foulplay::Core::Cheat {

// One step of a condition's evaluation, for the debugger's turn view.
struct TraceItem {
    enum class Kind : std::uint8_t {
        Condition, // a condition node: node indexes Program::conditions, truth its result
        Value,     // a value: node indexes Program::expressions (-1: the compared score)
        Looked,    // a prediction looked at statement node; truth: its condition held
    };
    Kind kind = Kind::Condition;
    int depth = 0; // 0 = the statement's whole condition; children are deeper
    int node = -1;
    std::uint32_t begin = 0; // where it is in the source: Program::range(item)
    std::uint32_t end = 0;
    bool truth = false;
    bool cached = false; // Looked: the answer was already known in this slot
    Decimal value;       // Value

    friend bool operator==(const TraceItem &, const TraceItem &) = default;
};

// How one slot went: whether its condition held and why.
struct SlotTrace {
    // Items deeper than this are left out (evaluation goes on): a chain of
    // predictions, each looking at the next statement, would otherwise
    // record every statement inside every other.
    static constexpr int MaxDepth = 64;

    std::uint64_t slot = 0;
    int statement = -1;
    bool ran = false; // false until the statement has run with tracing on
    bool hasCondition = false;
    bool acted = false;
    // Post-order: a node's children come before it, one level deeper. Operands
    // that short-circuit evaluation skipped do not appear.
    std::vector<TraceItem> items;

    friend bool operator==(const SlotTrace &, const SlotTrace &) = default;
};

} // namespace Foulplay::Core::Cheat
