#pragma once

#include <QDockWidget>
#include <QString>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QResizeEvent;
class QSplitter;
class QTimer;

namespace Foulplay::Ui {

// The console: a program's output, the line that answers a program asking
// for input, and a box for input prepared before the run. GUI thread only.
//
// Output is buffered and appended in batches (at most every 30 ms), the view
// keeps at most maxLines() lines and breaks lines longer than
// maxLineLength() characters, so a program writing forever costs bounded
// memory and never freezes the window.
class ConsoleDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit ConsoleDock(QWidget *parent = nullptr);

    // Queues text for the output view; it appears with the next batch.
    void appendOutput(const QString &text);
    // Appends a line in the console's own voice (run started, finished ...), set apart from output.
    void appendNote(const QString &text);
    // Appends every queued piece of output now.
    void flush();
    // Removes all output (queued and shown).
    void clearOutput();
    // The output shown so far (after flush()).
    QString outputText() const;

    void setMaxLines(int lines);
    int maxLines() const { return m_maxLines; }
    static constexpr int maxLineLength() { return 4096; }

    // The text of the prepared-input box, given to the program before it runs.
    QString preparedInput() const;
    void setPreparedInput(const QString &text);
    // True when the program's input ends after the prepared text (a check box; on by default).
    bool closesPreparedInput() const;

    // Shows who asks (e.g. "Olly asks: allowed to?") and enables the input line.
    void requestInput(const QString &prompt);
    // Disables the input line (the run ended or no longer waits).
    void cancelInputRequest();
    bool isWaitingForInput() const { return m_waiting; }
    // The answer typed in the input line and not yet sent (each run keeps its own).
    QString answerDraft() const;
    void setAnswerDraft(const QString &text);

    QLineEdit *inputLine() const { return m_inputLine; }
    QPlainTextEdit *outputView() const { return m_output; }
    QPlainTextEdit *preparedInputBox() const { return m_prepared; }

Q_SIGNALS:
    // The user answered a request for input.
    void inputSubmitted(const QString &text);
    // The user chose to end the program's input.
    void inputClosed();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void submitInput();
    void insertBatch(QString text);

    QPlainTextEdit *m_output = nullptr;
    QPlainTextEdit *m_prepared = nullptr;
    QCheckBox *m_closePrepared = nullptr;
    QLabel *m_prompt = nullptr;
    QLineEdit *m_inputLine = nullptr;
    QPushButton *m_sendButton = nullptr;
    QPushButton *m_endButton = nullptr;
    QTimer *m_flushTimer = nullptr;
    QSplitter *m_splitter = nullptr; // output beside the prepared input, or above it when narrow
    QString m_pending;
    int m_maxLines = 10'000;
    int m_lineLength = 0; // characters on the view's last line
    bool m_trimmedPending = false;
    bool m_waiting = false;
    int m_sideBySideWidth = 0; // narrower than this, the prepared input goes under the output
};

} // namespace Foulplay::Ui
