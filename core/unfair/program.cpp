#include "unfair/program.h"

#include <algorithm>

namespace Foulplay::Core::Unfair {

SourcePos Program::position(std::uint32_t offset) const
{
    const auto after = std::upper_bound(lines.begin(), lines.end(), offset,
                                        [](std::uint32_t o, const LineMark &mark) { return o < mark.offset; });
    if (after == lines.begin())
        return {1, int(offset) + 1};
    const LineMark &mark = *(after - 1);
    return {int(mark.line), int(offset - mark.offset) + 1};
}

std::size_t Program::byteSize() const
{
    return statements.capacity() * sizeof(Statement) + players.capacity() * sizeof(Decimal)
           + constants.capacity() * sizeof(Decimal) + labels.capacity() * sizeof(LabelInfo) + labelNames.capacity()
           + lines.capacity() * sizeof(LineMark);
}

std::optional<std::uint32_t> Program::labelStatement(std::string_view name) const
{
    for (const LabelInfo &label : labels) {
        if (labelName(label) == name)
            return label.statement;
    }
    return std::nullopt;
}

std::optional<std::uint32_t> Program::playerIndex(const Decimal &number) const
{
    const auto it = std::find(players.begin(), players.end(), number);
    if (it == players.end())
        return std::nullopt;
    return std::uint32_t(it - players.begin());
}

std::vector<std::uint32_t> Program::statementsAt(int line, int column) const
{
    std::vector<std::uint32_t> found;
    for (std::uint32_t i = 0; i < statements.size(); ++i) {
        const SourceRange range = this->range(statements[i]);
        if (line < range.begin.line || line > range.end.line)
            continue;
        if (column > 0) {
            const SourcePos pos{line, column};
            if (pos < range.begin || !(pos < range.end))
                continue;
        }
        found.push_back(i);
    }
    return found;
}

} // namespace Foulplay::Core::Unfair
