#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace Foulplay::Fuzz {

// One input of one fuzz target. Each function runs what its target covers
// and aborts (std::abort) when an invariant breaks; a crash, a hang or a
// blow-up is what the fuzzer finds on its own. Used by the libFuzzer
// targets (tests/fuzz, FOULPLAY_FUZZ) and by tst_fuzzregressions, which
// replays every file under tests/fuzz/regressions/<target>/.

// Unfair: parse, then run the first 10,000 steps of what parses.
void unfairInput(std::string_view data);
// Cheat: parse, then run up to 2,000 slots of what parses (a slot may
// look at every statement and every open window), traced and untraced:
// both runs must be the same.
void cheatInput(std::string_view data);
// FYB: parse, then battle a fixed warrior for at most 10,000 turns.
void fybInput(std::string_view data);
// The replay-file reader (JSON).
void replayInput(std::string_view data);
// The breakpoint condition parser, with each language's names.
void conditionInput(std::string_view data);

// Target name ("unfair", "cheat", "fyb", "replay", "condition") to function.
using Target = void (*)(std::string_view);
Target targetNamed(std::string_view name);

} // namespace Foulplay::Fuzz
