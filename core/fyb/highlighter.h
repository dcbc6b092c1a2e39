#pragma once

#include "common/highlight.h"

#include <string_view>
#include <vector>

namespace Foulplay::Core::Fyb {

// The editor's lexer, line by line, reading exactly what parse() reads:
// command characters (coloured by kind), `(` ... `)` comments spanning lines
// (no nesting), everything else ignored text. stateIn is 1 when the line
// starts inside a comment (0 at the start of a file); returns the state at the
// end of the line. Appends merged runs of equal kind to out. Pure; any thread.
int highlightLine(std::string_view line, int stateIn, std::vector<Token> &out);

// The token kind of a command value (0..16), TokenKind::Text for others.
TokenKind tokenKindOf(int value);

} // namespace Foulplay::Core::Fyb
