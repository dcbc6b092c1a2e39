#pragma once

#include "debug/debugengine.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "dapview.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace Foulplay::Dap {

// One program of a launched session as the client named it.
struct DapProgram {
    QString path;   // as given in `launch`
    QString source; // the text that was loaded
};

// What the client reads about a stopped session: threads, stack frames,
// scopes, variables, evaluations and the cells a data breakpoint can watch.
// It reads the session's snapshots (DebugSnapshot::engineSnapshot<...>())
// and keeps an engine of its own loaded with the same programs: a snapshot
// restored into it answers evaluate in the condition vocabulary and tells
// which lines hold statements, without ever touching the session's worker.
// Main thread only.
class DapInspector {
public:
    DapInspector();
    ~DapInspector();

    // Loads the programs (FYB: program 1, then the opponent). False when they
    // do not parse (the session reports the diagnostics).
    bool load(Core::Debug::Language language, const QList<DapProgram> &programs);
    bool isLoaded() const { return m_engine != nullptr; }
    Core::Debug::Language language() const { return m_language; }
    // What the language's engine can do (labels, threads, cells ...).
    const Core::Debug::Capabilities &capabilities() const;
    const QList<DapProgram> &programs() const { return m_programs; }
    // The programs (1-based) a client path names; empty when none.
    QList<int> programsAt(const QString &path) const;
    // The engine of the inspector, at the last snapshot evaluated (for
    // statementsAt() and labelStatement()); null before load().
    const Core::Debug::DebugEngine *engine() const { return m_engine.get(); }

    // DAP thread id of an FYB process (process + 1); 1 for the other languages.
    static int threadIdOf(const Core::Debug::DebugLocation &location);
    QJsonArray threads(const Core::Debug::DebugSnapshot &snapshot) const;
    // The one frame of a thread (frame id = thread id); nullopt if no such thread.
    std::optional<QJsonObject> stackFrame(const Core::Debug::DebugSnapshot &snapshot, int threadId) const;
    QJsonArray scopes(const Core::Debug::DebugSnapshot &snapshot, int frameId) const;
    // The variables behind a reference; nullopt when it names nothing.
    std::optional<QJsonArray> variables(const Core::Debug::DebugSnapshot &snapshot, int reference) const;
    // The FYB cell (program, cell) a variable shows, for data breakpoints:
    // `cell 7` in a cells container, or an expression `data(2, 7)`.
    std::optional<std::pair<int, int>> cellOf(int reference, const QString &name) const;
    // A condition-vocabulary expression at the snapshot: a name gives its
    // value, anything else true or false; nullopt and error when it fails.
    std::optional<QString> evaluate(const Core::Debug::DebugSnapshot &snapshot, const QString &expression,
                                    QString &error);

private:
    QJsonObject source(int program) const;
    QString statementText(const Core::Debug::DebugLocation &location) const;

    Core::Debug::Language m_language{};
    QList<DapProgram> m_programs;
    const DapView *m_view = nullptr;   // the language's, once loaded
    Core::Debug::ProgramFacts m_facts; // the load's: players, labels
    std::unique_ptr<Core::Debug::DebugEngine> m_engine;
};

} // namespace Foulplay::Dap
