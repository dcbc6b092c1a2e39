#pragma once

namespace Foulplay::Core::Debug {

// What a language's engine can do beyond the common ground (the Debug Adapter
// Protocol's idea): callers ask before they use an optional function of
// DebugEngine, instead of each engine implementing it as a no-op. A value.
struct Capabilities {
    int programs = 1;               // programs a run needs (FYB: the two of a battle)
    bool supportsLabels = false;    // label breakpoints: DebugEngine::labelStatement() (Unfair)
    bool supportsThreads = false;   // several threads: DebugEngine::nextThread() (FYB)
    bool supportsCellWatch = false; // "a pointer enters a cell": DebugEngine::setWatchedCells() (FYB)
    bool supportsStepOver = false;  // jumps or loops to step over: DebugEngine::stepOverTarget()
    bool supportsTurns = false;     // a turn is longer than a tick (Cheat, FYB)
    bool supportsInput = false;     // the program reads input (Unfair, Cheat)

    // A run is a battle of two programs.
    bool isBattle() const { return programs == 2; }
};

} // namespace Foulplay::Core::Debug
