#pragma once

#include <QDockWidget>

class QLabel;
class QTreeView;

namespace Foulplay::Ui {

class ProblemsModel;

// The Problems dock: the current file's diagnostics as a list; activating a
// row (double-click, Enter) asks to jump there. GUI thread only.
class ProblemsDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit ProblemsDock(ProblemsModel *model, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    // The user activated the problem at line, column (1-based).
    void problemActivated(int line, int column);

private:
    void updateTitle();

    ProblemsModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
};

} // namespace Foulplay::Ui
