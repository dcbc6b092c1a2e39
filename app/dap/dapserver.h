#pragma once

#include "dapbreakpoints.h"
#include "dapinspector.h"

#include "debug/debugsession.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QFile>
#include <QObject>
#include <QSet>
#include <QString>

#include <memory>

namespace Foulplay::Dap {

class DapChannel;

// One client's debugging session: answers the requests that come through
// the channel by driving a DebugSession (whose engine runs on the session's
// worker thread, as in the IDE) and turns the session's signals into DAP
// events. Main thread only. docs/dap.md lists every request it answers.
class DapServer final : public QObject {
    Q_OBJECT

public:
    explicit DapServer(DapChannel *channel, QObject *parent = nullptr);
    ~DapServer() override;

Q_SIGNALS:
    // The client said goodbye (disconnect) or closed the stream: the
    // session is stopped and everything is sent.
    void ended();

private:
    using Handler = void (DapServer::*)(const QJsonObject &request, const QJsonObject &arguments);

    // dapserver.cpp: requests.
    void handle(const QJsonObject &request);
    void reject(int requestSeq, const QString &command, const QString &why);
    void respond(const QJsonObject &request, const QJsonObject &body = {});
    void fail(const QJsonObject &request, const QString &message);
    void sendEvent(const QString &event, const QJsonObject &body = {});
    bool needsLaunch(const QJsonObject &request);
    bool needsStop(const QJsonObject &request);
    // A command moves the run on from the stop: what the stop was is forgotten.
    void leaveStop(bool backward);
    // The request's threadId names a thread of the program (else it fails).
    bool needsThread(const QJsonObject &request, const QJsonObject &arguments);

    void initialize(const QJsonObject &request, const QJsonObject &arguments);
    void launch(const QJsonObject &request, const QJsonObject &arguments);
    void readInputPiece();
    void configurationDone(const QJsonObject &request, const QJsonObject &arguments);
    void disconnect(const QJsonObject &request, const QJsonObject &arguments);
    void terminate(const QJsonObject &request, const QJsonObject &arguments);
    // Ends the session: exited with exitCode, then terminated.
    void finish(int exitCode);
    void setBreakpoints(const QJsonObject &request, const QJsonObject &arguments);
    void setFunctionBreakpoints(const QJsonObject &request, const QJsonObject &arguments);
    void dataBreakpointInfo(const QJsonObject &request, const QJsonObject &arguments);
    // lastChange and nextChange: "Why?" and "Next change" of a value.
    void valueChange(const QJsonObject &request, const QJsonObject &arguments);
    // The value arguments[key] names: an expression, or with a
    // variablesReference a variable's evaluateName; nullopt when that
    // variable has none.
    std::optional<QString> valueName(const QJsonObject &arguments, QLatin1String key) const;
    // Why expression is no value of the program's language ("" : it is one).
    QString valueProblem(const QString &expression) const;
    void setDataBreakpoints(const QJsonObject &request, const QJsonObject &arguments);
    void setExceptionBreakpoints(const QJsonObject &request, const QJsonObject &arguments);
    void threads(const QJsonObject &request, const QJsonObject &arguments);
    void stackTrace(const QJsonObject &request, const QJsonObject &arguments);
    void scopes(const QJsonObject &request, const QJsonObject &arguments);
    void variables(const QJsonObject &request, const QJsonObject &arguments);
    void evaluate(const QJsonObject &request, const QJsonObject &arguments);
    void execute(const QJsonObject &request, const QJsonObject &arguments);
    void gotoTargets(const QJsonObject &request, const QJsonObject &arguments);
    void gotoTick(const QJsonObject &request, const QJsonObject &arguments);
    void pause(const QJsonObject &request, const QJsonObject &arguments);
    void exceptionInfo(const QJsonObject &request, const QJsonObject &arguments);
    void applyBreakpoints();
    // Runs, or stops at tick 0 with stopOnEntry, once configured and loaded.
    void start();

    // dapserverevents.cpp: the session's signals.
    void connectSession();
    void onLoaded(bool ok, const QList<Core::Debug::DebugDiagnostic> &diagnostics);
    void onStopped(Core::Debug::DebugStopReason reason, const Core::Debug::DebugLocation &location);
    void onFinished(const Core::Debug::DebugResult &result);
    void onBreakpointHit(int id, std::uint64_t hits, const Core::Debug::ConditionError &error);
    void onValueChanged(int id, const Core::Debug::ValueChange &change);
    void sendStopped(const QString &reason, const QString &description, int threadId, const QList<int> &hitIds = {},
                     const QString &text = {});
    // The breakpoints that hold the place stopped at, and the first one described.
    QList<int> breakpointsAt(const Core::Debug::DebugLocation &location, QString &what) const;
    void sendThreadEvents();
    void sendOutput(const QString &category, const QString &text);
    void end();

    DapChannel *m_channel;
    std::unique_ptr<Core::Debug::DebugSession> m_session;
    DapInspector m_inspector;
    DapBreakpoints m_breakpoints;
    QHash<QString, Handler> m_handlers;

    bool m_initialized = false;
    QJsonObject m_launchRequest; // the launch waiting for loaded()
    bool m_launched = false;     // the programs loaded
    bool m_configured = false;   // configurationDone arrived
    bool m_atEntry = false;      // the session stopped at tick 0 after loading
    bool m_started = false;      // start() ran
    bool m_stopOnEntry = false;
    bool m_noDebug = false; // launch's noDebug: breakpoints are not applied
    // launch's input file, read a piece at a time as the program asks.
    std::unique_ptr<QFile> m_inputFile;
    QList<int> m_hitIds;  // DAP ids of breakpoints that stopped the run
    QString m_hitWhat;    // the first of them, described ("line 7")
    QString m_hitMessage; // a breakpoint condition that failed
    QString m_prompt;     // who asks for input, and what
    QString m_errorText;  // the runtime error the session stopped on
    Core::Debug::DebugLocation m_errorLocation;
    bool m_atError = false;    // stopped on the runtime error at the end
    bool m_atEnd = false;      // stopped at the program's end (reason "end")
    int m_endStatus = 0;       // the exit code the session ends with from there
    bool m_backward = false;   // the last command ran backwards
    bool m_going = false;      // a goto is on its way: reaching the end stops there
    bool m_navigating = false; // a lastChange or nextChange is on its way
    bool m_terminated = false;
    bool m_ended = false;
    QSet<int> m_threadIds; // the threads the client was told about
};

} // namespace Foulplay::Dap
