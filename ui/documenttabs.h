#pragma once

#include <QTabWidget>

namespace Foulplay::Ui {

// The editor's tabs. When they do not all fit, the other tabs shorten their
// names (in the middle) first, so the current one keeps its whole name
// while the room allows it, and as much of it as the room allows after.
// GUI thread only.
class DocumentTabs final : public QTabWidget {
    Q_OBJECT

public:
    explicit DocumentTabs(QWidget *parent = nullptr);
};

} // namespace Foulplay::Ui
