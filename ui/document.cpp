#include "document.h"

#include "editor/codeeditor.h"

#include <QCryptographicHash>
#include <QPlainTextDocumentLayout>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextCursor>
#include <QTextDocument>
#include <QUuid>

namespace Foulplay::Ui {

Document::Document(int untitledNumber, QObject *parent)
    : QObject(parent)
    , m_text(new QTextDocument(this))
    , m_key(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_untitledNumber(untitledNumber)
{
    // The layout a QPlainTextEdit needs to show the text.
    m_text->setDocumentLayout(new QPlainTextDocumentLayout(m_text));
    connect(m_text, &QTextDocument::modificationChanged, this, &Document::modificationChanged);
}

Document::~Document() = default;

CodeEditor *Document::editor() const
{
    return m_editor.data();
}

void Document::setEditor(CodeEditor *editor)
{
    m_editor = editor;
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

void Document::setLanguage(std::optional<Language> language)
{
    if (language == m_language)
        return;
    m_language = language;
    Q_EMIT languageChanged(language);
}

bool Document::isModified() const
{
    return m_text->isModified();
}

void Document::setModified(bool modified)
{
    m_text->setModified(modified);
}

QString Document::text() const
{
    return m_text->toPlainText();
}

void Document::setText(const QString &text)
{
    m_text->setPlainText(text);
    m_text->setModified(false);
}

void Document::replaceText(const QString &text)
{
    QTextCursor cursor(m_text);
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
    setText(text);
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
        if (const std::optional<Language> fromName = languageForFileName(path))
            setLanguage(fromName);
    }
    m_text->setModified(false);
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
    m_text->setModified(false);
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
