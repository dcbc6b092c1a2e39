#pragma once

#include "common/highlight.h"

#include <QColor>
#include <QString>
#include <QTextCharFormat>

#include <QList>

#include <array>
#include <optional>

class QPalette;

namespace Foulplay::Ui {

// The editor's colours: one text format per token kind, plus the colours of
// the gutter, the current line, breakpoints and diagnostics. A value type;
// build it on the GUI thread (it reads the palette).
class Theme final {
public:
    enum class Variant { Light, Dark };

    // The built-in light or dark theme.
    static Theme builtIn(Variant variant);
    // The theme that suits palette: dark when its window colour is dark. Where
    // KF6SyntaxHighlighting was found at build time, its theme for the palette
    // is used; otherwise the built-in one.
    static Theme forPalette(const QPalette &palette);
    // True when palette has a dark window (light text on dark ground).
    static bool isDark(const QPalette &palette);

    // A theme the editor offers. id is what the settings keep; title is the
    // name to show, translated by KSyntaxHighlighting. The built-in themes
    // carry their variant instead of a title: the front end words them.
    struct Choice {
        QString id;
        QString title;
        std::optional<Variant> builtIn;
    };
    // Every theme the editor offers, in the order to list them: each theme of
    // the KSyntaxHighlighting repository where KF6SyntaxHighlighting was found
    // at build time, otherwise the built-in light and dark. GUI thread only.
    static QList<Choice> choices();
    // The theme with this id from choices(); nullopt for an empty or unknown
    // id (the editor then follows the system). GUI thread only.
    static std::optional<Theme> byId(const QString &id);
    // The id of the light or dark theme that following the system picks on a
    // light or dark desktop ("Breeze Light", or the built-in one).
    static QString defaultId(Variant variant);

    // The theme's id in choices() and its name as shown.
    QString id() const { return m_id; }
    void setId(const QString &id) { m_id = id; }
    QString name() const { return m_name; }
    void setName(const QString &name) { m_name = name; }
    Variant variant() const { return m_variant; }
    void setVariant(Variant variant) { m_variant = variant; }

    // The palette for the rest of the window under this theme: system, the
    // desktop's own palette, when it is as dark (or as light) as the theme;
    // otherwise a palette of the other brightness made from the theme's
    // ground and text, for every dock, dialog and view to follow.
    QPalette windowPalette(const QPalette &system) const;

    QTextCharFormat format(Core::TokenKind kind) const;
    void setFormat(Core::TokenKind kind, const QTextCharFormat &format);

    // Editor colours.
    QColor background;
    QColor foreground;
    QColor gutterBackground;
    QColor lineNumber;
    QColor currentLineNumber;
    QColor currentLine;
    QColor breakpoint;
    QColor disabledBreakpoint;
    QColor errorUnderline;
    QColor warningUnderline;
    QColor searchMatch;

private:
    static constexpr int kindCount = static_cast<int>(Core::TokenKind::Error) + 1;

    QString m_id;
    QString m_name;
    Variant m_variant = Variant::Light;
    std::array<QTextCharFormat, kindCount> m_formats;
};

} // namespace Foulplay::Ui
