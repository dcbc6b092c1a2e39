#pragma once

#include <QMainWindow>

class QPlainTextEdit;

namespace Foulplay::Ui {

// The IDE's main window. Lives on the GUI thread.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens path in the editor; returns false (and shows why) when it cannot be read.
    bool openFile(const QString &path);

    QPlainTextEdit *editor() const { return m_editor; }

public Q_SLOTS:
    void showAbout();

private:
    void createMenus();

    QPlainTextEdit *m_editor = nullptr;
};

} // namespace Foulplay::Ui
