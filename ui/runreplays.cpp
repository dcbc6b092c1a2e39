// RunController's commands that ask with a dialog first: Jump to tick…,
// Save replay… and Open replay…, and opening a replay's programs in tabs.

#include "runcontroller.h"

#include "debugwords.h"

#include "consoledock.h"
#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "programrun.h"
#include "runpresenter.h"

#include "debug/replayfile.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;

void RunController::jumpToTick()
{
    if (m_run->loading || !m_run->program1() || !m_run->session()->snapshot().isValid())
        return;
    const Debug::DebugSnapshot snapshot = m_run->session()->snapshot();
    const QLocale locale;
    bool ok = false;
    const QString text =
        QInputDialog::getText(m_window, tr("Jump to Tick"),
                              tr("Tick (0 to %L1 so far; a later tick runs on to it):").arg(snapshot.lastTick),
                              QLineEdit::Normal, QString::number(snapshot.tick), &ok);
    if (!ok)
        return;
    bool number = false;
    std::uint64_t tick = locale.toULongLong(text.trimmed(), &number);
    if (!number)
        tick = text.trimmed().toULongLong(&number);
    if (!number) {
        m_view->setState(m_run, tr("Not a tick: %1").arg(text));
        return;
    }
    // Taken up only now: cancelling the dialog leaves a stopped run stopped.
    if (m_run->resumeHistory())
        m_run->session()->jumpToTick(tick);
}

void RunController::saveReplay()
{
    if (!m_run->program1() || m_run->session()->status() == Debug::DebugSession::Status::Empty)
        return;
    QString suggestion = QFileInfo(m_run->program1()->displayName()).completeBaseName();
    if (!m_run->program1()->filePath().isEmpty())
        suggestion = QFileInfo(m_run->program1()->filePath()).absolutePath() + u'/' + suggestion;
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Replay"), suggestion + QStringLiteral(".replay.json"),
                                     tr("Foul Play replays (*.json);;All files (*)"));
    if (!path.isEmpty())
        m_run->session()->saveReplay(path);
}

void RunController::openReplay()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open Replay"), {}, tr("Foul Play replays (*.json);;All files (*)"));
    if (!path.isEmpty())
        openReplayFile(path);
}

bool RunController::openReplayFile(const QString &path)
{
    Debug::ReplayError error;
    const std::optional<Debug::ReplayFile> replay = Debug::ReplayFile::open(path, &error);
    if (!replay) {
        QMessageBox::warning(m_window, tr("Open Replay"),
                             tr("Cannot open %1: %2").arg(path, Words::replayError(error)));
        return false;
    }
    // The programs: a tab with the same name and text, or a new one.
    QList<Document *> programs;
    for (qsizetype i = 0; i < replay->sources.size(); ++i) {
        const QString name = replay->names.value(i);
        const QList<Document *> open = m_documents->documents();
        const auto same = std::find_if(open.begin(), open.end(), [&](Document *document) {
            return document->displayName() == name && document->text() == replay->sources[i]
                   && !programs.contains(document);
        });
        Document *document = same != open.end() ? *same : m_documents->newDocument(replay->language);
        if (same == open.end()) {
            document->editor()->setPlainText(replay->sources[i]);
            document->setModified(false);
            document->setUntitledName(tr("%1 (replay)").arg(name.isEmpty() ? QFileInfo(path).fileName() : name));
        }
        programs << document;
    }
    Document *first = programs.value(0);
    Document *second = programs.value(1);
    if (second)
        setBattle(first, second);
    m_documents->setCurrentDocument(first);
    ProgramRun *run = m_run;
    if (run->active)
        stopRun(run);
    const QString input = replay->inputTokens.join(u' ');
    run->preparedInput = input;
    m_console->setPreparedInput(input);
    begin(run, first, second, tr("Replay: %1").arg(QFileInfo(path).fileName()));
    run->session()->loadReplay(*replay);
    // One speed at a time: the window's.
    run->session()->setSpeed(std::uint64_t(m_speed));
    m_view->setState(run, tr("Opening the replay…"));
    updateActions();
    return true;
}

} // namespace Foulplay::Ui
