#include "fyb/parser.h"

#include "fyb/command.h"

#include <algorithm>
#include <array>

namespace Foulplay::Core::Fyb {

struct ProgramBuilder {
    static void build(Program &program, std::string_view source, bool keepPositions, std::vector<Diagnostic> &diags);
};

namespace {

// Command value of each byte; -1 for ignored bytes.
constexpr std::array<std::int8_t, 256> makeTable()
{
    std::array<std::int8_t, 256> table{};
    for (int c = 0; c < 256; ++c)
        table[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(commandValue(static_cast<char>(c)));
    return table;
}
constexpr std::array<std::int8_t, 256> ValueOfByte = makeTable();

// The position of a byte of the source, counted in the source itself (for the
// rare diagnostics of a program that keeps no line starts).
SourcePos posIn(std::string_view source, std::uint32_t offset)
{
    const std::string_view before = source.substr(0, offset);
    const auto line = static_cast<int>(std::count(before.begin(), before.end(), '\n')) + 1;
    const std::size_t newline = before.rfind('\n');
    const std::size_t start = newline == std::string_view::npos ? 0 : newline + 1;
    return SourcePos{line, static_cast<int>(offset - start) + 1};
}

SourcePos posOf(const std::vector<std::uint32_t> &lineStarts, std::uint32_t offset)
{
    const auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset);
    const auto line = static_cast<int>(it - lineStarts.begin());
    return SourcePos{line, static_cast<int>(offset - *(it - 1)) + 1};
}

} // namespace

void ProgramBuilder::build(Program &program, std::string_view source, bool keepPositions,
                           std::vector<Diagnostic> &diags)
{
    if (source.size() >= (std::size_t(1) << 32)) {
        diags.push_back({Severity::Error, {}, {MessageCode::FybTooLarge}, {}});
        return;
    }
    const auto size = static_cast<std::uint32_t>(source.size());
    // A first pass counts the commands, so that the cells (and positions)
    // take what they need and no more, without copies as they grow.
    std::size_t commands = 0;
    bool inComment = false;
    for (const char c : source) {
        if (inComment)
            inComment = c != ')';
        else if (c == '(')
            inComment = true;
        else
            commands += ValueOfByte[static_cast<unsigned char>(c)] >= 0;
    }
    program.m_cells.reserve(std::min(commands, MaxCells));
    if (keepPositions)
        program.m_offsets.reserve(std::min(commands, MaxCells));
    inComment = false;
    std::uint32_t commentStart = 0;
    for (std::uint32_t i = 0; i < size; ++i) {
        const char c = source[i];
        if (c == '\n') {
            // Line starts serve the positions; without them, the rare
            // diagnostic counts its line in the source (posIn()).
            if (keepPositions)
                program.m_lineStarts.push_back(i + 1);
            continue;
        }
        if (inComment) {
            inComment = c != ')';
            continue;
        }
        if (c == '(') {
            inComment = true;
            commentStart = i;
            continue;
        }
        const int value = ValueOfByte[static_cast<unsigned char>(c)];
        if (value < 0)
            continue;
        if (program.m_cells.size() == MaxCells) {
            const SourcePos pos = posIn(source, i);
            diags.push_back({Severity::Error,
                             {pos, {pos.line, pos.column + 1}},
                             {MessageCode::FybTooManyCommands, {std::to_string(MaxCells)}},
                             {}});
            return;
        }
        program.m_cells.push_back(static_cast<std::uint8_t>(value));
        if (keepPositions)
            program.m_offsets.push_back(i);
    }
    if (inComment) {
        const SourcePos pos = posIn(source, commentStart);
        diags.push_back({Severity::Warning,
                         {pos, {pos.line, pos.column + 1}},
                         {MessageCode::FybOpenComment},
                         {MessageCode::FybOpenCommentHint}});
    }
}

SourceRange Program::rangeOf(std::size_t index) const
{
    if (index >= m_offsets.size())
        return SourceRange{{0, 0}, {0, 0}};
    const SourcePos begin = posOf(m_lineStarts, m_offsets[index]);
    return SourceRange{begin, {begin.line, begin.column + 1}};
}

std::int64_t Program::cellAt(SourcePos pos) const
{
    if (pos.line < 1 || pos.column < 1 || static_cast<std::size_t>(pos.line) > m_lineStarts.size())
        return -1;
    const std::uint64_t offset = std::uint64_t(m_lineStarts[static_cast<std::size_t>(pos.line - 1)])
                                 + static_cast<std::uint64_t>(pos.column - 1);
    const auto line = static_cast<std::size_t>(pos.line);
    if (line < m_lineStarts.size() && offset >= m_lineStarts[line])
        return -1; // past the end of that line
    const auto it = std::lower_bound(m_offsets.begin(), m_offsets.end(), offset);
    if (it == m_offsets.end() || *it != offset)
        return -1;
    return it - m_offsets.begin();
}

ParseResult parse(std::string_view source, bool keepPositions)
{
    ParseResult result;
    ProgramBuilder::build(result.program, source, keepPositions, result.diagnostics);
    if (hasErrors(result.diagnostics))
        result.program = Program();
    return result;
}

} // namespace Foulplay::Core::Fyb
