#include "common/lineindex.h"

#include <bit>
#include <cstring>

namespace Foulplay::Core {

LineIndex::LineIndex(std::string_view source)
{
    m_bits.assign(source.size() / 64 + 1, 0);
    for (const char *at = source.data(), *end = at + source.size();;) {
        const void *feed = std::memchr(at, '\n', std::size_t(end - at));
        if (!feed)
            break;
        const auto offset = std::size_t(static_cast<const char *>(feed) - source.data());
        m_bits[offset / 64] |= std::uint64_t(1) << (offset % 64);
        at = static_cast<const char *>(feed) + 1;
    }
    m_before.reserve(m_bits.size() / WordsPerBlock + 1);
    m_lineStart.reserve(m_bits.size() / WordsPerBlock + 1);
    std::uint32_t before = 0;
    std::uint32_t lineStart = 0;
    for (std::size_t word = 0; word < m_bits.size(); ++word) {
        if (word % WordsPerBlock == 0) {
            m_before.push_back(before);
            m_lineStart.push_back(lineStart);
        }
        if (const std::uint64_t bits = m_bits[word]) {
            before += std::uint32_t(std::popcount(bits));
            lineStart = std::uint32_t(word * 64 + std::size_t(63 - std::countl_zero(bits)) + 1);
        }
    }
}

SourcePos LineIndex::position(std::uint32_t offset) const
{
    const std::size_t word = offset / 64;
    if (word >= m_bits.size())
        return {1, int(offset) + 1}; // no source was indexed
    // The line feeds before the byte: they end the lines above it.
    const std::uint64_t below = m_bits[word] & ((std::uint64_t(1) << (offset % 64)) - 1);
    std::size_t feeds = m_before[word / WordsPerBlock] + std::size_t(std::popcount(below));
    for (std::size_t w = word - word % WordsPerBlock; w < word; ++w)
        feeds += std::size_t(std::popcount(m_bits[w]));
    // The line starts after the last of them: in these 512 bytes, or where
    // the line of their first byte starts.
    std::size_t lineStart = m_lineStart[word / WordsPerBlock];
    if (below) {
        lineStart = word * 64 + std::size_t(63 - std::countl_zero(below)) + 1;
    } else {
        for (std::size_t w = word; w > word - word % WordsPerBlock;) {
            --w;
            if (m_bits[w]) {
                lineStart = w * 64 + std::size_t(63 - std::countl_zero(m_bits[w])) + 1;
                break;
            }
        }
    }
    return {int(feeds) + 1, int(offset - lineStart) + 1};
}

} // namespace Foulplay::Core
