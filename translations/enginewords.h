#pragma once

#include "common/diagnostic.h"
#include "common/message.h"

#include <QString>

// The words of the engines' messages (diagnostics, hints, runtime errors) in
// the user's language: the core gives codes and arguments, the IDE and
// foulplay-dap word them here, the command line with Core::englishText().
// Any thread, after the translators are installed.
namespace Foulplay::Words {

// The message in the installed language, safe to show (Core::displayText()).
// groupDigits writes whole-number arguments in the locale's digit grouping
// ("turn 10,000,000"), as the window shows numbers.
QString message(const Core::Message &message, bool groupDigits = false);

// "message (hint)", or the message alone when there is no hint.
QString diagnostic(const Core::Diagnostic &diagnostic);

// The English source text the translation of code is looked up by, or
// nullptr for a code without one (None). For tests.
const char *englishSource(Core::MessageCode code);

} // namespace Foulplay::Words
