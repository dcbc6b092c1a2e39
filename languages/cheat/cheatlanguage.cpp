#include "language.h"

#include "dockedinspector.h"
#include "runcontroller.h"

#include "cheat/cheatinspector.h"
#include "cheat/eventlogmodel.h"
#include "debug/languagedescriptor.h"
#include "languages/cheat/cheatdebug.h"

#include <QCoreApplication>

// Cheat in the IDE: its words (cheatwords.cpp), inspector and event log,
// gathered in its descriptor.
namespace Foulplay::Ui::Cheat {
namespace {

LanguageInspector createInspector(QMainWindow *window, RunController *)
{
    return dockedInspector<CheatInspector>(window,
                                           QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                                       "Cheat Inspector"),
                                           QStringLiteral("cheatInspectorDock"));
}

} // namespace
} // namespace Foulplay::Ui::Cheat

namespace Foulplay::Ui {

const LanguageWords &cheatWords(); // cheatwords.cpp

const LanguageDescriptor &cheatUiLanguage()
{
    static const LanguageDescriptor language{
        .language = Language::Cheat,
        .core = &Core::Debug::cheatLanguage(),
        .name = QT_TRANSLATE_NOOP("Foulplay::Ui::Language", "Cheat"),
        .newMenuText = QT_TRANSLATE_NOOP("Foulplay::Ui::MainWindow", "&Cheat Program"),
        .newButtonText = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "New &Cheat program"),
        .manualTitle = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "The Cheat language"),
        .comment = {QStringLiteral("//"), {}},
        .words = &cheatWords(),
        .createInspector = Cheat::createInspector,
        // Slots a run may execute.
        .limits = {stepLimit(QStringLiteral("cheatStepLimit"),
                             QT_TRANSLATE_NOOP("Foulplay::Ui::SettingsDialog", "&Cheat step limit:"))},
        .recordRun = [](Core::Debug::DebugSession *session) { EventLogModel::of(session); },
    };
    return language;
}

} // namespace Foulplay::Ui
