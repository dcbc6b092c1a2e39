#pragma once

#include "language.h"

#include <QStringList>

namespace Foulplay::Ui {

// Comments or uncomments lines with a language's comment and returns them.
// If every non-blank line is already commented, the comments are removed;
// otherwise every non-blank line is commented. A comment to the end of the
// line (Unfair's #, Cheat's //) is put with a space at the smallest
// indentation of the lines. A bracketed comment (FukYorBrane's ( and ))
// wraps each stretch of code outside the line's comments; undoing it removes
// the brackets of the line's comments. Each line is read as starting outside
// a comment. Plain text has no comments. Any thread.
QStringList toggleCommentLines(const QStringList &lines, std::optional<Language> language);

} // namespace Foulplay::Ui
