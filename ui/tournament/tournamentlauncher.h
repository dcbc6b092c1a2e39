#pragma once

class QMenu;
class QString;

namespace Foulplay::Ui {

class MainWindow;

// Adds Run → Tournament… to menu: it opens a TournamentWindow whose matrix
// cells open their battle in window's battle view (the two warriors opened
// as documents, set as the battle, and stepped once so the timeline can be
// scrubbed from turn 0). GUI thread only.
// Adds Debug → Evolve… after it (evolvelauncher.cpp).
void addTournamentAction(MainWindow *window, QMenu *menu);

// Opens path1 (program 1) against path2 in window's battle view, started and
// paused at its first turn. Paths under ":/" open as examples.
void openBattle(MainWindow *window, const QString &path1, const QString &path2);

} // namespace Foulplay::Ui
