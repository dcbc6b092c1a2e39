#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace Foulplay::Core {

// An open-addressing hash set of indices into entries kept elsewhere (the
// labels of a program, its players): the caller hashes an entry and says
// whether one is the one it looks for. Four bytes a slot and at most three
// quarters full, without a node per entry; sized once when the count is
// known, or doubled as entries come.
class IndexSet {
public:
    IndexSet() = default;
    // Room for count entries without growing.
    explicit IndexSet(std::size_t count)
        : m_slots(count + count / 3 + 1, 0)
    {
    }

    // The index whose entry `same` accepts among those added under hash.
    template<typename Same> std::optional<std::uint32_t> find(std::size_t hash, Same same) const
    {
        if (m_slots.empty())
            return std::nullopt;
        for (std::size_t i = slotOf(hash);; i = next(i)) {
            if (m_slots[i] == 0)
                return std::nullopt;
            if (same(m_slots[i] - 1))
                return m_slots[i] - 1;
        }
    }
    // Adds index under hash (find() did not find it); hashOf(i) is the hash
    // of the entry of an index added before, for when the set grows.
    template<typename HashOf> void add(std::size_t hash, std::uint32_t index, HashOf hashOf)
    {
        if (4 * (m_count + 1) > 3 * m_slots.size()) {
            std::vector<std::uint32_t> old(std::max<std::size_t>(16, 2 * m_slots.size()), 0);
            old.swap(m_slots);
            for (const std::uint32_t slot : old) {
                if (slot != 0)
                    insert(hashOf(slot - 1), slot);
            }
        }
        insert(hash, index + 1);
        ++m_count;
    }

    std::size_t byteSize() const { return m_slots.capacity() * sizeof(std::uint32_t); }

private:
    std::size_t slotOf(std::size_t hash) const
    {
        return std::size_t((std::uint64_t(std::uint32_t(hash ^ (hash >> 32))) * m_slots.size()) >> 32);
    }
    std::size_t next(std::size_t i) const { return i + 1 == m_slots.size() ? 0 : i + 1; }
    void insert(std::size_t hash, std::uint32_t slot)
    {
        std::size_t i = slotOf(hash);
        while (m_slots[i] != 0)
            i = next(i);
        m_slots[i] = slot;
    }

    std::vector<std::uint32_t> m_slots; // index + 1; 0: empty
    std::size_t m_count = 0;
};

} // namespace Foulplay::Core
