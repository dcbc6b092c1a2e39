#include "consoledock.h"

#include <QCheckBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

namespace Foulplay::Ui {

ConsoleDock::ConsoleDock(QWidget *parent)
    : QDockWidget(tr("Console"), parent)
    , m_output(new QPlainTextEdit)
    , m_prepared(new QPlainTextEdit)
    , m_closePrepared(new QCheckBox(tr("Input ends after this text")))
    , m_prompt(new QLabel)
    , m_inputLine(new QLineEdit)
    , m_sendButton(new QPushButton(tr("Send")))
    , m_endButton(new QPushButton(tr("End Input")))
    , m_flushTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("ConsoleDock"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    m_output->setObjectName(QStringLiteral("consoleOutput"));
    m_output->setReadOnly(true);
    // Undo history would keep every trimmed line alive.
    m_output->setUndoRedoEnabled(false);
    m_output->setFont(fixed);
    m_output->setMaximumBlockCount(m_maxLines);
    m_output->setPlaceholderText(tr("Program output appears here."));

    m_prepared->setObjectName(QStringLiteral("preparedInput"));
    m_prepared->setFont(fixed);
    m_prepared->setPlaceholderText(tr("Input given to the program when it starts (numbers, yes/no answers)"));
    m_prepared->setTabChangesFocus(true);
    m_closePrepared->setObjectName(QStringLiteral("closePreparedInput"));
    m_closePrepared->setChecked(true);
    m_closePrepared->setToolTip(tr("When off, the program asks in the console once the prepared input is used up"));

    m_prompt->setObjectName(QStringLiteral("inputPrompt"));
    m_prompt->setWordWrap(true);
    m_inputLine->setObjectName(QStringLiteral("inputLine"));
    // While nothing asks, the field itself says so, and the prompt's room
    // goes to the field (the console is narrow beside a battle).
    m_prompt->hide();
    m_inputLine->setPlaceholderText(tr("The program is not asking for input."));
    m_inputLine->setEnabled(false);
    // Room for the answer line's idle text twice over and the buttons: below that the panes stack.
    m_sideBySideWidth = 2 * m_inputLine->fontMetrics().horizontalAdvance(m_inputLine->placeholderText()) + 200;
    m_sendButton->setEnabled(false);
    m_endButton->setEnabled(false);
    m_endButton->setToolTip(tr("Tell the program there is no more input"));

    auto *inputRow = new QHBoxLayout;
    inputRow->setContentsMargins(0, 0, 0, 0);
    inputRow->addWidget(m_prompt);
    inputRow->addWidget(m_inputLine, 1);
    inputRow->addWidget(m_sendButton);
    inputRow->addWidget(m_endButton);

    auto *outputPane = new QWidget;
    auto *outputLayout = new QVBoxLayout(outputPane);
    outputLayout->setContentsMargins(0, 0, 0, 0);
    outputLayout->addWidget(m_output, 1);
    outputLayout->addLayout(inputRow);

    auto *preparedPane = new QWidget;
    auto *preparedLayout = new QVBoxLayout(preparedPane);
    preparedLayout->setContentsMargins(0, 0, 0, 0);
    preparedLayout->addWidget(new QLabel(tr("Prepared input:")));
    preparedLayout->addWidget(m_prepared, 1);
    preparedLayout->addWidget(m_closePrepared);

    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("consoleSplitter"));
    m_splitter->addWidget(outputPane);
    m_splitter->addWidget(preparedPane);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setWidget(m_splitter);

    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(30);
    connect(m_flushTimer, &QTimer::timeout, this, &ConsoleDock::flush);
    connect(m_inputLine, &QLineEdit::returnPressed, this, &ConsoleDock::submitInput);
    connect(m_sendButton, &QPushButton::clicked, this, &ConsoleDock::submitInput);
    connect(m_endButton, &QPushButton::clicked, this, [this] {
        cancelInputRequest();
        appendNote(tr("(end of input)"));
        Q_EMIT inputClosed();
    });
}

void ConsoleDock::appendOutput(const QString &text)
{
    if (text.isEmpty())
        return;
    m_pending += text;
    // The view keeps maxLines lines of at most maxLineLength characters, so
    // anything queued beyond that would be trimmed right away: drop it now.
    const qsizetype cap = qsizetype(m_maxLines) * maxLineLength();
    if (m_pending.size() > cap) {
        m_pending.remove(0, m_pending.size() - cap);
        m_trimmedPending = true;
    }
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void ConsoleDock::appendNote(const QString &text)
{
    flush();
    QString line = text;
    if (m_lineLength > 0)
        line.prepend(u'\n');
    insertBatch(line + u'\n');
}

void ConsoleDock::flush()
{
    m_flushTimer->stop();
    if (m_pending.isEmpty())
        return;
    QString batch;
    batch.swap(m_pending);
    // Only the last maxLines lines of a batch can stay in the view: lay out no more.
    qsizetype cut = batch.size();
    for (int lines = 0; cut > 0;) {
        cut = batch.lastIndexOf(u'\n', cut - 1);
        if (cut < 0)
            break;
        if (++lines > m_maxLines) {
            batch.remove(0, cut + 1);
            m_trimmedPending = true;
            m_lineLength = 0;
            break;
        }
    }
    insertBatch(std::move(batch));
    if (m_trimmedPending) {
        m_trimmedPending = false;
        // The first line shown says that older output was dropped. It replaces
        // that line rather than adding one, which the line cap would drop again.
        QTextCursor top(m_output->document());
        top.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        top.insertText(tr("[… earlier output trimmed …]"));
    }
}

void ConsoleDock::insertBatch(QString text)
{
    // Break overlong lines so that one endless line stays bounded too.
    QString wrapped;
    wrapped.reserve(text.size());
    for (const QChar c : std::as_const(text)) {
        if (c == u'\n') {
            m_lineLength = 0;
        } else if (++m_lineLength > maxLineLength()) {
            wrapped += u'\n';
            m_lineLength = 1;
        }
        wrapped += c;
    }

    QScrollBar *bar = m_output->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2;
    QTextCursor cursor(m_output->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(wrapped);
    if (atEnd)
        bar->setValue(bar->maximum());
}

void ConsoleDock::clearOutput()
{
    m_flushTimer->stop();
    m_pending.clear();
    m_trimmedPending = false;
    m_lineLength = 0;
    m_output->clear();
}

QString ConsoleDock::outputText() const
{
    return m_output->toPlainText();
}

void ConsoleDock::setMaxLines(int lines)
{
    m_maxLines = std::max(lines, 100);
    m_output->setMaximumBlockCount(m_maxLines);
}

QString ConsoleDock::preparedInput() const
{
    return m_prepared->toPlainText();
}

void ConsoleDock::setPreparedInput(const QString &text)
{
    m_prepared->setPlainText(text);
}

bool ConsoleDock::closesPreparedInput() const
{
    return m_closePrepared->isChecked();
}

void ConsoleDock::requestInput(const QString &prompt)
{
    flush();
    m_waiting = true;
    m_prompt->setText(prompt);
    m_prompt->show();
    m_inputLine->setPlaceholderText(tr("Answer, then press Enter"));
    m_inputLine->setEnabled(true);
    m_sendButton->setEnabled(true);
    m_endButton->setEnabled(true);
    show();
    raise();
    m_inputLine->setFocus();
}

void ConsoleDock::resizeEvent(QResizeEvent *event)
{
    QDockWidget::resizeEvent(event);
    // Narrow (beside a battle), the prepared input goes under the output, so
    // the output and the answer line keep the dock's whole width.
    const Qt::Orientation orientation = width() < m_sideBySideWidth ? Qt::Vertical : Qt::Horizontal;
    if (m_splitter->orientation() != orientation)
        m_splitter->setOrientation(orientation);
}

QString ConsoleDock::answerDraft() const
{
    return m_inputLine->text();
}

void ConsoleDock::setAnswerDraft(const QString &text)
{
    m_inputLine->setText(text);
}

void ConsoleDock::cancelInputRequest()
{
    m_waiting = false;
    // An answer to a question no longer asked is not kept for the next one.
    m_inputLine->clear();
    m_prompt->clear();
    m_prompt->hide();
    m_inputLine->setPlaceholderText(tr("The program is not asking for input."));
    m_inputLine->setEnabled(false);
    m_sendButton->setEnabled(false);
    m_endButton->setEnabled(false);
}

void ConsoleDock::submitInput()
{
    if (!m_waiting)
        return;
    const QString text = m_inputLine->text();
    m_inputLine->clear();
    cancelInputRequest();
    appendNote(tr("> %1").arg(text));
    Q_EMIT inputSubmitted(text);
}

} // namespace Foulplay::Ui
