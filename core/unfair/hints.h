#pragma once

#include "common/message.h"

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Unfair {

// "did you mean 'counts'?" (DidYouMean) when word is a small typo away from
// one of the candidates (compared ignoring case unless caseSensitive), else
// an empty message.
Message closestHint(std::string_view word, std::span<const std::string_view> candidates, bool caseSensitive = false);
Message closestHint(std::string_view word, std::initializer_list<std::string_view> candidates,
                    bool caseSensitive = false);
Message closestHint(std::string_view word, const std::vector<std::string_view> &candidates, bool caseSensitive = false);

// "did you mean 'Player 1'?" for "Player1", else an empty message.
Message playerSpacingHint(std::string_view word);

// The suffix an ordinal with these digits takes: "1" -> "st", "12" -> "th", "22" -> "nd".
std::string ordinalSuffix(std::string_view digits);

// "1st", "2nd", "11th", "21st".
std::string ordinal(std::uint64_t value);

} // namespace Foulplay::Core::Unfair
