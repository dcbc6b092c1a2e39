#pragma once

#include "fyb/parser.h"
#include "fyb/types.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace Foulplay::Core::Fyb {

// One battle of a hill: warrior `first` is program 1, `second` program 2
// (indices into the hill's list of warriors).
struct Pairing {
    std::uint32_t first = 0;
    std::uint32_t second = 0;
    friend bool operator==(const Pairing &, const Pairing &) = default;
};

// Every ordered pair of distinct warriors of a hill of `count`, row by row
// (0-1, 0-2, ..., 1-0, 1-2, ...); with `self`, i-i too, in its place.
std::vector<Pairing> hillPairings(std::size_t count, bool self);
// How many battles hillPairings(count, self) holds.
std::size_t hillBattleCount(std::size_t count, bool self);
// hillPairings(count, self)[index], without building the list (a hill of
// a thousand warriors has a million battles). index < hillBattleCount().
Pairing hillPairing(std::size_t count, bool self, std::size_t index);
// The index of (first, second) in hillPairings(count, self), or nullopt
// when the hill has no such battle.
std::optional<std::size_t> hillPairingIndex(std::size_t count, bool self, Pairing pairing);

// The `index`-th of `count` equal slices of `total` items, as [begin, end):
// slice k holds items k*total/count up to (k+1)*total/count.
// index < count <= 2^32.
std::pair<std::size_t, std::size_t> shardRange(std::size_t total, std::size_t index, std::size_t count);

// Points of a battle in a hill, as on Core War hills: 3 a win, 1 a draw.
inline constexpr int WinPoints = 3;
inline constexpr int DrawPoints = 1;

// One warrior's line of a hill table.
struct HillScore {
    std::uint32_t warrior = 0; // index into the hill's warriors
    std::uint64_t wins = 0;
    std::uint64_t losses = 0;
    std::uint64_t draws = 0;
    std::uint64_t score = 0;
    int rank = 0; // 1-based; warriors with equal scores share a rank
    std::uint64_t battles() const { return wins + losses + draws; }
};

// The ranked table of a hill of `count` warriors: every played battle
// (results[i] belongs to pairings[i]; empty ones are left out) counts for
// both sides; a battle of a warrior against itself therefore counts twice
// (a win and a loss, or two draws). Sorted by score, then wins, then index;
// equal scores share a rank (1, 2, 2, 4). Pure; any thread.
std::vector<HillScore> hillTable(std::size_t count, std::span<const Pairing> pairings,
                                 std::span<const std::optional<Result>> results);

// Plays one battle to its end. Returns nullopt when *stop became true first
// (checked at the end of every turn). Any thread.
std::optional<Result> playBattle(const Program &first, const Program &second, const Settings &settings,
                                 const std::atomic<bool> *stop = nullptr);

// Plays battles on `jobs` threads of its own (at least one) and returns when
// all are played or *stop is true (the battles in progress then end without
// a result). Each result goes to onResult(index into pairings, result),
// called from the worker threads one at a time, in no fixed order. The
// results themselves do not depend on the threads: each battle is
// deterministic. Blocks the calling thread; call it from any thread.
void playBattles(std::span<const Program> programs, std::span<const Pairing> pairings, const Settings &settings,
                 unsigned jobs, const std::atomic<bool> &stop,
                 const std::function<void(std::size_t, const Result &)> &onResult);
// A battle to play: its id (given back to onResult) and its warriors.
struct NextBattle {
    std::size_t id = 0;
    Pairing pairing;
};

// The same for the battles next() hands out one by one (called from the
// worker threads one at a time; nullopt when none is left), so no list of
// them needs to exist. onResult(id, result) as above.
void playBattles(std::span<const Program> programs, const std::function<std::optional<NextBattle>()> &next,
                 const Settings &settings, unsigned jobs, const std::atomic<bool> &stop,
                 const std::function<void(std::size_t, const Result &)> &onResult);

// Counts one played battle of pairing in table (indexed by warrior, as
// hillTable starts it): for both sides, as hillTable does.
void creditHillBattle(std::vector<HillScore> &table, Pairing pairing, int winner);
// Sorts table as hillTable's result and gives the ranks.
void rankHillTable(std::vector<HillScore> &table);

} // namespace Foulplay::Core::Fyb
