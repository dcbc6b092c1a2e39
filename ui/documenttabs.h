#pragma once

#include <QTabWidget>

namespace Foulplay::Ui {

// The editor's tabs. When they do not all fit, every tab shortens its name
// (in the middle), but the current one keeps as much of its own as the room
// left beside the others' shortest allows, so the tab being edited is never
// a bare "…". GUI thread only.
class DocumentTabs final : public QTabWidget {
    Q_OBJECT

public:
    explicit DocumentTabs(QWidget *parent = nullptr);
};

} // namespace Foulplay::Ui
