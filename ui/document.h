#pragma once

#include "language.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QTextDocument;

namespace Foulplay::Ui {

class CodeEditor;

// One open file (or a new, never saved buffer): its text (with its undo
// history), path, language and modification state. An editor shows it
// (DocumentManager makes one a document); the document does not own it.
// Reading and writing go through here; saves are atomic (QSaveFile).
// GUI thread only.
class Document final : public QObject {
    Q_OBJECT

public:
    // untitledNumber names a new buffer ("Untitled 2") until it gets a path.
    explicit Document(int untitledNumber, QObject *parent = nullptr);
    ~Document() override;

    // The text, for an editor to show (QPlainTextEdit::setDocument()).
    QTextDocument *textDocument() const { return m_text; }
    // The editor that shows the document, or null when none does.
    CodeEditor *editor() const;
    // Records the editor that shows the document (DocumentManager does).
    void setEditor(CodeEditor *editor);

    QString filePath() const { return m_filePath; }
    // The tab's name: the file name, or "Untitled N".
    QString displayName() const;
    // std::nullopt: plain text.
    std::optional<Language> language() const { return m_language; }
    void setLanguage(std::optional<Language> language);
    bool isModified() const;
    void setModified(bool modified);
    // Names a document without a file ("h.unfair (example)") instead of "Untitled N".
    void setUntitledName(const QString &name);
    // A key that stays the same for the document's life (used by autosave).
    QString key() const { return m_key; }

    QString text() const;
    // Sets the text of a document just made, as read from a file: no undo
    // history, not modified.
    void setText(const QString &text);
    // Replaces the whole text as one undoable edit (keeps the undo history).
    void replaceText(const QString &text);

    // Reads path and takes its language from the extension.
    // Returns false and sets *error when the file cannot be read.
    bool load(const QString &path, QString *error);
    // Writes the text atomically to path and makes path the document's file.
    // Returns false and sets *error when it cannot be written.
    bool save(const QString &path, QString *error);
    // Reads the file again (after it changed on disk).
    bool reload(QString *error);

    // True when the file on disk is not what this document last read or wrote.
    bool changedOnDisk() const;
    // Records the file's current content as known (the user declined to reload).
    void acknowledgeDiskState();

Q_SIGNALS:
    void displayNameChanged();
    void languageChanged(std::optional<Foulplay::Ui::Language> language);
    void modificationChanged(bool modified);

private:
    void setFilePath(const QString &path);
    void rememberDiskState();

    QTextDocument *m_text = nullptr; // a child
    QPointer<CodeEditor> m_editor;
    QString m_filePath;
    QString m_key;
    std::optional<Language> m_language = Language{}; // the first language
    int m_untitledNumber = 0;
    QString m_untitledName;
    QByteArray m_diskHash; // of the bytes last read or written; empty: no file
};

} // namespace Foulplay::Ui
