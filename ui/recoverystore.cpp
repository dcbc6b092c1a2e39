#include "recoverystore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

namespace Foulplay::Ui {

namespace {

const QString lockName = QStringLiteral("session.lock");

QString fileStem(const QString &key)
{
    // Keys may hold any character; the file name must not.
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex());
}

bool writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(bytes);
    return file.commit();
}

} // namespace

RecoveryStore::RecoveryStore(const QString &folder)
    : m_folder(folder)
{
    if (m_folder.isEmpty())
        m_folder = qEnvironmentVariable("FOULPLAY_RECOVERY_DIR");
    if (m_folder.isEmpty())
        m_folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

RecoveryStore::~RecoveryStore() = default;

bool RecoveryStore::ensureSession()
{
    if (m_lock)
        return true;
    const QString name = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString path = m_folder + u'/' + name;
    if (!QDir().mkpath(path))
        return false;
    auto lock = std::make_unique<QLockFile>(path + u'/' + lockName);
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    m_sessionFolder = path;
    return true;
}

bool RecoveryStore::save(const QString &key, const QString &filePath, const QString &language, const QString &text)
{
    if (!ensureSession())
        return false;
    const QString stem = m_sessionFolder + u'/' + fileStem(key);
    QJsonObject meta;
    meta.insert(QStringLiteral("key"), key);
    meta.insert(QStringLiteral("filePath"), filePath);
    meta.insert(QStringLiteral("language"), language);
    meta.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    // Text first: a crash between the two writes leaves text without meta, which is skipped.
    return writeAtomically(stem + QStringLiteral(".txt"), text.toUtf8())
           && writeAtomically(stem + QStringLiteral(".json"), QJsonDocument(meta).toJson());
}

void RecoveryStore::remove(const QString &key)
{
    if (m_sessionFolder.isEmpty())
        return;
    const QString stem = m_sessionFolder + u'/' + fileStem(key);
    QFile::remove(stem + QStringLiteral(".json"));
    QFile::remove(stem + QStringLiteral(".txt"));
}

void RecoveryStore::discardSession()
{
    if (!m_lock)
        return;
    m_lock->unlock();
    m_lock.reset();
    QDir(m_sessionFolder).removeRecursively();
    m_sessionFolder.clear();
}

QStringList RecoveryStore::orphanFolders() const
{
    QStringList result;
    const QDir root(m_folder);
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = root.filePath(name);
        if (path == m_sessionFolder)
            continue;
        // A lock we can take belongs to no running IDE: that session crashed.
        QLockFile lock(path + u'/' + lockName);
        lock.setStaleLockTime(0);
        if (lock.tryLock(0)) {
            lock.unlock();
            result << path;
        }
    }
    return result;
}

QList<RecoveryStore::Entry> RecoveryStore::orphanedEntries() const
{
    QList<Entry> entries;
    for (const QString &path : orphanFolders()) {
        const QDir dir(path);
        for (const QString &metaName : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile metaFile(dir.filePath(metaName));
            QFile textFile(dir.filePath(metaName.chopped(5) + QStringLiteral(".txt")));
            if (!metaFile.open(QIODevice::ReadOnly) || !textFile.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
            if (meta.isEmpty())
                continue;
            Entry entry;
            entry.key = meta.value(QStringLiteral("key")).toString();
            entry.filePath = meta.value(QStringLiteral("filePath")).toString();
            entry.language = meta.value(QStringLiteral("language")).toString();
            entry.savedAt = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
            entry.text = QString::fromUtf8(textFile.readAll());
            entries << entry;
        }
    }
    return entries;
}

void RecoveryStore::discardOrphans()
{
    for (const QString &path : orphanFolders())
        QDir(path).removeRecursively();
}

} // namespace Foulplay::Ui
