#pragma once

#include "common/highlight.h"

#include <string_view>
#include <vector>

namespace Foulplay::Core::Unfair {

// Colours one line of Unfair for the editor with the parser's own lexer.
// stateIn is what the previous line ended in (0 at the start of a file): a
// `Label` or `do` still waiting for its label name, or a `Player` for its
// number. Replaces out with the line's tokens and returns the state this line
// ends in. Pure; any thread.
int highlightLine(std::string_view line, int stateIn, std::vector<Token> &out);

// Every keyword of Unfair, spelled as the manual writes them (keywords are
// case-insensitive). The IDE's syntax definition must list the same words.
const std::vector<std::string_view> &keywords();

} // namespace Foulplay::Core::Unfair
