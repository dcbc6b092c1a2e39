#pragma once

// What the debug layer knows of FukYorBrane, besides its adapter
// (fybdebugengine.cpp): the values its conditions read, its event kinds
// and their payloads. Any thread.

// FukYorBrane's event kinds, in order: X(name) for each, where Events::name
// is its payload. debugevent.h makes DebugEventKind::name and the
// alternatives of DebugEvent::Data of them. A kind's number, its place in
// the three lists (Unfair's, Cheat's, FukYorBrane's), is saved with an
// event breakpoint: the lists keep their order.
#define FOULPLAY_FYB_EVENTS(X) X(Commit) X(BombCommit) X(Fork) X(Defect) X(ThreadDied) X(PointerEntersCell)

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

// The names FukYorBrane's conditions read (fybvocabulary.cpp).
const ConditionVocabulary &fybVocabulary();

namespace Events {

// FukYorBrane. program owns the thread or the cell buffer (1 or 2); cell is
// the cell or -1; thread the process index.
struct FybAct {
    int program = 0;
    int cell = -1;
    int thread = -1;
};
struct Commit : FybAct {
    int value = 0;
}; // `!` committed value to cell
struct BombCommit : FybAct {
    int value = 0;
}; // the committed value was the bomb
struct Fork : FybAct {
    int child = 0;
}; // `:` created thread child
struct Defect : FybAct {
    bool defected = false;
};
struct ThreadDied : FybAct { };
struct PointerEntersCell : FybAct {
    bool dataPointer = false;
}; // pp (false) or dp

} // namespace Events

} // namespace Foulplay::Core::Debug
