// Our syntax definitions as Kate, KWrite and KDevelop use them: loaded into a
// KSyntaxHighlighting::Repository, they load without a warning and highlight
// every bundled example without the error style. Only built where
// KF6SyntaxHighlighting was found (tst_syntaxfiles checks the XML everywhere).

#include "config-foulplay.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTest>

namespace {

// The folder that holds syntax/ (the same layout as the installed
// share/org.kde.syntax-highlighting).
QString resourcesDir()
{
    return QStringLiteral(FOULPLAY_SOURCE_DIR "/resources");
}

// Every warning KSyntaxHighlighting logs while the test runs.
QStringList &warnings()
{
    static QStringList list;
    return list;
}

void recordWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg
        && QByteArray(context.category ? context.category : "").startsWith("kf.syntaxhighlighting"))
        warnings().append(message);
    qt_message_output(type, context, message);
}

// Highlights text line by line and records where the error style was given.
class ErrorFinder final : public KSyntaxHighlighting::AbstractHighlighter {
public:
    // "line:column" of every run of the error style in text (lines from 1).
    QStringList errorsIn(const QString &text)
    {
        m_errors.clear();
        KSyntaxHighlighting::State state;
        const QStringList lines = text.split(u'\n');
        for (m_line = 0; m_line < lines.size(); ++m_line)
            state = highlightLine(lines.at(m_line), state);
        return m_errors;
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        if (length > 0 && format.textStyle() == KSyntaxHighlighting::Theme::Error)
            m_errors.append(QStringLiteral("%1:%2").arg(m_line + 1).arg(offset + 1));
    }

private:
    qsizetype m_line = 0;
    QStringList m_errors;
};

} // namespace

class TestSyntaxRepository : public QObject {
    Q_OBJECT

private:
    KSyntaxHighlighting::Repository m_repository;
    QtMessageHandler m_previousHandler = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        m_previousHandler = qInstallMessageHandler(recordWarning);
        m_repository.addCustomSearchPath(resourcesDir());
        QVERIFY2(warnings().isEmpty(), qPrintable(warnings().join(u'\n')));
    }

    // Each case reports the warnings logged while it ran.
    void init() { warnings().clear(); }

    void cleanupTestCase() { qInstallMessageHandler(m_previousHandler); }

    void definitionsLoad_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("file");
        QTest::newRow("Unfair") << QStringLiteral("Unfair") << QStringLiteral("unfair.xml");
        QTest::newRow("Cheat") << QStringLiteral("Cheat") << QStringLiteral("cheat.xml");
        QTest::newRow("FYB") << QStringLiteral("FukYorBrane") << QStringLiteral("fukyorbrane.xml");
    }

    void definitionsLoad()
    {
        QFETCH(QString, name);
        QFETCH(QString, file);
        const KSyntaxHighlighting::Definition definition = m_repository.definitionForName(name);
        QVERIFY2(definition.isValid(), qPrintable(name + QStringLiteral(" did not load")));
        QCOMPARE(QFileInfo(definition.filePath()).canonicalFilePath(),
                 QFileInfo(resourcesDir() + QStringLiteral("/syntax/") + file).canonicalFilePath());
        // formats() loads the whole definition (contexts, rules, keyword lists).
        QVERIFY(!definition.formats().isEmpty());
        QVERIFY2(warnings().isEmpty(), qPrintable(warnings().join(u'\n')));
    }

    void everyExampleHighlightsWithoutErrors()
    {
        QDirIterator files(QStringLiteral(FOULPLAY_SOURCE_DIR "/resources/examples"), QDir::Files,
                           QDirIterator::Subdirectories);
        QSet<QString> languages;
        int highlighted = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            if (path.endsWith(QLatin1String(".input")))
                continue; // what a program reads, not a program
            const KSyntaxHighlighting::Definition definition = m_repository.definitionForFileName(path);
            QVERIFY2(definition.isValid(), qPrintable(path + QStringLiteral(": no definition")));
            QVERIFY2(QFileInfo(definition.filePath()).canonicalPath()
                         == QDir(resourcesDir() + QStringLiteral("/syntax")).canonicalPath(),
                     qPrintable(path + QStringLiteral(": highlighted by ") + definition.filePath()));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
            ErrorFinder finder;
            finder.setDefinition(definition);
            finder.setTheme(m_repository.defaultTheme());
            const QStringList errors = finder.errorsIn(QString::fromUtf8(file.readAll()));
            QVERIFY2(errors.isEmpty(),
                     qPrintable(path + QStringLiteral(": error style at ") + errors.join(QStringLiteral(", "))));
            languages.insert(definition.name());
            ++highlighted;
        }
        QVERIFY(highlighted >= 10);
        QCOMPARE(languages,
                 (QSet<QString>{QStringLiteral("Unfair"), QStringLiteral("Cheat"), QStringLiteral("FukYorBrane")}));
        QVERIFY2(warnings().isEmpty(), qPrintable(warnings().join(u'\n')));
    }

    // The check above can fail: a character the language cannot read gets the
    // error style.
    void errorStyleIsFound()
    {
        ErrorFinder finder;
        finder.setDefinition(m_repository.definitionForName(QStringLiteral("Cheat")));
        finder.setTheme(m_repository.defaultTheme());
        QCOMPARE(finder.errorsIn(QStringLiteral("Alice counts.\nBob counts $.\n")),
                 QStringList{QStringLiteral("2:12")});
        finder.setDefinition(m_repository.definitionForName(QStringLiteral("Unfair")));
        QCOMPARE(finder.errorsIn(QStringLiteral("Player 1 counts. ~\n")), QStringList{QStringLiteral("1:18")});
    }
};

QTEST_MAIN(TestSyntaxRepository)
#include "tst_syntaxrepository.moc"
