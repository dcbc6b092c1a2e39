#include "dapbreakpoints.h"

#include "dapinspector.h"

#include "debug/condition.h"
#include "debug/languagedescriptor.h"
#include "debugwords.h"

#include <QJsonDocument>
#include <QRegularExpression>

namespace Foulplay::Dap {

using namespace Core::Debug;

namespace {

const QString SourceGroup = QStringLiteral("source:");
const QString FunctionGroup = QStringLiteral("function");
const QString DataGroup = QStringLiteral("data");
const QString EventGroup = QStringLiteral("event");

// Where a request points (its place, not its settings): a breakpoint asked
// for again at the same place is the same breakpoint.
QString placeOf(const QJsonObject &request)
{
    const QJsonObject place{{QStringLiteral("line"), request.value(QLatin1String("line"))},
                            {QStringLiteral("column"), request.value(QLatin1String("column"))},
                            {QStringLiteral("name"), request.value(QLatin1String("name"))},
                            {QStringLiteral("dataId"), request.value(QLatin1String("dataId"))},
                            {QStringLiteral("accessType"), request.value(QLatin1String("accessType"))},
                            {QStringLiteral("filterId"), request.value(QLatin1String("filterId"))}};
    return QString::fromUtf8(QJsonDocument(place).toJson(QJsonDocument::Compact));
}

// An event kind a filter stands for, with its language.
struct FilterEvent {
    const LanguageDescriptor *language;
    DebugEventKind kind;
    // "unfair:de-sync", "tally:print".
    QString filter() const
    {
        return language->key + QLatin1Char(':')
               + Words::eventKindName(kind).replace(QLatin1Char(' '), QLatin1Char('-'));
    }
};

// Every language's events but "a pointer enters a cell" (a data breakpoint
// on the cell), in the order the filters are listed.
QList<FilterEvent> filterEvents()
{
    QList<FilterEvent> events;
    for (const LanguageDescriptor *language : languages()) {
        for (const EventName &event : language->eventNames) {
            if (!event.watchesCell)
                events.append({language, event.kind});
        }
    }
    return events;
}

} // namespace

QJsonArray DapBreakpoints::eventFilters()
{
    QJsonArray filters;
    for (const FilterEvent &event : filterEvents()) {
        const QString name = Words::eventKindName(event.kind);
        filters.append(QJsonObject{
            {QStringLiteral("filter"), event.filter()},
            {QStringLiteral("label"), QStringLiteral("%1: %2").arg(event.language->name, name)},
            {QStringLiteral("description"),
             QStringLiteral("Stop after each %1 in a %2 program").arg(name, event.language->name)},
            {QStringLiteral("default"), false},
            {QStringLiteral("supportsCondition"), true},
            {QStringLiteral("conditionDescription"), QStringLiteral("A condition, as for a breakpoint")},
        });
    }
    return filters;
}

std::optional<std::uint64_t> DapBreakpoints::parseHitCondition(const QString &text)
{
    static const QRegularExpression form(QStringLiteral(R"(^\s*(>=|>)?\s*(\d{1,18})\s*$)"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const std::uint64_t n = match.captured(2).toULongLong();
    return match.captured(1) == QLatin1String(">") ? n + 1 : n;
}

QJsonArray DapBreakpoints::setSourceBreakpoints(const QString &path, const QJsonArray &requested,
                                                const DapInspector &inspector)
{
    return replace(SourceGroup + path, requested, Group::Source, path, inspector);
}

QJsonArray DapBreakpoints::setFunctionBreakpoints(const QJsonArray &requested, const DapInspector &inspector)
{
    return replace(FunctionGroup, requested, Group::Function, {}, inspector);
}

QJsonArray DapBreakpoints::setDataBreakpoints(const QJsonArray &requested, const DapInspector &inspector)
{
    return replace(DataGroup, requested, Group::Data, {}, inspector);
}

QJsonArray DapBreakpoints::setEventBreakpoints(const QStringList &filters, const QJsonArray &filterOptions,
                                               const DapInspector &inspector)
{
    QJsonArray requested;
    for (const QString &filter : filters)
        requested.append(QJsonObject{{QStringLiteral("filterId"), filter}});
    for (const QJsonValue &option : filterOptions)
        requested.append(option.toObject());
    return replace(EventGroup, requested, Group::Event, {}, inspector);
}

QJsonArray DapBreakpoints::replace(const QString &group, const QJsonArray &requested, Group kind, const QString &path,
                                   const DapInspector &inspector)
{
    QList<Entry> previous = m_groups.value(group);
    QList<Entry> entries;
    QJsonArray replies;
    for (const QJsonValue &value : requested) {
        entries.append(make(value.toObject(), kind, path, inspector, previous));
        replies.append(entries.back().reply);
        // A place asked for twice in one request is two breakpoints.
        for (qsizetype i = 0; i < previous.size(); ++i) {
            if (previous[i].dapId == entries.back().dapId) {
                previous.removeAt(i);
                break;
            }
        }
    }
    m_groups.insert(group, entries);
    m_requests.insert(group, requested);
    return replies;
}

QJsonArray DapBreakpoints::reverify(const DapInspector &inspector)
{
    QJsonArray changed;
    const QMap<QString, QJsonArray> requests = m_requests;
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        const QString &group = it.key();
        const QList<Entry> before = m_groups.value(group);
        const Group kind = group == FunctionGroup ? Group::Function
                           : group == DataGroup   ? Group::Data
                           : group == EventGroup  ? Group::Event
                                                  : Group::Source;
        replace(group, it.value(), kind, kind == Group::Source ? group.mid(SourceGroup.size()) : QString(), inspector);
        const QList<Entry> &after = m_groups[group];
        for (qsizetype i = 0; i < after.size(); ++i) {
            if (i >= before.size() || before[i].reply != after[i].reply)
                changed.append(after[i].reply);
        }
    }
    return changed;
}

DapBreakpoints::Entry DapBreakpoints::make(const QJsonObject &request, Group kind, const QString &path,
                                           const DapInspector &inspector, const QList<Entry> &previous)
{
    Entry entry;
    entry.key = placeOf(request);
    const Entry *same = nullptr;
    for (const Entry &old : previous) {
        if (old.key == entry.key) {
            same = &old;
            break;
        }
    }
    if (same)
        entry.dapId = same->dapId;
    if (entry.dapId == 0)
        entry.dapId = m_nextDapId++;

    QString problem;
    Breakpoint pattern;
    pattern.condition = request.value(QLatin1String("condition")).toString();
    const QString hitCondition = request.value(QLatin1String("hitCondition")).toString();
    if (!hitCondition.trimmed().isEmpty()) {
        if (const auto target = parseHitCondition(hitCondition))
            pattern.hitTarget = *target;
        else
            problem = QStringLiteral("hit condition '%1': write N or >= N (stop from the N-th hit on) or > N")
                          .arg(hitCondition);
    }
    if (problem.isEmpty() && inspector.isLoaded() && !pattern.condition.trimmed().isEmpty()) {
        ConditionError error;
        if (!Condition::parse(pattern.condition, conditionVocabulary(inspector.language()), error))
            problem = QStringLiteral("condition: %1").arg(Words::conditionError(error));
    }

    const DebugEngine *engine = inspector.engine();
    QList<Breakpoint> made;
    if (kind == Group::Source) {
        pattern.kind = BreakpointKind::Line;
        pattern.line = request.value(QLatin1String("line")).toInt();
        pattern.column = std::max(0, request.value(QLatin1String("column")).toInt());
        entry.reply.insert(QStringLiteral("line"), pattern.line);
        QList<int> programs = inspector.isLoaded() ? inspector.programsAt(path) : QList<int>{1};
        if (pattern.line <= 0)
            problem = QStringLiteral("a source breakpoint needs a line");
        else if (programs.isEmpty())
            problem = QStringLiteral("%1 is not a program of this session").arg(path);
        for (int program : programs) {
            if (engine && engine->statementsAt(program, pattern.line, pattern.column).empty())
                continue;
            Breakpoint breakpoint = pattern;
            breakpoint.program = program;
            made.append(breakpoint);
        }
        if (problem.isEmpty() && made.isEmpty())
            problem = QStringLiteral("no statement on line %1").arg(pattern.line);
        entry.reply.insert(QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), path}});
    } else if (kind == Group::Function) {
        pattern.kind = BreakpointKind::Label;
        pattern.label = request.value(QLatin1String("name")).toString().trimmed();
        if (pattern.label.isEmpty())
            problem = QStringLiteral("a function breakpoint needs the name of a label");
        else if (inspector.isLoaded() && !inspector.capabilities().supportsLabels)
            problem = QStringLiteral("the language of the program has no labels");
        else if (engine && !engine->labelStatement(pattern.label.toStdString()))
            problem = QStringLiteral("no label '%1' in the program").arg(pattern.label);
        made.append(pattern);
    } else if (kind == Group::Event) {
        const QString filter = request.value(QLatin1String("filterId")).toString();
        const LanguageDescriptor *language = nullptr;
        pattern.kind = BreakpointKind::Event;
        for (const FilterEvent &event : filterEvents()) {
            if (event.filter() == filter) {
                language = event.language;
                pattern.event = event.kind;
                break;
            }
        }
        if (!language)
            problem = QStringLiteral("no event filter '%1'").arg(filter);
        else if (inspector.isLoaded() && inspector.language() != language->language)
            problem = QStringLiteral("the program is not %1").arg(language->name);
        made.append(pattern);
    } else if (const QString dataId = request.value(QLatin1String("dataId")).toString();
               dataId.startsWith(ValuePrefix)
               && (request.value(QLatin1String("accessType")).toString().isEmpty()
                   || request.value(QLatin1String("accessType")).toString() == QLatin1String("write"))) {
        // A value: stop where it changes (write). Its other access types
        // (a pointer entering a FYB cell) are the cell breakpoints below.
        pattern.kind = BreakpointKind::Data;
        pattern.value = dataId.mid(ValuePrefix.size());
        ConditionError error;
        if (inspector.isLoaded()) {
            const auto value = Condition::parse(pattern.value, conditionVocabulary(inspector.language()), error);
            if (!value || value->isEmpty())
                problem =
                    QStringLiteral("'%1': %2")
                        .arg(pattern.value, value ? QStringLiteral("names no value") : Words::conditionError(error));
        }
        made.append(pattern);
    } else {
        static const QRegularExpression cellId(QStringLiteral(R"(^([12]):(\d{1,9})$)"));
        QString cell = request.value(QLatin1String("dataId")).toString();
        if (cell.startsWith(ValuePrefix)) {
            // data(P, CELL) or mods(P, CELL) with access type read or readWrite.
            const auto found = inspector.cellOf(0, cell.mid(ValuePrefix.size()));
            cell = found ? QStringLiteral("%1:%2").arg(found->first).arg(found->second) : QString();
        }
        const QRegularExpressionMatch match = cellId.match(cell);
        pattern.kind = BreakpointKind::Event;
        // The cell event of the program's language; before a launch, of the
        // first language that has one.
        bool found = false;
        if (inspector.isLoaded()) {
            found = cellEventOf(inspector.language(), pattern.event);
        } else {
            for (const LanguageDescriptor *language : languages()) {
                if ((found = cellEventOf(language->language, pattern.event)))
                    break;
            }
        }
        if (!match.hasMatch()) {
            problem =
                QStringLiteral("a data breakpoint needs a dataId from dataBreakpointInfo ('2:7': cell 7 of program 2)");
        } else {
            pattern.program = match.captured(1).toInt();
            pattern.cell = match.captured(2).toInt();
            if (!found || (inspector.isLoaded() && !inspector.capabilities().supportsCellWatch))
                problem = QStringLiteral("only FYB cells take data breakpoints");
        }
        made.append(pattern);
    }

    entry.reply.insert(QStringLiteral("id"), entry.dapId);
    entry.reply.insert(QStringLiteral("verified"), problem.isEmpty());
    if (!problem.isEmpty()) {
        entry.reply.insert(QStringLiteral("message"), problem);
        return entry;
    }
    // Keep the session ids of a breakpoint at the same place, so its hits go on counting.
    QList<int> oldIds;
    if (same) {
        for (const Breakpoint &breakpoint : same->breakpoints)
            oldIds.append(breakpoint.id);
    }
    for (qsizetype i = 0; i < made.size(); ++i) {
        made[i].id = i < oldIds.size() ? oldIds[i] : m_nextSessionId++;
        entry.breakpoints.append(made[i]);
    }
    return entry;
}

QList<Breakpoint> DapBreakpoints::sessionBreakpoints() const
{
    QList<Breakpoint> list;
    for (const QList<Entry> &entries : m_groups) {
        for (const Entry &entry : entries)
            list.append(entry.breakpoints);
    }
    return list;
}

BreakpointDiff DapBreakpoints::takeDiff(bool none)
{
    const QList<Breakpoint> now = none ? QList<Breakpoint>() : sessionBreakpoints();
    const auto find = [](const QList<Breakpoint> &list, int id) -> const Breakpoint * {
        for (const Breakpoint &breakpoint : list) {
            if (breakpoint.id == id)
                return &breakpoint;
        }
        return nullptr;
    };
    BreakpointDiff diff;
    for (const Breakpoint &breakpoint : now) {
        if (const Breakpoint *before = find(m_applied, breakpoint.id); !before)
            diff.added.append(breakpoint);
        else if (!(*before == breakpoint))
            diff.changed.append(breakpoint);
    }
    for (const Breakpoint &breakpoint : std::as_const(m_applied)) {
        if (!find(now, breakpoint.id))
            diff.removed.append(breakpoint.id);
    }
    m_applied = now;
    if (!diff.isEmpty())
        diff.revision = ++m_revision;
    return diff;
}

const Breakpoint *DapBreakpoints::sessionBreakpoint(int sessionId) const
{
    for (const QList<Entry> &entries : m_groups) {
        for (const Entry &entry : entries) {
            for (const Breakpoint &breakpoint : entry.breakpoints) {
                if (breakpoint.id == sessionId)
                    return &breakpoint;
            }
        }
    }
    return nullptr;
}

int DapBreakpoints::dapId(int sessionId) const
{
    for (const QList<Entry> &entries : m_groups) {
        for (const Entry &entry : entries) {
            for (const Breakpoint &breakpoint : entry.breakpoints) {
                if (breakpoint.id == sessionId)
                    return entry.dapId;
            }
        }
    }
    return 0;
}

QString DapBreakpoints::reasonOf(int dapId) const
{
    for (auto it = m_groups.begin(); it != m_groups.end(); ++it) {
        for (const Entry &entry : it.value()) {
            if (entry.dapId != dapId)
                continue;
            if (it.key() == FunctionGroup)
                return QStringLiteral("function breakpoint");
            if (it.key() == DataGroup)
                return QStringLiteral("data breakpoint");
            if (it.key() == EventGroup)
                return QStringLiteral("event breakpoint");
            return QStringLiteral("breakpoint");
        }
    }
    return QStringLiteral("breakpoint");
}

} // namespace Foulplay::Dap
