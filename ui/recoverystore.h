#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>

class QLockFile;

namespace Foulplay::Ui {

// Autosaved copies of unsaved buffers, so that a crash loses nothing.
//
// Each running IDE writes into its own subfolder of the recovery folder and
// holds a lock file there. At start, subfolders whose lock is stale (their
// IDE ended without cleaning up, i.e. crashed) hold recoverable text.
// GUI thread only.
class RecoveryStore final {
public:
    struct Entry {
        QString key;      // identifies the buffer within its session
        QString filePath; // the file the buffer belongs to; empty for a new file
        QString language; // the buffer's language name, as given to save()
        QString text;
        QDateTime savedAt;
    };

    // folder: where the sessions' subfolders go; empty means
    // QStandardPaths::AppDataLocation/recovery, or $FOULPLAY_RECOVERY_DIR when set.
    explicit RecoveryStore(const QString &folder = {});
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    QString folder() const { return m_folder; }
    // This session's subfolder (created on first use).
    QString sessionFolder() const { return m_sessionFolder; }

    // Writes text atomically as the recovery copy of buffer key. Returns false on an I/O error.
    bool save(const QString &key, const QString &filePath, const QString &language, const QString &text);
    // Removes the recovery copy of key (the buffer was saved or closed).
    void remove(const QString &key);
    // Removes this session's folder: the IDE is ending normally.
    void discardSession();

    // The entries left behind by sessions that crashed (not this one, not one still running).
    QList<Entry> orphanedEntries() const;
    // Deletes the folders of crashed sessions (after their entries were offered).
    void discardOrphans();

private:
    bool ensureSession();
    QStringList orphanFolders() const;

    QString m_folder;
    QString m_sessionFolder;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace Foulplay::Ui
