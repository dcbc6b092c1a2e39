#pragma once

class QMenu;

namespace Foulplay::Ui {

class MainWindow;

// Adds Run → Tournament… to menu: it opens a TournamentWindow whose matrix
// cells open their battle in window's battle view (the two warriors opened
// as documents, set as the battle, and stepped once so the timeline can be
// scrubbed from turn 0). GUI thread only.
void addTournamentAction(MainWindow *window, QMenu *menu);

} // namespace Foulplay::Ui
