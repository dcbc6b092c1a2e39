#pragma once

#include "lspdocument.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <map>
#include <memory>

namespace Foulplay::JsonRpc {
class Framing;
} // namespace Foulplay::JsonRpc

namespace Foulplay::Lsp {

// A request's answer: a result, or an error code and message.
struct Reply {
    Reply(QJsonValue result = QJsonValue::Null)
        : result(std::move(result))
    {
    }
    Reply(int error, QString message)
        : error(error)
        , message(std::move(message))
    {
    }

    QJsonValue result;
    int error = 0;
    QString message;
};

// The Language Server Protocol 3.17 over one framing: document sync,
// diagnostics, hover, completion, definitions, references, symbols,
// semantic tokens, code actions and folding, each from the core and the
// language descriptors the IDE uses. Messages are queued and handled one an
// event-loop turn, so a $/cancelRequest that arrives with its request
// cancels it. Main thread.
class LspServer final : public QObject {
    Q_OBJECT

public:
    // The most diagnostics published for one document.
    static constexpr int MaxDiagnostics = 1000;

    explicit LspServer(JsonRpc::Framing *framing, QObject *parent = nullptr);
    ~LspServer() override;

    // Handles one message now, without the queue (the fuzz target's way in).
    void handleNow(const QJsonObject &message);

Q_SIGNALS:
    // The client sent `exit` or closed the stream.
    void ended(int exitCode);

private:
    using Handler = Reply (LspServer::*)(const QJsonObject &params);

    void enqueue(const QJsonObject &message);
    void processNext();
    void request(const QJsonObject &message);
    void notification(const QString &method, const QJsonObject &params);
    void respond(const QJsonValue &id, const Reply &reply);
    void notify(const QString &method, const QJsonObject &params);
    void askConfiguration();
    void takeConfiguration(const QJsonValue &result);
    void publishDue();
    void publish(const QString &uri);
    Document *document(const QJsonObject &params);

    // Lifecycle and sync (lspserver.cpp).
    Reply initialize(const QJsonObject &params);
    Reply shutdown(const QJsonObject &params);
    void didOpen(const QJsonObject &params);
    void didChange(const QJsonObject &params);
    void didClose(const QJsonObject &params);
    // Features (lspfeatures.cpp).
    Reply hover(const QJsonObject &params);
    Reply completion(const QJsonObject &params);
    Reply resolveCompletion(const QJsonObject &params);
    Reply definition(const QJsonObject &params);
    Reply references(const QJsonObject &params);
    Reply documentSymbol(const QJsonObject &params);
    Reply semanticTokensFull(const QJsonObject &params);
    Reply semanticTokensDelta(const QJsonObject &params);
    Reply codeAction(const QJsonObject &params);
    Reply foldingRange(const QJsonObject &params);

    JsonRpc::Framing *m_framing;
    QHash<QString, Handler> m_handlers;
    std::map<QString, std::unique_ptr<Document>> m_documents;
    QList<QJsonObject> m_queue;
    bool m_scheduled = false;
    bool m_initialized = false;
    bool m_shutdown = false;
    bool m_ended = false;
    bool m_configurable = false;
    int m_nextRequest = 0;
    QSet<QString> m_dirty;
    QTimer m_diagnosticsTimer;
    bool m_warnings = true;
    // Markdown for hover and completion documentation, unless the client
    // lists the formats it shows without it: plain text then.
    bool m_hoverMarkdown = true;
    bool m_documentationMarkdown = true;
    // The last semantic tokens sent for each document, for deltas.
    QHash<QString, std::pair<QString, QList<int>>> m_tokens;
    int m_nextResult = 0;
    // Each document's players and labels for completion, until it changes.
    QHash<QString, QStringList> m_words;
};

} // namespace Foulplay::Lsp
