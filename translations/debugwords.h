#pragma once

#include "debug/debugtypes.h"

#include <QList>
#include <QPair>
#include <QString>

// The words of the debug layer's values, in the user's language: the core
// reports results, input prompts and variables as values, and the front ends
// word them here (the IDE with its translation installed, foulplay-dap in
// English). Any thread, after the translators are installed.
namespace Foulplay::Words {

// How a run ended: "finished after 12 sentences", "program 1 wins at turn
// 40: program 2 ran a bomb", or the runtime error's message.
QString result(const Core::Debug::DebugResult &result);
// Who waits for what: "Olly asks: allowed to? (yes/no)".
QString inputPrompt(const Core::Debug::InputPrompt &prompt);
// The name of a variables view line: "Alice's score", "the count", "threads(1)".
QString variableName(const Core::Debug::DebugVariable &variable);
// Name and value of every line.
QList<QPair<QString, QString>> variableLines(const QList<Core::Debug::DebugVariable> &variables);

} // namespace Foulplay::Words
