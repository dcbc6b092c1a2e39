#include "ksyntaxtheme.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QPalette>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

using Core::TokenKind;
using Style = KSyntaxHighlighting::Theme::TextStyle;
using Role = KSyntaxHighlighting::Theme::EditorColorRole;

// The default style each token kind borrows its look from, chosen by what the
// token means to the reader: commands that change control flow look like
// control flow in any other language, data edits like operators, and so on.
Style styleFor(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Text:
        return Style::Normal;
    case TokenKind::Comment:
        return Style::Comment;
    case TokenKind::Keyword:
        return Style::Keyword;
    case TokenKind::Player:
        return Style::Variable;
    case TokenKind::Pronoun:
        return Style::DataType;
    case TokenKind::Number:
        return Style::DecVal;
    case TokenKind::Label:
        return Style::Function;
    case TokenKind::Operator:
        return Style::Operator;
    case TokenKind::Punctuation:
        return Style::Operator;
    case TokenKind::Inert:
        return Style::Others;
    case TokenKind::DataEdit:
        return Style::Operator;
    case TokenKind::Commit:
        return Style::Keyword;
    case TokenKind::ControlFlow:
        return Style::ControlFlow;
    case TokenKind::Concurrency:
        return Style::BuiltIn;
    case TokenKind::Alert:
        return Style::Alert;
    case TokenKind::Error:
        return Style::Error;
    }
    return Style::Normal;
}

QColor editorColour(const KSyntaxHighlighting::Theme &theme, Role role)
{
    return QColor::fromRgba(theme.editorColor(role));
}

Theme convert(const KSyntaxHighlighting::Theme &source)
{
    const QColor ground = editorColour(source, Role::BackgroundColor);
    Theme theme = Theme::builtIn(ground.lightnessF() < 0.5 ? Theme::Variant::Dark : Theme::Variant::Light);
    theme.setId(source.name());
    theme.setName(source.translatedName());
    theme.background = ground;
    if (const QRgb normal = source.textColor(Style::Normal))
        theme.foreground = QColor::fromRgba(normal);
    theme.gutterBackground = editorColour(source, Role::IconBorder);
    theme.lineNumber = editorColour(source, Role::LineNumbers);
    theme.currentLineNumber = editorColour(source, Role::CurrentLineNumber);
    theme.currentLine = editorColour(source, Role::CurrentLine);
    theme.breakpoint = editorColour(source, Role::MarkBreakpointActive);
    theme.disabledBreakpoint = editorColour(source, Role::MarkBreakpointDisabled);
    theme.errorUnderline = editorColour(source, Role::MarkError);
    theme.warningUnderline = editorColour(source, Role::MarkWarning);
    theme.searchMatch = editorColour(source, Role::SearchHighlight);

    for (int i = 0; i <= static_cast<int>(TokenKind::Error); ++i) {
        const auto kind = static_cast<TokenKind>(i);
        const Style style = styleFor(kind);
        QTextCharFormat format;
        const QRgb text = source.textColor(style);
        format.setForeground(text ? QColor::fromRgba(text) : theme.foreground);
        if (const QRgb back = source.backgroundColor(style))
            format.setBackground(QColor::fromRgba(back));
        if (source.isBold(style))
            format.setFontWeight(QFont::Bold);
        format.setFontItalic(source.isItalic(style));
        format.setFontUnderline(source.isUnderline(style));
        format.setFontStrikeOut(source.isStrikeThrough(style));
        theme.setFormat(kind, format);
    }
    return theme;
}

KSyntaxHighlighting::Repository &repository()
{
    // Loading the repository reads every definition and theme from disk:
    // do it once.
    static KSyntaxHighlighting::Repository instance;
    return instance;
}

} // namespace

std::optional<Theme> KSyntaxTheme::forPalette(const QPalette &palette)
{
    const KSyntaxHighlighting::Theme theme = repository().themeForPalette(palette);
    if (!theme.isValid())
        return std::nullopt;
    return convert(theme);
}

std::optional<Theme> KSyntaxTheme::byName(const QString &name)
{
    const KSyntaxHighlighting::Theme theme = repository().theme(name);
    if (!theme.isValid())
        return std::nullopt;
    return convert(theme);
}

QList<Theme::Choice> KSyntaxTheme::choices()
{
    QList<Theme::Choice> themes;
    for (const KSyntaxHighlighting::Theme &theme : repository().themes())
        themes.append({theme.name(), theme.translatedName(), std::nullopt});
    std::sort(themes.begin(), themes.end(), [](const Theme::Choice &a, const Theme::Choice &b) {
        return a.title.compare(b.title, Qt::CaseInsensitive) < 0; // "ayu" among the A's
    });
    return themes;
}

QString KSyntaxTheme::defaultName(Theme::Variant variant)
{
    const KSyntaxHighlighting::Theme theme =
        repository().defaultTheme(variant == Theme::Variant::Dark ? KSyntaxHighlighting::Repository::DarkTheme
                                                                  : KSyntaxHighlighting::Repository::LightTheme);
    return theme.isValid() ? theme.name() : QString();
}

} // namespace Foulplay::Ui
