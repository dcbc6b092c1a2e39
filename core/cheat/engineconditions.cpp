// The engine's condition evaluation (slots and actions are in engine.cpp).

#include "cheat/engine.h"

#include "common/io.h"

#include <algorithm>
#include <cctype>

namespace Foulplay::Core::Cheat {

namespace {

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

} // namespace

void Engine::traceCondition(int node, int depth, bool truth)
{
    TraceItem item;
    item.kind = TraceItem::Kind::Condition;
    item.depth = depth;
    item.node = node;
    item.range = m_program.conditions[node].range;
    item.truth = truth;
    m_trace->items.push_back(item);
}

// Left to right, stopping as soon as the result is known, so input is read
// only when it decides something.
Engine::Truth Engine::evaluate(int node, const Scope &scope)
{
    const Condition &condition = m_program.conditions[node];
    const Scope inner{scope.statement, scope.from, scope.to, scope.predicting, scope.depth + 1};
    Truth result;
    switch (condition.kind) {
    case ConditionKind::And:
        result = evaluate(condition.left, inner);
        if (result == Truth::True)
            result = evaluate(condition.right, inner);
        break;
    case ConditionKind::Or:
        result = evaluate(condition.left, inner);
        if (result == Truth::False)
            result = evaluate(condition.right, inner);
        break;
    case ConditionKind::Not:
        result = evaluate(condition.left, inner);
        if (result != Truth::Abort)
            result = result == Truth::True ? Truth::False : Truth::True;
        break;
    default:
        result = evaluateLeaf(condition, scope);
        break;
    }
    if (m_trace && result != Truth::Abort)
        traceCondition(node, scope.depth, result == Truth::True);
    return result;
}

Engine::Truth Engine::evaluateLeaf(const Condition &condition, const Scope &scope)
{
    switch (condition.kind) {
    case ConditionKind::Compare: {
        Decimal right;
        if (!value(condition.right, right, scope.depth + 1))
            return Truth::Abort;
        const Decimal &left = m_state.players[condition.player].score;
        if (m_trace)
            m_trace->items.push_back({TraceItem::Kind::Value, scope.depth + 1, -1, condition.range, false, false, left});
        bool holds = false;
        switch (condition.comparison) {
        case Comparison::Equal: holds = left == right; break;
        case Comparison::Larger: holds = left > right; break;
        case Comparison::Smaller: holds = left < right; break;
        case Comparison::DivisibleBy: {
            const std::optional<bool> divisible = left.divisibleBy(right);
            if (!divisible) {
                fail(m_program.expressions[condition.right].range, "divisible by 0: nothing is divisible by 0");
                return Truth::Abort;
            }
            holds = *divisible;
            break;
        }
        }
        return holds ? Truth::True : Truth::False;
    }
    case ConditionKind::Counted:
    case ConditionKind::CalledCheat:
    case ConditionKind::Shouted:
    case ConditionKind::Won:
        return pastAction(condition) ? Truth::True : Truth::False;
    case ConditionKind::WonTimes:
        return m_state.players[condition.player].wins == condition.times ? Truth::True : Truth::False;
    case ConditionKind::WillCount:
    case ConditionKind::WillCallCheat:
        return predict(condition, scope);
    case ConditionKind::Input:
        // Inside a prediction the input condition reads nothing and is false.
        if (scope.predicting)
            return Truth::False;
        return readAnswer(condition);
    default:
        return Truth::False;
    }
}

bool Engine::pastAction(const Condition &condition) const
{
    const int *candidate = m_program.candidates.data() + condition.firstCandidate;
    const int *end = candidate + condition.candidateCount;
    const bool won = condition.kind == ConditionKind::Won;
    for (; candidate != end; ++candidate) {
        const SlotRecord &record = m_state.lastRuns[*candidate];
        if (won ? record.won : record.acted)
            return true;
    }
    return false;
}

// Looks at the candidate statements among the slots still in view (offsets
// from..to after the real slot), in slot order. A statement's condition is
// evaluated now, as if it were this slot; a prediction inside it sees only
// the slots after that statement and before the view's end.
Engine::Truth Engine::predict(const Condition &condition, const Scope &scope)
{
    const int *first = m_program.candidates.data() + condition.firstCandidate;
    const int *end = first + condition.candidateCount;
    const int *split = std::upper_bound(first, end, m_index);
    for (int pass = 0; pass < 2; ++pass) {
        const int *begin = pass == 0 ? split : first;
        const int *stop = pass == 0 ? end : std::lower_bound(first, split, m_index);
        for (const int *candidate = begin; candidate != stop; ++candidate) {
            const int statementIndex = *candidate;
            const int offset = statementIndex > m_index ? statementIndex - m_index
                                                        : statementIndex - m_index + m_statementCount;
            if (offset < scope.from || offset > scope.to)
                continue;
            const Statement &statement = m_program.statements[statementIndex];
            bool holds = true;
            bool cached = false;
            if (statement.condition >= 0) {
                // Within one slot, a statement's answer depends only on its
                // offset (the view always ends at the same slot): keep it.
                if (m_memoSlot[statementIndex] == m_state.tick) {
                    holds = m_memoTruth[statementIndex] != 0;
                    cached = true;
                } else {
                    const Truth truth = evaluate(statement.condition,
                                                 Scope{statementIndex, offset + 1, scope.to, true, scope.depth + 2});
                    if (truth == Truth::Abort)
                        return Truth::Abort;
                    holds = truth == Truth::True;
                    m_memoSlot[statementIndex] = m_state.tick;
                    m_memoTruth[statementIndex] = holds ? 1 : 0;
                }
            }
            if (m_trace)
                m_trace->items.push_back({TraceItem::Kind::Looked, scope.depth + 1, statementIndex, statement.range,
                                          holds, cached, Decimal()});
            if (holds)
                return Truth::True;
        }
    }
    return Truth::False;
}

Engine::Truth Engine::readAnswer(const Condition &condition)
{
    std::string token;
    const InputSource::Status status = m_input ? m_input->peek(m_inputUsed, token) : InputSource::Status::EndOfInput;
    if (status == InputSource::Status::Pending) {
        m_abortReason = StopReason::InputNeeded;
        return Truth::Abort;
    }
    if (status == InputSource::Status::EndOfInput)
        return Truth::False; // end of input answers no
    const std::string answer = lowered(token);
    if (answer == "yes" || answer == "y" || answer == "true" || answer == "1") {
        ++m_inputUsed;
        return Truth::True;
    }
    if (answer == "no" || answer == "n" || answer == "false" || answer == "0") {
        ++m_inputUsed;
        return Truth::False;
    }
    fail(condition.range, "expected yes or no on input, got '" + token + "'");
    return Truth::Abort;
}

bool Engine::value(int node, Decimal &out, int depth)
{
    const Expression &expression = m_program.expressions[node];
    switch (expression.kind) {
    case ExpressionKind::Number:
        out = expression.value;
        break;
    case ExpressionKind::Score:
        out = m_state.players[expression.player].score;
        break;
    default: {
        Decimal left;
        Decimal right;
        if (!value(expression.left, left, depth + 1) || !value(expression.right, right, depth + 1))
            return false;
        std::optional<Decimal> result;
        switch (expression.kind) {
        case ExpressionKind::Add: result = left.plus(right); break;
        case ExpressionKind::Subtract: result = left.minus(right); break;
        case ExpressionKind::Multiply: result = left.times(right); break;
        default: result = left.dividedBy(right); break;
        }
        if (!result) {
            if (expression.kind == ExpressionKind::Divide && right.isZero())
                fail(expression.range, "division by 0");
            else
                fail(expression.range, "number overflow: the result has more than "
                         + std::to_string(Decimal::MaxDigits) + " digits");
            return false;
        }
        out = *result;
        break;
    }
    }
    if (m_trace)
        m_trace->items.push_back({TraceItem::Kind::Value, depth, node, expression.range, false, false, out});
    return true;
}

} // namespace Foulplay::Core::Cheat
