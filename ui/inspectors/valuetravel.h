#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QAction;
class QAbstractItemView;
class QMenu;
class QWidget;

namespace Foulplay::Core::Debug {
class DebugSession;
}

namespace Foulplay::Ui {

// Why? (Last Change) and Next Change of a value an inspector shows (a
// scoreboard row, a player's number, a universe's count, a thread's
// pointer): two actions with the keys of the Watches' ones (Ctrl+Shift+Y,
// Ctrl+Alt+Y), which work while widget has the focus and sit in its context
// menu. value() names the value the user means now ("" : none there). They
// travel in the session given (none: disabled). GUI thread only.
class ValueTravel final : public QObject {
    Q_OBJECT

public:
    // name: the start of the actions' object names ("scoreboard" gives
    // scoreboardWhyAction and scoreboardNextChangeAction).
    ValueTravel(QWidget *widget, std::function<QString()> value, const QString &name);

    void setSession(Core::Debug::DebugSession *session);
    QAction *whyAction() const { return m_why; }
    QAction *nextChangeAction() const { return m_nextChange; }
    // The menu with both (for a right click; the caller makes the item
    // under the pointer current first).
    QMenu *menu() const { return m_menu; }
    // For an item view: a right click on an item makes it current and
    // pops the menu up.
    void popUpOnItemsOf(QAbstractItemView *view);

private:
    void travel(bool backwards);

    std::function<QString()> m_value;
    QPointer<Core::Debug::DebugSession> m_session;
    QAction *m_why;
    QAction *m_nextChange;
    QMenu *m_menu;
};

} // namespace Foulplay::Ui
