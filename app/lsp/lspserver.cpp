#include "lspserver.h"

#include "lspanalysis.h"

#include "config-foulplay.h"
#include "framing.h"

#include "debug/languagedescriptor.h"

#include <QMetaObject>
#include <QUrl>

#include <algorithm>
#include <optional>
#include <utility>

namespace Foulplay::Lsp {

namespace {

// JSON-RPC and LSP error codes.
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int ServerNotInitialized = -32002;
constexpr int RequestCancelled = -32800;

const QString ConfigurationSection = QStringLiteral("foulplay");

// Whether the client shows Markdown: it lists it among its formats (a
// MarkupKind array such as hover's contentFormat), or names none.
bool showsMarkdown(const QJsonValue &formats)
{
    return !formats.isArray() || formats.toArray().contains(QJsonValue(QStringLiteral("markdown")));
}

std::optional<Core::Debug::Language> languageOf(const QString &languageId, const QString &uri)
{
    // A known extension (.unfair, .cheat, .fyb) wins over the id: a client
    // that runs one server for three modes may send the id of the first
    // file it opened. Otherwise the id is a language's key or name ("fyb",
    // "fukyorbrane").
    if (const Core::Debug::LanguageDescriptor *described = Core::Debug::descriptorForFileName(QUrl(uri).path()))
        return described->language;
    for (const Core::Debug::LanguageDescriptor *described : Core::Debug::languages()) {
        if (languageId.compare(described->key, Qt::CaseInsensitive) == 0
            || languageId.compare(described->name, Qt::CaseInsensitive) == 0)
            return described->language;
    }
    return std::nullopt;
}

} // namespace

LspServer::LspServer(JsonRpc::Framing *framing, QObject *parent)
    : QObject(parent)
    , m_framing(framing)
{
    m_handlers = {
        {QStringLiteral("initialize"), &LspServer::initialize},
        {QStringLiteral("shutdown"), &LspServer::shutdown},
        {QStringLiteral("textDocument/hover"), &LspServer::hover},
        {QStringLiteral("textDocument/completion"), &LspServer::completion},
        {QStringLiteral("completionItem/resolve"), &LspServer::resolveCompletion},
        {QStringLiteral("textDocument/definition"), &LspServer::definition},
        {QStringLiteral("textDocument/references"), &LspServer::references},
        {QStringLiteral("textDocument/documentSymbol"), &LspServer::documentSymbol},
        {QStringLiteral("textDocument/semanticTokens/full"), &LspServer::semanticTokensFull},
        {QStringLiteral("textDocument/semanticTokens/full/delta"), &LspServer::semanticTokensDelta},
        {QStringLiteral("textDocument/codeAction"), &LspServer::codeAction},
        {QStringLiteral("textDocument/foldingRange"), &LspServer::foldingRange},
    };
    m_diagnosticsTimer.setSingleShot(true);
    m_diagnosticsTimer.setInterval(200);
    connect(&m_diagnosticsTimer, &QTimer::timeout, this, &LspServer::publishDue);
    connect(framing, &JsonRpc::Framing::messageReceived, this, &LspServer::enqueue);
    connect(framing, &JsonRpc::Framing::messageRejected, this, [this](const QString &why) {
        // A frame that is no JSON object has no id to answer: the protocol's
        // parse error goes out with a null id.
        m_framing->send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                         {QStringLiteral("id"), QJsonValue::Null},
                         {QStringLiteral("error"),
                          QJsonObject{{QStringLiteral("code"), -32700}, {QStringLiteral("message"), why}}}});
    });
    connect(framing, &JsonRpc::Framing::closed, this, [this](bool) {
        // What came before the end is still answered.
        while (!m_queue.isEmpty() && !m_ended)
            handleNow(m_queue.takeFirst());
        if (!m_ended) {
            m_ended = true;
            Q_EMIT ended(m_shutdown ? 0 : 1);
        }
    });
}

LspServer::~LspServer() = default;

// ---- the queue -------------------------------------------------------------

void LspServer::enqueue(const QJsonObject &message)
{
    if (m_ended)
        return;
    if (message.value(QLatin1String("method")).toString() == QLatin1String("$/cancelRequest")) {
        const QJsonValue id = message.value(QLatin1String("params")).toObject().value(QLatin1String("id"));
        for (qsizetype i = 0; i < m_queue.size(); ++i) {
            if (m_queue.at(i).value(QLatin1String("id")) == id && m_queue.at(i).contains(QLatin1String("method"))) {
                m_queue.removeAt(i);
                respond(id, Reply(RequestCancelled, QStringLiteral("cancelled")));
                break;
            }
        }
        return; // a request already answered needs nothing
    }
    m_queue.append(message);
    if (!m_scheduled) {
        m_scheduled = true;
        QMetaObject::invokeMethod(this, &LspServer::processNext, Qt::QueuedConnection);
    }
}

void LspServer::processNext()
{
    m_scheduled = false;
    if (m_queue.isEmpty())
        return;
    handleNow(m_queue.takeFirst());
    if (!m_queue.isEmpty() && !m_ended) {
        m_scheduled = true;
        QMetaObject::invokeMethod(this, &LspServer::processNext, Qt::QueuedConnection);
    }
}

void LspServer::handleNow(const QJsonObject &message)
{
    if (m_ended)
        return;
    const QJsonValue id = message.value(QLatin1String("id"));
    const QJsonValue method = message.value(QLatin1String("method"));
    if (!method.isString()) {
        if (message.contains(QLatin1String("result")) || message.contains(QLatin1String("error"))) {
            takeConfiguration(message.value(QLatin1String("result")));
            return;
        }
        if (id.isDouble() || id.isString())
            respond(id, Reply(InvalidRequest, QStringLiteral("a request needs a \"method\"")));
        return;
    }
    if (id.isDouble() || id.isString())
        request(message);
    else
        notification(method.toString(), message.value(QLatin1String("params")).toObject());
}

void LspServer::request(const QJsonObject &message)
{
    const QJsonValue id = message.value(QLatin1String("id"));
    const QString method = message.value(QLatin1String("method")).toString();
    const QJsonObject params = message.value(QLatin1String("params")).toObject();
    if (!m_initialized && method != QLatin1String("initialize")) {
        respond(id, Reply(ServerNotInitialized, QStringLiteral("initialize first")));
        return;
    }
    if (m_shutdown) {
        respond(id, Reply(InvalidRequest, QStringLiteral("the server is shut down")));
        return;
    }
    const Handler handler = m_handlers.value(method);
    if (!handler) {
        respond(id, Reply(MethodNotFound, QStringLiteral("unknown method '%1'").arg(method)));
        return;
    }
    respond(id, (this->*handler)(params));
}

void LspServer::notification(const QString &method, const QJsonObject &params)
{
    if (method == QLatin1String("exit")) {
        m_ended = true;
        Q_EMIT ended(m_shutdown ? 0 : 1);
        return;
    }
    if (!m_initialized || m_shutdown)
        return;
    if (method == QLatin1String("initialized") || method == QLatin1String("workspace/didChangeConfiguration"))
        askConfiguration();
    else if (method == QLatin1String("textDocument/didOpen"))
        didOpen(params);
    else if (method == QLatin1String("textDocument/didChange"))
        didChange(params);
    else if (method == QLatin1String("textDocument/didClose"))
        didClose(params);
    // Other notifications (didSave, $/setTrace ...) need nothing.
}

void LspServer::respond(const QJsonValue &id, const Reply &reply)
{
    QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}};
    if (reply.error != 0)
        message.insert(QStringLiteral("error"),
                       QJsonObject{{QStringLiteral("code"), reply.error}, {QStringLiteral("message"), reply.message}});
    else
        message.insert(QStringLiteral("result"), reply.result);
    m_framing->send(message);
}

void LspServer::notify(const QString &method, const QJsonObject &params)
{
    m_framing->send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("method"), method},
                     {QStringLiteral("params"), params}});
}

// ---- settings --------------------------------------------------------------

void LspServer::askConfiguration()
{
    if (!m_configurable)
        return;
    m_framing->send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("id"), QStringLiteral("foulplay-configuration-%1").arg(++m_nextRequest)},
                     {QStringLiteral("method"), QStringLiteral("workspace/configuration")},
                     {QStringLiteral("params"),
                      QJsonObject{{QStringLiteral("items"),
                                   QJsonArray{QJsonObject{{QStringLiteral("section"), ConfigurationSection}}}}}}});
}

void LspServer::takeConfiguration(const QJsonValue &result)
{
    const QJsonObject settings = result.toArray().at(0).toObject();
    const QJsonValue warnings = settings.value(QLatin1String("warnings"));
    m_warnings = !warnings.isBool() || warnings.toBool();
    const QJsonValue delay = settings.value(QLatin1String("diagnosticsDelay"));
    if (delay.isDouble())
        m_diagnosticsTimer.setInterval(std::clamp(delay.toInt(), 0, 10'000));
    for (const auto &[uri, document] : m_documents)
        m_dirty.insert(uri);
    m_diagnosticsTimer.start();
}

// ---- lifecycle -------------------------------------------------------------

Reply LspServer::initialize(const QJsonObject &params)
{
    if (m_initialized)
        return Reply(InvalidRequest, QStringLiteral("already initialized"));
    m_initialized = true;
    const QJsonObject client = params.value(QLatin1String("capabilities")).toObject();
    m_configurable = client.value(QLatin1String("workspace")).toObject().value(QLatin1String("configuration")).toBool();
    const QJsonObject textDocument = client.value(QLatin1String("textDocument")).toObject();
    m_hoverMarkdown =
        showsMarkdown(textDocument.value(QLatin1String("hover")).toObject().value(QLatin1String("contentFormat")));
    m_documentationMarkdown = showsMarkdown(textDocument.value(QLatin1String("completion"))
                                                .toObject()
                                                .value(QLatin1String("completionItem"))
                                                .toObject()
                                                .value(QLatin1String("documentationFormat")));
    const QJsonObject options = params.value(QLatin1String("initializationOptions")).toObject();
    if (options.value(QLatin1String("diagnosticsDelay")).isDouble())
        m_diagnosticsTimer.setInterval(std::clamp(options.value(QLatin1String("diagnosticsDelay")).toInt(), 0, 10'000));
    if (options.value(QLatin1String("warnings")).isBool())
        m_warnings = options.value(QLatin1String("warnings")).toBool();
    const QJsonObject capabilities{
        {QStringLiteral("positionEncoding"), QStringLiteral("utf-16")},
        {QStringLiteral("textDocumentSync"),
         QJsonObject{{QStringLiteral("openClose"), true}, {QStringLiteral("change"), 2}}},
        {QStringLiteral("hoverProvider"), true},
        {QStringLiteral("completionProvider"),
         QJsonObject{{QStringLiteral("resolveProvider"), true},
                     {QStringLiteral("triggerCharacters"), QJsonArray{QStringLiteral(" ")}}}},
        {QStringLiteral("definitionProvider"), true},
        {QStringLiteral("referencesProvider"), true},
        {QStringLiteral("documentSymbolProvider"), true},
        {QStringLiteral("codeActionProvider"),
         QJsonObject{{QStringLiteral("codeActionKinds"), QJsonArray{QStringLiteral("quickfix")}}}},
        {QStringLiteral("foldingRangeProvider"), true},
        {QStringLiteral("semanticTokensProvider"),
         QJsonObject{{QStringLiteral("legend"), semanticTokensLegend()},
                     {QStringLiteral("full"), QJsonObject{{QStringLiteral("delta"), true}}}}},
    };
    return {QJsonObject{{QStringLiteral("capabilities"), capabilities},
                        {QStringLiteral("serverInfo"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("foulplay-lsp")},
                                     {QStringLiteral("version"), QStringLiteral(FOULPLAY_VERSION)}}}}};
}

Reply LspServer::shutdown(const QJsonObject &)
{
    m_shutdown = true;
    m_diagnosticsTimer.stop();
    return {QJsonValue::Null};
}

// ---- document sync ---------------------------------------------------------

Document *LspServer::document(const QJsonObject &params)
{
    const QString uri = params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("uri")).toString();
    const auto it = m_documents.find(uri);
    return it == m_documents.end() ? nullptr : it->second.get();
}

void LspServer::didOpen(const QJsonObject &params)
{
    const QJsonObject item = params.value(QLatin1String("textDocument")).toObject();
    const QString uri = item.value(QLatin1String("uri")).toString();
    const std::optional<Core::Debug::Language> language =
        languageOf(item.value(QLatin1String("languageId")).toString(), uri);
    if (uri.isEmpty() || !language)
        return; // not ours: nothing to say about it
    m_documents[uri] = std::make_unique<Document>(*language, item.value(QLatin1String("text")).toString(),
                                                  item.value(QLatin1String("version")).toInt());
    m_tokens.remove(uri);
    m_words.remove(uri);
    m_dirty.remove(uri);
    publish(uri);
}

void LspServer::didChange(const QJsonObject &params)
{
    Document *changed = document(params);
    if (!changed)
        return;
    for (const QJsonValue &change : params.value(QLatin1String("contentChanges")).toArray()) {
        const QJsonObject edit = change.toObject();
        const QString text = edit.value(QLatin1String("text")).toString();
        if (!edit.contains(QLatin1String("range"))) {
            changed->setText(text);
            continue;
        }
        const QJsonObject range = edit.value(QLatin1String("range")).toObject();
        changed->replace(positionFromJson(range.value(QLatin1String("start"))),
                         positionFromJson(range.value(QLatin1String("end"))), text);
    }
    changed->setVersion(params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("version")).toInt());
    // Typing sends a change a keystroke: the diagnostics wait for a pause,
    // and what is published is always the text as it is then.
    const QString uri = params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("uri")).toString();
    m_words.remove(uri);
    m_dirty.insert(uri);
    m_diagnosticsTimer.start();
}

void LspServer::didClose(const QJsonObject &params)
{
    const QString uri = params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("uri")).toString();
    if (m_documents.erase(uri) == 0)
        return;
    m_dirty.remove(uri);
    m_tokens.remove(uri);
    m_words.remove(uri);
    notify(QStringLiteral("textDocument/publishDiagnostics"),
           {{QStringLiteral("uri"), uri}, {QStringLiteral("diagnostics"), QJsonArray{}}});
}

void LspServer::publishDue()
{
    // More edits waiting in the queue would make this result stale at once.
    if (!m_queue.isEmpty()) {
        m_diagnosticsTimer.start();
        return;
    }
    const QSet<QString> due = std::exchange(m_dirty, {});
    for (const QString &uri : due)
        publish(uri);
}

void LspServer::publish(const QString &uri)
{
    const auto it = m_documents.find(uri);
    if (it == m_documents.end())
        return;
    const Document &document = *it->second;
    notify(QStringLiteral("textDocument/publishDiagnostics"),
           {{QStringLiteral("uri"), uri},
            {QStringLiteral("version"), document.version()},
            {QStringLiteral("diagnostics"), diagnosticsJson(document, m_warnings, MaxDiagnostics)}});
}

} // namespace Foulplay::Lsp
