#pragma once

#include "common/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Fyb {

// One parsed FukYorBrane program: its cells (command values 0..16, see
// command.h) and where each came from in the source. Positions are kept as
// byte offsets plus a table of line starts (4 bytes a cell), so a 10 MB
// program stays small; rangeOf() turns them into line and column.
class Program {
public:
    // The command values, one a cell, in source order (no padding).
    const std::vector<std::uint8_t> &cells() const { return m_cells; }
    std::size_t size() const { return m_cells.size(); }
    bool empty() const { return m_cells.empty(); }

    // Whether source positions were kept (see parse()).
    bool hasPositions() const { return m_offsets.size() == m_cells.size(); }
    // Line and column (1-based) of cell index's character; the range covers
    // that one character. Cells past the end (padding) have no source: an
    // empty range at line 0 is returned for them.
    SourceRange rangeOf(std::size_t index) const;
    // The cell whose character is at line/column, or -1 if none is there.
    std::int64_t cellAt(SourcePos pos) const;

private:
    friend struct ProgramBuilder;
    std::vector<std::uint8_t> m_cells;
    std::vector<std::uint32_t> m_offsets;
    std::vector<std::uint32_t> m_lineStarts{0};
};

struct ParseResult {
    Program program;
    std::vector<Diagnostic> diagnostics; // errors make the program unusable
};

// The most cells one program may have.
inline constexpr std::size_t MaxCells = std::size_t(1) << 30;

// Reads one program. Every byte sequence is accepted: the command characters
// are kept, `(` ... `)` is a comment (no nesting), everything else is ignored.
// Diagnostics: a warning for a comment that is never closed (the rest of the
// file is then a comment, as in the original), an error for a source of 4 GiB
// or more or a program of more than MaxCells commands. keepPositions false
// leaves out the source positions (rangeOf() is then empty, 4 bytes a cell
// less) for callers that never show them. Pure; any thread.
ParseResult parse(std::string_view source, bool keepPositions = true);

} // namespace Foulplay::Core::Fyb
