#pragma once

#include "language.h"

#include "debug/debugsession.h"

#include <QDockWidget>
#include <QMainWindow>

namespace Foulplay::Ui {

// A new Inspector (a widget with setSession(), setProgramSource() and
// showSnapshot(), as the Unfair and Cheat inspectors have) in a dock of
// window titled title and named objectName. It follows no session until the
// window makes it follow a run. GUI thread only.
template<typename Inspector>
LanguageInspector dockedInspector(QMainWindow *window, const QString &title, const QString &objectName)
{
    auto *inspector = new Inspector;
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(objectName);
    dock->setWidget(inspector);
    const auto follow = [inspector](Core::Debug::DebugSession *session, const QString &source) {
        inspector->setSession(session);
        if (!session)
            return;
        if (!source.isEmpty())
            inspector->setProgramSource(source);
        if (session->snapshot().isValid())
            inspector->showSnapshot(session->snapshot());
    };
    return {dock, title, follow, [inspector](const QString &source) { inspector->setProgramSource(source); }, 0.5};
}

} // namespace Foulplay::Ui
