// Every engine header compiles, and each engine runs, in a program that has no
// Qt on its include path and links nothing but foulplay_engines: the engines
// stay free of Qt. A plain program (Qt Test would bring Qt in).
#include "cheat/engine.h"
#include "cheat/highlighter.h"
#include "cheat/hints.h"
#include "cheat/lexer.h"
#include "cheat/parser.h"
#include "common/codeindex.h"
#include "common/decimal.h"
#include "common/diagnostic.h"
#include "common/highlight.h"
#include "common/io.h"
#include "common/listener.h"
#include "common/stopreason.h"
#include "fyb/command.h"
#include "fyb/engine.h"
#include "fyb/highlighter.h"
#include "fyb/parser.h"
#include "unfair/engine.h"
#include "unfair/highlighter.h"
#include "unfair/hints.h"
#include "unfair/lexer.h"
#include "unfair/parser.h"

#include <cstdio>

namespace Core = Foulplay::Core;

namespace {

int failures = 0;

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "FAIL: %s\n", what);
        ++failures;
    }
}

} // namespace

int main()
{
    Core::StringOutput unfairOut;
    Core::Unfair::ParseResult unfair = Core::Unfair::parse("Player 1 counts.\nEvaluate the count.\n");
    check(unfair.ok(), "the Unfair program parses");
    if (unfair.ok()) {
        Core::Unfair::Engine engine(std::move(unfair.program), {}, nullptr, &unfairOut);
        check(engine.run(100) == Core::StopReason::Finished, "the Unfair program finishes");
        check(engine.finished(), "the Unfair engine says it finished");
    }

    Core::Cheat::ParseResult cheat = Core::Cheat::parse("Alice counts.\n");
    check(cheat.ok(), "the Cheat program parses");
    if (cheat.ok()) {
        Core::Cheat::Engine engine(std::move(cheat.program));
        engine.run(10);
        check(engine.tick() == 10, "the Cheat program runs ten slots");
    }

    Core::Fyb::ParseResult first = Core::Fyb::parse("+!");
    Core::Fyb::ParseResult second = Core::Fyb::parse("%");
    Core::Fyb::Engine battle(std::move(first.program), std::move(second.program));
    battle.runToEnd();
    check(battle.finished(), "the battle ends");

    std::printf("%s\n", failures == 0 ? "1 passed, 0 failed" : "0 passed, 1 failed");
    return failures == 0 ? 0 : 1;
}
