#pragma once

#include "language.h"
#include "theme.h"

#include "common/diagnostic.h"
#include "debug/debugtypes.h"

#include <QColor>
#include <QList>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTextCursor>

#include <functional>
#include <optional>

class QCompleter;
class QInputDialog;

namespace Foulplay::Core::Debug {
struct ProgramRead;
}

namespace Foulplay::Ui {

class DiagnosticsRunner;
class EditorGutter;
class FindBar;
class SyntaxHighlighter;

// The program editor: line numbers and a breakpoint gutter, colours from the
// language's own lexer, live diagnostics from its parser (computed on a worker
// thread, shown as wavy underlines), hover documentation, completion, a
// find/replace bar, go to line, comment toggling and zoom.
// GUI thread only.
class CodeEditor : public QPlainTextEdit {
    Q_OBJECT

public:
    // Where a thread of the debugged program is. line and column count from 0
    // (line is a block number, as for breakpoints; column a character of it).
    struct ExecutionMarker {
        int line = 0;
        int column = 0;
        QColor colour;
        QString label; // shown as the marker's tooltip, e.g. "Program 1, thread 3"
    };

    // An editor of a text of its own.
    explicit CodeEditor(QWidget *parent = nullptr);
    // An editor that shows text (a Document's), which it does not own; text
    // needs a QPlainTextDocumentLayout and must outlive the editor.
    explicit CodeEditor(QTextDocument *text, QWidget *parent = nullptr);
    ~CodeEditor() override;

    // The language decides colours, diagnostics, comments and documentation.
    // std::nullopt: plain text.
    void setLanguage(std::optional<Language> language);
    std::optional<Language> language() const { return m_language; }

    // Colours. By default (and after useSystemTheme()) the theme that suits
    // the palette, following it when it changes; setTheme() fixes a theme,
    // ground colours included.
    void setTheme(const Theme &theme);
    void useSystemTheme();
    const Theme &theme() const { return m_theme; }

    // The gutter's breakpoint marks. The editor keeps no breakpoint: their
    // owner (the window's BreakpointManager) gives a source of the marks of
    // this text, which the gutter reads to draw them, and takes every change
    // the user asks for (breakpointEditRequested(),
    // breakpointConditionRequested(), breakpointMenuRequested()). The editor
    // only anchors each mark to its line, so that it moves with the text,
    // and reports the moves (breakpointsMoved()). Without a source it shows
    // no breakpoint.
    struct BreakpointMark {
        int id = 0;   // the owner's id
        int line = 0; // 0-based block number
        bool enabled = true;
        QString condition;
        quint64 hitTarget = 0;
    };
    using BreakpointSource = std::function<QList<BreakpointMark>()>;
    // Sets where the marks are read (null: none) and reads them.
    void setBreakpointSource(BreakpointSource source);
    // The source's marks changed: anchors them again and redraws.
    void refreshBreakpointMarks();
    // The source's marks, on the lines where edits left them. Two marks
    // whose lines were joined are one until the owner takes the move: the
    // first, on when either was.
    QList<BreakpointMark> breakpointMarks() const;
    // The marked lines, by 0-based block number, sorted.
    QList<int> breakpointLines() const;
    bool hasBreakpoint(int line) const;
    bool isBreakpointEnabled(int line) const;
    // Asks the owner to add (present) or remove the breakpoint on line, or
    // to enable or disable it.
    void setBreakpoint(int line, bool present, bool enabled = true);
    void clearBreakpoints();
    void toggleBreakpointAtCursor();
    void toggleBreakpointEnabledAtCursor();
    // A line breakpoint's condition and hit count (0 = none), as the owner
    // has them; setBreakpointCondition() asks the owner to change them.
    QString breakpointCondition(int line) const;
    quint64 breakpointHitTarget(int line) const;
    void setBreakpointCondition(int line, const QString &condition, quint64 hitTarget);

    // Turns a 1-based engine position into a marker.
    static ExecutionMarker markerAt(Core::SourcePos pos, const QColor &colour, const QString &label = {});
    // Shows where each thread of the debugged program is (replacing the
    // previous markers) and scrolls the first one into view.
    void setExecutionMarkers(const QList<ExecutionMarker> &markers);
    void clearExecutionMarkers();
    QList<ExecutionMarker> executionMarkers() const { return m_markers; }

    // The diagnostics of the latest parse of the current text.
    QList<Core::Diagnostic> diagnostics() const { return m_diagnostics; }
    // True when one of diagnostics() is an error.
    bool hasErrors() const;
    // What the latest parse of the current text found the program made of
    // (labels, players, condition names): the breakpoint and watch editors
    // offer them without parsing again.
    const Core::Debug::ProgramFacts &programFacts() const { return m_facts; }
    // Milliseconds of quiet typing before the text is parsed again (300).
    void setDiagnosticsDelay(int milliseconds);

    // Moves the cursor to a 1-based line and column (clamped) and shows it.
    void goToLine(int line, int column = 1);
    // Comments or uncomments the selected lines (or the cursor's line).
    void toggleComment();

    void zoomIn();
    void zoomOut();
    void resetZoom();
    int zoomLevel() const { return m_zoom; }

    // The word of the program the hover documentation at position explains
    // (see HoverDocs::keywordAt()); empty when there is none.
    QString keywordAt(int position, QString *previousWord = nullptr) const;

    QWidget *gutter() const;
    FindBar *findBar() const { return m_findBar; }
    QCompleter *completer() const { return m_completer; }
    // The words completion offers now: the language's sentence forms and
    // keywords, and the labels and players found in the text.
    QStringList completionWords() const;
    // What Ctrl+Space offers at the cursor: what the language's parser
    // expects there (only verbs after "Player 1 ", labels after "Do", scores
    // after "counts by"), or every completion word where it expects nothing
    // in particular. Not yet filtered by the word being typed.
    QStringList contextCompletions() const;

public Q_SLOTS:
    void showFind();
    void showReplace();
    void findNext();
    void findPrevious();
    // Asks for a line number (Ctrl+G) without blocking.
    void showGoToLine();
    void complete();

Q_SIGNALS:
    // Edits moved or merged breakpoints: read breakpointMarks() again.
    void breakpointsMoved();
    // The user (or setBreakpoint()) asks the owner to add, remove, enable or
    // disable the breakpoint on line.
    void breakpointEditRequested(int line, bool present, bool enabled);
    // setBreakpointCondition() asks the owner to set a condition and hit count.
    void breakpointConditionRequested(int line, const QString &condition, quint64 hitTarget);
    // A gutter breakpoint was right-clicked: the owner offers its menu.
    void breakpointMenuRequested(int line, const QPoint &globalPos);
    void diagnosticsChanged();
    // programFacts() changed.
    void programFactsChanged();

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    friend class EditorGutter;

    // Where a mark of the source sits in the text: a view's anchor, not a
    // breakpoint (its settings are the source's).
    struct Anchor {
        QTextCursor cursor; // at the start of its block; moves with edits
        int id = 0;
        int line = 0;      // the line before the latest edit
        QList<int> joined; // marks whose lines were joined into this one
    };

    void applyTheme(const Theme &theme);
    int gutterWidth() const;
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);
    void paintGutter(QPaintEvent *event);
    void gutterMousePressed(QMouseEvent *event);
    QString gutterToolTip(const QPoint &pos) const;
    void layoutBottomBar();
    int findAnchor(int line) const;
    std::optional<BreakpointMark> markAt(int line) const;
    void onContentsChange(int position, int removed, int added);
    void refreshBreakpointLines();
    void onDiagnosticsReady(const Foulplay::Core::Debug::ProgramRead &read, const QStringList &words);
    void rebuildDiagnosticSelections();
    void updateExtraSelections();
    QTextCursor cursorFor(Core::SourcePos pos) const;
    bool showToolTip(const QPoint &viewportPos, const QPoint &globalPos);

    bool handleShortcut(QKeyEvent *event, bool execute);
    void insertCompletion(const QString &completion);
    QString wordBeforeCursor() const;
    void updateCompleterModel();

    std::optional<Language> m_language;
    Theme m_theme;
    bool m_themeFollowsPalette = true;
    bool m_settingPalette = false;
    EditorGutter *m_gutter = nullptr;
    SyntaxHighlighter *m_highlighter = nullptr;
    DiagnosticsRunner *m_diagnosticsRunner = nullptr;
    FindBar *m_findBar = nullptr;
    QCompleter *m_completer = nullptr;
    QPointer<QInputDialog> m_goToLineDialog; // clears itself when the dialog closes

    BreakpointSource m_breakpointSource;
    QList<Anchor> m_anchors;
    QList<int> m_breakpointLines;  // the lines before the latest edit
    QList<Anchor> m_reloadAnchors; // kept by line while the text is replaced
    int m_characterCount = 0;
    int m_revision = 0;
    QList<ExecutionMarker> m_markers;
    QList<Core::Diagnostic> m_diagnostics;
    Core::Debug::ProgramFacts m_facts;
    QList<QTextEdit::ExtraSelection> m_diagnosticSelections;
    QStringList m_documentWords;
    QStringList m_vocabulary; // completionWords()
    int m_zoom = 0;
};

} // namespace Foulplay::Ui
