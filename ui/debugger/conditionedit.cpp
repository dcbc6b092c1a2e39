#include "conditionedit.h"

#include "debugwords.h"

#include "debug/condition.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QVBoxLayout>

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;

ConditionEdit::ConditionEdit(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_errorLabel(new QLabel(this))
    , m_completer(new QCompleter(this))
    , m_words(new QStringListModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_edit->setObjectName(QStringLiteral("conditionLineEdit"));
    m_edit->setClearButtonEnabled(true);
    m_errorLabel->setObjectName(QStringLiteral("conditionError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_errorLabel->hide();
    layout->addWidget(m_edit);
    layout->addWidget(m_errorLabel);

    m_completer->setModel(m_words);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setWidget(m_edit);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &ConditionEdit::insertCompletion);
    connect(m_edit, &QLineEdit::textChanged, this, &ConditionEdit::check);
    connect(m_edit, &QLineEdit::textEdited, this, &ConditionEdit::offerCompletion);
}

void ConditionEdit::setVocabulary(Debug::Language language, const QStringList &words)
{
    m_language = language;
    m_words->setStringList(words);
    m_edit->setPlaceholderText(tr("e.g. %1 > 10").arg(words.value(2, QStringLiteral("tick"))));
    check();
}

QString ConditionEdit::text() const
{
    return m_edit->text().trimmed();
}

void ConditionEdit::setText(const QString &text)
{
    m_edit->setText(text);
    check();
}

void ConditionEdit::check()
{
    Debug::ConditionError error;
    const bool ok = Debug::Condition::parse(m_edit->text(), Debug::conditionVocabulary(m_language), error).has_value();
    m_error = ok ? QString() : Words::conditionError(error);
    m_errorLabel->setText(m_error);
    m_errorLabel->setVisible(!ok);
    Q_EMIT validityChanged(ok);
}

int ConditionEdit::fragmentStart() const
{
    // A name starts after an operator, an opening parenthesis or a keyword;
    // names themselves hold spaces ("Player 2's counting number").
    const QString text = m_edit->text().left(m_edit->cursorPosition());
    int start = 0;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        // A call's own parenthesis ("score(") belongs to the name; one after
        // an operator or a space groups.
        const bool call = c == u'(' && i > 0 && text.at(i - 1).isLetterOrNumber();
        if (QStringLiteral("<>=!+-*/&|(,").contains(c) && !call)
            start = i + 1;
    }
    static const QStringList keywords{QStringLiteral("and "), QStringLiteral("or "), QStringLiteral("not ")};
    while (start < text.size()) {
        const QString rest = text.mid(start);
        if (rest.at(0).isSpace()) {
            ++start;
            continue;
        }
        bool skipped = false;
        for (const QString &keyword : keywords) {
            if (rest.startsWith(keyword, Qt::CaseInsensitive)) {
                start += int(keyword.size());
                skipped = true;
            }
        }
        if (!skipped)
            break;
    }
    return start;
}

void ConditionEdit::offerCompletion()
{
    const int start = fragmentStart();
    const QString fragment = m_edit->text().mid(start, m_edit->cursorPosition() - start);
    if (fragment.isEmpty() || fragment.at(0).isDigit()) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->setCompletionPrefix(fragment);
    if (m_completer->completionCount() == 0
        || (m_completer->completionCount() == 1
            && m_completer->currentCompletion().compare(fragment, Qt::CaseInsensitive) == 0)) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->complete();
}

void ConditionEdit::insertCompletion(const QString &word)
{
    const int start = fragmentStart();
    const int end = m_edit->cursorPosition();
    QString text = m_edit->text();
    text.replace(start, end - start, word);
    m_edit->setText(text);
    m_edit->setCursorPosition(start + int(word.size()));
}

} // namespace Foulplay::Ui::Debugger
