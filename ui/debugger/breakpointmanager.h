#pragma once

#include "debug/breakpoint.h"

#include <QJsonArray>
#include <QList>
#include <QMetaType>
#include <QObject>

#include <optional>

namespace Foulplay::Ui {
class Document;
class DocumentManager;
} // namespace Foulplay::Ui

namespace Foulplay::Ui::Debugger {

// The one owner of every breakpoint of every open program: line, label,
// tick, turn, event and cell breakpoints, each with a stable id, per
// document (its file). The editors' gutter marks, the Breakpoints dock, the
// battle view's cell menu and the saved session are views and editors of
// it; each run receives its part as edits (ProgramRun's RunBreakpoints). A
// line breakpoint follows its statement: the gutter reports the lines its
// marks moved to, and the manager takes them. GUI thread only.
class BreakpointManager final : public QObject {
    Q_OBJECT

public:
    // One breakpoint and the document it belongs to. breakpoint.id is the
    // stable id (> 0); a line breakpoint's line is 1-based. An FYB cell
    // breakpoint watches its document's buffer (program is set per run).
    struct Entry {
        Document *document = nullptr;
        Core::Debug::Breakpoint breakpoint;
        int id() const { return breakpoint.id; }
    };
    // One change: the entries added, changed (same id) and removed.
    struct Edit {
        QList<Entry> added;
        QList<Entry> changed;
        QList<Entry> removed;
        bool isEmpty() const { return added.isEmpty() && changed.isEmpty() && removed.isEmpty(); }
    };

    explicit BreakpointManager(DocumentManager *documents, QObject *parent = nullptr);

    // Every breakpoint, by document in tab order: line breakpoints first (by line).
    QList<Entry> entries() const;
    std::optional<Entry> entry(int id) const;
    // The id of the line breakpoint on document's 1-based line, or 0.
    int lineBreakpointAt(const Document *document, int line) const;

    // Adds a breakpoint to document and returns its id (0: no document, or
    // a line breakpoint on a line that has one already).
    int add(Document *document, Core::Debug::Breakpoint breakpoint);
    // Gives the entry a new breakpoint (which may be of another kind or
    // document); in the same document it keeps its id.
    void replace(const Entry &old, Document *document, const Core::Debug::Breakpoint &breakpoint);
    void remove(const Entry &entry);
    void removeEntries(const QList<Entry> &entries);
    void setEnabled(const Entry &entry, bool enabled);
    void setAllEnabled(bool enabled);
    void removeAll();

    // The breakpoints of documents with a file, for the session; restore()
    // adds those whose file is open.
    QJsonArray save() const;
    void restore(const QJsonArray &saved);

Q_SIGNALS:
    // Breakpoints were added, changed or removed: once per change.
    void edited(const Foulplay::Ui::Debugger::BreakpointManager::Edit &edit);
    // The list changed in any way (an edit, or a document's name).
    void changed();

private:
    void watch(Document *document);
    void documentClosing(Document *document);
    // The gutter: a click or F9 (present/enabled), the condition fields.
    void editorAsked(Document *document, int line, bool present, bool enabled);
    void editorAskedCondition(Document *document, int line, const QString &condition, quint64 hitTarget);
    // The gutter's marks moved with the text: take their lines.
    void marksMoved(Document *document);
    // Tells document's gutter that its marks changed (it reads them from here).
    void pushMarks(Document *document);
    void commit(const Edit &edit);
    int indexOf(int id) const;

    DocumentManager *m_documents = nullptr;
    QList<Entry> m_entries; // in the order added
    int m_nextId = 1;
};

} // namespace Foulplay::Ui::Debugger

Q_DECLARE_METATYPE(Foulplay::Ui::Debugger::BreakpointManager::Edit)
