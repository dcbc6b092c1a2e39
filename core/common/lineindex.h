#pragma once

#include "common/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace Foulplay::Core {

// Where the lines of a source start: a bit for every byte, set on each line
// feed, and for every 512 bytes the line feeds before them and where their
// line starts. A byte's line is then a count and its column a look back
// within its 512 bytes: about 0.14 bytes for every byte of the source,
// however short or long its lines are.
class LineIndex {
public:
    LineIndex() = default;
    explicit LineIndex(std::string_view source);

    // Line and column (both from 1) of a byte at or before the source's end.
    SourcePos position(std::uint32_t offset) const;
    std::size_t byteSize() const
    {
        return m_bits.capacity() * sizeof(std::uint64_t)
               + (m_before.capacity() + m_lineStart.capacity()) * sizeof(std::uint32_t);
    }

    friend bool operator==(const LineIndex &, const LineIndex &) = default;

private:
    static constexpr std::size_t WordsPerBlock = 8; // 512 bytes of source
    std::vector<std::uint64_t> m_bits;              // bit b of word w: byte 64w + b is a line feed
    std::vector<std::uint32_t> m_before;            // line feeds before word 8k, for every k
    std::vector<std::uint32_t> m_lineStart;         // the start of the line byte 512k is on
};

} // namespace Foulplay::Core
