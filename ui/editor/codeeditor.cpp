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

constexpr int minZoom = -8;
constexpr int maxZoom = 40;

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('\'');
}

bool isModifierKey(int key)
{
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt || key == Qt::Key_Meta
           || key == Qt::Key_AltGr;
}

} // namespace

CodeEditor::CodeEditor(QWidget *parent)
    : CodeEditor(nullptr, parent)
{
}

CodeEditor::CodeEditor(QTextDocument *text, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_theme(Theme::forPalette(palette()))
    , m_gutter(new EditorGutter(this))
    , m_diagnosticsRunner(new DiagnosticsRunner([this] { return toPlainText(); }, this))
    , m_findBar(new FindBar(this, this))
    , m_completer(new QCompleter(this))
{
    if (text)
        setDocument(text);
    m_highlighter = new SyntaxHighlighter(document());
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(false);
    m_highlighter->setTheme(m_theme);

    m_completer->setModel(new QStringListModel(m_completer));
    m_completer->setWidget(this);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::UnsortedModel);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &CodeEditor::insertCompletion);

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

CodeEditor::~CodeEditor()
{
    // The colours belong to this editor, not to the text it showed.
    delete m_highlighter;
}

void CodeEditor::setLanguage(std::optional<Language> language)
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
    applyTheme(theme);
}

void CodeEditor::useSystemTheme()
{
    m_themeFollowsPalette = true;
    m_settingPalette = true;
    setPalette(QPalette()); // back to the application's palette
    m_settingPalette = false;
    applyTheme(Theme::forPalette(palette()));
}

void CodeEditor::applyTheme(const Theme &theme)
{
    m_theme = theme;
    m_highlighter->setTheme(theme);
    // A theme whose ground differs from the palette's (dark on a light
    // system, or a KSyntaxHighlighting theme) brings its own ground colours.
    QPalette colours = palette();
    if (colours.color(QPalette::Base) != theme.background || colours.color(QPalette::Text) != theme.foreground) {
        colours.setColor(QPalette::Base, theme.background);
        colours.setColor(QPalette::Text, theme.foreground);
        m_settingPalette = true;
        setPalette(colours);
        m_settingPalette = false;
    }
    rebuildDiagnosticSelections();
    m_gutter->update();
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
    connect(m_goToLineDialog, &QInputDialog::intValueSelected, this, [this](int line) { goToLine(line); });
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
    } else if (event->type() == QEvent::PaletteChange && m_themeFollowsPalette && !m_settingPalette) {
        applyTheme(Theme::forPalette(palette()));
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
    return m_vocabulary;
}

QStringList CodeEditor::contextCompletions() const
{
    // Parsing the text before the cursor costs time in proportion to it;
    // past this much the whole vocabulary is offered instead.
    constexpr int maxContextCharacters = 200'000;
    const int wordStart = textCursor().position() - int(wordBeforeCursor().size());
    if (wordStart > maxContextCharacters)
        return m_vocabulary;
    const QByteArray before = toPlainText().left(wordStart).toUtf8();
    return LanguageSupport::completionsAfter(m_language,
                                             std::string_view(before.constData(), std::size_t(before.size())),
                                             m_documentWords);
}

void CodeEditor::updateCompleterModel()
{
    m_vocabulary = LanguageSupport::vocabulary(m_language, m_documentWords);
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
    auto *model = qobject_cast<QStringListModel *>(m_completer->model());
    const QStringList words = contextCompletions();
    if (model->stringList() != words)
        model->setStringList(words);
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
        action =
            shift ? std::function<void()>([this] { findPrevious(); }) : std::function<void()>([this] { findNext(); });
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

    // Offer completion once a word has three letters, as Qt Creator does;
    // an open list follows every letter typed or erased, so that Enter takes
    // an entry that matches what is typed.
    const QString typed = event->text();
    const bool wordKey =
        !typed.isEmpty() && isWordChar(typed.back()) && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
    const bool popupVisible = m_completer->popup()->isVisible();
    if (wordKey && (popupVisible || wordBeforeCursor().size() >= 3)) {
        complete();
    } else if (popupVisible && event->key() == Qt::Key_Backspace && !wordBeforeCursor().isEmpty()) {
        complete();
    } else if (popupVisible && !isModifierKey(event->key())) {
        m_completer->popup()->hide();
    }
}

} // namespace Foulplay::Ui
