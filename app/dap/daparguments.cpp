#include "daparguments.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>
#include <initializer_list>
#include <string_view>

namespace Foulplay::Dap {

namespace {

enum class Kind { Flag, Text, Whole, Object, List };

// One argument: its name, type, whether the request needs it, and for
// whole numbers the smallest value allowed. For lists, `items` names the
// rule of their elements (a table below), or none.
struct Rule {
    const char *name;
    Kind kind;
    bool required = false;
    double minimum = 0;
    const char *items = nullptr;
};

struct Request {
    const char *command;
    std::initializer_list<Rule> rules;
};

// Whole numbers JSON carries exactly (DAP ids and ticks stay far below).
constexpr double LargestWhole = 9007199254740992.0; // 2^53

const Request Requests[] = {
    {"initialize",
     {{"adapterID", Kind::Text},
      {"clientID", Kind::Text},
      {"clientName", Kind::Text},
      {"locale", Kind::Text},
      {"pathFormat", Kind::Text},
      {"linesStartAt1", Kind::Flag},
      {"columnsStartAt1", Kind::Flag}}},
    {"launch",
     {{"program", Kind::Text, true},
      {"input", Kind::Text},
      {"stopOnEntry", Kind::Flag},
      {"opponent", Kind::Text},
      {"maxTurns", Kind::Whole, false, 1},
      {"maxProcesses", Kind::Whole, false, 2},
      {"maxSteps", Kind::Whole, false, 1},
      {"language", Kind::Text},
      {"noDebug", Kind::Flag}}},
    {"configurationDone", {}},
    {"disconnect", {{"restart", Kind::Flag}, {"terminateDebuggee", Kind::Flag}, {"suspendDebuggee", Kind::Flag}}},
    {"terminate", {{"restart", Kind::Flag}}},
    {"setBreakpoints",
     {{"source", Kind::Object, true},
      {"breakpoints", Kind::List, false, 0, "sourceBreakpoint"},
      {"lines", Kind::List, false, 0, "line"},
      {"sourceModified", Kind::Flag}}},
    {"setFunctionBreakpoints", {{"breakpoints", Kind::List, true, 0, "functionBreakpoint"}}},
    {"dataBreakpointInfo", {{"name", Kind::Text, true}, {"variablesReference", Kind::Whole}, {"frameId", Kind::Whole}}},
    {"setDataBreakpoints", {{"breakpoints", Kind::List, true, 0, "dataBreakpoint"}}},
    {"setExceptionBreakpoints",
     {{"filters", Kind::List, false, 0, "text"},
      {"filterOptions", Kind::List, false, 0, "filterOption"},
      {"exceptionOptions", Kind::List}}},
    {"threads", {}},
    {"stackTrace",
     {{"threadId", Kind::Whole, true, 1},
      {"startFrame", Kind::Whole},
      {"levels", Kind::Whole},
      {"format", Kind::Object}}},
    {"scopes", {{"frameId", Kind::Whole, true}}},
    {"variables",
     {{"variablesReference", Kind::Whole, true},
      {"filter", Kind::Text},
      {"start", Kind::Whole},
      {"count", Kind::Whole},
      {"format", Kind::Object}}},
    {"evaluate",
     {{"expression", Kind::Text, true}, {"frameId", Kind::Whole}, {"context", Kind::Text}, {"format", Kind::Object}}},
    {"continue", {{"threadId", Kind::Whole, true, 1}, {"singleThread", Kind::Flag}}},
    {"next", {{"threadId", Kind::Whole, true, 1}, {"singleThread", Kind::Flag}, {"granularity", Kind::Text}}},
    {"stepIn",
     {{"threadId", Kind::Whole, true, 1},
      {"singleThread", Kind::Flag},
      {"targetId", Kind::Whole},
      {"granularity", Kind::Text}}},
    {"stepOut", {{"threadId", Kind::Whole, true, 1}, {"singleThread", Kind::Flag}, {"granularity", Kind::Text}}},
    {"stepBack", {{"threadId", Kind::Whole, true, 1}, {"singleThread", Kind::Flag}, {"granularity", Kind::Text}}},
    {"reverseContinue", {{"threadId", Kind::Whole, true, 1}, {"singleThread", Kind::Flag}}},
    {"gotoTargets",
     {{"source", Kind::Object},
      {"line", Kind::Whole, false, 1},
      {"column", Kind::Whole, false, 1},
      {"tick", Kind::Whole}}},
    {"goto", {{"targetId", Kind::Whole, true}, {"threadId", Kind::Whole, true, 1}}},
    {"pause", {{"threadId", Kind::Whole, true, 1}}},
    {"exceptionInfo", {{"threadId", Kind::Whole, true, 1}}},
};

// The rules of list items and nested objects.
const Request Items[] = {
    {"sourceBreakpoint",
     {{"line", Kind::Whole, true, 1},
      {"column", Kind::Whole, false, 1},
      {"condition", Kind::Text},
      {"hitCondition", Kind::Text},
      {"logMessage", Kind::Text}}},
    {"functionBreakpoint", {{"name", Kind::Text, true}, {"condition", Kind::Text}, {"hitCondition", Kind::Text}}},
    {"dataBreakpoint",
     {{"dataId", Kind::Text, true},
      {"accessType", Kind::Text},
      {"condition", Kind::Text},
      {"hitCondition", Kind::Text}}},
    {"source", {{"path", Kind::Text}, {"name", Kind::Text}, {"sourceReference", Kind::Whole}}},
    {"filterOption", {{"filterId", Kind::Text, true}, {"condition", Kind::Text}}},
};

const Request *find(const Request *begin, const Request *end, std::string_view name)
{
    for (const Request *it = begin; it != end; ++it) {
        if (name == it->command)
            return it;
    }
    return nullptr;
}

QString describe(const Rule &rule)
{
    switch (rule.kind) {
    case Kind::Flag:
        return QStringLiteral("true or false");
    case Kind::Text:
        return QStringLiteral("a string");
    case Kind::Whole:
        return QStringLiteral("a whole number of at least %1").arg(qint64(rule.minimum));
    case Kind::Object:
        return QStringLiteral("an object");
    case Kind::List:
        break;
    }
    return QStringLiteral("an array");
}

bool fits(const Rule &rule, const QJsonValue &value)
{
    switch (rule.kind) {
    case Kind::Flag:
        return value.isBool();
    case Kind::Text:
        return value.isString();
    case Kind::Whole: {
        const double number = value.toDouble();
        return value.isDouble() && number >= rule.minimum && number <= LargestWhole && number == std::floor(number);
    }
    case Kind::Object:
        return value.isObject();
    case Kind::List:
        return value.isArray();
    }
    return false;
}

QString checkObject(const Request &request, const QJsonObject &object, const QString &place);

// What is wrong with one given value (place names it: "breakpoints[2].line").
QString checkValue(const Rule &rule, const QJsonValue &value, const QString &place)
{
    if (!fits(rule, value))
        return QStringLiteral("\"%1\" must be %2").arg(place, describe(rule));
    if (rule.kind == Kind::Object && std::string_view(rule.name) == "source")
        return checkObject(*find(std::begin(Items), std::end(Items), "source"), value.toObject(), place + u'.');
    if (rule.kind != Kind::List || !rule.items)
        return {};
    const QJsonArray list = value.toArray();
    const std::string_view items = rule.items;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(place).arg(i);
        const QJsonValue item = list.at(i);
        if (items == "text" || items == "line") {
            const Rule single{"", items == "text" ? Kind::Text : Kind::Whole, true, 1};
            if (!fits(single, item))
                return QStringLiteral("\"%1\" must be %2").arg(at, describe(single));
            continue;
        }
        if (!item.isObject())
            return QStringLiteral("\"%1\" must be an object").arg(at);
        const QString problem =
            checkObject(*find(std::begin(Items), std::end(Items), items), item.toObject(), at + u'.');
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

QString checkObject(const Request &request, const QJsonObject &object, const QString &prefix)
{
    for (const Rule &rule : request.rules) {
        const QString place = prefix + QLatin1String(rule.name);
        const QJsonValue value = object.value(QLatin1String(rule.name));
        if (value.isUndefined() || value.isNull()) {
            if (rule.required)
                return QStringLiteral("\"%1\" is missing").arg(place);
            continue;
        }
        const QString problem = checkValue(rule, value, place);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

} // namespace

QString checkArguments(const QString &command, const QJsonObject &arguments)
{
    const QByteArray name = command.toUtf8();
    const Request *request = find(std::begin(Requests), std::end(Requests), std::string_view(name.data(), name.size()));
    return request ? checkObject(*request, arguments, QString()) : QString();
}

} // namespace Foulplay::Dap
