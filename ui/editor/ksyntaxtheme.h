#pragma once

// Only compiled where KF6SyntaxHighlighting was found (HAVE_KSYNTAXHIGHLIGHTING).

#include "theme.h"

#include <QStringList>

#include <optional>

class QPalette;

namespace Foulplay::Ui {

// Our Theme built from a KSyntaxHighlighting colour theme: each TokenKind is
// mapped to one of its default styles, the editor colours to its editor
// colour roles. GUI thread only.
class KSyntaxTheme final
{
public:
    // The KSyntaxHighlighting theme that suits palette (light or dark).
    static std::optional<Theme> forPalette(const QPalette &palette);
    // The KSyntaxHighlighting theme with this name ("Breeze Dark" ...).
    static std::optional<Theme> byName(const QString &name);
    // The names of every installed KSyntaxHighlighting theme.
    static QStringList themeNames();
};

} // namespace Foulplay::Ui
