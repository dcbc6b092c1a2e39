#include "editorgutter.h"

#include "codeeditor.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>

namespace Foulplay::Ui {

EditorGutter::EditorGutter(CodeEditor *editor)
    : QWidget(editor)
    , m_editor(editor)
{
    setObjectName(QStringLiteral("gutter"));
    setCursor(Qt::PointingHandCursor);
}

QSize EditorGutter::sizeHint() const
{
    return {m_editor->gutterWidth(), 0};
}

bool EditorGutter::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = m_editor->gutterToolTip(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void EditorGutter::paintEvent(QPaintEvent *event)
{
    m_editor->paintGutter(event);
}

void EditorGutter::mousePressEvent(QMouseEvent *event)
{
    m_editor->gutterMousePressed(event);
}

void EditorGutter::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
}

} // namespace Foulplay::Ui
