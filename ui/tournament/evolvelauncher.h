#pragma once

class QMenu;

namespace Foulplay::Ui {

class MainWindow;

// Adds Evolve… to menu: it opens an EvolveWindow whose champions open in
// window's tabs and whose battles open in window's battle view. GUI thread
// only.
void addEvolveAction(MainWindow *window, QMenu *menu);

} // namespace Foulplay::Ui
