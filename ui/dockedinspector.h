#pragma once

#include "language.h"

#include "debug/debugsession.h"

#include <QDockWidget>
#include <QMainWindow>

namespace Foulplay::Ui {

// A new Inspector (a widget with setSession(), clearProgram() and
// showSnapshot(), as the Unfair and Cheat inspectors have) in a dock of
// window titled title and named objectName. It follows no session until the
// window makes it follow a run; the run's program comes with its snapshots.
// GUI thread only.
template<typename Inspector>
LanguageInspector dockedInspector(QMainWindow *window, const QString &title, const QString &objectName)
{
    auto *inspector = new Inspector;
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(objectName);
    dock->setWidget(inspector);
    // A load's program arrives with its first snapshot; no program: nothing to show.
    const auto loaded = [inspector](const QString &source) {
        if (source.isEmpty())
            inspector->clearProgram();
    };
    const auto follow = [inspector, loaded](Core::Debug::DebugSession *session, const QString &source) {
        inspector->setSession(session);
        if (!session)
            return;
        loaded(source);
        if (session->snapshot().isValid())
            inspector->showSnapshot(session->snapshot());
    };
    return {dock, title, follow, loaded, {}, 0.5};
}

} // namespace Foulplay::Ui
