#pragma once

#include "appsettings.h"

#include <QMainWindow>

#include <memory>

class QMenu;
class QMimeData;
class QTabWidget;

namespace Foulplay::Ui {

class CodeEditor;
class ConsoleDock;
class Document;
class DocumentManager;
class InspectorDocks;
class ProblemsDock;
class ProblemsModel;
class RecoveryStore;
class RunController;
class StatusPanel;

// The IDE's main window: document tabs, the Console and Problems docks, run
// controls, menus, settings, and the session (layout and open files) kept
// across starts. Lives on the GUI thread.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // recoveryFolder: where autosaved text goes; empty means the default
    // (see RecoveryStore). Reads the settings; opens no file.
    explicit MainWindow(QWidget *parent = nullptr, const QString &recoveryFolder = {});
    ~MainWindow() override;

    // Opens path in a tab; returns false (and shows why) when it cannot be read.
    bool openFile(const QString &path);
    // Opens a bundled example (":/examples/...") as a new document and puts
    // its prepared input, if any, into the console.
    Document *openExample(const QString &resourcePath);
    // Restores the window layout and re-opens the files of the last session.
    void restoreSession();
    // Writes the window layout and the open files for the next start.
    void saveSession() const;
    // Offers the text autosaved by a session that crashed; returns how many documents were recovered.
    int offerRecovery();

    DocumentManager *documents() const { return m_documents; }
    // The current tab's editor, or null when no document is open.
    CodeEditor *editor() const;
    ConsoleDock *console() const { return m_console; }
    ProblemsDock *problemsDock() const { return m_problemsDock; }
    ProblemsModel *problems() const { return m_problemsModel; }
    RunController *runController() const { return m_run; }
    StatusPanel *statusPanel() const { return m_status; }
    const AppSettings &settings() const { return m_settings; }
    // Applies and stores new settings.
    void setSettings(const AppSettings &settings);

public Q_SLOTS:
    void showAbout();
    void showSettings();
    void newDocument();
    void openFileDialog();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    // Files dropped on an editor open too, instead of pasting their names.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool openDroppedFiles(const QMimeData *mime);
    void createDocks();
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void updateRecentFilesMenu();
    void currentDocumentChanged(Document *document);
    void updateProblems();
    void updateWindowTitle();
    void updateCursorPosition();
    void applySettingsToEditor(CodeEditor *editor) const;
    // Calls f on the current editor, if there is one.
    template<typename F>
    void withEditor(F f) const;

    AppSettings m_settings;
    std::unique_ptr<RecoveryStore> m_recovery;
    QTabWidget *m_tabs = nullptr;
    DocumentManager *m_documents = nullptr;
    ConsoleDock *m_console = nullptr;
    ProblemsModel *m_problemsModel = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    StatusPanel *m_status = nullptr;
    RunController *m_run = nullptr;
    InspectorDocks *m_inspectors = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    Document *m_current = nullptr;
    QList<QMetaObject::Connection> m_currentConnections;
};

} // namespace Foulplay::Ui
