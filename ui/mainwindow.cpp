#include "mainwindow.h"

#include "consoledock.h"
#include "debugger/debuggerdocks.h"
#include "document.h"
#include "documentmanager.h"
#include "documenttabs.h"
#include "editor/codeeditor.h"
#include "examplesmenu.h"
#include "filedialogcolumns.h"
#include "inspectordocks.h"
#include "language.h"
#include "manualwindow.h"
#include "problemsdock.h"
#include "problemsmodel.h"
#include "recoverystore.h"
#include "runcontroller.h"
#include "runpresenter.h"
#include "settingsdialog.h"
#include "statuspanel.h"
#include "welcomepage.h"
#include "tournament/tournamentlauncher.h"
#include "debug/languagedescriptor.h"

#include "config-foulplay.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPalette>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTextBlock>
#include <QToolBar>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

// The palette the desktop gave the application, before a theme changed it.
const QPalette &systemPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

} // namespace

MainWindow::MainWindow(QWidget *parent, const QString &recoveryFolder)
    : QMainWindow(parent)
    , m_recovery(std::make_unique<RecoveryStore>(recoveryFolder))
    , m_centre(new QStackedWidget(this))
    , m_tabs(new DocumentTabs(m_centre))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Foul Play"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/foulplay.png")));
    setAcceptDrops(true);
    new FileDialogColumns(this);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    // The side docks reach down to the status bar: the console sits under
    // the editor and the inspectors keep the window's full height.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    {
        QSettings store;
        m_settings = AppSettings::load(store);
    }

    m_tabs->setObjectName(QStringLiteral("documentTabs"));
    m_centre->addWidget(m_tabs);
    createWelcomePage();
    setCentralWidget(m_centre);
    m_documents = new DocumentManager(m_tabs, m_recovery.get(), this);
    // Beside a battle the editor is narrow: tab names shorten to their start
    // (the tooltip has the whole path) before scroll arrows are needed.
    m_tabs->setElideMode(Qt::ElideRight);
    m_status = new StatusPanel(statusBar());
    createDocks();
    m_run = new RunController(m_documents, {m_console, m_problemsDock, m_problemsModel, m_status}, this);
    m_inspectors = new InspectorDocks(this, m_run);
    m_debugger = new Debugger::DebuggerDocks(this, m_documents, m_run);
    m_inspectors->offerBreakpoints(m_debugger->breakpointAdder());
    connect(m_run, &RunController::speedChanged, this, [this](int speed) {
        m_settings.speed = speed;
        QSettings store;
        m_settings.save(store);
    });
    createMenus();

    connect(m_documents, &DocumentManager::currentDocumentChanged, this, &MainWindow::currentDocumentChanged);
    connect(m_documents, &DocumentManager::documentOpened, this, [this](Document *document) {
        applySettingsToEditor(document->editor());
        document->editor()->viewport()->installEventFilter(this);
    });
    connect(m_documents, &DocumentManager::recentFilesChanged, this, &MainWindow::updateRecentFilesMenu);
    connect(m_status, &StatusPanel::languageChosen, this, [this](std::optional<Language> language) {
        if (Document *document = m_documents->currentDocument())
            document->setLanguage(language);
    });
    connect(m_problemsDock, &ProblemsDock::problemActivated, this, [this](int line, int column) {
        withEditor([line, column](CodeEditor *editor) {
            editor->goToLine(line, column);
            editor->setFocus();
        });
    });

    setSettings(m_settings);
    updateRecentFilesMenu();
    applyDefaultGeometry();
    // The console starts low: the editor and the welcome page need the height.
    resizeDocks({m_console}, {height() / 5}, Qt::Vertical);
    m_defaultState = saveState();
    currentDocumentChanged(nullptr);
}

MainWindow::~MainWindow()
{
    // The run controller and docks refer to documents: stop the run first,
    // after the inspectors let go of its session.
    delete m_inspectors;
    m_inspectors = nullptr;
    delete m_run;
    m_run = nullptr;
    delete m_manual.data();
    for (const QMetaObject::Connection &connection : std::as_const(m_currentConnections))
        disconnect(connection);
}

template<typename F> void MainWindow::withEditor(F f) const
{
    if (CodeEditor *e = editor())
        f(e);
}

CodeEditor *MainWindow::editor() const
{
    Document *document = m_documents->currentDocument();
    return document ? document->editor() : nullptr;
}

void MainWindow::createDocks()
{
    m_console = new ConsoleDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_console);
    m_problemsModel = new ProblemsModel(this);
    m_problemsDock = new ProblemsDock(m_problemsModel, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    tabifyDockWidget(m_problemsDock, m_console);
    m_console->raise();
}

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    menuBar()->addMenu(m_run->menu());
    addTournamentAction(this, m_run->menu());
    // Add breakpoint… follows Toggle breakpoint.
    QMenu *debug = m_run->menu();
    const QList<QAction *> actions = debug->actions();
    const qsizetype toggle = actions.indexOf(m_run->toggleBreakpointAction());
    QAction *afterToggle = toggle >= 0 && toggle + 1 < actions.size() ? actions[toggle + 1] : nullptr;
    debug->insertAction(afterToggle, m_debugger->addBreakpointAction());
    // Why? and Next Change of the selected watch follow the breakpoints.
    debug->insertSeparator(afterToggle);
    debug->insertActions(afterToggle, m_debugger->watchActions());
    addToolBar(m_run->toolBar());
    createViewMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&File"));
    QMenu *newMenu = menu->addMenu(tr("&New"));
    for (const LanguageDescriptor *language : languages()) {
        const QString text = QCoreApplication::translate("Foulplay::Ui::MainWindow", language->newMenuText);
        QAction *action =
            newMenu->addAction(text, this, [this, language] { m_documents->newDocument(language->language); });
        if (language == languages().front())
            action->setShortcut(QKeySequence::New);
        action->setObjectName(QStringLiteral("actionNew") + language->fileExtension());
    }
    menu->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openFileDialog)
        ->setObjectName(QStringLiteral("actionOpen"));
    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    menu->addSeparator();
    menu->addAction(tr("&Save"), QKeySequence::Save, this,
                    [this] { m_documents->save(m_documents->currentDocument()); })
        ->setObjectName(QStringLiteral("actionSave"));
    // Explicit keys: outside KDE Qt's standard Save As and Preferences keys are empty.
    menu->addAction(tr("Save &As…"), QKeySequence(tr("Ctrl+Shift+S")), this,
                    [this] { m_documents->saveAs(m_documents->currentDocument()); })
        ->setObjectName(QStringLiteral("actionSaveAs"));
    menu->addAction(tr("Save A&ll"), QKeySequence(tr("Ctrl+Alt+S")), this, [this] { m_documents->saveAll(); })
        ->setObjectName(QStringLiteral("actionSaveAll"));
    menu->addAction(tr("Reloa&d"), this, [this] {
        Document *document = m_documents->currentDocument();
        if (!document || document->filePath().isEmpty())
            return;
        if (document->isModified()
            && QMessageBox::question(this, tr("Reload File"),
                                     tr("Reload %1 and lose your unsaved changes?").arg(document->displayName()))
                   != QMessageBox::Yes)
            return;
        QString error;
        if (!document->reload(&error))
            QMessageBox::warning(this, tr("Reload File"),
                                 tr("Cannot reload %1: %2").arg(document->displayName(), error));
    });
    menu->addSeparator();
    menu->addAction(tr("&Close"), QKeySequence::Close, this,
                    [this] { m_documents->closeDocument(m_documents->currentDocument()); })
        ->setObjectName(QStringLiteral("actionClose"));
    menu->addAction(tr("Close All"), QKeySequence(tr("Ctrl+Shift+W")), this, [this] {
        if (m_documents->queryCloseAll())
            m_documents->closeAllWithoutAsking();
    });
    menu->addSeparator();
    QAction *quit = menu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Edit"));
    menu->addAction(tr("&Undo"), QKeySequence::Undo, this, [this] { withEditor([](CodeEditor *e) { e->undo(); }); });
    menu->addAction(tr("&Redo"), QKeySequence::Redo, this, [this] { withEditor([](CodeEditor *e) { e->redo(); }); });
    menu->addSeparator();
    menu->addAction(tr("Cu&t"), QKeySequence::Cut, this, [this] { withEditor([](CodeEditor *e) { e->cut(); }); });
    menu->addAction(tr("&Copy"), QKeySequence::Copy, this, [this] { withEditor([](CodeEditor *e) { e->copy(); }); });
    menu->addAction(tr("&Paste"), QKeySequence::Paste, this, [this] { withEditor([](CodeEditor *e) { e->paste(); }); });
    menu->addAction(tr("Select &All"), QKeySequence::SelectAll, this,
                    [this] { withEditor([](CodeEditor *e) { e->selectAll(); }); });
    menu->addSeparator();
    menu->addAction(tr("&Find…"), QKeySequence::Find, this,
                    [this] { withEditor([](CodeEditor *e) { e->showFind(); }); });
    menu->addAction(tr("Find &Next"), QKeySequence::FindNext, this,
                    [this] { withEditor([](CodeEditor *e) { e->findNext(); }); });
    menu->addAction(tr("Find Pre&vious"), QKeySequence::FindPrevious, this,
                    [this] { withEditor([](CodeEditor *e) { e->findPrevious(); }); });
    menu->addAction(tr("R&eplace…"), QKeySequence(tr("Ctrl+R")), this,
                    [this] { withEditor([](CodeEditor *e) { e->showReplace(); }); });
    menu->addAction(tr("&Go to Line…"), QKeySequence(tr("Ctrl+G")), this,
                    [this] { withEditor([](CodeEditor *e) { e->showGoToLine(); }); });
    menu->addSeparator();
    menu->addAction(tr("Toggle &Comment"), QKeySequence(tr("Ctrl+/")), this,
                    [this] { withEditor([](CodeEditor *e) { e->toggleComment(); }); });
    menu->addAction(tr("Complete"), QKeySequence(tr("Ctrl+Space")), this,
                    [this] { withEditor([](CodeEditor *e) { e->complete(); }); });
    // The editor handles the key itself; the entry shows that it exists.
    menu->addAction(tr("Enable/Disable &Breakpoint"), QKeySequence(tr("Ctrl+F9")), this,
                    [this] { withEditor([](CodeEditor *e) { e->toggleBreakpointEnabledAtCursor(); }); });
    menu->addSeparator();
    QAction *settings = menu->addAction(tr("&Settings…"), QKeySequence(tr("Ctrl+,")), this, &MainWindow::showSettings);
    settings->setObjectName(QStringLiteral("actionSettings"));
    settings->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_console->toggleViewAction());
    m_console->toggleViewAction()->setShortcut(QKeySequence(tr("Alt+4")));
    m_viewMenu->addAction(m_problemsDock->toggleViewAction());
    m_problemsDock->toggleViewAction()->setShortcut(QKeySequence(tr("Alt+1")));
    m_viewMenu->addAction(m_run->toolBar()->toggleViewAction());
    for (QDockWidget *dock : m_inspectors->docks())
        m_viewMenu->addAction(dock->toggleViewAction());
    for (QDockWidget *dock : m_debugger->docks())
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this,
                          [this] { withEditor([](CodeEditor *e) { e->zoomIn(); }); });
    m_viewMenu->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this,
                          [this] { withEditor([](CodeEditor *e) { e->zoomOut(); }); });
    m_viewMenu->addAction(tr("&Reset Zoom"), QKeySequence(tr("Ctrl+0")), this,
                          [this] { withEditor([](CodeEditor *e) { e->resetZoom(); }); });
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(tr("&Next Tab"), QKeySequence(tr("Ctrl+PgDown")), this, [this] {
        if (m_tabs->count() > 0)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count());
    });
    m_viewMenu->addAction(tr("&Previous Tab"), QKeySequence(tr("Ctrl+PgUp")), this, [this] {
        if (m_tabs->count() > 0)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count());
    });
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(tr("Reset &Layout"), this, &MainWindow::resetLayout)
        ->setObjectName(QStringLiteral("actionResetLayout"));
}

void MainWindow::applyDefaultGeometry()
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize size = (QSizeF(available.size()) * 0.85).toSize();
    setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
}

void MainWindow::resetLayout()
{
    if (isMaximized() || isFullScreen())
        showNormal();
    restoreState(m_defaultState);
    applyDefaultGeometry();
}

void MainWindow::createWelcomePage()
{
    m_welcome = new WelcomePage(m_centre);
    m_centre->addWidget(m_welcome);
    connect(m_welcome, &WelcomePage::newProgramRequested, this,
            [this](Language language) { m_documents->newDocument(language); });
    connect(m_welcome, &WelcomePage::exampleRequested, this, &MainWindow::openExample);
    connect(m_welcome, &WelcomePage::recentFileRequested, this, &MainWindow::openFile);
    connect(m_welcome, &WelcomePage::manualRequested, this, [this](const QString &page) { showManual(page); });
}

void MainWindow::updateRecentFilesMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_documents->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        QAction *action = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)), this,
                                                  [this, path] { openFile(path); });
        action->setEnabled(QFileInfo::exists(path));
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"), m_documents, &DocumentManager::clearRecentFiles);
    clear->setEnabled(!files.isEmpty());
    m_welcome->setRecentFiles(files);
}

bool MainWindow::openFile(const QString &path)
{
    return m_documents->openFile(path) != nullptr;
}

Document *MainWindow::openExample(const QString &resourcePath)
{
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open Example"), tr("The example %1 is missing.").arg(resourcePath));
        return nullptr;
    }
    const QString name = QFileInfo(resourcePath).fileName();
    const QString text = QString::fromUtf8(file.readAll());
    QString title = tr("%1 (example)").arg(name);
    const QList<Document *> open = m_documents->documents();
    const auto named = [&open](const QString &wanted) {
        return std::find_if(open.begin(), open.end(), [&wanted](const Document *d) {
            return d->filePath().isEmpty() && d->displayName() == wanted;
        });
    };
    // The example's tab, while its text is the example's, is the example:
    // no second tab of the same name.
    if (const auto found = named(title); found != open.end() && (*found)->text() == text) {
        m_documents->setCurrentDocument(*found);
        return *found;
    }
    for (int copy = 2; named(title) != open.end(); ++copy)
        title = tr("%1 (example %2)").arg(name).arg(copy);
    Document *document = m_documents->newDocument(languageForFileName(name), text);
    document->setUntitledName(title);
    const QString input = ExamplesMenu::inputFor(resourcePath);
    if (!input.isEmpty())
        m_console->setPreparedInput(input);
    return document;
}

void MainWindow::openFileDialog()
{
    QString folder;
    if (Document *document = m_documents->currentDocument(); document && !document->filePath().isEmpty())
        folder = QFileInfo(document->filePath()).absolutePath();
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open File"), folder, programFileFilter());
    for (const QString &path : paths)
        openFile(path);
}

void MainWindow::newDocument()
{
    const Document *document = m_documents->currentDocument();
    m_documents->newDocument(document ? document->language() : Core::Debug::firstLanguage());
}

void MainWindow::currentDocumentChanged(Document *document)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_currentConnections))
        disconnect(connection);
    m_currentConnections.clear();
    m_current = document;
    if (document) {
        CodeEditor *e = document->editor();
        m_currentConnections << connect(e, &CodeEditor::diagnosticsChanged, this, &MainWindow::updateProblems)
                             << connect(e, &QPlainTextEdit::cursorPositionChanged, this,
                                        &MainWindow::updateCursorPosition)
                             << connect(document, &Document::displayNameChanged, this, &MainWindow::updateWindowTitle)
                             << connect(document, &Document::modificationChanged, this, &MainWindow::updateWindowTitle)
                             << connect(document, &Document::languageChanged, m_status, &StatusPanel::setLanguage);
        m_status->setLanguage(document->language());
    }
    m_status->setLanguageEnabled(document != nullptr);
    m_centre->setCurrentWidget(document ? static_cast<QWidget *>(m_tabs) : m_welcome);
    updateProblems();
    updateWindowTitle();
    updateCursorPosition();
    m_run->currentDocumentChanged(document);
}

void MainWindow::updateProblems()
{
    if (m_current)
        m_problemsModel->setDiagnostics(m_current->editor()->diagnostics());
    else
        m_problemsModel->setDiagnostics(std::vector<Core::Diagnostic>());
}

void MainWindow::updateWindowTitle()
{
    if (!m_current) {
        setWindowTitle(tr("Foul Play"));
        return;
    }
    setWindowTitle(tr("%1%2 — Foul Play")
                       .arg(m_current->displayName(), m_current->isModified() ? QStringLiteral(" *") : QString()));
}

void MainWindow::updateCursorPosition()
{
    if (!m_current) {
        m_status->setCursorPosition(0, 0);
        return;
    }
    const QTextCursor cursor = m_current->editor()->textCursor();
    m_status->setCursorPosition(cursor.blockNumber() + 1, cursor.positionInBlock() + 1);
}

void MainWindow::applySettingsToEditor(CodeEditor *e) const
{
    e->setFont(m_settings.effectiveFont());
    if (const auto theme = Theme::byId(m_settings.theme))
        e->setTheme(*theme);
    else
        e->useSystemTheme();
}

void MainWindow::setSettings(const AppSettings &settings)
{
    m_settings = settings;
    {
        QSettings store;
        m_settings.save(store);
    }
    // The whole window follows the editor's theme: a dark theme on a light
    // desktop darkens the docks, the console, the inspectors and the dialogs
    // too (and a light one on a dark desktop lightens them).
    const std::optional<Theme> theme = Theme::byId(m_settings.theme);
    const QPalette palette = theme ? theme->windowPalette(systemPalette()) : systemPalette();
    if (palette != QApplication::palette())
        QApplication::setPalette(palette);
    for (Document *document : m_documents->documents())
        applySettingsToEditor(document->editor());
    m_console->setMaxLines(m_settings.consoleMaxLines);
    m_documents->setAutosaveInterval(m_settings.autosaveSeconds);
    m_run->setSettings(m_settings);
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, this);
    if (dialog.exec() == QDialog::Accepted)
        setSettings(dialog.settings());
}

void MainWindow::saveSession() const
{
    QSettings store;
    store.beginGroup(QStringLiteral("session"));
    store.setValue(QStringLiteral("geometry"), saveGeometry());
    store.setValue(QStringLiteral("state"), saveState());
    store.setValue(QStringLiteral("files"), m_documents->openFilePaths());
    const Document *current = m_documents->currentDocument();
    store.setValue(QStringLiteral("currentFile"), current ? current->filePath() : QString());
    // Each program's prepared input, by file.
    QVariantMap inputs;
    for (Document *document : m_documents->documents()) {
        if (const QString input = m_run->preparedInput(document); !document->filePath().isEmpty() && !input.isEmpty())
            inputs.insert(document->filePath(), input);
    }
    store.setValue(QStringLiteral("preparedInputs"), inputs);
    m_debugger->saveSession(store);
    store.endGroup();
}

void MainWindow::restoreSession()
{
    QSettings store;
    store.beginGroup(QStringLiteral("session"));
    // Nothing stored (the first start): the size the constructor chose stays.
    restoreGeometry(store.value(QStringLiteral("geometry")).toByteArray());
    restoreState(store.value(QStringLiteral("state")).toByteArray());
    const QStringList files = store.value(QStringLiteral("files")).toStringList();
    const QString currentFile = store.value(QStringLiteral("currentFile")).toString();
    const QVariantMap inputs = store.value(QStringLiteral("preparedInputs")).toMap();
    store.endGroup();
    for (const QString &path : files) {
        // A file removed since is skipped silently: the session is a convenience, not a promise.
        if (!QFileInfo::exists(path))
            continue;
        if (Document *document = m_documents->openFile(path); document && inputs.contains(path))
            m_run->setPreparedInput(document, inputs.value(path).toString());
    }
    if (Document *current = m_documents->findDocument(currentFile))
        m_documents->setCurrentDocument(current);
    // The restored layout may show an inspector of another language than the current tab's.
    m_inspectors->follow(m_run->currentRun());
    store.beginGroup(QStringLiteral("session"));
    m_debugger->restoreSession(store);
    store.endGroup();
}

int MainWindow::offerRecovery()
{
    return m_documents->offerRecovery();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documents->queryCloseAll()) {
        event->ignore();
        return;
    }
    m_run->stop();
    saveSession();
    m_documents->closeAllWithoutAsking();
    // Everything was saved or deliberately discarded: nothing to recover.
    m_recovery->discardSession();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    if (openDroppedFiles(event->mimeData()))
        event->acceptProposedAction();
}

bool MainWindow::openDroppedFiles(const QMimeData *mime)
{
    bool opened = false;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            opened = openFile(url.toLocalFile()) || opened;
    }
    return opened;
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (drag->mimeData()->hasUrls()) {
            drag->acceptProposedAction();
            return true;
        }
        break;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        if (drop->mimeData()->hasUrls()) {
            drop->acceptProposedAction();
            // Opened once the drop is over: opening may close the untouched
            // buffer whose editor receives this event.
            QStringList paths;
            for (const QUrl &url : drop->mimeData()->urls()) {
                if (url.isLocalFile())
                    paths << url.toLocalFile();
            }
            QMetaObject::invokeMethod(
                this,
                [this, paths] {
                    for (const QString &path : paths)
                        openFile(path);
                },
                Qt::QueuedConnection);
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QMainWindow::eventFilter(watched, event);
}

} // namespace Foulplay::Ui
