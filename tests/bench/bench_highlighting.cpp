// Run: build/tests/bench/bench_highlighting  (offscreen by default)
// The figures that matter are CPU times: rehighlightLine and editLine must
// stay far below 5 ms, typeKey (an edit plus a repaint) below a frame.
//
// Highlighting one line with each language's lexer, an edit of one line in a
// 1 MB program (rehighlight of that line plus everything the editor does on a
// change), a key press that also paints, and the whole-file parse that runs
// on the worker thread, off the typing path.

#include "codeeditor.h"
#include "languagesupport.h"
#include "syntaxhighlighter.h"

#include <QApplication>
#include <QKeyEvent>
#include <QTextBlock>

#include <benchmark/benchmark.h>

#include <memory>

using Foulplay::Ui::CodeEditor;
using Foulplay::Ui::Language;

namespace {

// A line typical of each language's programs.
QString linePattern(Language language)
{
    const std::pair<Language, const char *> patterns[] = {
        {Language::Unfair,
         "Player 1 counts. Player 2 de-syncs for 3 steps. If the count resets, then do loop again. # go\n"},
        {Language::Cheat, "Alice counts by 2 if her score is larger than 3 and Bob counted. // c\n"},
        {Language::Fyb, ":{>}[+[+[+]]]+++++++++++++!>%%%% (seek and bomb) @[>+++]!;*\n"},
    };
    for (const auto &[candidate, pattern] : patterns) {
        if (candidate == language)
            return QString::fromLatin1(pattern);
    }
    return QStringLiteral("plain text\n");
}

// A program of about megabytes million bytes, made of one line repeated.
QString bigProgram(Language language, int megabytes = 1)
{
    const QString line = linePattern(language);
    QString text;
    const qsizetype target = qsizetype(megabytes) * 1024 * 1024;
    text.reserve(target + line.size());
    while (text.size() < target)
        text += line;
    return text;
}

void highlightLine(benchmark::State &state, Language language)
{
    const QByteArray line = linePattern(language).trimmed().toUtf8();
    std::vector<Foulplay::Core::Token> tokens;
    for (auto _ : state) {
        tokens.clear();
        benchmark::DoNotOptimize(Foulplay::Ui::LanguageSupport::highlightLine(
            language, std::string_view(line.constData(), std::size_t(line.size())), 0, tokens));
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * line.size());
}

struct BigEditor {
    explicit BigEditor(Language language)
    {
        editor.setLanguage(language);
        editor.setPlainText(bigProgram(language));
        editor.resize(900, 700);
        editor.show();
        QApplication::processEvents();
        middle = editor.document()->findBlockByNumber(editor.blockCount() / 2);
        editor.setTextCursor(QTextCursor(middle));
    }
    CodeEditor editor;
    QTextBlock middle;
};

// Colouring one changed line of a 1 MB program again: the lexer, the formats
// and the layout invalidation, as QSyntaxHighlighter does after an edit.
void rehighlightLine(benchmark::State &state, Language language)
{
    BigEditor big(language);
    auto *highlighter = big.editor.document()->findChild<Foulplay::Ui::SyntaxHighlighter *>();
    for (auto _ : state)
        highlighter->rehighlightBlock(big.middle);
}

// One edit in the middle of a 1 MB program, alternately inserting and
// deleting a character so the text stays the same: the highlighter colours
// the changed line (and further lines only if the end state changed), the
// breakpoint and diagnostics bookkeeping run, the layout updates.
void editLine(benchmark::State &state, Language language)
{
    BigEditor big(language);
    QTextCursor cursor(big.middle);
    cursor.movePosition(QTextCursor::EndOfBlock);
    bool insert = true;
    for (auto _ : state) {
        if (insert)
            cursor.insertText(QStringLiteral("x"));
        else
            cursor.deletePreviousChar();
        insert = !insert;
    }
    state.counters["blocks"] = big.editor.blockCount();
    state.counters["chars"] = big.editor.document()->characterCount();
}

// A key press sent to the editor, then the event loop runs once, painting
// the view and the gutter: what a user waits for between two keys.
void typeKey(benchmark::State &state, Language language)
{
    BigEditor big(language);
    big.editor.setFocus();
    QTextCursor cursor(big.middle);
    cursor.movePosition(QTextCursor::EndOfBlock);
    big.editor.setTextCursor(cursor);
    bool insert = true;
    for (auto _ : state) {
        QKeyEvent press(QEvent::KeyPress, insert ? Qt::Key_Z : Qt::Key_Backspace, Qt::NoModifier,
                        insert ? QStringLiteral("z") : QString());
        QApplication::sendEvent(&big.editor, &press);
        big.editor.viewport()->repaint();
        big.editor.gutter()->repaint();
        insert = !insert;
    }
}

// The parse of the whole 1 MB text, which runs on the worker thread after
// the typing pause.
void parseWholeFile(benchmark::State &state, Language language)
{
    const std::string source = bigProgram(language).toStdString();
    for (auto _ : state)
        benchmark::DoNotOptimize(Foulplay::Ui::LanguageSupport::read(language, source));
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(source.size()));
}

} // namespace

BENCHMARK_CAPTURE(highlightLine, unfair, Language::Unfair);
BENCHMARK_CAPTURE(highlightLine, cheat, Language::Cheat);
BENCHMARK_CAPTURE(highlightLine, fyb, Language::Fyb);
BENCHMARK_CAPTURE(rehighlightLine, unfair, Language::Unfair)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(rehighlightLine, cheat, Language::Cheat)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(rehighlightLine, fyb, Language::Fyb)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(editLine, unfair, Language::Unfair)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(editLine, cheat, Language::Cheat)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(editLine, fyb, Language::Fyb)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(typeKey, unfair, Language::Unfair)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(typeKey, fyb, Language::Fyb)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(parseWholeFile, unfair, Language::Unfair)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(parseWholeFile, cheat, Language::Cheat)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(parseWholeFile, fyb, Language::Fyb)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
