#pragma once

#include "common/message.h"

#include <string>
#include <vector>

namespace Foulplay::Core {

// A word of MessageWords as its translation is looked up: the English and
// what it is for (the translators' comment, or "").
struct WordSource {
    const char *english;
    const char *comment;
};
struct MessageWordSources {
    WordSource endOfProgram;
    WordSource listComma;
    WordSource listOr;
};
// The one place the English of MessageWords is written (lupdate reads it
// in message.cpp); front ends translate these. Any thread.
const MessageWordSources &messageWordSources();
// The same words in English, as englishText() uses them. Any thread.
const MessageWords &englishWords();

// The items as alternatives in words' language: "a, b or c" ("" for none).
std::string alternatives(const std::vector<std::string> &items, const MessageWords &words);

} // namespace Foulplay::Core
