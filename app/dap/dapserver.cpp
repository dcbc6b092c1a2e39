#include "dapserver.h"

#include "dapchannel.h"
#include "daparguments.h"
#include "debugwords.h"

#include "common/exitstatus.h"
#include "common/io.h"
#include "common/messagewords.h"
#include "debug/condition.h"
#include "debug/languagedescriptor.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cstring>
#include <optional>
#include <string>

namespace Foulplay::Dap {

using namespace Core::Debug;

namespace {

// A program file, read as foulplay-cli reads one: at most MaxProgramSize
// bytes, so that /dev/zero or a huge file is refused early.
constexpr std::uint64_t MaxProgramSize = std::uint64_t(256) << 20;

bool readProgram(const QString &path, QString &text, QString &error)
{
    Core::ReadFailure failure = Core::ReadFailure::System;
    int code = 0;
    const std::optional<std::string> bytes = Core::readWholeFile(path.toStdString(), MaxProgramSize, failure, code);
    if (!bytes) {
        QString reason;
        switch (failure) {
        case Core::ReadFailure::Directory:
            reason = QStringLiteral("it is a directory");
            break;
        case Core::ReadFailure::TooLarge:
            reason = QStringLiteral("larger than %1 bytes").arg(MaxProgramSize);
            break;
        case Core::ReadFailure::System:
            reason = QString::fromLocal8Bit(std::strerror(code));
            break;
        }
        error = QStringLiteral("%1: cannot read: %2").arg(path, reason);
        return false;
    }
    text = QString::fromUtf8(bytes->data(), qsizetype(bytes->size()));
    return true;
}

// A whole number argument at least minimum; false with error when it is there but is not one.
bool countArgument(const QJsonObject &arguments, const char *key, std::uint64_t minimum, std::uint64_t &value,
                   QString &error)
{
    const QJsonValue given = arguments.value(QLatin1String(key));
    if (given.isUndefined() || given.isNull())
        return true;
    const double number = given.toDouble(-1);
    if (!given.isDouble() || number < double(minimum) || number != double(std::uint64_t(number))) {
        error =
            QStringLiteral("launch: \"%1\" must be a whole number of at least %2").arg(QLatin1String(key)).arg(minimum);
        return false;
    }
    value = std::uint64_t(number);
    return true;
}

// "a, b or c", in the engines' English list words.
QString alternatives(const QStringList &words)
{
    std::vector<std::string> items;
    for (const QString &word : words)
        items.push_back(word.toStdString());
    return QString::fromStdString(Core::alternatives(items, Core::englishWords()));
}

} // namespace

DapServer::DapServer(DapChannel *channel, QObject *parent)
    : QObject(parent)
    , m_channel(channel)
    , m_session(std::make_unique<DebugSession>())
{
    m_handlers = {
        {QStringLiteral("initialize"), &DapServer::initialize},
        {QStringLiteral("launch"), &DapServer::launch},
        {QStringLiteral("configurationDone"), &DapServer::configurationDone},
        {QStringLiteral("disconnect"), &DapServer::disconnect},
        {QStringLiteral("terminate"), &DapServer::terminate},
        {QStringLiteral("setBreakpoints"), &DapServer::setBreakpoints},
        {QStringLiteral("setFunctionBreakpoints"), &DapServer::setFunctionBreakpoints},
        {QStringLiteral("dataBreakpointInfo"), &DapServer::dataBreakpointInfo},
        {QStringLiteral("setDataBreakpoints"), &DapServer::setDataBreakpoints},
        {QStringLiteral("setExceptionBreakpoints"), &DapServer::setExceptionBreakpoints},
        {QStringLiteral("threads"), &DapServer::threads},
        {QStringLiteral("stackTrace"), &DapServer::stackTrace},
        {QStringLiteral("scopes"), &DapServer::scopes},
        {QStringLiteral("variables"), &DapServer::variables},
        {QStringLiteral("evaluate"), &DapServer::evaluate},
        {QStringLiteral("continue"), &DapServer::execute},
        {QStringLiteral("next"), &DapServer::execute},
        {QStringLiteral("stepIn"), &DapServer::execute},
        {QStringLiteral("stepOut"), &DapServer::execute},
        {QStringLiteral("stepBack"), &DapServer::execute},
        {QStringLiteral("reverseContinue"), &DapServer::execute},
        {QStringLiteral("gotoTargets"), &DapServer::gotoTargets},
        {QStringLiteral("goto"), &DapServer::gotoTick},
        {QStringLiteral("pause"), &DapServer::pause},
        {QStringLiteral("exceptionInfo"), &DapServer::exceptionInfo},
        // Foul Play's own: "Why?" and "Next change" of a value.
        {QStringLiteral("lastChange"), &DapServer::valueChange},
        {QStringLiteral("nextChange"), &DapServer::valueChange},
    };
    connect(channel, &DapChannel::requestReceived, this, &DapServer::handle);
    connect(channel, &DapChannel::messageRejected, this, &DapServer::reject);
    connect(channel, &DapChannel::closed, this, [this](bool partial) {
        if (partial)
            qWarning("foulplay-dap: the client closed the stream inside a message");
        end();
    });
    connectSession();
}

DapServer::~DapServer() = default;

// ---- replies ---------------------------------------------------------------

void DapServer::handle(const QJsonObject &request)
{
    if (m_ended)
        return;
    const QString command = request.value(QLatin1String("command")).toString();
    const Handler handler = m_handlers.value(command);
    if (!handler) {
        fail(request, QStringLiteral("unknown command '%1'").arg(command));
        return;
    }
    const QJsonValue arguments = request.value(QLatin1String("arguments"));
    if (!arguments.isUndefined() && !arguments.isNull() && !arguments.isObject()) {
        fail(request, QStringLiteral("%1: \"arguments\" must be an object").arg(command));
        return;
    }
    if (!m_initialized && command != QLatin1String("initialize") && command != QLatin1String("disconnect")) {
        fail(request, QStringLiteral("%1: the first request must be initialize").arg(command));
        return;
    }
    const QString problem = checkArguments(command, arguments.toObject());
    if (!problem.isEmpty()) {
        fail(request, QStringLiteral("%1: %2").arg(command, problem));
        return;
    }
    (this->*handler)(request, arguments.toObject());
}

void DapServer::reject(int requestSeq, const QString &command, const QString &why)
{
    m_channel->send({{QStringLiteral("type"), QStringLiteral("response")},
                     {QStringLiteral("request_seq"), requestSeq},
                     {QStringLiteral("success"), false},
                     {QStringLiteral("command"), command},
                     {QStringLiteral("message"), why}});
}

void DapServer::respond(const QJsonObject &request, const QJsonObject &body)
{
    QJsonObject response{{QStringLiteral("type"), QStringLiteral("response")},
                         {QStringLiteral("request_seq"), request.value(QLatin1String("seq")).toInt()},
                         {QStringLiteral("success"), true},
                         {QStringLiteral("command"), request.value(QLatin1String("command"))}};
    if (!body.isEmpty())
        response.insert(QStringLiteral("body"), body);
    m_channel->send(response);
}

void DapServer::fail(const QJsonObject &request, const QString &message)
{
    reject(request.value(QLatin1String("seq")).toInt(), request.value(QLatin1String("command")).toString(), message);
}

void DapServer::sendEvent(const QString &event, const QJsonObject &body)
{
    QJsonObject message{{QStringLiteral("type"), QStringLiteral("event")}, {QStringLiteral("event"), event}};
    if (!body.isEmpty())
        message.insert(QStringLiteral("body"), body);
    m_channel->send(message);
}

bool DapServer::needsLaunch(const QJsonObject &request)
{
    if (m_launched)
        return true;
    fail(request, QStringLiteral("%1: no program is launched").arg(request.value(QLatin1String("command")).toString()));
    return false;
}

bool DapServer::needsStop(const QJsonObject &request)
{
    if (!needsLaunch(request))
        return false;
    if (m_session->status() != DebugSession::Status::Running)
        return true;
    fail(request, QStringLiteral("%1: the program is running; pause it first")
                      .arg(request.value(QLatin1String("command")).toString()));
    return false;
}

// ---- session ---------------------------------------------------------------

void DapServer::initialize(const QJsonObject &request, const QJsonObject &arguments)
{
    // Lines and columns count from 1 everywhere; rather no session than wrong places.
    if (arguments.value(QLatin1String("linesStartAt1")) == QJsonValue(false)
        || arguments.value(QLatin1String("columnsStartAt1")) == QJsonValue(false)) {
        fail(request, QStringLiteral("initialize: only lines and columns counted from 1 are supported"));
        return;
    }
    m_initialized = true;
    respond(request, {
                         {QStringLiteral("supportsConfigurationDoneRequest"), true},
                         {QStringLiteral("supportsFunctionBreakpoints"), true},
                         {QStringLiteral("supportsConditionalBreakpoints"), true},
                         {QStringLiteral("supportsHitConditionalBreakpoints"), true},
                         {QStringLiteral("supportsDataBreakpoints"), true},
                         {QStringLiteral("supportsStepBack"), true},
                         {QStringLiteral("supportsGotoTargetsRequest"), true},
                         {QStringLiteral("supportsExceptionInfoRequest"), true},
                         {QStringLiteral("supportsTerminateRequest"), true},
                         {QStringLiteral("supportsEvaluateForHovers"), false},
                         {QStringLiteral("supportsSetVariable"), false},
                         {QStringLiteral("supportsRestartRequest"), false},
                         {QStringLiteral("supportsStepInTargetsRequest"), false},
                         {QStringLiteral("supportsBreakpointLocationsRequest"), false},
                         {QStringLiteral("exceptionBreakpointFilters"), DapBreakpoints::eventFilters()},
                         {QStringLiteral("supportsExceptionFilterOptions"), true},
                     });
}

void DapServer::launch(const QJsonObject &request, const QJsonObject &arguments)
{
    if (m_launched || !m_launchRequest.isEmpty()) {
        fail(request, QStringLiteral("launch: a program is launched already"));
        return;
    }
    const QString program = arguments.value(QLatin1String("program")).toString();
    if (program.isEmpty()) {
        fail(request, QStringLiteral("launch: \"program\" (the path of the program) is missing"));
        return;
    }
    Language language = firstLanguage();
    const QString key = arguments.value(QLatin1String("language")).toString();
    if (!key.isEmpty() ? !languageFromKey(key.toLower(), language)
                       : !languageFromKey(QFileInfo(program).suffix().toLower(), language)) {
        QStringList keys;
        QStringList extensions;
        for (const Core::Debug::LanguageDescriptor *known : Core::Debug::languages()) {
            keys.append(known->key);
            for (const QString &extension : known->extensions)
                extensions.append(u'.' + extension);
        }
        fail(request, key.isEmpty()
                          ? QStringLiteral("launch: cannot tell the language of %1; name it %2, or give "
                                           "\"language\"")
                                .arg(program, alternatives(extensions))
                          : QStringLiteral("launch: unknown language '%1' (%2)").arg(key, alternatives(keys)));
        return;
    }
    QList<DapProgram> programs{{QFileInfo(program).absoluteFilePath(), {}}};
    if (Core::Debug::descriptor(language).capabilities.isBattle()) {
        const QString opponent = arguments.value(QLatin1String("opponent")).toString();
        if (opponent.isEmpty()) {
            fail(request, QStringLiteral("launch: an FYB battle needs \"opponent\" (the path of program 2)"));
            return;
        }
        programs.append({QFileInfo(opponent).absoluteFilePath(), {}});
    }
    QString error;
    for (DapProgram &item : programs) {
        if (!readProgram(item.path, item.source, error)) {
            fail(request, QStringLiteral("launch: %1").arg(error));
            return;
        }
    }
    DebugSettings settings;
    std::uint64_t maxProcesses = settings.maxProcesses;
    if (!countArgument(arguments, "maxTurns", 1, settings.maxTurns, error)
        || !countArgument(arguments, "maxProcesses", 2, maxProcesses, error)
        || !countArgument(arguments, "maxSteps", 1, settings.stepLimit, error)) {
        fail(request, error);
        return;
    }
    settings.maxProcesses = int(std::min<std::uint64_t>(maxProcesses, 1u << 20));
    const QString input = arguments.value(QLatin1String("input")).toString();
    m_inputFile.reset();
    if (!input.isEmpty()) {
        auto file = std::make_unique<QFile>(input);
        if (QFileInfo(input).isDir() || !file->open(QIODevice::ReadOnly)) {
            const QString reason = QFileInfo(input).isDir() ? QStringLiteral("it is a directory") : file->errorString();
            fail(request, QStringLiteral("launch: %1: cannot read: %2").arg(input, reason));
            return;
        }
        m_inputFile = std::move(file);
    }
    // "Run without debugging": no breakpoints, no stop at the start.
    m_noDebug = arguments.value(QLatin1String("noDebug")).toBool();
    m_stopOnEntry = !m_noDebug && arguments.value(QLatin1String("stopOnEntry")).toBool();

    m_inspector.load(language, programs);
    QStringList sources;
    QStringList names;
    for (const DapProgram &item : std::as_const(programs)) {
        sources.append(item.source);
        names.append(item.path);
    }
    m_launchRequest = request;
    m_session->setSettings(settings);
    m_session->load(language, sources, names);
}

// As `foulplay-cli run --input`: the file is the whole input, read as far as
// the program asks, a piece at a time, so that an endless one (/dev/zero)
// costs no memory. Its end, or a failure to read it, ends the input.
void DapServer::readInputPiece()
{
    constexpr qint64 Piece = 64 * 1024;
    const QByteArray piece = m_inputFile->read(Piece);
    if (!piece.isEmpty()) {
        m_session->provideInputPart(piece);
        return;
    }
    if (m_inputFile->error() != QFileDevice::NoError)
        sendOutput(QStringLiteral("stderr"),
                   QStringLiteral("%1: cannot read: %2\n").arg(m_inputFile->fileName(), m_inputFile->errorString()));
    m_inputFile.reset();
    m_session->closeInput();
}

void DapServer::configurationDone(const QJsonObject &request, const QJsonObject &)
{
    respond(request);
    if (m_configured)
        return;
    m_configured = true;
    if (m_atEntry)
        start(); // else when the programs have loaded and stopped at tick 0
}

void DapServer::start()
{
    if (m_started)
        return;
    m_started = true;
    if (m_stopOnEntry)
        sendStopped(QStringLiteral("entry"), QStringLiteral("at the start (tick 0)"), 1);
    else
        m_session->run();
}

void DapServer::disconnect(const QJsonObject &request, const QJsonObject &)
{
    m_session->stop();
    respond(request);
    end();
}

void DapServer::terminate(const QJsonObject &request, const QJsonObject &)
{
    m_session->stop();
    respond(request);
    if (m_atEnd || m_atError)
        finish(m_atError ? int(Core::ExitRuntimeError) : m_endStatus);
    else if (!m_terminated) {
        m_terminated = true;
        sendEvent(QStringLiteral("terminated"));
    }
}

void DapServer::finish(int exitCode)
{
    m_atError = m_atEnd = false;
    m_terminated = true;
    sendEvent(QStringLiteral("exited"), {{QStringLiteral("exitCode"), exitCode}});
    sendEvent(QStringLiteral("terminated"));
}

// ---- breakpoints -------------------------------------------------------------

void DapServer::applyBreakpoints()
{
    if (const BreakpointDiff diff = m_breakpoints.takeDiff(m_noDebug); !diff.isEmpty())
        m_session->editBreakpoints(diff);
}

void DapServer::setBreakpoints(const QJsonObject &request, const QJsonObject &arguments)
{
    const QString path = arguments.value(QLatin1String("source")).toObject().value(QLatin1String("path")).toString();
    if (path.isEmpty()) {
        fail(request, QStringLiteral("setBreakpoints: \"source\" with a \"path\" is missing"));
        return;
    }
    QJsonArray requested = arguments.value(QLatin1String("breakpoints")).toArray();
    if (!arguments.contains(QLatin1String("breakpoints"))) {
        // The deprecated form: only lines.
        for (const QJsonValue &line : arguments.value(QLatin1String("lines")).toArray())
            requested.append(QJsonObject{{QStringLiteral("line"), line}});
    }
    const QJsonArray replies =
        m_breakpoints.setSourceBreakpoints(QFileInfo(path).absoluteFilePath(), requested, m_inspector);
    respond(request, {{QStringLiteral("breakpoints"), replies}});
    applyBreakpoints();
}

void DapServer::setFunctionBreakpoints(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("breakpoints")).isArray()) {
        fail(request, QStringLiteral("setFunctionBreakpoints: \"breakpoints\" is missing"));
        return;
    }
    const QJsonArray replies =
        m_breakpoints.setFunctionBreakpoints(arguments.value(QLatin1String("breakpoints")).toArray(), m_inspector);
    respond(request, {{QStringLiteral("breakpoints"), replies}});
    applyBreakpoints();
}

void DapServer::dataBreakpointInfo(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("name")).isString()) {
        fail(request, QStringLiteral("dataBreakpointInfo: \"name\" is missing"));
        return;
    }
    const auto none = [&](const QString &why) {
        respond(request, {{QStringLiteral("dataId"), QJsonValue::Null}, {QStringLiteral("description"), why}});
    };
    if (!m_inspector.isLoaded()) {
        none(QStringLiteral("no program is loaded"));
        return;
    }
    // A variable is watched by its evaluateName; without a reference the
    // name is an expression, as the protocol allows.
    const std::optional<QString> expression = valueName(arguments, QLatin1String("name"));
    if (!expression) {
        none(QStringLiteral("'%1' is no value a breakpoint can watch")
                 .arg(arguments.value(QLatin1String("name")).toString()));
        return;
    }
    const QString problem = valueProblem(*expression);
    if (!problem.isEmpty()) {
        none(problem);
        return;
    }
    // write: the value changes; a FYB cell also takes readWrite, a pointer
    // entering it (the cell breakpoint).
    QJsonArray accessTypes{QStringLiteral("write")};
    if (m_inspector.cellOf(0, *expression))
        accessTypes.append(QStringLiteral("readWrite"));
    respond(request, {{QStringLiteral("dataId"), DapBreakpoints::ValuePrefix + *expression},
                      {QStringLiteral("description"), QStringLiteral("when %1 changes").arg(*expression)},
                      {QStringLiteral("accessTypes"), accessTypes},
                      {QStringLiteral("canPersist"), true}});
}

std::optional<QString> DapServer::valueName(const QJsonObject &arguments, QLatin1String key) const
{
    const QString name = arguments.value(key).toString();
    const int reference = arguments.value(QLatin1String("variablesReference")).toInt();
    if (reference <= 0)
        return name;
    const auto variables = m_inspector.variables(m_session->snapshot(), reference);
    for (const QJsonValue &variable : variables.value_or(QJsonArray())) {
        const QJsonObject each = variable.toObject();
        if (each.value(QLatin1String("name")).toString() == name) {
            const QString evaluateName = each.value(QLatin1String("evaluateName")).toString();
            return evaluateName.isEmpty() ? std::nullopt : std::optional<QString>(evaluateName);
        }
    }
    return std::nullopt;
}

QString DapServer::valueProblem(const QString &expression) const
{
    ConditionError error;
    const auto value = Condition::parse(expression, conditionVocabulary(m_inspector.language()), error);
    if (!value)
        return QStringLiteral("'%1': %2").arg(expression, Words::conditionError(error));
    return value->isEmpty() ? QStringLiteral("'%1' names no value").arg(expression) : QString();
}

void DapServer::valueChange(const QJsonObject &request, const QJsonObject &arguments)
{
    const QString command = request.value(QLatin1String("command")).toString();
    const bool backward = command == QLatin1String("lastChange");
    if (!arguments.value(QLatin1String("expression")).isString()) {
        fail(request, QStringLiteral("%1: \"expression\" (the value, or a variable's name with its "
                                     "\"variablesReference\") is missing")
                          .arg(command));
        return;
    }
    if (!needsStop(request))
        return;
    const std::optional<QString> expression = valueName(arguments, QLatin1String("expression"));
    if (!expression) {
        fail(request, QStringLiteral("%1: '%2' is no value")
                          .arg(command, arguments.value(QLatin1String("expression")).toString()));
        return;
    }
    if (const QString problem = valueProblem(*expression); !problem.isEmpty()) {
        fail(request, QStringLiteral("%1: %2").arg(command, problem));
        return;
    }
    if (m_atError && !backward) {
        fail(request, QStringLiteral("nextChange: the program stopped on a runtime error"));
        return;
    }
    if (m_atEnd && !backward) {
        fail(request, QStringLiteral("nextChange: the program has ended; no change comes after"));
        return;
    }
    leaveStop(backward);
    m_navigating = true;
    respond(request);
    m_session->runToValueChange(*expression, backward);
}

void DapServer::setDataBreakpoints(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("breakpoints")).isArray()) {
        fail(request, QStringLiteral("setDataBreakpoints: \"breakpoints\" is missing"));
        return;
    }
    const QJsonArray replies =
        m_breakpoints.setDataBreakpoints(arguments.value(QLatin1String("breakpoints")).toArray(), m_inspector);
    respond(request, {{QStringLiteral("breakpoints"), replies}});
    applyBreakpoints();
}

void DapServer::setExceptionBreakpoints(const QJsonObject &request, const QJsonObject &arguments)
{
    // The filters are the game events (a runtime error always stops the
    // program): each one chosen is an event breakpoint.
    QStringList filters;
    for (const QJsonValue &filter : arguments.value(QLatin1String("filters")).toArray())
        filters.append(filter.toString());
    const QJsonArray replies =
        m_breakpoints.setEventBreakpoints(filters, arguments.value(QLatin1String("filterOptions")).toArray(),
                                          m_inspector);
    respond(request, {{QStringLiteral("breakpoints"), replies}});
    applyBreakpoints();
}

// ---- inspection ----------------------------------------------------------------

void DapServer::threads(const QJsonObject &request, const QJsonObject &)
{
    respond(request,
            {{QStringLiteral("threads"), m_launched ? m_inspector.threads(m_session->snapshot()) : QJsonArray()}});
}

void DapServer::stackTrace(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("threadId")).isDouble()) {
        fail(request, QStringLiteral("stackTrace: \"threadId\" is missing"));
        return;
    }
    if (!needsStop(request))
        return;
    const int threadId = arguments.value(QLatin1String("threadId")).toInt();
    const auto frame = m_inspector.stackFrame(m_session->snapshot(), threadId);
    if (!frame) {
        fail(request, QStringLiteral("stackTrace: no thread %1").arg(threadId));
        return;
    }
    QJsonArray frames;
    if (arguments.value(QLatin1String("startFrame")).toInt() == 0)
        frames.append(*frame);
    respond(request, {{QStringLiteral("stackFrames"), frames}, {QStringLiteral("totalFrames"), 1}});
}

void DapServer::scopes(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("frameId")).isDouble()) {
        fail(request, QStringLiteral("scopes: \"frameId\" is missing"));
        return;
    }
    if (!needsStop(request))
        return;
    const int frameId = arguments.value(QLatin1String("frameId")).toInt();
    if (!m_inspector.stackFrame(m_session->snapshot(), frameId)) {
        fail(request, QStringLiteral("scopes: no frame %1").arg(frameId));
        return;
    }
    respond(request, {{QStringLiteral("scopes"), m_inspector.scopes(m_session->snapshot(), frameId)}});
}

void DapServer::variables(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("variablesReference")).isDouble()) {
        fail(request, QStringLiteral("variables: \"variablesReference\" is missing"));
        return;
    }
    if (!needsStop(request))
        return;
    const int reference = arguments.value(QLatin1String("variablesReference")).toInt();
    const auto list = m_inspector.variables(m_session->snapshot(), reference);
    if (!list) {
        fail(request, QStringLiteral("variables: nothing behind reference %1").arg(reference));
        return;
    }
    QJsonArray page;
    const qsizetype start = std::max(0, arguments.value(QLatin1String("start")).toInt());
    const qsizetype count = arguments.value(QLatin1String("count")).toInt();
    for (qsizetype i = start; i < list->size() && (count <= 0 || i < start + count); ++i)
        page.append(list->at(i));
    respond(request, {{QStringLiteral("variables"), page}});
}

void DapServer::evaluate(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!arguments.value(QLatin1String("expression")).isString()) {
        fail(request, QStringLiteral("evaluate: \"expression\" is missing"));
        return;
    }
    if (!needsLaunch(request))
        return;
    const QString expression = arguments.value(QLatin1String("expression")).toString();
    const bool repl = arguments.value(QLatin1String("context")).toString() == QLatin1String("repl");
    const bool waiting = m_session->status() == DebugSession::Status::WaitingForInput;
    const bool endInput = (repl || waiting) && expression.trimmed() == QLatin1String(":eof");
    if (endInput || waiting) {
        // The debug console answers the program's question (Ask, or a
        // condition that asks "allowed to?"); `:eof` ends the input. While
        // the program waits, every context counts: Kate's console sends
        // its lines as `watch`.
        if (endInput)
            m_session->closeInput();
        else
            m_session->provideInput(expression + QLatin1Char('\n'));
        respond(request,
                {{QStringLiteral("result"),
                  endInput ? QStringLiteral("input ended") : QStringLiteral("input: %1").arg(expression.simplified())},
                 {QStringLiteral("variablesReference"), 0}});
        if (waiting) {
            sendEvent(QStringLiteral("continued"),
                      {{QStringLiteral("threadId"), 1}, {QStringLiteral("allThreadsContinued"), true}});
        }
        return;
    }
    if (!needsStop(request))
        return;
    QString error;
    const auto result = m_inspector.evaluate(m_session->snapshot(), expression, error);
    if (!result) {
        fail(request, error);
        return;
    }
    respond(request, {{QStringLiteral("result"), *result}, {QStringLiteral("variablesReference"), 0}});
}

// ---- execution -------------------------------------------------------------------

void DapServer::leaveStop(bool backward)
{
    m_atError = false;
    m_atEnd = false;
    m_errorText.clear();
    m_hitIds.clear();
    m_hitWhat.clear();
    m_hitMessage.clear();
    m_backward = backward;
    m_going = false;
    m_navigating = false;
}

bool DapServer::needsThread(const QJsonObject &request, const QJsonObject &arguments)
{
    const int threadId = arguments.value(QLatin1String("threadId")).toInt();
    if (m_inspector.stackFrame(m_session->snapshot(), threadId))
        return true;
    fail(request,
         QStringLiteral("%1: no thread %2").arg(request.value(QLatin1String("command")).toString()).arg(threadId));
    return false;
}

void DapServer::execute(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!needsLaunch(request) || !needsThread(request, arguments))
        return;
    const QString command = request.value(QLatin1String("command")).toString();
    const bool backward = command == QLatin1String("stepBack") || command == QLatin1String("reverseContinue");
    if ((m_atError || m_atEnd) && !backward) {
        // The program ended (on the runtime error shown): going on ends the session.
        respond(request);
        finish(m_atError ? int(Core::ExitRuntimeError) : m_endStatus);
        return;
    }
    leaveStop(backward);
    if (command == QLatin1String("continue")) {
        respond(request, {{QStringLiteral("allThreadsContinued"), true}});
        m_session->run();
        return;
    }
    respond(request);
    if (command == QLatin1String("next"))
        m_session->stepTick();
    else if (command == QLatin1String("stepIn"))
        m_session->stepTurn();
    else if (command == QLatin1String("stepOut"))
        m_session->stepOver();
    else if (command == QLatin1String("stepBack"))
        m_session->stepBack();
    else
        m_session->runBackToBreakpoint();
}

void DapServer::gotoTargets(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!needsStop(request))
        return;
    const int line = arguments.value(QLatin1String("line")).toInt();
    auto target = [line](std::uint64_t tick, const QString &label) {
        return QJsonObject{{QStringLiteral("id"), double(tick)},
                           {QStringLiteral("label"), label},
                           {QStringLiteral("line"), line}};
    };
    QJsonArray targets;
    const QJsonValue tick = arguments.value(QLatin1String("tick"));
    if (tick.isDouble() && tick.toDouble() >= 0) {
        targets.append(
            target(std::uint64_t(tick.toDouble()), QStringLiteral("tick %1").arg(std::uint64_t(tick.toDouble()))));
    } else {
        const DebugSnapshot &snapshot = m_session->snapshot();
        targets.append(target(0, QStringLiteral("tick 0 (the start)")));
        if (snapshot.tick > 0)
            targets.append(target(snapshot.tick - 1, QStringLiteral("tick %1 (one back)").arg(snapshot.tick - 1)));
        if (snapshot.lastTick > snapshot.tick)
            targets.append(
                target(snapshot.lastTick, QStringLiteral("tick %1 (the furthest reached)").arg(snapshot.lastTick)));
    }
    respond(request, {{QStringLiteral("targets"), targets}});
}

void DapServer::gotoTick(const QJsonObject &request, const QJsonObject &arguments)
{
    const QJsonValue target = arguments.value(QLatin1String("targetId"));
    if (!target.isDouble() || target.toDouble() < 0) {
        fail(request, QStringLiteral("goto: \"targetId\" (the tick to go to) is missing"));
        return;
    }
    if (!needsStop(request) || !needsThread(request, arguments))
        return;
    leaveStop(false);
    m_going = true;
    respond(request);
    m_session->jumpToTick(std::uint64_t(target.toDouble()));
}

void DapServer::pause(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!needsLaunch(request) || !needsThread(request, arguments))
        return;
    respond(request);
    // Also when the status has not caught up with a run just asked for: the
    // session pauses whatever runs and ignores a pause when nothing does.
    if (m_session->status() != DebugSession::Status::WaitingForInput)
        m_session->pause();
}

void DapServer::exceptionInfo(const QJsonObject &request, const QJsonObject &arguments)
{
    if (!needsLaunch(request) || !needsThread(request, arguments))
        return;
    if (m_errorText.isEmpty()) {
        fail(request, QStringLiteral("exceptionInfo: the program is not stopped on a runtime error"));
        return;
    }
    const QString path = m_errorLocation.program >= 1 && m_errorLocation.program <= m_inspector.programs().size()
                             ? m_inspector.programs()[m_errorLocation.program - 1].path
                             : QString();
    respond(
        request,
        {{QStringLiteral("exceptionId"), QStringLiteral("runtime error")},
         {QStringLiteral("description"), m_errorText},
         {QStringLiteral("breakMode"), QStringLiteral("always")},
         {QStringLiteral("details"),
          QJsonObject{{QStringLiteral("message"), m_errorText},
                      {QStringLiteral("typeName"), QStringLiteral("runtime error")},
                      {QStringLiteral("stackTrace"),
                       QStringLiteral("%1:%2:%3").arg(path).arg(m_errorLocation.line).arg(m_errorLocation.column)}}}});
}

} // namespace Foulplay::Dap
