#include "codeeditor.h"

#include "commenttoggle.h"
#include "diagnosticsrunner.h"
#include "editorgutter.h"
#include "findbar.h"
#include "languagesupport.h"
#include "syntaxhighlighter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFontDatabase>
#include <QInputDialog>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>
#include <functional>

namespace Foulplay::Ui {

namespace {

// More underlines than this cost more time than they help anyone.
constexpr int maxUnderlinedDiagnostics = 1000;
constexpr int minZoom = -8;
constexpr int maxZoom = 40;

// The index in text of a 0-based UTF-8 byte offset (engines count bytes).
int unitForByte(const QString &text, int byte)
{
    int bytes = 0;
    for (int unit = 0; unit < text.size(); ++unit) {
        if (bytes >= byte)
            return unit;
        const char16_t c = text.at(unit).unicode();
        if (QChar::isLowSurrogate(c))
            continue;
        bytes += QChar::isHighSurrogate(c) ? 4 : c >= 0x800 ? 3 : c >= 0x80 ? 2 : 1;
    }
    return int(text.size());
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-')
        || c == QLatin1Char('\'');
}

} // namespace

CodeEditor::CodeEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_theme(Theme::forPalette(palette()))
    , m_gutter(new EditorGutter(this))
    , m_highlighter(new SyntaxHighlighter(document()))
    , m_diagnosticsRunner(new DiagnosticsRunner([this] { return toPlainText(); }, this))
    , m_findBar(new FindBar(this, this))
    , m_completer(new QCompleter(this))
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(false);
    m_highlighter->setTheme(m_theme);

    m_completer->setModel(new QStringListModel(m_completer));
    m_completer->setWidget(this);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::UnsortedModel);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
            &CodeEditor::insertCompletion);

    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeEditor::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &CodeEditor::updateExtraSelections);
    connect(document(), &QTextDocument::contentsChange, this, &CodeEditor::onContentsChange);
    connect(m_diagnosticsRunner, &DiagnosticsRunner::ready, this, &CodeEditor::onDiagnosticsReady);
    connect(m_findBar, &FindBar::closed, this, [this] {
        layoutBottomBar();
        setFocus();
    });

    m_characterCount = document()->characterCount();
    m_revision = document()->revision();
    updateGutterWidth();
    updateExtraSelections();
}

CodeEditor::~CodeEditor() = default;

void CodeEditor::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    m_highlighter->setLanguage(language);
    m_diagnosticsRunner->setLanguage(language);
    updateCompleterModel();
}

void CodeEditor::setTheme(const Theme &theme)
{
    m_themeFollowsPalette = false;
    m_theme = theme;
    m_highlighter->setTheme(theme);
    rebuildDiagnosticSelections();
    m_gutter->update();
}

// ---------------------------------------------------------------- gutter

QWidget *CodeEditor::gutter() const
{
    return m_gutter;
}

int CodeEditor::gutterWidth() const
{
    int digits = 1;
    for (int max = std::max(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    const QFontMetrics metrics(font());
    const int markArea = metrics.height() + 4;
    return markArea + metrics.horizontalAdvance(QLatin1Char('9')) * std::max(digits, 3) + 10;
}

void CodeEditor::updateGutterWidth()
{
    setViewportMargins(gutterWidth(), 0, 0,
                       m_findBar->isVisible() ? m_findBar->sizeHint().height() : 0);
    layoutBottomBar();
}

void CodeEditor::layoutBottomBar()
{
    const QRect rect = contentsRect();
    const int barHeight = m_findBar->isVisible() ? m_findBar->sizeHint().height() : 0;
    const int scrollHeight = horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0;
    m_gutter->setGeometry(rect.left(), rect.top(), gutterWidth(),
                          rect.height() - barHeight - scrollHeight);
    if (m_findBar->isVisible())
        m_findBar->setGeometry(rect.left(), rect.bottom() + 1 - barHeight - scrollHeight,
                               rect.width(), barHeight);
    const QMargins margins = viewportMargins();
    if (margins.left() != gutterWidth() || margins.bottom() != barHeight)
        setViewportMargins(gutterWidth(), 0, 0, barHeight);
}

void CodeEditor::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void CodeEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    layoutBottomBar();
}

void CodeEditor::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), m_theme.gutterBackground);
    painter.setRenderHint(QPainter::Antialiasing);

    QHash<int, bool> breakpoints;
    for (const Breakpoint &breakpoint : std::as_const(m_breakpoints))
        breakpoints.insert(breakpoint.cursor.blockNumber(), breakpoint.enabled);
    QHash<int, QList<QColor>> markers;
    for (const ExecutionMarker &marker : std::as_const(m_markers))
        markers[marker.line].append(marker.colour);

    const QFontMetrics metrics(font());
    const int markArea = metrics.height() + 4;
    const int currentLine = textCursor().blockNumber();
    QFont boldFont = font();
    boldFont.setBold(true);

    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top()) {
            const int line = block.blockNumber();
            const int lineHeight = metrics.height();
            const QRectF mark(2.5, top + 1.5, lineHeight - 3.0, lineHeight - 3.0);
            if (const auto it = breakpoints.constFind(line); it != breakpoints.constEnd()) {
                if (*it) {
                    painter.setPen(m_theme.breakpoint.darker(130));
                    painter.setBrush(m_theme.breakpoint);
                    painter.drawEllipse(mark);
                } else {
                    // Disabled: a hollow ring, so it reads as "there but off".
                    painter.setPen(QPen(m_theme.disabledBreakpoint, 2.0));
                    painter.setBrush(Qt::NoBrush);
                    painter.drawEllipse(mark.adjusted(1, 1, -1, -1));
                }
            }
            if (const auto it = markers.constFind(line); it != markers.constEnd()) {
                // One arrow per thread on the line, overlapping a little.
                const QList<QColor> &colours = *it;
                const qreal step = colours.size() > 1 ? std::min(4.0, (markArea - 10.0) / (colours.size() - 1)) : 0;
                for (int i = 0; i < colours.size(); ++i) {
                    const qreal x = 2 + i * step;
                    QPainterPath arrow;
                    arrow.moveTo(x, top + 3);
                    arrow.lineTo(x + lineHeight * 0.6, top + lineHeight / 2.0);
                    arrow.lineTo(x, top + lineHeight - 3);
                    arrow.closeSubpath();
                    painter.setPen(colours.at(i).darker(150));
                    painter.setBrush(colours.at(i));
                    painter.drawPath(arrow);
                }
            }
            painter.setFont(line == currentLine ? boldFont : font());
            painter.setPen(line == currentLine ? m_theme.currentLineNumber : m_theme.lineNumber);
            painter.drawText(markArea, top, m_gutter->width() - markArea - 6, lineHeight,
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(line + 1));
        }
        block = block.next();
        top += height;
    }
}

void CodeEditor::gutterMousePressed(QMouseEvent *event)
{
    const QTextCursor cursor = cursorForPosition(QPoint(0, event->position().toPoint().y()));
    const QTextBlock block = cursor.block();
    const QRectF geometry = blockBoundingGeometry(block).translated(contentOffset());
    if (!block.isValid() || event->position().y() > geometry.bottom())
        return;
    const int line = block.blockNumber();
    if (event->button() == Qt::LeftButton) {
        setBreakpoint(line, !hasBreakpoint(line));
    } else if (event->button() == Qt::RightButton && hasBreakpoint(line)) {
        setBreakpoint(line, true, !isBreakpointEnabled(line));
    }
}

QString CodeEditor::gutterToolTip(const QPoint &pos) const
{
    const QTextBlock block = cursorForPosition(QPoint(0, pos.y())).block();
    const int line = block.blockNumber();
    QStringList parts;
    for (const ExecutionMarker &marker : m_markers) {
        if (marker.line == line && !marker.label.isEmpty())
            parts.append(marker.label.toHtmlEscaped());
    }
    if (hasBreakpoint(line)) {
        parts.append(isBreakpointEnabled(line)
                         ? tr("Breakpoint on line %1 (right-click or Ctrl+F9 disables it)").arg(line + 1)
                         : tr("Disabled breakpoint on line %1 (right-click or Ctrl+F9 enables it)").arg(line + 1));
    } else {
        parts.append(tr("Click to set a breakpoint on line %1 (F9)").arg(line + 1));
    }
    return parts.join(QLatin1String("<br>"));
}

// ----------------------------------------------------------- breakpoints

int CodeEditor::findBreakpoint(int line) const
{
    for (int i = 0; i < m_breakpoints.size(); ++i) {
        if (m_breakpoints.at(i).cursor.blockNumber() == line)
            return i;
    }
    return -1;
}

QList<int> CodeEditor::breakpointLines() const
{
    QList<int> lines;
    lines.reserve(m_breakpoints.size());
    for (const Breakpoint &breakpoint : m_breakpoints)
        lines.append(breakpoint.cursor.blockNumber());
    std::sort(lines.begin(), lines.end());
    return lines;
}

bool CodeEditor::hasBreakpoint(int line) const
{
    return findBreakpoint(line) >= 0;
}

bool CodeEditor::isBreakpointEnabled(int line) const
{
    const int index = findBreakpoint(line);
    return index >= 0 && m_breakpoints.at(index).enabled;
}

void CodeEditor::setBreakpoint(int line, bool present, bool enabled)
{
    const QTextBlock block = document()->findBlockByNumber(line);
    if (!block.isValid())
        return;
    const int index = findBreakpoint(line);
    if (!present) {
        if (index < 0)
            return;
        m_breakpoints.removeAt(index);
    } else if (index >= 0) {
        if (m_breakpoints.at(index).enabled == enabled)
            return;
        m_breakpoints[index].enabled = enabled;
    } else {
        m_breakpoints.append({QTextCursor(block), enabled, line});
    }
    m_breakpointLines = breakpointLines();
    m_gutter->update();
    Q_EMIT breakpointToggled(line, present, present && enabled);
}

void CodeEditor::clearBreakpoints()
{
    const QList<int> lines = breakpointLines();
    for (int line : lines)
        setBreakpoint(line, false);
}

void CodeEditor::toggleBreakpointAtCursor()
{
    const int line = textCursor().blockNumber();
    setBreakpoint(line, !hasBreakpoint(line));
}

void CodeEditor::toggleBreakpointEnabledAtCursor()
{
    const int line = textCursor().blockNumber();
    if (hasBreakpoint(line))
        setBreakpoint(line, true, !isBreakpointEnabled(line));
}

void CodeEditor::onContentsChange(int position, int removed, int added)
{
    const int oldCount = m_characterCount;
    m_characterCount = document()->characterCount();
    const int revision = document()->revision();
    const bool wholeText = position == 0 && removed >= oldCount - 1 && oldCount > 1;
    // The highlighter reports its work as a change of equal size that leaves
    // the revision alone: no text moved, nothing to parse.
    const bool textChanged = removed != added || revision != m_revision || wholeText;
    m_revision = revision;
    if (!textChanged)
        return;

    // Replacing the whole text (setPlainText, a reload) first empties the
    // document, then inserts the new text: keep the breakpoints on their line
    // numbers across both steps.
    if (wholeText && !m_breakpoints.isEmpty()) {
        m_reloadBreakpoints.clear();
        for (const Breakpoint &breakpoint : std::as_const(m_breakpoints))
            m_reloadBreakpoints.append({breakpoint.line, breakpoint.enabled});
        m_breakpoints.clear();
    }
    if (!m_reloadBreakpoints.isEmpty() && position == 0 && added > 0) {
        for (const auto &[line, enabled] : std::as_const(m_reloadBreakpoints)) {
            const QTextBlock block = document()->findBlockByNumber(line);
            if (block.isValid())
                m_breakpoints.append({QTextCursor(block), enabled, line});
        }
        m_reloadBreakpoints.clear();
    } else if (!wholeText) {
        m_reloadBreakpoints.clear();
    }
    refreshBreakpointLines();
    m_diagnosticsRunner->schedule();
}

void CodeEditor::refreshBreakpointLines()
{
    if (m_breakpoints.isEmpty() && m_breakpointLines.isEmpty())
        return;
    // Edits at the start of a line push a breakpoint's cursor into the line:
    // bring it back, and merge breakpoints whose lines were joined.
    QList<Breakpoint> kept;
    for (Breakpoint breakpoint : std::as_const(m_breakpoints)) {
        breakpoint.cursor.movePosition(QTextCursor::StartOfBlock);
        const int line = breakpoint.cursor.blockNumber();
        breakpoint.line = line;
        const auto same = std::find_if(kept.begin(), kept.end(), [line](const Breakpoint &other) {
            return other.cursor.blockNumber() == line;
        });
        if (same == kept.end())
            kept.append(breakpoint);
        else
            same->enabled = same->enabled || breakpoint.enabled;
    }
    m_breakpoints = kept;
    const QList<int> lines = breakpointLines();
    if (lines != m_breakpointLines) {
        m_breakpointLines = lines;
        m_gutter->update();
        Q_EMIT breakpointsMoved();
    }
}

// ------------------------------------------------------ execution markers

CodeEditor::ExecutionMarker CodeEditor::markerAt(Core::SourcePos pos, const QColor &colour,
                                                 const QString &label)
{
    return {pos.line - 1, pos.column - 1, colour, label};
}

void CodeEditor::setExecutionMarkers(const QList<ExecutionMarker> &markers)
{
    m_markers = markers;
    updateExtraSelections();
    m_gutter->update();
    if (m_markers.isEmpty())
        return;
    const QTextBlock block = document()->findBlockByNumber(m_markers.first().line);
    if (!block.isValid())
        return;
    const QRectF geometry = blockBoundingGeometry(block).translated(contentOffset());
    if (geometry.top() < 0 || geometry.bottom() > viewport()->height()) {
        const int visibleLines = std::max(1, viewport()->height() / std::max(1, fontMetrics().height()));
        verticalScrollBar()->setValue(std::max(0, block.firstLineNumber() - visibleLines / 3));
    }
}

void CodeEditor::clearExecutionMarkers()
{
    setExecutionMarkers({});
}

// ------------------------------------------------------------ diagnostics

void CodeEditor::setDiagnosticsDelay(int milliseconds)
{
    m_diagnosticsRunner->setDelay(milliseconds);
}

QTextCursor CodeEditor::cursorFor(Core::SourcePos pos) const
{
    QTextBlock block = document()->findBlockByNumber(std::max(0, pos.line - 1));
    if (!block.isValid())
        block = document()->lastBlock();
    const QString text = block.text();
    const int unit = unitForByte(text, std::max(0, pos.column - 1));
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + std::min(unit, int(text.size())));
    return cursor;
}

void CodeEditor::onDiagnosticsReady(const std::vector<Core::Diagnostic> &diagnostics,
                                    const QStringList &words)
{
    QList<Core::Diagnostic> list(diagnostics.begin(), diagnostics.end());
    if (words != m_documentWords) {
        m_documentWords = words;
        updateCompleterModel();
    }
    if (list == m_diagnostics && m_diagnosticSelections.size() == std::min<qsizetype>(list.size(), maxUnderlinedDiagnostics))
        return;
    m_diagnostics = list;
    rebuildDiagnosticSelections();
    Q_EMIT diagnosticsChanged();
}

void CodeEditor::rebuildDiagnosticSelections()
{
    m_diagnosticSelections.clear();
    for (const Core::Diagnostic &diagnostic : std::as_const(m_diagnostics)) {
        if (m_diagnosticSelections.size() >= maxUnderlinedDiagnostics)
            break;
        QTextCursor cursor = cursorFor(diagnostic.range.begin);
        const QTextCursor end = cursorFor(diagnostic.range.end);
        if (end.position() > cursor.position()) {
            cursor.setPosition(end.position(), QTextCursor::KeepAnchor);
        } else {
            // An empty range (e.g. a missing '.') marks the character there,
            // or the one before it at the end of a line.
            if (cursor.atBlockEnd() && !cursor.atBlockStart())
                cursor.movePosition(QTextCursor::PreviousCharacter);
            cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        }
        QTextEdit::ExtraSelection selection;
        selection.cursor = cursor;
        const QColor colour = diagnostic.severity == Core::Severity::Error ? m_theme.errorUnderline
                                                                          : m_theme.warningUnderline;
        selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        selection.format.setUnderlineColor(colour);
        m_diagnosticSelections.append(selection);
    }
    updateExtraSelections();
}

void CodeEditor::updateExtraSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    QTextEdit::ExtraSelection current;
    current.format.setBackground(m_theme.currentLine);
    current.format.setProperty(QTextFormat::FullWidthSelection, true);
    current.cursor = textCursor();
    current.cursor.clearSelection();
    selections.append(current);

    for (const ExecutionMarker &marker : std::as_const(m_markers)) {
        const QTextBlock block = document()->findBlockByNumber(marker.line);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection line;
        QColor tint = marker.colour;
        tint.setAlpha(50);
        line.format.setBackground(tint);
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        line.cursor = QTextCursor(block);
        selections.append(line);
    }
    selections.append(m_diagnosticSelections);
    for (const ExecutionMarker &marker : std::as_const(m_markers)) {
        const QTextBlock block = document()->findBlockByNumber(marker.line);
        if (!block.isValid() || marker.column < 0 || marker.column >= block.length() - 1)
            continue;
        QTextEdit::ExtraSelection cell;
        QColor strong = marker.colour;
        strong.setAlpha(170);
        cell.format.setBackground(strong);
        cell.format.setForeground(strong.lightnessF() < 0.5 ? Qt::white : Qt::black);
        cell.cursor = QTextCursor(block);
        cell.cursor.setPosition(block.position() + marker.column);
        cell.cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        selections.append(cell);
    }
    setExtraSelections(selections);
    m_gutter->update();
}

bool CodeEditor::showToolTip(const QPoint &viewportPos, const QPoint &globalPos)
{
    const QTextCursor hovered = cursorForPosition(viewportPos);
    const int position = hovered.position();
    // cursorForPosition rounds to the nearest gap; the character under the
    // mouse is the one after it when the mouse is on its left half.
    const QRect caret = cursorRect(hovered);
    const int character = viewportPos.x() < caret.left() ? position - 1 : position;

    QStringList parts;
    for (int i = 0; i < m_diagnosticSelections.size(); ++i) {
        const QTextCursor &range = m_diagnosticSelections.at(i).cursor;
        if (character < range.selectionStart() || character >= range.selectionEnd())
            continue;
        const Core::Diagnostic &diagnostic = m_diagnostics.at(i);
        QString text = QStringLiteral("<b>%1</b> %2")
                           .arg(diagnostic.severity == Core::Severity::Error ? tr("Error:") : tr("Warning:"),
                                QString::fromStdString(diagnostic.message).toHtmlEscaped());
        if (!diagnostic.hint.empty())
            text += QStringLiteral("<br><i>%1</i>").arg(QString::fromStdString(diagnostic.hint).toHtmlEscaped());
        parts.append(text);
    }
    const int line = hovered.blockNumber();
    const int column = character - hovered.block().position();
    for (const ExecutionMarker &marker : std::as_const(m_markers)) {
        if (marker.line == line && marker.column == column && !marker.label.isEmpty())
            parts.append(marker.label.toHtmlEscaped());
    }
    if (parts.isEmpty()) {
        QToolTip::hideText();
        return false;
    }
    QToolTip::showText(globalPos, parts.join(QLatin1String("<hr>")), viewport());
    return true;
}

bool CodeEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        showToolTip(help->pos(), help->globalPos());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

// --------------------------------------------------------------- commands

void CodeEditor::goToLine(int line, int column)
{
    line = std::clamp(line, 1, blockCount());
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + std::clamp(column - 1, 0, block.length() - 1));
    setTextCursor(cursor);
    centerCursor();
    setFocus();
}

void CodeEditor::showGoToLine()
{
    if (m_goToLineDialog) {
        m_goToLineDialog->raise();
        return;
    }
    m_goToLineDialog = new QInputDialog(this);
    m_goToLineDialog->setObjectName(QStringLiteral("goToLineDialog"));
    m_goToLineDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_goToLineDialog->setWindowTitle(tr("Go to Line"));
    m_goToLineDialog->setInputMode(QInputDialog::IntInput);
    m_goToLineDialog->setLabelText(tr("Line (1 to %1):").arg(blockCount()));
    m_goToLineDialog->setIntRange(1, blockCount());
    m_goToLineDialog->setIntValue(textCursor().blockNumber() + 1);
    connect(m_goToLineDialog, &QInputDialog::intValueSelected, this,
            [this](int line) { goToLine(line); });
    connect(m_goToLineDialog, &QObject::destroyed, this, [this] { m_goToLineDialog = nullptr; });
    m_goToLineDialog->open();
}

void CodeEditor::toggleComment()
{
    QTextCursor cursor = textCursor();
    QTextBlock first = document()->findBlock(cursor.selectionStart());
    QTextBlock last = document()->findBlock(cursor.selectionEnd());
    // A selection that ends at the start of a line does not include that line.
    if (cursor.hasSelection() && last != first && cursor.selectionEnd() == last.position())
        last = last.previous();

    QStringList lines;
    for (QTextBlock block = first; block.isValid(); block = block.next()) {
        lines.append(block.text());
        if (block == last)
            break;
    }
    const QStringList toggled = toggleCommentLines(lines, m_language);
    if (toggled == lines)
        return;

    // Edit line by line, so that breakpoints stay on their lines.
    QTextCursor edit(document());
    edit.beginEditBlock();
    QTextBlock block = first;
    for (int i = 0; i < lines.size() && block.isValid(); ++i, block = block.next()) {
        if (lines.at(i) == toggled.at(i))
            continue;
        edit.setPosition(block.position());
        edit.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
        edit.insertText(toggled.at(i));
    }
    edit.endEditBlock();

    if (cursor.hasSelection() || first != last) {
        QTextCursor selection(document());
        selection.setPosition(first.position());
        selection.setPosition(last.position() + last.length() - 1, QTextCursor::KeepAnchor);
        setTextCursor(selection);
    }
}

void CodeEditor::zoomIn()
{
    if (m_zoom >= maxZoom)
        return;
    QPlainTextEdit::zoomIn(1);
    ++m_zoom;
    updateGutterWidth();
}

void CodeEditor::zoomOut()
{
    if (m_zoom <= minZoom || font().pointSizeF() <= 4)
        return;
    QPlainTextEdit::zoomOut(1);
    --m_zoom;
    updateGutterWidth();
}

void CodeEditor::resetZoom()
{
    if (m_zoom > 0)
        QPlainTextEdit::zoomOut(m_zoom);
    else if (m_zoom < 0)
        QPlainTextEdit::zoomIn(-m_zoom);
    m_zoom = 0;
    updateGutterWidth();
}

void CodeEditor::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int delta = event->angleDelta().y();
        if (delta > 0)
            zoomIn();
        else if (delta < 0)
            zoomOut();
        event->accept();
        return;
    }
    QPlainTextEdit::wheelEvent(event);
}

void CodeEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGutterWidth();
    } else if (event->type() == QEvent::PaletteChange && m_themeFollowsPalette) {
        m_theme = Theme::forPalette(palette());
        m_highlighter->setTheme(m_theme);
        rebuildDiagnosticSelections();
    }
}

// -------------------------------------------------------------- find bar

void CodeEditor::showFind()
{
    m_findBar->open(false);
    updateGutterWidth();
}

void CodeEditor::showReplace()
{
    m_findBar->open(true);
    updateGutterWidth();
}

void CodeEditor::findNext()
{
    if (m_findBar->findText().isEmpty())
        showFind();
    else
        m_findBar->findNext();
}

void CodeEditor::findPrevious()
{
    if (m_findBar->findText().isEmpty())
        showFind();
    else
        m_findBar->findPrevious();
}

// ------------------------------------------------------------- completion

QStringList CodeEditor::completionWords() const
{
    return qobject_cast<QStringListModel *>(m_completer->model())->stringList();
}

void CodeEditor::updateCompleterModel()
{
    QStringList words = m_documentWords;
    words.append(LanguageSupport::sentenceForms(m_language));
    for (const QString &keyword : LanguageSupport::keywords(m_language)) {
        if (keyword.size() > 2)
            words.append(keyword);
    }
    words.removeDuplicates();
    qobject_cast<QStringListModel *>(m_completer->model())->setStringList(words);
}

QString CodeEditor::wordBeforeCursor() const
{
    const QTextCursor cursor = textCursor();
    const QString text = cursor.block().text();
    int begin = cursor.positionInBlock();
    while (begin > 0 && isWordChar(text.at(begin - 1)))
        --begin;
    return text.mid(begin, cursor.positionInBlock() - begin);
}

void CodeEditor::complete()
{
    const QString prefix = wordBeforeCursor();
    m_completer->setCompletionPrefix(prefix);
    if (m_completer->completionCount() == 0) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect rect = cursorRect();
    rect.setWidth(m_completer->popup()->sizeHintForColumn(0)
                  + m_completer->popup()->verticalScrollBar()->sizeHint().width());
    m_completer->complete(rect);
}

void CodeEditor::insertCompletion(const QString &completion)
{
    QTextCursor cursor = textCursor();
    const int prefixLength = int(m_completer->completionPrefix().size());
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, prefixLength);
    cursor.insertText(completion);
    setTextCursor(cursor);
}

// ------------------------------------------------------------------ keys

bool CodeEditor::handleShortcut(QKeyEvent *event, bool execute)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const bool ctrl = modifiers & Qt::ControlModifier;
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool alt = modifiers & Qt::AltModifier;
    const int key = event->key();

    std::function<void()> action;
    if (key == Qt::Key_F9 && !alt && !shift) {
        action = ctrl ? std::function<void()>([this] { toggleBreakpointEnabledAtCursor(); })
                      : std::function<void()>([this] { toggleBreakpointAtCursor(); });
    } else if (ctrl && !alt && key == Qt::Key_Slash) {
        action = [this] { toggleComment(); };
    } else if (ctrl && !alt && (key == Qt::Key_Plus || key == Qt::Key_Equal)) {
        action = [this] { zoomIn(); };
    } else if (ctrl && !alt && !shift && key == Qt::Key_Minus) {
        action = [this] { zoomOut(); };
    } else if (ctrl && !alt && !shift && key == Qt::Key_0) {
        action = [this] { resetZoom(); };
    } else if (event->matches(QKeySequence::Find)) {
        action = [this] { showFind(); };
    } else if (event->matches(QKeySequence::Replace)) {
        action = [this] { showReplace(); };
    } else if (key == Qt::Key_F3 && !ctrl && !alt) {
        action = shift ? std::function<void()>([this] { findPrevious(); })
                       : std::function<void()>([this] { findNext(); });
    } else if (ctrl && !alt && !shift && key == Qt::Key_G) {
        action = [this] { showGoToLine(); };
    } else if (ctrl && !alt && !shift && key == Qt::Key_Space) {
        action = [this] { complete(); };
    } else if (key == Qt::Key_Escape && modifiers == Qt::NoModifier && m_findBar->isVisible()
               && !m_completer->popup()->isVisible()) {
        action = [this] {
            m_findBar->hide();
            layoutBottomBar();
        };
    }
    if (!action)
        return false;
    if (execute)
        action();
    return true;
}

bool CodeEditor::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        if (handleShortcut(static_cast<QKeyEvent *>(event), false)) {
            event->accept();
            return true;
        }
    }
    return QPlainTextEdit::event(event);
}

void CodeEditor::keyPressEvent(QKeyEvent *event)
{
    if (m_completer->popup()->isVisible()) {
        switch (event->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
        case Qt::Key_Backtab:
            event->ignore();
            return;
        default:
            break;
        }
    }
    if (handleShortcut(event, true))
        return;

    QPlainTextEdit::keyPressEvent(event);

    // Offer completion once a word has three letters, as Qt Creator does.
    const QString typed = event->text();
    const bool wordKey = !typed.isEmpty() && isWordChar(typed.back())
        && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
    if (wordKey && wordBeforeCursor().size() >= 3) {
        complete();
    } else if (m_completer->popup()->isVisible() && !wordKey) {
        m_completer->popup()->hide();
    }
}

} // namespace Foulplay::Ui
