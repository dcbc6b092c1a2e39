#include "language.h"

#include "document.h"
#include "hoverdocs.h"
#include "hoverwords.h"
#include "programrun.h"
#include "runcontroller.h"
#include "syntaxhighlighter.h"

#include "debug/debugtypes.h"
#include "debug/languagedescriptor.h"
#include "fyb/command.h"
#include "fyb/fybbattlecontroller.h"
#include "fyb/fybbattledock.h"
#include "fyb/highlighter.h"
#include "fyb/parser.h"

#include <QCoreApplication>
#include <QMainWindow>
#include <QTextBlock>
#include <QTextDocument>

// FukYorBrane in the IDE: its commands, hover documentation, manual section
// and battle view, gathered in its descriptor.
namespace Foulplay::Ui::Fyb {
namespace {

using Core::TokenKind;

QString hoverDocumentation(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter)
{
    for (const HoverWord &word : hoverWordsOf(document->findBlock(position), highlighter)) {
        if (position < word.position || position >= word.position + word.text.size())
            continue;
        if (word.kind == TokenKind::Text || word.kind == TokenKind::Comment)
            return {};
        return HoverDocs::fybCommand(document->characterAt(position));
    }
    return {};
}

QString hoverKeyword(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter, QString *)
{
    if (hoverDocumentation(document, position, highlighter).isEmpty())
        return {};
    return QString(document->characterAt(position));
}

QStringList commands()
{
    QStringList commands;
    for (char c : Core::Fyb::CommandCharacters)
        commands.append(QString(QLatin1Char(c)));
    return commands;
}

ManualSection manualSection(const QString &keyword, const QString &)
{
    if (!keyword.isEmpty())
        return {QStringLiteral("fyb.md"), QStringLiteral("The commands in detail")};
    return {};
}

LanguageInspector createInspector(QMainWindow *window, RunController *run)
{
    auto *dock = new FybBattleDock(window);
    // One speed at a time: the Speed slider (ticks a second) or the battle
    // view's turns a second, whichever was set last; the toolbar and the
    // status bar say which applies (the battle view's only for its own run).
    FybBattleController *battle = dock->controller();
    const auto showSpeed = [run, battle] {
        const auto turns = battle->turnsPerSecond();
        if (!battle->setsSpeed() || battle->session() != run->session())
            run->setSpeedOverride({});
        else if (*turns == 0)
            run->setSpeedOverride(
                QCoreApplication::translate("Foulplay::Ui::InspectorDocks", "unlimited (battle view)"));
        else
            run->setSpeedOverride(QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                              "%n turn(s)/s (battle view)", nullptr, int(*turns)));
    };
    QObject::connect(battle, &FybBattleController::speedChanged, dock, showSpeed);
    QObject::connect(run, &RunController::currentRunChanged, dock, showSpeed);
    return {dock,
            QCoreApplication::translate("Foulplay::Ui::InspectorDocks", "Battle"),
            [dock](Core::Debug::DebugSession *session, const QString &) { dock->setSession(session); },
            {},
            0.7};
}

} // namespace
} // namespace Foulplay::Ui::Fyb

namespace Foulplay::Ui {

const LanguageDescriptor &fybUiLanguage()
{
    static const LanguageDescriptor language{
        .language = Language::Fyb,
        .core = &Core::Debug::fybLanguage(),
        .name = QT_TRANSLATE_NOOP("Foulplay::Ui::Language", "FukYorBrane"),
        .newMenuText = QT_TRANSLATE_NOOP("Foulplay::Ui::MainWindow", "&FukYorBrane Warrior"),
        .newButtonText = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "New &FYB program"),
        .manualTitle = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "The FukYorBrane language"),
        .manualPage = QStringLiteral("fyb.md"),
        .comment = {QStringLiteral("("), QStringLiteral(")")},
        .highlightLine = Core::Fyb::highlightLine,
        .keywords = Fyb::commands,
        .sentenceForms = [] { return QStringList(); },
        .completesFromParser = false,
        .namesArePlayers = false,
        .scoresArePhrases = false,
        .documentationAt = Fyb::hoverDocumentation,
        .keywordAt = Fyb::hoverKeyword,
        .manualSection = Fyb::manualSection,
        .createInspector = Fyb::createInspector,
        .limits =
            {
                {
                    .key = QStringLiteral("fybTurnLimit"),
                    .label = QT_TRANSLATE_NOOP("Foulplay::Ui::SettingsDialog", "FYB &turn limit:"),
                    .minimum = 1,
                    .maximum = 2'000'000'000,
                    .defaultValue = 10'000'000,
                    .minimumMeansNone = false,
                    // A battle that reaches it is a draw, as --max-turns.
                    .apply = [](int value,
                                Core::Debug::DebugSettings &settings) { settings.maxTurns = std::uint64_t(value); },
                },
                {
                    .key = QStringLiteral("fybProcessLimit"),
                    .label = QT_TRANSLATE_NOOP("Foulplay::Ui::SettingsDialog", "FYB &process table size:"),
                    .minimum = 2,
                    .maximum = 1'000'000,
                    .defaultValue = 1023,
                    .minimumMeansNone = false,
                    // Threads both programs may have, as --max-processes.
                    .apply = [](int value, Core::Debug::DebugSettings &settings) { settings.maxProcesses = value; },
                },
            },
    };
    return language;
}

QString HoverDocs::fybCommand(QChar command)
{
    switch (command.toLatin1()) {
    case '%':
        return tr("<b>%</b> (0): does nothing. Shorter programs are padded with it.");
    case '+':
        return tr("<b>+</b> (1): adds 1 to the uncommitted value at the data pointer of the edited "
                  "buffer (the enemy's, or your own while defected), wrapping from 16 to 0.");
    case '<':
        return tr("<b>&lt;</b> (2): moves the data pointer left; it stays at 0.");
    case '>':
        return tr("<b>&gt;</b> (3): moves the data pointer right, wrapping to 0 at the end.");
    case ',':
        return tr("<b>,</b> (4): reserved; does nothing.");
    case '.':
        return tr("<b>.</b> (5): reserved; does nothing.");
    case '!':
        return tr("<b>!</b> (6): commits the uncommitted value at the data pointer, so that it runs. "
                  "Committing a defect (@) makes this thread defect.");
    case '?':
        return tr("<b>?</b> (7): uncommits: the working value at the data pointer becomes the "
                  "committed one again.");
    case '[':
        return tr("<b>[</b> (8): enters the loop while the working value at the data pointer is "
                  "not 0 (a nop); otherwise jumps past the matching ].");
    case ']':
        return tr("<b>]</b> (9): jumps back to the matching [, which tests again.");
    case '{':
        return tr("<b>{</b> (10): enters the loop while no enemy thread's program pointer is at "
                  "the data pointer; once one is found, jumps past the matching }.");
    case '}':
        return tr("<b>}</b> (11): jumps back to the matching {.");
    case ':':
        return tr("<b>:</b> (12): forks once: the new thread runs the body up to the matching ; "
                  "and loops there, the parent skips past it. A spent : does nothing.");
    case ';':
        return tr("<b>;</b> (13): sends the thread back to the command after the matching :.");
    case '*':
        return tr("<b>*</b> (15): ends the thread. A forked thread ends only right before a ;. "
                  "When a program has no thread left, it loses.");
    case '@':
        return tr("<b>@</b> (16): defects: from now on this thread edits its own buffer (and "
                  "back again at the next @); the data pointer moves to this command.");
    default:
        break;
    }
    return {};
}

} // namespace Foulplay::Ui
