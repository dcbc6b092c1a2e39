// The whole IDE in German: a translator that records every lookup finding no
// German text sits in front of the real ones while the window loads, runs,
// breaks, fails and finishes a program of each language with every dock
// open. Any miss fails, and so does any English text (a source with another
// German wording) left on a visible widget.
#include "consoledock.h"
#include "document.h"
#include "editor/codeeditor.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "translations.h"
#include "uitesthelpers.h"

#include "debug/debugsession.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMutex>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeView>
#include <QXmlStreamReader>

#include <memory>

using namespace Foulplay::Ui;
using Status = Foulplay::Core::Debug::DebugSession::Status;

namespace {

// Asks the German translation first and notes every message of ours it does
// not know. Qt's own contexts (QShortcut, QLineEdit …) are Qt's business.
class RecordingTranslator : public QTranslator {
public:
    bool load()
    {
        return m_german.load(QLocale(QLocale::German), QStringLiteral("foulplay"), QStringLiteral("_"),
                             QStringLiteral(":/i18n"));
    }

    QString translate(const char *context, const char *source, const char *disambiguation, int n) const override
    {
        QString text = m_german.translate(context, source, disambiguation, n);
        if (text.isEmpty() && ours(context) && source && *source) {
            QMutexLocker lock(&m_mutex);
            m_missing.insert(QString::fromUtf8(context) + QStringLiteral(": ") + QString::fromUtf8(source));
        }
        return text;
    }

    bool isEmpty() const override { return false; }

    void addContexts(const QSet<QByteArray> &contexts) { m_contexts = contexts; }

    // The misses since the last call.
    QStringList takeMissing()
    {
        QMutexLocker lock(&m_mutex);
        QStringList list(m_missing.begin(), m_missing.end());
        m_missing.clear();
        list.sort();
        return list;
    }

private:
    // Our classes, and the few contexts of ours outside the namespace
    // ("main"); Qt's own (QShortcut, CloseButton …) are not ours.
    bool ours(const char *context) const
    {
        if (!context)
            return false;
        const QByteArray name(context);
        return name.startsWith("Foulplay::") || m_contexts.contains(name);
    }

    QTranslator m_german;
    QSet<QByteArray> m_contexts;
    mutable QMutex m_mutex;
    mutable QSet<QString> m_missing; // translate() is const and may run on any thread
};

// The English sources whose German differs, read from foulplay_de.ts: exact
// texts, and a pattern for each source with placeholders ("%1 wins").
struct EnglishTexts {
    QSet<QByteArray> contexts;
    QSet<QString> exact;
    QList<QRegularExpression> patterns;

    bool load(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QXmlStreamReader xml(&file);
        QString source;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("name")) {
                const QString context = xml.readElementText();
                if (!context.startsWith(u'Q'))
                    contexts.insert(context.toUtf8());
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                add(source, translation);
            }
        }
        if (xml.hasError())
            qWarning("%s:%lld: %s", qPrintable(path), xml.lineNumber(), qPrintable(xml.errorString()));
        return !xml.hasError();
    }

    void add(const QString &source, const QString &translation)
    {
        const QString english = plain(source);
        // Words that read the same in both languages ("Tick", "Status") are no sign of English.
        if (english.isEmpty() || plain(translation).contains(english)
            || !english.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
            return;
        static const QRegularExpression placeholder(QStringLiteral("%(?:n|L?\\d)"));
        if (!english.contains(placeholder)) {
            exact.insert(english);
            return;
        }
        // Only patterns with enough fixed English in them ("%1 wins" matches
        // too much, "%1 calls cheat and catches nobody" is clearly English).
        QString fixed = english;
        fixed.remove(placeholder);
        if (fixed.count(QRegularExpression(QStringLiteral("[A-Za-z]"))) < 10)
            return;
        QString regex;
        const auto parts = english.split(placeholder);
        for (int i = 0; i < parts.size(); ++i) {
            if (i)
                regex += QStringLiteral(".*");
            regex += QRegularExpression::escape(parts[i]);
        }
        patterns << QRegularExpression(QStringLiteral("^") + regex + QStringLiteral("$"),
                                       QRegularExpression::DotMatchesEverythingOption);
    }

    static QString plain(QString text)
    {
        text.remove(QRegularExpression(QStringLiteral("&(?=\\w)")));
        text.remove(QStringLiteral("…"));
        text.remove(QStringLiteral("..."));
        return text.trimmed();
    }

    bool isEnglish(const QString &shown) const
    {
        const QString text = plain(shown);
        if (text.isEmpty())
            return false;
        if (exact.contains(text))
            return true;
        for (const QRegularExpression &pattern : patterns) {
            if (pattern.match(text).hasMatch())
                return true;
        }
        return false;
    }
};

void collectMenu(const QMenu *menu, const QString &where, QList<QPair<QString, QString>> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        out.append({where, action->text()});
        if (action->menu())
            collectMenu(action->menu(), where + QStringLiteral(" > ") + action->text(), out);
    }
}

void collectModel(const QAbstractItemView *view, const QString &where, QList<QPair<QString, QString>> &out)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    for (int column = 0; column < model->columnCount(); ++column)
        out.append({where + QStringLiteral(" header"), model->headerData(column, Qt::Horizontal).toString()});
    for (int row = 0; row < std::min(model->rowCount(), 40); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            out.append({where, index.data().toString()});
            out.append({where + QStringLiteral(" tooltip"), index.data(Qt::ToolTipRole).toString()});
        }
    }
}

// Every text a user sees on window and its visible children, with where it is.
QList<QPair<QString, QString>> shownTexts(QWidget *window)
{
    QList<QPair<QString, QString>> out;
    if (auto *bar = window->findChild<QMenuBar *>()) {
        for (QAction *action : bar->actions()) {
            out.append({QStringLiteral("menu bar"), action->text()});
            if (action->menu())
                collectMenu(action->menu(), action->text(), out);
        }
    }
    const auto widgets = window->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!widget->isVisible())
            continue;
        const QString where = QString::fromLatin1(widget->metaObject()->className()) + u' ' + widget->objectName();
        out.append({where + QStringLiteral(" tooltip"), widget->toolTip()});
        if (auto *label = qobject_cast<QLabel *>(widget))
            out.append({where, label->text()});
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            out.append({where, button->text()});
        else if (auto *edit = qobject_cast<QLineEdit *>(widget))
            out.append({where + QStringLiteral(" placeholder"), edit->placeholderText()});
        else if (auto *group = qobject_cast<QGroupBox *>(widget))
            out.append({where, group->title()});
        else if (auto *dock = qobject_cast<QDockWidget *>(widget))
            out.append({where, dock->windowTitle()});
        else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                out.append({where, tabs->tabText(i)});
        } else if (auto *view = qobject_cast<QAbstractItemView *>(widget))
            collectModel(view, where, out);
    }
    out.append({QStringLiteral("window title"), window->windowTitle()});
    return out;
}

} // namespace

class TestUntranslated : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void unfair();
    void cheat();
    void fyb();
    void syntaxErrors();
    void qtDialogsAreGerman();
    void cleanupTestCase();

private:
    QAction *action(const char *name) const;
    Foulplay::Core::Debug::DebugSession *session() const { return m_window->runController()->session(); }
    void openEveryDock();
    void checkShown(const QString &state);
    void runToEnd();

    RecordingTranslator m_recorder;
    EnglishTexts m_english;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestUntranslated::initTestCase()
{
    TestHelpers::isolateSettings();
    QVERIFY(Foulplay::installTranslators(*qApp, QLocale(QLocale::German, QLocale::Germany)));
    QVERIFY(m_english.load(QStringLiteral(FOULPLAY_TRANSLATIONS_DIR "/foulplay_de.ts")));
    QVERIFY(m_english.exact.size() > 100);
    QVERIFY(m_recorder.load());
    m_recorder.addContexts(m_english.contexts);
    // Installed last, asked first.
    qApp->installTranslator(&m_recorder);
}

void TestUntranslated::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    openEveryDock();
}

void TestUntranslated::cleanup()
{
    if (m_window)
        m_window->runController()->stop();
    m_window.reset();
    const QStringList missing = m_recorder.takeMissing();
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no German text for:\n") + missing.join(u'\n')));
}

void TestUntranslated::cleanupTestCase()
{
    qApp->removeTranslator(&m_recorder);
}

QAction *TestUntranslated::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

void TestUntranslated::openEveryDock()
{
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        dock->show();
        dock->raise();
    }
    QApplication::processEvents();
}

void TestUntranslated::checkShown(const QString &state)
{
    openEveryDock();
    QApplication::processEvents();
    TestHelpers::shoot(m_window.get(), QStringLiteral("german-") + state);
    QStringList english;
    for (const auto &[where, text] : shownTexts(m_window.get())) {
        if (m_english.isEnglish(text))
            english << where + QStringLiteral(": ") + text;
    }
    english.removeDuplicates();
    QVERIFY2(english.isEmpty(), qPrintable(state + QStringLiteral(": English shown:\n") + english.join(u'\n')));
}

void TestUntranslated::runToEnd()
{
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->status() == Status::Finished, 20000);
}

void TestUntranslated::unfair()
{
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/desync-tables.unfair")));
    checkShown(QStringLiteral("unfair-loaded"));
    CodeEditor *editor = m_window->editor();
    editor->goToLine(17);
    action("actionToggleBreakpoint")->trigger();
    action("actionRun")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Ready, 10000);
    checkShown(QStringLiteral("unfair-break"));
    action("actionStep")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Ready, 10000);
    editor->setBreakpoint(16, false);
    runToEnd();
    checkShown(QStringLiteral("unfair-finished"));

    // Asked for a number and given none it cannot read: a runtime error.
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/unfair/number-cat.unfair")));
    m_window->console()->setPreparedInput(QStringLiteral("x"));
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->status() == Status::Finished || session()->status() == Status::WaitingForInput,
                             10000);
    checkShown(QStringLiteral("unfair-input"));
}

void TestUntranslated::cheat()
{
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/caught.cheat")));
    checkShown(QStringLiteral("cheat-loaded"));
    action("actionStep")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Ready, 10000);
    checkShown(QStringLiteral("cheat-step"));
    runToEnd();
    checkShown(QStringLiteral("cheat-finished"));

    // number-cat asks yes or no and gets a number: a runtime error.
    QVERIFY(m_window->openExample(QStringLiteral(":/examples/cheat/number-cat.cheat")));
    m_window->console()->setPreparedInput(QStringLiteral("1 2 x"));
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->status() == Status::Finished || session()->status() == Status::WaitingForInput,
                             10000);
    checkShown(QStringLiteral("cheat-error"));
}

void TestUntranslated::fyb()
{
    Document *one = m_window->openExample(QStringLiteral(":/examples/fyb/sweeper.fyb"));
    Document *two = m_window->openExample(QStringLiteral(":/examples/fyb/mangler.fyb"));
    QVERIFY(one && two);
    m_window->runController()->setBattle(one, two);
    checkShown(QStringLiteral("fyb-set-up"));
    action("actionStep")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(session()->status(), Status::Ready, 10000);
    checkShown(QStringLiteral("fyb-step"));
    runToEnd();
    checkShown(QStringLiteral("fyb-finished"));
}

void TestUntranslated::syntaxErrors()
{
    struct Case {
        const char *name;
        const char *path;
        const char *text;
    };
    const Case cases[] = {
        {"unfair", "bad.unfair", "Player 1 counts to.\nDo nowhere again.\nPlayer x raises.\n"},
        {"cheat", "bad.cheat", "Alice counts by.\nBob calls cheat on if.\nAlice counts if Bob will.\n"},
        {"fyb", "bad.fyb", "[[[+\n}}\n!!(\n"},
    };
    for (const Case &c : cases) {
        const QString path = m_dir->filePath(QString::fromLatin1(c.path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(c.text);
        file.close();
        QVERIFY(m_window->openFile(path));
        // The Problems dock and the editor show the errors as they are found.
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->editor()->diagnostics().isEmpty(), 10000);
        checkShown(QStringLiteral("syntax-") + QString::fromLatin1(c.name));
    }
}

void TestUntranslated::qtDialogsAreGerman()
{
    // Qt's own buttons and dialogs speak German too: its translations come
    // from Qt's folder (Debian's qt6-translations-l10n, .ci/install-deps).
    QDialogButtonBox buttons(QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
    const QString restore = buttons.button(QDialogButtonBox::RestoreDefaults)->text();
    QVERIFY2(restore != QStringLiteral("Restore Defaults"), qPrintable(restore));

    QFileDialog dialog(m_window.get(), QString(), m_dir->path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    auto *box = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(box);
    QCOMPARE(box->button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
    QStringList labels;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        labels << label->text();
    QVERIFY2(!labels.contains(QStringLiteral("Look in:")) && !labels.contains(QStringLiteral("File &name:")),
             qPrintable(labels.join(u',')));

    // Its columns show their German titles whole ("Änderungsdatum").
    {
        QFile file(m_dir->filePath(QStringLiteral("h.unfair")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Player 1 counts.\n");
    }
    dialog.setViewMode(QFileDialog::Detail);
    dialog.resize(700, 450);
    dialog.show();
    auto *view = dialog.findChild<QTreeView *>(QStringLiteral("treeView"));
    QVERIFY(view);
    QTRY_VERIFY(view->model()->rowCount(view->rootIndex()) > 0);
    QApplication::processEvents();
    const QHeaderView *header = view->header();
    for (int column = 0; column < header->count(); ++column) {
        const QString title = header->model()->headerData(column, Qt::Horizontal).toString();
        const int needed = header->fontMetrics().horizontalAdvance(title) + 8;
        QVERIFY2(header->sectionSize(column) >= needed,
                 qPrintable(QStringLiteral("%1: %2 < %3").arg(title).arg(header->sectionSize(column)).arg(needed)));
    }
    dialog.hide();
}

QTEST_MAIN(TestUntranslated)
#include "tst_untranslated.moc"
