#include "valuetravel.h"

#include "debug/debugsession.h"

#include <QAbstractItemView>
#include <QAction>
#include <QKeySequence>
#include <QMenu>

namespace Foulplay::Ui {

ValueTravel::ValueTravel(QWidget *widget, std::function<QString()> value, const QString &name)
    : QObject(widget)
    , m_value(std::move(value))
    , m_why(new QAction(tr("W&hy? (Last Change)"), widget))
    , m_nextChange(new QAction(tr("Next Chan&ge"), widget))
    , m_menu(new QMenu(widget))
{
    m_why->setObjectName(name + QStringLiteral("WhyAction"));
    m_why->setShortcut(QKeySequence(tr("Ctrl+Shift+Y")));
    m_why->setToolTip(tr("Go back to right before the tick that gave this value its value; again: the change "
                         "before"));
    m_nextChange->setObjectName(name + QStringLiteral("NextChangeAction"));
    m_nextChange->setShortcut(QKeySequence(tr("Ctrl+Alt+Y")));
    m_nextChange->setToolTip(tr("Run on to right after the next tick that changes this value"));
    m_menu->setObjectName(name + QStringLiteral("ValueMenu"));
    for (QAction *action : {m_why, m_nextChange}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setEnabled(false);
        widget->addAction(action);
        m_menu->addAction(action);
        const bool backwards = action == m_why;
        connect(action, &QAction::triggered, this, [this, backwards] { travel(backwards); });
    }
}

void ValueTravel::setSession(Core::Debug::DebugSession *session)
{
    m_session = session;
    m_why->setEnabled(session != nullptr);
    m_nextChange->setEnabled(session != nullptr);
}

void ValueTravel::travel(bool backwards)
{
    const QString value = m_value();
    if (m_session && !value.isEmpty() && m_session->status() != Core::Debug::DebugSession::Status::Empty)
        m_session->runToValueChange(value, backwards);
}

void ValueTravel::popUpOnItemsOf(QAbstractItemView *view)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &pos) {
        const QModelIndex at = view->indexAt(pos);
        if (!at.isValid())
            return;
        view->setCurrentIndex(at);
        m_menu->popup(view->viewport()->mapToGlobal(pos));
    });
}

} // namespace Foulplay::Ui
