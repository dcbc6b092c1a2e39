#include "languages/cheat/cheatenginestate.h"
#include "languages/cheat/cheatdebug.h"
#include "debug/condition.h"
#include "debug/engineadapter.h"
#include "debug/languagedescriptor.h"

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Core::Debug {

namespace {

// The players' names of program, in the order of their indices.
QStringList playerNamesOf(const Cheat::Program &program)
{
    QStringList names;
    names.reserve(qsizetype(program.players.size()));
    for (std::size_t player = 0; player < program.players.size(); ++player) {
        const std::string_view name = program.playerName(int(player));
        names.append(QString::fromUtf8(name.data(), qsizetype(name.size())));
    }
    return names;
}

// The language facts EngineAdapter needs for Cheat.
struct CheatTraits {
    using Engine = Cheat::Engine;
    static constexpr Language language = Language::Cheat;
    static constexpr Capabilities capabilities{.supportsTurns = true, .supportsInput = true};
    static Cheat::ParseResult parse(std::string_view source) { return Cheat::parse(source); }
    static ProgramFacts facts(const Cheat::Program &program)
    {
        ProgramFacts facts;
        facts.players = playerNamesOf(program);
        facts.playerNames = facts.players;
        return facts;
    }
};

// The DebugEngine of Cheat: ticks are slots, a turn runs every statement
// once. After every call the turn's evaluation trace is complete (each
// statement's latest slot); snapshot() carries it (a CheatEngineState) and
// restore() puts it back. A long run() traces only its last turn; when it
// stops early, the slots it ran are run again traced on a second engine.
class CheatDebugEngine final : public EngineAdapter<CheatTraits> {
public:
    StopReason run(std::uint64_t maxTicks) override;
    std::uint64_t turn() const override { return m_engine->turn(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override;
    bool finished() const override
    {
        return m_engine->finished() || (m_stepLimit > 0 && m_engine->tick() >= m_stepLimit);
    }

    std::shared_ptr<const EngineState> snapshot() const override;
    void restore(const EngineState &state) override;

    QList<DebugLocation> locations() const override;
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    void setCodeBreakpoints(std::span<const CodeIndex> marks) override;

    InputPrompt inputPrompt() const override;
    std::shared_ptr<const QStringList> playerNames() const override { return m_sharedNames; }
    // A player's score and wins change only in a slot the engine sees set
    // them (a count, a caught cheat, an answer): it counts those slots per
    // player and stops after one that was watched. The open windows and the
    // turn change as slots pass: every tick.
    std::optional<std::uint64_t> changeKinds(const ValueRef &ref) const override
    {
        if (ref.variable != Var::Score && ref.variable != Var::Wins)
            return std::nullopt;
        const int player = m_engine->program().playerIndex(ref.args.empty() ? std::string() : ref.args.front());
        if (player < 0)
            return 0; // no such player: never a value
        return ref.variable == Var::Score ? Cheat::Engine::scoreBit(player) : Cheat::Engine::winsBit(player);
    }
    std::uint64_t ticksOfKinds(const EngineState *state, std::uint64_t kinds) const override
    {
        const Cheat::State *own = &m_engine->state();
        if (state) {
            const auto *kept = dynamic_cast<const EngineStateOf<Cheat::Snapshot> *>(state);
            if (!kept)
                return 0;
            own = &kept->value().state;
        }
        std::uint64_t ticks = 0;
        for (std::size_t player = 0; player < own->players.size(); ++player) {
            if (kinds & Cheat::Engine::scoreBit(int(player)))
                ticks += own->players[player].scoreChanges;
            if (kinds & Cheat::Engine::winsBit(int(player)))
                ticks += own->players[player].winsChanges;
        }
        return ticks;
    }
    void watchKinds(std::uint64_t kinds) override { m_engine->watchPlayers(kinds); }
    // The slot just run: the statement before the next one.
    DebugLocation lastTickLocation() const override
    {
        const auto &statements = m_engine->program().statements;
        if (statements.empty() || m_engine->tick() == 0)
            return {};
        const std::size_t index = std::size_t((m_engine->tick() - 1) % statements.size());
        return locationAt(m_engine->program().range(statements[index]), int(index));
    }
    int lastTickPlayer() const override
    {
        const auto &statements = m_engine->program().statements;
        if (statements.empty() || m_engine->tick() == 0)
            return -1;
        return statements[std::size_t((m_engine->tick() - 1) % statements.size())].subject;
    }
    int nextPlayer() const override
    {
        const int next = m_engine->nextStatement().index;
        const auto &statements = m_engine->program().statements;
        if (next < 0 || std::size_t(next) >= statements.size() || m_engine->finished())
            return -1;
        return statements[std::size_t(next)].subject;
    }

protected:
    std::unique_ptr<Cheat::Engine> createEngine(std::vector<Cheat::Program> programs, const DebugSettings &settings,
                                                InputSource *input, OutputSink *output) override;
    void describeEnd(DebugResult &result) const override;
    std::optional<Decimal> languageValue(const ValueRef &ref, ConditionError &why) const override;

private:
    // Passes input through, keeping the tokens consumed since clear().
    class InputTap final : public InputSource {
    public:
        InputSource *source = nullptr;
        bool recording = false;
        std::string consumed; // space-separated, while recording
        Status peek(std::size_t index, std::string &token) override { return source->peek(index, token); }
        void consume(std::size_t count) override;
    };

    void onEvent(const Cheat::Event &event) override;
    QString playerName(int player) const
    {
        return player >= 0 && std::size_t(player) < m_names.size() ? m_names[std::size_t(player)] : QString();
    }
    // Makes the trace complete after an untraced run from start stopped early.
    void retrace(const Cheat::Snapshot &start);

    std::unique_ptr<Cheat::Engine> m_retracer; // replays slots traced, without output or events
    InputTap m_input;
    TextInput m_replayInput;
    std::vector<char> m_marked;                       // per statement: a code breakpoint
    std::vector<QString> m_names;                     // the players'
    std::shared_ptr<const QStringList> m_sharedNames; // the same, for playerNames()
    std::uint64_t m_statements = 1;                   // a turn's slots
    // The turn of the last event and its first slot: events come in slot
    // order, so the division is done once a turn, not once an event.
    std::uint64_t m_eventTurn = 0;
    std::uint64_t m_eventTurnStart = 0;
    // The trace copied for the last snapshot, reused while the tick stays.
    mutable std::shared_ptr<const CheatTurnTrace> m_traceCopy;
    mutable std::uint64_t m_traceTick = 0;
    std::uint64_t m_stepLimit = 0;
};

} // namespace

const LanguageDescriptor &cheatLanguage()
{
    // The kinds' names were worded by the debug layer, their words by the
    // adapter: the translations keep those contexts.
    static const LanguageDescriptor language = [] {
        constexpr const char *Kind = "Foulplay::Core::Debug::Text";
        constexpr const char *Word = "Foulplay::Core::Debug::CheatDebugEngine";
        const auto event = [](DebugEventKind kind, const char *name, const char *words, std::uint32_t colour) {
            return eventNamed(kind, Kind, name, Word, words, colour);
        };
        QList<EventName> events = {
            event(CheatEvent::Count, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "count"), nullptr, 0x646464),
            event(CheatEvent::CheatCommitted, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "cheat committed"),
                  nullptr, 0xeb9628),
            event(CheatEvent::ValidCall, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "valid call"),
                  QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 catches %2"), 0xd22828),
            event(CheatEvent::InvalidCall, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "invalid call"),
                  QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine",
                                    "%1 calls cheat on %2, who did not cheat"),
                  0x8c8c8c),
            event(CheatEvent::Win, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "win"),
                  QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 wins"), 0x1ea050),
            event(CheatEvent::WinRevoked, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "win revoked"),
                  QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1's win is revoked"), 0x781e1e),
            event(CheatEvent::Shout, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "shout"),
                  QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 shouts %2"), 0x1496a0),
            event(CheatEvent::Ask, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "ask"),
                  QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 asks and reads %2"), 0x286edc),
        };
        // Counts, cheats and calls come with nearly every slot, as numbers
        // (onEvent()); a call's caller and callee are players. A count comes
        // every turn: too many to mark.
        for (qsizetype i = 0; i < 4; ++i)
            events[i].compact = true;
        events[0].frequent = true;
        events[0].onTimeline = false;
        events[2].players = events[3].players = "ac";
        events[3].wordsIfLastEmpty =
            QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 calls cheat and catches nobody");
        return describe<CheatDebugEngine>(QStringLiteral("cheat"), QStringLiteral("Cheat"), cheatVocabulary(),
                                          std::move(events));
    }();
    return language;
}

std::unique_ptr<Cheat::Engine> CheatDebugEngine::createEngine(std::vector<Cheat::Program> programs,
                                                              const DebugSettings &settings, InputSource *input,
                                                              OutputSink *output)
{
    Cheat::Program &program = programs.front();
    Cheat::Settings limits;
    m_stepLimit = settings.stepLimit;
    if (settings.stepLimit > 0)
        limits.stepLimit = settings.stepLimit;
    m_input.source = input;
    m_input.consumed.clear();
    m_marked.clear();
    const QStringList names = playerNamesOf(program);
    m_names.assign(names.begin(), names.end());
    m_sharedNames = std::make_shared<const QStringList>(names);
    m_retracer = std::make_unique<Cheat::Engine>(program, Cheat::Settings{}, &m_replayInput);
    m_statements = std::max<std::uint64_t>(1, program.statements.size());
    m_eventTurn = m_eventTurnStart = 0;
    m_retracer->setTracing(true);
    auto engine = std::make_unique<Cheat::Engine>(std::move(program), limits, input ? &m_input : nullptr, output);
    engine->setTracing(true);
    m_traceCopy.reset();
    return engine;
}

void CheatDebugEngine::InputTap::consume(std::size_t count)
{
    std::string token;
    for (std::size_t i = 0; recording && i < count; ++i) {
        source->peek(i, token);
        consumed += token;
        consumed += ' ';
    }
    source->consume(count);
}

StopReason CheatDebugEngine::run(std::uint64_t maxTicks)
{
    // Tracing every slot makes a run about 2.5 times slower, and only the last turn's
    // slots are shown: run untraced up to the last turn, then traced.
    const std::uint64_t turn = m_engine->program().statements.size();
    if (turn == 0 || maxTicks <= 2 * turn)
        return m_engine->run(maxTicks);
    const Cheat::Snapshot start = m_engine->snapshot();
    m_input.consumed.clear();
    m_input.recording = true;
    m_engine->setTracing(false);
    StopReason reason = m_engine->run(maxTicks - turn);
    m_engine->setTracing(true);
    if (reason == StopReason::Step) {
        // The second run() would pass a marked statement as its first slot.
        const int next = m_engine->nextStatement().index;
        if (next >= 0 && std::size_t(next) < m_marked.size() && m_marked[std::size_t(next)])
            reason = StopReason::Breakpoint;
        else
            reason = m_engine->run(turn);
    }
    m_input.recording = false;
    if (m_engine->tick() - start.state.tick < maxTicks)
        retrace(start);
    return reason;
}

void CheatDebugEngine::retrace(const Cheat::Snapshot &start)
{
    // An early stop (breakpoint, event, input, end) left slots of the last
    // turn untraced: run the slots since start again, with the input they
    // read. Stopped within the untraced part, the trace is still start's.
    const std::uint64_t count = m_engine->tick() - start.state.tick;
    m_retracer->restore(start);
    m_retracer->restoreTrace(m_engine->turnTrace());
    m_replayInput.consume(m_replayInput.available());
    m_replayInput.append(m_input.consumed);
    m_retracer->run(count);
    m_engine->restoreTrace(m_retracer->turnTrace());
}

std::uint64_t CheatDebugEngine::ticksBeforeTurn(std::uint64_t target) const
{
    const std::uint64_t statements = m_engine->program().statements.size();
    if (statements == 0 || target > std::numeric_limits<std::uint64_t>::max() / statements)
        return 0;
    const std::uint64_t start = target * statements;
    return start > m_engine->tick() ? start - m_engine->tick() : 0;
}

void CheatDebugEngine::describeEnd(DebugResult &result) const
{
    if (m_engine->finished()) {
        result.reason = StopReason::Finished;
        result.summary = {MessageCode::CheatFinished, {std::to_string(result.tick)}};
        result.summarySaysFinished = true;
    } else {
        result.reason = StopReason::StepLimit;
        result.limit = m_stepLimit;
        result.summary = {MessageCode::CheatStepLimit, {std::to_string(result.limit)}};
    }
}

std::shared_ptr<const EngineState> CheatDebugEngine::snapshot() const
{
    // Every slot changes the trace, so one copy serves all snapshots of a tick.
    if (!m_traceCopy || m_traceTick != m_engine->tick()) {
        m_traceCopy = std::make_shared<const CheatTurnTrace>(m_engine->turnTrace());
        m_traceTick = m_engine->tick();
    }
    return std::make_shared<CheatEngineState>(m_engine->tick(), m_engine->snapshot(), m_traceCopy);
}

void CheatDebugEngine::restore(const EngineState &state)
{
    auto *cheat = dynamic_cast<const EngineStateOf<Cheat::Snapshot> *>(&state);
    if (!cheat)
        return;
    m_engine->restore(cheat->value());
    m_traceCopy.reset();
    auto *traced = dynamic_cast<const CheatEngineState *>(&state);
    if (traced && traced->turnTrace()) {
        m_engine->restoreTrace(*traced->turnTrace());
        m_traceCopy = traced->turnTrace();
        m_traceTick = m_engine->tick();
    }
}

QList<DebugLocation> CheatDebugEngine::locations() const
{
    if (m_engine->error())
        return {locationAt(m_engine->error()->range, m_engine->nextStatement().index)};
    const int next = m_engine->nextStatement().index;
    if (next < 0 || m_engine->finished())
        return {};
    return {locationAt(m_engine->currentLocation(), next)};
}

std::vector<CodeIndex> CheatDebugEngine::statementsAt(int program, int line, int column) const
{
    std::vector<CodeIndex> found;
    if (program != 1)
        return found;
    const Cheat::Program &code = m_engine->program();
    const auto &statements = code.statements;
    const SourcePos pos{line, column};
    for (std::size_t i = 0; i < statements.size(); ++i) {
        const SourceRange range = code.range(statements[i]);
        const bool hit = column > 0 ? (range.begin <= pos && pos < range.end) : range.begin.line == line;
        if (hit)
            found.push_back({1, int(i)});
    }
    if (found.empty() && column == 0) {
        // No statement starts on the line: take the one running across it.
        for (std::size_t i = 0; i < statements.size(); ++i) {
            const SourceRange range = code.range(statements[i]);
            if (range.begin.line < line && line <= range.end.line)
                found.push_back({1, int(i)});
        }
    }
    return found;
}

void CheatDebugEngine::setCodeBreakpoints(std::span<const CodeIndex> marks)
{
    m_marked.assign(m_engine->program().statements.size(), 0);
    for (const CodeIndex &mark : marks) {
        if (mark.program == 1 && mark.index >= 0 && std::size_t(mark.index) < m_marked.size())
            m_marked[std::size_t(mark.index)] = 1;
    }
    m_engine->setBreakpoints(marks);
}

void CheatDebugEngine::onEvent(const Cheat::Event &event)
{
    const std::uint64_t tick = event.tick + 1;
    if (event.tick - m_eventTurnStart >= m_statements) { // another turn (or an earlier one: wraps)
        m_eventTurn = event.tick / m_statements;
        m_eventTurnStart = m_eventTurn * m_statements;
    }
    const std::uint64_t turn = m_eventTurn;
    const auto player = [this, &event] { return playerName(event.player); };
    const auto value = [&event] { return QString::fromStdString(event.value.toString()); };
    const auto rare = [&](DebugEventKind kind, QStringList values) {
        report(DebugEvent{tick, turn, kind, event.player, event.statement, 0, 0, std::move(values)});
    };
    switch (event.kind) {
    // Nearly every slot counts: counts, cheats and calls carry numbers only
    // (views word them from the player and the statement); the rest are rare.
    case Cheat::EventKind::Count:
        report(CompactEvent{tick, turn, CheatEvent::Count, event.player, event.statement});
        return;
    case Cheat::EventKind::Cheat:
        report(CompactEvent{tick, turn, CheatEvent::CheatCommitted, event.player, event.statement});
        return;
    case Cheat::EventKind::Call:
        // A valid call is reported by its catches.
        if (!event.valid)
            report(CompactEvent{tick, turn, CheatEvent::InvalidCall, event.player, event.statement, event.target});
        return;
    case Cheat::EventKind::Caught:
        report(CompactEvent{tick, turn, CheatEvent::ValidCall, event.player, event.statement, event.target});
        if (event.revokedWins > 0)
            report(DebugEvent{
                tick, turn, CheatEvent::WinRevoked, event.target, event.statement, 0, 0, {playerName(event.target)}});
        return;
    case Cheat::EventKind::Win:
        rare(CheatEvent::Win, {player()});
        return;
    case Cheat::EventKind::Shout:
        rare(CheatEvent::Shout, {player(), value()});
        return;
    case Cheat::EventKind::Ask:
        rare(CheatEvent::Ask, {player(), value()});
        return;
    case Cheat::EventKind::End:
        return;
    }
}

std::optional<Decimal> CheatDebugEngine::languageValue(const ValueRef &ref, ConditionError &why) const
{
    const std::string name = ref.args.empty() ? std::string() : ref.args.front();
    switch (ref.variable) {
    case Var::Score:
        if (auto score = m_engine->score(name))
            return score;
        break;
    case Var::Wins:
        if (auto wins = m_engine->wins(name))
            return Decimal::fromInt(*wins);
        break;
    case Var::Windows: {
        const int player = m_engine->program().playerIndex(name);
        if (player < 0)
            break;
        const auto &windows = m_engine->state().windows;
        return Decimal::fromInt(std::count_if(windows.begin(), windows.end(),
                                              [player](const Cheat::CheatWindow &w) { return w.cheater == player; }));
    }
    default:
        return std::nullopt; // not a Cheat name: why's NoValue
    }
    why.code = ConditionError::Code::NoSuchPlayer;
    why.args = {QString::fromStdString(name)};
    return std::nullopt;
}

InputPrompt CheatDebugEngine::inputPrompt() const
{
    const int next = m_engine->nextStatement().index;
    if (next < 0)
        return {};
    const Cheat::Statement &statement = m_engine->program().statements[std::size_t(next)];
    constexpr const char *Context = "Foulplay::Core::Debug::CheatDebugEngine";
    if (statement.kind == Cheat::StatementKind::Ask)
        return {InputPrompt::Kind::Number, playerName(statement.subject),
                QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 asks for a number"), Context};
    return {InputPrompt::Kind::Permission, playerName(statement.subject),
            QT_TRANSLATE_NOOP("Foulplay::Core::Debug::CheatDebugEngine", "%1 asks: allowed to? (yes/no)"), Context};
}

} // namespace Foulplay::Core::Debug
