#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>

// Internals shared by the engine's source files; not part of the interface.
namespace Foulplay::Core::Fyb::Detail {

enum Cells : int { Data = 0, Mods = 1, Spent = 2 };

// The hash key of one cell of one array of one buffer. The state hash is the
// sum of value * key over all cells, so a change of one cell updates it in
// O(1): hash += (new - old) * key.
// The key is a multiplicative hash with its high half folded in: cheap
// enough for every command that changes a cell, and no linear function of
// the cell, so that states which differ rarely share a hash (a shared hash
// only costs the period search a comparison of the cells).
inline std::uint64_t cellKey(int buffer, int array, std::int32_t cell)
{
    std::uint64_t x = (std::uint64_t(std::uint32_t(cell)) << 3) | std::uint64_t(buffer << 2) | std::uint64_t(array);
    x = (x + 1) * 0x9E3779B97F4A7C15ull;
    return x ^ (x >> 32);
}

// The turn `turns` turns after turn, or the last turn number there is.
inline std::uint64_t turnsAhead(std::uint64_t turn, std::uint64_t turns)
{
    return turn + std::min(turns, std::numeric_limits<std::uint64_t>::max() - turn);
}

// Where a jump from an opening bracket at cell lands: past its partner (the
// command after it runs next), or one on when it has none.
inline std::int32_t pastPartner(std::int32_t partner, std::int32_t cell)
{
    return (partner >= 0 ? partner : cell) + 1;
}

// Where a closing bracket at cell goes: to its partner (which runs next and
// checks again), or one on when it has none.
inline std::int32_t toPartner(std::int32_t partner, std::int32_t cell)
{
    return partner >= 0 ? partner : cell + 1;
}

} // namespace Foulplay::Core::Fyb::Detail
