// Completion over the Language Server Protocol reads what the parser
// expected, never how a message words it: a server whose every message is
// nonsense (nonsense-lsp) offers the same items as foulplay-lsp at every
// word of the bundled programs.
#include "lspprocess.h"

#include <QDir>
#include <QFile>
#include <QUrl>

#include <algorithm>

namespace {

// The completion labels a server offers at the start of every word of text.
QList<QStringList> offeredEverywhere(LspProcess &lsp, const QString &uri, const QString &language, const QString &text)
{
    lsp.open(uri, language, text);
    QList<QStringList> offered;
    const QStringList lines = text.split(u'\n');
    for (int line = 0; line < lines.size(); ++line) {
        const QString &row = lines.at(line);
        for (int character = 0; character <= row.size(); ++character) {
            if (character > 0 && character < row.size() && !row.at(character - 1).isSpace())
                continue;
            offered << labels(lsp.result(QStringLiteral("textDocument/completion"), at(uri, line, character)));
        }
    }
    return offered;
}

QString firstMessage(LspProcess &lsp, const QString &uri, const QString &language, const QString &text)
{
    lsp.open(uri, language, text);
    const QJsonArray diagnostics = lsp.diagnostics(uri);
    return diagnostics.isEmpty() ? QString()
                                 : diagnostics.first().toObject().value(QLatin1String("message")).toString();
}

} // namespace

class TestLspWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameItemsInNonsense_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("language");
        const QString root = QStringLiteral(FOULPLAY_SOURCE_ROOT);
        for (const QString &language : {QStringLiteral("unfair"), QStringLiteral("cheat")}) {
            const QDir dir(root + QStringLiteral("/resources/examples/") + language);
            for (const QString &name : dir.entryList({QStringLiteral("*.") + language}, QDir::Files))
                QTest::newRow(qPrintable(language + u'/' + name)) << dir.filePath(name) << language;
        }
    }

    void sameItemsInNonsense()
    {
        QFETCH(QString, file);
        QFETCH(QString, language);
        QFile program(file);
        QVERIFY(program.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(program.readAll());
        const QString uri = QUrl::fromLocalFile(file).toString();
        const QString broken = QStringLiteral("file:///tmp/broken.") + language;
        const QString brokenText =
            language == QLatin1String("unfair") ? QStringLiteral("Player 1 ") : QStringLiteral("Alice ");

        LspProcess english;
        english.initialize();
        LspProcess nonsense{QStringLiteral(NONSENSE_LSP_PATH)};
        nonsense.initialize();
        // The nonsense server words its messages differently.
        const QString englishMessage = firstMessage(english, broken, language, brokenText);
        const QString nonsenseMessage = firstMessage(nonsense, broken, language, brokenText);
        QVERIFY2(englishMessage.startsWith(QLatin1String("expected")), qPrintable(englishMessage));
        QVERIFY2(nonsenseMessage.startsWith(QLatin1String("rkcrpgrq")), qPrintable(nonsenseMessage));

        const QList<QStringList> expected = offeredEverywhere(english, uri, language, text);
        const QList<QStringList> offered = offeredEverywhere(nonsense, uri, language, text);
        // The parser narrows completion somewhere, or the test would prove nothing.
        const QStringList all = expected.value(0);
        QVERIFY(std::any_of(expected.cbegin(), expected.cend(),
                            [&all](const QStringList &words) { return !words.isEmpty() && words != all; }));
        QCOMPARE(offered.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            QCOMPARE(offered.at(i), expected.at(i));
    }
};

QTEST_MAIN(TestLspWords)
#include "tst_lspwords.moc"
