#pragma once

// The variables each language's conditions read (ValueRef::variable), shared
// by the vocabularies (conditionvocabulary.cpp) and the engine adapters.
// Internal to core/debug.

namespace Foulplay::Core::Debug::Var {

enum : int {
    Tick = 1, // ticks done
    Turn,     // the turn number
    // Unfair
    Count = 10,     // the visible count
    ActualCount,    // the bottom universe's count
    Universes,      // universes on the stack
    CountingNumber, // args: player number
    RaisingNumber,  // args: player number
    // Cheat
    Score = 20, // args: player name
    Wins,       // args: player name
    Windows,    // open cheat windows of a player; args: player name
    // FYB
    Threads = 30,   // live threads of a program; args: 1 or 2
    Processes,      // live processes of both programs
    Length,         // buffer length
    Data,           // args: program, cell
    Mods,           // args: program, cell
    Spent,          // args: program, cell
    ProgramPointer, // args: process index
    DataPointer,    // args: process index
    Defected,       // args: process index
};

} // namespace Foulplay::Core::Debug::Var
