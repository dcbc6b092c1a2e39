#pragma once

#include "debug/breakpoint.h"
#include "debug/conditionerror.h"
#include "debug/debugtypes.h"
#include "debug/replayfile.h"
#include "debug/valuehistory.h"

#include <QList>
#include <QPair>
#include <QString>

// The words of the debug layer's values, in the user's language: the core
// reports results, input prompts and variables as values, and the front ends
// word them here (the IDE with its translation installed, foulplay-dap in
// English). Any thread, after the translators are installed.
namespace Foulplay::Words {

// How a run ended: "finished after 12 sentences", "program 1 wins at turn
// 40: program 2 ran a bomb", or the runtime error's message.
QString result(const Core::Debug::DebugResult &result, bool groupDigits = false);
// Who waits for what: "Olly asks: allowed to? (yes/no)".
QString inputPrompt(const Core::Debug::InputPrompt &prompt);
// A load problem: the parser's message, or "a run needs 2 programs, not 1".
QString diagnostic(const Core::Debug::DebugDiagnostic &diagnostic);

// A short name of an event kind: "count reset", "commit of a bomb".
QString eventKindName(Core::Debug::DebugEventKind kind);
// One line about an event: "Olly catches Alice", "Player 1 resets the count;
// CN 5 -> 6". The kinds that carry numbers only (counts, commits) get their
// kind's name: views that know the names word those themselves.
QString event(const Core::Debug::DebugEvent &event);

// A condition's problem: "column 7: expected ')'".
QString conditionError(const Core::Debug::ConditionError &error);
// The one describer of breakpoints: every front end words a breakpoint
// with these (the IDE's dock and status bar, foulplay-dap's messages).
// A breakpoint in one line: "line 3", "label loop", "turn 500",
// "a pointer enters cell 7 of program 2".
QString breakpoint(const Core::Debug::Breakpoint &breakpoint);
// Its kind: "Line", "Label", "Tick", "Turn", "Event", "Cell".
QString breakpointKind(const Core::Debug::Breakpoint &breakpoint);
// Where it stops, in the program named program: "h.unfair:3",
// "h.unfair: loop", "a.fyb: cell 7"; spelled out (for a tooltip) with full:
// "a.fyb: a pointer enters cell 7".
QString breakpointPlace(const QString &program, const Core::Debug::Breakpoint &breakpoint, bool full = false);
// Who made a change: the player whose statement it was (playerNames: the
// program's, by index), or "program 1, thread 0"; empty when nobody's.
QString changeAuthor(const Core::Debug::ValueChange &change, const QStringList &playerNames);
// Where the changing tick ran: "line 5", or in a battle "program 1, cell
// 9"; empty when nowhere (the end).
QString changePlace(const Core::Debug::ValueChange &change);
// A data breakpoint's change, for a stop: "score(Bob) 0 → 3, line 5 by Bob",
// "data(2, 7) 0 → 14, program 1, cell 9 by program 1, thread 0".
QString valueChange(const QString &value, const Core::Debug::ValueChange &change, const QStringList &playerNames);
// The state of a breakpoint whose condition the run could not parse:
// "condition not understood: column 1: unknown name 'x'; ...".
QString breakpointRejected(const Core::Debug::ConditionError &error);
// Why a replay file could not be read: "unknown language 'cobol'".
QString replayError(const Core::Debug::ReplayError &error);

} // namespace Foulplay::Words
