#include "fuzztargets.h"

#include "cheat/engine.h"
#include "cheat/parser.h"
#include "common/io.h"
#include "debug/condition.h"
#include "debug/replayfile.h"
#include "fyb/engine.h"
#include "fyb/parser.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstdlib>

namespace Foulplay::Fuzz {

namespace {

using namespace Foulplay::Core;

// Every diagnostic must be printable: no control byte, no invalid UTF-8
// (raw bytes in a message reach terminals and the IDE).
void checkPrintable(std::string_view text)
{
    const QString decoded = QString::fromUtf8(text.data(), qsizetype(text.size()));
    if (decoded.toUtf8() != QByteArray(text.data(), qsizetype(text.size())))
        std::abort();
    for (const unsigned char c : text) {
        if (c < 0x20 || c == 0x7f)
            std::abort();
    }
}

void checkDiagnostics(const std::vector<Diagnostic> &diagnostics)
{
    for (const Diagnostic &diagnostic : diagnostics) {
        checkPrintable(englishText(diagnostic.message));
        checkPrintable(englishText(diagnostic.hint));
        if (diagnostic.range.begin.line < 1 || diagnostic.range.begin.column < 1)
            std::abort();
    }
}

// Input for programs that read: a few numbers and answers.
constexpr std::string_view Input = "3 yes 12 no -4.5 1 y 0 n";

} // namespace

void unfairInput(std::string_view data)
{
    Unfair::ParseResult parsed = Unfair::parse(data);
    checkDiagnostics(parsed.diagnostics);
    if (!parsed.ok())
        return;
    TextInput input(Input);
    StringOutput output;
    Unfair::Settings settings;
    settings.maxSteps = 10'000;
    Unfair::Engine engine(std::move(parsed.program), settings, &input, &output);
    engine.run(10'000);
    if (engine.error())
        checkPrintable(englishText(engine.error()->message));
}

void cheatInput(std::string_view data)
{
    Cheat::ParseResult parsed = Cheat::parse(data);
    checkDiagnostics(parsed.diagnostics);
    if (!parsed.ok())
        return;
    // A slot may look at every statement: keep the work per input bounded.
    const std::uint64_t statements = parsed.program.statements.size() + 1;
    const std::uint64_t budget = std::min<std::uint64_t>(2'000, 2'000'000 / statements + 1);
    // A traced engine evaluates predictions in slot order, an untraced one
    // from a sweep: both must give the same run.
    TextInput input(Input);
    TextInput tracedInput(Input);
    StringOutput output;
    StringOutput tracedOutput;
    Cheat::Engine traced(parsed.program, {}, &tracedInput, &tracedOutput);
    traced.setTracing(true);
    Cheat::Engine engine(std::move(parsed.program), {}, &input, &output);
    const StopReason reason = engine.run(budget);
    if (traced.run(budget) != reason || !(traced.state() == engine.state()) || traced.tick() != engine.tick()
        || tracedOutput.text() != output.text())
        std::abort();
    if (engine.error())
        checkPrintable(englishText(engine.error()->message));
}

void fybInput(std::string_view data)
{
    Fyb::ParseResult parsed = Fyb::parse(data);
    checkDiagnostics(parsed.diagnostics);
    if (hasErrors(parsed.diagnostics))
        return;
    // The fixed opponent forks, bombs and writes into the other buffer.
    Fyb::ParseResult opponent = Fyb::parse(":{>}+[-!]@");
    Fyb::Settings settings;
    settings.maxTurns = 10'000;
    Fyb::Engine engine(std::move(parsed.program), std::move(opponent.program), settings);
    engine.runToEnd();
}

void replayInput(std::string_view data)
{
    Core::Debug::ReplayError error;
    const auto replay = Core::Debug::ReplayFile::fromJson(QByteArray(data.data(), qsizetype(data.size())), &error);
    if (replay)
        Core::Debug::ReplayFile::fromJson(replay->toJson(), &error);
}

void conditionInput(std::string_view data)
{
    const QString text = QString::fromUtf8(data.data(), qsizetype(data.size()));
    for (const auto language :
         {Core::Debug::Language::Unfair, Core::Debug::Language::Cheat, Core::Debug::Language::Fyb}) {
        Core::Debug::ConditionError error;
        Core::Debug::Condition::parse(text, Core::Debug::conditionVocabulary(language), error);
    }
}

Target targetNamed(std::string_view name)
{
    if (name == "unfair")
        return unfairInput;
    if (name == "cheat")
        return cheatInput;
    if (name == "fyb")
        return fybInput;
    if (name == "replay")
        return replayInput;
    if (name == "condition")
        return conditionInput;
    return nullptr;
}

} // namespace Foulplay::Fuzz
