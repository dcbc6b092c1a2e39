// The libFuzzer target fuzz-lsp: the language server's message handler.
// The input goes in twice: as raw bytes on the server's stream (framing,
// JSON, any method with any parameters), and as the text of an open
// document of each language, which every feature then reads at positions
// the input's first bytes choose.

#include "../jsonrpcpipe.h"
#include "framing.h"
#include "lspserver.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

namespace {

void drain()
{
    for (int i = 0; i < 64; ++i)
        QCoreApplication::processEvents();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz-lsp";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    Foulplay::JsonRpc::Framing framing([](const QByteArray &) {});
    Foulplay::Lsp::LspServer server(&framing);
    framing.feed(framed(
        lspMessage(QStringLiteral("initialize"),
                   {{QStringLiteral("capabilities"), QJsonObject{}},
                    {QStringLiteral("initializationOptions"), QJsonObject{{QStringLiteral("diagnosticsDelay"), 0}}}},
                   1)));
    drain();
    framing.feed(bytes);
    drain();

    const int line = size > 0 ? data[0] % 8 : 0;
    const int character = size > 1 ? data[1] % 64 : 0;
    const QString text = QString::fromUtf8(bytes);
    int id = 100;
    for (const char *language : {"unfair", "cheat", "fyb"}) {
        const QString uri = QStringLiteral("file:///fuzz.") + QLatin1String(language);
        const QJsonObject document{{QStringLiteral("uri"), uri}};
        const QJsonObject position{{QStringLiteral("line"), line}, {QStringLiteral("character"), character}};
        framing.feed(framed(lspMessage(QStringLiteral("textDocument/didOpen"),
                                       {{QStringLiteral("textDocument"),
                                         QJsonObject{{QStringLiteral("uri"), uri},
                                                     {QStringLiteral("languageId"), QLatin1String(language)},
                                                     {QStringLiteral("version"), 1},
                                                     {QStringLiteral("text"), text}}}})));
        for (const char *method :
             {"textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
              "textDocument/documentSymbol", "textDocument/semanticTokens/full", "textDocument/foldingRange"}) {
            framing.feed(
                framed(lspMessage(QLatin1String(method),
                                  {{QStringLiteral("textDocument"), document}, {QStringLiteral("position"), position}},
                                  ++id)));
        }
        framing.feed(framed(lspMessage(QStringLiteral("textDocument/codeAction"),
                                       {{QStringLiteral("textDocument"), document},
                                        {QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), position},
                                                                              {QStringLiteral("end"), position}}}},
                                       ++id)));
        framing.feed(framed(lspMessage(
            QStringLiteral("textDocument/didChange"),
            {{QStringLiteral("textDocument"),
              QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 2}}},
             {QStringLiteral("contentChanges"),
              QJsonArray{QJsonObject{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), position},
                                                                           {QStringLiteral("end"), position}}},
                                     {QStringLiteral("text"), text.left(16)}}}}})));
        drain();
    }
    framing.endStream();
    drain();
    return 0;
}
