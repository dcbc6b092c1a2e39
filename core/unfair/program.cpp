#include "unfair/program.h"

#include <algorithm>

namespace Foulplay::Core::Unfair {

std::optional<std::uint32_t> Program::labelStatement(std::string_view name) const
{
    for (const LabelInfo &label : labels) {
        if (label.name == name)
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
        const SourceRange &range = statements[i].range;
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
