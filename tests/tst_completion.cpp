// Completion in the editor: filtered as you type, and only what the
// language's parser expects at the cursor.
#include "editor/codeeditor.h"
#include "uitesthelpers.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QTest>

using Foulplay::Ui::CodeEditor;
using Foulplay::Ui::Language;

class TestCompletion : public QObject {
    Q_OBJECT

private:
    static void show(CodeEditor &editor, Language language, const QString &text)
    {
        editor.setLanguage(language);
        editor.setPlainText(text);
        editor.resize(600, 400);
        editor.show();
        TestHelpers::activate(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        editor.moveCursor(QTextCursor::End);
    }
    static QStringList offered(const CodeEditor &editor)
    {
        QStringList words;
        QAbstractItemModel *model = editor.completer()->completionModel();
        for (int row = 0; row < model->rowCount(); ++row)
            words << model->index(row, 0).data().toString();
        return words;
    }

private Q_SLOTS:
    void afterPlayerOnlyVerbs()
    {
        CodeEditor editor;
        show(editor, Language::Unfair, QStringLiteral("Label loop.\nPlayer 1 "));
        QTest::keyClicks(&editor, QStringLiteral("co"));
        QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
        QTRY_VERIFY(editor.completer()->popup()->isVisible());
        const QStringList words = offered(editor);
        QVERIFY(!words.isEmpty());
        for (const QString &word : words)
            QVERIFY2(word.startsWith(QLatin1String("counts")), qPrintable(word));
        // Enter takes a matching entry, not the first of the whole list.
        QTest::keyClick(editor.completer()->popup(), Qt::Key_Return);
        QVERIFY2(editor.toPlainText().endsWith(QLatin1String("Player 1 counts")), qPrintable(editor.toPlainText()));
    }

    void filtersAsYouType()
    {
        CodeEditor editor;
        show(editor, Language::Unfair, QStringLiteral("Player 1 "));
        QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
        QTRY_VERIFY(editor.completer()->popup()->isVisible());
        QVERIFY(offered(editor).size() >= 3); // counts, de-syncs, re-syncs and their forms
        QTest::keyClicks(&editor, QStringLiteral("de"));
        QVERIFY(editor.completer()->popup()->isVisible());
        for (const QString &word : offered(editor))
            QVERIFY2(word.startsWith(QLatin1String("de-syncs")), qPrintable(word));
        QTest::keyClick(editor.completer()->popup(), Qt::Key_Return);
        QVERIFY2(editor.toPlainText().startsWith(QLatin1String("Player 1 de-syncs")), qPrintable(editor.toPlainText()));
    }

    void labelsOnlyAfterDo()
    {
        CodeEditor editor;
        editor.setDiagnosticsDelay(10);
        show(editor, Language::Unfair, QStringLiteral("Label loop.\nLabel lap.\nPlayer 2 counts.\nDo "));
        QTRY_VERIFY(editor.completionWords().contains(QStringLiteral("loop")));
        const QStringList words = editor.contextCompletions();
        QCOMPARE(QSet<QString>(words.cbegin(), words.cend()),
                 QSet<QString>({QStringLiteral("loop"), QStringLiteral("lap")}));
    }

    void scoresAfterCountsBy()
    {
        CodeEditor editor;
        editor.setDiagnosticsDelay(10);
        show(editor, Language::Cheat, QStringLiteral("Alice counts.\nBob counts by "));
        QTRY_VERIFY(editor.completionWords().contains(QStringLiteral("Alice")));
        const QStringList words = editor.contextCompletions();
        QVERIFY(words.contains(QStringLiteral("her score")));
        QVERIFY(words.contains(QStringLiteral("Alice's score")));
        QVERIFY(!words.contains(QStringLiteral("calls cheat")));
        // Where the text is complete, everything is offered.
        editor.setPlainText(QStringLiteral("Alice counts.\n"));
        editor.moveCursor(QTextCursor::End);
        QCOMPARE(editor.contextCompletions(), editor.completionWords());
    }
};

QTEST_MAIN(TestCompletion)
#include "tst_completion.moc"
