#pragma once

// What the debug layer knows of Unfair, besides its adapter
// (unfairdebugengine.cpp): the values its conditions read, its event kinds
// and their payloads. Any thread.

#include "common/decimal.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

// Unfair's event kinds, in order: X(name) for each, where Events::name
// is its payload. debugevent.h makes DebugEventKind::name and the
// alternatives of DebugEvent::Data of them. A kind's number, its place in
// the three lists (Unfair's, Cheat's, FukYorBrane's), is saved with an
// event breakpoint: the lists keep their order.
#define FOULPLAY_UNFAIR_EVENTS(X) X(CountReset) X(BigReset) X(Desync) X(Resync) X(FullReset)

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
};
} // namespace Var

// The names Unfair's conditions read (unfairvocabulary.cpp).
const ConditionVocabulary &unfairVocabulary();

namespace Events {

// Unfair. player is the acting player's name.
struct CountReset {
    QString player, from, to;
}; // a count reset the visible count: CN from -> to
struct BigReset {
    QString player, raisingNumber;
}; // CN > 100: every counting number back to 5
// Desync, Resync and FullReset also say where the universes stand after
// them, so that views can rebuild the tree of universes exactly: the player's
// index, the actual universe's newest history row (counting steps since the
// start or the last full reset), a de-sync's N and a re-sync's lowest removed
// universe.
struct Desync { // pushed a universe
    QString player;
    std::uint64_t universe = 0;
    QString count;
    int playerIndex = -1;
    std::uint64_t steps = 0;
    std::int64_t row = -1;
};
struct Resync { // universes removed
    QString player, mistaken;
    std::uint64_t removed = 0;
    int playerIndex = -1;
    std::uint64_t lowest = 0;
    std::int64_t row = -1;
    // What the removed universes counted last (Unfair::Event::removedCounts:
    // bottom first, the last count at row - 1), shared by copies; or null.
    std::shared_ptr<const std::vector<std::vector<Decimal>>> counts = {};
};
struct FullReset { // a re-sync by a full reset
    QString player;
    std::int64_t row = -1;
};

} // namespace Events

} // namespace Foulplay::Core::Debug
