#include "cheat/engine.h"

#include "common/io.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <utility>

namespace Foulplay::Core::Cheat {

namespace {

const Decimal hundred = Decimal::fromInt(100);

} // namespace

std::size_t Snapshot::byteSize() const
{
    std::size_t size = sizeof(Snapshot) + state.players.capacity() * sizeof(PlayerState)
                       + state.windows.size() * sizeof(CheatWindow) + state.lastRuns.capacity() * sizeof(SlotRecord);
    for (const CheatWindow &window : state.windows)
        size += window.preWinScores.capacity() * sizeof(Decimal);
    if (state.error)
        size += state.error->message.byteSize();
    return size;
}

Engine::Engine(Program program, Settings settings, InputSource *input, OutputSink *output)
    : m_program(std::move(program))
    , m_settings(settings)
    , m_input(input)
    , m_output(output)
    , m_statementCount(int(m_program.statements.size()))
{
    m_state.players.resize(m_program.players.size());
    m_state.lastRuns.resize(m_program.statements.size());
    indexPastLists();
    m_scanMemo.resize(m_program.lists.size());
    const std::uint64_t perTurn = std::uint64_t(m_statementCount);
    const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const auto cheating = [](const Statement &statement) {
        return statement.kind == StatementKind::Count && statement.cheats;
    };
    m_windowIndex.cheatsStart.assign(m_program.players.size() + 1, 0);
    for (const Statement &statement : m_program.statements) {
        if (cheating(statement))
            ++m_windowIndex.cheatsStart[std::size_t(statement.subject) + 1];
    }
    for (std::size_t p = 1; p < m_windowIndex.cheatsStart.size(); ++p)
        m_windowIndex.cheatsStart[p] += m_windowIndex.cheatsStart[p - 1];
    m_windowIndex.cheats.reserve(m_windowIndex.cheatsStart.back());
    // Per statement, its cheat, and per player its windows: only a program
    // that cheats pays for them.
    if (m_windowIndex.cheatsStart.back() > 0) {
        m_windowIndex.cheatOf.assign(m_program.statements.size(), -1);
        m_windowIndex.open.assign(m_program.players.size(), 0);
        m_windowIndex.winningUntil.assign(m_program.players.size(), 0);
    }
    m_windowIndex.cheatsOf.resize(m_windowIndex.cheatsStart.back());
    std::vector<std::uint32_t> next(m_windowIndex.cheatsStart.begin(), m_windowIndex.cheatsStart.end() - 1);
    for (int i = 0; i < m_statementCount; ++i) {
        const Statement &statement = m_program.statements[std::size_t(i)];
        if (!cheating(statement))
            continue;
        const std::uint64_t turns = m_program.windowTurns(statement);
        m_windowIndex.cheatOf[std::size_t(i)] = int(m_windowIndex.cheats.size());
        m_windowIndex.cheats.push_back({turns > max / perTurn ? max : turns * perTurn, {}});
        m_windowIndex.cheatsOf[next[std::size_t(statement.subject)]++] = i;
    }
    analysePredictions();
    // A program with no statements ends at once.
    if (m_statementCount == 0)
        m_state.status = RunStatus::Finished;
}

std::size_t Engine::byteSize() const
{
    const auto bytes = [](const auto &vector) { return vector.capacity() * sizeof(vector[0]); };
    std::size_t size = sizeof(Engine) + m_program.byteSize() + bytes(m_state.players) + bytes(m_state.lastRuns)
                       + bytes(m_windowIndex.cheatOf) + bytes(m_windowIndex.cheats) + bytes(m_windowIndex.expiries)
                       + bytes(m_windowIndex.open) + bytes(m_windowIndex.winningUntil) + bytes(m_windowIndex.cheatsOf)
                       + bytes(m_breakpoints) + bytes(m_memoSlot) + bytes(m_memoTruth) + bytes(m_scanMemo)
                       + bytes(m_hasPrediction) + bytes(m_pure) + bytes(m_listsOfStart) + bytes(m_listsOf)
                       + bytes(m_rootList) + bytes(m_lists) + bytes(m_pastListStart) + bytes(m_pastLists)
                       + bytes(m_actedIn) + bytes(m_wonIn) + bytes(m_frames) + bytes(m_valueFrames) + bytes(m_values)
                       + bytes(m_traces);
    size += bytes(m_windowIndex.cheatsStart);
    return size;
}

SourceRange Engine::currentLocation() const
{
    return m_statementCount ? m_program.range(m_program.statements[m_index]) : SourceRange{};
}

void Engine::restore(const Snapshot &snapshot)
{
    m_state = snapshot.state;
    countLastRuns();
    m_index = m_statementCount ? int(m_state.tick % std::uint64_t(m_statementCount)) : 0;
    m_stopRequested = false;
    std::fill(m_memoSlot.begin(), m_memoSlot.end(), std::numeric_limits<std::uint64_t>::max());
    std::fill(m_scanMemo.begin(), m_scanMemo.end(), ScanMemo{});
    rebuildWindowIndex();
    for (SlotTrace &trace : m_traces)
        trace = SlotTrace{};
    m_lastTraced = -1;
}

std::optional<Decimal> Engine::score(std::string_view player) const
{
    const int index = m_program.playerIndex(player);
    if (index < 0)
        return std::nullopt;
    return m_state.players[index].score;
}

std::optional<std::int64_t> Engine::wins(std::string_view player) const
{
    const int index = m_program.playerIndex(player);
    if (index < 0)
        return std::nullopt;
    return m_state.players[index].wins;
}

std::uint64_t Engine::slotsLeft(const CheatWindow &window) const
{
    return window.lastSlot >= m_state.tick ? window.lastSlot - m_state.tick + 1 : 0;
}

void Engine::setBreakpoints(std::span<const CodeIndex> statements)
{
    m_breakpoints.assign(m_program.statements.size(), 0);
    m_hasBreakpoints = false;
    for (const CodeIndex &statement : statements) {
        if (statement.program == 1 && statement.index >= 0 && statement.index < m_statementCount) {
            m_breakpoints[std::size_t(statement.index)] = 1;
            m_hasBreakpoints = true;
        }
    }
}

void Engine::setTracing(bool on)
{
    m_tracing = on;
    if (on)
        m_traces.resize(m_program.statements.size());
    else
        m_trace = nullptr;
}

void Engine::restoreTrace(const std::vector<SlotTrace> &traces)
{
    if (!m_tracing || traces.size() != m_traces.size())
        return;
    m_traces = traces;
    m_lastTraced = -1;
    for (std::size_t i = 0; i < m_traces.size(); ++i) {
        if (m_traces[i].ran && (m_lastTraced < 0 || m_traces[i].slot > m_traces[std::size_t(m_lastTraced)].slot))
            m_lastTraced = int(i);
    }
}

const SlotTrace *Engine::lastSlotTrace() const
{
    return m_lastTraced >= 0 && m_traces[m_lastTraced].ran ? &m_traces[m_lastTraced] : nullptr;
}

StopReason Engine::step()
{
    const StopReason reason = stepSlot();
    eraseClosedWindows();
    return reason;
}

StopReason Engine::stepSlot()
{
    if (m_state.status == RunStatus::Finished)
        return StopReason::Finished;
    if (m_state.status == RunStatus::Error)
        return StopReason::Error;
    if (m_state.tick >= m_settings.stepLimit)
        return StopReason::StepLimit;
    const StopReason reason = executeSlot();
    if (reason != StopReason::Step)
        return reason;
    if (m_stopRequested) {
        m_stopRequested = false;
        return StopReason::Event;
    }
    return m_state.tick >= m_settings.stepLimit ? StopReason::StepLimit : StopReason::Step;
}

StopReason Engine::run(std::uint64_t maxTicks)
{
    const StopReason reason = runSlots(maxTicks);
    eraseClosedWindows();
    return reason;
}

StopReason Engine::runSlots(std::uint64_t maxTicks)
{
    if (m_state.status != RunStatus::Running || maxTicks == 0)
        return maxTicks == 0 && m_state.status == RunStatus::Running ? StopReason::Step : stepSlot();
    const std::uint64_t limit = m_settings.stepLimit;
    for (std::uint64_t i = 0; i < maxTicks; ++i) {
        if (m_state.tick >= limit)
            return StopReason::StepLimit;
        if (m_hasBreakpoints && i > 0 && m_breakpoints[m_index])
            return StopReason::Breakpoint;
        const StopReason reason = executeSlot();
        if (reason != StopReason::Step) [[unlikely]]
            return reason;
        if (m_stopRequested) [[unlikely]] {
            m_stopRequested = false;
            return StopReason::Event;
        }
    }
    return m_state.tick >= limit ? StopReason::StepLimit : StopReason::Step;
}

StopReason Engine::stepTurn()
{
    StopReason reason = step();
    while (reason == StopReason::Step && m_index != 0)
        reason = step();
    return reason;
}

StopReason Engine::fail(SourceRange range, Message message)
{
    m_state.status = RunStatus::Error;
    m_state.error = RuntimeError{range, std::move(message)};
    m_abortReason = StopReason::Error;
    return StopReason::Error;
}

void Engine::notify(Event event)
{
    // The listener may look at the state: it sees only open windows.
    eraseClosedWindows();
    event.tick = m_state.tick;
    m_listener->onEvent(event);
}

StopReason Engine::executeSlot()
{
    const Statement &statement = m_program.statements[m_index];
    m_inputUsed = 0;
    if (m_tracing) {
        // A slot that stops for input or fails leaves the statement's
        // previous trace in place.
        m_trace = &m_slotTrace;
        m_trace->items.clear();
        m_trace->slot = m_state.tick;
        m_trace->statement = m_index;
        m_trace->ran = false;
        m_trace->hasCondition = statement.condition >= 0;
    }
    bool holds = true;
    if (!m_tracing && !m_hasPrediction.empty() && m_hasPrediction[m_index])
        sweepPredictions();
    if (statement.condition >= 0) {
        const Truth truth = evaluate(statement.condition, Scope{m_index, 1, m_statementCount - 1, false, 0});
        if (truth == Truth::Abort)
            return m_abortReason;
        holds = truth == Truth::True;
    }
    bool won = false;
    if (holds) {
        switch (statement.kind) {
        case StatementKind::Count:
            if (!count(statement, won))
                return StopReason::Error;
            break;
        case StatementKind::Call:
            call(statement);
            break;
        case StatementKind::Shout:
            if (m_output)
                m_output->write(m_state.players[statement.subject].score.toString() + '\n');
            if (m_listener)
                notify({0, EventKind::Shout, m_index, statement.subject, -1, m_state.players[statement.subject].score,
                        false, 0, 0});
            break;
        case StatementKind::Ask:
            if (const StopReason reason = ask(statement); reason != StopReason::Step)
                return reason;
            break;
        }
    }
    if (m_inputUsed > 0)
        m_input->consume(m_inputUsed);
    if (m_trace) {
        m_trace->ran = true;
        m_trace->acted = holds;
        std::swap(m_traces[m_index], m_slotTrace);
        m_lastTraced = m_index;
        m_trace = nullptr;
    }
    advance(holds, won);
    return m_state.status == RunStatus::Finished ? StopReason::Finished : StopReason::Step;
}

void Engine::advance(bool acted, bool won)
{
    setLastRun(m_index, SlotRecord{acted, won});
    m_state.actedThisTurn |= acted;
    ++m_state.tick;
    if (++m_index == m_statementCount) {
        m_index = 0;
        if (!m_state.actedThisTurn) {
            m_state.status = RunStatus::Finished;
            if (m_listener)
                notify({0, EventKind::End, -1, -1, -1, {}, false, 0, 0});
        }
        m_state.actedThisTurn = false;
    }
    if (m_state.tick > m_windowIndex.nextExpiry)
        pruneWindows();
}

void Engine::rebuildWindowIndex()
{
    m_windowIndex.closedFront = 0;
    for (WindowIndex::Cheat &cheat : m_windowIndex.cheats)
        cheat.closing.clear();
    std::fill(m_windowIndex.open.begin(), m_windowIndex.open.end(), 0);
    std::fill(m_windowIndex.winningUntil.begin(), m_windowIndex.winningUntil.end(), 0);
    m_windowIndex.expiries.clear();
    for (const CheatWindow &window : m_state.windows) {
        ++m_windowIndex.open[std::size_t(window.cheater)];
        if (window.winning)
            m_windowIndex.winningUntil[std::size_t(window.cheater)] =
                std::max(m_windowIndex.winningUntil[std::size_t(window.cheater)], window.lastSlot);
        if (window.lastSlot != std::numeric_limits<std::uint64_t>::max())
            m_windowIndex.closing(window.statement).push_back(window.slot);
    }
    for (int i = 0; i < int(m_windowIndex.cheatOf.size()); ++i) {
        if (m_windowIndex.cheatOf[std::size_t(i)] < 0)
            continue;
        const SlotQueue &closing = m_windowIndex.closing(i);
        if (!closing.empty())
            m_windowIndex.expiries.emplace_back(closing.front() + m_windowIndex.length(i), i);
    }
    std::make_heap(m_windowIndex.expiries.begin(), m_windowIndex.expiries.end(), std::greater<>());
    m_windowIndex.nextExpiry = m_windowIndex.expiries.empty() ? std::numeric_limits<std::uint64_t>::max()
                                                              : m_windowIndex.expiries.front().first;
}

std::uint64_t Engine::windowEnd() const
{
    const std::uint64_t length = m_windowIndex.length(m_index);
    const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    return length > max - m_state.tick ? max : m_state.tick + length;
}

// before: every player's score before a winning count, or nothing when an
// older open winning window of the cheater closes no earlier (see
// m_windowIndex.winningUntil).
void Engine::openWindow(const Statement &statement, bool won, std::vector<Decimal> before)
{
    const std::uint64_t slot = m_state.tick;
    const std::uint64_t lastSlot = windowEnd();
    const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const auto cheater = std::size_t(statement.subject);
    if (won)
        m_windowIndex.winningUntil[cheater] = std::max(m_windowIndex.winningUntil[cheater], lastSlot);
    m_state.windows.push_back(
        {statement.subject, m_index, slot, lastSlot, m_program.amount(statement), won, std::move(before)});
    ++m_windowIndex.open[cheater];
    if (lastSlot == max)
        return;
    SlotQueue &closing = m_windowIndex.closing(m_index);
    closing.push_back(slot);
    if (closing.size() == 1) {
        m_windowIndex.expiries.emplace_back(lastSlot, m_index);
        std::push_heap(m_windowIndex.expiries.begin(), m_windowIndex.expiries.end(), std::greater<>());
        m_windowIndex.nextExpiry = m_windowIndex.expiries.front().first;
    }
}

void Engine::pruneWindows()
{
    const std::uint64_t now = m_state.tick;
    while (!m_windowIndex.expiries.empty() && m_windowIndex.expiries.front().first < now) {
        const auto [lastSlot, statement] = m_windowIndex.expiries.front();
        std::pop_heap(m_windowIndex.expiries.begin(), m_windowIndex.expiries.end(), std::greater<>());
        m_windowIndex.expiries.pop_back();
        SlotQueue &closing = m_windowIndex.closing(statement);
        const std::uint64_t length = m_windowIndex.length(statement);
        // An entry left from before a catch emptied the queue is not its
        // first window's: that one has its own entry.
        if (closing.empty() || closing.front() + length != lastSlot)
            continue;
        while (!closing.empty() && closing.front() + length < now) {
            closeWindow(closing.front());
            closing.pop_front();
        }
        if (!closing.empty()) {
            m_windowIndex.expiries.emplace_back(closing.front() + length, statement);
            std::push_heap(m_windowIndex.expiries.begin(), m_windowIndex.expiries.end(), std::greater<>());
        }
    }
    m_windowIndex.nextExpiry = m_windowIndex.expiries.empty() ? std::numeric_limits<std::uint64_t>::max()
                                                              : m_windowIndex.expiries.front().first;
}

// Closes the open window of slot: the oldest is only counted out (erased
// with the others in eraseClosedWindows()), any other is erased now. Windows
// are in slot order, and one that closes is usually among the newest, so the
// search gallops from the back.
void Engine::closeWindow(std::uint64_t slot)
{
    auto &windows = m_state.windows;
    const auto first = windows.begin() + std::ptrdiff_t(m_windowIndex.closedFront);
    auto high = windows.end();
    std::size_t stride = 1;
    while (std::size_t(high - first) > stride && (high - std::ptrdiff_t(stride))->slot > slot) {
        high -= std::ptrdiff_t(stride);
        stride *= 2;
    }
    const auto low = std::size_t(high - first) > stride ? high - std::ptrdiff_t(stride) : first;
    const auto it =
        std::lower_bound(low, high, slot, [](const CheatWindow &window, std::uint64_t s) { return window.slot < s; });
    if (it == high || it->slot != slot)
        return;
    --m_windowIndex.open[std::size_t(it->cheater)];
    if (it == first) {
        ++m_windowIndex.closedFront;
        if (m_windowIndex.closedFront > 64 && m_windowIndex.closedFront > windows.size() - m_windowIndex.closedFront)
            eraseClosedWindows();
    } else {
        windows.erase(it);
    }
}

void Engine::eraseClosedFront()
{
    m_state.windows.erase(m_state.windows.begin(), m_state.windows.begin() + std::ptrdiff_t(m_windowIndex.closedFront));
    m_windowIndex.closedFront = 0;
}

bool Engine::count(const Statement &statement, bool &won)
{
    PlayerState &player = m_state.players[statement.subject];
    const Decimal amount = m_program.amount(statement);
    const std::optional<Decimal> total = player.score.plus(amount);
    if (!total) {
        fail(m_program.range(statement),
             {MessageCode::CheatScoreOverflow,
              {std::string(m_program.playerName(statement.subject)), std::to_string(Decimal::MaxDigits)}});
        return false;
    }
    if (m_listener)
        notify({0, EventKind::Count, m_index, statement.subject, -1, amount, false, 0, 0});
    std::vector<Decimal> before;
    if (*total >= hundred) {
        won = true;
        if (statement.cheats && m_windowIndex.winningUntil[std::size_t(statement.subject)] < windowEnd()) {
            before.reserve(m_state.players.size());
            for (const PlayerState &each : m_state.players)
                before.push_back(each.score);
        }
        for (PlayerState &each : m_state.players)
            each.score = Decimal();
        ++player.wins;
        for (int each = 0; each < int(m_state.players.size()); ++each)
            scored(each);
        winsChanged(statement.subject);
    } else {
        player.score = *total;
        scored(statement.subject);
    }
    if (statement.cheats) {
        openWindow(statement, won, std::move(before));
        if (m_listener)
            notify(
                {0, EventKind::Cheat, m_index, statement.subject, -1, amount, false, 0, m_windowIndex.length(m_index)});
    }
    if (won && m_listener)
        notify({0, EventKind::Win, m_index, statement.subject, -1, Decimal::fromInt(player.wins), false, 0, 0});
    return true;
}

bool Engine::call(const Statement &statement)
{
    bool caught = false;
    auto tryCatch = [&](int target) {
        if (!m_windowIndex.open.empty() && m_windowIndex.open[std::size_t(target)] > 0) {
            catchCheater(statement.subject, target, m_index);
            caught = true;
        }
    };
    if (statement.target() >= 0) {
        tryCatch(statement.target());
    } else {
        // Every other player, in order of first appearance.
        for (int target = 0; target < int(m_state.players.size()); ++target) {
            if (target != statement.subject)
                tryCatch(target);
        }
    }
    if (m_listener)
        notify({0, EventKind::Call, m_index, statement.subject, statement.target(), {}, caught, 0, 0});
    return caught;
}

void Engine::catchCheater(int caller, int cheater, int statement)
{
    eraseClosedWindows();
    const CheatWindow *earliestWin = nullptr;
    int revoked = 0;
    for (const CheatWindow &window : m_state.windows) {
        if (window.cheater != cheater || !window.winning)
            continue;
        ++revoked;
        if (!earliestWin || window.slot < earliestWin->slot)
            earliestWin = &window;
        // The revoked win no longer matches "won" in the last turn.
        if (window.slot + std::uint64_t(m_statementCount) >= m_state.tick)
            setLastRun(window.statement, SlotRecord{m_state.lastRuns[window.statement].acted, false});
    }
    if (earliestWin) {
        for (int player = 0; player < int(m_state.players.size()); ++player) {
            if (player != cheater)
                m_state.players[player].score = earliestWin->preWinScores[player];
        }
        m_state.players[cheater].wins -= revoked;
        m_state.players[cheater].revokedWins += revoked;
    }
    m_state.players[cheater].score = Decimal();
    for (int player = 0; player < int(m_state.players.size()); ++player) {
        if (player == cheater || earliestWin)
            scored(player);
    }
    if (earliestWin)
        winsChanged(cheater);
    std::erase_if(m_state.windows, [cheater](const CheatWindow &window) { return window.cheater == cheater; });
    m_windowIndex.open[std::size_t(cheater)] = 0;
    m_windowIndex.winningUntil[std::size_t(cheater)] = 0;
    for (std::uint32_t c = m_windowIndex.cheatsStart[std::size_t(cheater)];
         c < m_windowIndex.cheatsStart[std::size_t(cheater) + 1]; ++c)
        m_windowIndex.closing(m_windowIndex.cheatsOf[c]).clear();
    if (m_windowIndex.expiries.size() > 2 * std::size_t(m_statementCount) + 16)
        rebuildWindowIndex();
    if (m_output)
        m_output->write("Cheat, " + std::string(m_program.playerName(cheater)) + ".\n");
    if (m_listener)
        notify({0, EventKind::Caught, statement, caller, cheater, {}, true, revoked, 0});
}

StopReason Engine::ask(const Statement &statement)
{
    std::string token;
    const InputSource::Status status = m_input ? m_input->peek(m_inputUsed, token) : InputSource::Status::EndOfInput;
    if (status == InputSource::Status::Pending)
        return StopReason::InputNeeded;
    if (status == InputSource::Status::EndOfInput) {
        // End of input ends the program normally, at this slot.
        if (m_inputUsed > 0)
            m_input->consume(m_inputUsed);
        m_state.status = RunStatus::Finished;
        return StopReason::Finished;
    }
    const std::optional<Decimal> number = Decimal::parse(token, true);
    if (!number)
        return fail(m_program.range(statement), inputProblem(token));
    ++m_inputUsed;
    m_state.players[statement.subject].score = *number;
    scored(statement.subject);
    if (m_listener)
        notify({0, EventKind::Ask, m_index, statement.subject, -1, *number, false, 0, 0});
    return StopReason::Step;
}

} // namespace Foulplay::Core::Cheat
