#pragma once

#include "cheat/program.h"
#include "cheat/state.h"
#include "cheat/trace.h"

#include <QStandardItemModel>

#include <string>
#include <vector>

namespace Foulplay::Ui {

// The Cheat turn view's data: one row per statement, in turn order, saying
// whether it acted in its latest slot (= the last turn) and, when the
// evaluation trace of that slot is known, why: each condition and
// sub-condition with whether it held, each sub-expression with its value and,
// for predictions, every statement they looked at and whether its condition
// held. Operands that short-circuiting skipped are not listed.
// GUI thread only.
class CheatTurnModel final : public QStandardItemModel {
    Q_OBJECT

public:
    enum Column { WhatColumn, ResultColumn };
    // On every item: the statement index (int) it belongs to.
    static constexpr int StatementRole = Qt::UserRole + 1;
    // On trace items: true when it held / acted (bool); absent on values.
    static constexpr int TruthRole = Qt::UserRole + 2;

    explicit CheatTurnModel(QObject *parent = nullptr);

    // The program and its source text (to quote statements and conditions).
    void setProgram(const Core::Cheat::Program &program, const std::string &source);
    // Shows the turn up to state.tick. traces: one per statement (as the
    // engine's turnTrace() gives them), or null when the session does not
    // trace: then only whether each statement acted is shown.
    void setTurn(const Core::Cheat::State &state, const std::vector<Core::Cheat::SlotTrace> *traces);

    // The source text of a range, with line breaks and runs of spaces as one space.
    QString sourceText(const Core::SourceRange &range) const;

private:
    QList<QStandardItem *> traceRow(const Core::Cheat::TraceItem &item, int statement) const;
    QString playerName(int player) const;

    Core::Cheat::Program m_program;
    std::vector<std::string> m_lines;
};

} // namespace Foulplay::Ui
