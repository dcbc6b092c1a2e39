#pragma once

#include "language.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace Foulplay::Core::Debug {
class DebugSession;
struct DebugSettings;
} // namespace Foulplay::Core::Debug

namespace Foulplay::Ui {

class Document;
class RunBreakpoints;

// One program's run (or one FukYorBrane pairing's battle): its debug session
// with its own breakpoints and timeline, the input prepared for it, and what
// the window showed of it (console transcript, status bar texts, a pending
// request for input), so that switching tabs shows each run as it stands.
// Its session keeps its event logs (RunEventLog, EventLogModel) from the
// start, whichever run the views show. RunController creates one for each
// program tab that becomes current. GUI thread only.
class ProgramRun final : public QObject {
    Q_OBJECT

public:
    // A piece of the console transcript: program output or a note of the console's own.
    struct Piece {
        bool note = false;
        QString text;
    };

    // home: the tab the run belongs to (null: none yet, see setHome()).
    explicit ProgramRun(Document *home, QObject *parent = nullptr);
    ~ProgramRun() override;

    Core::Debug::DebugSession *session() const { return m_session; }
    // Gives the session the window's breakpoints of the run's programs, and
    // keeps what the session reports of them (hits, rejected conditions).
    RunBreakpoints *breakpointSync() const { return m_breakpointSync; }

    Document *home() const { return m_home; }
    void setHome(Document *document) { m_home = document; }
    // The documents loaded: program 1 and, for a battle, program 2.
    Document *program1() const { return m_program1; }
    Document *program2() const { return m_program2; }
    // Program 1 or 2 (the one a location names), or null.
    Document *program(int number) const { return number == 2 ? program2() : program1(); }
    // Takes the documents to run, their texts (sources()) and the revisions
    // of their texts. Without documents (their tab closed) the run is over
    // for good: its session is unloaded, which frees its history at once.
    void setPrograms(Document *program1, Document *program2);
    // The texts the run loads (program 1, then program 2), as they were when
    // setPrograms() took them: what views evaluate against, whatever the
    // documents say since. Empty before the first run.
    const QStringList &sources() const { return m_sources; }
    // The language of sources() (none before the first run).
    std::optional<Language> language() const { return m_language; }
    // True when a document's text changed since setPrograms(), or none was set.
    bool targetsChanged() const;
    // True when document is the run's tab or one of its programs.
    bool concerns(const Document *document) const;
    // The run's name for views that show it: "h.unfair", "a.fyb against b.fyb".
    QString name() const;

    // The run's life, as the window's commands drive it (the words the
    // window shows for each step are RunController's):
    // Takes the programs to run and starts afresh: active and loading, its
    // breakpoints those of the programs' language, synced anew.
    void begin(Document *program1, Document *program2);
    // Loads the programs begin() took, with settings and the input prepared
    // for the run (closed after it when closeInput).
    void load(const Core::Debug::DebugSettings &settings, const QString &input, bool closeInput);
    // Ends the run; its history stays for the steps back.
    void stop();
    // True while the run can go on from where it stands: active, loaded, and
    // its programs' texts unchanged.
    bool canGoOn() const;
    // True when the run's history can be walked (paused, finished, or
    // stopped with the text unchanged); a stopped run is taken up again.
    bool resumeHistory();
    // The run cannot start for document's errors until they are fixed
    // (errorsFixed()), the document closes or the run starts (unblock()).
    void block(Document *document);
    void unblock();
    Document *blockedBy() const { return m_blockedBy; }

    // The console transcript, at most about maxTranscript() characters (the oldest go first).
    void record(bool note, const QString &text);
    void clearTranscript();
    const QList<Piece> &transcript() const { return m_transcript; }
    static constexpr qsizetype maxTranscript() { return 1 << 20; }

    // Active from begin() until stop() or a failed load (paused and finished
    // runs are active); loading from begin() until the session answered.
    bool isActive() const { return m_active; }
    void setActive(bool active) { m_active = active; }
    bool isLoading() const { return m_loading; }
    void setLoading(bool loading) { m_loading = loading; }
    // Whether the console has the run's "Finished" note.
    bool endNoted() const { return m_endNoted; }
    void setEndNoted(bool noted) { m_endNoted = noted; }
    // Run to cursor: the target line (1-based) and its program.
    int cursorLine() const { return m_cursorLine; }
    int cursorProgram() const { return m_cursorProgram; }
    void setCursorTarget(int program, int line)
    {
        m_cursorProgram = program;
        m_cursorLine = line;
    }
    // The prepared-input box of this run.
    const QString &preparedInput() const { return m_preparedInput; }
    void setPreparedInput(const QString &text) { m_preparedInput = text; }
    // The status bar's state and progress.
    const QString &statusState() const { return m_statusState; }
    void setStatusState(const QString &text) { m_statusState = text; }
    const QString &progress() const { return m_progress; }
    void setProgress(const QString &text) { m_progress = text; }
    // Not empty while the program waits for input; the answer typed in the
    // console but not yet sent.
    const QString &inputPrompt() const { return m_inputPrompt; }
    void setInputPrompt(const QString &prompt) { m_inputPrompt = prompt; }
    const QString &answerDraft() const { return m_answerDraft; }
    void setAnswerDraft(const QString &text) { m_answerDraft = text; }
    // The breakpoint the run stops at next (its id), or 0.
    int lastHit() const { return m_lastHit; }
    void setLastHit(int id) { m_lastHit = id; }
    // The change a data breakpoint stopped at, worded; empty otherwise.
    const QString &lastChange() const { return m_lastChange; }
    void setLastChange(const QString &text) { m_lastChange = text; }

Q_SIGNALS:
    // The errors of the document that blocked the run are fixed.
    void errorsFixed();

private:
    // While the run cannot start for a document's errors: that document, and
    // the watch of its diagnostics.
    QPointer<Document> m_blockedBy;
    QMetaObject::Connection m_blockedWatch;
    Core::Debug::DebugSession *m_session = nullptr;
    RunBreakpoints *m_breakpointSync = nullptr;
    QPointer<Document> m_home;
    QPointer<Document> m_program1;
    QPointer<Document> m_program2;
    int m_revision1 = -1;
    int m_revision2 = -1;
    QStringList m_sources;
    std::optional<Language> m_language;
    QList<Piece> m_transcript;
    qsizetype m_transcriptSize = 0;
    bool m_active = false;
    bool m_loading = false;
    bool m_endNoted = false;
    int m_cursorLine = 0;
    int m_cursorProgram = 1;
    QString m_preparedInput;
    QString m_statusState;
    QString m_progress;
    QString m_inputPrompt;
    QString m_answerDraft;
    int m_lastHit = 0;
    QString m_lastChange;
};

} // namespace Foulplay::Ui
