#pragma once

#include "debug/breakpoint.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Foulplay::Dap {

class DapInspector;

// The client's breakpoints in four groups (each source file's lines, the
// function breakpoints on labels, the data breakpoints on FYB cells, the
// exception filters that stop on a language's game events)
// turned into the session's Breakpoint list. Each set...() replaces one
// group and answers with the DAP Breakpoint objects for the response, each
// verified against the loaded programs (or not, with a message saying why).
// A breakpoint requested again at the same place (line and column, label or
// cell) keeps its ids, whatever its condition or hit condition, so the
// session keeps its hits; takeDiff() gives the session only the edit.
// Main thread only.
class DapBreakpoints {
public:
    // A dataId that names a value: "value:" and its expression ("value:score(Bob)").
    static inline const QString ValuePrefix = QStringLiteral("value:");

    // Where `source` maps to programs is decided by the inspector; before a
    // launch the requests are kept and rechecked by reverify().
    QJsonArray setSourceBreakpoints(const QString &path, const QJsonArray &requested, const DapInspector &inspector);
    QJsonArray setFunctionBreakpoints(const QJsonArray &requested, const DapInspector &inspector);
    QJsonArray setDataBreakpoints(const QJsonArray &requested, const DapInspector &inspector);
    // filters: the ids of eventFilters() to stop on; filterOptions: the same
    // as {filterId, condition}.
    QJsonArray setEventBreakpoints(const QStringList &filters, const QJsonArray &filterOptions,
                                   const DapInspector &inspector);
    // One exception filter per game event of every language ("unfair:de-sync",
    // "Unfair: de-sync"), for the initialize response.
    static QJsonArray eventFilters();
    // After a launch: checks every group again; returns the DAP breakpoints
    // whose verdict changed (for `breakpoint` events).
    QJsonArray reverify(const DapInspector &inspector);

    // Every enabled breakpoint, as the session takes them.
    QList<Core::Debug::Breakpoint> sessionBreakpoints() const;
    // The edit from the breakpoints the session was last given to those now
    // (to none at all when `none`: a run without debugging); the session is
    // then taken to hold them. Empty when nothing changed.
    Core::Debug::BreakpointDiff takeDiff(bool none);
    // The DAP id of a session breakpoint id (0 when unknown).
    int dapId(int sessionId) const;
    // "breakpoint", "function breakpoint", "data breakpoint" or "event
    // breakpoint": what a DAP id is.
    QString reasonOf(int dapId) const;
    const Core::Debug::Breakpoint *sessionBreakpoint(int sessionId) const;

    // "N" or ">= N" (stop from the N-th hit on) and "> N"; nullopt otherwise.
    static std::optional<std::uint64_t> parseHitCondition(const QString &text);

private:
    struct Entry {
        int dapId = 0;
        QString key;                                // where the request points, to keep ids across set...() calls
        QJsonObject reply;                          // the DAP Breakpoint object
        QList<Core::Debug::Breakpoint> breakpoints; // session breakpoints (FYB: one per program)
    };
    enum class Group { Source, Function, Data, Event };

    QJsonArray replace(const QString &group, const QJsonArray &requested, Group kind, const QString &path,
                       const DapInspector &inspector);
    Entry make(const QJsonObject &request, Group kind, const QString &path, const DapInspector &inspector,
               const QList<Entry> &previous);

    QMap<QString, QList<Entry>> m_groups;     // "source:PATH", "function", "data", "event"
    QMap<QString, QJsonArray> m_requests;     // the last request of each group
    QList<Core::Debug::Breakpoint> m_applied; // what the session holds
    std::uint64_t m_revision = 0;
    int m_nextDapId = 1;
    int m_nextSessionId = 1;
};

} // namespace Foulplay::Dap
