#include "programrun.h"

#include "document.h"
#include "runbreakpoints.h"
#include "editor/codeeditor.h"

#include "language.h"
#include "runeventlog.h"

#include "debug/debugsession.h"
#include "debug/languagedescriptor.h"

#include <QTextDocument>

namespace Foulplay::Ui {

ProgramRun::ProgramRun(Document *home, QObject *parent)
    : QObject(parent)
    , m_session(new Core::Debug::DebugSession(this))
    , m_breakpointSync(new RunBreakpoints(this))
    , m_home(home)
{
    // The logs record from the start: a view that shows this run only later
    // (another tab was current meanwhile) still finds every event.
    RunEventLog::of(m_session);
    for (const LanguageDescriptor *language : languages()) {
        if (language->recordRun)
            language->recordRun(m_session);
    }
}

ProgramRun::~ProgramRun() = default;

namespace {

int revisionOf(const Document *document)
{
    return document ? document->editor()->document()->revision() : -1;
}

} // namespace

void ProgramRun::setPrograms(Document *program1, Document *program2)
{
    m_program1 = program1;
    m_program2 = program2;
    m_revision1 = revisionOf(program1);
    m_revision2 = revisionOf(program2);
    m_sources.clear();
    for (const Document *program : {program1, program2}) {
        if (program)
            m_sources.append(program->text());
    }
    m_language = program1 ? program1->language() : std::nullopt;
    // A run without its programs can no longer be shown or continued: its
    // timeline and logs go now, not when a new tab takes the run as a spare.
    if (!program1 && !program2)
        m_session->unload();
}

void ProgramRun::begin(Document *program1, Document *program2)
{
    unblock();
    setPrograms(program1, program2);
    m_active = true;
    m_loading = true;
    m_endNoted = false;
    m_breakpointSync->resync();
}

void ProgramRun::load(const Core::Debug::DebugSettings &settings, const QString &input, bool closeInput)
{
    m_session->setSettings(settings);
    QStringList names;
    for (const Document *program : {m_program1.data(), m_program2.data()}) {
        if (program)
            names.append(program->displayName());
    }
    // Everything the run needs goes at once; the worker takes it in order.
    m_session->load(m_language.value_or(Core::Debug::firstLanguage()), m_sources, names);
    if (!input.trimmed().isEmpty()) {
        m_session->provideInput(input);
        if (closeInput)
            m_session->closeInput();
    }
}

void ProgramRun::stop()
{
    m_active = false;
    m_loading = false;
    m_session->stop();
}

bool ProgramRun::canGoOn() const
{
    return m_active && !m_loading && !targetsChanged();
}

bool ProgramRun::resumeHistory()
{
    if (m_loading || !m_program1)
        return false;
    const auto status = m_session->status();
    if (status != Core::Debug::DebugSession::Status::Ready && status != Core::Debug::DebugSession::Status::Finished)
        return false;
    if (!m_active) {
        // A stopped run is taken up again where it stood, if its text is the same.
        if (targetsChanged())
            return false;
        m_active = true;
    }
    return true;
}

void ProgramRun::block(Document *document)
{
    unblock();
    m_blockedBy = document;
    m_blockedWatch = connect(document->editor(), &CodeEditor::diagnosticsChanged, this, [this] {
        if (m_blockedBy && !m_blockedBy->editor()->hasErrors()) {
            unblock();
            Q_EMIT errorsFixed();
        }
    });
}

void ProgramRun::unblock()
{
    disconnect(m_blockedWatch);
    m_blockedWatch = {};
    m_blockedBy = nullptr;
}

bool ProgramRun::targetsChanged() const
{
    return !m_program1 || revisionOf(m_program1) != m_revision1 || revisionOf(m_program2) != m_revision2;
}

bool ProgramRun::concerns(const Document *document) const
{
    return document && (document == m_home || document == m_program1 || document == m_program2);
}

QString ProgramRun::name() const
{
    if (m_program1 && m_program2)
        return tr("%1 against %2").arg(m_program1->displayName(), m_program2->displayName());
    if (m_program1)
        return m_program1->displayName();
    return m_home ? m_home->displayName() : QString();
}

void ProgramRun::record(bool note, const QString &text)
{
    // Output of one kind joins the piece before it: a program writing a
    // character at a time makes one piece, not millions.
    if (!m_transcript.isEmpty() && m_transcript.last().note == note && !note)
        m_transcript.last().text += text;
    else
        m_transcript.append({note, text});
    m_transcriptSize += text.size();
    while (m_transcriptSize > maxTranscript() && !m_transcript.isEmpty()) {
        Piece &first = m_transcript.first();
        const qsizetype excess = m_transcriptSize - maxTranscript();
        if (first.text.size() > excess && m_transcript.size() == 1) {
            first.text.remove(0, excess);
            m_transcriptSize -= excess;
            break;
        }
        m_transcriptSize -= first.text.size();
        m_transcript.removeFirst();
    }
}

void ProgramRun::clearTranscript()
{
    m_transcript.clear();
    m_transcriptSize = 0;
}

} // namespace Foulplay::Ui
