#pragma once

#include "fyb/types.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace Foulplay::Core::Fyb {

// The complete state of a battle as a value: both buffers, the process table,
// the counters and the position inside the current turn. Engine::restore()
// of a snapshot followed by stepping gives exactly the run that would have
// followed the moment it was taken. Copyable; compare with ==.
struct Snapshot {
    std::array<std::vector<std::uint8_t>, 2> data;  // committed values, L each
    std::array<std::vector<std::uint8_t>, 2> mods;  // uncommitted values
    std::array<std::vector<std::uint8_t>, 2> spent; // 1: a `:` here has forked
    std::vector<Process> processes;                 // the whole table, in creation order
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    std::uint32_t next = 0; // table index of the process that runs next
    std::optional<Result> result;

    // Approximate heap size in bytes.
    std::size_t byteSize() const
    {
        std::size_t size = sizeof(Snapshot) + processes.size() * sizeof(Process);
        for (int b = 0; b < 2; ++b)
            size += data[b].size() + mods[b].size() + spent[b].size();
        return size;
    }
    friend bool operator==(const Snapshot &, const Snapshot &) = default;
};

} // namespace Foulplay::Core::Fyb
