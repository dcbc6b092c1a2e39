// Completion in the editor reads what the parser expected, never how a
// message words it: with every message in nonsense (a word table of this
// test's own), it offers the same items at every word of the bundled
// programs.
#include "editor/codeeditor.h"
#include "enginewords.h"
#include "languagesupport.h"
#include "nonsensewords.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTest>

using Foulplay::Ui::CodeEditor;
using Foulplay::Ui::Language;

class TestCompletionWords : public QObject {
    Q_OBJECT

private:
    // What the editor offers at the start of every word of its text (and at its end).
    static QList<QStringList> offeredEverywhere(CodeEditor &editor)
    {
        QList<QStringList> offered;
        const QString text = editor.toPlainText();
        QTextCursor cursor = editor.textCursor();
        for (int position = 0; position <= text.size(); ++position) {
            if (position > 0 && position < text.size() && !text.at(position - 1).isSpace())
                continue;
            cursor.setPosition(position);
            editor.setTextCursor(cursor);
            offered << editor.contextCompletions();
        }
        return offered;
    }

private Q_SLOTS:
    void sameItemsInNonsense_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Language>("language");
        const QString root = QStringLiteral(FOULPLAY_SOURCE_ROOT);
        for (const auto &[folder, suffix, language] :
             {std::tuple{QStringLiteral("resources/examples/unfair"), QStringLiteral("*.unfair"), Language::Unfair},
              std::tuple{QStringLiteral("resources/examples/cheat"), QStringLiteral("*.cheat"), Language::Cheat},
              std::tuple{QStringLiteral("tests/data/unfair"), QStringLiteral("*.unfair"), Language::Unfair},
              std::tuple{QStringLiteral("tests/data/cheat"), QStringLiteral("*.cheat"), Language::Cheat}}) {
            const QDir dir(root + QLatin1Char('/') + folder);
            for (const QString &name : dir.entryList({suffix}, QDir::Files))
                QTest::newRow(qPrintable(folder + QLatin1Char('/') + name)) << dir.filePath(name) << language;
        }
    }

    void sameItemsInNonsense()
    {
        QFETCH(QString, file);
        QFETCH(Language, language);
        QFile program(file);
        QVERIFY(program.open(QIODevice::ReadOnly));
        CodeEditor editor;
        editor.setDiagnosticsDelay(0);
        editor.setLanguage(language);
        editor.setPlainText(QString::fromUtf8(program.readAll()));
        QTRY_VERIFY(!editor.completionWords().isEmpty());

        const QList<QStringList> english = offeredEverywhere(editor);
        // The parser narrows completion somewhere, or the test would prove nothing.
        const qsizetype narrowed = std::count_if(english.cbegin(), english.cend(), [&](const QStringList &words) {
            return words != editor.completionWords();
        });
        QVERIFY2(narrowed > 0, qPrintable(file));

        NonsenseWords::Translator nonsense;
        QCoreApplication::installTranslator(&nonsense);
        NonsenseWords::installEnglish();
        // Every message now reads as nonsense, in the core and in the IDE.
        const std::string_view cut = language == Language::Unfair ? "Player 1 " : "Alice ";
        const auto diagnostics = Foulplay::Ui::LanguageSupport::read(language, cut).diagnostics;
        QVERIFY(!diagnostics.empty());
        const QString core = QString::fromStdString(Foulplay::Core::englishText(diagnostics.front().message));
        const QString ide = Foulplay::Words::message(diagnostics.front().message);
        const QList<QStringList> scrambled = offeredEverywhere(editor);
        NonsenseWords::uninstallEnglish();
        QCoreApplication::removeTranslator(&nonsense);

        QVERIFY2(!core.contains(QLatin1String("expected")) && core.contains(QLatin1String("rkcrpgrq")),
                 qPrintable(core));
        QVERIFY2(!ide.contains(QLatin1String("expected")) && ide.contains(QLatin1String("rkcrpgrq")), qPrintable(ide));
        QCOMPARE(scrambled.size(), english.size());
        for (qsizetype i = 0; i < english.size(); ++i)
            QCOMPARE(scrambled.at(i), english.at(i));
    }
};

QTEST_MAIN(TestCompletionWords)
#include "tst_completionwords.moc"
