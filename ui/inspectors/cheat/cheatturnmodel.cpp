#include "cheat/cheatturnmodel.h"

#include "cheat/cheatplayernames.h"
#include "localenumber.h"

#include <QFont>

#include <algorithm>

namespace Foulplay::Ui {

namespace Cheat = Core::Cheat;

CheatTurnModel::CheatTurnModel(QObject *parent)
    : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Statement / condition"), tr("Result")});
}

void CheatTurnModel::setProgram(const Cheat::Program &program, const std::string &source)
{
    m_program = program;
    m_lines.clear();
    std::size_t start = 0;
    while (start <= source.size()) {
        const std::size_t end = source.find('\n', start);
        m_lines.push_back(source.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    removeRows(0, rowCount());
}

QString CheatTurnModel::sourceText(const Core::SourceRange &range) const
{
    std::string text;
    for (int line = range.begin.line; line <= range.end.line; ++line) {
        if (line < 1 || std::size_t(line) > m_lines.size())
            break;
        const std::string &l = m_lines[std::size_t(line - 1)];
        const std::size_t from = line == range.begin.line ? std::size_t(std::max(range.begin.column - 1, 0)) : 0;
        const std::size_t to =
            line == range.end.line ? std::min(l.size(), std::size_t(std::max(range.end.column - 1, 0))) : l.size();
        if (from < to)
            text += l.substr(from, to - from);
        if (line != range.end.line)
            text += ' ';
    }
    return QString::fromStdString(text).simplified();
}

QString CheatTurnModel::playerName(int player) const
{
    return player >= 0 && std::size_t(player) < m_program.players.size() ? cheatPlayerName(m_program, player) : tr("?");
}

QList<QStandardItem *> CheatTurnModel::traceRow(const Cheat::TraceItem &item, int statement) const
{
    auto *what = new QStandardItem;
    auto *result = new QStandardItem;
    switch (item.kind) {
    case Cheat::TraceItem::Kind::Condition:
        what->setText(sourceText(m_program.range(item)));
        result->setText(item.truth ? tr("holds") : tr("fails"));
        what->setData(item.truth, TruthRole);
        result->setData(item.truth, TruthRole);
        break;
    case Cheat::TraceItem::Kind::Value:
        // The compared score (node -1) is named once its comparison, which
        // comes after it, is known.
        if (item.node >= 0) {
            const std::size_t node = std::size_t(item.node);
            const Cheat::Expression *expression =
                node < m_program.expressions.size() ? &m_program.expressions[node] : nullptr;
            if (expression && expression->kind == Cheat::ExpressionKind::Score) {
                // "her score" is named by whose it is, in the window's
                // language; the program's own words are in the tooltip.
                what->setText(tr("%1's score").arg(playerName(expression->player)));
                what->setToolTip(sourceText(m_program.range(item)));
            } else {
                what->setText(sourceText(m_program.range(item)));
            }
        }
        result->setText(tr("= %1").arg(localeNumber(item.value)));
        break;
    case Cheat::TraceItem::Kind::Looked: {
        const QString looked = item.node >= 0 && std::size_t(item.node) < m_program.statements.size()
                                   ? sourceText(m_program.range(m_program.statements[std::size_t(item.node)]))
                                   : QString();
        what->setText(tr("looked at: %1").arg(looked));
        QString verdict = item.truth ? tr("would act") : tr("would not act");
        if (item.cached)
            verdict = tr("%1 (known already in this slot)").arg(verdict);
        result->setText(verdict);
        what->setData(item.truth, TruthRole);
        result->setData(item.truth, TruthRole);
        break;
    }
    }
    what->setData(statement, StatementRole);
    result->setData(statement, StatementRole);
    what->setEditable(false);
    result->setEditable(false);
    const QColor colour = !result->data(TruthRole).isValid() ? QColor()
                          : result->data(TruthRole).toBool() ? QColor(30, 140, 60)
                                                             : QColor(200, 50, 40);
    if (colour.isValid())
        result->setForeground(colour);
    return {what, result};
}

void CheatTurnModel::setTurn(const Cheat::State &state, const std::vector<Cheat::SlotTrace> *traces)
{
    removeRows(0, rowCount());
    const int n = int(m_program.statements.size());
    const int next = n > 0 ? int(state.tick % std::uint64_t(n)) : -1;
    for (int i = 0; i < n; ++i) {
        const Cheat::Statement &statement = m_program.statements[std::size_t(i)];
        auto *what = new QStandardItem(sourceText(m_program.range(statement)));
        auto *result = new QStandardItem;
        what->setEditable(false);
        result->setEditable(false);
        what->setData(i, StatementRole);
        result->setData(i, StatementRole);
        const bool ran = state.tick > std::uint64_t(i);
        // A trace counts only when it is of this statement's latest slot.
        const Cheat::SlotTrace *trace =
            traces && std::size_t(i) < traces->size() ? &(*traces)[std::size_t(i)] : nullptr;
        if (trace
            && (!trace->ran || trace->statement != i || trace->slot >= state.tick
                || trace->slot + std::uint64_t(n) < state.tick))
            trace = nullptr;
        if (!ran) {
            result->setText(tr("not run yet"));
        } else {
            const bool acted =
                trace ? trace->acted : std::size_t(i) < state.lastRuns.size() && state.lastRuns[std::size_t(i)].acted;
            const std::uint64_t slot =
                trace ? trace->slot
                      : state.tick - 1 - ((state.tick - 1 + std::uint64_t(n) - std::uint64_t(i)) % std::uint64_t(n));
            const QString slotText = QLocale().toString(qulonglong(slot));
            result->setText(acted ? tr("acted (slot %1)").arg(slotText) : tr("did not act (slot %1)").arg(slotText));
            what->setData(acted, TruthRole);
            result->setData(acted, TruthRole);
            result->setForeground(acted ? QColor(30, 140, 60) : QColor(200, 50, 40));
        }
        if (i == next) {
            QFont bold = what->font();
            bold.setBold(true);
            what->setFont(bold);
            what->setToolTip(tr("Runs next"));
        }
        if (trace && trace->hasCondition) {
            // Post-order: each item's children are the items one level deeper
            // that came just before it.
            std::vector<std::vector<QList<QStandardItem *>>> pending;
            for (const Cheat::TraceItem &item : trace->items) {
                const std::size_t depth = std::size_t(std::max(item.depth, 0));
                if (pending.size() < depth + 2)
                    pending.resize(depth + 2);
                const int condition = item.kind == Cheat::TraceItem::Kind::Condition ? item.node : -1;
                QList<QStandardItem *> row = traceRow(item, i);
                for (QList<QStandardItem *> &child : pending[depth + 1]) {
                    if (child.first()->text().isEmpty() && condition >= 0)
                        child.first()->setText(
                            tr("%1's score").arg(playerName(m_program.conditions[std::size_t(condition)].player)));
                    row.first()->appendRow(child);
                }
                pending[depth + 1].clear();
                pending[depth].push_back(row);
            }
            for (std::vector<QList<QStandardItem *>> &level : pending) {
                for (QList<QStandardItem *> &row : level)
                    what->appendRow(row);
            }
        } else if (ran && statement.condition >= 0) {
            auto *note =
                new QStandardItem(sourceText(m_program.range(m_program.conditions[std::size_t(statement.condition)])));
            auto *why = new QStandardItem(tr("(no evaluation trace from the session)"));
            note->setEditable(false);
            why->setEditable(false);
            what->appendRow({note, why});
        }
        appendRow({what, result});
    }
}

} // namespace Foulplay::Ui
