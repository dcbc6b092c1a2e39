#include "common/diagnostic.h"

#include <algorithm>

namespace Foulplay::Core {

bool hasErrors(const std::vector<Diagnostic> &diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

std::string formatDiagnostic(const std::string &fileName, const Diagnostic &diagnostic)
{
    std::string text = fileName + ':' + std::to_string(diagnostic.range.begin.line) + ':'
        + std::to_string(diagnostic.range.begin.column) + ": "
        + (diagnostic.severity == Severity::Error ? "error: " : "warning: ") + diagnostic.message;
    if (!diagnostic.hint.empty())
        text += " (" + diagnostic.hint + ')';
    return text;
}

} // namespace Foulplay::Core
