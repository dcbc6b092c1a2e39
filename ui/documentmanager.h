#pragma once

#include "language.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QFileSystemWatcher;
class QTabWidget;
class QTimer;
class QWidget;

namespace Foulplay::Ui {

class Document;
class RecoveryStore;

// The open documents, one tab each: new, open, save, save as, close with a
// prompt for unsaved changes, recent files, reloading files changed on disk,
// and autosave into the recovery store. GUI thread only.
class DocumentManager final : public QObject {
    Q_OBJECT

public:
    // The tab widget shows the documents; dialogs are parented to dialogParent.
    DocumentManager(QTabWidget *tabs, RecoveryStore *recovery, QWidget *dialogParent);
    ~DocumentManager() override;

    QList<Document *> documents() const { return m_documents; }
    Document *currentDocument() const;
    void setCurrentDocument(Document *document);
    // The open document of path (compared as absolute paths), or null.
    Document *findDocument(const QString &path) const;

    // A new buffer filled with the language's template (std::nullopt:
    // plain text, empty).
    Document *newDocument(std::optional<Language> language);
    // A new buffer holding text, not modified.
    Document *newDocument(std::optional<Language> language, const QString &text);
    // Opens path, or activates its tab when it is open already. Shows why and
    // returns null when it cannot be read.
    Document *openFile(const QString &path);
    // Saves document to its file (asks for a name when it has none).
    bool save(Document *document);
    // Asks for a file name and saves there.
    bool saveAs(Document *document);
    bool saveAll();
    // Closes document, asking first when it has unsaved changes. False: the user cancelled.
    bool closeDocument(Document *document);
    // Asks about every modified document; true when the window may close.
    bool queryCloseAll();
    // Closes every document without asking (after queryCloseAll()).
    void closeAllWithoutAsking();

    // The text of document's tab ("name *" while modified).
    QString tabText(Document *document) const;

    QStringList recentFiles() const { return m_recentFiles; }
    void clearRecentFiles();
    // The paths of the open documents that have a file, in tab order.
    QStringList openFilePaths() const;

    // Writes every modified document to the recovery store now (the timer does it every few seconds).
    void autosave();
    void setAutosaveInterval(int seconds);
    // Offers the text left by a crashed session; opens what the user accepts.
    // Returns how many documents were recovered.
    int offerRecovery();

    // Checks open files against the disk and reloads or asks (the watcher calls this).
    void checkFilesOnDisk();

    // The template a new document of language starts with.
    static QString templateText(std::optional<Language> language);

Q_SIGNALS:
    void currentDocumentChanged(Foulplay::Ui::Document *document);
    void documentOpened(Foulplay::Ui::Document *document);
    void documentAboutToClose(Foulplay::Ui::Document *document);
    void recentFilesChanged();

private:
    // Shows document in a new tab, in an editor made for it.
    Document *addDocument(std::unique_ptr<Document> document);
    void removeDocument(Document *document);
    void updateTab(Document *document);
    void updateTabs();
    void addRecentFile(const QString &path);
    void watch(Document *document);
    void unwatch(Document *document);
    int indexOf(Document *document) const;

    QTabWidget *m_tabs = nullptr;
    RecoveryStore *m_recovery = nullptr;
    QWidget *m_dialogParent = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_autosaveTimer = nullptr;
    QTimer *m_diskCheckTimer = nullptr;
    QList<Document *> m_documents;
    QStringList m_recentFiles;
    QHash<Document *, int> m_autosavedRevision; // the text revision last written to the recovery store
    bool m_checkingDisk = false;
};

} // namespace Foulplay::Ui
