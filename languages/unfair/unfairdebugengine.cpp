#include "languages/unfair/unfairdebug.h"

#include "debug/condition.h"
#include "debug/engineadapter.h"
#include "debug/languagedescriptor.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <memory>
#include <optional>

namespace Foulplay::Core::Debug {

namespace {

// The language facts EngineAdapter needs for Unfair.
struct UnfairTraits {
    using Engine = Unfair::Engine;
    static constexpr Language language = Language::Unfair;
    static constexpr Capabilities capabilities{.supportsLabels = true, .supportsStepOver = true, .supportsInput = true};
    static Unfair::ParseResult parse(std::string_view source) { return Unfair::parse(source); }
    static ProgramFacts facts(const Unfair::Program &program)
    {
        ProgramFacts facts;
        for (const std::uint32_t label : program.labels())
            facts.labels.append(QString::fromStdString(std::string(program.labelName(program.statements[label]))));
        for (std::uint32_t player = 0; player < program.playerCount(); ++player) {
            const std::string_view number = program.playerNumber(player);
            facts.players.append(QString::fromLatin1(number.data(), qsizetype(number.size())));
            facts.playerNames.append(QStringLiteral("Player %1").arg(facts.players.back()));
        }
        return facts;
    }
};

// The DebugEngine of Unfair: a tick is a sentence; turns are ticks.
class UnfairDebugEngine final : public EngineAdapter<UnfairTraits> {
public:
    std::uint64_t turn() const override { return m_engine->tick(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override
    {
        return target > m_engine->tick() ? target - m_engine->tick() : 0;
    }
    QList<DebugLocation> locations() const override;
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    std::optional<CodeIndex> labelStatement(const std::string &name) const override;
    // A jump: the sentence after it (reached when the loop is left).
    std::optional<CodeIndex> stepOverTarget() const override;
    // Every value changes only in the ticks of sentences that count, sync,
    // reset or define; the universes only in those that sync or reset.
    std::optional<std::uint64_t> changeKinds(const ValueRef &ref) const override;
    std::vector<CodeIndex> statementsOfKinds(std::uint64_t kinds) const override;
    std::uint64_t ticksOfKinds(const EngineState *state, std::uint64_t kinds) const override;
    // Who counts, de-syncs or re-syncs; whose number Define and Evaluate set.
    int nextPlayer() const override
    {
        const auto &statements = m_engine->program().statements;
        const std::size_t next = std::size_t(m_engine->nextStatement().index);
        if (m_engine->finished() || next >= statements.size())
            return -1;
        const Unfair::Statement &statement = statements[next];
        switch (statement.kind) {
        case Unfair::StatementKind::Count:
        case Unfair::StatementKind::DeSync:
        case Unfair::StatementKind::ReSync:
        case Unfair::StatementKind::FullReset:
            return int(statement.player);
        case Unfair::StatementKind::Define:
        case Unfair::StatementKind::Evaluate:
            return statement.leftKind == Unfair::OperandKind::Count ? -1 : int(statement.player);
        default:
            return -1;
        }
    }
    InputPrompt inputPrompt() const override
    {
        return {InputPrompt::Kind::Number,
                {},
                QT_TRANSLATE_NOOP("Foulplay::Core::Debug::UnfairDebugEngine", "the program asks for a number"),
                "Foulplay::Core::Debug::UnfairDebugEngine"};
    }

protected:
    std::unique_ptr<Unfair::Engine> createEngine(std::vector<Unfair::Program> programs, const DebugSettings &settings,
                                                 InputSource *input, OutputSink *output) override
    {
        Unfair::Settings limits;
        if (settings.stepLimit > 0)
            limits.maxSteps = settings.stepLimit;
        return std::make_unique<Unfair::Engine>(std::move(programs.front()), limits, input, output);
    }
    void describeEnd(DebugResult &result) const override;
    std::optional<Decimal> languageValue(const ValueRef &ref, ConditionError &why) const override;

private:
    void onEvent(const Unfair::Event &event) override;
    QString playerName(std::uint32_t player) const { return QString::fromStdString(m_engine->playerName(player)); }
};

QString number(const Decimal &value)
{
    return QString::fromStdString(value.toString());
}

} // namespace

const LanguageDescriptor &unfairLanguage()
{
    // The kinds' names were worded by the debug layer, their words by the
    // adapter: the translations keep those contexts.
    static const LanguageDescriptor language = [] {
        constexpr const char *Kind = "Foulplay::Core::Debug::Text";
        constexpr const char *Word = "Foulplay::Core::Debug::UnfairDebugEngine";
        QList<EventName> events = {
            eventNamed(UnfairEvent::CountReset, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "count reset"),
                       Word,
                       QT_TRANSLATE_NOOP("Foulplay::Core::Debug::UnfairDebugEngine",
                                         "%1 resets the count; CN %2 -> %3"),
                       0x969696),
            eventNamed(UnfairEvent::BigReset, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "CN > 100 reset"),
                       Word,
                       QT_TRANSLATE_NOOP("Foulplay::Core::Debug::UnfairDebugEngine",
                                         "%1's CN passed 100: every CN is 5, RN %2"),
                       0xc83c28),
            eventNamed(UnfairEvent::Desync, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "de-sync"), Word,
                       QT_TRANSLATE_NOOP("Foulplay::Core::Debug::UnfairDebugEngine",
                                         "%1 de-syncs: universe %2 with count %3"),
                       0x286edc),
            eventNamed(UnfairEvent::Resync, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "re-sync"), Word,
                       QT_TRANSLATE_N_NOOP("Foulplay::Core::Debug::UnfairDebugEngine",
                                           "%1 re-syncs from %2's mistake: %n universe(s) removed"),
                       0x1ea050),
            eventNamed(UnfairEvent::FullReset, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "full reset"),
                       Word, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::UnfairDebugEngine", "%1 resets everything"),
                       0x963cbe),
        };
        events[3].count = 1; // %n: the universes removed (b)
        return describe<UnfairDebugEngine>(QStringLiteral("unfair"), QStringLiteral("Unfair"), unfairVocabulary(),
                                           std::move(events));
    }();
    return language;
}

void UnfairDebugEngine::describeEnd(DebugResult &result) const
{
    if (m_engine->state().finished) {
        result.reason = StopReason::Finished;
        result.summary = {MessageCode::UnfairFinished, {std::to_string(result.tick)}};
        result.summarySaysFinished = true;
    } else {
        result.reason = StopReason::StepLimit;
        result.limit = m_engine->tick();
        result.summary = {MessageCode::UnfairStepLimit, {std::to_string(result.limit)}};
    }
}

QList<DebugLocation> UnfairDebugEngine::locations() const
{
    const Unfair::State &state = m_engine->state();
    if (state.error)
        return {locationAt(state.error->range, int(state.next))};
    if (m_engine->finished() || state.next >= m_engine->program().statements.size())
        return {};
    return {locationAt(m_engine->currentLocation(), int(state.next))};
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

namespace {

constexpr std::uint64_t bit(Unfair::StatementKind kind)
{
    return std::uint64_t(1) << unsigned(kind);
}

constexpr std::uint64_t Syncs =
    bit(Unfair::StatementKind::DeSync) | bit(Unfair::StatementKind::ReSync) | bit(Unfair::StatementKind::FullReset);
constexpr std::uint64_t Writers = Syncs | bit(Unfair::StatementKind::Count) | bit(Unfair::StatementKind::Define);

static_assert(std::size_t(Unfair::StatementKind::Define) < std::tuple_size_v<decltype(Unfair::State::ran)>);

} // namespace

std::optional<std::uint64_t> UnfairDebugEngine::changeKinds(const ValueRef &ref) const
{
    switch (ref.variable) {
    case Var::Universes:
        return Syncs;
    case Var::Count:
    case Var::ActualCount:
    case Var::UniverseCount:
    case Var::CountingNumber:
    case Var::RaisingNumber:
        // A count changes every universe taking part and may reset every
        // counting number; a sync counts too; Define sets the count or a number.
        return Writers;
    default:
        return std::nullopt; // tick and turn: every tick
    }
}

std::vector<CodeIndex> UnfairDebugEngine::statementsOfKinds(std::uint64_t kinds) const
{
    std::vector<CodeIndex> found;
    const auto &statements = m_engine->program().statements;
    for (std::size_t i = 0; i < statements.size(); ++i) {
        if (kinds & bit(statements[i].kind))
            found.push_back({1, int(i)});
    }
    return found;
}

std::uint64_t UnfairDebugEngine::ticksOfKinds(const EngineState *state, std::uint64_t kinds) const
{
    const Unfair::State *own = &m_engine->state();
    if (state) {
        const auto *kept = dynamic_cast<const EngineStateOf<Unfair::Snapshot> *>(state);
        if (!kept)
            return 0;
        own = &kept->value();
    }
    std::uint64_t ticks = 0;
    for (std::size_t kind = 0; kind < own->ran.size(); ++kind) {
        if (kinds & (std::uint64_t(1) << kind))
            ticks += own->ran[kind];
    }
    return ticks;
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

void UnfairDebugEngine::onEvent(const Unfair::Event &event)
{
    DebugEvent out;
    out.tick = event.tick;
    out.turn = event.tick;
    out.a = int(event.player);
    // Where the universes stand after it: the tree of universes is rebuilt from these.
    const Unfair::State &state = m_engine->state();
    const auto change = [&state] {
        auto made = std::make_shared<Events::UniverseChange>();
        made->row = state.universes.empty() ? -1 : std::int64_t(state.actual().history.size()) - 1;
        return made;
    };
    switch (event.kind) {
    case Unfair::EventKind::Reset:
        out.kind = UnfairEvent::CountReset;
        out.values = {playerName(event.player), number(event.previous), number(event.value)};
        break;
    case Unfair::EventKind::CountingNumberReset:
        out.kind = UnfairEvent::BigReset;
        out.values = {playerName(event.player), number(event.value)};
        break;
    case Unfair::EventKind::DeSync: {
        out.kind = UnfairEvent::Desync;
        out.values = {playerName(event.player), QString::number(event.universe), number(event.value)};
        auto desync = change();
        desync->player = int(event.player);
        desync->universe = event.universe;
        desync->steps = event.universe < state.universes.size() ? state.universes[event.universe].steps : 0;
        out.detail = std::move(desync);
        break;
    }
    case Unfair::EventKind::ReSync: {
        out.kind = UnfairEvent::Resync;
        out.b = int(std::min<std::uint64_t>(event.universes, std::numeric_limits<int>::max()));
        out.values = {playerName(event.player), playerName(event.other)};
        auto resync = change();
        resync->player = int(event.player);
        resync->universe = event.universe;
        resync->removed = event.universes;
        if (!event.removedCounts.empty())
            resync->counts = std::make_shared<const std::vector<std::vector<Decimal>>>(event.removedCounts);
        out.detail = std::move(resync);
        break;
    }
    case Unfair::EventKind::FullReset:
        out.kind = UnfairEvent::FullReset;
        out.values = {playerName(event.player)};
        out.detail = change();
        break;
    default:
        return;
    }
    report(out);
}

std::optional<Decimal> UnfairDebugEngine::languageValue(const ValueRef &ref, ConditionError &why) const
{
    Unfair::ValueName name;
    switch (ref.variable) {
    case Var::Universes:
        return Decimal::fromInt(std::int64_t(m_engine->state().universes.size()));
    case Var::UniverseCount: {
        const auto &universes = m_engine->state().universes;
        const std::uint64_t universe = ref.args.empty() ? 0 : std::strtoull(ref.args.front().c_str(), nullptr, 10);
        if (universe >= universes.size()) {
            why.code = ConditionError::Code::Gone; // the name is the caller's
            return std::nullopt;
        }
        return universes.countOf(std::size_t(universe));
    }
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
            why.code = ConditionError::Code::NoSuchPlayer;
            why.args = {QString::fromStdString(ref.args.empty() ? std::string() : ref.args.front())};
            return std::nullopt;
        }
        name.player = *player;
        break;
    }
    default:
        return std::nullopt; // not an Unfair name: why's NoValue
    }
    std::optional<Decimal> value = m_engine->valueOf(name);
    if (!value) {
        why.code = ConditionError::Code::NoSuchPlayer;
        why.args = {QString::fromStdString(ref.args.empty() ? std::string() : ref.args.front())};
    }
    return value;
}

} // namespace Foulplay::Core::Debug
