#include "dapserver.h"

#include "debugwords.h"
#include "enginewords.h"

#include "dapchannel.h"

#include "common/exitstatus.h"
#include "dapview.h"

#include <QJsonArray>

#include <utility>

namespace Foulplay::Dap {

using namespace Core::Debug;

void DapServer::connectSession()
{
    DebugSession *session = m_session.get();
    connect(session, &DebugSession::loaded, this, &DapServer::onLoaded);
    connect(session, &DebugSession::stopped, this, &DapServer::onStopped);
    connect(session, &DebugSession::finished, this, &DapServer::onFinished);
    connect(session, &DebugSession::breakpointHit, this, &DapServer::onBreakpointHit);
    connect(session, &DebugSession::valueChanged, this, &DapServer::onValueChanged);
    connect(session, &DebugSession::outputWritten, this,
            [this](const QString &text) { sendOutput(QStringLiteral("stdout"), text); });
    connect(session, &DebugSession::inputRequested, this,
            [this](const InputPrompt &prompt) { m_prompt = Words::inputPrompt(prompt); });
    connect(session, &DebugSession::errorRaised, this,
            [this](const DebugLocation &location, const Core::Message &message) {
                m_errorLocation = location;
                m_errorText = Words::message(message);
            });
}

void DapServer::onLoaded(bool ok, const QList<DebugDiagnostic> &diagnostics)
{
    const QList<DapProgram> &programs = m_inspector.programs();
    auto where = [&programs](const DebugDiagnostic &diagnostic) {
        const QString path = diagnostic.program >= 1 && diagnostic.program <= programs.size()
                                 ? programs[diagnostic.program - 1].path
                                 : QString();
        return QStringLiteral("%1:%2:%3").arg(path).arg(diagnostic.line).arg(diagnostic.column);
    };
    QString firstError;
    for (const DebugDiagnostic &diagnostic : diagnostics) {
        // The form foulplay-cli prints and editors jump to.
        QString line =
            QStringLiteral("%1: %2: %3")
                .arg(where(diagnostic), diagnostic.error ? QStringLiteral("error") : QStringLiteral("warning"),
                     Words::message(diagnostic.message));
        if (!diagnostic.hint.empty())
            line += QStringLiteral(" (%1)").arg(Words::message(diagnostic.hint));
        sendOutput(QStringLiteral("stderr"), line + QLatin1Char('\n'));
        if (diagnostic.error && firstError.isEmpty())
            firstError = QStringLiteral("%1: %2").arg(where(diagnostic), Words::message(diagnostic.message));
    }
    const QJsonObject request = m_launchRequest;
    m_launchRequest = {};
    if (request.isEmpty())
        return;
    if (!ok) {
        fail(request, firstError.isEmpty() ? QStringLiteral("launch: the program did not load") : firstError);
        return;
    }
    m_launched = true;
    respond(request);
    for (const QJsonValue &changed : m_breakpoints.reverify(m_inspector))
        sendEvent(QStringLiteral("breakpoint"),
                  {{QStringLiteral("reason"), QStringLiteral("changed")}, {QStringLiteral("breakpoint"), changed}});
    applyBreakpoints();
    sendEvent(QStringLiteral("initialized"));
}

void DapServer::onBreakpointHit(int id, std::uint64_t hits, const ConditionError &error)
{
    // A hit that stops the run comes with its count at or past the target (or
    // with a message); the others only count.
    // A count of 0 is a reset (a new run), not a hit.
    const Breakpoint *breakpoint = m_breakpoints.sessionBreakpoint(id);
    const QString message = Words::conditionError(error);
    if (!breakpoint || hits == 0 || (message.isEmpty() && hits < breakpoint->hitTarget))
        return;
    const int dapId = m_breakpoints.dapId(id);
    if (!m_hitIds.contains(dapId))
        m_hitIds.append(dapId);
    if (m_hitWhat.isEmpty())
        m_hitWhat = Words::breakpoint(*breakpoint);
    if (!message.isEmpty())
        m_hitMessage = QStringLiteral("%1: the condition failed: %2").arg(Words::breakpoint(*breakpoint), message);
}

void DapServer::onValueChanged(int id, const ValueChange &change)
{
    // Comes before the stop (and, forwards, before breakpointHit()): the
    // stop's description is the change.
    const auto &programs = m_session->snapshot().programs;
    if (id == 0 && m_navigating) {
        // lastChange or nextChange: no breakpoint of the client's.
        m_hitWhat = Words::valueChange(change.value, change, programs ? programs->facts().playerNames : QStringList());
        return;
    }
    const Breakpoint *breakpoint = m_breakpoints.sessionBreakpoint(id);
    if (!breakpoint)
        return;
    const int dapId = m_breakpoints.dapId(id);
    if (!m_hitIds.contains(dapId))
        m_hitIds.append(dapId);
    m_hitWhat = Words::valueChange(change.value, change, programs ? programs->facts().playerNames : QStringList());
}

QList<int> DapServer::breakpointsAt(const DebugLocation &location, QString &what) const
{
    // Running backwards reports no hits: find what holds the place stopped at.
    QList<int> ids;
    const DebugSnapshot &snapshot = m_session->snapshot();
    const DapView *view = dapView(snapshot.language);
    for (const Breakpoint &breakpoint : m_breakpoints.sessionBreakpoints()) {
        bool here = false;
        if (breakpoint.kind == BreakpointKind::Line) {
            here = breakpoint.program == location.program && breakpoint.line == location.line
                   && (breakpoint.column == 0 || breakpoint.column == location.column);
        } else if (breakpoint.kind == BreakpointKind::Label && m_inspector.engine()) {
            const auto statement = m_inspector.engine()->labelStatement(breakpoint.label.toStdString());
            here = statement && statement->index == location.statement;
        } else if (breakpoint.kind == BreakpointKind::Event && view && view->eventHolds) {
            here = view->eventHolds(snapshot, breakpoint);
        }
        const int id = m_breakpoints.dapId(breakpoint.id);
        if (here && !ids.contains(id))
            ids.append(id);
        if (here && what.isEmpty())
            what = Words::breakpoint(breakpoint);
    }
    return ids;
}

void DapServer::onStopped(DebugStopReason reason, const DebugLocation &location)
{
    if (m_ended || m_terminated)
        return;
    if (!m_atEntry) {
        // The stop at tick 0 after loading: the state is published, and
        // configurationDone (now or later) decides what comes next.
        m_atEntry = true;
        if (m_configured)
            start();
        return;
    }
    if (reason == DebugStopReason::InputNeeded && m_inputFile) {
        // The program reads on: its input file has more to give.
        readInputPiece();
        return;
    }
    const DebugSnapshot &snapshot = m_session->snapshot();
    const int threadId = DapInspector::threadIdOf(location);
    const QString tick = QStringLiteral("tick %1").arg(snapshot.tick);
    if (std::exchange(m_navigating, false)) {
        // lastChange, nextChange: where the change is, or that none is.
        if (reason == DebugStopReason::Breakpoint && !m_hitWhat.isEmpty()) {
            sendStopped(QStringLiteral("goto"),
                        QStringLiteral("%1 at %2: %3")
                            .arg(m_backward ? QStringLiteral("right before the last change")
                                            : QStringLiteral("right after the next change"),
                                 tick, m_hitWhat),
                        threadId);
        } else if (reason == DebugStopReason::Start) {
            sendStopped(QStringLiteral("goto"), QStringLiteral("back at the start (tick 0): no change before"),
                        threadId);
        } else {
            sendStopped(QStringLiteral("goto"), QStringLiteral("no change: still at %1").arg(tick), threadId);
        }
        m_hitWhat.clear();
        return;
    }
    switch (reason) {
    case DebugStopReason::Entry:
        sendStopped(QStringLiteral("entry"), QStringLiteral("at the start (tick 0)"), threadId);
        break;
    case DebugStopReason::Pause:
        sendStopped(QStringLiteral("pause"), QStringLiteral("paused at %1").arg(tick), threadId);
        break;
    case DebugStopReason::Stopped:
        sendStopped(QStringLiteral("pause"), QStringLiteral("stopped at %1").arg(tick), threadId);
        break;
    case DebugStopReason::Step:
        sendStopped(
            QStringLiteral("step"),
            QStringLiteral("stepped %1 to %2").arg(m_backward ? QStringLiteral("back") : QStringLiteral("on"), tick),
            threadId);
        break;
    case DebugStopReason::Goto:
        m_going = false;
        sendStopped(QStringLiteral("goto"), QStringLiteral("went to %1").arg(tick), threadId);
        break;
    case DebugStopReason::Start:
        sendStopped(QStringLiteral("entry"), QStringLiteral("back at the start (tick 0): no breakpoint before"),
                    threadId);
        break;
    case DebugStopReason::InputNeeded:
        sendStopped(QStringLiteral("pause"), QStringLiteral("%1: answer in the debug console").arg(m_prompt), threadId);
        break;
    case DebugStopReason::Breakpoint: {
        const QList<int> ids = m_hitIds.isEmpty() ? breakpointsAt(location, m_hitWhat) : m_hitIds;
        const QString kind = ids.isEmpty() ? QStringLiteral("breakpoint") : m_breakpoints.reasonOf(ids.front());
        QString description = QStringLiteral("%1 at %2").arg(kind, tick);
        if (!m_hitWhat.isEmpty())
            description += QStringLiteral(": ") + m_hitWhat;
        if (m_backward)
            description += QStringLiteral(" (running backwards)");
        if (!m_hitMessage.isEmpty())
            description = m_hitMessage;
        sendStopped(kind, description, threadId, ids, m_hitMessage);
        break;
    }
    }
    m_hitIds.clear();
    m_hitWhat.clear();
    m_hitMessage.clear();
}

void DapServer::onFinished(const DebugResult &result)
{
    if (!m_configured || m_ended)
        return;
    if (result.reason == Core::StopReason::Error) {
        m_atError = true;
        const QList<DapProgram> &programs = m_inspector.programs();
        const QString path = m_errorLocation.program >= 1 && m_errorLocation.program <= programs.size()
                                 ? programs[m_errorLocation.program - 1].path
                                 : QString();
        if (m_errorText.isEmpty())
            m_errorText = Words::result(result);
        sendOutput(QStringLiteral("stderr"), QStringLiteral("%1:%2:%3: error: %4\n")
                                                 .arg(path)
                                                 .arg(m_errorLocation.line)
                                                 .arg(m_errorLocation.column)
                                                 .arg(m_errorText));
        sendStopped(QStringLiteral("exception"), QStringLiteral("runtime error: %1").arg(m_errorText),
                    DapInspector::threadIdOf(m_errorLocation), {}, m_errorText);
        return;
    }
    const bool battle = m_inspector.capabilities().isBattle();
    // The exit statuses of foulplay-cli: a battle's result is ExitOk.
    m_endStatus = battle ? Core::ExitOk : Core::exitStatusOf(result.reason);
    const int threadId = DapInspector::threadIdOf(m_session->snapshot().location);
    m_navigating = false; // a nextChange that found none ends at the end
    if (m_going) {
        // A goto to the last tick (or past it) lands on the end, which stays
        // a place to look at and step back from, as any tick is.
        m_going = false;
        sendStopped(QStringLiteral("goto"),
                    QStringLiteral("went to tick %1, the end: %2").arg(result.tick).arg(Words::result(result)),
                    threadId);
        return;
    }
    if (battle || result.reason == Core::StopReason::StepLimit)
        sendOutput(QStringLiteral("console"), Words::result(result) + QLatin1Char('\n'));
    if (m_noDebug) {
        finish(m_endStatus);
        return;
    }
    // The end is a stop, as a time-travel debugger shows the end of its
    // recording: step back, run backwards or go to any tick from here;
    // going on (continue, next ...) or terminate ends the session.
    m_atEnd = true;
    sendStopped(QStringLiteral("end"),
                QStringLiteral("the end at tick %1: %2").arg(result.tick).arg(Words::result(result)), threadId);
}

void DapServer::sendStopped(const QString &reason, const QString &description, int threadId, const QList<int> &hitIds,
                            const QString &text)
{
    sendThreadEvents();
    QJsonObject body{{QStringLiteral("reason"), reason},
                     {QStringLiteral("description"), description},
                     {QStringLiteral("threadId"), threadId},
                     {QStringLiteral("allThreadsStopped"), true}};
    if (!hitIds.isEmpty()) {
        QJsonArray ids;
        for (int id : hitIds)
            ids.append(id);
        body.insert(QStringLiteral("hitBreakpointIds"), ids);
    }
    if (!text.isEmpty())
        body.insert(QStringLiteral("text"), text);
    sendEvent(QStringLiteral("stopped"), body);
}

void DapServer::sendThreadEvents()
{
    if (!m_inspector.capabilities().supportsThreads)
        return;
    QSet<int> now;
    for (const QJsonValue &thread : m_inspector.threads(m_session->snapshot()))
        now.insert(thread.toObject().value(QLatin1String("id")).toInt());
    for (int id : std::as_const(now)) {
        if (!m_threadIds.contains(id))
            sendEvent(QStringLiteral("thread"),
                      {{QStringLiteral("reason"), QStringLiteral("started")}, {QStringLiteral("threadId"), id}});
    }
    for (int id : std::as_const(m_threadIds)) {
        if (!now.contains(id))
            sendEvent(QStringLiteral("thread"),
                      {{QStringLiteral("reason"), QStringLiteral("exited")}, {QStringLiteral("threadId"), id}});
    }
    m_threadIds = now;
}

void DapServer::sendOutput(const QString &category, const QString &text)
{
    if (!text.isEmpty() && !m_ended)
        sendEvent(QStringLiteral("output"), {{QStringLiteral("category"), category}, {QStringLiteral("output"), text}});
}

void DapServer::end()
{
    if (m_ended)
        return;
    m_ended = true;
    // Stops the run and joins the worker thread.
    m_session.reset();
    Q_EMIT ended();
}

} // namespace Foulplay::Dap
