#pragma once

#include "debug/debugsnapshot.h"

namespace Foulplay::Ui {

class CodeEditor;

// Shows where a run is in the editors of its programs: one marker for what
// runs next (Unfair, Cheat), one per live thread in its own colour (FYB).
// editor2 is the second program's editor of a battle: null for the other
// languages, or the same as editor1 for a warrior fighting itself (both
// programs' threads then show in the one editor). GUI thread only.
void showExecutionMarkers(const Core::Debug::DebugSnapshot &snapshot, CodeEditor *editor1, CodeEditor *editor2,
                          bool dark);

} // namespace Foulplay::Ui
