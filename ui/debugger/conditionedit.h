#pragma once

#include "debug/debugtypes.h"

#include <QWidget>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;

namespace Foulplay::Ui::Debugger {

// A condition (or watch expression) field: checks the text as it is typed
// against the language's condition names and shows the error ("column 15:
// expected a number or a name at the end") under the field; completes the
// names the program can read. GUI thread only.
class ConditionEdit final : public QWidget {
    Q_OBJECT

public:
    explicit ConditionEdit(QWidget *parent = nullptr);

    // The language whose names the text reads and the words to complete.
    void setVocabulary(Core::Debug::Language language, const QStringList &words);
    QString text() const;
    void setText(const QString &text);
    // True when the text parses (an empty text does).
    bool isValid() const { return m_error.isEmpty(); }
    // The error shown under the field; empty when the text parses.
    QString error() const { return m_error; }
    QLineEdit *lineEdit() const { return m_edit; }
    QLabel *errorLabel() const { return m_errorLabel; }
    QCompleter *completer() const { return m_completer; }

Q_SIGNALS:
    // The text was checked again (after an edit or a change of language).
    void validityChanged(bool valid);

private:
    void check();
    void offerCompletion();
    void insertCompletion(const QString &word);
    // Where the name being typed starts.
    int fragmentStart() const;

    QLineEdit *m_edit = nullptr;
    QLabel *m_errorLabel = nullptr;
    QCompleter *m_completer = nullptr;
    QStringListModel *m_words = nullptr;
    Core::Debug::Language m_language{};
    QString m_error;
};

} // namespace Foulplay::Ui::Debugger
