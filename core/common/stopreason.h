#pragma once

namespace Foulplay::Core {

// Why an engine's step() or run() returned, in the Debug Adapter Protocol's
// vocabulary. Every engine uses this enum.
enum class StopReason {
    Step,        // the requested number of ticks ran; the program can go on
    Event,       // a game event the caller asked to stop on happened
    Breakpoint,  // reserved for the debug layer
    InputNeeded, // the program reads and no input is available yet; nothing was consumed
    Error,       // a runtime error ended the run (see the engine's error())
    Finished,    // the program or battle ended normally
    StepLimit,   // the configured step / turn limit was reached
};

} // namespace Foulplay::Core
