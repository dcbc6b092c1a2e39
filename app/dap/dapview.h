#pragma once

#include "common/decimal.h"
#include "debug/breakpoint.h"
#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"
#include "debug/language.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Core::Debug {
class ConditionVocabulary;
}

namespace Foulplay::Dap {

// What a view names things by: the facts of the load and the language's
// condition names.
struct ViewContext {
    const Core::Debug::ProgramFacts &facts;
    const Core::Debug::ConditionVocabulary &names;

    // Player i as a reader names it (ProgramFacts::playerNames), or
    // "player i" when the load found fewer.
    QString playerName(qsizetype i) const;
    // Player i as a condition's argument names it (ProgramFacts::players:
    // Unfair "2", Cheat "Alice"); empty when the load found fewer.
    std::string player(qsizetype i) const;
    // How a condition, and so a DAP evaluate request, reads variable with
    // args (ConditionVocabulary::name()); empty when the language has no
    // name for it, as for an empty argument (a player the load lacks).
    QString evaluateName(int variable, std::vector<std::string> args = {}) const;
};

// What a DAP client sees of one language's run: the scopes of a stack
// frame and the variables behind each reference.
// Each language defines its view in its own folder (languages/<language>/)
// from the engine's snapshot (DebugSnapshot::engineSnapshot<...>()), and
// dapViews() lists the built-in ones (core/debug/builtinlanguages.h). The
// functions are pure.
struct DapView {
    Core::Debug::Language language;
    // The scopes of frame frameId (FYB: thread frameId - 1).
    QJsonArray (*scopes)(const Core::Debug::DebugSnapshot &snapshot, int frameId);
    // The language's variables behind a reference of kind (DapReference)
    // and index. A variable a condition can read carries the name it reads
    // it by as its evaluateName (context.evaluateName()).
    QJsonArray (*variables)(const Core::Debug::DebugSnapshot &snapshot, int kind, int index,
                            const ViewContext &context);

    // A language whose runs have threads (Capabilities::supportsThreads):
    // the threads a client lists (DAP Thread objects, ids from 1), the name
    // of thread threadId's frame at location (statement: the text there),
    // nullopt when there is no such thread, and whether an event breakpoint
    // holds at the snapshot's place (where a run backwards stopped). Null
    // for a language of one thread.
    QJsonArray (*threads)(const Core::Debug::DebugSnapshot &snapshot) = nullptr;
    std::optional<QString> (*frameName)(const Core::Debug::DebugSnapshot &snapshot, int threadId,
                                        const Core::Debug::DebugLocation &location, const QString &statement) = nullptr;
    bool (*eventHolds)(const Core::Debug::DebugSnapshot &snapshot, const Core::Debug::Breakpoint &breakpoint) = nullptr;
};

// Every language's view, in the order the languages are registered.
const QList<const DapView *> &dapViews();
// Adds the view of a registered language (Core::Debug::registerLanguage()),
// which lives as long as the program; call it at start-up. A language
// without a view shows its run scope only (tick, turn, furthest tick,
// finished). False when the language has a view already.
bool registerDapView(const DapView &view);
// The view of a language; null when none is registered.
const DapView *dapView(Core::Debug::Language language);

// Variable references: kind * Stride + index (a player, a process). The
// run scope (tick, turn, whether it finished) is the inspector's own; the
// views add their variables to it.
namespace DapReference {
enum Kind { RunScope = 1, PlayersScope, Player, UniversesScope, WindowsScope, BattleScope, ThreadScope, Cells };
inline constexpr int Stride = 1 << 20;
constexpr int of(Kind kind, int index = 0)
{
    return kind * Stride + index;
}
} // namespace DapReference

// The pieces every view builds its answers from.
namespace DapJson {
// The most entries a list shows (a run can pile up universes or windows).
inline constexpr std::size_t MaxEntries = 2000;
QJsonObject variable(const QString &name, const QString &value, const QString &evaluateName = {}, int reference = 0);
QJsonObject scope(const QString &name, int reference);
QString number(const Core::Decimal &value);
// "... N more not shown" when a list of total entries was cut at MaxEntries.
void appendMore(QJsonArray &list, std::size_t total);
} // namespace DapJson

} // namespace Foulplay::Dap
