#pragma once

#include "appsettings.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QMenu;
class QMimeData;
class QStackedWidget;
class QTabWidget;

namespace Foulplay::Ui::Debugger {
class DebuggerDocks;
}

namespace Foulplay::Ui {

class CodeEditor;
class ConsoleDock;
class Document;
class DocumentManager;
class InspectorDocks;
class ManualWindow;
class ProblemsDock;
class ProblemsModel;
class RecoveryStore;
class RunController;
class StatusPanel;
class WelcomePage;

// The IDE's main window: document tabs, the Console and Problems docks, run
// controls, menus, settings, and the session (layout and open files) kept
// across starts. Lives on the GUI thread.
class MainWindow final : public QMainWindow {
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
    // Without a stored layout (the first start) the window covers 85% of
    // the available screen, centred.
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
    InspectorDocks *inspectors() const { return m_inspectors; }
    // The Breakpoints and Watches docks.
    Debugger::DebuggerDocks *debugger() const { return m_debugger; }
    // Shown instead of the tabs while no document is open.
    WelcomePage *welcomePage() const { return m_welcome; }
    // The manual's window, or null before it was first opened.
    ManualWindow *manualWindow() const;
    const AppSettings &settings() const { return m_settings; }
    // Applies and stores new settings.
    void setSettings(const AppSettings &settings);

public Q_SLOTS:
    void showAbout();
    // Opens the manual at page ("ide.md") and heading (empty: the top).
    void showManual(const QString &page = {}, const QString &heading = {});
    // F1: the manual at the section about the word under the editor's
    // cursor, or at its contents page.
    void showContextHelp();
    // The docks, toolbar and size of the first start.
    void resetLayout();
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
    void createWelcomePage();
    void applyDefaultGeometry();
    void updateRecentFilesMenu();
    void currentDocumentChanged(Document *document);
    void updateProblems();
    void updateWindowTitle();
    void updateCursorPosition();
    void applySettingsToEditor(CodeEditor *editor) const;
    // Calls f on the current editor, if there is one.
    template<typename F> void withEditor(F f) const;

    AppSettings m_settings;
    std::unique_ptr<RecoveryStore> m_recovery;
    QStackedWidget *m_centre = nullptr;
    QTabWidget *m_tabs = nullptr;
    WelcomePage *m_welcome = nullptr;
    QPointer<ManualWindow> m_manual;
    QByteArray m_defaultState; // the docks and toolbars as first built
    DocumentManager *m_documents = nullptr;
    ConsoleDock *m_console = nullptr;
    ProblemsModel *m_problemsModel = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    StatusPanel *m_status = nullptr;
    RunController *m_run = nullptr;
    InspectorDocks *m_inspectors = nullptr;
    Debugger::DebuggerDocks *m_debugger = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    Document *m_current = nullptr;
    QList<QMetaObject::Connection> m_currentConnections;
};

} // namespace Foulplay::Ui
