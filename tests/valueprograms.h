#pragma once

// What the tests of values share: random programs of each language (from a
// seed), the values they can read, and the oracle every way of finding a
// value's changes is checked against: the program stepped a tick at a time
// from tick 0, the value read after every tick.

#include "cheatprogramgenerator.h"

#include "common/io.h"
#include "debug/condition.h"
#include "debug/debugengine.h"
#include "debug/languagedescriptor.h"
#include "debug/valuehistory.h"

#include <QString>
#include <QStringList>

#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace Foulplay::Tests {

using namespace Foulplay::Core::Debug;

// A change as the test sees it: tick, line (FYB: cell), old, new ("none").
struct Change {
    std::uint64_t tick = 0;
    int place = 0;
    QString before;
    QString after;
    friend bool operator==(const Change &, const Change &) = default;
};

inline QString text(const std::optional<Core::Decimal> &value)
{
    return value ? QString::fromStdString(value->toString()) : QStringLiteral("none");
}

// Input from a string of words, as the generators write it.
struct StringInput final : Core::InputSource {
    explicit StringInput(const std::string &input)
    {
        std::istringstream words(input);
        for (std::string word; words >> word;)
            tokens.push_back(word);
    }
    std::vector<std::string> tokens;
    std::size_t next = 0;
    Status peek(std::size_t index, std::string &token) override
    {
        if (next + index >= tokens.size())
            return Status::EndOfInput;
        token = tokens[next + index];
        return Status::Ready;
    }
    void consume(std::size_t count) override { next += count; }
};

// The changes read finds in the program loaded with input (none when it
// does not load): read(engine, cells, changes), cells telling a battle.
template<typename Read>
std::vector<Change> readChanges(const LanguageDescriptor &language, const std::vector<std::string> &sources,
                                const DebugSettings &settings, const std::string &input, Read read)
{
    StringInput in(input);
    const auto engine = language.createEngine();
    std::vector<DebugDiagnostic> problems;
    std::vector<Change> changes;
    if (engine->load(sources, settings, &in, nullptr, problems))
        read(*engine, language.capabilities.supportsThreads, changes);
    return changes;
}

// The oracle: the program stepped a tick at a time from tick 0, the value
// read after every tick, at most ticks ticks.
inline std::vector<Change> stepped(const LanguageDescriptor &language, const std::vector<std::string> &sources,
                                   const Condition &value, const DebugSettings &settings, const std::string &input,
                                   std::uint64_t ticks)
{
    return readChanges(
        language, sources, settings, input, [&](DebugEngine &engine, bool cells, std::vector<Change> &changes) {
            ConditionError ignored;
            std::optional<Core::Decimal> last = value.value(engine, ignored);
            for (std::uint64_t i = 0; i < ticks && !engine.finished(); ++i) {
                const DebugLocation where = engine.currentLocation();
                engine.step();
                const std::optional<Core::Decimal> now = value.value(engine, ignored);
                if (now != last)
                    changes.push_back({engine.tick(), cells ? where.statement : where.line, text(last), text(now)});
                last = now;
            }
        });
}

// The changes as scanChanges() finds them (what foulplay-cli history and the
// history plot read), from tick 0 to the end.
inline std::vector<Change> scanned(const LanguageDescriptor &language, const std::vector<std::string> &sources,
                                   const Condition &value, const DebugSettings &settings, const std::string &input)
{
    return readChanges(language, sources, settings, input,
                       [&](DebugEngine &engine, bool cells, std::vector<Change> &changes) {
                           scanChanges(engine, value, UINT64_MAX, [&](const ValueChange &change) {
                               changes.push_back({change.tick, cells ? change.where.statement : change.where.line,
                                                  text(change.before), text(change.after)});
                               return true;
                           });
                       });
}

// Random programs of each language.
class Programs {
public:
    explicit Programs(std::uint64_t seed)
        : m_random(seed)
    {
    }

    int pick(int n) { return int(m_random() % std::uint64_t(n)); }

    // Counts, de-syncs, re-syncs, resets, Define, labels and conditional jumps.
    std::string unfair(std::string &input)
    {
        std::string source;
        const int sentences = 3 + pick(25);
        int labels = 0;
        for (int i = 0; i < sentences; ++i) {
            const std::string player = "Player " + std::to_string(1 + pick(3));
            const std::string other = "Player " + std::to_string(1 + pick(3));
            switch (pick(10)) {
            case 0:
            case 1:
            case 2:
                source += player + " counts.\n";
                break;
            case 3:
                source += player + " de-syncs for " + std::to_string(pick(6)) + " steps.\n";
                break;
            case 4:
                source += player + " re-syncs the count from " + other + "'s mistake.\n";
                break;
            case 5:
                source += pick(4) ? player + " counts.\n" : player + " re-syncs the count by a full reset.\n";
                break;
            case 6:
                source += pick(2) ? "Define the count.\n" : "Define " + player + "'s counting number.\n";
                input += std::to_string(1 + pick(60)) + ' ';
                break;
            case 7:
                source += "Label l" + std::to_string(labels++) + ".\n";
                break;
            case 8:
                if (labels > 0)
                    source += "If the count is smaller then " + std::to_string(10 + pick(90)) + ", then do l"
                              + std::to_string(pick(labels)) + " again.\n";
                break;
            default:
                source += "Evaluate " + (pick(2) ? std::string("the count") : player + "'s raising number") + ".\n";
                break;
            }
        }
        return source;
    }

    std::string cheat(std::string &input)
    {
        static const char *const Answers[] = {"yes", "no", "3", "0", "12", "7"};
        for (int i = 0; i < 200; ++i)
            input += std::string(Answers[pick(6)]) + ' ';
        Tests::CheatProgramGenerator generator(m_random());
        std::string source;
        const int statements = 2 + pick(10);
        for (int i = 0; i < statements; ++i)
            source += generator.statement() + '\n';
        return source;
    }

    // Commands with balanced brackets, seeks and forks.
    std::string fyb(int depth = 0)
    {
        static const std::string_view Plain = "%+<>!?*@++>>";
        std::string source;
        const int commands = 1 + pick(depth ? 8 : 30);
        for (int i = 0; i < commands; ++i) {
            const int kind = pick(12);
            if (kind < 2 && depth < 3) {
                const char *pair = kind == 0 ? "[]" : "{}";
                source += pair[0] + fyb(depth + 1) + pair[1];
            } else if (kind == 2 && depth < 3) {
                source += ':' + fyb(depth + 1) + ';';
            } else {
                source += Plain[std::size_t(pick(int(Plain.size())))];
            }
        }
        return source;
    }

private:
    std::mt19937_64 m_random;
};

// The values a program's conditions can read, but those that change every
// tick.
inline QStringList valuesOf(const LanguageDescriptor &language, const std::vector<std::string> &sources,
                            Programs &generate)
{
    QStringList values = language.read(sources.front()).facts.conditionWords;
    if (sources.size() == 2) {
        // Any cell of either program, committed or not yet.
        for (int i = 0; i < 6; ++i) {
            const int program = 1 + generate.pick(2);
            const int cell = generate.pick(int(sources[std::size_t(program - 1)].size()) + 2);
            values << QStringLiteral("data(%1, %2)").arg(program).arg(cell)
                   << QStringLiteral("mods(%1, %2)").arg(program).arg(cell);
        }
        values << QStringLiteral("pp(1)") << QStringLiteral("dp(1)") << QStringLiteral("defected(1)");
    }
    if (language.key == QLatin1String("unfair")) {
        // The universes up the stack: there at some ticks only.
        for (int universe = 0; universe < 3; ++universe)
            values << QStringLiteral("count(%1)").arg(universe);
    }
    QStringList kept;
    for (const QString &value : std::as_const(values)) {
        if (value != QLatin1String("tick") && value != QLatin1String("turn") && value != QLatin1String("slot"))
            kept.append(value);
    }
    return kept;
}

// The programs of one run of language (FYB: two), drawn from generate, with
// the input they read; none when the generator wrote one the parser rejects.
inline std::vector<std::string> drawPrograms(const LanguageDescriptor &language, Programs &generate, std::string &input)
{
    std::vector<std::string> sources;
    for (int i = 0; i < language.capabilities.programs; ++i) {
        sources.push_back(language.key == QLatin1String("unfair")  ? generate.unfair(input)
                          : language.key == QLatin1String("cheat") ? generate.cheat(input)
                                                                   : generate.fyb());
        for (const Core::Diagnostic &diagnostic : language.read(sources.back()).diagnostics) {
            if (diagnostic.severity == Core::Severity::Error)
                return {};
        }
    }
    return sources;
}

// Up to three values of the programs that change (with their changes, as
// stepping finds them) and one that does not, drawn from valuesOf().
inline std::vector<std::pair<QString, std::vector<Change>>>
pickValues(const LanguageDescriptor &language, const std::vector<std::string> &sources, const std::string &input,
           const DebugSettings &settings, Programs &generate)
{
    QStringList values = valuesOf(language, sources, generate);
    std::vector<std::pair<QString, std::vector<Change>>> picked;
    int changing = 0;
    int still = 0;
    while (!values.isEmpty() && (changing < 3 || still < 1)) {
        const QString name = values.takeAt(generate.pick(int(values.size())));
        ConditionError error;
        const auto value = Condition::parse(name, language.vocabulary, error);
        if (!value)
            qFatal("the value %s does not parse", qPrintable(name));
        std::vector<Change> changes = stepped(language, sources, *value, settings, input, UINT64_MAX);
        int &count = changes.empty() ? still : changing;
        if (count < (changes.empty() ? 1 : 3)) {
            ++count;
            picked.emplace_back(name, std::move(changes));
        }
    }
    return picked;
}

} // namespace Foulplay::Tests
