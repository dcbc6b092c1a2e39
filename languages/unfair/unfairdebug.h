#pragma once

// What the debug layer knows of Unfair, besides its adapter
// (unfairdebugengine.cpp): the values its conditions read, its event kinds
// and their payloads. Any thread.

#include "common/decimal.h"
#include "debug/debugevent.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace Foulplay::Core::Debug {

class ConditionVocabulary;

// The values Unfair's conditions read (ValueRef::variable; Var::Tick and
// Var::Turn are every language's).
namespace Var {
enum : int {
    Count = 10,     // the visible count
    ActualCount,    // the bottom universe's count
    Universes,      // universes on the stack
    CountingNumber, // args: player number
    RaisingNumber,  // args: player number
    UniverseCount,  // args: the universe, from 0 (the actual one) up the stack
};
} // namespace Var

struct LanguageDescriptor;

// Unfair's descriptor (unfairdebugengine.cpp), as the registry lists it
// (core/debug/builtinlanguages.h).
const LanguageDescriptor &unfairLanguage();

// The names Unfair's conditions read (unfairvocabulary.cpp).
const ConditionVocabulary &unfairVocabulary();

// Unfair's event kinds (their numbers are saved with event breakpoints).
// a is the acting player's index; the values are texts, as the words of
// the kind fill them in (unfairdebugengine.cpp).
namespace UnfairEvent {
inline constexpr DebugEventKind CountReset{0}; // values: player, CN before, CN after
inline constexpr DebugEventKind BigReset{1};   // CN > 100; values: player, raising number
inline constexpr DebugEventKind Desync{2};     // values: player, universe, its count
inline constexpr DebugEventKind Resync{3};     // b: universes removed; values: player, the mistaken player
inline constexpr DebugEventKind FullReset{4};  // values: player
} // namespace UnfairEvent

namespace Events {

// Where the universes stand after a Desync, Resync or FullReset, so that
// views can rebuild the tree of universes exactly (DebugEvent::detail).
struct UniverseChange final : EventDetail {
    int player = -1;            // the acting player's index (-1: a full reset)
    std::uint64_t universe = 0; // Desync: the universe made; Resync: the lowest one removed
    std::uint64_t removed = 0;  // Resync: how many were removed
    std::uint64_t steps = 0;    // Desync: its N (counting steps since the start or the last full reset)
    std::int64_t row = -1;      // the actual universe's newest history row after it
    // Resync: what the removed universes counted last (Unfair::Event::removedCounts:
    // bottom first, the last count at row - 1), shared by copies; or null.
    std::shared_ptr<const std::vector<std::vector<Decimal>>> counts = {};
};

} // namespace Events

} // namespace Foulplay::Core::Debug
