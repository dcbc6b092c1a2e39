#include "language.h"

#include "dockedinspector.h"
#include "runcontroller.h"

#include "debug/languagedescriptor.h"
#include "languages/unfair/unfairdebug.h"
#include "unfair/unfairinspector.h"

#include <QCoreApplication>

// Unfair in the IDE: its words (unfairwords.cpp) and inspector, gathered in
// its descriptor.
namespace Foulplay::Ui::Unfair {
namespace {

LanguageInspector createInspector(QMainWindow *window, RunController *)
{
    return dockedInspector<UnfairInspector>(window,
                                            QCoreApplication::translate("Foulplay::Ui::InspectorDocks",
                                                                        "Unfair Inspector"),
                                            QStringLiteral("unfairInspectorDock"));
}

} // namespace
} // namespace Foulplay::Ui::Unfair

namespace Foulplay::Ui {

const LanguageWords &unfairWords(); // unfairwords.cpp

const LanguageDescriptor &unfairUiLanguage()
{
    static const LanguageDescriptor language{
        .language = Language::Unfair,
        .core = &Core::Debug::unfairLanguage(),
        .name = QT_TRANSLATE_NOOP("Foulplay::Ui::Language", "Unfair"),
        .newMenuText = QT_TRANSLATE_NOOP("Foulplay::Ui::MainWindow", "&Unfair Program"),
        .newButtonText = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "New &Unfair program"),
        .manualTitle = QT_TRANSLATE_NOOP("Foulplay::Ui::WelcomePage", "The Unfair language"),
        .comment = {QStringLiteral("#"), {}},
        .words = &unfairWords(),
        .createInspector = Unfair::createInspector,
        // Sentences a run may execute.
        .limits = {stepLimit(QStringLiteral("unfairStepLimit"),
                             QT_TRANSLATE_NOOP("Foulplay::Ui::SettingsDialog", "&Unfair step limit:"))},
    };
    return language;
}

} // namespace Foulplay::Ui
