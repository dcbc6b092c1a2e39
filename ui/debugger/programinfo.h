#pragma once

#include "language.h"

#include "debug/debugtypes.h"

#include <QStringList>

#include <optional>

namespace Foulplay::Ui::Debugger {

// What the breakpoint and watch editors need to know of a program, read
// from its text: its debug language, its labels, and the names its
// conditions can read. Any thread.
struct ProgramInfo {
    // The debug language of an editor language (none for plain text).
    static std::optional<Core::Debug::Language> debugLanguage(Language language);
    // Unfair: the program's labels in order of definition; others: none.
    static QStringList labels(Language language, const QString &source);
    // The condition names to complete, with the program's own players
    // (`Player 2's counting number`, `score(Alice)`, `threads(2)` ...).
    static QStringList conditionWords(Language language, const QString &source);
};

} // namespace Foulplay::Ui::Debugger
