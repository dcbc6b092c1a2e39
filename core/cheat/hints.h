#pragma once

#include "common/diagnostic.h"
#include "common/message.h"

#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Cheat {

// The hint for a word where the parser expected one of close (keyword
// spellings): "did you mean 'counts'?" for a near miss or a known synonym
// ("greater" -> "larger than"); empty when nothing is close.
Message wordHint(std::string_view word, const std::vector<std::string_view> &close);

// The hint for a character Cheat does not use ('>' -> "write 'larger than'").
Message symbolHint(std::string_view symbol);

// What the parser expected where its error names expected (a CheatWants...
// code), as data: the words that fit there and the kinds of name or value.
Expected expectedOf(MessageCode expected);

// Levenshtein distance of a and b, ignoring case.
int editDistance(std::string_view a, std::string_view b);

} // namespace Foulplay::Core::Cheat
