#pragma once

// Only compiled where KF6SyntaxHighlighting was found (HAVE_KSYNTAXHIGHLIGHTING).

#include "theme.h"

#include <QList>
#include <QString>

#include <optional>

class QPalette;

namespace Foulplay::Ui {

// Our Theme built from a KSyntaxHighlighting colour theme: each TokenKind is
// mapped to one of its default styles, the editor colours to its editor
// colour roles. GUI thread only.
class KSyntaxTheme final {
public:
    // The KSyntaxHighlighting theme that suits palette (light or dark).
    static std::optional<Theme> forPalette(const QPalette &palette);
    // The KSyntaxHighlighting theme with this name ("Breeze Dark" ...).
    static std::optional<Theme> byName(const QString &name);
    // Every installed KSyntaxHighlighting theme, as the editor offers it
    // (id: the theme's untranslated name), sorted by title.
    static QList<Theme::Choice> choices();
    // The name of KSyntaxHighlighting's default light or dark theme; empty
    // when it has none.
    static QString defaultName(Theme::Variant variant);
};

} // namespace Foulplay::Ui
