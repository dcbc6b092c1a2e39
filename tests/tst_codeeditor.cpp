#include "codeeditor.h"
#include "commenttoggle.h"
#include "findbar.h"
#include "hoverdocs.h"
#include "syntaxhighlighter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QInputDialog>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using Foulplay::Core::TokenKind;
using Foulplay::Ui::CodeEditor;
using Foulplay::Ui::Language;

class TestCodeEditor : public QObject {
    Q_OBJECT

private:
    // The centre of line (0-based) in the gutter's coordinates.
    static QPoint gutterPoint(CodeEditor &editor, int line)
    {
        QTextCursor cursor(editor.document()->findBlockByNumber(line));
        const QRect rect = editor.cursorRect(cursor);
        return {editor.gutter()->width() / 2, rect.center().y()};
    }

    static void showEditor(CodeEditor &editor, const QString &text)
    {
        editor.setPlainText(text);
        editor.resize(600, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setFocus();
    }

    // The format the highlighter gave the character at column of line.
    static QTextCharFormat formatAt(CodeEditor &editor, int line, int column)
    {
        const QTextBlock block = editor.document()->findBlockByNumber(line);
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (column >= range.start && column < range.start + range.length)
                return range.format;
        }
        return {};
    }

    static QString hoverText(CodeEditor &editor, int line, int column)
    {
        auto *highlighter = editor.document()->findChild<Foulplay::Ui::SyntaxHighlighter *>();
        const int position = editor.document()->findBlockByNumber(line).position() + column;
        // A pure function of the text and a position.
        return Foulplay::Ui::HoverDocs::documentationAt(highlighter->language(), editor.toPlainText(), position);
    }

private Q_SLOTS:
    void executionMarkers()
    {
        CodeEditor editor;
        showEditor(editor, QStringLiteral("+++>!\n[+]\n"));
        const QList<CodeEditor::ExecutionMarker> markers{
            CodeEditor::markerAt({1, 3}, Qt::red, QStringLiteral("thread 0")),
            {1, 1, Qt::blue, QStringLiteral("thread 1")},
        };
        editor.setExecutionMarkers(markers);
        QCOMPARE(editor.executionMarkers().size(), 2);
        QCOMPARE(editor.executionMarkers().at(0).line, 0);
        QCOMPARE(editor.executionMarkers().at(0).column, 2);
        // Each marker colours its cell.
        int cells = 0;
        for (const QTextEdit::ExtraSelection &selection : editor.extraSelections()) {
            if (selection.cursor.hasSelection()
                && selection.format.background().color().rgb() == QColor(Qt::red).rgb()) {
                QCOMPARE(selection.cursor.selectionStart(), 2);
                ++cells;
            }
            if (selection.cursor.hasSelection()
                && selection.format.background().color().rgb() == QColor(Qt::blue).rgb()) {
                QCOMPARE(selection.cursor.selectionStart(), editor.document()->findBlockByNumber(1).position() + 1);
                ++cells;
            }
        }
        QCOMPARE(cells, 2);
        editor.clearExecutionMarkers();
        QVERIFY(editor.executionMarkers().isEmpty());
        editor.grab(); // paints the gutter with and without markers
    }

    void goToLine()
    {
        CodeEditor editor;
        QString text;
        for (int i = 1; i <= 200; ++i)
            text += QStringLiteral("line %1\n").arg(i);
        showEditor(editor, text);
        editor.goToLine(150, 3);
        QCOMPARE(editor.textCursor().blockNumber(), 149);
        QCOMPARE(editor.textCursor().positionInBlock(), 2);
        editor.goToLine(100000);
        QCOMPARE(editor.textCursor().blockNumber(), editor.blockCount() - 1);

        QTest::keyClick(&editor, Qt::Key_G, Qt::ControlModifier);
        auto *dialog = editor.findChild<QInputDialog *>(QStringLiteral("goToLineDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->setIntValue(42);
        dialog->accept();
        QCOMPARE(editor.textCursor().blockNumber(), 41);
    }

    void commentLines_data()
    {
        QTest::addColumn<std::optional<Language>>("language"); // std::nullopt: plain text
        QTest::addColumn<QStringList>("lines");
        QTest::addColumn<QStringList>("commented");
        QTest::addColumn<QStringList>("uncommented");

        QTest::newRow("unfair")
            << std::optional(Language::Unfair)
            << QStringList{QStringLiteral("  Player 1 counts."), QString(), QStringLiteral("    Do L again.")}
            << QStringList{QStringLiteral("  # Player 1 counts."), QString(), QStringLiteral("  #   Do L again.")}
            << QStringList{QStringLiteral("  Player 1 counts."), QString(), QStringLiteral("    Do L again.")};
        QTest::newRow("cheat") << std::optional(Language::Cheat) << QStringList{QStringLiteral("Alice counts.")}
                               << QStringList{QStringLiteral("// Alice counts.")}
                               << QStringList{QStringLiteral("Alice counts.")};
        QTest::newRow("cheat-mixed") << std::optional(Language::Cheat)
                                     << QStringList{QStringLiteral("// old"), QStringLiteral("Bob counts.")}
                                     << QStringList{QStringLiteral("// // old"), QStringLiteral("// Bob counts.")}
                                     << QStringList{QStringLiteral("// old"), QStringLiteral("Bob counts.")};
        QTest::newRow("fyb") << std::optional(Language::Fyb) << QStringList{QStringLiteral("{>}[+]!")}
                             << QStringList{QStringLiteral("({>}[+]!)")} << QStringList{QStringLiteral("{>}[+]!")};
        QTest::newRow("fyb-with-comment")
            << std::optional(Language::Fyb) << QStringList{QStringLiteral("  +(add) >  ")}
            << QStringList{QStringLiteral("  (+)(add) (>)  ")} << QStringList{QStringLiteral("  +add >  ")};
        QTest::newRow("plain") << std::optional<Language>() << QStringList{QStringLiteral("text")}
                               << QStringList{QStringLiteral("text")} << QStringList{QStringLiteral("text")};
    }

    void commentLines()
    {
        QFETCH(std::optional<Language>, language);
        QFETCH(QStringList, lines);
        QFETCH(QStringList, commented);
        QFETCH(QStringList, uncommented);
        const QStringList once = Foulplay::Ui::toggleCommentLines(lines, language);
        QCOMPARE(once, commented);
        QCOMPARE(Foulplay::Ui::toggleCommentLines(once, language), uncommented);
    }

    void commentShortcut()
    {
        CodeEditor editor;
        editor.setLanguage(Language::Cheat);
        showEditor(editor, QStringLiteral("Alice counts.\nBob counts.\nAlice shouts her score.\n"));
        QTextCursor cursor(editor.document());
        cursor.movePosition(QTextCursor::Down, QTextCursor::KeepAnchor, 2); // lines 1 and 2
        editor.setTextCursor(cursor);
        QTest::keyClick(&editor, Qt::Key_Slash, Qt::ControlModifier);
        QCOMPARE(editor.toPlainText(), QStringLiteral("// Alice counts.\n// Bob counts.\nAlice shouts her score.\n"));
        QTest::keyClick(&editor, Qt::Key_Slash, Qt::ControlModifier);
        QCOMPARE(editor.toPlainText(), QStringLiteral("Alice counts.\nBob counts.\nAlice shouts her score.\n"));

        editor.setLanguage(Language::Unfair);
        editor.setPlainText(QStringLiteral("Player 1 counts.\n"));
        editor.toggleComment();
        QCOMPARE(editor.toPlainText(), QStringLiteral("# Player 1 counts.\n"));
        editor.undo();
        QCOMPARE(editor.toPlainText(), QStringLiteral("Player 1 counts.\n"));

        editor.setLanguage(Language::Fyb);
        editor.setPlainText(QStringLiteral("+++!\n"));
        editor.toggleComment();
        QCOMPARE(editor.toPlainText(), QStringLiteral("(+++!)\n"));
    }

    void zoom()
    {
        CodeEditor editor;
        showEditor(editor, QStringLiteral("Player 1 counts.\n"));
        const qreal base = editor.font().pointSizeF();
        const int gutter = editor.gutter()->width();
        QTest::keyClick(&editor, Qt::Key_Plus, Qt::ControlModifier);
        QTest::keyClick(&editor, Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(editor.zoomLevel(), 2);
        QCOMPARE(editor.font().pointSizeF(), base + 2);
        QVERIFY(editor.gutter()->width() > gutter);
        QTest::keyClick(&editor, Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(editor.font().pointSizeF(), base + 1);
        QTest::keyClick(&editor, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(editor.zoomLevel(), 0);
        QCOMPARE(editor.font().pointSizeF(), base);
        for (int i = 0; i < 100; ++i)
            editor.zoomOut();
        QVERIFY(editor.font().pointSizeF() >= 3);
        editor.resetZoom();
        QCOMPARE(editor.font().pointSizeF(), base);
    }

    void findAndReplace()
    {
        CodeEditor editor;
        showEditor(editor, QStringLiteral("Alice counts.\nalice counts by 2.\nAliceB counts.\n"));
        QTest::keyClick(&editor, Qt::Key_F, Qt::ControlModifier);
        Foulplay::Ui::FindBar *bar = editor.findBar();
        QVERIFY(bar->isVisible());
        bar->setFindText(QStringLiteral("alice"));

        // Case-insensitive, any part of a word: three matches, wrapping.
        editor.moveCursor(QTextCursor::Start);
        QVERIFY(bar->findNext());
        QCOMPARE(editor.textCursor().selectionStart(), 0);
        QTest::keyClick(&editor, Qt::Key_F3);
        QCOMPARE(editor.textCursor().blockNumber(), 1);
        QTest::keyClick(&editor, Qt::Key_F3);
        QCOMPARE(editor.textCursor().blockNumber(), 2);
        QTest::keyClick(&editor, Qt::Key_F3);
        QCOMPARE(editor.textCursor().blockNumber(), 0);
        QTest::keyClick(&editor, Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(editor.textCursor().blockNumber(), 2);

        bar->setMatchCase(true);
        bar->setWholeWords(true);
        bar->setFindText(QStringLiteral("Alice"));
        editor.moveCursor(QTextCursor::Start);
        QVERIFY(bar->findNext());
        QVERIFY(bar->findNext());
        QCOMPARE(editor.textCursor().blockNumber(), 0); // the only whole-word, same-case match
        bar->setFindText(QStringLiteral("nobody"));
        QVERIFY(!bar->findNext());

        // Regular expressions with groups in the replacement.
        bar->setMatchCase(false);
        bar->setWholeWords(false);
        bar->setRegularExpression(true);
        bar->setFindText(QStringLiteral("counts by (\\d+)"));
        bar->setReplaceText(QStringLiteral("counts by \\1\\1"));
        editor.moveCursor(QTextCursor::Start);
        QVERIFY(bar->findNext());
        QVERIFY(bar->replace());
        QCOMPARE(editor.document()->findBlockByNumber(1).text(), QStringLiteral("alice counts by 22."));

        bar->setRegularExpression(false);
        bar->setFindText(QStringLiteral("counts"));
        bar->setReplaceText(QStringLiteral("shouts"));
        QCOMPARE(bar->replaceAll(), 3);
        QCOMPARE(editor.toPlainText(), QStringLiteral("Alice shouts.\nalice shouts by 22.\nAliceB shouts.\n"));
        editor.undo(); // one step undoes the whole replace-all
        QCOMPARE(editor.toPlainText(), QStringLiteral("Alice counts.\nalice counts by 22.\nAliceB counts.\n"));

        bar->setRegularExpression(true);
        bar->setFindText(QStringLiteral("("));
        QVERIFY(!bar->findNext()); // invalid pattern: no crash, no match
        bar->setFindText(QStringLiteral("x*"));
        QCOMPARE(bar->replaceAll(), 0); // empty matches are never replaced forever

        QTest::keyClick(bar, Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
    }

    void diagnosticsAppearAfterTyping()
    {
        CodeEditor editor;
        editor.setDiagnosticsDelay(50);
        editor.setLanguage(Language::Fyb);
        showEditor(editor, QStringLiteral("+++!\n"));
        QSignalSpy changed(&editor, &CodeEditor::diagnosticsChanged);
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, QStringLiteral("> (never closed"));
        QTRY_VERIFY(!editor.diagnostics().isEmpty());
        QVERIFY(changed.size() >= 1);
        const Foulplay::Core::Diagnostic diagnostic = editor.diagnostics().first();
        QCOMPARE(diagnostic.range.begin.line, 2);
        QCOMPARE(diagnostic.range.begin.column, 3);
        // The place is underlined with a wave.
        bool underlined = false;
        for (const QTextEdit::ExtraSelection &selection : editor.extraSelections()) {
            if (selection.format.underlineStyle() == QTextCharFormat::WaveUnderline) {
                QCOMPARE(selection.cursor.selectionStart(), editor.document()->findBlockByNumber(1).position() + 2);
                underlined = true;
            }
        }
        QVERIFY(underlined);

        // Closing the comment clears it again.
        QTest::keyClicks(&editor, QStringLiteral(")"));
        QTRY_VERIFY(editor.diagnostics().isEmpty());
        for (const QTextEdit::ExtraSelection &selection : editor.extraSelections())
            QVERIFY(selection.format.underlineStyle() != QTextCharFormat::WaveUnderline);
    }

    void cheatDiagnosticsAndColours()
    {
        CodeEditor editor;
        editor.setDiagnosticsDelay(20);
        editor.setLanguage(Language::Cheat);
        showEditor(editor,
                   QStringLiteral("// a game\nAlice counts by 2.\nBob calls cheat to Alice if Alice counted.\n"));
        const Foulplay::Ui::Theme &theme = editor.theme();
        QCOMPARE(formatAt(editor, 0, 3).foreground(), theme.format(TokenKind::Comment).foreground());
        QCOMPARE(formatAt(editor, 1, 0).foreground(), theme.format(TokenKind::Player).foreground());
        QCOMPARE(formatAt(editor, 1, 6).foreground(), theme.format(TokenKind::Keyword).foreground());
        QCOMPARE(formatAt(editor, 1, 16).foreground(), theme.format(TokenKind::Number).foreground());
        QCOMPARE(formatAt(editor, 1, 17).foreground(), theme.format(TokenKind::Punctuation).foreground());
        QVERIFY(theme.format(TokenKind::Keyword).foreground() != theme.format(TokenKind::Player).foreground());
        QTRY_VERIFY(editor.completionWords().contains(QStringLiteral("Alice")));
        QVERIFY(editor.completionWords().contains(QStringLiteral("Bob")));
        QVERIFY(editor.diagnostics().isEmpty());

        // A misspelt verb is reported where it is, with a hint.
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, QStringLiteral("Alice count by 3."));
        QTRY_VERIFY(!editor.diagnostics().isEmpty());
        const Foulplay::Core::Diagnostic diagnostic = editor.diagnostics().first();
        QCOMPARE(diagnostic.range.begin.line, 4);
        QVERIFY(!diagnostic.message.empty());

        // Hover documentation for a statement word and a condition.
        QVERIFY(hoverText(editor, 1, 7).contains(QStringLiteral("counts")));
        QVERIFY(hoverText(editor, 2, 5).contains(QStringLiteral("calls cheat")));
        QVERIFY(hoverText(editor, 2, 40).contains(QStringLiteral("counted")));
        QVERIFY(hoverText(editor, 0, 4).isEmpty()); // inside a comment
    }

    void unfairColoursDiagnosticsAndHover()
    {
        CodeEditor editor;
        editor.setDiagnosticsDelay(20);
        editor.setLanguage(Language::Unfair);
        showEditor(editor, QStringLiteral(
                               "Label loop. # start\nPlayer 1 counts.\nIf the count resets, then do\n  loop again.\n"));
        const Foulplay::Ui::Theme &theme = editor.theme();
        QCOMPARE(formatAt(editor, 0, 0).foreground(), theme.format(TokenKind::Keyword).foreground());
        QCOMPARE(formatAt(editor, 0, 6).foreground(), theme.format(TokenKind::Label).foreground());
        QCOMPARE(formatAt(editor, 0, 14).foreground(), theme.format(TokenKind::Comment).foreground());
        QCOMPARE(formatAt(editor, 1, 7).foreground(), theme.format(TokenKind::Player).foreground());
        // The label name on the next line after "do" is still a label: the
        // lexer state carries over the line end.
        QCOMPARE(formatAt(editor, 3, 2).foreground(), theme.format(TokenKind::Label).foreground());
        QTRY_VERIFY(editor.completionWords().contains(QStringLiteral("loop")));
        QVERIFY(editor.completionWords().contains(QStringLiteral("Player 1")));
        QVERIFY(editor.diagnostics().isEmpty());

        // Hover: the sentence under the mouse, even across lines.
        QVERIFY(hoverText(editor, 1, 10).contains(QStringLiteral("Player 1 counts")));
        QVERIFY(hoverText(editor, 3, 4).contains(QStringLiteral("reset the visible count")));
        QVERIFY(hoverText(editor, 0, 2).contains(QStringLiteral("Marks a place")));
        QVERIFY(hoverText(editor, 0, 15).isEmpty()); // the comment

        // A misspelt verb: an error with a hint, underlined, in the tooltip.
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, QStringLiteral("Player 2 count."));
        QTRY_VERIFY(!editor.diagnostics().isEmpty());
        const Foulplay::Core::Diagnostic diagnostic = editor.diagnostics().first();
        QCOMPARE(diagnostic.range.begin.line, 5);
        QVERIFY(
            QString::fromStdString(Foulplay::Core::englishText(diagnostic.hint)).contains(QStringLiteral("counts")));
    }

    void fybHoverDocumentation()
    {
        CodeEditor editor;
        editor.setLanguage(Language::Fyb);
        showEditor(editor, QStringLiteral("{>}(a comment: [+])!\n"));
        QVERIFY(hoverText(editor, 0, 0).contains(QStringLiteral("enemy thread")));
        QVERIFY(hoverText(editor, 0, 1).contains(QStringLiteral("right")));
        QVERIFY(hoverText(editor, 0, 15).isEmpty()); // '[' inside the comment
        QVERIFY(hoverText(editor, 0, 19).contains(QStringLiteral("commits")));
        QVERIFY(Foulplay::Ui::HoverDocs::fybCommand(QLatin1Char('x')).isEmpty());
    }

    void unfairSentenceTexts()
    {
        using Foulplay::Ui::HoverDocs;
        for (const char *key : {"counts", "de-syncs", "re-syncs", "full reset", "label", "do", "if resets",
                                "if compare", "evaluate", "define"})
            QVERIFY2(!HoverDocs::unfairSentence(QLatin1String(key), QStringLiteral("Player 1")).isEmpty(), key);
        QVERIFY(HoverDocs::unfairSentence(QStringLiteral("counts"), QStringLiteral("Player 7"))
                    .contains(QStringLiteral("Player 7")));
    }

    void themes()
    {
        using Foulplay::Ui::Theme;
        CodeEditor editor;
        editor.setLanguage(Language::Cheat);
        showEditor(editor, QStringLiteral("Alice counts.\n"));
        const QColor systemGround = editor.palette().color(QPalette::Base);
        // Following the system: the theme for the palette (KSyntaxHighlighting's
        // where it was found at build time, the built-in one otherwise).
        const Theme system = Theme::forPalette(editor.palette());
        QCOMPARE(editor.theme().id(), system.id());
        QCOMPARE(editor.theme().background, system.background);

        // The dark theme the settings offer: its colours, on either platform.
        const auto dark = Theme::byId(Theme::defaultId(Theme::Variant::Dark));
        QVERIFY(dark);
        QCOMPARE(dark->variant(), Theme::Variant::Dark);
        editor.setTheme(*dark);
        QCOMPARE(editor.theme().id(), dark->id());
        QCOMPARE(editor.palette().color(QPalette::Base), dark->background);
        QCOMPARE(formatAt(editor, 0, 6).foreground(), dark->format(TokenKind::Keyword).foreground());

        editor.useSystemTheme();
        QCOMPARE(editor.palette().color(QPalette::Base), systemGround);
        QCOMPARE(editor.theme().variant(),
                 Theme::isDark(editor.palette()) ? Theme::Variant::Dark : Theme::Variant::Light);

        // Following the system: a dark palette brings the dark theme.
        QPalette darkPalette = editor.palette();
        darkPalette.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        darkPalette.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        editor.setPalette(darkPalette);
        QCOMPARE(editor.theme().variant(), Theme::Variant::Dark);
        QCOMPARE(editor.theme().id(), dark->id());
        QCOMPARE(formatAt(editor, 0, 6).foreground(), dark->format(TokenKind::Keyword).foreground());
    }

    void completionOffersSentenceForms()
    {
        CodeEditor editor;
        editor.setLanguage(Language::Cheat);
        showEditor(editor, QString());
        QVERIFY(editor.completionWords().contains(QStringLiteral("calls cheat to")));
        QTest::keyClicks(&editor, QStringLiteral("Alice cal"));
        QTRY_VERIFY(editor.completer()->popup()->isVisible());
        QCOMPARE(editor.completer()->currentCompletion().left(3), QStringLiteral("cal"));
        QTest::keyClick(editor.completer()->popup(), Qt::Key_Return);
        QVERIFY(editor.toPlainText().startsWith(QStringLiteral("Alice call")));
    }
};

QTEST_MAIN(TestCodeEditor)
#include "tst_codeeditor.moc"
