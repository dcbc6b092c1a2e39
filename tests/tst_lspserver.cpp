// foulplay-lsp over a pipe: raw Language Server Protocol messages for each
// feature in the three languages, positions in UTF-16 units, bad input.
#include "lspprocess.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <functional>

namespace {

QJsonObject range(int line, int from, int toLine, int to)
{
    return {{QStringLiteral("start"), QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("character"), from}}},
            {QStringLiteral("end"), QJsonObject{{QStringLiteral("line"), toLine}, {QStringLiteral("character"), to}}}};
}

int startCharacter(const QJsonObject &withRange)
{
    return withRange.value(QLatin1String("range"))
        .toObject()
        .value(QLatin1String("start"))
        .toObject()
        .value(QLatin1String("character"))
        .toInt();
}
int startLine(const QJsonObject &withRange)
{
    return withRange.value(QLatin1String("range"))
        .toObject()
        .value(QLatin1String("start"))
        .toObject()
        .value(QLatin1String("line"))
        .toInt();
}

} // namespace

class TestLspServer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void unfair();
    void cheat();
    void cheatPronouns();
    void fyb();
    void utf16Positions();
    void incrementalEdits();
    void badInput();
    void lifecycle();
    void extensionOverLanguageId();
    void hoverFormat_data();
    void hoverFormat();
};

void TestLspServer::unfair()
{
    LspProcess lsp;
    lsp.initialize();
    const QString uri = QStringLiteral("file:///tmp/a.unfair");
    lsp.open(uri, QStringLiteral("unfair"),
             QStringLiteral("Label top.\nPlayer 1 counts.\nPlayer 2 cuonts.\nDo top again.\n"));
    const QJsonArray diagnostics = lsp.diagnostics(uri);
    QVERIFY(!diagnostics.isEmpty());
    const QJsonObject first = diagnostics.first().toObject();
    QCOMPARE(startLine(first), 2);
    QCOMPARE(startCharacter(first), 9);
    QCOMPARE(first.value(QLatin1String("severity")).toInt(), 1);
    QVERIFY(first.value(QLatin1String("code")).toString().startsWith(QLatin1String("Unfair")));
    QVERIFY(first.value(QLatin1String("codeDescription"))
                .toObject()
                .value(QLatin1String("href"))
                .toString()
                .contains(QLatin1String("unfair.md#")));

    // A quick fix for the misspelt verb.
    const QJsonArray actions =
        lsp.result(QStringLiteral("textDocument/codeAction"),
                   {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                    {QStringLiteral("range"), range(2, 0, 2, 16)},
                    {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), diagnostics}}}})
            .toArray();
    QVERIFY(!actions.isEmpty());
    QCOMPARE(actions.first().toObject().value(QLatin1String("title")).toString(), QStringLiteral("Change to 'counts'"));

    // Hover over "counts".
    const QString hover = lsp.result(QStringLiteral("textDocument/hover"), at(uri, 1, 10))
                              .toObject()
                              .value(QLatin1String("contents"))
                              .toObject()
                              .value(QLatin1String("value"))
                              .toString();
    QVERIFY2(hover.contains(QLatin1String("Player 1 counts")), qPrintable(hover));
    QVERIFY(!hover.contains(u'<'));

    // Definition and references of the label.
    const QJsonObject definition = lsp.result(QStringLiteral("textDocument/definition"), at(uri, 3, 4)).toObject();
    QCOMPARE(startLine(definition), 0);
    QCOMPARE(startCharacter(definition), 6);
    QJsonObject referencesAt = at(uri, 0, 7);
    referencesAt.insert(QStringLiteral("context"), QJsonObject{{QStringLiteral("includeDeclaration"), true}});
    QCOMPARE(lsp.result(QStringLiteral("textDocument/references"), referencesAt).toArray().size(), 2);
    // A player's definition is its first mention.
    QCOMPARE(startLine(lsp.result(QStringLiteral("textDocument/definition"), at(uri, 1, 7)).toObject()), 1);

    // Symbols: the label with its statements, and the players.
    const QJsonArray symbols = lsp.result(QStringLiteral("textDocument/documentSymbol"),
                                          {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}})
                                   .toArray();
    QVERIFY(symbols.size() >= 1);
    QCOMPARE(symbols.first().toObject().value(QLatin1String("name")).toString(), QStringLiteral("top"));

    // Folding: the label block.
    const QJsonArray folds = lsp.result(QStringLiteral("textDocument/foldingRange"),
                                        {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}})
                                 .toArray();
    QCOMPARE(folds.size(), 1);
    QCOMPARE(folds.first().toObject().value(QLatin1String("startLine")).toInt(), 0);

    // Completion after "Player 1 co": only the verbs that start so.
    lsp.notify(QStringLiteral("textDocument/didChange"),
               {{QStringLiteral("textDocument"),
                 QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 2}}},
                {QStringLiteral("contentChanges"),
                 QJsonArray{QJsonObject{{QStringLiteral("range"), range(4, 0, 4, 0)},
                                        {QStringLiteral("text"), QStringLiteral("Player 1 co")}}}}});
    const QStringList offered = labels(lsp.result(QStringLiteral("textDocument/completion"), at(uri, 4, 11)));
    QVERIFY2(offered.contains(QStringLiteral("counts.")), qPrintable(offered.join(u'|')));
    for (const QString &word : offered)
        QVERIFY2(word.startsWith(QLatin1String("co"), Qt::CaseInsensitive), qPrintable(word));

    // Semantic tokens, full and then a delta after an edit.
    const QJsonObject full = lsp.result(QStringLiteral("textDocument/semanticTokens/full"),
                                        {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}})
                                 .toObject();
    QVERIFY(full.value(QLatin1String("data")).toArray().size() % 5 == 0);
    QVERIFY(!full.value(QLatin1String("data")).toArray().isEmpty());
    lsp.notify(QStringLiteral("textDocument/didChange"),
               {{QStringLiteral("textDocument"),
                 QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 3}}},
                {QStringLiteral("contentChanges"),
                 QJsonArray{QJsonObject{{QStringLiteral("range"), range(4, 9, 4, 11)},
                                        {QStringLiteral("text"), QStringLiteral("counts.")}}}}});
    const QJsonObject delta = lsp.result(QStringLiteral("textDocument/semanticTokens/full/delta"),
                                         {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                                          {QStringLiteral("previousResultId"), full.value(QLatin1String("resultId"))}})
                                  .toObject();
    QCOMPARE(delta.value(QLatin1String("edits")).toArray().size(), 1);
}

void TestLspServer::cheat()
{
    LspProcess lsp;
    lsp.initialize();
    const QString uri = QStringLiteral("file:///tmp/b.cheat");
    lsp.open(uri, QStringLiteral("cheat"),
             QStringLiteral(
                 "Alice counts.\nBob counts by 2.\nAlice calls cheat to Bob if Bob counted.\nBob shuots.\n"));
    const QJsonArray diagnostics = lsp.diagnostics(uri);
    QVERIFY(!diagnostics.isEmpty());
    QCOMPARE(startLine(diagnostics.first().toObject()), 3);
    QVERIFY(diagnostics.first().toObject().value(QLatin1String("code")).toString().startsWith(QLatin1String("Cheat")));
    // Bob's definition is where the program first names him.
    const QJsonObject definition = lsp.result(QStringLiteral("textDocument/definition"), at(uri, 2, 22)).toObject();
    QCOMPARE(startLine(definition), 1);
    QCOMPARE(startCharacter(definition), 0);
    QJsonObject referencesAt = at(uri, 1, 1);
    referencesAt.insert(QStringLiteral("context"), QJsonObject{{QStringLiteral("includeDeclaration"), true}});
    QCOMPARE(lsp.result(QStringLiteral("textDocument/references"), referencesAt).toArray().size(), 4);
    const QString hover = lsp.result(QStringLiteral("textDocument/hover"), at(uri, 2, 8))
                              .toObject()
                              .value(QLatin1String("contents"))
                              .toObject()
                              .value(QLatin1String("value"))
                              .toString();
    QVERIFY2(!hover.isEmpty(), "no hover on 'calls'");
    const QJsonArray symbols = lsp.result(QStringLiteral("textDocument/documentSymbol"),
                                          {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}})
                                   .toArray();
    QStringList names;
    for (const QJsonValue &symbol : symbols)
        names << symbol.toObject().value(QLatin1String("name")).toString();
    QVERIFY2(names.contains(QStringLiteral("Alice")) && names.contains(QStringLiteral("Bob")),
             qPrintable(names.join(u'|')));
    // Completion after a player's name offers the verbs.
    const QStringList offered = labels(lsp.result(QStringLiteral("textDocument/completion"), at(uri, 3, 4)));
    QVERIFY2(offered.contains(QStringLiteral("counts")) || offered.contains(QStringLiteral("counts.")),
             qPrintable(offered.join(u'|')));
}

// A pronoun goes to the player it stands for, and is among that player's references.
void TestLspServer::cheatPronouns()
{
    LspProcess lsp;
    lsp.initialize();
    const QString uri = QStringLiteral("file:///tmp/pronouns.cheat");
    lsp.open(uri, QStringLiteral("cheat"),
             QStringLiteral("Olly counts by 3 if his score is larger than -1.\n"
                            "Bob counts if his score is larger than 2.\n"
                            "Olly shouts his score.\n"));
    QCOMPARE(lsp.diagnostics(uri).size(), 0);
    const auto place = [](const QJsonValue &location) {
        return QStringLiteral("%1:%2").arg(startLine(location.toObject())).arg(startCharacter(location.toObject()));
    };
    QCOMPARE(place(lsp.result(QStringLiteral("textDocument/definition"), at(uri, 0, 21))), QStringLiteral("0:0"));
    QCOMPARE(place(lsp.result(QStringLiteral("textDocument/definition"), at(uri, 1, 15))), QStringLiteral("1:0"));
    QJsonObject referencesAt = at(uri, 0, 1);
    referencesAt.insert(QStringLiteral("context"), QJsonObject{{QStringLiteral("includeDeclaration"), true}});
    QStringList places;
    for (const QJsonValue &reference : lsp.result(QStringLiteral("textDocument/references"), referencesAt).toArray())
        places << place(reference);
    places.sort();
    QCOMPARE(places, (QStringList{QStringLiteral("0:0"), QStringLiteral("0:20"), QStringLiteral("2:0"),
                                  QStringLiteral("2:12")}));
}

void TestLspServer::fyb()
{
    LspProcess lsp;
    lsp.initialize();
    const QString uri = QStringLiteral("file:///tmp/c.fyb");
    // The language from the extension when the id is another one.
    lsp.open(uri, QStringLiteral("plaintext"), QStringLiteral("(a comment [)\n{>}[\n+\n]!\n"));
    QVERIFY(lsp.diagnostics(uri).isEmpty());
    const QJsonObject definition = lsp.result(QStringLiteral("textDocument/definition"), at(uri, 1, 3)).toObject();
    QCOMPARE(startLine(definition), 3);
    QCOMPARE(startCharacter(definition), 0);
    const QJsonObject back = lsp.result(QStringLiteral("textDocument/definition"), at(uri, 1, 0)).toObject();
    QCOMPARE(startLine(back), 1);
    QCOMPARE(startCharacter(back), 2);
    const QJsonArray folds = lsp.result(QStringLiteral("textDocument/foldingRange"),
                                        {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}})
                                 .toArray();
    QCOMPARE(folds.size(), 1);
    QCOMPARE(folds.first().toObject().value(QLatin1String("endLine")).toInt(), 3);
    const QString hover = lsp.result(QStringLiteral("textDocument/hover"), at(uri, 2, 0))
                              .toObject()
                              .value(QLatin1String("contents"))
                              .toObject()
                              .value(QLatin1String("value"))
                              .toString();
    QVERIFY(!hover.isEmpty());
    // Inside the comment, a bracket is no command: no hover.
    QVERIFY(lsp.result(QStringLiteral("textDocument/hover"), at(uri, 0, 11)).isNull());
    const QJsonArray tokens = lsp.result(QStringLiteral("textDocument/semanticTokens/full"),
                                         {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}}})
                                  .toObject()
                                  .value(QLatin1String("data"))
                                  .toArray();
    QVERIFY(tokens.size() >= 5 * 6);
}

void TestLspServer::utf16Positions()
{
    LspProcess lsp;
    lsp.initialize();
    // A BOM, then umlauts and an emoji (two UTF-16 units) in a comment.
    const QString uri = QStringLiteral("file:///tmp/d.unfair");
    lsp.open(uri, QStringLiteral("unfair"),
             QStringLiteral("\uFEFFLabel top.\nPlayer 1 counts. # Grüße 😀\nDo nowhere again.\n"));
    bool found = false;
    for (const QJsonValue &diagnostic : lsp.diagnostics(uri)) {
        if (startLine(diagnostic.toObject()) == 2) {
            QCOMPARE(startCharacter(diagnostic.toObject()), 3);
            found = true;
        }
    }
    QVERIFY(found);

    // Cheat names are ASCII: the umlaut (one UTF-16 unit, two bytes) and
    // the emoji after it (two units, four bytes) are errors at their places.
    const QString cheatUri = QStringLiteral("file:///tmp/e.cheat");
    lsp.open(cheatUri, QStringLiteral("cheat"), QStringLiteral("Alice counts.\nZoë😀 counts.\n"));
    QList<std::pair<int, int>> columns;
    for (const QJsonValue &diagnostic : lsp.diagnostics(cheatUri)) {
        const QJsonObject where = diagnostic.toObject().value(QLatin1String("range")).toObject();
        QCOMPARE(where.value(QLatin1String("start")).toObject().value(QLatin1String("line")).toInt(), 1);
        columns.append({where.value(QLatin1String("start")).toObject().value(QLatin1String("character")).toInt(),
                        where.value(QLatin1String("end")).toObject().value(QLatin1String("character")).toInt()});
    }
    QVERIFY(!columns.isEmpty());
    QCOMPARE(columns.first(), std::make_pair(2, 3));
    // An edit over the umlaut and the emoji, in UTF-16 units.
    lsp.notify(QStringLiteral("textDocument/didChange"),
               {{QStringLiteral("textDocument"),
                 QJsonObject{{QStringLiteral("uri"), cheatUri}, {QStringLiteral("version"), 2}}},
                {QStringLiteral("contentChanges"),
                 QJsonArray{QJsonObject{{QStringLiteral("range"), range(1, 2, 1, 5)},
                                        {QStringLiteral("text"), QStringLiteral("e")}}}}});
    QVERIFY2(lsp.diagnostics(cheatUri).isEmpty(), "the edit did not land where the client meant");

    // FYB: an umlaut and an emoji before a bracket on the same line.
    const QString fybUri = QStringLiteral("file:///tmp/e.fyb");
    lsp.open(fybUri, QStringLiteral("fyb"), QStringLiteral("(ä)😀ü[+]\n"));
    QVERIFY(lsp.diagnostics(fybUri).isEmpty());
    const QJsonObject partner = lsp.result(QStringLiteral("textDocument/definition"), at(fybUri, 0, 6)).toObject();
    QCOMPARE(startLine(partner), 0);
    QCOMPARE(startCharacter(partner), 8);

    // A position past the end of the line and of the document.
    QVERIFY(lsp.response(lsp.send(QStringLiteral("textDocument/hover"), at(cheatUri, 1, 500)))
                .contains(QLatin1String("result")));
    QVERIFY(lsp.response(lsp.send(QStringLiteral("textDocument/completion"), at(cheatUri, 90, 3)))
                .contains(QLatin1String("result")));
}

void TestLspServer::incrementalEdits()
{
    LspProcess lsp;
    lsp.initialize();
    const QString uri = QStringLiteral("file:///tmp/f.unfair");
    lsp.open(uri, QStringLiteral("unfair"), QStringLiteral("Player 1 counts.\n"));
    QVERIFY(lsp.diagnostics(uri).isEmpty());
    // Many changes at once: one result, for the text after the last.
    for (int i = 0; i < 20; ++i) {
        lsp.notify(QStringLiteral("textDocument/didChange"),
                   {{QStringLiteral("textDocument"),
                     QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), 2 + i}}},
                    {QStringLiteral("contentChanges"),
                     QJsonArray{QJsonObject{{QStringLiteral("range"), range(1, 0, 1, 0)},
                                            {QStringLiteral("text"), i % 2 == 0 ? QStringLiteral("x") : QString()}}}}});
    }
    // Published versions only grow, and the text after the last change is
    // published (how many come before it depends on how the bytes arrive).
    int version = 0;
    QJsonObject published;
    while (version < 21) {
        published = lsp.until([](const QJsonObject &m) {
            return m.value(QLatin1String("method")) == QLatin1String("textDocument/publishDiagnostics");
        });
        QVERIFY(!published.isEmpty());
        const int next = published.value(QLatin1String("params")).toObject().value(QLatin1String("version")).toInt();
        QVERIFY(next > version);
        version = next;
    }
    QCOMPARE(version, 21);
    QCOMPARE(published.value(QLatin1String("params")).toObject().value(QLatin1String("diagnostics")).toArray().size(),
             1);
}

void TestLspServer::badInput()
{
    LspProcess lsp;
    lsp.initialize();
    lsp.writeRaw("garbage without a header\r\n\r\n");
    QCOMPARE(lsp.next().value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32700);
    lsp.writeRaw("Content-Length: 5\r\n\r\n{\"a\":");
    QCOMPARE(lsp.next().value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32700);
    QCOMPARE(lsp.response(lsp.send(QStringLiteral("no/such/method"), {}))
                 .value(QLatin1String("error"))
                 .toObject()
                 .value(QLatin1String("code"))
                 .toInt(),
             -32601);
    // A request cancelled in the same read is answered as cancelled.
    const int id = 1000;
    const QByteArray both =
        framed(lspMessage(QStringLiteral("textDocument/hover"), at(QStringLiteral("file:///x.unfair"), 0, 0), id))
        + framed(lspMessage(QStringLiteral("$/cancelRequest"), QJsonObject{{QStringLiteral("id"), id}}));
    lsp.writeRaw(both);
    QCOMPARE(lsp.response(id).value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32800);
    // A 10 MB document is read and answered.
    const QString uri = QStringLiteral("file:///tmp/big.fyb");
    lsp.open(uri, QStringLiteral("fyb"), QString(10 * 1024 * 1024, u'+'));
    QVERIFY(lsp.diagnostics(uri).isEmpty());
    QVERIFY(lsp.response(lsp.send(QStringLiteral("textDocument/hover"), at(uri, 0, 5'000'000)))
                .contains(QLatin1String("result")));
}

void TestLspServer::lifecycle()
{
    LspProcess lsp;
    QCOMPARE(lsp.response(lsp.send(QStringLiteral("textDocument/hover"), at(QStringLiteral("file:///a.unfair"), 0, 0)))
                 .value(QLatin1String("error"))
                 .toObject()
                 .value(QLatin1String("code"))
                 .toInt(),
             -32002);
    lsp.initialize();
    QVERIFY(lsp.response(lsp.send(QStringLiteral("shutdown"), {})).contains(QLatin1String("result")));
    lsp.notify(QStringLiteral("exit"), {});
    QVERIFY(lsp.process().waitForFinished(30'000));
    QCOMPARE(lsp.process().exitCode(), 0);
}

// One server told the wrong languageId (eglot 1.9 sends the first file's id
// for every mode of one entry): the extension decides; the id only for
// other file names.
void TestLspServer::extensionOverLanguageId()
{
    LspProcess lsp;
    lsp.initialize();
    const QString cheat = QStringLiteral("Alice counts.\nBob shuots.\n");
    const QString unfair = QStringLiteral("Player 1 counts.\nPlayer 2 cuonts.\n");
    const auto codes = [&lsp](const QString &uri) {
        QStringList found;
        for (const QJsonValue &diagnostic : lsp.diagnostics(uri))
            found << diagnostic.toObject().value(QLatin1String("code")).toString();
        return found;
    };
    const auto allStartWith = [](const QStringList &codes, QLatin1String prefix) {
        return !codes.isEmpty() && std::all_of(codes.begin(), codes.end(), [prefix](const QString &code) {
            return code.startsWith(prefix);
        });
    };
    const QString cheatUri = QStringLiteral("file:///tmp/told-unfair.cheat");
    lsp.open(cheatUri, QStringLiteral("unfair"), cheat);
    const QStringList cheatCodes = codes(cheatUri);
    QVERIFY2(allStartWith(cheatCodes, QLatin1String("Cheat")), qPrintable(cheatCodes.join(u' ')));
    const QString unfairUri = QStringLiteral("file:///tmp/told-cheat.unfair");
    lsp.open(unfairUri, QStringLiteral("cheat"), unfair);
    const QStringList unfairCodes = codes(unfairUri);
    QVERIFY2(allStartWith(unfairCodes, QLatin1String("Unfair")), qPrintable(unfairCodes.join(u' ')));
    // Another file name: the id decides.
    const QString otherUri = QStringLiteral("file:///tmp/program.txt");
    lsp.open(otherUri, QStringLiteral("cheat"), cheat);
    const QStringList otherCodes = codes(otherUri);
    QVERIFY2(allStartWith(otherCodes, QLatin1String("Cheat")), qPrintable(otherCodes.join(u' ')));
}

// Hover and completion documentation come as Markdown unless the client
// lists its formats without it (eglot without markdown-mode: plaintext).
void TestLspServer::hoverFormat_data()
{
    QTest::addColumn<QJsonValue>("formats");
    QTest::addColumn<QString>("kind");
    QTest::newRow("plaintext only") << QJsonValue(QJsonArray{QStringLiteral("plaintext")})
                                    << QStringLiteral("plaintext");
    QTest::newRow("markdown first") << QJsonValue(QJsonArray{QStringLiteral("markdown"), QStringLiteral("plaintext")})
                                    << QStringLiteral("markdown");
    QTest::newRow("plaintext first") << QJsonValue(QJsonArray{QStringLiteral("plaintext"), QStringLiteral("markdown")})
                                     << QStringLiteral("markdown");
    QTest::newRow("none named") << QJsonValue() << QStringLiteral("markdown");
}

void TestLspServer::hoverFormat()
{
    QFETCH(QJsonValue, formats);
    QFETCH(QString, kind);
    QJsonObject hover, completionItem;
    if (!formats.isUndefined()) {
        hover.insert(QStringLiteral("contentFormat"), formats);
        completionItem.insert(QStringLiteral("documentationFormat"), formats);
    }
    LspProcess lsp;
    lsp.initialize({{QStringLiteral("textDocument"),
                     QJsonObject{{QStringLiteral("hover"), hover},
                                 {QStringLiteral("completion"),
                                  QJsonObject{{QStringLiteral("completionItem"), completionItem}}}}}});
    const QString uri = QStringLiteral("file:///tmp/format.unfair");
    lsp.open(uri, QStringLiteral("unfair"), QStringLiteral("Player 1 counts.\nPlayer 1 co"));
    const QJsonObject contents = lsp.result(QStringLiteral("textDocument/hover"), at(uri, 0, 10))
                                     .toObject()
                                     .value(QLatin1String("contents"))
                                     .toObject();
    const QString text = contents.value(QLatin1String("value")).toString();
    QCOMPARE(contents.value(QLatin1String("kind")).toString(), kind);
    QVERIFY2(text.contains(QLatin1String("Player 1 counts")), qPrintable(text));
    // The same words either way; only Markdown marks them up.
    const bool markedUp = text.contains(QLatin1String("**")) || text.contains(u'`');
    QVERIFY2(markedUp == (kind == QLatin1String("markdown")), qPrintable(text));

    const QJsonArray items = lsp.result(QStringLiteral("textDocument/completion"), at(uri, 1, 11))
                                 .toObject()
                                 .value(QLatin1String("items"))
                                 .toArray();
    QVERIFY(!items.isEmpty());
    const QJsonObject documentation = lsp.result(QStringLiteral("completionItem/resolve"), items.first().toObject())
                                          .toObject()
                                          .value(QLatin1String("documentation"))
                                          .toObject();
    QCOMPARE(documentation.value(QLatin1String("kind")).toString(), kind);
    QVERIFY(!documentation.value(QLatin1String("value")).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestLspServer)
#include "tst_lspserver.moc"
