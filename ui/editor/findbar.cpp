#include "findbar.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextDocument>
#include <QToolButton>

namespace Foulplay::Ui {

FindBar::FindBar(QPlainTextEdit *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_findEdit(new QLineEdit(this))
    , m_replaceEdit(new QLineEdit(this))
    , m_matchCase(new QCheckBox(tr("Match &case"), this))
    , m_wholeWords(new QCheckBox(tr("&Whole words"), this))
    , m_regularExpression(new QCheckBox(tr("Re&gular expression"), this))
    , m_replaceRow(new QWidget(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("findBar"));
    setAutoFillBackground(true);
    m_findEdit->setObjectName(QStringLiteral("findEdit"));
    m_findEdit->setPlaceholderText(tr("Find"));
    m_findEdit->setClearButtonEnabled(true);
    m_replaceEdit->setObjectName(QStringLiteral("replaceEdit"));
    m_replaceEdit->setPlaceholderText(tr("Replace with"));
    m_matchCase->setObjectName(QStringLiteral("matchCase"));
    m_wholeWords->setObjectName(QStringLiteral("wholeWords"));
    m_regularExpression->setObjectName(QStringLiteral("regularExpression"));
    m_status->setObjectName(QStringLiteral("findStatus"));

    auto *previous = new QPushButton(tr("&Previous"), this);
    auto *next = new QPushButton(tr("&Next"), this);
    auto *close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setToolTip(tr("Close (Esc)"));
    close->setAutoRaise(true);
    auto *replaceOne = new QPushButton(tr("&Replace"), m_replaceRow);
    auto *replaceAllButton = new QPushButton(tr("Replace &All"), m_replaceRow);
    replaceAllButton->setObjectName(QStringLiteral("replaceAll"));

    auto *findRow = new QHBoxLayout;
    findRow->addWidget(new QLabel(tr("Find:"), this));
    findRow->addWidget(m_findEdit, 1);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(m_matchCase);
    findRow->addWidget(m_wholeWords);
    findRow->addWidget(m_regularExpression);
    findRow->addWidget(m_status);
    findRow->addWidget(close);

    auto *replaceRow = new QHBoxLayout(m_replaceRow);
    replaceRow->setContentsMargins(0, 0, 0, 0);
    replaceRow->addWidget(new QLabel(tr("Replace:"), m_replaceRow));
    replaceRow->addWidget(m_replaceEdit, 1);
    replaceRow->addWidget(replaceOne);
    replaceRow->addWidget(replaceAllButton);
    replaceRow->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    layout->addLayout(findRow);
    layout->addWidget(m_replaceRow);

    connect(previous, &QPushButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QPushButton::clicked, this, &FindBar::findNext);
    connect(replaceOne, &QPushButton::clicked, this, &FindBar::replace);
    connect(replaceAllButton, &QPushButton::clicked, this, &FindBar::replaceAll);
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT closed();
    });
    connect(m_findEdit, &QLineEdit::returnPressed, this, &FindBar::findNext);
    connect(m_replaceEdit, &QLineEdit::returnPressed, this, &FindBar::replace);
    connect(m_findEdit, &QLineEdit::textChanged, this, [this] { setStatus({}); });
    hide();
}

void FindBar::open(bool withReplace)
{
    const QTextCursor cursor = m_editor->textCursor();
    if (cursor.hasSelection() && !cursor.selectedText().contains(QChar::ParagraphSeparator))
        m_findEdit->setText(cursor.selectedText());
    m_replaceRow->setVisible(withReplace);
    show();
    m_findEdit->setFocus();
    m_findEdit->selectAll();
}

QString FindBar::findText() const
{
    return m_findEdit->text();
}
void FindBar::setFindText(const QString &text)
{
    m_findEdit->setText(text);
}
QString FindBar::replaceText() const
{
    return m_replaceEdit->text();
}
void FindBar::setReplaceText(const QString &text)
{
    m_replaceEdit->setText(text);
}
bool FindBar::matchCase() const
{
    return m_matchCase->isChecked();
}
void FindBar::setMatchCase(bool on)
{
    m_matchCase->setChecked(on);
}
bool FindBar::wholeWords() const
{
    return m_wholeWords->isChecked();
}
void FindBar::setWholeWords(bool on)
{
    m_wholeWords->setChecked(on);
}
bool FindBar::regularExpression() const
{
    return m_regularExpression->isChecked();
}
void FindBar::setRegularExpression(bool on)
{
    m_regularExpression->setChecked(on);
}

bool FindBar::findNext()
{
    return find(false);
}
bool FindBar::findPrevious()
{
    return find(true);
}

bool FindBar::isValidPattern() const
{
    if (m_findEdit->text().isEmpty())
        return false;
    return !regularExpression() || QRegularExpression(m_findEdit->text()).isValid();
}

QTextCursor FindBar::findFrom(const QTextCursor &from, bool backward) const
{
    QTextDocument::FindFlags flags;
    if (backward)
        flags |= QTextDocument::FindBackward;
    if (matchCase())
        flags |= QTextDocument::FindCaseSensitively;
    if (wholeWords())
        flags |= QTextDocument::FindWholeWords;
    QTextDocument *document = m_editor->document();
    QTextCursor found;
    if (regularExpression()) {
        QRegularExpression pattern(m_findEdit->text());
        if (!matchCase())
            pattern.setPatternOptions(QRegularExpression::CaseInsensitiveOption);
        found = document->find(pattern, from, flags);
    } else {
        found = document->find(m_findEdit->text(), from, flags);
    }
    // A pattern that matches the empty string would stop here forever.
    if (!found.isNull() && !found.hasSelection())
        return {};
    return found;
}

bool FindBar::find(bool backward)
{
    if (!isValidPattern()) {
        setStatus(m_findEdit->text().isEmpty() ? QString() : tr("Invalid pattern"));
        return false;
    }
    QTextCursor start = m_editor->textCursor();
    if (backward)
        start.setPosition(start.selectionStart());
    QTextCursor found = findFrom(start, backward);
    if (found.isNull()) {
        QTextCursor wrapped(m_editor->document());
        wrapped.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        found = findFrom(wrapped, backward);
        if (found.isNull()) {
            setStatus(tr("Not found"));
            return false;
        }
        setStatus(tr("Wrapped around"));
    } else {
        setStatus({});
    }
    m_editor->setTextCursor(found);
    m_editor->ensureCursorVisible();
    return true;
}

QString FindBar::replacementFor(const QTextCursor &match) const
{
    if (!regularExpression())
        return m_replaceEdit->text();
    // Expand \0..\9 with the groups of the pattern matched against the selection.
    QRegularExpression pattern(QLatin1String("\\A(?:") + m_findEdit->text() + QLatin1String(")\\z"));
    if (!matchCase())
        pattern.setPatternOptions(QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch groups = pattern.match(match.selectedText());
    const QString replacement = m_replaceEdit->text();
    QString result;
    for (int i = 0; i < replacement.size(); ++i) {
        const QChar c = replacement.at(i);
        if (c == QLatin1Char('\\') && i + 1 < replacement.size()) {
            const QChar next = replacement.at(++i);
            if (next.isDigit())
                result += groups.captured(next.digitValue());
            else if (next == QLatin1Char('n'))
                result += QLatin1Char('\n');
            else if (next == QLatin1Char('t'))
                result += QLatin1Char('\t');
            else
                result += next;
        } else {
            result += c;
        }
    }
    return result;
}

bool FindBar::replace()
{
    if (!isValidPattern())
        return false;
    QTextCursor cursor = m_editor->textCursor();
    if (cursor.hasSelection()) {
        QTextCursor probe = cursor;
        probe.setPosition(cursor.selectionStart());
        const QTextCursor match = findFrom(probe, false);
        if (!match.isNull() && match.selectionStart() == cursor.selectionStart()
            && match.selectionEnd() == cursor.selectionEnd()) {
            cursor.insertText(replacementFor(match));
            m_editor->setTextCursor(cursor);
        }
    }
    return findNext();
}

int FindBar::replaceAll()
{
    if (!isValidPattern())
        return 0;
    int count = 0;
    QTextCursor edit(m_editor->document());
    edit.beginEditBlock();
    QTextCursor from(m_editor->document());
    for (;;) {
        QTextCursor match = findFrom(from, false);
        if (match.isNull())
            break;
        const QString replacement = replacementFor(match);
        match.insertText(replacement);
        ++count;
        from = match;
    }
    edit.endEditBlock();
    setStatus(tr("%n replaced", nullptr, count));
    return count;
}

void FindBar::setStatus(const QString &text)
{
    m_status->setText(text);
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        Q_EMIT closed();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && (event->modifiers() & Qt::ShiftModifier)) {
        findPrevious();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace Foulplay::Ui
