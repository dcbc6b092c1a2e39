#include "theme.h"

#include "config-foulplay.h"

#if HAVE_KSYNTAXHIGHLIGHTING
#include "ksyntaxtheme.h"
#endif

#include <QPalette>

namespace Foulplay::Ui {

namespace {

using Core::TokenKind;

QTextCharFormat coloured(const QColor &colour, bool bold = false, bool italic = false)
{
    QTextCharFormat format;
    format.setForeground(colour);
    if (bold)
        format.setFontWeight(QFont::Bold);
    if (italic)
        format.setFontItalic(true);
    return format;
}

// a, moved share of the way towards b.
QColor mix(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * share),
                            float(a.greenF() + (b.greenF() - a.greenF()) * share),
                            float(a.blueF() + (b.blueF() - a.blueF()) * share));
}

} // namespace

QPalette Theme::windowPalette(const QPalette &system) const
{
    const bool dark = m_variant == Variant::Dark;
    if (dark == isDark(system))
        return system;
    // The roles Fusion and the views read, from the editor's own ground and
    // text: windows a shade off the ground, frames and bevels between them.
    const QColor base = background.isValid() ? background : (dark ? QColor(0x23, 0x26, 0x29) : QColor(Qt::white));
    const QColor text = foreground.isValid() ? foreground : (dark ? QColor(0xe0, 0xe0, 0xe0) : QColor(Qt::black));
    const QColor window = mix(base, text, dark ? 0.08 : 0.06);
    QPalette palette;
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool disabled = group == QPalette::Disabled;
        const QColor ink = disabled ? mix(text, window, 0.55) : text;
        palette.setColor(group, QPalette::Window, window);
        palette.setColor(group, QPalette::WindowText, ink);
        palette.setColor(group, QPalette::Base, disabled ? window : base);
        palette.setColor(group, QPalette::AlternateBase, mix(base, text, 0.05));
        palette.setColor(group, QPalette::Text, ink);
        palette.setColor(group, QPalette::PlaceholderText, mix(text, base, 0.45));
        palette.setColor(group, QPalette::Button, mix(base, text, dark ? 0.12 : 0.08));
        palette.setColor(group, QPalette::ButtonText, ink);
        palette.setColor(group, QPalette::BrightText, dark ? QColor(0xff, 0x80, 0x80) : QColor(0xc0, 0x00, 0x00));
        palette.setColor(group, QPalette::ToolTipBase, mix(base, text, 0.12));
        palette.setColor(group, QPalette::ToolTipText, text);
        palette.setColor(group, QPalette::Light, mix(base, text, dark ? 0.25 : 0.0));
        palette.setColor(group, QPalette::Midlight, mix(base, text, dark ? 0.18 : 0.04));
        palette.setColor(group, QPalette::Mid, mix(base, text, 0.3));
        palette.setColor(group, QPalette::Dark, mix(base, text, dark ? 0.02 : 0.4));
        palette.setColor(group, QPalette::Shadow, dark ? QColor(Qt::black) : mix(base, text, 0.6));
        palette.setColor(group, QPalette::Highlight,
                         disabled ? mix(base, text, 0.2)
                                  : (dark ? QColor(0x3d, 0x7a, 0xc8) : QColor(0x30, 0x8c, 0xe8)));
        palette.setColor(group, QPalette::HighlightedText, disabled ? ink : QColor(Qt::white));
        palette.setColor(group, QPalette::Link, dark ? QColor(0x6c, 0xb4, 0xff) : QColor(0x00, 0x55, 0xb8));
        palette.setColor(group, QPalette::LinkVisited, dark ? QColor(0xc0, 0x90, 0xff) : QColor(0x70, 0x30, 0xa0));
    }
    return palette;
}

bool Theme::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

Theme Theme::builtIn(Variant variant)
{
    Theme theme;
    theme.m_variant = variant;
    const bool dark = variant == Variant::Dark;
    theme.m_id = dark ? QStringLiteral("Foul Play Dark") : QStringLiteral("Foul Play Light");
    theme.m_name = theme.m_id;

    // Colours chosen for contrast on the ground of each variant; the FYB
    // command kinds get clearly different hues, since a program is one long
    // run of punctuation.
    auto pick = [dark](const char *light, const char *darkColour) {
        return QColor(QLatin1String(dark ? darkColour : light));
    };
    theme.background = pick("#ffffff", "#1e2127");
    theme.foreground = pick("#1f1f1f", "#d7dae0");
    theme.gutterBackground = pick("#f3f3f3", "#252830");
    theme.lineNumber = pick("#9a9a9a", "#636b78");
    theme.currentLineNumber = pick("#303030", "#d7dae0");
    theme.currentLine = pick("#f5f8ff", "#2a2e37");
    theme.breakpoint = pick("#d0312d", "#f05454");
    theme.disabledBreakpoint = pick("#b0b0b0", "#6b6b6b");
    theme.errorUnderline = pick("#e01b24", "#ff5f5f");
    theme.warningUnderline = pick("#c88800", "#e5c07b");
    theme.searchMatch = pick("#fff176", "#5c5a1e");

    theme.setFormat(TokenKind::Text, coloured(theme.foreground));
    theme.setFormat(TokenKind::Comment, coloured(pick("#6a737d", "#7f8896"), false, true));
    theme.setFormat(TokenKind::Keyword, coloured(pick("#0033b3", "#61afef"), true));
    theme.setFormat(TokenKind::Player, coloured(pick("#871094", "#c678dd")));
    theme.setFormat(TokenKind::Pronoun, coloured(pick("#8c4b9a", "#d19ae8"), false, true));
    theme.setFormat(TokenKind::Number, coloured(pick("#1750eb", "#d19a66")));
    theme.setFormat(TokenKind::Label, coloured(pick("#00627a", "#56b6c2"), true));
    theme.setFormat(TokenKind::Operator, coloured(pick("#0b7a3e", "#98c379")));
    theme.setFormat(TokenKind::Punctuation, coloured(pick("#505050", "#abb2bf"), true));
    theme.setFormat(TokenKind::Inert, coloured(pick("#8a8a8a", "#7f8896")));
    theme.setFormat(TokenKind::DataEdit, coloured(pick("#1750eb", "#61afef")));
    theme.setFormat(TokenKind::Commit, coloured(pick("#c2185b", "#ff79c6"), true));
    theme.setFormat(TokenKind::ControlFlow, coloured(pick("#0b7a3e", "#98c379"), true));
    theme.setFormat(TokenKind::Concurrency, coloured(pick("#b35900", "#e5c07b"), true));
    theme.setFormat(TokenKind::Alert, coloured(pick("#871094", "#c678dd"), true));

    QTextCharFormat error = coloured(theme.errorUnderline);
    error.setUnderlineStyle(QTextCharFormat::SingleUnderline);
    error.setUnderlineColor(theme.errorUnderline);
    theme.setFormat(TokenKind::Error, error);
    return theme;
}

Theme Theme::forPalette(const QPalette &palette)
{
#if HAVE_KSYNTAXHIGHLIGHTING
    if (auto theme = KSyntaxTheme::forPalette(palette))
        return *theme;
#endif
    // The ground and the plain text keep the palette's own colours, so that
    // the editor looks like the rest of the system and follows its changes.
    Theme theme = builtIn(isDark(palette) ? Variant::Dark : Variant::Light);
    theme.background = palette.color(QPalette::Base);
    theme.foreground = palette.color(QPalette::Text);
    QTextCharFormat text = theme.format(Core::TokenKind::Text);
    text.setForeground(theme.foreground);
    theme.setFormat(Core::TokenKind::Text, text);
    return theme;
}

QList<Theme::Choice> Theme::choices()
{
#if HAVE_KSYNTAXHIGHLIGHTING
    if (QList<Choice> repository = KSyntaxTheme::choices(); !repository.isEmpty())
        return repository;
#endif
    QList<Choice> themes;
    for (const Variant variant : {Variant::Light, Variant::Dark})
        themes.append({builtIn(variant).id(), QString(), variant});
    return themes;
}

std::optional<Theme> Theme::byId(const QString &id)
{
    if (id.isEmpty())
        return std::nullopt;
#if HAVE_KSYNTAXHIGHLIGHTING
    if (auto theme = KSyntaxTheme::byName(id))
        return theme;
#endif
    for (const Choice &choice : choices()) {
        if (choice.id == id && choice.builtIn)
            return builtIn(*choice.builtIn);
    }
    return std::nullopt;
}

QString Theme::defaultId(Variant variant)
{
#if HAVE_KSYNTAXHIGHLIGHTING
    const QString name = KSyntaxTheme::defaultName(variant);
    if (!name.isEmpty())
        return name;
#endif
    return builtIn(variant).id();
}

QTextCharFormat Theme::format(Core::TokenKind kind) const
{
    const auto index = static_cast<std::size_t>(kind);
    return index < m_formats.size() ? m_formats[index] : QTextCharFormat();
}

void Theme::setFormat(Core::TokenKind kind, const QTextCharFormat &format)
{
    const auto index = static_cast<std::size_t>(kind);
    if (index < m_formats.size())
        m_formats[index] = format;
}

} // namespace Foulplay::Ui
