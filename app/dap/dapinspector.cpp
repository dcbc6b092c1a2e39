#include "dapinspector.h"

#include "debug/condition.h"
#include "debug/conditionnames.h"
#include "debug/languagedescriptor.h"
#include "debugwords.h"
#include "dapview.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <string>
#include <vector>

namespace Foulplay::Dap {

using namespace Core::Debug;

namespace {

QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString resolved = info.canonicalFilePath();
    return resolved.isEmpty() ? info.absoluteFilePath() : resolved;
}

// The parts of a condition name, for resolving a plain name: a call
// `score(Olly)` or a phrase `Player 2's counting number`.
ConditionName nameOf(const QString &text)
{
    static const QRegularExpression call(QStringLiteral(R"(^\s*([A-Za-z_][A-Za-z_0-9]*)\s*\((.*)\)\s*$)"));
    ConditionName name;
    const QRegularExpressionMatch match = call.match(text);
    if (match.hasMatch()) {
        name.text = match.captured(1);
        name.call = true;
        const QString args = match.captured(2).trimmed();
        if (!args.isEmpty()) {
            for (const QString &arg : args.split(QLatin1Char(',')))
                name.args.append(arg.trimmed());
        }
    } else {
        name.text = text.simplified();
    }
    return name;
}

} // namespace

DapInspector::DapInspector() = default;
DapInspector::~DapInspector() = default;

bool DapInspector::load(Language language, const QList<DapProgram> &programs)
{
    m_engine.reset();
    m_facts = {};
    m_language = language;
    m_programs = programs;
    std::vector<std::string> sources;
    for (const DapProgram &program : programs)
        sources.push_back(program.source.toStdString());
    m_view = dapView(language);
    auto engine = createDebugEngine(language);
    std::vector<DebugDiagnostic> diagnostics;
    if (!engine || !engine->load(sources, DebugSettings(), nullptr, nullptr, diagnostics))
        return false;
    if (const std::shared_ptr<const LoadedPrograms> loaded = engine->loadedPrograms())
        m_facts = loaded->facts();
    m_engine = std::move(engine);
    return true;
}

const Capabilities &DapInspector::capabilities() const
{
    return descriptor(m_language).capabilities;
}

QList<int> DapInspector::programsAt(const QString &path) const
{
    QList<int> found;
    const QString wanted = canonical(path);
    for (int i = 0; i < m_programs.size(); ++i) {
        if (canonical(m_programs[i].path) == wanted)
            found.append(i + 1);
    }
    return found;
}

int DapInspector::threadIdOf(const DebugLocation &location)
{
    return location.thread >= 0 ? location.thread + 1 : 1;
}

QJsonObject DapInspector::source(int program) const
{
    if (program < 1 || program > m_programs.size())
        return {};
    const QString path = m_programs[program - 1].path;
    return {{QStringLiteral("name"), QFileInfo(path).fileName()}, {QStringLiteral("path"), path}};
}

QString DapInspector::statementText(const DebugLocation &location) const
{
    if (!location.isValid() || location.program < 1 || location.program > m_programs.size())
        return {};
    const QStringList lines = m_programs[location.program - 1].source.split(QLatin1Char('\n'));
    QString text;
    const int endLine = std::max(location.line, location.endLine);
    for (int line = location.line; line <= endLine && line <= lines.size(); ++line) {
        QString part = lines[line - 1];
        if (line == endLine && location.endLine == endLine && location.endColumn > 0)
            part = part.left(location.endColumn - 1);
        if (line == location.line)
            part = part.mid(std::max(0, location.column - 1));
        text += part + QLatin1Char(' ');
    }
    text = text.simplified();
    return text.size() > 60 ? text.left(57) + QStringLiteral("...") : text;
}

QJsonArray DapInspector::threads(const DebugSnapshot &snapshot) const
{
    QJsonArray list;
    if (!capabilities().supportsThreads) {
        const QString name =
            m_programs.isEmpty() ? QStringLiteral("main") : QFileInfo(m_programs.front().path).fileName();
        list.append(QJsonObject{{QStringLiteral("id"), 1}, {QStringLiteral("name"), name}});
        return list;
    }
    const DapView *view = dapView(m_language);
    return view && view->threads ? view->threads(snapshot) : list;
}

std::optional<QJsonObject> DapInspector::stackFrame(const DebugSnapshot &snapshot, int threadId) const
{
    DebugLocation location;
    QString name;
    if (capabilities().supportsThreads) {
        const DapView *view = dapView(m_language);
        for (const DebugLocation &live : snapshot.locations) {
            if (live.thread == threadId - 1)
                location = live;
        }
        const std::optional<QString> named =
            view && view->frameName ? view->frameName(snapshot, threadId, location, statementText(location))
                                    : std::nullopt;
        if (!named)
            return std::nullopt;
        name = *named;
    } else {
        if (threadId != 1)
            return std::nullopt;
        location = snapshot.location;
        name = location.isValid()
                   ? statementText(location)
                   : (snapshot.finished ? QStringLiteral("(the end)") : QStringLiteral("(no statement)"));
    }
    QJsonObject frame{{QStringLiteral("id"), threadId},
                      {QStringLiteral("name"), name},
                      {QStringLiteral("line"), location.line},
                      {QStringLiteral("column"), location.column}};
    if (location.isValid()) {
        frame.insert(QStringLiteral("source"), source(location.program));
        if (location.endLine > 0) {
            frame.insert(QStringLiteral("endLine"), location.endLine);
            frame.insert(QStringLiteral("endColumn"), location.endColumn);
        }
    }
    return frame;
}

QJsonArray DapInspector::scopes(const DebugSnapshot &snapshot, int frameId) const
{
    // A language without a view of its own still shows the run.
    return m_view ? m_view->scopes(snapshot, frameId)
                  : QJsonArray{DapJson::scope(QStringLiteral("Run"), DapReference::of(DapReference::RunScope))};
}

std::optional<QJsonArray> DapInspector::variables(const DebugSnapshot &snapshot, int ref) const
{
    using namespace DapReference;
    const int kind = ref / Stride;
    const int index = ref % Stride;
    if (!snapshot.isValid() || kind < RunScope || kind > Cells)
        return std::nullopt;
    const ViewContext context{m_facts, conditionVocabulary(m_language)};
    QJsonArray list;
    if (kind == RunScope) {
        list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("tick")},
                                {QStringLiteral("value"), QString::number(snapshot.tick)},
                                {QStringLiteral("evaluateName"), context.evaluateName(Var::Tick)},
                                {QStringLiteral("variablesReference"), 0}});
        if (capabilities().supportsTurns) {
            list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("turn")},
                                    {QStringLiteral("value"), QString::number(snapshot.turn)},
                                    {QStringLiteral("evaluateName"), context.evaluateName(Var::Turn)},
                                    {QStringLiteral("variablesReference"), 0}});
        }
        list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("furthest tick")},
                                {QStringLiteral("value"), QString::number(snapshot.lastTick)},
                                {QStringLiteral("variablesReference"), 0}});
        list.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("finished")},
                        {QStringLiteral("value"), snapshot.finished ? QStringLiteral("yes") : QStringLiteral("no")},
                        {QStringLiteral("variablesReference"), 0}});
    }
    if (m_view) {
        for (const QJsonValue &value : m_view->variables(snapshot, kind, index, context))
            list.append(value);
    }
    return list;
}

std::optional<std::pair<int, int>> DapInspector::cellOf(int ref, const QString &name) const
{
    if (!capabilities().supportsCellWatch)
        return std::nullopt;
    static const QRegularExpression cellName(QStringLiteral(R"(^\s*cell\s+(\d+))"));
    static const QRegularExpression dataCall(QStringLiteral(R"(^\s*(?:data|mods)\s*\(\s*([12])\s*,\s*(\d+)\s*\)\s*$)"));
    if (const QRegularExpressionMatch match = dataCall.match(name); match.hasMatch())
        return std::pair{match.captured(1).toInt(), match.captured(2).toInt()};
    const QRegularExpressionMatch match = cellName.match(name);
    if (ref / DapReference::Stride == DapReference::Cells && match.hasMatch()) {
        // A cells container's index is process * 2 + the buffer its dp edits.
        const int program = (ref % DapReference::Stride) % 2 + 1;
        return std::pair{program, match.captured(1).toInt()};
    }
    return std::nullopt;
}

std::optional<QString> DapInspector::evaluate(const DebugSnapshot &snapshot, const QString &expression, QString &error)
{
    if (!m_engine || !snapshot.isValid()) {
        error = QStringLiteral("no program is loaded");
        return std::nullopt;
    }
    const ConditionVocabulary &names = conditionVocabulary(m_language);
    ConditionError conditionError;
    const std::optional<Condition> condition = Condition::parse(expression, names, conditionError);
    if (!condition) {
        error = Words::conditionError(conditionError);
        return std::nullopt;
    }
    if (condition->isEmpty()) {
        error = QStringLiteral("nothing to evaluate");
        return std::nullopt;
    }
    m_engine->restore(*snapshot.state);
    ConditionError resolveError;
    if (const std::optional<ValueRef> ref = names.resolve(nameOf(expression), resolveError)) {
        ConditionError why{1, ConditionError::Code::NoValue};
        if (const std::optional<Core::Decimal> value = m_engine->valueOf(*ref, why))
            return QString::fromStdString(value->toString());
        why.args.prepend(expression.trimmed());
        error = Words::conditionError(why);
        return std::nullopt;
    }
    const std::optional<bool> holds = condition->evaluate(*m_engine, conditionError);
    if (!holds) {
        error = Words::conditionError(conditionError);
        return std::nullopt;
    }
    return *holds ? QStringLiteral("true") : QStringLiteral("false");
}

} // namespace Foulplay::Dap
