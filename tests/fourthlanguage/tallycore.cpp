#include "tally.h"

#include "common/io.h"
#include "common/listener.h"
#include "debug/condition.h"
#include "debug/engineadapter.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <span>

using namespace Foulplay::Core;
using namespace Foulplay::Core::Debug;

namespace Tally {

namespace {

struct Word {
    std::string_view text;
    int column = 1; // 1-based byte column
};

std::vector<Word> wordsOf(std::string_view line)
{
    std::vector<Word> words;
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            ++i;
        words.push_back({line.substr(start, i - start), int(start) + 1});
    }
    return words;
}

SourceRange rangeOf(int line, const Word &word)
{
    return {{line, word.column}, {line, word.column + int(word.text.size())}};
}

std::optional<std::int64_t> numberOf(std::string_view text)
{
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value > 1'000'000'000 || value < -1'000'000'000)
        return std::nullopt;
    return value;
}

// 'text', as messages quote program text.
std::string quoted(std::string_view text)
{
    std::string out(1, '\'');
    out.append(text);
    out.push_back('\'');
    return out;
}

// Tally's own messages, added to the core's when Tally registers.
struct Messages {
    MessageCode unknownLabel;
    MessageCode notANumber;
    MessageCode outOfRange;
};

const Messages &messages()
{
    static const Messages codes{
        registerMessage({"TallyUnknownLabel", "unknown label %1", "Tally"}),
        registerMessage({"TallyNotANumber", "%1 is not a whole number of at most ten digits", "Tally"}),
        registerMessage({"TallyTotalOutOfRange", "adding %1 takes the total out of range", "Tally"}),
    };
    return codes;
}

const Message &forms()
{
    static const Message write{MessageCode::WriteExample, {"'add 3'\n'label top'\n'if below 10 goto top'\n'print'"}};
    return write;
}

} // namespace

ParseResult parse(std::string_view source)
{
    ParseResult result;
    std::map<std::string, int, std::less<>> labelAt;
    std::vector<std::pair<std::size_t, Word>> jumps; // statement, its label word
    int lineNumber = 0;
    std::size_t begin = 0;
    while (begin <= source.size()) {
        std::size_t end = source.find('\n', begin);
        if (end == std::string_view::npos)
            end = source.size();
        std::string_view line = source.substr(begin, end - begin);
        ++lineNumber;
        begin = end + 1;
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        const std::vector<Word> words = wordsOf(line);
        if (words.empty())
            continue;
        Statement statement;
        statement.range = {{lineNumber, words.front().column},
                           {lineNumber, words.back().column + int(words.back().text.size())}};
        const auto error = [&](const Word &word, Message message) {
            result.diagnostics.push_back({Severity::Error, rangeOf(lineNumber, word), std::move(message), forms()});
        };
        const std::string_view verb = words.front().text;
        if (verb == "add" && words.size() == 2) {
            const std::optional<std::int64_t> amount = numberOf(words[1].text);
            if (!amount) {
                error(words[1], {messages().notANumber, {quoted(words[1].text)}});
                continue;
            }
            statement.kind = Statement::Kind::Add;
            statement.number = *amount;
        } else if (verb == "label" && words.size() == 2) {
            statement.kind = Statement::Kind::Label;
            statement.label = std::string(words[1].text);
            labelAt.emplace(statement.label, int(result.program.statements.size()));
        } else if (verb == "if" && words.size() == 5 && words[1].text == "below" && words[3].text == "goto") {
            const std::optional<std::int64_t> bound = numberOf(words[2].text);
            if (!bound) {
                error(words[2], {messages().notANumber, {quoted(words[2].text)}});
                continue;
            }
            statement.kind = Statement::Kind::IfBelowGoto;
            statement.number = *bound;
            statement.label = std::string(words[4].text);
            jumps.emplace_back(result.program.statements.size(), words[4]);
        } else if (verb == "print" && words.size() == 1) {
            statement.kind = Statement::Kind::Print;
        } else {
            error(words.front(), forms());
            continue;
        }
        result.program.statements.push_back(std::move(statement));
    }
    for (const auto &[index, word] : jumps) {
        Statement &jump = result.program.statements[index];
        const auto found = labelAt.find(jump.label);
        if (found != labelAt.end()) {
            jump.target = found->second;
            continue;
        }
        const int line = jump.range.begin.line;
        Message hint = labelAt.empty() ? Message{MessageCode::Write, {quoted("label " + jump.label)}}
                                       : Message{MessageCode::DidYouMean, {quoted(labelAt.begin()->first)}};
        result.diagnostics.push_back(
            {Severity::Error, rangeOf(line, word), {messages().unknownLabel, {quoted(jump.label)}}, std::move(hint)});
    }
    return result;
}

int highlightLine(std::string_view line, int, std::vector<Token> &out)
{
    // Tally's lexemes on the neutral styles: its words are keywords, the word
    // after `label` or `goto` a label, numbers numbers, '#' on a comment,
    // anything else an error. No state crosses lines.
    const std::size_t hash = line.find('#');
    bool labelNext = false;
    for (const Word &word : wordsOf(line.substr(0, hash))) {
        TokenKind kind = TokenKind::Error;
        if (labelNext)
            kind = TokenKind::Label;
        else if (word.text == "add" || word.text == "label" || word.text == "if" || word.text == "below"
                 || word.text == "goto" || word.text == "print")
            kind = TokenKind::Keyword;
        else if (numberOf(word.text))
            kind = TokenKind::Number;
        labelNext = kind == TokenKind::Keyword && (word.text == "label" || word.text == "goto");
        out.push_back({word.column - 1, int(word.text.size()), kind});
    }
    if (hash != std::string_view::npos)
        out.push_back({int(hash), int(line.size() - hash), TokenKind::Comment});
    return 0;
}

namespace {

// Tally's one game event: a print, with the total it wrote.
struct Event {
    std::uint64_t tick = 0; // ticks done before the print
    std::int64_t total = 0;
};

// The engine: one statement a tick.
class Engine {
public:
    Engine(Program program, std::uint64_t stepLimit, OutputSink *output)
        : m_program(std::move(program))
        , m_stepLimit(stepLimit)
        , m_output(output)
        , m_breakpoints(m_program.statements.size(), false)
    {
    }

    void setEventListener(Listener<Event> *listener) { m_listener = listener; }
    StopReason step() { return execute(1, false); }
    StopReason run(std::uint64_t maxTicks) { return execute(maxTicks, true); }
    void requestStop() { m_stopRequested = true; }
    std::uint64_t tick() const { return m_state.tick; }
    bool finished() const { return m_state.finished || m_error || (m_stepLimit && m_state.tick >= m_stepLimit); }
    const std::optional<RuntimeError> &error() const { return m_error; }
    Snapshot snapshot() const { return m_state; }
    void restore(const Snapshot &state)
    {
        m_state = state;
        m_error.reset();
    }
    CodeIndex nextStatement() const { return {1, int(m_state.next)}; }
    void setBreakpoints(std::span<const CodeIndex> marks)
    {
        std::fill(m_breakpoints.begin(), m_breakpoints.end(), false);
        for (const CodeIndex &mark : marks) {
            if (mark.program == 1 && mark.index >= 0 && std::size_t(mark.index) < m_breakpoints.size())
                m_breakpoints[std::size_t(mark.index)] = true;
        }
    }
    const Program &program() const { return m_program; }
    const Snapshot &state() const { return m_state; }

private:
    StopReason execute(std::uint64_t maxTicks, bool useBreakpoints)
    {
        if (m_error)
            return StopReason::Error;
        m_stopRequested = false;
        for (std::uint64_t i = 0; i < maxTicks; ++i) {
            if (m_state.next >= m_program.statements.size()) {
                m_state.finished = true;
                return StopReason::Finished;
            }
            if (m_stepLimit && m_state.tick >= m_stepLimit)
                return StopReason::StepLimit;
            if (useBreakpoints && i > 0 && m_breakpoints[m_state.next])
                return StopReason::Breakpoint;
            const Statement &statement = m_program.statements[m_state.next];
            ++m_state.next;
            switch (statement.kind) {
            case Statement::Kind::Add:
                if ((statement.number > 0
                     && m_state.total > std::numeric_limits<std::int64_t>::max() - statement.number)
                    || (statement.number < 0
                        && m_state.total < std::numeric_limits<std::int64_t>::min() - statement.number)) {
                    --m_state.next;
                    m_error =
                        RuntimeError{statement.range, {messages().outOfRange, {std::to_string(statement.number)}}};
                    return StopReason::Error;
                }
                m_state.total += statement.number;
                break;
            case Statement::Kind::Label:
                break;
            case Statement::Kind::IfBelowGoto:
                if (m_state.total < statement.number)
                    m_state.next = std::uint32_t(statement.target);
                break;
            case Statement::Kind::Print:
                if (m_output)
                    m_output->write(std::to_string(m_state.total) + "\n");
                if (m_listener)
                    m_listener->onEvent({m_state.tick, m_state.total});
                break;
            }
            ++m_state.tick;
            if (m_stopRequested) {
                m_stopRequested = false;
                if (m_state.next >= m_program.statements.size())
                    m_state.finished = true;
                return StopReason::Event;
            }
        }
        if (m_state.next >= m_program.statements.size()) {
            m_state.finished = true;
            return StopReason::Finished;
        }
        return StopReason::Step;
    }

    Program m_program;
    std::uint64_t m_stepLimit = 0;
    OutputSink *m_output = nullptr;
    Listener<Event> *m_listener = nullptr;
    std::vector<bool> m_breakpoints;
    Snapshot m_state;
    std::optional<RuntimeError> m_error;
    bool m_stopRequested = false;
};

struct Traits {
    using Engine = Tally::Engine;
    static constexpr Language language = Id;
    static constexpr Capabilities capabilities{.supportsLabels = true};
    static ParseResult parse(std::string_view source) { return Tally::parse(source); }
    static ProgramFacts facts(const Program &program)
    {
        ProgramFacts facts;
        for (const Statement &statement : program.statements) {
            if (statement.kind == Statement::Kind::Label)
                facts.labels.append(QString::fromStdString(statement.label));
        }
        return facts;
    }
};

class TallyDebugEngine final : public EngineAdapter<Traits> {
public:
    std::uint64_t turn() const override { return m_engine->tick(); }
    std::uint64_t ticksBeforeTurn(std::uint64_t target) const override
    {
        return target > m_engine->tick() ? target - m_engine->tick() : 0;
    }
    QList<DebugLocation> locations() const override
    {
        const auto next = std::size_t(m_engine->state().next);
        const auto &statements = m_engine->program().statements;
        if (m_engine->error())
            return {locationAt(m_engine->error()->range, int(next))};
        if (next >= statements.size())
            return {};
        return {locationAt(statements[next].range, int(next))};
    }
    std::vector<CodeIndex> statementsAt(int program, int line, int) const override
    {
        std::vector<CodeIndex> found;
        const auto &statements = m_engine->program().statements;
        for (std::size_t i = 0; program == 1 && i < statements.size(); ++i) {
            if (statements[i].range.begin.line == line)
                found.push_back({1, int(i)});
        }
        return found;
    }
    std::optional<CodeIndex> labelStatement(const std::string &name) const override
    {
        const auto &statements = m_engine->program().statements;
        for (std::size_t i = 0; i < statements.size(); ++i) {
            if (statements[i].kind == Statement::Kind::Label && statements[i].label == name)
                return CodeIndex{1, int(i)};
        }
        return std::nullopt;
    }

protected:
    std::unique_ptr<Engine> createEngine(std::vector<Program> programs, const DebugSettings &settings, InputSource *,
                                         OutputSink *output) override
    {
        return std::make_unique<Engine>(std::move(programs.front()), settings.stepLimit, output);
    }
    void describeEnd(DebugResult &result) const override
    {
        result.reason = m_engine->state().finished ? StopReason::Finished : StopReason::StepLimit;
        if (result.reason == StopReason::StepLimit)
            result.limit = m_engine->tick();
    }
    std::optional<Decimal> languageValue(const ValueRef &ref, ConditionError &) const override
    {
        if (ref.variable == Total)
            return Decimal::fromInt(m_engine->state().total);
        return std::nullopt;
    }

private:
    void onEvent(const Event &event) override
    {
        report(DebugEvent{event.tick + 1, event.tick + 1, printKind(), 0, 0, 0, 0, {QString::number(event.total)}});
    }
};

// `total`, besides `tick` and `turn`.
class TallyNames final : public ConditionVocabulary {
public:
    std::optional<ValueRef> resolve(const ConditionName &name, ConditionError &error) const override
    {
        if (!name.call) {
            const QString text = name.text.toLower();
            if (text == QLatin1String("total") || text == QLatin1String("the total"))
                return ValueRef{Total, {}};
            if (text == QLatin1String("tick"))
                return ValueRef{Var::Tick, {}};
            if (text == QLatin1String("turn"))
                return ValueRef{Var::Turn, {}};
        }
        error.code = ConditionError::Code::NoValue;
        error.args = {name.text};
        return std::nullopt;
    }
    QStringList forms() const override { return {QStringLiteral("total"), QStringLiteral("tick")}; }
    QStringList completions(const QStringList &) const override { return forms(); }
    QString name(const ValueRef &value) const override
    {
        if (value.variable == Total)
            return QStringLiteral("total");
        if (value.variable == Var::Tick)
            return QStringLiteral("tick");
        return value.variable == Var::Turn ? QStringLiteral("turn") : QString();
    }
};

} // namespace

DebugEventKind printKind()
{
    static const DebugEventKind kind = registerEventKind();
    return kind;
}

const LanguageDescriptor &coreLanguage()
{
    static const TallyNames names;
    static const LanguageDescriptor language =
        describe<TallyDebugEngine>(QStringLiteral("tally"), QStringLiteral("Tally"), names,
                                   {{.kind = printKind(), .name = "print", .words = "prints %1", .colour = 0x2a9d8f}});
    return language;
}

bool registerCore()
{
    messages();
    return registerLanguage(coreLanguage());
}

} // namespace Tally
