#include "unfair/program.h"

#include <algorithm>

namespace Foulplay::Core::Unfair {

std::size_t Program::byteSize() const
{
    return statements.capacity() * sizeof(Statement) + playerNumbers.capacity()
           + playerEnds.capacity() * sizeof(std::uint32_t) + constants.capacity() * sizeof(Decimal)
           + labelNames.capacity() + lines.byteSize();
}

std::optional<std::uint32_t> Program::labelStatement(std::string_view name) const
{
    for (std::uint32_t i = 0; i < statements.size(); ++i) {
        if (statements[i].definesLabel() && labelName(statements[i]) == name)
            return i;
    }
    return std::nullopt;
}

std::vector<std::uint32_t> Program::labels() const
{
    std::vector<std::uint32_t> found;
    for (std::uint32_t i = 0; i < statements.size(); ++i) {
        if (statements[i].definesLabel())
            found.push_back(i);
    }
    return found;
}

std::optional<std::uint32_t> Program::playerIndex(const Decimal &number) const
{
    const std::string text = number.toString();
    for (std::uint32_t player = 0; player < playerCount(); ++player) {
        if (playerNumber(player) == text)
            return player;
    }
    return std::nullopt;
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
