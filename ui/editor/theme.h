#pragma once

#include "common/highlight.h"

#include <QColor>
#include <QString>
#include <QTextCharFormat>

#include <array>

class QPalette;

namespace Foulplay::Ui {

// The editor's colours: one text format per token kind, plus the colours of
// the gutter, the current line, breakpoints and diagnostics. A value type;
// build it on the GUI thread (it reads the palette).
class Theme final
{
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

    QString name() const { return m_name; }
    void setName(const QString &name) { m_name = name; }
    Variant variant() const { return m_variant; }
    void setVariant(Variant variant) { m_variant = variant; }

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

    QString m_name;
    Variant m_variant = Variant::Light;
    std::array<QTextCharFormat, kindCount> m_formats;
};

} // namespace Foulplay::Ui
