#pragma once

#include <QTextCursor>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace Foulplay::Ui {

// The find/replace bar under the editor's text: match case, whole words,
// regular expressions, replace, replace all. GUI thread only.
class FindBar final : public QWidget {
    Q_OBJECT

public:
    explicit FindBar(QPlainTextEdit *editor, QWidget *parent = nullptr);

    // Shows the bar with the find field focused, seeded with the selection;
    // withReplace also shows the replace row.
    void open(bool withReplace);

    QString findText() const;
    void setFindText(const QString &text);
    QString replaceText() const;
    void setReplaceText(const QString &text);
    bool matchCase() const;
    void setMatchCase(bool on);
    bool wholeWords() const;
    void setWholeWords(bool on);
    bool regularExpression() const;
    void setRegularExpression(bool on);

    // Selects the next (previous) match after (before) the cursor, wrapping
    // around the document's end. Returns false when there is none.
    bool findNext();
    bool findPrevious();
    // Replaces the selected match (if the selection is one) and finds the next.
    bool replace();
    // Replaces every match in one undo step; returns how many.
    int replaceAll();

Q_SIGNALS:
    void closed();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    bool find(bool backward);
    QTextCursor findFrom(const QTextCursor &from, bool backward) const;
    bool isValidPattern() const;
    QString replacementFor(const QTextCursor &match) const;
    void setStatus(const QString &text);

    QPlainTextEdit *m_editor;
    QLineEdit *m_findEdit;
    QLineEdit *m_replaceEdit;
    QCheckBox *m_matchCase;
    QCheckBox *m_wholeWords;
    QCheckBox *m_regularExpression;
    QWidget *m_replaceRow;
    QLabel *m_status;
};

} // namespace Foulplay::Ui
