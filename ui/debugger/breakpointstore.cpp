#include "breakpointstore.h"

#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"

#include <QJsonObject>

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

BreakpointStore::BreakpointStore(DocumentManager *documents, QObject *parent)
    : QObject(parent)
    , m_documents(documents)
{
    for (Document *document : m_documents->documents())
        watch(document);
    connect(m_documents, &DocumentManager::documentOpened, this, [this](Document *document) {
        watch(document);
        Q_EMIT changed();
    });
    connect(m_documents, &DocumentManager::documentAboutToClose, this, [this](Document *document) {
        m_others.remove(document);
        // The document is still listed until it is gone: tell once it is.
        QMetaObject::invokeMethod(this, &BreakpointStore::changed, Qt::QueuedConnection);
    });
}

void BreakpointStore::watch(Document *document)
{
    CodeEditor *editor = document->editor();
    connect(editor, &CodeEditor::breakpointToggled, this, &BreakpointStore::changed);
    connect(editor, &CodeEditor::breakpointsMoved, this, &BreakpointStore::changed);
    connect(document, &Document::displayNameChanged, this, &BreakpointStore::changed);
}

QList<BreakpointStore::Entry> BreakpointStore::entries() const
{
    QList<Entry> list;
    for (Document *document : m_documents->documents()) {
        const CodeEditor *editor = document->editor();
        for (int line : editor->breakpointLines()) {
            Entry entry{document, {}};
            entry.breakpoint.kind = BreakpointKind::Line;
            entry.breakpoint.line = line + 1;
            entry.breakpoint.enabled = editor->isBreakpointEnabled(line);
            entry.breakpoint.condition = editor->breakpointCondition(line);
            entry.breakpoint.hitTarget = editor->breakpointHitTarget(line);
            entry.breakpoint.hits = hitsOf(entry);
            list.append(entry);
        }
        for (const Debug::Breakpoint &breakpoint : m_others.value(document)) {
            Entry entry{document, breakpoint};
            entry.breakpoint.hits = hitsOf(entry);
            list.append(entry);
        }
    }
    return list;
}

void BreakpointStore::add(Document *document, Debug::Breakpoint breakpoint)
{
    if (!document)
        return;
    if (breakpoint.kind == BreakpointKind::Line) {
        CodeEditor *editor = document->editor();
        const int line = breakpoint.line - 1;
        QSignalBlocker blocker(this); // one changed() for the whole edit
        editor->setBreakpoint(line, true, breakpoint.enabled);
        editor->setBreakpointCondition(line, breakpoint.condition, breakpoint.hitTarget);
    } else {
        breakpoint.id = m_nextId++;
        breakpoint.hits = 0;
        m_others[document].append(breakpoint);
    }
    Q_EMIT changed();
}

void BreakpointStore::replace(const Entry &old, Document *document, const Debug::Breakpoint &breakpoint)
{
    QSignalBlocker blocker(this);
    remove(old);
    add(document, breakpoint);
    blocker.unblock();
    Q_EMIT changed();
}

void BreakpointStore::remove(const Entry &entry)
{
    if (!entry.document)
        return;
    if (entry.breakpoint.kind == BreakpointKind::Line) {
        QSignalBlocker blocker(this);
        entry.document->editor()->setBreakpoint(entry.breakpoint.line - 1, false);
    } else {
        auto it = m_others.find(entry.document);
        if (it == m_others.end())
            return;
        it->removeIf([&entry](const Debug::Breakpoint &b) { return b.id == entry.breakpoint.id; });
    }
    Q_EMIT changed();
}

void BreakpointStore::setEnabled(const Entry &entry, bool enabled)
{
    if (!entry.document)
        return;
    if (entry.breakpoint.kind == BreakpointKind::Line) {
        QSignalBlocker blocker(this);
        entry.document->editor()->setBreakpoint(entry.breakpoint.line - 1, true, enabled);
    } else {
        for (Debug::Breakpoint &breakpoint : m_others[entry.document]) {
            if (breakpoint.id == entry.breakpoint.id)
                breakpoint.enabled = enabled;
        }
    }
    Q_EMIT changed();
}

void BreakpointStore::setAllEnabled(bool enabled)
{
    QSignalBlocker blocker(this);
    for (const Entry &entry : entries())
        setEnabled(entry, enabled);
    blocker.unblock();
    Q_EMIT changed();
}

void BreakpointStore::removeAll()
{
    QSignalBlocker blocker(this);
    for (const Entry &entry : entries())
        remove(entry);
    blocker.unblock();
    Q_EMIT changed();
}

QString BreakpointStore::keyOf(const Entry &entry)
{
    const QString document = QString::number(quintptr(entry.document), 16);
    if (entry.breakpoint.kind == BreakpointKind::Line)
        return document + QStringLiteral(":L") + QString::number(entry.breakpoint.line);
    return document + QStringLiteral(":#") + QString::number(entry.breakpoint.id);
}

QList<Debug::Breakpoint> BreakpointStore::runBreakpoints(Document *program1, Document *program2)
{
    QList<Debug::Breakpoint> list;
    m_runKeys.clear();
    m_hits.clear();
    const QList<Entry> all = entries();
    for (int program : {1, 2}) {
        Document *document = program == 1 ? program1 : program2;
        // A warrior battling itself: its breakpoints once, as program 1's.
        if (!document || (program == 2 && program2 == program1))
            continue;
        for (const Entry &entry : all) {
            if (entry.document != document)
                continue;
            Debug::Breakpoint breakpoint = entry.breakpoint;
            breakpoint.program = program;
            breakpoint.hits = 0;
            list.append(breakpoint);
            m_runKeys.append(keyOf(entry));
        }
    }
    Q_EMIT hitsChanged();
    return list;
}

void BreakpointStore::setRunHits(const QList<Debug::Breakpoint> &runList)
{
    // The run's model keeps the order it was given (runBreakpoints()).
    if (runList.size() != m_runKeys.size())
        return;
    bool any = false;
    for (qsizetype i = 0; i < runList.size(); ++i) {
        std::uint64_t &hits = m_hits[m_runKeys.at(i)];
        any = any || hits != runList.at(i).hits;
        hits = runList.at(i).hits;
    }
    if (any)
        Q_EMIT hitsChanged();
}

std::uint64_t BreakpointStore::hitsOf(const Entry &entry) const
{
    return m_hits.value(keyOf(entry));
}

QJsonArray BreakpointStore::save() const
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
        if (b.kind == BreakpointKind::Event && b.event == Debug::DebugEventKind::PointerEntersCell)
            object.insert(QStringLiteral("cell"), b.cell);
        if (!b.condition.isEmpty())
            object.insert(QStringLiteral("condition"), b.condition);
        if (b.hitTarget > 0)
            object.insert(QStringLiteral("hitCount"), QString::number(b.hitTarget));
        saved.append(object);
    }
    return saved;
}

void BreakpointStore::restore(const QJsonArray &saved)
{
    QSignalBlocker blocker(this);
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
        const int event = object.value(QStringLiteral("event")).toInt(-1);
        if (b.kind == BreakpointKind::Event && (event < 0 || event > int(Debug::DebugEventKind::PointerEntersCell)))
            continue;
        if (b.kind == BreakpointKind::Event)
            b.event = Debug::DebugEventKind(event);
        b.cell = object.value(QStringLiteral("cell")).toInt();
        b.condition = object.value(QStringLiteral("condition")).toString();
        b.hitTarget = object.value(QStringLiteral("hitCount")).toString().toULongLong();
        if (b.kind == BreakpointKind::Line && b.line < 1)
            continue;
        add(document, b);
    }
    blocker.unblock();
    Q_EMIT changed();
}

} // namespace Foulplay::Ui::Debugger
