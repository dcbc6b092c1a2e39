#pragma once

#include "breakpointmanager.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QCompleter;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Foulplay::Ui::Debugger {

class ConditionEdit;

// Add breakpoint… / Edit breakpoint…: the program, the kind (those its
// language supports: line; Unfair label, completed from the program's
// labels; tick; turn; event from the language's list; FYB cell by index),
// the condition (checked as typed), the hit count and the on/off switch.
// OK is enabled only when the breakpoint is complete. GUI thread only.
class BreakpointDialog final : public QDialog {
    Q_OBJECT

public:
    // The kinds as the dialog offers them (Cell is an Event breakpoint on
    // "a pointer enters a cell").
    enum class Kind { Line, Label, Tick, Turn, Event, Cell, Value };

    // programs: the open documents to choose from; initial: the breakpoint
    // to edit, or (without breakpoint id and line) the document to start with.
    BreakpointDialog(const QList<Document *> &programs, const BreakpointManager::Entry &initial, bool editing,
                     QWidget *parent = nullptr);

    Document *document() const;
    // The breakpoint as set in the dialog.
    Core::Debug::Breakpoint breakpoint() const;

    // The widgets, by what they set.
    QComboBox *programBox() const { return m_program; }
    QComboBox *kindBox() const { return m_kind; }
    QSpinBox *lineBox() const { return m_line; }
    QLineEdit *labelEdit() const { return m_label; }
    // Says which label the program lacks (shown under the label field).
    QLabel *labelError() const { return m_labelError; }
    QSpinBox *numberBox() const { return m_number; }
    QComboBox *eventBox() const { return m_event; }
    QSpinBox *cellBox() const { return m_cell; }
    ConditionEdit *conditionEdit() const { return m_condition; }
    ConditionEdit *valueEdit() const { return m_value; }
    QSpinBox *hitCountBox() const { return m_hitCount; }
    QCheckBox *enabledBox() const { return m_enabled; }
    // Selects a kind (when the program's language has it).
    bool selectKind(Kind kind);

private:
    void programChanged();
    // Offers the current program's labels and condition names.
    void showFacts();
    void kindChanged();
    void updateOk();
    Kind currentKind() const;
    void load(const Core::Debug::Breakpoint &breakpoint);

    QList<Document *> m_programs;
    QFormLayout *m_form = nullptr;
    QComboBox *m_program = nullptr;
    QComboBox *m_kind = nullptr;
    QSpinBox *m_line = nullptr;
    QLineEdit *m_label = nullptr;
    QCompleter *m_labelCompleter = nullptr;
    QLabel *m_labelError = nullptr;
    QStringList m_labels;                      // the current program's
    QMetaObject::Connection m_factsConnection; // to its editor's programFactsChanged()
    QSpinBox *m_number = nullptr;
    QComboBox *m_event = nullptr;
    Core::Debug::DebugEventKind m_cellEvent{}; // the language's event a Cell breakpoint watches
    QSpinBox *m_cell = nullptr;
    ConditionEdit *m_value = nullptr; // Value: what is watched
    ConditionEdit *m_condition = nullptr;
    QSpinBox *m_hitCount = nullptr;
    QCheckBox *m_enabled = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Foulplay::Ui::Debugger
