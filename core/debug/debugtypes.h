#pragma once

#include "common/message.h"
#include "common/stopreason.h"
#include "debug/debugevent.h"
#include "debug/language.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

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

// The events of a language that a breakpoint can name. Any thread.
QList<DebugEventKind> eventKindsOf(Language language);
// The language an event kind belongs to. Any thread.
Language languageOfEvent(DebugEventKind kind);

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
    Language language{};
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    std::uint64_t limit = 0; // StepLimit: the limit reached (Unfair, Cheat: ticks; FYB: turns)
    int winner = -1;         // FYB: 1, 2, or 0 for a draw; -1 for the other languages
    QString how;             // FYB: "bomb", "died" or "limit"; empty otherwise
    Message error;           // Error: the engine's message, as a value
    Message summary;         // Finished, StepLimit: how the run ended, as a value
    // Finished: the summary says so itself ("finished after 33 sentences"),
    // so front ends need not say it again.
    bool summarySaysFinished = false;
};

// Who waits for input and for what, as values.
struct InputPrompt {
    enum class Kind {
        Number,     // a number (Unfair: the program reads one; Cheat: a player asks)
        Permission, // yes or no: a Cheat player's "they're allowed to"
    };
    Kind kind = Kind::Number;
    QString player; // the asking player, where one asks; empty when the program does
    // How the language words the question: English, with %1 for the
    // player, translated in context (front ends have words of their own for
    // a language that gives none).
    const char *words = nullptr;
    const char *context = nullptr;
};

// What a program is made of, as front ends offer it: read once with the
// parse that checks it (LanguageDescriptor::read) and once per load by the
// worker (LoadedPrograms::facts()), so that no view parses the text again.
struct ProgramFacts {
    // Program 1's labels in order of definition (none where the language has none).
    QStringList labels;
    // Program 1's players by index, as conditions name them (Unfair "2", Cheat "Alice").
    QStringList players;
    // The same as a reader names them ("Player 2", "Alice").
    QStringList playerNames;
    // The condition names to complete, with these players (`score(Alice)` ...).
    QStringList conditionWords;
    friend bool operator==(const ProgramFacts &, const ProgramFacts &) = default;
};

// One parser message of one program, for the Problems list.
struct DebugDiagnostic {
    int program = 1;
    bool error = true; // false: a warning
    int line = 1;
    int column = 1;
    int endLine = 1;
    int endColumn = 1;
    Message message;
    Message hint;
};

// The limits and recording settings of a session.
struct DebugSettings {
    std::uint64_t stepLimit = 0;                       // Unfair/Cheat: ticks allowed, 0 = none
    std::uint64_t maxTurns = 10'000'000;               // FYB turn limit
    int maxProcesses = 1023;                           // FYB process table size
    std::uint64_t memoryBudget = 256ull * 1024 * 1024; // bytes of keyframes kept
    std::uint64_t ticksPerSecond = 0;                  // 0 = unlimited

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
Q_DECLARE_METATYPE(Foulplay::Core::Message)
