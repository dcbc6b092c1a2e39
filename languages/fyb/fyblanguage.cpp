#include "language.h"

#include "document.h"
#include "programrun.h"
#include "runcontroller.h"

#include "debug/debugsession.h"
#include "debug/debugtypes.h"
#include "debug/languagedescriptor.h"
#include "fyb/fybbattlecontroller.h"
#include "fyb/fybbattledock.h"
#include "fyb/fybbufferview.h"
#include "languages/fyb/fybdebug.h"

#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>

// FukYorBrane in the IDE: its words (fybwords.cpp) and battle view,
// gathered in its descriptor.
namespace Foulplay::Ui::Fyb {
namespace {

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
    // A cell's context menu sets a breakpoint on the cell, in the program
    // whose buffer it is.
    const auto takeBreakpoints = [dock](const BreakpointAdder &add) {
        FybBufferView *view = dock->bufferView();
        QObject::connect(view, &FybBufferView::cellMenuRequested, dock,
                         [dock, view, add](int buffer, int cell, const QPoint &pos) {
                             auto *menu = new QMenu(view);
                             menu->setObjectName(QStringLiteral("cellBreakpointMenu"));
                             menu->setAttribute(Qt::WA_DeleteOnClose);
                             menu->addAction(QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                                         "Break When a Pointer &Enters This Cell"),
                                             view, [add, buffer, cell] {
                                                 Core::Debug::Breakpoint breakpoint;
                                                 breakpoint.kind = Core::Debug::BreakpointKind::Event;
                                                 breakpoint.event = Core::Debug::FybEvent::PointerEntersCell;
                                                 breakpoint.cell = cell;
                                                 add(buffer, breakpoint);
                                             });
                             // The cell's committed value: a data breakpoint, and
                             // the travels through its history.
                             const QString value = QStringLiteral("data(%1, %2)").arg(buffer + 1).arg(cell);
                             menu->addAction(QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                                         "Break When Its &Value Changes"),
                                             view, [add, buffer, value] {
                                                 Core::Debug::Breakpoint breakpoint;
                                                 breakpoint.kind = Core::Debug::BreakpointKind::Data;
                                                 breakpoint.value = value;
                                                 add(buffer, breakpoint);
                                             });
                             Core::Debug::DebugSession *session = dock->controller()->session();
                             for (const bool backwards : {true, false}) {
                                 QAction *travel =
                                     menu->addAction(backwards
                                                         ? QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                                                       "W&hy? (Last Change)")
                                                         : QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                                                       "Next Chan&ge"),
                                                     view, [session = QPointer(session), value, backwards] {
                                                         if (session)
                                                             session->runToValueChange(value, backwards);
                                                     });
                                 travel->setObjectName(backwards ? QStringLiteral("cellWhyAction")
                                                                 : QStringLiteral("cellNextChangeAction"));
                                 travel->setEnabled(session != nullptr);
                             }
                             menu->popup(pos);
                         });
    };
    return {dock,
            QCoreApplication::translate("Foulplay::Ui::InspectorDocks", "Battle"),
            [dock](Core::Debug::DebugSession *session, const QString &) { dock->setSession(session); },
            {},
            takeBreakpoints,
            0.7};
}

} // namespace
} // namespace Foulplay::Ui::Fyb

namespace Foulplay::Ui {

const LanguageWords &fybWords(); // fybwords.cpp

const LanguageDescriptor &fybUiLanguage()
{
    static const LanguageDescriptor language{
        .language = Language::Fyb,
        .core = &Core::Debug::fybLanguage(),
        .name = QT_TRANSLATE_NOOP("Foulplay::Ui::Language", "FukYorBrane"),
        .newMenuText = QT_TRANSLATE_NOOP("Foulplay::Ui::MainWindow", "&FukYorBrane Warrior"),
        .newButtonText = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "New &FYB program"),
        .manualTitle = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "The FukYorBrane language"),
        .comment = {QStringLiteral("("), QStringLiteral(")")},
        .words = &fybWords(),
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

} // namespace Foulplay::Ui
