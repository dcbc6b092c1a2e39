#pragma once

// What the debug layer knows of FukYorBrane, besides its adapter
// (fybdebugengine.cpp): the values its conditions read, its event kinds
// and their payloads. Any thread.

#include "debug/debugevent.h"

namespace Foulplay::Core::Debug {

class ConditionVocabulary;

// The values FukYorBrane's conditions read (ValueRef::variable; Var::Tick and
// Var::Turn are every language's).
namespace Var {
enum : int {
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
} // namespace Var

struct LanguageDescriptor;

// FukYorBrane's descriptor (fybdebugengine.cpp), as the registry lists it
// (core/debug/builtinlanguages.h).
const LanguageDescriptor &fybLanguage();

// The names FukYorBrane's conditions read (fybvocabulary.cpp).
const ConditionVocabulary &fybVocabulary();

// FukYorBrane's event kinds (their numbers are saved with event
// breakpoints). a is the program that owns the thread or the cell buffer (1
// or 2), b the cell or -1, c the thread's process index; d as each says.
namespace FybEvent {
inline constexpr DebugEventKind Commit{13};            // `!` committed d to the cell
inline constexpr DebugEventKind BombCommit{14};        // the value d committed was the bomb
inline constexpr DebugEventKind Fork{15};              // `:` made thread d
inline constexpr DebugEventKind Defect{16};            // d: 1 defected, 0 came back
inline constexpr DebugEventKind ThreadDied{17};        // the thread ended
inline constexpr DebugEventKind PointerEntersCell{18}; // d: 0 the program pointer, 1 the data pointer
} // namespace FybEvent

} // namespace Foulplay::Core::Debug
