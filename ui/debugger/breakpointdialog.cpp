#include "breakpointdialog.h"

#include "breakpointlistmodel.h"
#include "conditionedit.h"
#include "document.h"
#include "language.h"
#include "editor/codeeditor.h"

#include "debug/languagedescriptor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QTextBlock>

#include <limits>

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;
using Debug::BreakpointKind;

BreakpointDialog::BreakpointDialog(const QList<Document *> &programs, const BreakpointManager::Entry &initial,
                                   bool editing, QWidget *parent)
    : QDialog(parent)
    , m_form(new QFormLayout)
    , m_program(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_line(new QSpinBox(this))
    , m_label(new QLineEdit(this))
    , m_labelCompleter(new QCompleter(this))
    , m_labelError(new QLabel(this))
    , m_number(new QSpinBox(this))
    , m_event(new QComboBox(this))
    , m_cell(new QSpinBox(this))
    , m_value(new ConditionEdit(this))
    , m_condition(new ConditionEdit(this))
    , m_hitCount(new QSpinBox(this))
    , m_enabled(new QCheckBox(tr("Stops the run (on)"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("breakpointDialog"));
    setWindowTitle(editing ? tr("Edit Breakpoint") : tr("Add Breakpoint"));
    for (Document *document : programs) {
        if (document->language())
            m_programs.append(document);
    }
    for (Document *document : std::as_const(m_programs))
        m_program->addItem(document->displayName());
    m_line->setRange(1, std::numeric_limits<int>::max());
    m_number->setRange(0, std::numeric_limits<int>::max());
    m_number->setGroupSeparatorShown(true);
    m_cell->setRange(0, std::numeric_limits<int>::max());
    m_hitCount->setRange(0, std::numeric_limits<int>::max());
    m_hitCount->setSpecialValueText(tr("none (stops from the first hit)"));
    m_label->setCompleter(m_labelCompleter);
    m_labelCompleter->setModel(new QStringListModel(m_labelCompleter));
    m_labelCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    m_label->setPlaceholderText(tr("the name after Label"));
    m_labelError->setObjectName(QStringLiteral("labelError"));
    m_labelError->setWordWrap(true);
    m_labelError->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_enabled->setChecked(true);

    m_form->addRow(tr("&Program:"), m_program);
    m_form->addRow(tr("&Kind:"), m_kind);
    m_form->addRow(tr("&Line:"), m_line);
    // The error sits above its field: the field's completion list opens
    // below it and would cover it.
    m_form->addRow(QString(), m_labelError);
    m_form->addRow(tr("L&abel:"), m_label);
    m_form->addRow(tr("&Number:"), m_number);
    m_form->addRow(tr("&Event:"), m_event);
    m_form->addRow(tr("&Cell:"), m_cell);
    m_form->addRow(tr("&Value:"), m_value);
    m_form->addRow(tr("C&ondition:"), m_condition);
    m_form->addRow(tr("&Hit count:"), m_hitCount);
    m_form->addRow(QString(), m_enabled);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(460);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_program, &QComboBox::currentIndexChanged, this, &BreakpointDialog::programChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &BreakpointDialog::kindChanged);
    connect(m_label, &QLineEdit::textChanged, this, &BreakpointDialog::updateOk);
    connect(m_condition, &ConditionEdit::validityChanged, this, &BreakpointDialog::updateOk);
    connect(m_value, &ConditionEdit::validityChanged, this, &BreakpointDialog::updateOk);

    const int start = std::max<int>(0, int(m_programs.indexOf(initial.document)));
    m_program->setCurrentIndex(start);
    programChanged();
    if (editing) {
        load(initial.breakpoint);
    } else if (initial.document) {
        // A new line breakpoint starts on the cursor's line.
        m_line->setValue(initial.document->editor()->textCursor().blockNumber() + 1);
    }
    updateOk();
}

Document *BreakpointDialog::document() const
{
    return m_programs.value(m_program->currentIndex());
}

void BreakpointDialog::programChanged()
{
    const Document *program = document();
    const Kind previous = currentKind();
    disconnect(m_factsConnection);
    const QSignalBlocker blocker(m_kind);
    m_kind->clear();
    m_event->clear();
    if (!program) {
        kindChanged();
        return;
    }
    const Debug::Language language = *program->language();
    const Debug::LanguageDescriptor &descriptor = Debug::descriptor(language);
    m_kind->addItem(tr("Line"), int(Kind::Line));
    if (descriptor.capabilities.supportsLabels)
        m_kind->addItem(tr("Label"), int(Kind::Label));
    m_kind->addItem(tr("Tick"), int(Kind::Tick));
    if (descriptor.capabilities.supportsTurns)
        m_kind->addItem(tr("Turn"), int(Kind::Turn));
    for (const Debug::EventName &event : descriptor.eventNames) {
        if (!event.watchesCell)
            m_event->addItem(BreakpointListModel::eventName(event.kind), int(event.kind));
    }
    m_cellEvent = {};
    Debug::cellEventOf(language, m_cellEvent);
    if (m_event->count() > 0)
        m_kind->addItem(tr("Event"), int(Kind::Event));
    if (descriptor.capabilities.supportsCellWatch)
        m_kind->addItem(tr("A pointer enters a cell"), int(Kind::Cell));
    m_kind->addItem(tr("A value changes"), int(Kind::Value));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(previous))));

    m_line->setMaximum(std::max(1, program->editor()->document()->blockCount()));
    // The labels and names follow the program as the editor parses it.
    m_factsConnection =
        connect(program->editor(), &CodeEditor::programFactsChanged, this, &BreakpointDialog::showFacts);
    showFacts();
    kindChanged();
}

void BreakpointDialog::showFacts()
{
    const Document *program = document();
    if (!program || !program->language())
        return;
    const Debug::ProgramFacts &facts = program->editor()->programFacts();
    m_labels = facts.labels;
    static_cast<QStringListModel *>(m_labelCompleter->model())->setStringList(m_labels);
    m_condition->setVocabulary(*program->language(), facts.conditionWords);
    m_value->setVocabulary(*program->language(), facts.conditionWords);
    updateOk();
}

BreakpointDialog::Kind BreakpointDialog::currentKind() const
{
    return m_kind->currentIndex() < 0 ? Kind::Line : Kind(m_kind->currentData().toInt());
}

bool BreakpointDialog::selectKind(Kind kind)
{
    const int index = m_kind->findData(int(kind));
    if (index >= 0)
        m_kind->setCurrentIndex(index);
    return index >= 0;
}

void BreakpointDialog::kindChanged()
{
    const Kind kind = currentKind();
    m_form->setRowVisible(m_line, kind == Kind::Line);
    m_form->setRowVisible(m_label, kind == Kind::Label);
    m_form->setRowVisible(m_number, kind == Kind::Tick || kind == Kind::Turn);
    m_form->setRowVisible(m_event, kind == Kind::Event);
    m_form->setRowVisible(m_cell, kind == Kind::Cell);
    m_form->setRowVisible(m_value, kind == Kind::Value);
    updateOk();
}

void BreakpointDialog::updateOk()
{
    // A label the program does not have would never stop the run: say so
    // under the field rather than accept it.
    const QString label = m_label->text().trimmed();
    const bool labelKind = currentKind() == Kind::Label;
    const bool unknown = labelKind && !label.isEmpty() && !m_labels.contains(label);
    m_labelError->setText(unknown && document() ? tr("%1 has no label “%2”.").arg(document()->displayName(), label)
                                                : QString());
    m_form->setRowVisible(m_labelError, unknown);
    const bool valueKind = currentKind() == Kind::Value;
    const bool complete = document() && m_condition->isValid() && (!labelKind || (!label.isEmpty() && !unknown))
                          && (!valueKind || (m_value->isValid() && !m_value->text().trimmed().isEmpty()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(complete);
}

void BreakpointDialog::load(const Debug::Breakpoint &b)
{
    Kind kind = Kind::Line;
    switch (b.kind) {
    case BreakpointKind::Line:
        m_line->setValue(b.line);
        break;
    case BreakpointKind::Label:
        kind = Kind::Label;
        m_label->setText(b.label);
        break;
    case BreakpointKind::Tick:
    case BreakpointKind::Turn:
        kind = b.kind == BreakpointKind::Tick ? Kind::Tick : Kind::Turn;
        m_number->setValue(int(std::min<std::uint64_t>(b.number, std::uint64_t(m_number->maximum()))));
        break;
    case BreakpointKind::Event:
        kind = Debug::watchesCell(b.event) ? Kind::Cell : Kind::Event;
        m_event->setCurrentIndex(std::max(0, m_event->findData(int(b.event))));
        m_cell->setValue(b.cell);
        break;
    case BreakpointKind::Data:
        kind = Kind::Value;
        m_value->setText(b.value);
        break;
    }
    selectKind(kind);
    m_condition->setText(b.condition);
    m_hitCount->setValue(int(std::min<std::uint64_t>(b.hitTarget, std::uint64_t(m_hitCount->maximum()))));
    m_enabled->setChecked(b.enabled);
}

Debug::Breakpoint BreakpointDialog::breakpoint() const
{
    Debug::Breakpoint b;
    switch (currentKind()) {
    case Kind::Line:
        b.kind = BreakpointKind::Line;
        b.line = m_line->value();
        break;
    case Kind::Label:
        b.kind = BreakpointKind::Label;
        b.label = m_label->text().trimmed();
        break;
    case Kind::Tick:
    case Kind::Turn:
        b.kind = currentKind() == Kind::Tick ? BreakpointKind::Tick : BreakpointKind::Turn;
        b.number = std::uint64_t(m_number->value());
        break;
    case Kind::Event:
        b.kind = BreakpointKind::Event;
        b.event = Debug::DebugEventKind(m_event->currentData().toInt());
        break;
    case Kind::Cell:
        b.kind = BreakpointKind::Event;
        b.event = m_cellEvent;
        b.cell = m_cell->value();
        break;
    case Kind::Value:
        b.kind = BreakpointKind::Data;
        b.value = m_value->text().trimmed();
        break;
    }
    b.condition = m_condition->text();
    b.hitTarget = std::uint64_t(m_hitCount->value());
    b.enabled = m_enabled->isChecked();
    return b;
}

} // namespace Foulplay::Ui::Debugger
