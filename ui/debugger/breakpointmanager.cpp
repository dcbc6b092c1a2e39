#include "breakpointmanager.h"

#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"

#include "debug/languagedescriptor.h"

#include <QJsonObject>
#include <QPointer>

#include <algorithm>

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;
using Debug::BreakpointKind;

namespace {

// Kinds in saved sessions, by name: the enum's order may change.
const char *const kindKeys[] = {"line", "label", "tick", "turn", "event"};

QString kindKey(BreakpointKind kind)
{
    return QString::fromLatin1(kindKeys[int(kind)]);
}

bool kindFromKey(const QString &key, BreakpointKind &kind)
{
    for (int i = 0; i < int(std::size(kindKeys)); ++i) {
        if (key == QLatin1String(kindKeys[i])) {
            kind = BreakpointKind(i);
            return true;
        }
    }
    return false;
}

} // namespace

BreakpointManager::BreakpointManager(DocumentManager *documents, QObject *parent)
    : QObject(parent)
    , m_documents(documents)
{
    qRegisterMetaType<Edit>();
    for (Document *document : m_documents->documents())
        watch(document);
    connect(m_documents, &DocumentManager::documentOpened, this, [this](Document *document) {
        watch(document);
        Q_EMIT changed();
    });
    connect(m_documents, &DocumentManager::documentAboutToClose, this, &BreakpointManager::documentClosing);
}

void BreakpointManager::watch(Document *document)
{
    CodeEditor *editor = document->editor();
    connect(editor, &CodeEditor::breakpointEditRequested, this,
            [this, document](int line, bool present, bool enabled) { editorAsked(document, line, present, enabled); });
    connect(editor, &CodeEditor::breakpointConditionRequested, this,
            [this, document](int line, const QString &condition, quint64 hitTarget) {
                editorAskedCondition(document, line, condition, hitTarget);
            });
    connect(editor, &CodeEditor::breakpointsMoved, this, [this, document] { marksMoved(document); });
    connect(document, &Document::displayNameChanged, this, &BreakpointManager::changed);
    // The gutter draws this manager's line breakpoints, and keeps none.
    editor->setBreakpointSource([self = QPointer<BreakpointManager>(this), document] {
        QList<CodeEditor::BreakpointMark> marks;
        if (!self)
            return marks;
        for (const Entry &entry : std::as_const(self->m_entries)) {
            const Debug::Breakpoint &b = entry.breakpoint;
            if (entry.document == document && b.kind == BreakpointKind::Line)
                marks.append({b.id, b.line - 1, b.enabled, b.condition, b.hitTarget});
        }
        return marks;
    });
}

void BreakpointManager::documentClosing(Document *document)
{
    Edit edit;
    for (const Entry &entry : std::as_const(m_entries)) {
        if (entry.document == document)
            edit.removed.append(entry);
    }
    m_entries.removeIf([document](const Entry &entry) { return entry.document == document; });
    if (!edit.isEmpty())
        Q_EMIT edited(edit);
    // The document is still listed until it is gone: tell once it is.
    QMetaObject::invokeMethod(this, &BreakpointManager::changed, Qt::QueuedConnection);
}

int BreakpointManager::indexOf(int id) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].id() == id)
            return int(i);
    }
    return -1;
}

QList<BreakpointManager::Entry> BreakpointManager::entries() const
{
    QList<Entry> list;
    for (Document *document : m_documents->documents()) {
        QList<Entry> lines;
        QList<Entry> others;
        for (const Entry &entry : m_entries) {
            if (entry.document == document)
                (entry.breakpoint.kind == BreakpointKind::Line ? lines : others).append(entry);
        }
        std::stable_sort(lines.begin(), lines.end(),
                         [](const Entry &a, const Entry &b) { return a.breakpoint.line < b.breakpoint.line; });
        list << lines << others;
    }
    return list;
}

std::optional<BreakpointManager::Entry> BreakpointManager::entry(int id) const
{
    const int index = indexOf(id);
    return index < 0 ? std::nullopt : std::optional<Entry>(m_entries[index]);
}

int BreakpointManager::lineBreakpointAt(const Document *document, int line) const
{
    for (const Entry &entry : m_entries) {
        if (entry.document == document && entry.breakpoint.kind == BreakpointKind::Line
            && entry.breakpoint.line == line)
            return entry.id();
    }
    return 0;
}

void BreakpointManager::commit(const Edit &edit)
{
    if (edit.isEmpty())
        return;
    QList<Document *> touched;
    for (const QList<Entry> *list : {&edit.added, &edit.changed, &edit.removed}) {
        for (const Entry &entry : *list) {
            if (entry.breakpoint.kind == BreakpointKind::Line && !touched.contains(entry.document))
                touched.append(entry.document);
        }
    }
    for (Document *document : std::as_const(touched))
        pushMarks(document);
    Q_EMIT edited(edit);
    Q_EMIT changed();
}

int BreakpointManager::add(Document *document, Debug::Breakpoint breakpoint)
{
    if (!document || !m_documents->documents().contains(document))
        return 0;
    if (breakpoint.kind == BreakpointKind::Line
        && (breakpoint.line < 1 || lineBreakpointAt(document, breakpoint.line) != 0))
        return 0;
    breakpoint.id = m_nextId++;
    breakpoint.hits = 0;
    m_entries.append({document, breakpoint});
    Edit edit;
    edit.added.append(m_entries.last());
    commit(edit);
    return breakpoint.id;
}

void BreakpointManager::replace(const Entry &old, Document *document, const Debug::Breakpoint &breakpoint)
{
    const int index = indexOf(old.id());
    if (index < 0 || document != m_entries[index].document) {
        // Another document: another breakpoint, with an id of its own.
        remove(old);
        add(document, breakpoint);
        return;
    }
    Debug::Breakpoint updated = breakpoint;
    updated.id = old.id();
    updated.hits = 0;
    if (updated.kind == BreakpointKind::Line) {
        const int other = lineBreakpointAt(document, updated.line);
        if (updated.line < 1 || (other != 0 && other != old.id()))
            return;
    }
    // A line breakpoint that became another kind leaves the gutter too.
    const bool wasLine = m_entries[index].breakpoint.kind == BreakpointKind::Line;
    m_entries[index].breakpoint = updated;
    if (wasLine)
        pushMarks(document);
    Edit edit;
    edit.changed.append(m_entries[index]);
    commit(edit);
}

void BreakpointManager::remove(const Entry &entry)
{
    removeEntries({entry});
}

void BreakpointManager::removeEntries(const QList<Entry> &entries)
{
    Edit edit;
    for (const Entry &entry : entries) {
        const int index = indexOf(entry.id());
        if (index < 0)
            continue;
        edit.removed.append(m_entries[index]);
        m_entries.removeAt(index);
    }
    commit(edit);
}

void BreakpointManager::setEnabled(const Entry &entry, bool enabled)
{
    const int index = indexOf(entry.id());
    if (index < 0 || m_entries[index].breakpoint.enabled == enabled)
        return;
    m_entries[index].breakpoint.enabled = enabled;
    Edit edit;
    edit.changed.append(m_entries[index]);
    commit(edit);
}

void BreakpointManager::setAllEnabled(bool enabled)
{
    Edit edit;
    for (Entry &entry : m_entries) {
        if (entry.breakpoint.enabled != enabled) {
            entry.breakpoint.enabled = enabled;
            edit.changed.append(entry);
        }
    }
    commit(edit);
}

void BreakpointManager::removeAll()
{
    removeEntries(m_entries);
}

void BreakpointManager::editorAsked(Document *document, int line, bool present, bool enabled)
{
    const int id = lineBreakpointAt(document, line + 1);
    if (!present) {
        if (id)
            remove(*entry(id));
    } else if (id) {
        setEnabled(*entry(id), enabled);
    } else {
        Debug::Breakpoint breakpoint;
        breakpoint.kind = BreakpointKind::Line;
        breakpoint.line = line + 1;
        breakpoint.enabled = enabled;
        add(document, breakpoint);
    }
}

void BreakpointManager::editorAskedCondition(Document *document, int line, const QString &condition, quint64 hitTarget)
{
    const int index = indexOf(lineBreakpointAt(document, line + 1));
    if (index < 0)
        return;
    Debug::Breakpoint &breakpoint = m_entries[index].breakpoint;
    if (breakpoint.condition == condition && breakpoint.hitTarget == hitTarget)
        return;
    breakpoint.condition = condition;
    breakpoint.hitTarget = hitTarget;
    Edit edit;
    edit.changed.append(m_entries[index]);
    commit(edit);
}

void BreakpointManager::marksMoved(Document *document)
{
    QHash<int, CodeEditor::BreakpointMark> marks;
    for (const CodeEditor::BreakpointMark &mark : document->editor()->breakpointMarks())
        marks.insert(mark.id, mark);
    Edit edit;
    for (qsizetype i = 0; i < m_entries.size();) {
        Entry &entry = m_entries[i];
        if (entry.document != document || entry.breakpoint.kind != BreakpointKind::Line) {
            ++i;
            continue;
        }
        const auto it = marks.constFind(entry.id());
        if (it == marks.constEnd()) {
            // Its line was joined to another that has a breakpoint.
            edit.removed.append(entry);
            m_entries.removeAt(i);
            continue;
        }
        // The one left of two joined breakpoints is on when either was.
        if (it->line + 1 != entry.breakpoint.line || it->enabled != entry.breakpoint.enabled) {
            entry.breakpoint.line = it->line + 1;
            entry.breakpoint.enabled = it->enabled;
            edit.changed.append(entry);
        }
        ++i;
    }
    pushMarks(document); // the joined marks are one now
    if (edit.isEmpty())
        return;
    Q_EMIT edited(edit);
    Q_EMIT changed();
}

void BreakpointManager::pushMarks(Document *document)
{
    if (document && m_documents->documents().contains(document))
        document->editor()->refreshBreakpointMarks();
}

QJsonArray BreakpointManager::save() const
{
    QJsonArray saved;
    for (const Entry &entry : entries()) {
        if (entry.document->filePath().isEmpty())
            continue;
        const Debug::Breakpoint &b = entry.breakpoint;
        QJsonObject object{{QStringLiteral("file"), entry.document->filePath()},
                           {QStringLiteral("kind"), kindKey(b.kind)},
                           {QStringLiteral("enabled"), b.enabled}};
        if (b.kind == BreakpointKind::Line)
            object.insert(QStringLiteral("line"), b.line);
        else if (b.kind == BreakpointKind::Label)
            object.insert(QStringLiteral("label"), b.label);
        else if (b.kind == BreakpointKind::Event)
            object.insert(QStringLiteral("event"), int(b.event));
        else
            object.insert(QStringLiteral("number"), QString::number(b.number));
        if (b.kind == BreakpointKind::Event && Debug::watchesCell(b.event))
            object.insert(QStringLiteral("cell"), b.cell);
        if (!b.condition.isEmpty())
            object.insert(QStringLiteral("condition"), b.condition);
        if (b.hitTarget > 0)
            object.insert(QStringLiteral("hitCount"), QString::number(b.hitTarget));
        saved.append(object);
    }
    return saved;
}

void BreakpointManager::restore(const QJsonArray &saved)
{
    for (const QJsonValue &value : saved) {
        const QJsonObject object = value.toObject();
        Document *document = m_documents->findDocument(object.value(QStringLiteral("file")).toString());
        Debug::Breakpoint b;
        if (!document || !kindFromKey(object.value(QStringLiteral("kind")).toString(), b.kind))
            continue;
        b.enabled = object.value(QStringLiteral("enabled")).toBool(true);
        b.line = object.value(QStringLiteral("line")).toInt();
        b.label = object.value(QStringLiteral("label")).toString();
        b.number = object.value(QStringLiteral("number")).toString().toULongLong();
        if (b.kind == BreakpointKind::Event) {
            // A kind the program's language names (a registered language's
            // kinds are numbered in the order it registers them).
            b.event = Debug::DebugEventKind(object.value(QStringLiteral("event")).toInt(-1));
            if (!document->language() || !Debug::eventKindsOf(*document->language()).contains(b.event))
                continue;
        }
        b.cell = object.value(QStringLiteral("cell")).toInt();
        b.condition = object.value(QStringLiteral("condition")).toString();
        b.hitTarget = object.value(QStringLiteral("hitCount")).toString().toULongLong();
        if (b.kind == BreakpointKind::Line && (b.line < 1 || b.line > document->editor()->blockCount()))
            continue;
        add(document, b);
    }
}

} // namespace Foulplay::Ui::Debugger
