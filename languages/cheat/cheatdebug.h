#pragma once

// What the debug layer knows of Cheat, besides its adapter
// (cheatdebugengine.cpp): the values its conditions read, its event kinds
// and their payloads. Any thread.

#include "debug/debugevent.h"

#include <QString>

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

struct LanguageDescriptor;

// Cheat's descriptor (cheatdebugengine.cpp), as the registry lists it
// (core/debug/builtinlanguages.h).
const LanguageDescriptor &cheatLanguage();

// The names Cheat's conditions read (cheatvocabulary.cpp).
const ConditionVocabulary &cheatVocabulary();

// Cheat's event kinds (their numbers are saved with event breakpoints).
// a is the acting player's index (the caller; WinRevoked: the cheater), b
// the statement that acted; the values are texts, as the words of the kind
// fill them in (cheatdebugengine.cpp).
namespace CheatEvent {
inline constexpr DebugEventKind CheatCommitted{5}; // counting by more than 1 opened a window
inline constexpr DebugEventKind ValidCall{6};      // c: the cheater; values: caller, cheater
inline constexpr DebugEventKind Win{7};            // values: player
inline constexpr DebugEventKind WinRevoked{8};     // a caught winning cheat lost its win; values: player
inline constexpr DebugEventKind Count{9};          // a player counted the statement's amount
inline constexpr DebugEventKind InvalidCall{10};   // c: the player called on, -1 nobody; values: caller, that player
inline constexpr DebugEventKind Shout{11};         // shouted their score; values: player, score
inline constexpr DebugEventKind Ask{12};           // asked for a number and read it; values: player, number
} // namespace CheatEvent

} // namespace Foulplay::Core::Debug
