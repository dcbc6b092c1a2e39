#pragma once

#include "language.h"

#include "debug/debugsession.h"

#include <QDockWidget>
#include <QMainWindow>

namespace Foulplay::Ui {

// A new Inspector (a widget with setSession() and setProgramSource(), as the
// Unfair and Cheat inspectors have) in a dock of window titled title and
// named objectName, following session. GUI thread only.
template<typename Inspector>
LanguageInspector dockedInspector(
    QMainWindow *window, Core::Debug::DebugSession *session, const QString &title, const QString &objectName)
{
    auto *inspector = new Inspector;
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(objectName);
    dock->setWidget(inspector);
    inspector->setSession(session);
    return {dock, [inspector](const QString &source) { inspector->setProgramSource(source); },
        [inspector] { inspector->setSession(nullptr); }, 0.5};
}

} // namespace Foulplay::Ui
