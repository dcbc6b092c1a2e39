#pragma once

#include "common/highlight.h"

#include <string_view>
#include <vector>

namespace Foulplay::Core::Cheat {

// Colours one line of a Cheat program for the editor, with the parser's own
// lexer: keywords, comparison and arithmetic words, players, pronouns,
// numbers, comments, the '.' ending a statement, and unreadable characters.
// stateIn/return value: nothing carries over between lines in Cheat (a
// comment ends with its line), so this always returns 0. Callable from any thread.
int highlightLine(std::string_view line, int stateIn, std::vector<Core::Token> &out);

} // namespace Foulplay::Core::Cheat
