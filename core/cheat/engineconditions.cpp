// The engine's condition evaluation (slots and actions are in engine.cpp).

#include "cheat/engine.h"

#include "common/io.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace Foulplay::Core::Cheat {

namespace {

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

} // namespace

void Engine::traceCondition(int node, int depth, bool truth)
{
    TraceItem item;
    item.kind = TraceItem::Kind::Condition;
    item.depth = depth;
    item.node = node;
    item.begin = m_program.conditions[node].begin;
    item.end = m_program.conditions[node].end;
    item.truth = truth;
    m_trace->items.push_back(item);
}

// Left to right, stopping as soon as the result is known, so input is read
// only when it decides something. The nodes being evaluated are on m_frames,
// not on the thread's stack: a chain of 100,000 "and"s, or of predictions
// that each look at the next statement, is as safe as a short one.
Engine::Truth Engine::evaluate(int root, const Scope &scope)
{
    std::vector<Frame> &frames = m_frames;
    frames.clear();
    frames.push_back(Frame{root, scope});
    Truth returned = Truth::False; // the result of the frame popped last
    while (!frames.empty()) {
        const std::size_t top = frames.size() - 1;
        const Condition &condition = m_program.conditions[frames[top].node];
        const Scope inner{frames[top].scope.statement, frames[top].scope.from, frames[top].scope.to,
                          frames[top].scope.predicting, frames[top].scope.depth + 1};
        Truth result = Truth::False;
        bool done = true;
        switch (condition.kind) {
        case ConditionKind::And:
        case ConditionKind::Or:
        case ConditionKind::Not:
            if (frames[top].stage == 0) {
                frames[top].stage = 1;
                frames.push_back(Frame{condition.left, inner});
                done = false;
            } else if (frames[top].stage == 1 && condition.kind != ConditionKind::Not
                       && returned == (condition.kind == ConditionKind::And ? Truth::True : Truth::False)) {
                frames[top].stage = 2;
                frames.push_back(Frame{condition.right, inner});
                done = false;
            } else {
                result = returned;
                if (condition.kind == ConditionKind::Not)
                    result = returned == Truth::True ? Truth::False : Truth::True;
            }
            break;
        case ConditionKind::WillCount:
        case ConditionKind::WillCallCheat:
            if (predictStep(frames[top], returned, result) == Advance::Descend) {
                const Frame &prediction = frames[top];
                frames.push_back(Frame{m_program.statements[prediction.looking].condition,
                                       Scope{prediction.looking, prediction.offset + 1, prediction.scope.to, true,
                                             prediction.scope.depth + 2}});
                done = false;
            }
            break;
        default:
            result = evaluateLeaf(condition, frames[top].scope);
            break;
        }
        if (!done)
            continue;
        // An abort (an error, or input still to come) ends the whole evaluation.
        if (result == Truth::Abort) {
            frames.clear();
            return Truth::Abort;
        }
        if (traced(frames[top].scope.depth))
            traceCondition(frames[top].node, frames[top].scope.depth, result == Truth::True);
        frames.pop_back();
        returned = result;
    }
    return returned;
}

Engine::Truth Engine::evaluateLeaf(const Condition &condition, const Scope &scope)
{
    switch (condition.kind) {
    case ConditionKind::Compare: {
        Decimal right;
        if (!value(condition.right, right, scope.depth + 1))
            return Truth::Abort;
        const Decimal &left = m_state.players[condition.player].score;
        if (traced(scope.depth + 1))
            m_trace->items.push_back(
                {TraceItem::Kind::Value, scope.depth + 1, -1, condition.begin, condition.end, false, false, left});
        bool holds = false;
        switch (condition.comparison) {
        case Comparison::Equal:
            holds = left == right;
            break;
        case Comparison::Larger:
            holds = left > right;
            break;
        case Comparison::Smaller:
            holds = left < right;
            break;
        case Comparison::DivisibleBy: {
            const std::optional<bool> divisible = left.divisibleBy(right);
            if (!divisible) {
                fail(m_program.range(m_program.expressions[condition.right]), {MessageCode::CheatDivisibleByZero});
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
        return m_state.players[condition.player].wins == m_program.times(condition) ? Truth::True : Truth::False;
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
    const std::vector<std::uint32_t> &counts = condition.kind == ConditionKind::Won ? m_wonIn : m_actedIn;
    return counts[std::size_t(condition.right)] > 0;
}

// The lists the past matchers read, and for each statement the lists it is
// a candidate of: as many entries as the lists have statements, once.
void Engine::indexPastLists()
{
    m_actedIn.assign(m_program.lists.size(), 0);
    m_wonIn.assign(m_program.lists.size(), 0);
    std::vector<char> seen(m_program.lists.size(), 0);
    std::vector<std::uint32_t> lists; // by index in Program::lists
    for (const Condition &condition : m_program.conditions) {
        const bool past = condition.kind == ConditionKind::Counted || condition.kind == ConditionKind::CalledCheat
                          || condition.kind == ConditionKind::Shouted || condition.kind == ConditionKind::Won;
        if (!past)
            continue;
        const CandidateList &list = m_program.candidatesOf(condition);
        if (list.count == 0 || seen[std::size_t(condition.right)])
            continue;
        seen[std::size_t(condition.right)] = 1;
        lists.push_back(std::uint32_t(condition.right));
    }
    // A program that asks about no past action keeps no index per statement.
    m_pastListStart.clear();
    m_pastLists.clear();
    if (lists.empty())
        return;
    std::vector<std::uint32_t> &start = m_pastListStart;
    start.assign(m_program.statements.size() + 1, 0);
    for (const std::uint32_t index : lists) {
        const CandidateList &list = m_program.lists[index];
        for (std::uint32_t c = 0; c < list.count; ++c)
            ++start[std::size_t(m_program.candidates[list.first + c]) + 1];
    }
    for (std::size_t s = 1; s < start.size(); ++s)
        start[s] += start[s - 1];
    m_pastLists.resize(start.back());
    std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
    for (const std::uint32_t index : lists) {
        const CandidateList &list = m_program.lists[index];
        for (std::uint32_t c = 0; c < list.count; ++c)
            m_pastLists[next[std::size_t(m_program.candidates[list.first + c])]++] = index;
    }
}

void Engine::setLastRun(int statement, SlotRecord record)
{
    SlotRecord &last = m_state.lastRuns[std::size_t(statement)];
    if (!m_pastListStart.empty() && (last.acted != record.acted || last.won != record.won)) {
        for (std::uint32_t i = m_pastListStart[std::size_t(statement)]; i < m_pastListStart[std::size_t(statement) + 1];
             ++i) {
            const std::uint32_t list = m_pastLists[i];
            m_actedIn[list] += std::uint32_t(record.acted) - std::uint32_t(last.acted);
            m_wonIn[list] += std::uint32_t(record.won) - std::uint32_t(last.won);
        }
    }
    last = record;
}

// After the state was replaced (restore): the counts anew.
void Engine::countLastRuns()
{
    std::fill(m_actedIn.begin(), m_actedIn.end(), 0);
    std::fill(m_wonIn.begin(), m_wonIn.end(), 0);
    if (m_pastListStart.empty())
        return;
    for (std::size_t s = 0; s < m_state.lastRuns.size(); ++s) {
        const SlotRecord record = m_state.lastRuns[s];
        for (std::uint32_t i = m_pastListStart[s]; i < m_pastListStart[s + 1]; ++i) {
            m_actedIn[m_pastLists[i]] += record.acted ? 1 : 0;
            m_wonIn[m_pastLists[i]] += record.won ? 1 : 0;
        }
    }
}

// Looks at the candidate statements among the slots still in view (offsets
// from..to after the real slot), in slot order. A statement's condition is
// evaluated now, as if it were this slot; a prediction inside it sees only
// the slots after that statement and before the view's end. One call either
// finishes (result set) or asks the caller to evaluate frame.looking's
// condition first and call again with its truth as inner.
Engine::Advance Engine::predictStep(Frame &frame, Truth inner, Truth &result)
{
    const Condition &condition = m_program.conditions[frame.node];
    const CandidateList &list = m_program.candidatesOf(condition);
    if (list.count == 0) {
        // Nobody can do it.
        result = Truth::False;
        return Advance::Done;
    }
    const int *first = m_program.candidates.data() + list.first;
    const int *end = first + list.count;
    const Scope &scope = frame.scope;
    // Within one slot, a statement's answer depends only on its offset (the
    // view always ends at the same slot): statements keep their answers in
    // m_memoTruth, and candidate lists what a scan found in m_scanMemo, so
    // that a chain of predictions costs linear time per slot. A traced slot
    // shows a scan the memo answered as one cached look at the statement that
    // held (none when nothing did): the statements before it were shown where
    // the scan that filled the memo looked at them.
    ScanMemo &memo = m_scanMemo[std::size_t(condition.right)];
    const auto finish = [&](int holder) {
        result = holder >= 0 ? Truth::True : Truth::False;
        if (memo.slot != m_state.tick || scope.from < memo.from)
            memo = ScanMemo{m_state.tick, scope.from, holder};
        return Advance::Done;
    };
    const auto looked = [&](int statementIndex, bool holds, bool cached) {
        if (traced(scope.depth + 1))
            m_trace->items.push_back({TraceItem::Kind::Looked, scope.depth + 1, statementIndex,
                                      m_program.statements[statementIndex].begin,
                                      m_program.statements[statementIndex].end, holds, cached, Decimal()});
    };
    if (frame.stage == 0) {
        // Start at the first candidate in view: offset from is statement
        // m_index + from, wrapped past the last statement.
        const int start = m_index + scope.from;
        frame.stage = 1;
        if (start < m_statementCount) {
            frame.candidate = std::lower_bound(first, end, start);
            frame.stop = end;
        } else {
            frame.pass = 1;
            frame.candidate = std::lower_bound(first, end, start - m_statementCount);
            frame.stop = std::lower_bound(first, end, m_index);
            if (frame.candidate > frame.stop)
                frame.candidate = frame.stop;
        }
    } else {
        // The condition of frame.looking was just evaluated (never Abort here).
        const bool holds = inner == Truth::True;
        m_memoSlot[frame.looking] = m_state.tick;
        m_memoTruth[frame.looking] = holds ? 1 : 0;
        looked(frame.looking, holds, false);
        if (holds)
            return finish(frame.offset);
        ++frame.candidate;
    }
    for (;;) {
        if (frame.candidate == frame.stop) {
            if (frame.pass == 1)
                return finish(-1);
            frame.pass = 1;
            frame.stop = std::lower_bound(first, end, m_index);
            frame.candidate = first;
            continue;
        }
        const int statementIndex = *frame.candidate;
        const int offset =
            statementIndex > m_index ? statementIndex - m_index : statementIndex - m_index + m_statementCount;
        if (offset < scope.from || offset > scope.to) {
            ++frame.candidate;
            continue;
        }
        if (memo.slot == m_state.tick && offset >= memo.from) {
            if (memo.holder < 0)
                return finish(-1);
            if (offset <= memo.holder) {
                const int holder = (m_index + memo.holder) % m_statementCount;
                looked(holder, true, true);
                return finish(memo.holder);
            }
        }
        const Statement &statement = m_program.statements[statementIndex];
        if (statement.condition < 0) {
            looked(statementIndex, true, false);
            return finish(offset);
        }
        if (m_memoSlot[statementIndex] == m_state.tick) {
            const bool holds = m_memoTruth[statementIndex] != 0;
            looked(statementIndex, holds, true);
            if (holds)
                return finish(offset);
            ++frame.candidate;
            continue;
        }
        frame.looking = statementIndex;
        frame.offset = offset;
        return Advance::Descend;
    }
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
    fail(m_program.range(condition), {MessageCode::CheatExpectedYesNo, {'\'' + token + '\''}});
    return Truth::Abort;
}

// Operands before their operator, left before right, as the trace shows
// them; with an explicit stack, so that a long sum is as safe as a short one.
bool Engine::value(int root, Decimal &out, int depth)
{
    m_valueFrames.clear();
    m_values.clear();
    m_valueFrames.push_back({root, depth, false});
    while (!m_valueFrames.empty()) {
        const ValueFrame frame = m_valueFrames.back();
        const Expression &expression = m_program.expressions[frame.node];
        Decimal result;
        switch (expression.kind) {
        case ExpressionKind::Number:
            result = m_program.numbers[std::size_t(expression.left)];
            break;
        case ExpressionKind::Score:
            result = m_state.players[expression.player].score;
            break;
        default: {
            if (!frame.expanded) {
                m_valueFrames.back().expanded = true;
                m_valueFrames.push_back({expression.right, frame.depth + 1, false});
                m_valueFrames.push_back({expression.left, frame.depth + 1, false});
                continue;
            }
            const Decimal right = std::move(m_values.back());
            m_values.pop_back();
            const Decimal left = std::move(m_values.back());
            m_values.pop_back();
            std::optional<Decimal> computed;
            switch (expression.kind) {
            case ExpressionKind::Add:
                computed = left.plus(right);
                break;
            case ExpressionKind::Subtract:
                computed = left.minus(right);
                break;
            case ExpressionKind::Multiply:
                computed = left.times(right);
                break;
            default:
                computed = left.dividedBy(right);
                break;
            }
            if (!computed) {
                if (expression.kind == ExpressionKind::Divide && right.isZero())
                    fail(m_program.range(expression), {MessageCode::CheatDivisionByZero});
                else
                    fail(m_program.range(expression),
                         {MessageCode::CheatNumberOverflow, {std::to_string(Decimal::MaxDigits)}});
                return false;
            }
            result = *computed;
            break;
        }
        }
        if (traced(frame.depth))
            m_trace->items.push_back({TraceItem::Kind::Value, frame.depth, frame.node, expression.begin, expression.end,
                                      false, false, result});
        m_valueFrames.pop_back();
        m_values.push_back(std::move(result));
    }
    out = m_values.back();
    return true;
}

} // namespace Foulplay::Core::Cheat

namespace Foulplay::Core::Cheat {

void Engine::analysePredictions()
{
    const std::size_t count = m_program.statements.size();
    m_hasPrediction.clear();
    m_pure.clear();
    m_rootList.clear();
    m_listsOfStart.clear();
    m_listsOf.clear();
    m_memoSlot.clear();
    m_memoTruth.clear();
    m_lists.clear();
    // A program that predicts nothing keeps none of this per statement.
    const bool predicts = std::any_of(m_program.conditions.begin(), m_program.conditions.end(), [](const Condition &c) {
        return c.kind == ConditionKind::WillCount || c.kind == ConditionKind::WillCallCheat;
    });
    if (!predicts)
        return;
    m_memoSlot.assign(count, std::numeric_limits<std::uint64_t>::max());
    m_memoTruth.assign(count, 0);
    m_hasPrediction.assign(count, 0);
    m_pure.assign(count, 1);
    m_rootList.assign(count, -1);
    std::vector<char> listSeen(m_program.lists.size(), 0);
    std::vector<int> nodes;
    for (std::size_t s = 0; s < count; ++s) {
        const int root = m_program.statements[s].condition;
        if (root < 0)
            continue;
        const Condition &top = m_program.conditions[root];
        if ((top.kind == ConditionKind::WillCount || top.kind == ConditionKind::WillCallCheat)
            && m_program.candidatesOf(top).count > 0)
            m_rootList[s] = top.right;
        nodes.assign(1, root);
        while (!nodes.empty()) {
            const Condition &condition = m_program.conditions[nodes.back()];
            nodes.pop_back();
            switch (condition.kind) {
            case ConditionKind::And:
            case ConditionKind::Or:
                nodes.push_back(condition.right);
                [[fallthrough]];
            case ConditionKind::Not:
                nodes.push_back(condition.left);
                break;
            case ConditionKind::WillCount:
            case ConditionKind::WillCallCheat:
                m_hasPrediction[s] = 1;
                if (const CandidateList &list = m_program.candidatesOf(condition);
                    list.count > 0 && !listSeen[std::size_t(condition.right)]) {
                    listSeen[std::size_t(condition.right)] = 1;
                    m_lists.push_back(std::uint32_t(condition.right));
                }
                break;
            case ConditionKind::Compare: {
                // Arithmetic can fail (division by 0, overflow): not pure.
                const Expression &expression = m_program.expressions[condition.right];
                if (condition.comparison == Comparison::DivisibleBy
                    || (expression.kind != ExpressionKind::Number && expression.kind != ExpressionKind::Score))
                    m_pure[s] = 0;
                break;
            }
            default:
                break; // past actions, wins; input reads nothing in a prediction
            }
        }
    }
    // Per statement, the prediction lists it is in: m_listsOf[m_listsOfStart[s] ..].
    m_listsOfStart.assign(count + 1, 0);
    for (const std::uint32_t index : m_lists) {
        const CandidateList &list = m_program.lists[index];
        for (std::uint32_t c = 0; c < list.count; ++c)
            ++m_listsOfStart[std::size_t(m_program.candidates[list.first + c]) + 1];
    }
    for (std::size_t s = 1; s <= count; ++s)
        m_listsOfStart[s] += m_listsOfStart[s - 1];
    m_listsOf.resize(m_listsOfStart.back());
    std::vector<std::uint32_t> next(m_listsOfStart.begin(), m_listsOfStart.end() - 1);
    for (const std::uint32_t index : m_lists) {
        const CandidateList &list = m_program.lists[index];
        for (std::uint32_t c = 0; c < list.count; ++c)
            m_listsOf[next[std::size_t(m_program.candidates[list.first + c])]++] = index;
    }
}

// Before a slot whose condition predicts: evaluates, in the slot's view and
// from its end backwards, the conditions of every statement a prediction can
// look at, so that each prediction finds its answer in m_scanMemo instead of
// evaluating the statements after it again (a chain of N predictions costs
// N evaluations per slot, not N levels of nesting). Stops at the first
// statement whose condition could fail: from there on the predictions
// evaluate lazily, in slot order, as the rules say.
void Engine::sweepPredictions()
{
    const std::uint64_t tick = m_state.tick;
    for (const std::uint32_t list : m_lists)
        m_scanMemo[list] = ScanMemo{tick, m_statementCount, -1};
    for (int offset = m_statementCount - 1; offset >= 1; --offset) {
        int statementIndex = m_index + offset;
        if (statementIndex >= m_statementCount)
            statementIndex -= m_statementCount;
        const std::uint32_t *listsBegin = m_listsOf.data() + m_listsOfStart[std::size_t(statementIndex)];
        const std::uint32_t *listsEnd = m_listsOf.data() + m_listsOfStart[std::size_t(statementIndex) + 1];
        if (listsBegin == listsEnd)
            continue; // no prediction looks at it
        if (!m_pure[std::size_t(statementIndex)])
            break;
        const int condition = m_program.statements[std::size_t(statementIndex)].condition;
        bool holds = true;
        if (condition >= 0) {
            const int rootList = m_rootList[std::size_t(statementIndex)];
            if (rootList >= 0)
                holds = m_scanMemo[std::size_t(rootList)].holder >= 0;
            else
                holds = evaluate(condition, Scope{statementIndex, offset + 1, m_statementCount - 1, true, 0})
                        == Truth::True;
        }
        m_memoSlot[std::size_t(statementIndex)] = tick;
        m_memoTruth[std::size_t(statementIndex)] = holds ? 1 : 0;
        for (const std::uint32_t *list = listsBegin; list != listsEnd; ++list) {
            ScanMemo &memo = m_scanMemo[*list];
            memo.from = offset;
            if (holds)
                memo.holder = offset;
        }
    }
}

} // namespace Foulplay::Core::Cheat
