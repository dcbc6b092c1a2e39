#include "documentmanager.h"

#include "document.h"
#include "editor/codeeditor.h"
#include "language.h"
#include "recoverystore.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocument>
#include <QTimer>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

constexpr int maxRecentFiles = 10;

} // namespace

DocumentManager::DocumentManager(QTabWidget *tabs, RecoveryStore *recovery, QWidget *dialogParent)
    : QObject(tabs)
    , m_tabs(tabs)
    , m_recovery(recovery)
    , m_dialogParent(dialogParent)
    , m_watcher(new QFileSystemWatcher(this))
    , m_autosaveTimer(new QTimer(this))
    , m_diskCheckTimer(new QTimer(this))
{
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setUsesScrollButtons(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this,
            [this](int index) { closeDocument(m_documents.value(index)); });
    connect(m_tabs->tabBar(), &QTabBar::tabMoved, this, [this](int from, int to) { m_documents.move(from, to); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { Q_EMIT currentDocumentChanged(currentDocument()); });

    m_recentFiles = QSettings().value(QStringLiteral("recentFiles")).toStringList();

    // Several change notifications come for one save by another program; look once they settled.
    m_diskCheckTimer->setSingleShot(true);
    m_diskCheckTimer->setInterval(200);
    connect(m_diskCheckTimer, &QTimer::timeout, this, &DocumentManager::checkFilesOnDisk);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_diskCheckTimer, qOverload<>(&QTimer::start));

    m_autosaveTimer->setInterval(5000);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentManager::autosave);
    m_autosaveTimer->start();
}

DocumentManager::~DocumentManager() = default;

Document *DocumentManager::currentDocument() const
{
    return m_documents.value(m_tabs->currentIndex());
}

void DocumentManager::setCurrentDocument(Document *document)
{
    const int index = indexOf(document);
    if (index >= 0)
        m_tabs->setCurrentIndex(index);
}

int DocumentManager::indexOf(Document *document) const
{
    return document ? int(m_documents.indexOf(document)) : -1;
}

Document *DocumentManager::findDocument(const QString &path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (Document *document : m_documents) {
        if (document->filePath() == absolute)
            return document;
    }
    return nullptr;
}

QString DocumentManager::templateText(std::optional<Language> language)
{
    const QString extension = descriptor(language).fileExtension();
    if (extension.isEmpty())
        return {};
    QFile file(QStringLiteral(":/templates/new.") + extension);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

Document *DocumentManager::newDocument(std::optional<Language> language)
{
    return newDocument(language, templateText(language));
}

Document *DocumentManager::newDocument(std::optional<Language> language, const QString &text)
{
    // The lowest number no open buffer shows, so that numbers count the
    // buffers open now instead of every buffer since the start.
    int number = 1;
    const auto shown = [this](int n) {
        const QString name = Document::tr("Untitled %1").arg(n); // as Document::displayName() words it
        return std::any_of(m_documents.cbegin(), m_documents.cend(),
                           [&name](const Document *open) { return open->displayName() == name; });
    };
    while (shown(number))
        ++number;
    auto document = std::make_unique<Document>(number);
    document->setLanguage(language);
    document->setText(text);
    return addDocument(std::move(document));
}

Document *DocumentManager::openFile(const QString &path)
{
    if (Document *open = findDocument(path)) {
        setCurrentDocument(open);
        return open;
    }
    auto document = std::make_unique<Document>(0);
    QString error;
    if (!document->load(path, &error)) {
        QMessageBox::warning(m_dialogParent, tr("Open File"),
                             tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), error));
        return nullptr;
    }
    // A lone untouched new buffer gives way to the first file opened, as in Kate.
    if (m_documents.size() == 1 && m_documents.first()->filePath().isEmpty() && !m_documents.first()->isModified()) {
        Document *untouched = m_documents.first();
        Q_EMIT documentAboutToClose(untouched);
        removeDocument(untouched);
    }
    Document *added = addDocument(std::move(document));
    addRecentFile(added->filePath());
    watch(added);
    return added;
}

Document *DocumentManager::addDocument(std::unique_ptr<Document> owned)
{
    Document *document = owned.release();
    document->setParent(this);
    m_documents.append(document);
    // The tab widget owns the editor until the tab is removed.
    auto *editor = new CodeEditor(document->textDocument());
    editor->setLanguage(document->language());
    connect(document, &Document::languageChanged, editor, &CodeEditor::setLanguage);
    document->setEditor(editor);
    const int index = m_tabs->addTab(editor, QString());
    updateTabs();
    // A new name may now be shared with another tab, or no longer.
    connect(document, &Document::displayNameChanged, this, &DocumentManager::updateTabs);
    connect(document, &Document::modificationChanged, this, [this, document] { updateTab(document); });
    m_tabs->setCurrentIndex(index);
    editor->setFocus();
    Q_EMIT documentOpened(document);
    Q_EMIT currentDocumentChanged(currentDocument());
    return document;
}

void DocumentManager::removeDocument(Document *document)
{
    const int index = indexOf(document);
    if (index < 0)
        return;
    unwatch(document);
    m_recovery->remove(document->key());
    m_autosavedRevision.remove(document);
    m_documents.removeAt(index);
    m_tabs->removeTab(index);
    delete document->editor();
    delete document;
    updateTabs();
    Q_EMIT currentDocumentChanged(currentDocument());
}

void DocumentManager::updateTabs()
{
    for (Document *document : std::as_const(m_documents))
        updateTab(document);
}

void DocumentManager::updateTab(Document *document)
{
    const int index = indexOf(document);
    if (index < 0)
        return;
    QString title = document->displayName();
    // Two files of the same name: each tab says which folder it comes from.
    const auto sameName = [document](const Document *other) {
        return other != document && other->displayName() == document->displayName();
    };
    if (!document->filePath().isEmpty() && std::any_of(m_documents.begin(), m_documents.end(), sameName))
        title = tr("%1 — %2").arg(title, QFileInfo(document->filePath()).dir().dirName());
    if (document->isModified())
        title += QStringLiteral(" *");
    m_tabs->setTabText(index, title);
    m_tabs->setTabToolTip(index, document->filePath().isEmpty() ? document->displayName()
                                                                : QDir::toNativeSeparators(document->filePath()));
}

QString DocumentManager::tabText(Document *document) const
{
    const int index = indexOf(document);
    return index < 0 ? QString() : m_tabs->tabText(index);
}

bool DocumentManager::save(Document *document)
{
    if (!document)
        return false;
    if (document->filePath().isEmpty())
        return saveAs(document);
    unwatch(document);
    QString error;
    const bool ok = document->save(document->filePath(), &error);
    watch(document);
    if (!ok) {
        QMessageBox::warning(m_dialogParent, tr("Save File"),
                             tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(document->filePath()), error));
        return false;
    }
    m_recovery->remove(document->key());
    m_autosavedRevision.remove(document);
    return true;
}

bool DocumentManager::saveAs(Document *document)
{
    if (!document)
        return false;
    QString suggestion = document->filePath();
    if (suggestion.isEmpty()) {
        const QString extension = descriptor(document->language()).fileExtension();
        suggestion = tr("untitled") + (extension.isEmpty() ? QString() : u'.' + extension);
    }
    const QString path =
        QFileDialog::getSaveFileName(m_dialogParent, tr("Save File As"), suggestion, programFileFilter());
    if (path.isEmpty())
        return false;
    unwatch(document);
    QString error;
    if (!document->save(path, &error)) {
        watch(document);
        QMessageBox::warning(m_dialogParent, tr("Save File"),
                             tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    watch(document);
    addRecentFile(document->filePath());
    m_recovery->remove(document->key());
    m_autosavedRevision.remove(document);
    return true;
}

bool DocumentManager::saveAll()
{
    bool ok = true;
    for (Document *document : std::as_const(m_documents)) {
        if (document->isModified())
            ok = save(document) && ok;
    }
    return ok;
}

bool DocumentManager::closeDocument(Document *document)
{
    if (!document)
        return false;
    if (document->isModified()) {
        setCurrentDocument(document);
        const auto answer = QMessageBox::warning(
            m_dialogParent, tr("Close Document"),
            tr("The document %1 has unsaved changes. Do you want to save them?").arg(document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Save && !save(document))
            return false;
    }
    Q_EMIT documentAboutToClose(document);
    removeDocument(document);
    return true;
}

bool DocumentManager::queryCloseAll()
{
    QList<Document *> modified;
    for (Document *document : std::as_const(m_documents)) {
        if (document->isModified())
            modified << document;
    }
    if (modified.isEmpty())
        return true;
    QStringList names;
    for (Document *document : std::as_const(modified))
        names << document->displayName();
    const auto answer = QMessageBox::warning(
        m_dialogParent, tr("Unsaved Changes"),
        tr("These documents have unsaved changes:\n%1\n\nDo you want to save them?").arg(names.join(u'\n')),
        QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::SaveAll);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::SaveAll) {
        for (Document *document : std::as_const(modified)) {
            if (!save(document))
                return false;
        }
    }
    return true;
}

void DocumentManager::closeAllWithoutAsking()
{
    while (!m_documents.isEmpty()) {
        Q_EMIT documentAboutToClose(m_documents.last());
        removeDocument(m_documents.last());
    }
}

QStringList DocumentManager::openFilePaths() const
{
    QStringList paths;
    for (Document *document : m_documents) {
        if (!document->filePath().isEmpty())
            paths << document->filePath();
    }
    return paths;
}

void DocumentManager::addRecentFile(const QString &path)
{
    m_recentFiles.removeAll(path);
    m_recentFiles.prepend(path);
    while (m_recentFiles.size() > maxRecentFiles)
        m_recentFiles.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), m_recentFiles);
    Q_EMIT recentFilesChanged();
}

void DocumentManager::clearRecentFiles()
{
    m_recentFiles.clear();
    QSettings().setValue(QStringLiteral("recentFiles"), m_recentFiles);
    Q_EMIT recentFilesChanged();
}

void DocumentManager::watch(Document *document)
{
    if (!document->filePath().isEmpty() && QFileInfo::exists(document->filePath()))
        m_watcher->addPath(document->filePath());
}

void DocumentManager::unwatch(Document *document)
{
    if (!document->filePath().isEmpty())
        m_watcher->removePath(document->filePath());
}

void DocumentManager::checkFilesOnDisk()
{
    // A question below runs a nested event loop, in which the watcher may fire again.
    if (m_checkingDisk)
        return;
    m_checkingDisk = true;
    const QList<Document *> documents = m_documents;
    for (Document *document : documents) {
        if (!m_documents.contains(document))
            continue;
        // Saving by rename (as QSaveFile does) ends the watch on the old file: watch again.
        watch(document);
        if (!document->changedOnDisk())
            continue;
        if (!QFileInfo::exists(document->filePath())) {
            document->acknowledgeDiskState();
            document->setModified(true);
            QMessageBox::warning(m_dialogParent, tr("File Removed"),
                                 tr("The file %1 was removed from the disk. Save it to keep it.")
                                     .arg(QDir::toNativeSeparators(document->filePath())));
            continue;
        }
        bool reload = !document->isModified();
        if (!reload) {
            setCurrentDocument(document);
            reload = QMessageBox::question(m_dialogParent, tr("File Changed"),
                                           tr("The file %1 was changed by another program, and you have unsaved "
                                              "changes. Reload it and lose your changes?")
                                               .arg(QDir::toNativeSeparators(document->filePath())),
                                           QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
                     == QMessageBox::Yes;
        }
        QString error;
        if (!reload)
            document->acknowledgeDiskState();
        else if (!document->reload(&error))
            QMessageBox::warning(m_dialogParent, tr("Reload File"),
                                 tr("Cannot reload %1: %2").arg(QDir::toNativeSeparators(document->filePath()), error));
    }
    m_checkingDisk = false;
}

void DocumentManager::setAutosaveInterval(int seconds)
{
    m_autosaveTimer->setInterval(std::max(seconds, 1) * 1000);
}

void DocumentManager::autosave()
{
    for (Document *document : std::as_const(m_documents)) {
        if (!document->isModified()) {
            if (m_autosavedRevision.remove(document))
                m_recovery->remove(document->key());
            continue;
        }
        const int revision = document->textDocument()->revision();
        if (m_autosavedRevision.value(document, -1) == revision)
            continue;
        if (m_recovery->save(document->key(), document->filePath(), descriptor(document->language()).fileExtension(),
                             document->text()))
            m_autosavedRevision.insert(document, revision);
    }
}

int DocumentManager::offerRecovery()
{
    const QList<RecoveryStore::Entry> entries = m_recovery->orphanedEntries();
    if (entries.isEmpty()) {
        m_recovery->discardOrphans();
        return 0;
    }
    QStringList names;
    for (const RecoveryStore::Entry &entry : entries) {
        names << (entry.filePath.isEmpty() ? tr("a new document (%1)").arg(entry.savedAt.toLocalTime().toString())
                                           : QDir::toNativeSeparators(entry.filePath));
    }
    const auto answer = QMessageBox::question(
        m_dialogParent, tr("Recover Unsaved Work"),
        tr("Foul Play did not close properly last time. The unsaved text of %n document(s) was kept:\n%1\n\n"
           "Recover it?",
           nullptr, int(entries.size()))
            .arg(names.join(u'\n')),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    int recovered = 0;
    if (answer == QMessageBox::Yes) {
        for (const RecoveryStore::Entry &entry : entries) {
            const std::optional<Language> language = languageForFileName(QStringLiteral("x.") + entry.language);
            Document *document = nullptr;
            if (!entry.filePath.isEmpty() && QFileInfo::exists(entry.filePath))
                document = openFile(entry.filePath);
            if (!document)
                document = newDocument(language);
            document->setLanguage(language);
            document->replaceText(entry.text);
            document->setModified(true);
            ++recovered;
        }
    }
    m_recovery->discardOrphans();
    // The recovered text is unsaved again: keep it safe right away.
    autosave();
    return recovered;
}

} // namespace Foulplay::Ui
