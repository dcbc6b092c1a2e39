// The half of CodeEditor that draws on and around the text: the gutter,
// breakpoints, execution markers, diagnostics and tooltips. The commands,
// keys and completion are in codeeditor.cpp.

#include "codeeditor.h"

#include "diagnosticsrunner.h"
#include "editorgutter.h"
#include "findbar.h"
#include "hoverdocs.h"
#include "syntaxhighlighter.h"

#include "enginewords.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

// More underlines than this cost more time than they help anyone.
constexpr int maxUnderlinedDiagnostics = 1000;

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

} // namespace

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
    setViewportMargins(gutterWidth(), 0, 0, m_findBar->isVisible() ? m_findBar->sizeHint().height() : 0);
    layoutBottomBar();
}

void CodeEditor::layoutBottomBar()
{
    const QRect rect = contentsRect();
    const int barHeight = m_findBar->isVisible() ? m_findBar->sizeHint().height() : 0;
    const int scrollHeight = horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0;
    m_gutter->setGeometry(rect.left(), rect.top(), gutterWidth(), rect.height() - barHeight - scrollHeight);
    if (m_findBar->isVisible())
        m_findBar->setGeometry(rect.left(), rect.bottom() + 1 - barHeight - scrollHeight, rect.width(), barHeight);
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
    for (const BreakpointMark &mark : breakpointMarks())
        breakpoints.insert(mark.line, mark.enabled);
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
        Q_EMIT breakpointMenuRequested(line, event->globalPosition().toPoint());
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
        if (const QString condition = breakpointCondition(line); !condition.isEmpty())
            parts.append(tr("Condition: %1").arg(condition.toHtmlEscaped()));
        if (const quint64 target = breakpointHitTarget(line); target > 0)
            parts.append(tr("Stops from hit %1 on").arg(target));
    } else {
        parts.append(tr("Click to set a breakpoint on line %1 (F9)").arg(line + 1));
    }
    return parts.join(QLatin1String("<br>"));
}

// ----------------------------------------------------------- breakpoints

int CodeEditor::findAnchor(int line) const
{
    for (int i = 0; i < m_anchors.size(); ++i) {
        if (m_anchors.at(i).cursor.blockNumber() == line)
            return i;
    }
    return -1;
}

void CodeEditor::setBreakpointSource(BreakpointSource source)
{
    m_breakpointSource = std::move(source);
    refreshBreakpointMarks();
}

void CodeEditor::refreshBreakpointMarks()
{
    QList<Anchor> anchors;
    const QList<BreakpointMark> marks = m_breakpointSource ? m_breakpointSource() : QList<BreakpointMark>();
    for (const BreakpointMark &mark : marks) {
        const QTextBlock block = document()->findBlockByNumber(mark.line);
        if (!block.isValid())
            continue;
        Anchor anchor{QTextCursor(block), mark.id, mark.line, {}};
        // A mark that stays on its line keeps its cursor.
        for (const Anchor &old : std::as_const(m_anchors)) {
            if (old.id == mark.id && old.cursor.blockNumber() == mark.line)
                anchor.cursor = old.cursor;
        }
        anchors.append(anchor);
    }
    m_anchors = anchors;
    m_breakpointLines = breakpointLines();
    m_gutter->update();
}

QList<CodeEditor::BreakpointMark> CodeEditor::breakpointMarks() const
{
    QList<BreakpointMark> marks;
    if (m_anchors.isEmpty() || !m_breakpointSource)
        return marks;
    QHash<int, BreakpointMark> byId;
    for (const BreakpointMark &mark : m_breakpointSource())
        byId.insert(mark.id, mark);
    for (const Anchor &anchor : m_anchors) {
        const auto it = byId.constFind(anchor.id);
        if (it == byId.constEnd())
            continue;
        BreakpointMark mark = *it;
        mark.line = anchor.cursor.blockNumber();
        for (int joined : anchor.joined)
            mark.enabled = mark.enabled || byId.value(joined).enabled;
        marks.append(mark);
    }
    std::sort(marks.begin(), marks.end(), [](const auto &a, const auto &b) { return a.line < b.line; });
    return marks;
}

std::optional<CodeEditor::BreakpointMark> CodeEditor::markAt(int line) const
{
    if (findAnchor(line) < 0)
        return std::nullopt;
    for (const BreakpointMark &mark : breakpointMarks()) {
        if (mark.line == line)
            return mark;
    }
    return std::nullopt;
}

QList<int> CodeEditor::breakpointLines() const
{
    QList<int> lines;
    lines.reserve(m_anchors.size());
    for (const Anchor &anchor : m_anchors)
        lines.append(anchor.cursor.blockNumber());
    std::sort(lines.begin(), lines.end());
    return lines;
}

bool CodeEditor::hasBreakpoint(int line) const
{
    return findAnchor(line) >= 0;
}

bool CodeEditor::isBreakpointEnabled(int line) const
{
    const std::optional<BreakpointMark> mark = markAt(line);
    return mark && mark->enabled;
}

void CodeEditor::setBreakpoint(int line, bool present, bool enabled)
{
    if (document()->findBlockByNumber(line).isValid())
        Q_EMIT breakpointEditRequested(line, present, enabled);
}

QString CodeEditor::breakpointCondition(int line) const
{
    const std::optional<BreakpointMark> mark = markAt(line);
    return mark ? mark->condition : QString();
}

quint64 CodeEditor::breakpointHitTarget(int line) const
{
    const std::optional<BreakpointMark> mark = markAt(line);
    return mark ? mark->hitTarget : 0;
}

void CodeEditor::setBreakpointCondition(int line, const QString &condition, quint64 hitTarget)
{
    if (hasBreakpoint(line))
        Q_EMIT breakpointConditionRequested(line, condition, hitTarget);
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
    if (wholeText && !m_anchors.isEmpty()) {
        m_reloadAnchors = m_anchors;
        m_anchors.clear();
    }
    if (!m_reloadAnchors.isEmpty() && position == 0 && added > 0) {
        for (Anchor anchor : std::as_const(m_reloadAnchors)) {
            const QTextBlock block = document()->findBlockByNumber(anchor.line);
            if (!block.isValid())
                continue;
            anchor.cursor = QTextCursor(block);
            m_anchors.append(anchor);
        }
        m_reloadAnchors.clear();
    } else if (!wholeText) {
        m_reloadAnchors.clear();
    }
    refreshBreakpointLines();
    m_diagnosticsRunner->schedule();
}

void CodeEditor::refreshBreakpointLines()
{
    // Halfway through a reload the marks wait for the new text.
    if ((m_anchors.isEmpty() && m_breakpointLines.isEmpty()) || !m_reloadAnchors.isEmpty())
        return;
    // Edits at the start of a line push a mark's cursor into the line:
    // bring it back, and merge marks whose lines were joined.
    QList<Anchor> kept;
    for (Anchor anchor : std::as_const(m_anchors)) {
        anchor.cursor.movePosition(QTextCursor::StartOfBlock);
        const int line = anchor.cursor.blockNumber();
        anchor.line = line;
        const auto same = std::find_if(kept.begin(), kept.end(),
                                       [line](const Anchor &other) { return other.cursor.blockNumber() == line; });
        if (same == kept.end()) {
            kept.append(anchor);
        } else {
            same->joined.append(anchor.id);
            same->joined.append(anchor.joined);
        }
    }
    m_anchors = kept;
    const QList<int> lines = breakpointLines();
    if (lines != m_breakpointLines) {
        m_breakpointLines = lines;
        m_gutter->update();
        Q_EMIT breakpointsMoved();
    }
}

// ------------------------------------------------------ execution markers

CodeEditor::ExecutionMarker CodeEditor::markerAt(Core::SourcePos pos, const QColor &colour, const QString &label)
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

bool CodeEditor::hasErrors() const
{
    return std::any_of(m_diagnostics.begin(), m_diagnostics.end(),
                       [](const Core::Diagnostic &d) { return d.severity == Core::Severity::Error; });
}

void CodeEditor::onDiagnosticsReady(const Core::Debug::ProgramRead &read, const QStringList &words)
{
    QList<Core::Diagnostic> list(read.diagnostics.begin(), read.diagnostics.end());
    if (read.facts != m_facts) {
        m_facts = read.facts;
        Q_EMIT programFactsChanged();
    }
    if (words != m_documentWords) {
        m_documentWords = words;
        updateCompleterModel();
    }
    if (list == m_diagnostics
        && m_diagnosticSelections.size() == std::min<qsizetype>(list.size(), maxUnderlinedDiagnostics))
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
        const QColor colour =
            diagnostic.severity == Core::Severity::Error ? m_theme.errorUnderline : m_theme.warningUnderline;
        selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        selection.format.setUnderlineColor(colour);
        // A thin wave alone is easy to miss; a tint of the same colour under
        // the text makes the place stand out at a glance.
        QColor tint = colour;
        tint.setAlpha(diagnostic.severity == Core::Severity::Error ? 56 : 40);
        selection.format.setBackground(tint);
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
                                Words::message(diagnostic.message).toHtmlEscaped());
        if (!diagnostic.hint.empty())
            text += QStringLiteral("<br><i>%1</i>").arg(Words::message(diagnostic.hint).toHtmlEscaped());
        parts.append(text);
    }
    const int line = hovered.blockNumber();
    const int column = character - hovered.block().position();
    for (const ExecutionMarker &marker : std::as_const(m_markers)) {
        if (marker.line == line && marker.column == column && !marker.label.isEmpty())
            parts.append(marker.label.toHtmlEscaped());
    }
    if (parts.isEmpty()) {
        const SyntaxHighlighter::Around around = m_highlighter->around(character);
        const QString documentation =
            HoverDocs::documentationAt(m_highlighter->language(), around.text, around.position, around.stateIn);
        if (!documentation.isEmpty())
            parts.append(documentation);
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

QString CodeEditor::keywordAt(int position, QString *previousWord) const
{
    const SyntaxHighlighter::Around around = m_highlighter->around(position);
    return HoverDocs::keywordAt(m_highlighter->language(), around.text, around.position, around.stateIn, previousWord);
}

} // namespace Foulplay::Ui
