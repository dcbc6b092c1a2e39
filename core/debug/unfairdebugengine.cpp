#include "debug/unfairdebugengine.h"

#include "debug/condition.h"
#include "debug/languagedescriptor.h"

#include "debug/conditionnames.h"
#include "unfair/parser.h"

namespace Foulplay::Core::Debug {

namespace {

DebugLocation toLocation(const SourceRange &range, int statement)
{
    return {1, range.begin.line, range.begin.column, range.end.line, range.end.column, statement, -1};
}

QString number(const Decimal &value)
{
    return QString::fromStdString(value.toString());
}

} // namespace

const LanguageDescriptor &unfairLanguage()
{
    static const LanguageDescriptor language{
        Language::Unfair,
        QStringLiteral("unfair"),
        QStringLiteral("Unfair"),
        {QStringLiteral("unfair")},
        UnfairTraits::capabilities(),
        {DebugEventKind::CountReset, DebugEventKind::BigReset, DebugEventKind::Desync,
         DebugEventKind::Resync, DebugEventKind::FullReset},
        unfairVocabulary(),
        [] { return std::unique_ptr<DebugEngine>(std::make_unique<UnfairDebugEngine>()); },
    };
    return language;
}

Capabilities UnfairTraits::capabilities()
{
    Capabilities capabilities;
    capabilities.supportsLabels = true;
    capabilities.supportsStepOver = true;
    capabilities.supportsInput = true;
    return capabilities;
}

std::unique_ptr<Unfair::Engine> UnfairDebugEngine::createEngine(std::vector<Unfair::Program> programs,
                                                                const DebugSettings &settings,
                                                                InputSource *input, OutputSink *output)
{
    Unfair::Settings limits;
    if (settings.stepLimit > 0)
        limits.maxSteps = settings.stepLimit;
    return std::make_unique<Unfair::Engine>(std::move(programs.front()), limits, input, output);
}

DebugResult UnfairDebugEngine::result() const
{
    DebugResult result;
    result.language = Language::Unfair;
    result.tick = m_engine->tick();
    result.turn = m_engine->tick();
    const Unfair::State &state = m_engine->state();
    if (state.error) {
        result.reason = StopReason::Error;
        result.error = state.error->message;
    } else if (state.finished) {
        result.reason = StopReason::Finished;
    } else if (m_engine->finished()) {
        result.reason = StopReason::StepLimit;
        result.limit = m_engine->tick();
    } else {
        result.reason = StopReason::Step;
    }
    return result;
}

QList<DebugLocation> UnfairDebugEngine::locations() const
{
    const Unfair::State &state = m_engine->state();
    if (state.error)
        return {toLocation(state.error->range, int(state.next))};
    if (m_engine->finished() || state.next >= m_engine->program().statements.size())
        return {};
    return {toLocation(m_engine->currentLocation(), int(state.next))};
}

std::vector<CodeIndex> UnfairDebugEngine::statementsAt(int program, int line, int column) const
{
    std::vector<CodeIndex> found;
    if (program != 1)
        return found;
    for (std::uint32_t index : m_engine->program().statementsAt(line, column))
        found.push_back({1, int(index)});
    return found;
}

std::optional<CodeIndex> UnfairDebugEngine::labelStatement(const std::string &name) const
{
    if (auto index = m_engine->program().labelStatement(name))
        return CodeIndex{1, int(*index)};
    return std::nullopt;
}

std::optional<CodeIndex> UnfairDebugEngine::stepOverTarget() const
{
    const auto &statements = m_engine->program().statements;
    const auto next = std::uint32_t(m_engine->nextStatement().index);
    if (m_engine->finished() || next >= statements.size())
        return std::nullopt;
    switch (statements[next].kind) {
    case Unfair::StatementKind::Jump:
    case Unfair::StatementKind::JumpIfResets:
    case Unfair::StatementKind::JumpIfBigger:
    case Unfair::StatementKind::JumpIfSmaller:
        // Past the last sentence there is nothing to reach: the loop is stepped.
        if (next + 1 < statements.size())
            return CodeIndex{1, int(next + 1)};
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

QString UnfairDebugEngine::playerName(std::uint32_t player) const
{
    return QString::fromStdString(m_engine->playerName(player));
}

void UnfairDebugEngine::onEvent(const Unfair::Event &event)
{
    DebugEvent out;
    out.tick = event.tick;
    out.turn = event.tick;
    // Where the universes stand after it: the tree of universes is rebuilt from these.
    const Unfair::State &state = m_engine->state();
    const std::int64_t row = state.universes.empty() ? -1 : std::int64_t(state.actual().history.size()) - 1;
    switch (event.kind) {
    case Unfair::EventKind::Reset:
        out.data = Events::CountReset{playerName(event.player), number(event.previous), number(event.value)};
        break;
    case Unfair::EventKind::CountingNumberReset:
        out.data = Events::BigReset{playerName(event.player), number(event.value)};
        break;
    case Unfair::EventKind::DeSync: {
        const std::uint64_t steps
            = event.universe < state.universes.size() ? state.universes[event.universe].steps : 0;
        out.data = Events::Desync{playerName(event.player), event.universe, number(event.value), int(event.player),
                                  steps, row};
        break;
    }
    case Unfair::EventKind::ReSync:
        out.data = Events::Resync{playerName(event.player), playerName(event.other), event.universes,
                                  int(event.player), event.universe, row};
        break;
    case Unfair::EventKind::FullReset:
        out.data = Events::FullReset{playerName(event.player), row};
        break;
    default:
        return;
    }
    report(out);
}

std::optional<Decimal> UnfairDebugEngine::valueOf(const ValueRef &ref, std::string &reason) const
{
    Unfair::ValueName name;
    switch (ref.variable) {
    case Var::Tick:
    case Var::Turn:
        return Decimal::fromInt(std::int64_t(m_engine->tick()));
    case Var::Universes:
        return Decimal::fromInt(std::int64_t(m_engine->state().universes.size()));
    case Var::Count:
        name.kind = Unfair::ValueName::Kind::Count;
        break;
    case Var::ActualCount:
        name.kind = Unfair::ValueName::Kind::ActualCount;
        break;
    case Var::CountingNumber:
    case Var::RaisingNumber: {
        name.kind = ref.variable == Var::CountingNumber ? Unfair::ValueName::Kind::CountingNumber
                                                         : Unfair::ValueName::Kind::RaisingNumber;
        const std::optional<Decimal> player = Decimal::parse(ref.args.empty() ? "" : ref.args.front());
        if (!player) {
            reason = "not a player number";
            return std::nullopt;
        }
        name.player = *player;
        break;
    }
    default:
        reason = "not an Unfair value";
        return std::nullopt;
    }
    std::optional<Decimal> value = m_engine->valueOf(name);
    if (!value)
        reason = "the program never names Player " + (ref.args.empty() ? std::string() : ref.args.front());
    return value;
}

QList<DebugVariable> UnfairDebugEngine::variables() const
{
    using Kind = DebugVariable::Kind;
    QList<DebugVariable> lines;
    const Unfair::State &state = m_engine->state();
    lines.append({Kind::Tick, {}, QString::number(state.tick)});
    if (!state.universes.empty()) {
        lines.append({Kind::Count, {}, number(state.visible().count)});
        lines.append({Kind::ActualCount, {}, number(state.actual().count)});
    }
    lines.append({Kind::Universes, {}, QString::number(state.universes.size())});
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        const QString player = playerName(std::uint32_t(i));
        lines.append({Kind::CountingNumber, player, number(state.players[i].countingNumber)});
        lines.append({Kind::RaisingNumber, player, number(state.players[i].raisingNumber)});
    }
    return lines;
}

InputPrompt UnfairDebugEngine::inputPrompt() const
{
    return {InputPrompt::Kind::Number, {}};
}

} // namespace Foulplay::Core::Debug
