#include "unfair/engine.h"

#include "common/io.h"
#include "unfair/hints.h"

#include <algorithm>

namespace Foulplay::Core::Unfair {

namespace {

const Decimal Hundred = Decimal::fromInt(100);
const Decimal Five = Decimal::fromInt(5);
const Decimal One = Decimal::fromInt(1);
const Decimal Half = *Decimal::fromParts(5, 1);

// Rows of history every universe keeps beyond what a de-sync can reach, so
// the inspectors can draw the latest counts (their graph shows 4000 rows).
constexpr std::uint64_t InspectedRows = 8192;

// The rows a de-sync of this program can read: step 0 up to its largest
// distance. Known before the run, so history older than that is let go.
std::uint64_t historyReach(const Program &program)
{
    std::uint64_t reach = InspectedRows;
    for (const Statement &statement : program.statements) {
        if (statement.kind == StatementKind::DeSync)
            reach =
                std::max(reach, statement.amount() == std::uint64_t(-1) ? statement.amount() : statement.amount() + 1);
    }
    return reach;
}

State initialState(const Program &program)
{
    State state;
    state.players.reset(program.playerCount());
    state.universes = Universes(historyReach(program));
    return state;
}

} // namespace

std::size_t State::byteSize() const
{
    std::size_t bytes = players.byteSize() + universes.byteSize();
    if (error)
        bytes += error->message.byteSize();
    return bytes;
}

Engine::Engine(Program program, Settings settings, InputSource *input, OutputSink *output)
    : m_program(std::move(program))
    , m_settings(settings)
    , m_input(input)
    , m_output(output)
    , m_breakpoints(m_program.statements.size(), 0)
    , m_state(initialState(m_program))
{
}

bool Engine::finished() const
{
    return m_state.finished || m_state.error || (m_settings.maxSteps && m_state.tick >= *m_settings.maxSteps);
}

void Engine::restore(const Snapshot &snapshot)
{
    m_state = snapshot;
}

SourceRange Engine::currentLocation() const
{
    const auto &statements = m_program.statements;
    if (m_state.next < statements.size())
        return m_program.range(statements[m_state.next]);
    if (statements.empty())
        return {};
    const SourcePos end = m_program.range(statements.back()).end;
    return {end, end};
}

void Engine::setBreakpoints(std::span<const CodeIndex> statements)
{
    std::fill(m_breakpoints.begin(), m_breakpoints.end(), 0);
    m_hasBreakpoints = false;
    for (const CodeIndex &statement : statements) {
        if (statement.program == 1 && statement.index >= 0 && std::size_t(statement.index) < m_breakpoints.size()) {
            m_breakpoints[std::size_t(statement.index)] = 1;
            m_hasBreakpoints = true;
        }
    }
}

std::string Engine::playerName(std::uint32_t player) const
{
    return "Player " + std::string(m_program.playerNumber(player));
}

std::optional<Decimal> Engine::valueOf(const ValueName &name) const
{
    switch (name.kind) {
    case ValueName::Kind::Count:
        return m_state.universes.countOf(m_state.universes.size() - 1);
    case ValueName::Kind::ActualCount:
        return m_state.universes.countOf(0);
    case ValueName::Kind::CountingNumber:
    case ValueName::Kind::RaisingNumber:
        break;
    }
    const auto player = m_program.playerIndex(name.player);
    if (!player)
        return std::nullopt;
    const PlayerState &state = m_state.players[*player];
    return name.kind == ValueName::Kind::CountingNumber ? state.countingNumber : state.raisingNumber;
}

std::optional<Decimal> Engine::valueOf(std::string_view name) const
{
    const auto parsed = parseValueName(name);
    if (!parsed)
        return std::nullopt;
    return valueOf(*parsed);
}

StopReason Engine::step()
{
    return execute(1, false);
}

StopReason Engine::run(std::uint64_t maxTicks)
{
    return execute(maxTicks, true);
}

StopReason Engine::execute(std::uint64_t maxTicks, bool useBreakpoints)
{
    if (m_state.error)
        return StopReason::Error;
    const auto size = std::uint32_t(m_program.statements.size());
    if (m_state.finished || m_state.next >= size) {
        m_state.finished = true;
        return StopReason::Finished;
    }
    std::uint64_t budget = maxTicks;
    bool limited = false;
    if (m_settings.maxSteps) {
        if (m_state.tick >= *m_settings.maxSteps)
            return StopReason::StepLimit;
        const std::uint64_t left = *m_settings.maxSteps - m_state.tick;
        if (left <= budget) {
            budget = left;
            limited = true;
        }
    }
    m_stopRequested = false;
    const bool checkBreakpoints = useBreakpoints && m_hasBreakpoints;
    const Statement *statements = m_program.statements.data();
    for (std::uint64_t i = 0; i < budget; ++i) {
        if (checkBreakpoints && i > 0 && m_breakpoints[m_state.next])
            return StopReason::Breakpoint;
        const Statement &statement = statements[m_state.next];
        // The sentences of tight loops run here; the rest in runStatement().
        if (statement.kind == StatementKind::Count && !m_listener && m_state.universes.size() == 1) {
            PlayerState &player = m_state.players[statement.player];
            const auto sum = m_state.universes.singleCount().plus(player.countingNumber);
            if (sum && *sum < Hundred) {
                // no overflow and no reset: nothing else can happen
                m_state.universes.countSingle(*sum);
                player.mentioned = true;
                m_state.countReset = false;
                ++m_state.next;
                ++m_state.tick;
                ++m_state.ran[std::size_t(StatementKind::Count)];
                if (m_state.next >= size) {
                    m_state.finished = true;
                    return StopReason::Finished;
                }
                continue;
            }
        } else if (statement.kind == StatementKind::Jump && !m_listener) {
            m_state.next = std::uint32_t(statement.amount());
            ++m_state.tick;
            continue;
        } else if (statement.kind == StatementKind::Label) {
            ++m_state.next;
            ++m_state.tick;
            if (m_state.next >= size) {
                m_state.finished = true;
                return StopReason::Finished;
            }
            continue;
        }
        switch (runStatement(statement)) {
        case Outcome::Done:
            ++m_state.next;
            break;
        case Outcome::Jumped:
            break;
        case Outcome::InputNeeded:
            return StopReason::InputNeeded;
        case Outcome::EndOfInput:
            m_state.finished = true;
            return StopReason::Finished;
        case Outcome::Failed:
            return StopReason::Error;
        }
        ++m_state.tick;
        ++m_state.ran[std::size_t(statement.kind)];
        if (m_state.next >= size) {
            m_state.finished = true;
            return StopReason::Finished;
        }
        if (m_stopRequested) {
            m_stopRequested = false;
            return StopReason::Event;
        }
    }
    return limited ? StopReason::StepLimit : StopReason::Step;
}

Engine::Outcome Engine::runStatement(const Statement &statement)
{
    switch (statement.kind) {
    case StatementKind::Label:
        return Outcome::Done;
    case StatementKind::Count:
        return count(statement, m_state.universes.size()) ? Outcome::Done : Outcome::Failed;
    case StatementKind::Jump:
    case StatementKind::JumpIfResets:
    case StatementKind::JumpIfBigger:
    case StatementKind::JumpIfSmaller:
        if (!jumpIf(statement))
            return Outcome::Done;
        if (m_listener) {
            Event event;
            event.kind = EventKind::Jump;
            event.target = std::uint32_t(statement.amount());
            notify(std::move(event));
        }
        m_state.next = std::uint32_t(statement.amount());
        return Outcome::Jumped;
    case StatementKind::DeSync:
        return deSync(statement);
    case StatementKind::ReSync:
        return reSync(statement);
    case StatementKind::FullReset:
        fullReset(statement);
        return Outcome::Done;
    case StatementKind::Evaluate:
        evaluate(statement);
        return Outcome::Done;
    case StatementKind::Define:
        return define(statement);
    }
    return Outcome::Done;
}

void Engine::notify(Event event)
{
    event.tick = m_state.tick + 1;
    event.statement = m_state.next;
    m_listener->onEvent(event);
}

Engine::Outcome Engine::fail(const Statement &statement, Message message)
{
    m_state.error = RuntimeError{m_program.range(statement), std::move(message)};
    return Outcome::Failed;
}

bool Engine::count(const Statement &statement, std::size_t n)
{
    PlayerState &player = m_state.players[statement.player];
    const Decimal added = player.countingNumber;
    auto &universes = m_state.universes;

    // Check everything before changing anything: an overflow leaves the state
    // as it was, with the error pointing at this sentence.
    if (const auto u = universes.firstOverflow(added, n)) {
        fail(statement, {MessageCode::UnfairCountOverflow,
                         {universes.countOf(*u).toString(), added.toString(), std::to_string(Decimal::MaxDigits)}});
        return false;
    }
    // The visible universe after this count is the top one taking part.
    const bool visibleReset = *universes.countOf(n - 1).plus(added) >= Hundred;
    Decimal bumped = added;
    std::optional<Decimal> raised;
    if (visibleReset) [[unlikely]] {
        const auto sum = added.plus(player.raisingNumber);
        if (!sum) {
            fail(statement, {MessageCode::UnfairCountingOverflow, {playerName(statement.player)}});
            return false;
        }
        bumped = *sum;
        if (bumped > Hundred) {
            raised = player.raisingNumber.plus(Half);
            if (!raised) {
                fail(statement, {MessageCode::UnfairRaisingOverflow, {playerName(statement.player)}});
                return false;
            }
        }
    }

    universes.truncate(n);
    universes.count(added);
    player.mentioned = true;
    m_state.countReset = visibleReset;
    if (visibleReset) {
        player.countingNumber = bumped;
        if (raised) {
            for (PlayerState &other : m_state.players.own()) // the others have five
                other.countingNumber = Five;
            player.raisingNumber = *raised;
        }
    }

    if (m_listener) {
        Event event;
        event.kind = EventKind::Count;
        event.player = statement.player;
        event.value = added;
        event.universes = n;
        notify(event);
        if (visibleReset) {
            event.kind = EventKind::Reset;
            event.previous = added;
            event.value = bumped;
            notify(event);
            if (raised) {
                event.kind = EventKind::CountingNumberReset;
                event.previous = bumped;
                event.value = *raised;
                notify(event);
            }
        }
    }
    return true;
}

Engine::Outcome Engine::deSync(const Statement &statement)
{
    if (!count(statement, m_state.universes.size()))
        return Outcome::Failed;
    // Step 0 is the actual count right after this count; each earlier
    // counting statement is one step back.
    const Decimal past = m_state.actual().history.stepsBack(statement.amount());
    m_state.universes.push(past, statement.player, statement.amount(), m_state.tick + 1);
    if (m_listener) {
        Event event;
        event.kind = EventKind::DeSync;
        event.player = statement.player;
        event.value = past;
        event.universe = m_state.universes.size() - 1;
        event.ordinal = m_state.mistakeOrdinal(event.universe);
        notify(std::move(event));
    }
    return Outcome::Done;
}

Engine::Outcome Engine::reSync(const Statement &statement)
{
    auto &universes = m_state.universes;
    // Q's live mistakes, oldest first, are the universes Q made, bottom to top.
    const std::uint64_t seen = universes.liveMistakes(statement.other);
    const auto found = universes.mistake(statement.other, statement.amount() == 0 ? seen : statement.amount());
    if (!found) {
        const std::string who = playerName(statement.other);
        if (seen == 0)
            return fail(statement, {MessageCode::UnfairNoLiveMistake, {who}});
        // %4: the mistake's number without the English suffix, for other languages.
        return fail(statement,
                    {MessageCode::UnfairNoNthMistake,
                     {who, ordinal(statement.amount()), std::to_string(seen), std::to_string(statement.amount())}});
    }
    const std::uint64_t named = statement.amount() == 0 ? seen : statement.amount();
    const std::size_t removed = universes.size() - *found;
    // What the removed universes counted, while they are there to read.
    std::vector<std::vector<Decimal>> removedCounts;
    if (m_listener) {
        const std::size_t each = std::max<std::size_t>(1, Event::MaxRemovedCounts / removed);
        for (std::size_t u = *found; u < universes.size(); ++u) {
            const History history = universes[u].history;
            const std::size_t end = history.size();
            const std::size_t begin = std::max({history.firstKept(), end > each ? end - each : 0});
            std::vector<Decimal> &counts = removedCounts.emplace_back();
            counts.reserve(end - std::min(begin, end));
            for (std::size_t i = begin; i < end; ++i)
                counts.push_back(history.at(i));
        }
    }
    // The universes that stay count, and only then are the others removed,
    // so an overflow changes nothing.
    if (!count(statement, *found))
        return Outcome::Failed;
    if (m_listener) {
        Event event;
        event.removedCounts = std::move(removedCounts);
        event.kind = EventKind::ReSync;
        event.player = statement.player;
        event.other = statement.other;
        event.ordinal = named;
        event.universe = *found;
        event.universes = removed;
        notify(std::move(event));
    }
    return Outcome::Done;
}

void Engine::fullReset(const Statement &statement)
{
    m_state.universes = Universes(m_state.universes.reach());
    for (PlayerState &player : m_state.players.own()) { // the others have these numbers
        player.countingNumber = Five;
        player.raisingNumber = One;
    }
    m_state.players[statement.player].mentioned = true;
    m_state.countReset = false;
    if (m_listener) {
        Event event;
        event.kind = EventKind::FullReset;
        event.player = statement.player;
        notify(std::move(event));
    }
}

const Decimal &Engine::operand(const Operand &operand)
{
    switch (operand.kind) {
    case OperandKind::Count:
        break;
    case OperandKind::CountingNumber:
        m_state.players[operand.index].mentioned = true;
        return m_state.players[operand.index].countingNumber;
    case OperandKind::RaisingNumber:
        m_state.players[operand.index].mentioned = true;
        return m_state.players[operand.index].raisingNumber;
    case OperandKind::Literal:
        return m_program.constants[operand.index];
    }
    return m_state.universes.countOf(m_state.universes.size() - 1);
}

bool Engine::jumpIf(const Statement &statement)
{
    switch (statement.kind) {
    case StatementKind::JumpIfResets:
        return m_state.countReset;
    case StatementKind::JumpIfBigger:
        return operand(statement.left()) > operand(statement.right());
    case StatementKind::JumpIfSmaller:
        return operand(statement.left()) < operand(statement.right());
    default:
        return true;
    }
}

void Engine::evaluate(const Statement &statement)
{
    const std::string text = operand(statement.left()).toString() + '\n';
    if (m_output)
        m_output->write(text);
    if (m_listener) {
        Event event;
        event.kind = EventKind::OutputWritten;
        event.text = text;
        notify(std::move(event));
    }
}

Engine::Outcome Engine::define(const Statement &statement)
{
    std::string token;
    const auto status = m_input ? m_input->peek(0, token) : InputSource::Status::EndOfInput;
    if (status == InputSource::Status::Pending)
        return Outcome::InputNeeded;
    if (status == InputSource::Status::EndOfInput)
        return Outcome::EndOfInput;
    const auto value = Decimal::parse(token, true);
    if (!value)
        return fail(statement, inputProblem(token));
    m_input->consume(1);

    const Operand target = statement.left();
    switch (target.kind) {
    case OperandKind::Count: {
        // Only the visible universe changes, its history's latest entry too.
        m_state.universes.setVisible(*value);
        break;
    }
    case OperandKind::CountingNumber:
        m_state.players[target.index].countingNumber = *value;
        m_state.players[target.index].mentioned = true;
        break;
    case OperandKind::RaisingNumber:
        m_state.players[target.index].raisingNumber = *value;
        m_state.players[target.index].mentioned = true;
        break;
    case OperandKind::Literal:
        break;
    }
    if (m_listener) {
        Event event;
        event.kind = EventKind::InputRead;
        event.value = *value;
        event.text = token;
        if (target.kind != OperandKind::Count)
            event.player = target.index;
        notify(std::move(event));
    }
    return Outcome::Done;
}

} // namespace Foulplay::Core::Unfair
