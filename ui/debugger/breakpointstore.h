#pragma once

#include "debug/breakpoint.h"

#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QPointer>

namespace Foulplay::Ui {
class Document;
class DocumentManager;
} // namespace Foulplay::Ui

namespace Foulplay::Ui::Debugger {

// Every breakpoint of every open program, as the Breakpoints dock lists
// them. Line breakpoints live in the editors' gutters (they move with the
// text, their condition and hit count with them); the other kinds (label,
// tick, turn, event, cell) live here, per document. Hits in this run come
// from the run's BreakpointModel. GUI thread only.
class BreakpointStore final : public QObject {
    Q_OBJECT

public:
    // One breakpoint and the document it belongs to. For a line breakpoint
    // breakpoint.line is 1-based and id 0; the others have an id > 0. An FYB
    // cell breakpoint watches its document's buffer (program is set per run).
    struct Entry {
        Document *document = nullptr;
        Core::Debug::Breakpoint breakpoint;
    };

    explicit BreakpointStore(DocumentManager *documents, QObject *parent = nullptr);

    // Every breakpoint, by document in tab order: line breakpoints first.
    QList<Entry> entries() const;
    // Adds a breakpoint to document (a line breakpoint goes to its gutter).
    void add(Document *document, Core::Debug::Breakpoint breakpoint);
    // Replaces old by a new breakpoint (which may have another kind or document).
    void replace(const Entry &old, Document *document, const Core::Debug::Breakpoint &breakpoint);
    void remove(const Entry &entry);
    void setEnabled(const Entry &entry, bool enabled);
    void setAllEnabled(bool enabled);
    void removeAll();

    // The breakpoints of a run of program1 (and program2 in a battle), as
    // the session takes them; remembers their order for hitsOf().
    QList<Core::Debug::Breakpoint> runBreakpoints(Document *program1, Document *program2);
    // The run's hit counts, in the order runBreakpoints() gave (the run's model rows).
    void setRunHits(const QList<Core::Debug::Breakpoint> &runList);
    // Hits of an entry in the current run.
    std::uint64_t hitsOf(const Entry &entry) const;

    // The breakpoints of documents with a file, for the session; restore()
    // adds those whose file is open.
    QJsonArray save() const;
    void restore(const QJsonArray &saved);

Q_SIGNALS:
    // A breakpoint was added, removed or edited.
    void changed();
    // The hits in this run changed.
    void hitsChanged();

private:
    void watch(Document *document);
    static QString keyOf(const Entry &entry);

    DocumentManager *m_documents = nullptr;
    QHash<Document *, QList<Core::Debug::Breakpoint>> m_others;
    int m_nextId = 1;
    QStringList m_runKeys;                // runBreakpoints(): the entry of each run row
    QHash<QString, std::uint64_t> m_hits; // by keyOf()
};

} // namespace Foulplay::Ui::Debugger
