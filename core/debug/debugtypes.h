#pragma once

#include "common/stopreason.h"
#include "debug/language.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace Foulplay::Core::Debug {

// "unfair", "cheat", "fyb": the names replay files use. Any thread.
QString languageKey(Language language);
// The inverse of languageKey(); false when key names no language. Any thread.
bool languageFromKey(const QString &key, Language &language);

// A place in a program's source. program counts from 1 (FYB: 1 or 2; the
// other languages have only program 1). A default location (line 0) is "none".
// thread is the FYB process index running there (-1 when not FYB).
struct DebugLocation {
    int program = 1;
    int line = 0;
    int column = 0;
    int endLine = 0;
    int endColumn = 0;
    int statement = -1; // statement (Unfair, Cheat) or cell (FYB) index, -1 none
    int thread = -1;

    bool isValid() const { return line > 0; }
    friend bool operator==(const DebugLocation &, const DebugLocation &) = default;
};

// The game events a breakpoint can stop on (and views can draw), by language.
enum class DebugEventKind {
    // Unfair
    CountReset,        // a count reset the visible count
    BigReset,          // CN > 100: every counting number back to 5
    Desync,            // a de-sync pushed a universe
    Resync,            // a re-sync from a mistake removed universes
    FullReset,         // a re-sync by a full reset
    // Cheat
    CheatCommitted,    // counting by more than 1 opened a cheat window
    ValidCall,         // a call of cheat caught a cheater
    Win,               // a count reached 100
    WinRevoked,        // a caught winning cheat lost its win
    Count,             // a player counted (a cheat too, before its CheatCommitted)
    InvalidCall,       // a call of cheat caught nobody
    Shout,             // a player shouted their score
    Ask,               // a player asked for a number and read it into their score
    // FukYorBrane
    Commit,            // `!` committed a cell
    BombCommit,        // the committed value was the bomb
    Fork,              // `:` created a thread
    Defect,            // a thread toggled defected
    ThreadDied,        // a thread ended
    PointerEntersCell, // a pp or dp of a live thread arrived on a chosen cell
};

// One event as the session reports it to views (and matches to breakpoints).
struct DebugEvent {
    DebugEventKind kind = DebugEventKind::Commit;
    std::uint64_t tick = 0; // ticks done when it happened (the tick that caused it included)
    std::uint64_t turn = 0; // FYB turn, Cheat turn; = tick for Unfair
    int program = 0;        // FYB program owning the thread / cell buffer; 0 otherwise
    int cell = -1;          // FYB cell, -1 otherwise
    int thread = -1;        // FYB process index, -1 otherwise
    int value = 0;          // FYB: the committed value (Commit), the child's process index
                            // (Fork), 1 if defected (Defect), 0 pp / 1 dp (PointerEntersCell)
    int player = -1;        // Cheat: the acting player (the caller; WinRevoked: the cheater); -1 otherwise
    int statement = -1;     // Cheat: the statement that acted; -1 otherwise
    QString text;           // Unfair, Cheat: a one-line description ("Cheat, Olivia."); FYB and
                            // Cheat's Count and CheatCommitted: empty (they come by the million a
                            // second; views use the fields: the player counted the statement's amount)
};

// The events of a language that a breakpoint can name. Any thread.
QList<DebugEventKind> eventKindsOf(Language language);
// The language an event kind belongs to. Any thread.
Language languageOfEvent(DebugEventKind kind);
// A short translated name ("count reset", "commit of a bomb"). Any thread.
QString eventKindName(DebugEventKind kind);

// Why a session stopped (the Debug Adapter Protocol's "stopped" reasons).
enum class DebugStopReason {
    Entry,       // loaded (or restarted): at tick 0
    Pause,       // pause() took effect
    Step,        // a step, step over, run to cursor or step back ended
    Breakpoint,  // a breakpoint (code, label, tick or event) was hit
    Goto,        // jumpToTick() arrived
    InputNeeded, // the program reads and no input is queued: see inputRequested
    Start,       // running backwards reached tick 0 without a breakpoint
    Stopped,     // stop(): the run was ended by the user
};

// How a run ended, as values: front ends word it (the IDE in the user's
// language, foulplay-dap in English).
struct DebugResult {
    StopReason reason = StopReason::Finished; // Finished, Error or StepLimit
    Language language = Language::Unfair;
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    std::uint64_t limit = 0; // StepLimit: the limit reached (Unfair, Cheat: ticks; FYB: turns)
    int winner = -1;      // FYB: 1, 2, or 0 for a draw; -1 for the other languages
    QString how;          // FYB: "bomb", "died" or "limit"; empty otherwise
    QString error;        // Error: the engine's message
};

// Who waits for input and for what, as values.
struct InputPrompt {
    enum class Kind {
        Number,     // a number (Unfair: the program reads one; Cheat: a player asks)
        Permission, // yes or no: a Cheat player's "they're allowed to"
    };
    Kind kind = Kind::Number;
    QString player; // Cheat: the asking player; empty for Unfair
};

// One line of the generic variables view, as values: what it is, whose
// (a player or program, when it belongs to one) and its value.
struct DebugVariable {
    enum class Kind {
        Tick, Turn, Slot,
        Count, ActualCount, Universes, CountingNumber, RaisingNumber, // Unfair
        Score, Wins, RevokedWins, OpenWindows,                       // Cheat
        Threads, NextThread, Length,                                 // FYB
    };
    Kind kind = Kind::Tick;
    QString owner;
    QString value;
    friend bool operator==(const DebugVariable &, const DebugVariable &) = default;
};

// One parser message of one program, for the Problems list.
struct DebugDiagnostic {
    int program = 1;
    bool error = true; // false: a warning
    int line = 1;
    int column = 1;
    int endLine = 1;
    int endColumn = 1;
    QString message;
    QString hint;
};

// The limits and recording settings of a session.
struct DebugSettings {
    std::uint64_t stepLimit = 0;       // Unfair/Cheat: ticks allowed, 0 = none
    std::uint64_t maxTurns = 10'000'000; // FYB turn limit
    int maxProcesses = 1023;           // FYB process table size
    std::uint64_t memoryBudget = 256ull * 1024 * 1024; // bytes of keyframes kept
    std::uint64_t ticksPerSecond = 0;  // 0 = unlimited

    friend bool operator==(const DebugSettings &, const DebugSettings &) = default;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugLocation)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugEvent)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugStopReason)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugResult)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::InputPrompt)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugDiagnostic)
Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugSettings)
