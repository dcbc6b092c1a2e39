#include "executionmarkers.h"

#include "editor/codeeditor.h"
#include "threadcolours.h"

#include "debug/languagedescriptor.h"

#include <QCoreApplication>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;

void showExecutionMarkers(const Debug::DebugSnapshot &snapshot, CodeEditor *editor1, CodeEditor *editor2, bool dark)
{
    const bool fyb = Debug::descriptor(snapshot.language).capabilities.supportsThreads;
    QList<CodeEditor::ExecutionMarker> markers[2];
    const QList<Debug::DebugLocation> locations =
        snapshot.locations.isEmpty() ? QList<Debug::DebugLocation>{snapshot.location} : snapshot.locations;
    for (const Debug::DebugLocation &location : locations) {
        if (!location.isValid() || location.program < 1 || location.program > 2)
            continue;
        const QColor colour = threadColour(fyb ? location.thread : 0, dark);
        // The texts keep the context they had in RunController, whose translations apply.
        const QString label = fyb ? QCoreApplication::translate("Foulplay::Ui::RunController", "Program %1, thread %2")
                                        .arg(location.program)
                                        .arg(location.thread)
                                  : QCoreApplication::translate("Foulplay::Ui::RunController", "Runs next");
        markers[location.program - 1] << CodeEditor::markerAt({location.line, location.column}, colour, label);
    }
    if (editor1 && editor1 == editor2) {
        editor1->setExecutionMarkers(markers[0] + markers[1]);
        return;
    }
    if (editor1)
        editor1->setExecutionMarkers(markers[0]);
    if (editor2)
        editor2->setExecutionMarkers(markers[1]);
}

} // namespace Foulplay::Ui
