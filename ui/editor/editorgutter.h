#pragma once

#include <QWidget>

namespace Foulplay::Ui {

class CodeEditor;

// The strip left of the text: breakpoints, execution markers and line
// numbers. Painting and clicks are the editor's business; this widget only
// forwards them. GUI thread only.
class EditorGutter final : public QWidget {
    Q_OBJECT

public:
    explicit EditorGutter(CodeEditor *editor);

    QSize sizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    CodeEditor *m_editor;
};

} // namespace Foulplay::Ui
