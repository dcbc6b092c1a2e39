// The manual inside the IDE: Help → User Manual and F1 on a word of a program.
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "manualwindow.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextBlock>
#include <QTextDocument>
#include <QTreeWidget>

using namespace Foulplay::Ui;

class TestManual : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void helpMenuOpensTheContents();
    void f1OpensTheKeywordsSection_data();
    void f1OpensTheKeywordsSection();
    void linksGoToHeadings();
    void escapeAndCtrlWClose_data();
    void escapeAndCtrlWClose();
    void picturesFitThePane();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestManual::initTestCase()
{
    TestHelpers::isolateSettings();
}

void TestManual::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->show();
    TestHelpers::activate(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestManual::cleanup()
{
    m_window.reset();
}

void TestManual::helpMenuOpensTheContents()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionManual"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F1));
    action->trigger();
    ManualWindow *manual = m_window->manualWindow();
    QVERIFY(manual && manual->isVisible());
    QCOMPARE(manual->windowTitle(), QStringLiteral("Foul Play Manual"));
    QCOMPARE(manual->currentPage(), QStringLiteral("README.md"));
    QVERIFY(manual->browser()->toPlainText().contains(QStringLiteral("Foul Play user manual")));
    // The contents list: the contents page and every chapter, with sections.
    QTreeWidget *contents = manual->contents();
    QCOMPARE(contents->topLevelItemCount(), 14);
    QTreeWidgetItem *unfair = contents->topLevelItem(1);
    QCOMPARE(unfair->text(0), QStringLiteral("Unfair"));
    QVERIFY(unfair->childCount() > 5);
    emit contents->itemActivated(unfair->child(0), 0);
    QCOMPARE(manual->currentPage(), QStringLiteral("unfair.md"));
    QCOMPARE(manual->headingAtTop(), unfair->child(0)->text(0));
}

void TestManual::f1OpensTheKeywordsSection_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("heading");
    QTest::newRow("unfair counts") << "unfair/h.unfair"
                                   << "Player 1 counts."
                                   << "counts"
                                   << "unfair.md"
                                   << "P counts.";
    QTest::newRow("unfair evaluate") << "unfair/h.unfair"
                                     << "Evaluate the count."
                                     << "Evaluate"
                                     << "unfair.md"
                                     << "Evaluate X.";
    QTest::newRow("cheat calls") << "cheat/caught.cheat"
                                 << "Alice calls cheat to Bob"
                                 << "calls"
                                 << "cheat.md"
                                 << "S calls cheat [to T] COND.";
    QTest::newRow("cheat counted") << "cheat/caught.cheat"
                                   << "Bob counted by 3"
                                   << "counted"
                                   << "cheat.md"
                                   << "Past actions";
    QTest::newRow("fyb command") << "fyb/mangler.fyb"
                                 << "+!>"
                                 << "!"
                                 << "fyb.md"
                                 << "The commands in detail";
}

void TestManual::f1OpensTheKeywordsSection()
{
    QFETCH(QString, example);
    QFETCH(QString, line);
    QFETCH(QString, word);
    QFETCH(QString, page);
    QFETCH(QString, heading);
    Document *document = m_window->openExample(QStringLiteral(":/examples/") + example);
    QVERIFY(document);
    CodeEditor *editor = document->editor();
    const QString text = editor->toPlainText();
    const int lineAt = int(text.indexOf(line));
    QVERIFY(lineAt >= 0);
    QTextCursor cursor = editor->textCursor();
    cursor.setPosition(int(text.indexOf(word, lineAt)) + 1);
    editor->setTextCursor(cursor);
    editor->setFocus();
    QTRY_VERIFY(editor->hasFocus());
    QTest::keyClick(editor, Qt::Key_F1);
    ManualWindow *manual = m_window->manualWindow();
    QVERIFY(manual && manual->isVisible());
    QCOMPARE(manual->currentPage(), page);
    QCOMPARE(manual->headingAtTop(), heading);
}

void TestManual::linksGoToHeadings()
{
    m_window->showManual(QStringLiteral("ide.md"));
    ManualWindow *manual = m_window->manualWindow();
    QVERIFY(manual);
    QCOMPARE(manual->headingAtTop(), QStringLiteral("The IDE"));
    // Pictures load from the bundled manual.
    const QVariant picture =
        manual->browser()->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("images/welcome.png")));
    QVERIFY(!QImage::fromData(picture.toByteArray()).isNull() || !picture.value<QImage>().isNull());
    manual->browser()->setSource(QUrl(QStringLiteral("unfair.md#the-original-examples")));
    QCOMPARE(manual->currentPage(), QStringLiteral("unfair.md"));
    QCOMPARE(manual->headingAtTop(), QStringLiteral("The original examples"));
}

void TestManual::escapeAndCtrlWClose_data()
{
    QTest::addColumn<QKeySequence>("key");
    QTest::newRow("Esc") << QKeySequence(Qt::Key_Escape);
    QTest::newRow("Ctrl+W") << QKeySequence(Qt::CTRL | Qt::Key_W);
}

void TestManual::escapeAndCtrlWClose()
{
    QFETCH(QKeySequence, key);
    m_window->showManual(QStringLiteral("ide.md"));
    ManualWindow *manual = m_window->manualWindow();
    QVERIFY(manual && manual->isVisible());
    TestHelpers::activate(manual);
    QVERIFY(QTest::qWaitForWindowActive(manual));
    // Pressed where the reader is: in the page.
    QTest::keySequence(manual->browser(), key);
    QTRY_VERIFY(!manual->isVisible());
    // The main window stays, with its documents.
    QVERIFY(m_window->isVisible());
}

void TestManual::picturesFitThePane()
{
    m_window->showManual(QStringLiteral("ide.md"));
    ManualWindow *manual = m_window->manualWindow();
    QVERIFY(manual);
    QTextBrowser *browser = manual->browser();
    const int pane = browser->viewport()->width();
    int pictures = 0;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (!format.isImageFormat())
                continue;
            ++pictures;
            const int width = int(format.toImageFormat().width());
            QVERIFY2(
                width > 0 && width <= pane,
                qPrintable(
                    QStringLiteral("%1: %2 in a pane of %3").arg(format.toImageFormat().name()).arg(width).arg(pane)));
        }
    }
    QVERIFY(pictures >= 3);
}

QTEST_MAIN(TestManual)
#include "tst_manual.moc"
