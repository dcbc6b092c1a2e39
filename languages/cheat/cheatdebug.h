#pragma once

// What the debug layer knows of Cheat, besides its adapter
// (cheatdebugengine.cpp): the values its conditions read, its event kinds
// and their payloads. Any thread.

#include <QString>

// Cheat's event kinds, in order: X(name) for each, where Events::name
// is its payload. debugevent.h makes DebugEventKind::name and the
// alternatives of DebugEvent::Data of them. A kind's number, its place in
// the three lists (Unfair's, Cheat's, FukYorBrane's), is saved with an
// event breakpoint: the lists keep their order.
#define FOULPLAY_CHEAT_EVENTS(X)                                                                                       \
    X(CheatCommitted) X(ValidCall) X(Win) X(WinRevoked) X(Count) X(InvalidCall) X(Shout) X(Ask)

namespace Foulplay::Core::Debug {

class ConditionVocabulary;

// The values Cheat's conditions read (ValueRef::variable; Var::Tick and
// Var::Turn are every language's).
namespace Var {
enum : int {
    Score = 20, // args: player name
    Wins,       // args: player name
    Windows,    // open cheat windows of a player; args: player name
};
} // namespace Var

// The names Cheat's conditions read (cheatvocabulary.cpp).
const ConditionVocabulary &cheatVocabulary();

namespace Events {

// Cheat. player: the acting player's index (the caller; WinRevoked: the
// cheater); statement: the statement that acted.
struct CheatAct {
    int player = -1;
    int statement = -1;
};
struct CheatCommitted : CheatAct { }; // counting by more than 1 opened a window
struct Count : CheatAct { };          // a player counted the statement's amount
struct ValidCall : CheatAct {
    QString caller, cheater;
};
struct Win : CheatAct {
    QString name;
};
struct WinRevoked : CheatAct {
    QString name;
}; // a caught winning cheat lost its win
struct InvalidCall : CheatAct {
    QString caller, target;
}; // target empty: called on nobody
struct Shout : CheatAct {
    QString name, value;
}; // shouted their score
struct Ask : CheatAct {
    QString name, value;
}; // asked for a number and read it

} // namespace Events

} // namespace Foulplay::Core::Debug
