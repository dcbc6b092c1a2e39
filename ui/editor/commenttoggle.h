#pragma once

#include "language.h"

#include <QStringList>

namespace Foulplay::Ui {

// Comments or uncomments lines with a language's comment and returns them.
// If every non-blank line is already commented, the comments are removed;
// otherwise every non-blank line is commented. Unfair (#) and Cheat (//) put
// the marker and a space at the smallest indentation of the lines. FukYorBrane
// wraps each stretch of code outside the line's comments in ( and ); undoing
// it removes the brackets of the line's comments. Each line is read as
// starting outside a comment. Any thread.
QStringList toggleCommentLines(const QStringList &lines, Language language);

} // namespace Foulplay::Ui
