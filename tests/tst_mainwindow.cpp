#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "examplesmenu.h"
#include "mainwindow.h"
#include "problemsdock.h"
#include "problemsmodel.h"
#include "recoverystore.h"
#include "runcontroller.h"
#include "settingsdialog.h"
#include "statuspanel.h"
#include "uitesthelpers.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QFile>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Foulplay::Ui;
using TestHelpers::answerNextMessageBox;

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void opensTheReadmeExample();
    void examplesAreBundled();
    void newDocumentsUseTemplates();
    void typedErrorIsListedAndJumpsToIt();
    void saveAndReloadFromDisk();
    void modifiedBufferAsksBeforeReload();
    void unsavedChangesPrompt();
    void recoversAutosavedText();
    void consoleTrimsEndlessOutput();
    void consoleAsksWithPrompt();
    void settingsPersist();
    void settingsDialogRoundTrip();
    void sessionIsRestored();
    void dropOpensFiles();
    void languageSwitcher();

private:
    std::unique_ptr<MainWindow> makeWindow();
    QString writeFile(const QString &name, const QByteArray &content);
    static QString readFile(const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestMainWindow::initTestCase()
{
    TestHelpers::isolateSettings();
}

void TestMainWindow::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

std::unique_ptr<MainWindow> TestMainWindow::makeWindow()
{
    auto window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    window->show();
    return window;
}

QString TestMainWindow::writeFile(const QString &name, const QByteArray &content)
{
    const QString path = m_dir->filePath(name);
    QSaveFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(content);
    file.commit();
    return path;
}

QString TestMainWindow::readFile(const QString &path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

void TestMainWindow::opensTheReadmeExample()
{
    auto window = makeWindow();
    QVERIFY(window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
    Document *document = window->documents()->currentDocument();
    QVERIFY(document);
    QCOMPARE(document->language(), Language::Unfair);
    QCOMPARE(document->editor()->language(), Language::Unfair);
    QVERIFY(document->text().contains(QStringLiteral("Evaluate the count.")));
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("h.unfair")));
    TestHelpers::shoot(window.get(), QStringLiteral("editing"));
    QCOMPARE(window->documents()->recentFiles().value(0), document->filePath());
    // Opening it again activates the same tab.
    QVERIFY(window->openFile(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
    QCOMPARE(window->documents()->documents().size(), 1);
    // A missing file is refused with a message, not a crash.
    answerNextMessageBox(QMessageBox::Ok);
    QVERIFY(!window->openFile(m_dir->filePath(QStringLiteral("missing.unfair"))));
}

void TestMainWindow::examplesAreBundled()
{
    auto window = makeWindow();
    const QList<ExamplesMenu::Example> examples = ExamplesMenu::examples();
    QVERIFY(examples.size() >= 15);
    for (const ExamplesMenu::Example &example : examples) {
        Document *document = window->openExample(example.resourcePath);
        QVERIFY2(document, qPrintable(example.resourcePath));
        QVERIFY(!document->text().isEmpty());
        QVERIFY(!document->isModified());
        QVERIFY(document->language().has_value()); // not plain text
    }
    Document *cat = window->openExample(QStringLiteral(":/examples/unfair/number-cat.unfair"));
    QVERIFY(cat->displayName().contains(QStringLiteral("number-cat.unfair")));
    QCOMPARE(window->console()->preparedInput().trimmed(), QStringLiteral("1 2.5 -3 72"));
    // The README's command opens this file: keep it.
    QVERIFY(QFile::exists(QStringLiteral(FOULPLAY_SOURCE_ROOT "/resources/examples/unfair/h.unfair")));
}

void TestMainWindow::newDocumentsUseTemplates()
{
    auto window = makeWindow();
    for (Language language : {Language::Unfair, Language::Cheat, Language::Fyb}) {
        Document *document = window->documents()->newDocument(language);
        QCOMPARE(document->language(), language);
        QCOMPARE(document->text(), DocumentManager::templateText(language));
        QVERIFY(!document->text().isEmpty());
        QVERIFY(!document->isModified());
        // The templates are valid programs.
        QTRY_VERIFY_WITH_TIMEOUT(document->editor()->diagnostics().isEmpty(), 3000);
    }
}

void TestMainWindow::typedErrorIsListedAndJumpsToIt()
{
    auto window = makeWindow();
    const QString path = writeFile(QStringLiteral("typo.unfair"), "Player 1 counts.\n");
    QVERIFY(window->openFile(path));
    CodeEditor *editor = window->editor();
    editor->setDiagnosticsDelay(10);
    editor->moveCursor(QTextCursor::End);
    editor->insertPlainText(QStringLiteral("Evaluate the count.\n"));
    QTest::keyClicks(editor, QStringLiteral("Player 2 count."));
    QTRY_VERIFY_WITH_TIMEOUT(window->problems()->errorCount() > 0, 5000);
    const QModelIndex first = window->problems()->index(0, ProblemsModel::LineColumn);
    QCOMPARE(first.data(ProblemsModel::LineRole).toInt(), 3);
    QVERIFY(window->problems()
                ->index(0, ProblemsModel::MessageColumn)
                .data()
                .toString()
                .contains(QStringLiteral("counts")));

    // Activating the row puts the cursor there.
    editor->moveCursor(QTextCursor::Start);
    QTreeView *view = window->problemsDock()->view();
    view->setCurrentIndex(first);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(editor->textCursor().blockNumber(), 2);

    // An error blocks the run and shows the Problems dock.
    window->problemsDock()->hide();
    window->runController()->runOrContinue();
    QVERIFY(!window->runController()->isActive());
    QVERIFY(window->problemsDock()->isVisible());
    TestHelpers::shoot(window.get(), QStringLiteral("problems"));
    QVERIFY(window->statusPanel()->state().contains(QStringLiteral("error")));

    // Fixing it empties the list.
    QTextCursor cursor = editor->textCursor();
    cursor.movePosition(QTextCursor::End);
    cursor.movePosition(QTextCursor::Left);
    cursor.insertText(QStringLiteral("s"));
    QTRY_COMPARE_WITH_TIMEOUT(window->problems()->rowCount(), 0, 5000);
}

void TestMainWindow::saveAndReloadFromDisk()
{
    auto window = makeWindow();
    const QString path = writeFile(QStringLiteral("prog.cheat"), "Alice counts.\n");
    QVERIFY(window->openFile(path));
    Document *document = window->documents()->currentDocument();
    QCOMPARE(document->language(), Language::Cheat);
    document->editor()->moveCursor(QTextCursor::End);
    document->editor()->insertPlainText(QStringLiteral("Alice shouts her score.\n"));
    QVERIFY(document->isModified());
    QVERIFY(window->documents()->tabText(document).endsWith(u'*'));
    window->findChild<QAction *>(QStringLiteral("actionSave"))->trigger();
    QVERIFY(!document->isModified());
    QCOMPARE(readFile(path), QStringLiteral("Alice counts.\nAlice shouts her score.\n"));
    // Our own save is no outside change: a check of the disk (as the
    // watcher makes) neither reloads nor asks.
    QVERIFY(!document->changedOnDisk());
    window->documents()->checkFilesOnDisk();
    QCOMPARE(document->text(), QStringLiteral("Alice counts.\nAlice shouts her score.\n"));
    QVERIFY(!document->isModified());

    // Another program changes the file: an unmodified buffer follows it.
    writeFile(QStringLiteral("prog.cheat"), "Bob counts.\n");
    QTRY_COMPARE_WITH_TIMEOUT(document->text(), QStringLiteral("Bob counts.\n"), 5000);
    QVERIFY(!document->isModified());
}

void TestMainWindow::modifiedBufferAsksBeforeReload()
{
    auto window = makeWindow();
    const QString path = writeFile(QStringLiteral("mine.unfair"), "Player 1 counts.\n");
    QVERIFY(window->openFile(path));
    Document *document = window->documents()->currentDocument();
    document->editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(document->editor(), QStringLiteral("Evaluate the count."));

    // Declined: the buffer keeps the user's text.
    answerNextMessageBox(QMessageBox::No);
    writeFile(QStringLiteral("mine.unfair"), "Player 2 counts.\n");
    document->acknowledgeDiskState();
    QVERIFY(!document->changedOnDisk());
    writeFile(QStringLiteral("mine.unfair"), "Player 3 counts.\n");
    window->documents()->checkFilesOnDisk();
    QVERIFY(document->text().endsWith(QStringLiteral("Evaluate the count.")));
    QVERIFY(document->isModified());

    // Accepted: the disk's text replaces it.
    writeFile(QStringLiteral("mine.unfair"), "Player 4 counts.\n");
    QString question;
    answerNextMessageBox(QMessageBox::Yes, &question);
    window->documents()->checkFilesOnDisk();
    QVERIFY(question.contains(QStringLiteral("mine.unfair")));
    QCOMPARE(document->text(), QStringLiteral("Player 4 counts.\n"));
    QVERIFY(!document->isModified());
}

void TestMainWindow::unsavedChangesPrompt()
{
    auto window = makeWindow();
    Document *document = window->documents()->newDocument(Language::Unfair);
    QTest::keyClicks(document->editor(), QStringLiteral("Player 1 counts."));
    QVERIFY(document->isModified());

    // Closing the tab asks; Cancel keeps it.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window->documents()->closeDocument(document));
    QCOMPARE(window->documents()->documents().size(), 1);

    // Closing the window asks too; Cancel keeps the window open.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window->close());
    QVERIFY(window->isVisible());

    // Discard closes the tab without saving.
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window->documents()->closeDocument(document));
    QVERIFY(window->documents()->documents().isEmpty());
    QVERIFY(window->close());
}

void TestMainWindow::recoversAutosavedText()
{
    const QString recovery = m_dir->filePath(QStringLiteral("recovery"));
    const QString path = writeFile(QStringLiteral("crash.unfair"), "Player 1 counts.\n");
    {
        auto crashed = makeWindow();
        Document *unsaved = crashed->documents()->newDocument(Language::Cheat);
        unsaved->replaceText(QStringLiteral("Olly counts by 3.\n"));
        QVERIFY(crashed->openFile(path));
        Document *edited = crashed->documents()->currentDocument();
        edited->replaceText(QStringLiteral("Player 2 counts.\n"));
        crashed->documents()->autosave();
        QCOMPARE(QDir(recovery).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        // The window goes away without closing: as in a crash, the autosave stays.
    }
    auto window = makeWindow();
    answerNextMessageBox(QMessageBox::Yes);
    QCOMPARE(window->offerRecovery(), 2);
    QStringList texts;
    for (Document *document : window->documents()->documents()) {
        QVERIFY(document->isModified());
        texts << document->text();
    }
    QVERIFY2(texts.contains(QStringLiteral("Olly counts by 3.\n")), qPrintable(texts.join(u'|')));
    QVERIFY(texts.contains(QStringLiteral("Player 2 counts.\n")));
    Document *file = window->documents()->findDocument(path);
    QVERIFY(file);
    QCOMPARE(file->text(), QStringLiteral("Player 2 counts.\n"));
    // The file itself was not touched.
    QCOMPARE(readFile(path), QStringLiteral("Player 1 counts.\n"));
    // Offered once: a second window finds nothing more to recover.
    MainWindow other(nullptr, recovery);
    QCOMPARE(other.offerRecovery(), 0);

    // A normal close removes this session's autosave.
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window->close());
    RecoveryStore store(recovery);
    QVERIFY(store.orphanedEntries().isEmpty());
}

void TestMainWindow::consoleTrimsEndlessOutput()
{
    ConsoleDock console;
    console.setMaxLines(200);
    for (int batch = 0; batch < 50; ++batch) {
        QString text;
        for (int i = 0; i < 2000; ++i)
            text += QStringLiteral("24\n");
        console.appendOutput(text);
    }
    console.flush();
    QVERIFY(console.outputView()->document()->blockCount() <= 201);
    QVERIFY(console.outputText().endsWith(QStringLiteral("24\n")));

    // One endless line is broken up, so it is trimmed as well.
    console.clearOutput();
    console.appendOutput(QString(ConsoleDock::maxLineLength() * 300, u'x'));
    console.flush();
    QVERIFY(console.outputView()->document()->blockCount() <= 201);
    const QStringList lines = console.outputText().split(u'\n');
    for (const QString &line : lines)
        QVERIFY(line.size() <= ConsoleDock::maxLineLength() + 40);
    QVERIFY(console.outputText().contains(QStringLiteral("trimmed")));

    // Output appears in batches, without an explicit flush.
    console.clearOutput();
    console.appendOutput(QStringLiteral("72\n"));
    QTRY_COMPARE(console.outputText(), QStringLiteral("72\n"));
}

void TestMainWindow::consoleAsksWithPrompt()
{
    ConsoleDock console;
    console.show();
    QSignalSpy submitted(&console, &ConsoleDock::inputSubmitted);
    QVERIFY(!console.inputLine()->isEnabled());
    console.requestInput(QStringLiteral("Olly asks: allowed to?"));
    QVERIFY(console.isWaitingForInput());
    QVERIFY(console.inputLine()->isEnabled());
    QVERIFY(console.findChild<QLabel *>(QStringLiteral("inputPrompt"))->text().contains(QStringLiteral("Olly asks")));
    QTest::keyClicks(console.inputLine(), QStringLiteral("yes"));
    QTest::keyClick(console.inputLine(), Qt::Key_Return);
    QCOMPARE(submitted.size(), 1);
    QCOMPARE(submitted.first().first().toString(), QStringLiteral("yes"));
    QVERIFY(!console.isWaitingForInput());
    QVERIFY(console.outputText().contains(QStringLiteral("> yes")));
}

void TestMainWindow::settingsPersist()
{
    {
        auto window = makeWindow();
        AppSettings settings = window->settings();
        settings.speed = 50;
        settings.setLimit(QStringLiteral("fybTurnLimit"), 1234);
        settings.setLimit(QStringLiteral("cheatStepLimit"), 0);
        settings.theme = Theme::defaultId(Theme::Variant::Dark);
        settings.fontSize = 15;
        window->setSettings(settings);
        QCOMPARE(window->runController()->speed(), 50);
        Document *document = window->documents()->newDocument(Language::Unfair);
        QCOMPARE(document->editor()->font().pointSize(), 15);
        QCOMPARE(document->editor()->theme().variant(), Theme::Variant::Dark);
        QCOMPARE(document->editor()->theme().id(), settings.theme);
    }
    auto window = makeWindow();
    QCOMPARE(window->settings().speed, 50);
    QCOMPARE(window->settings().limit(QStringLiteral("fybTurnLimit")), 1234);
    QCOMPARE(window->settings().limit(QStringLiteral("cheatStepLimit")), 0);
    QCOMPARE(window->settings().theme, Theme::defaultId(Theme::Variant::Dark));
    QCOMPARE(window->runController()->speed(), 50);
    QVERIFY(window->statusPanel()->speedText().contains(QStringLiteral("50")));
}

void TestMainWindow::settingsDialogRoundTrip()
{
    AppSettings settings;
    settings.setLimit(QStringLiteral("cheatStepLimit"), 777);
    settings.setLimit(QStringLiteral("unfairStepLimit"), 0);
    settings.memoryBudgetMb = 512;
    settings.speed = 20;
    SettingsDialog dialog(settings);
    dialog.show();
    TestHelpers::shoot(&dialog, QStringLiteral("settings"));
    QCOMPARE(dialog.settings(), settings);
    auto *speed = dialog.findChild<QSpinBox *>(QStringLiteral("speed"));
    QVERIFY(speed);
    speed->setValue(0);
    QCOMPARE(dialog.settings().speed, 0);
    QCOMPARE(dialog.settings().limit(QStringLiteral("cheatStepLimit")), 777);
    // No step limit reads "None".
    auto *unfairLimit = dialog.findChild<QSpinBox *>(QStringLiteral("unfairStepLimit"));
    QVERIFY(unfairLimit);
    QCOMPARE(unfairLimit->text(), QStringLiteral("None"));
    QCOMPARE(dialog.settings().limit(QStringLiteral("unfairStepLimit")), 0);
}

void TestMainWindow::sessionIsRestored()
{
    const QString a = writeFile(QStringLiteral("a.unfair"), "Player 1 counts.\n");
    const QString b = writeFile(QStringLiteral("b.fyb"), "+!>\n");
    {
        auto window = makeWindow();
        QVERIFY(window->openFile(a));
        QVERIFY(window->openFile(b));
        window->documents()->setCurrentDocument(window->documents()->findDocument(a));
        window->console()->setPreparedInput(QStringLiteral("1 2 3"));
        QVERIFY(window->close());
    }
    auto window = makeWindow();
    window->restoreSession();
    QCOMPARE(window->documents()->openFilePaths(), (QStringList{a, b}));
    QCOMPARE(window->documents()->currentDocument()->filePath(), a);
    QCOMPARE(window->console()->preparedInput(), QStringLiteral("1 2 3"));
}

void TestMainWindow::dropOpensFiles()
{
    auto window = makeWindow();
    const QString a = writeFile(QStringLiteral("dropped.cheat"), "Alice counts.\n");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(a)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QVERIFY(window->documents()->findDocument(a));
    // Dropped on an editor, a file opens too (and its path is not pasted as text).
    const QString b = writeFile(QStringLiteral("second.unfair"), "Player 1 counts.\n");
    mime.setUrls({QUrl::fromLocalFile(b)});
    CodeEditor *editor = window->editor();
    const QString before = editor->toPlainText();
    QDragEnterEvent enterEditor(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(editor->viewport(), &enterEditor);
    QDropEvent dropEditor(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(editor->viewport(), &dropEditor);
    QTRY_VERIFY(window->documents()->findDocument(b));
    QCOMPARE(editor->toPlainText(), before);
}

void TestMainWindow::languageSwitcher()
{
    auto window = makeWindow();
    const QString path = writeFile(QStringLiteral("notes.txt"), "Player 1 counts.\n");
    QVERIFY(window->openFile(path));
    Document *document = window->documents()->currentDocument();
    QVERIFY(!document->language()); // plain text
    QComboBox *switcher = window->statusPanel()->languageSwitcher();
    QVERIFY(!switcher->currentData().isValid()); // the plain text entry
    const int unfair = switcher->findData(int(Language::Unfair));
    switcher->setCurrentIndex(unfair);
    Q_EMIT switcher->activated(unfair);
    QCOMPARE(document->language(), Language::Unfair);
    QCOMPARE(document->editor()->language(), Language::Unfair);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
