#include "languages/fyb/fybdebug.h"

#include "debug/condition.h"
#include "debug/engineadapter.h"
#include "debug/languagedescriptor.h"

#include "fyb/command.h"
#include "fyb/engine.h"
#include "fyb/parser.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>

namespace Foulplay::Core::Debug {

namespace {

// The language facts EngineAdapter needs for FukYorBrane.
struct FybTraits {
    using Engine = Fyb::Engine;
    static constexpr Language language = Language::Fyb;
    static constexpr Capabilities capabilities{.programs = 2,
                                               .supportsThreads = true,
                                               .supportsCellWatch = true,
                                               .supportsStepOver = true,
                                               .supportsTurns = true};
    static Fyb::ParseResult parse(std::string_view source) { return Fyb::parse(source); }
};

// The DebugEngine of FukYorBrane: a battle of two programs. Ticks are process
// commands, turns the engine's turns; statements are cells (program 1 or 2).
class FybDebugEngine final : public EngineAdapter<FybTraits> {
public:
    std::uint64_t turn() const override { return m_engine->turn(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override;
    // The next process first (currentLocation()), then the others in table order.
    QList<DebugLocation> locations() const override;
    // The next thread's place only: a data breakpoint asks before every tick.
    DebugLocation currentLocation() const override
    {
        const int next = m_engine->nextProcess();
        return next < 0 ? DebugLocation() : processLocation(next);
    }
    std::vector<CodeIndex> statementsAt(int program, int line, int column) const override;
    std::optional<CodeIndex> stepOverTarget() const override;
    int nextThread() const override { return m_engine->nextProcess(); }
    void setWatchedCells(std::span<const CodeIndex> cells) override { m_engine->setWatchedCells(cells); }

protected:
    std::unique_ptr<Fyb::Engine> createEngine(std::vector<Fyb::Program> programs, const DebugSettings &settings,
                                              InputSource *, OutputSink *) override
    {
        Fyb::Settings limits;
        limits.maxTurns = settings.maxTurns;
        limits.maxProcesses = std::uint32_t(std::max(2, settings.maxProcesses));
        return std::make_unique<Fyb::Engine>(std::move(programs[0]), std::move(programs[1]), limits);
    }
    void describeEnd(DebugResult &result) const override;
    std::optional<Decimal> languageValue(const ValueRef &ref, ConditionError &why) const override;

private:
    void onEvent(const Fyb::Event &event) override;
    DebugLocation processLocation(int process) const;
};

} // namespace

const LanguageDescriptor &fybLanguage()
{
    // The kinds' names were worded by the debug layer: the translations keep
    // that context. Views describe the events from their numbers; the
    // battle view draws them, so the timeline marks none.
    static const LanguageDescriptor language = [] {
        constexpr const char *Kind = "Foulplay::Core::Debug::Text";
        QList<EventName> events = {
            eventNamed(FybEvent::Commit, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "commit"), nullptr,
                       nullptr),
            eventNamed(FybEvent::BombCommit, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "commit of a bomb"),
                       nullptr, nullptr),
            eventNamed(FybEvent::Fork, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "fork"), nullptr,
                       nullptr),
            eventNamed(FybEvent::Defect, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "defect"), nullptr,
                       nullptr),
            eventNamed(FybEvent::ThreadDied, Kind, QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "thread died"),
                       nullptr, nullptr),
            eventNamed(FybEvent::PointerEntersCell, Kind,
                       QT_TRANSLATE_NOOP("Foulplay::Core::Debug::Text", "pointer enters cell"), nullptr, nullptr),
        };
        for (EventName &event : events) {
            event.onTimeline = false;
            // Commits and pointer entries come with nearly every command, as numbers (onEvent()).
            event.compact = event.frequent =
                event.kind == FybEvent::Commit || event.kind == FybEvent::PointerEntersCell;
        }
        events.back().watchesCell = true;
        return describe<FybDebugEngine>(QStringLiteral("fyb"), QStringLiteral("FukYorBrane"), fybVocabulary(),
                                        std::move(events));
    }();
    return language;
}

std::uint64_t FybDebugEngine::ticksBeforeTurn(std::uint64_t target) const
{
    if (m_engine->finished() || m_engine->turn() >= target)
        return 0;
    // The rest of this turn runs at least every live process not yet run;
    // each later turn at least one process of each program.
    const auto processes = m_engine->processes();
    std::uint64_t rest = 0;
    for (std::size_t i = std::size_t(m_engine->nextProcess()); i < processes.size(); ++i)
        rest += processes[i].alive ? 1 : 0;
    return std::max<std::uint64_t>(1, rest + 2 * (target - m_engine->turn() - 1));
}

void FybDebugEngine::describeEnd(DebugResult &result) const
{
    const Fyb::Result &outcome = *m_engine->result();
    result.reason = outcome.reason == Fyb::ResultReason::Limit ? StopReason::StepLimit : StopReason::Finished;
    result.winner = outcome.winner;
    result.turn = outcome.turn;
    const std::string winner = std::to_string(outcome.winner);
    const std::string turn = std::to_string(outcome.turn);
    const std::string loser = std::to_string(3 - outcome.winner);
    switch (outcome.reason) {
    case Fyb::ResultReason::Bomb:
        result.how = QStringLiteral("bomb");
        result.summary = {MessageCode::FybWonByBomb, {winner, turn, loser}};
        break;
    case Fyb::ResultReason::Died:
        result.how = QStringLiteral("died");
        result.summary = {MessageCode::FybWonNoThreads, {winner, turn, loser}};
        break;
    case Fyb::ResultReason::Limit:
        result.how = QStringLiteral("limit");
        result.limit = m_engine->settings().maxTurns;
        result.summary = {MessageCode::FybDrawTurnLimit, {turn}};
        break;
    }
}

DebugLocation FybDebugEngine::processLocation(int process) const
{
    const auto processes = m_engine->processes();
    if (process < 0 || std::size_t(process) >= processes.size())
        return {};
    const Fyb::Process &p = processes[std::size_t(process)];
    return locationAt(m_engine->locationOf(process), p.pp, p.owner + 1, process);
}

QList<DebugLocation> FybDebugEngine::locations() const
{
    QList<DebugLocation> locations;
    const int next = m_engine->nextProcess();
    if (next < 0)
        return locations;
    locations.append(processLocation(next));
    const auto processes = m_engine->processes();
    for (std::size_t i = 0; i < processes.size(); ++i) {
        if (processes[i].alive && int(i) != next)
            locations.append(processLocation(int(i)));
    }
    return locations;
}

std::vector<CodeIndex> FybDebugEngine::statementsAt(int program, int line, int column) const
{
    std::vector<CodeIndex> cells;
    if (program < 1 || program > 2)
        return cells;
    const Fyb::Program &code = m_engine->program(program - 1);
    if (column > 0) {
        const std::int64_t cell = code.cellAt({line, column});
        if (cell >= 0)
            cells.push_back({program, int(cell)});
        return cells;
    }
    // Cells are in source order, so their lines only grow: find the first on the line.
    std::size_t low = 0, high = code.size();
    while (low < high) {
        const std::size_t mid = (low + high) / 2;
        if (code.rangeOf(mid).begin.line < line)
            low = mid + 1;
        else
            high = mid;
    }
    for (std::size_t i = low; i < code.size() && code.rangeOf(i).begin.line == line; ++i)
        cells.push_back({program, int(i)});
    return cells;
}

std::optional<CodeIndex> FybDebugEngine::stepOverTarget() const
{
    const int next = m_engine->nextProcess();
    if (next < 0)
        return std::nullopt;
    const Fyb::Process &p = m_engine->processes()[std::size_t(next)];
    const auto data = m_engine->data(p.owner);
    const int length = m_engine->length();
    if (p.pp >= length)
        return CodeIndex{p.owner + 1, 0};
    const int value = data[std::size_t(p.pp)];
    // An opening bracket: the loop (or the forked body) ends after its partner,
    // found the way the engine scans: forward, counting nesting, no wrap.
    const bool opens = value == int(Fyb::Command::LoopOpen) || value == int(Fyb::Command::SeekOpen)
                       || value == int(Fyb::Command::ForkOpen);
    if (opens) {
        int depth = 0;
        for (int i = p.pp + 1; i < length; ++i) {
            if (data[std::size_t(i)] == value)
                ++depth;
            else if (data[std::size_t(i)] == value + 1 && depth-- == 0)
                return CodeIndex{p.owner + 1, i + 1 >= length ? 0 : i + 1};
        }
    }
    return CodeIndex{p.owner + 1, p.pp + 1 >= length ? 0 : p.pp + 1};
}

void FybDebugEngine::onEvent(const Fyb::Event &event)
{
    // A battle at full speed makes millions of these a second: they carry
    // numbers only (no text), and views describe them from the fields.
    const std::uint64_t tick = event.tick + 1;
    const std::uint64_t turn = event.turn;
    const int program = event.buffer >= 0 ? event.buffer + 1 : event.program + 1;
    const auto send = [&](DebugEventKind kind, int d) {
        report(DebugEvent{tick, turn, kind, program, event.cell, event.process, d, {}});
    };
    switch (event.kind) {
    case Fyb::EventKind::Commit:
        report(CompactEvent{tick, turn, FybEvent::Commit, program, event.cell, event.process, event.value});
        if (event.bomb)
            send(FybEvent::BombCommit, event.value);
        return;
    case Fyb::EventKind::Fork:
        return send(FybEvent::Fork, event.child);
    case Fyb::EventKind::Defect:
        return send(FybEvent::Defect, event.value != 0 ? 1 : 0);
    case Fyb::EventKind::ThreadExit:
    case Fyb::EventKind::ProcessDied:
        return send(FybEvent::ThreadDied, 0);
    case Fyb::EventKind::PointerEntered:
        return report(CompactEvent{tick, turn, FybEvent::PointerEntersCell, program, event.cell, event.process,
                                   event.pointer != 0 ? 1 : 0});
    case Fyb::EventKind::Uncommit:
    case Fyb::EventKind::BombRun:
    case Fyb::EventKind::Result:
        return;
    }
}

std::optional<Decimal> FybDebugEngine::languageValue(const ValueRef &ref, ConditionError &why) const
{
    auto arg = [&](std::size_t i) { return i < ref.args.size() ? std::stoll(ref.args[i]) : 0; };
    const auto processes = m_engine->processes();
    switch (ref.variable) {
    case Var::Threads:
        return Decimal::fromInt(m_engine->threads(int(arg(0)) - 1));
    case Var::Processes:
        return Decimal::fromInt(m_engine->threads(0) + m_engine->threads(1));
    case Var::Length:
        return Decimal::fromInt(m_engine->length());
    case Var::Data:
    case Var::Mods:
    case Var::Spent: {
        const int buffer = int(arg(0)) - 1;
        const std::int64_t cell = arg(1);
        if (cell >= m_engine->length()) {
            why.code = ConditionError::Code::NoSuchCell;
            why.number = int(std::min<std::int64_t>(cell, std::numeric_limits<int>::max()));
            return std::nullopt;
        }
        const auto cells = ref.variable == Var::Data   ? m_engine->data(buffer)
                           : ref.variable == Var::Mods ? m_engine->mods(buffer)
                                                       : m_engine->spent(buffer);
        return Decimal::fromInt(cells[std::size_t(cell)]);
    }
    case Var::ProgramPointer:
    case Var::DataPointer:
    case Var::Defected: {
        const std::int64_t process = arg(0);
        if (process >= std::int64_t(processes.size())) {
            why.code = ConditionError::Code::NoSuchThread;
            why.number = int(std::min<std::int64_t>(process, std::numeric_limits<int>::max()));
            return std::nullopt;
        }
        const Fyb::Process &p = processes[std::size_t(process)];
        return Decimal::fromInt(ref.variable == Var::ProgramPointer ? p.pp
                                : ref.variable == Var::DataPointer  ? p.dp
                                                                    : p.defected);
    }
    default:
        return std::nullopt; // not a FukYorBrane name: why's NoValue
    }
}

} // namespace Foulplay::Core::Debug
