#include "document.h"

#include "editor/codeeditor.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextCursor>
#include <QUuid>

namespace Foulplay::Ui {

Document::Document(int untitledNumber, QObject *parent)
    : QObject(parent)
    , m_editor(new CodeEditor)
    , m_key(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_untitledNumber(untitledNumber)
{
    m_editor->setLanguage(m_language);
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, &Document::modificationChanged);
}

Document::~Document()
{
    delete m_editor.data();
}

CodeEditor *Document::editor() const
{
    return m_editor.data();
}

QString Document::displayName() const
{
    if (m_filePath.isEmpty())
        return m_untitledName.isEmpty() ? tr("Untitled %1").arg(m_untitledNumber) : m_untitledName;
    return QFileInfo(m_filePath).fileName();
}

void Document::setUntitledName(const QString &name)
{
    m_untitledName = name;
    Q_EMIT displayNameChanged();
}

void Document::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    m_editor->setLanguage(language);
    Q_EMIT languageChanged(language);
}

bool Document::isModified() const
{
    return m_editor->document()->isModified();
}

void Document::setModified(bool modified)
{
    m_editor->document()->setModified(modified);
}

QString Document::text() const
{
    return m_editor->toPlainText();
}

void Document::replaceText(const QString &text)
{
    QTextCursor cursor(m_editor->document());
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
}

bool Document::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    setFilePath(path);
    setLanguage(languageForFileName(path));
    m_editor->setPlainText(text);
    m_editor->document()->setModified(false);
    rememberDiskState();
    return true;
}

bool Document::save(const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(text().toUtf8());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    const bool renamed = path != m_filePath;
    setFilePath(path);
    if (renamed) {
        const Language fromName = languageForFileName(path);
        if (fromName != Language::PlainText)
            setLanguage(fromName);
    }
    m_editor->document()->setModified(false);
    rememberDiskState();
    return true;
}

bool Document::reload(QString *error)
{
    QFile file(m_filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    // As one edit, so that the user can undo the reload.
    replaceText(QString::fromUtf8(file.readAll()));
    m_editor->document()->setModified(false);
    rememberDiskState();
    return true;
}

namespace {

QByteArray contentHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(&file);
    return hash.result();
}

} // namespace

bool Document::changedOnDisk() const
{
    if (m_filePath.isEmpty())
        return false;
    // Compare contents, not time stamps: a touch is no change, and two writes
    // within one time stamp tick are still told apart.
    return contentHash(m_filePath) != m_diskHash;
}

void Document::acknowledgeDiskState()
{
    rememberDiskState();
}

void Document::setFilePath(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute == m_filePath)
        return;
    m_filePath = absolute;
    Q_EMIT displayNameChanged();
}

void Document::rememberDiskState()
{
    m_diskHash = contentHash(m_filePath);
}

} // namespace Foulplay::Ui
