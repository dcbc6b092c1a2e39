// A fourth language, Tally (tally.h), that lives in tests/ only and comes in
// through the registries at start-up: the real window loads it (plain-text
// colours, its parser's diagnostics, its completion and hover texts), runs
// it, steps, steps back, breaks on a line and on a label, shows a watch,
// saves and opens a replay; and tally-dap, foulplay-dap's code with Tally
// registered, does the same over the Debug Adapter Protocol.
#include "tally.h"
#include "tallyui.h"

#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "hoverdocs.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "statuspanel.h"
#include "syntaxhighlighter.h"
#include "appsettings.h"
#include "debugwords.h"
#include "enginewords.h"
#include "settingsdialog.h"
#include "translations.h"
#include "uitesthelpers.h"
#include "debugger/breakpointdialog.h"
#include "debugger/breakpointlistmodel.h"
#include "debugger/breakpointmanager.h"
#include "debugger/debuggerdocks.h"
#include "debugger/watchesdock.h"
#include "debugger/watchesmodel.h"

#include "inspectors/runeventlog.h"
#include "inspectors/runtimelinebar.h"

#include "dap/dapprocess.h"

#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace Foulplay::Ui;
namespace Debug = Foulplay::Core::Debug;
using Status = Debug::DebugSession::Status;

namespace {

// Counts to 10 by threes: 11 ticks, prints 10.
//   tick 1 add 1 (total 1), 2 label, 3 add 3 (4), 4 jump, 5 label, 6 add 3 (7),
//   7 jump, 8 label, 9 add 3 (10), 10 no jump, 11 print.
const QByteArray Program = "# counts to 10 by threes\n"
                           "add 1\n"
                           "label top\n"
                           "add 3\n"
                           "if below 10 goto top\n"
                           "print\n";

bool isSuccess(const QJsonObject &response)
{
    return response.value(QLatin1String("success")).toBool();
}

} // namespace

class TestFourthLanguage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void registryRefusesATakenLanguage();
    void editorUsesItsDescriptor();
    void windowRunsStepsAndTravels();
    void windowStopsOnItsOwnEvent();
    void settingsHoldItsLimit();
    void dapRunsStepsAndTravels();
    void dapStopsOnItsOwnEvent();

private:
    QAction *action(const char *name) const;
    Debug::DebugSession *session() const { return m_window->runController()->session(); }
    QString writeProgram(const QString &name, const QByteArray &text) const;
    // Runs or continues the current tab; true once it stops at a breakpoint.
    [[nodiscard]] bool runToBreakpoint();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestFourthLanguage::initTestCase()
{
    TestHelpers::isolateSettings();
    Foulplay::installTranslators(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(Tally::registerUi());
}

void TestFourthLanguage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(nullptr, m_dir->filePath(QStringLiteral("recovery")));
    m_window->resize(1400, 900);
    m_window->show();
}

void TestFourthLanguage::cleanup()
{
    m_window->runController()->stop();
    m_window.reset();
}

QAction *TestFourthLanguage::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

QString TestFourthLanguage::writeProgram(const QString &name, const QByteArray &text) const
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

bool TestFourthLanguage::runToBreakpoint()
{
    QSignalSpy stops(session(), &Debug::DebugSession::stopped);
    action("actionRun")->trigger();
    const bool stopped = QTest::qWaitFor(
        [&stops] {
            for (const QList<QVariant> &stop : std::as_const(stops)) {
                if (stop.at(0).value<Debug::DebugStopReason>() == Debug::DebugStopReason::Breakpoint)
                    return true;
            }
            return false;
        },
        10000);
    return stopped && QTest::qWaitFor([this] { return session()->status() == Status::Ready; }, 5000);
}

void TestFourthLanguage::registryRefusesATakenLanguage()
{
    // Registered once at start-up; a second time, or a taken key, is refused.
    QVERIFY(Debug::descriptorForKey(QStringLiteral("TALLY")) == &Tally::coreLanguage());
    QVERIFY(Debug::descriptorForFileName(QStringLiteral("x.tally")) == &Tally::coreLanguage());
    QVERIFY(!Debug::registerLanguage(Tally::coreLanguage()));
    QCOMPARE(Foulplay::Core::registerMessage({"TallyUnknownLabel", "again", "Tally"}),
             Foulplay::Core::MessageCode::None);
    QVERIFY(!registerLanguage(Tally::uiLanguage()));
    QCOMPARE(Foulplay::Ui::descriptor(std::optional(Tally::Id)).displayName(), QStringLiteral("Tally"));
    QCOMPARE(languageForFileName(QStringLiteral("count.tally")), std::optional(Tally::Id));
}

void TestFourthLanguage::editorUsesItsDescriptor()
{
    // File → New has it, like the built-in languages, and so do the file
    // dialogs' filters, after the three built in.
    action("actionNewtally")->trigger();
    QCOMPARE(programFileFilter(), QStringLiteral("Foul Play programs (*.unfair *.cheat *.fyb *.tally);;Unfair "
                                                 "(*.unfair);;Cheat (*.cheat);;FukYorBrane (*.fyb);;Tally "
                                                 "(*.tally);;All files (*)"));
    QCOMPARE(m_window->documents()->currentDocument()->language(), std::optional(Tally::Id));

    const QString path = writeProgram(QStringLiteral("broken.tally"), "add three\nlabel top # the loop\nshout\n");
    QVERIFY(m_window->openFile(path));
    Document *document = m_window->documents()->currentDocument();
    QCOMPARE(document->language(), std::optional(Tally::Id));
    CodeEditor *editor = m_window->editor();

    // Its parser's diagnostics, with line and column.
    QTRY_COMPARE(editor->diagnostics().size(), 2);
    QCOMPARE(editor->diagnostics().at(0).range.begin, (Foulplay::Core::SourcePos{1, 5}));
    QCOMPARE(editor->diagnostics().at(1).range.begin, (Foulplay::Core::SourcePos{3, 1}));

    // Its own messages, named and worded as the built-in languages' are.
    const Foulplay::Core::Message &notANumber = editor->diagnostics().at(0).message;
    QCOMPARE(Foulplay::Core::messageName(notANumber.code), std::string_view("TallyNotANumber"));
    QCOMPARE(Foulplay::Words::message(notANumber),
             QStringLiteral("'three' is not a whole number of at most ten digits"));
    const Tally::ParseResult unknown = Tally::parse("label top\nif below 3 goto tpo\n");
    QCOMPARE(unknown.diagnostics.size(), std::size_t(1));
    QCOMPARE(Foulplay::Core::englishText(unknown.diagnostics[0].message), std::string("unknown label 'tpo'"));
    QCOMPARE(Foulplay::Core::englishText(unknown.diagnostics[0].hint), std::string("did you mean 'top'?"));

    // Colours from its lexer's neutral styles, as the built-in languages
    // get them: keywords alike on every line, a label, a comment, and a
    // word that is no number.
    const auto formatsOf = [&](int line) { return editor->document()->findBlockByNumber(line).layout()->formats(); };
    QTRY_COMPARE(formatsOf(1).size(), 3);
    const QList<QTextLayout::FormatRange> first = formatsOf(0);
    const QList<QTextLayout::FormatRange> second = formatsOf(1);
    QCOMPARE(first.size(), 2);
    QCOMPARE(second[0].start, 0);
    QCOMPARE(second[0].length, 5); // label
    QCOMPARE(second[1].start, 6);
    QCOMPARE(second[1].length, 3); // top
    QCOMPARE(second[2].start, 10); // # the loop
    QCOMPARE(first[0].format, second[0].format);
    QVERIFY(second[1].format != second[0].format);
    QVERIFY(second[2].format != second[0].format && second[2].format != second[1].format);
    QVERIFY(first[1].format != first[0].format && first[1].format != second[1].format);

    // Hover texts from the descriptor.
    auto *highlighter = editor->document()->findChild<SyntaxHighlighter *>();
    QVERIFY(highlighter);
    const int label = editor->document()->findBlockByNumber(1).position() + 2;
    const QString text = editor->toPlainText();
    QVERIFY(HoverDocs::documentationAt(highlighter->language(), text, label).contains(QStringLiteral("names")));
    QVERIFY(HoverDocs::documentationAt(highlighter->language(), text, 0).contains(QStringLiteral("adds")));

    // Completion from its keywords.
    TestHelpers::activate(m_window.get());
    editor->setFocus();
    editor->moveCursor(QTextCursor::End);
    QTest::keyClicks(editor, QStringLiteral("pr"));
    QTest::keyClick(editor, Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(editor->completer()->popup()->isVisible());
    QStringList offered;
    QAbstractItemModel *model = editor->completer()->completionModel();
    for (int row = 0; row < model->rowCount(); ++row)
        offered << model->index(row, 0).data().toString();
    QVERIFY2(offered.contains(QStringLiteral("print")), qPrintable(offered.join(u',')));
    QTest::keyClick(editor->completer()->popup(), Qt::Key_Return);
    QVERIFY2(editor->toPlainText().endsWith(QLatin1String("print")), qPrintable(editor->toPlainText()));

    // The fixed text has no diagnostics left.
    editor->setPlainText(QString::fromUtf8(Program));
    QTRY_VERIFY(editor->diagnostics().isEmpty());

    // The same parse tells what the program is made of: the breakpoint
    // dialog offers its labels and refuses one it lacks.
    QTRY_COMPARE(editor->programFacts().labels, QStringList{QStringLiteral("top")});
    QCOMPARE(editor->programFacts().conditionWords, (QStringList{QStringLiteral("total"), QStringLiteral("tick")}));
    Debugger::BreakpointDialog dialog({document}, {document, {}}, false, m_window.get());
    QVERIFY(dialog.selectKind(Debugger::BreakpointDialog::Kind::Label));
    QCOMPARE(dialog.labelEdit()->completer()->model()->rowCount(), 1);
    dialog.labelEdit()->setText(QStringLiteral("end"));
    QVERIFY(!dialog.labelError()->isHidden());
    // An open dialog follows the program as it is edited.
    editor->appendPlainText(QStringLiteral("label end"));
    QTRY_COMPARE(dialog.labelEdit()->completer()->model()->rowCount(), 2);
    QVERIFY(dialog.labelError()->isHidden());
}

void TestFourthLanguage::windowRunsStepsAndTravels()
{
    const QString path = writeProgram(QStringLiteral("count.tally"), Program);
    QVERIFY(m_window->openFile(path));
    Document *document = m_window->documents()->currentDocument();
    Debugger::BreakpointManager *manager = m_window->debugger()->manager();
    Debug::Breakpoint top;
    top.kind = Debug::BreakpointKind::Label;
    top.label = QStringLiteral("top");
    const int onLabel = manager->add(document, top);
    QVERIFY(onLabel > 0);
    Debug::Breakpoint line;
    line.kind = Debug::BreakpointKind::Line;
    line.line = 4;
    const int onLine = manager->add(document, line);
    QVERIFY(onLine > 0);
    Debugger::WatchesModel *watches = m_window->debugger()->watchesDock()->model();
    watches->addExpression(QStringLiteral("total"));

    // The label: before its statement at tick 1.
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 1u);
    QCOMPARE(session()->snapshot().location.line, 3);
    QTRY_COMPARE(watches->value(0), QStringLiteral("1"));
    // The line: `add 3` at tick 2.
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 2u);
    QCOMPARE(session()->snapshot().location.line, 4);
    QTRY_COMPARE(m_window->editor()->executionMarkers().value(0).line, 3);

    // A step, then a step back.
    action("actionStep")->trigger();
    QTRY_COMPARE(session()->snapshot().tick, 3u);
    QCOMPARE(session()->snapshot().location.line, 5);
    QTRY_COMPARE(watches->value(0), QStringLiteral("4"));
    QTRY_VERIFY(action("actionStepBack")->isEnabled());
    action("actionStepBack")->trigger();
    QTRY_COMPARE(session()->snapshot().tick, 2u);
    QCOMPARE(session()->snapshot().location.line, 4);
    QTRY_COMPARE(watches->value(0), QStringLiteral("1"));

    // Without breakpoints it runs to the end and prints 10.
    manager->removeAll();
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 10000);
    QCOMPARE(session()->snapshot().tick, 11u);
    QTRY_VERIFY(m_window->console()->outputText().contains(QStringLiteral("10\n")));
    QTRY_COMPARE(watches->value(0), QStringLiteral("10"));

    // A replay of the run opens at the tick it was saved (in the program's tab,
    // which holds the same text).
    const QString replayPath = m_dir->filePath(QStringLiteral("count.replay.json"));
    QSignalSpy saved(session(), &Debug::DebugSession::replaySaved);
    session()->saveReplay(replayPath);
    QVERIFY(saved.wait(10000));
    QVERIFY(saved.first().at(1).toBool());
    QFile replayFile(replayPath);
    QVERIFY(replayFile.open(QIODevice::ReadOnly));
    QVERIFY(replayFile.readAll().contains("\"tally\""));
    QVERIFY(m_window->runController()->openReplayFile(replayPath));
    QCOMPARE(m_window->documents()->currentDocument()->language(), std::optional(Tally::Id));
    QTRY_COMPARE(session()->snapshot().tick, 11u);
    QTRY_COMPARE(watches->value(0), QStringLiteral("10"));
    QTRY_VERIFY(action("actionStepBack")->isEnabled());
    action("actionStepBack")->trigger();
    QTRY_COMPARE(session()->snapshot().tick, 10u);
    QTRY_COMPARE(watches->value(0), QStringLiteral("10"));
    QCOMPARE(session()->snapshot().location.line, 6);
}

void TestFourthLanguage::windowStopsOnItsOwnEvent()
{
    // Prints 4, 8 and 12, at ticks 3, 7 and 11; 12 ticks in all.
    const QString path =
        writeProgram(QStringLiteral("prints.tally"), "label top\nadd 4\nprint\nif below 10 goto top\n");
    QVERIFY(m_window->openFile(path));
    Document *document = m_window->documents()->currentDocument();
    Debugger::BreakpointManager *manager = m_window->debugger()->manager();

    // The breakpoint dialog offers the event Tally registered, by the name
    // its descriptor gives it.
    Debugger::BreakpointDialog dialog({document}, {document, {}}, false, m_window.get());
    QVERIFY(dialog.selectKind(Debugger::BreakpointDialog::Kind::Event));
    QCOMPARE(dialog.eventBox()->count(), 1);
    QCOMPARE(dialog.eventBox()->currentText(), QStringLiteral("print"));
    const Debug::Breakpoint onPrint = dialog.breakpoint();
    QCOMPARE(onPrint.event, Tally::printKind());
    const int id = manager->add(document, onPrint);
    QVERIFY(id > 0);
    QCOMPARE(Debugger::BreakpointListModel::eventName(Tally::printKind()), QStringLiteral("print"));

    // It stops after each print, and says which breakpoint stopped it.
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 3u);
    QTRY_VERIFY(m_window->console()->outputText().endsWith(QStringLiteral("4\n")));
    QVERIFY2(m_window->statusPanel()->state().contains(QStringLiteral("print")),
             qPrintable(m_window->statusPanel()->state()));
    QVERIFY(runToBreakpoint());
    QCOMPARE(session()->snapshot().tick, 7u);
    QTRY_VERIFY(m_window->console()->outputText().endsWith(QStringLiteral("8\n")));

    // The run's timeline marks every print.
    manager->removeAll();
    action("actionRun")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusPanel()->state().startsWith(QStringLiteral("Finished")), 10000);
    QCOMPARE(session()->snapshot().tick, 12u);
    const RunEventLog *log = RunEventLog::of(session());
    QTRY_COMPARE(log->marks().size(), std::size_t(3));
    QList<quint64> ticks;
    for (const RunMark &mark : log->marks()) {
        QCOMPARE(mark.kind, Tally::printKind());
        ticks << mark.tick;
    }
    QCOMPARE(ticks, (QList<quint64>{3, 7, 11}));
    // In the colour Tally gives its prints.
    QCOMPARE(RunTimelineTrack::markColour(Tally::printKind()), QColor(0x2a, 0x9d, 0x8f));

    // An event in words, from the descriptor's words.
    const Debug::DebugEvent printed{3, 3, Tally::printKind(), 4, 0, 0, 0, {QStringLiteral("4")}};
    QCOMPARE(printed.kind, Tally::printKind());
    QCOMPARE(Foulplay::Words::event(printed), QStringLiteral("prints 4"));
    QCOMPARE(Foulplay::Words::eventKindName(Tally::printKind()), QStringLiteral("print"));
}

void TestFourthLanguage::settingsHoldItsLimit()
{
    // Settings → Running has a row for its limit, which starts at none.
    AppSettings settings = m_window->settings();
    QCOMPARE(settings.limit(QStringLiteral("tallyStepLimit")), 0);
    {
        SettingsDialog dialog(settings);
        auto *limit = dialog.findChild<QSpinBox *>(QStringLiteral("tallyStepLimit"));
        QVERIFY(limit);
        QCOMPARE(limit->text(), QStringLiteral("None"));
        limit->setValue(5);
        settings = dialog.settings();
    }
    QCOMPARE(settings.limit(QStringLiteral("tallyStepLimit")), 5);
    m_window->setSettings(settings);

    // A run stops at it, as at a built-in language's step limit.
    const QString path = writeProgram(QStringLiteral("limited.tally"), Program);
    QVERIFY(m_window->openFile(path));
    QSignalSpy finished(session(), &Debug::DebugSession::finished);
    action("actionRun")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.first().first().value<Debug::DebugResult>().reason, Foulplay::Core::StopReason::StepLimit);
    QCOMPARE(session()->snapshot().tick, 5u);

    // The saved settings keep it, under its own key.
    QSettings stored;
    settings.save(stored);
    QCOMPARE(stored.value(QStringLiteral("ide/tallyStepLimit")).toInt(), 5);
    QCOMPARE(AppSettings::load(stored).limit(QStringLiteral("tallyStepLimit")), 5);
}

void TestFourthLanguage::dapRunsStepsAndTravels()
{
    const QString path = writeProgram(QStringLiteral("count.tally"), Program);
    DapProcess dap;
    QVERIFY(dap.started());
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("initialize"), {{QStringLiteral("adapterID"), QStringLiteral("foulplay")}})));
    const int launch = dap.send(QStringLiteral("launch"), {{QStringLiteral("program"), path}});
    QVERIFY(isSuccess(dap.response(launch)));
    QVERIFY(!dap.event(QStringLiteral("initialized")).isEmpty());
    const QJsonObject lines =
        dap.request(QStringLiteral("setBreakpoints"),
                    {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), path}}},
                     {QStringLiteral("breakpoints"), QJsonArray{QJsonObject{{QStringLiteral("line"), 4}}}}});
    QVERIFY(isSuccess(lines));
    QVERIFY(bodyOf(lines)[QLatin1String("breakpoints")][0][QLatin1String("verified")].toBool());
    const QJsonObject labels =
        dap.request(QStringLiteral("setFunctionBreakpoints"),
                    {{QStringLiteral("breakpoints"), QJsonArray{QJsonObject{{QStringLiteral("name"), "top"}}}}});
    QVERIFY(isSuccess(labels));
    QVERIFY(bodyOf(labels)[QLatin1String("breakpoints")][0][QLatin1String("verified")].toBool());
    QVERIFY(isSuccess(dap.request(QStringLiteral("configurationDone"))));

    const auto topLine = [&dap] {
        const QJsonObject trace = dap.request(QStringLiteral("stackTrace"), {{QStringLiteral("threadId"), 1}});
        return bodyOf(trace)[QLatin1String("stackFrames")][0][QLatin1String("line")].toInt();
    };
    const auto total = [&dap] {
        const QJsonObject value = dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), "total"},
                                                                           {QStringLiteral("frameId"), 1}});
        return bodyOf(value)[QLatin1String("result")].toString();
    };
    // The label first (tick 1), then the line (tick 2).
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("function breakpoint"));
    QCOMPARE(topLine(), 3);
    QCOMPARE(total(), QStringLiteral("1"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("breakpoint"));
    QCOMPARE(topLine(), 4);

    // Step, step back; the variables view shows the total.
    QVERIFY(isSuccess(dap.request(QStringLiteral("next"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(topLine(), 5);
    QCOMPARE(total(), QStringLiteral("4"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("stepBack"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("step"));
    QCOMPARE(topLine(), 4);
    const QJsonObject scopes = dap.request(QStringLiteral("scopes"), {{QStringLiteral("frameId"), 1}});
    const int reference = bodyOf(scopes)[QLatin1String("scopes")][0][QLatin1String("variablesReference")].toInt();
    const QJsonArray variables =
        bodyOf(dap.request(QStringLiteral("variables"), {{QStringLiteral("variablesReference"), reference}}))
            .value(QLatin1String("variables"))
            .toArray();
    QJsonObject named;
    for (const QJsonValue &variable : variables)
        named.insert(variable[QLatin1String("name")].toString(), variable[QLatin1String("value")]);
    QCOMPARE(named.value(QLatin1String("tick")).toString(), QStringLiteral("2"));
    QCOMPARE(named.value(QLatin1String("total")).toString(), QStringLiteral("1"));

    // Without breakpoints it runs to the end: 10 and exit code 0.
    QVERIFY(isSuccess(
        dap.request(QStringLiteral("setFunctionBreakpoints"), {{QStringLiteral("breakpoints"), QJsonArray{}}})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("setBreakpoints"),
                                  {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), path}}},
                                   {QStringLiteral("breakpoints"), QJsonArray{}}})));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    QCOMPARE(dap.stopped()[QLatin1String("reason")].toString(), QStringLiteral("end"));
    QCOMPARE(dap.output(QStringLiteral("stdout")), QStringLiteral("10\n"));
    // Going on from the end ends the session.
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    const QJsonObject exited = dap.event(QStringLiteral("exited"));
    QVERIFY(!exited.isEmpty());
    QCOMPARE(bodyOf(exited)[QLatin1String("exitCode")].toInt(), 0);
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.waitForEnd());
    QCOMPARE(dap.process().exitCode(), 0);
}

void TestFourthLanguage::dapStopsOnItsOwnEvent()
{
    const QString path =
        writeProgram(QStringLiteral("prints.tally"), "label top\nadd 4\nprint\nif below 10 goto top\n");
    DapProcess dap;
    QVERIFY(dap.started());
    const QJsonObject capabilities =
        bodyOf(dap.request(QStringLiteral("initialize"), {{QStringLiteral("adapterID"), QStringLiteral("foulplay")}}));
    // Its event is a filter beside the built-in languages' ones.
    QJsonObject print;
    for (const QJsonValue &filter : capabilities.value(QLatin1String("exceptionBreakpointFilters")).toArray()) {
        if (filter[QLatin1String("filter")].toString() == QLatin1String("tally:print"))
            print = filter.toObject();
    }
    QCOMPARE(print.value(QLatin1String("label")).toString(), QStringLiteral("Tally: print"));
    const int launch = dap.send(QStringLiteral("launch"), {{QStringLiteral("program"), path}});
    QVERIFY(isSuccess(dap.response(launch)));
    QVERIFY(!dap.event(QStringLiteral("initialized")).isEmpty());
    const QJsonObject set = dap.request(QStringLiteral("setExceptionBreakpoints"),
                                        {{QStringLiteral("filters"), QJsonArray{QStringLiteral("tally:print")}}});
    QVERIFY(bodyOf(set)[QLatin1String("breakpoints")][0][QLatin1String("verified")].toBool());
    QVERIFY(isSuccess(dap.request(QStringLiteral("configurationDone"))));

    const auto total = [&dap] {
        const QJsonObject value = dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), "total"},
                                                                           {QStringLiteral("frameId"), 1}});
        return bodyOf(value)[QLatin1String("result")].toString();
    };
    // After each print: 4, then 8.
    QJsonObject stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("reason")].toString(), QStringLiteral("event breakpoint"));
    QCOMPARE(stop[QLatin1String("description")].toString(), QStringLiteral("event breakpoint at tick 3: print"));
    QCOMPARE(total(), QStringLiteral("4"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("continue"), {{QStringLiteral("threadId"), 1}})));
    stop = dap.stopped();
    QCOMPARE(stop[QLatin1String("description")].toString(), QStringLiteral("event breakpoint at tick 7: print"));
    QCOMPARE(total(), QStringLiteral("8"));
    QVERIFY(isSuccess(dap.request(QStringLiteral("disconnect"))));
    QVERIFY(dap.waitForEnd());
}

QTEST_MAIN(TestFourthLanguage)
#include "tst_fourthlanguage.moc"
