#include "replayfiles.h"

#include "debugwords.h"

#include "document.h"
#include "documentmanager.h"
#include "editor/codeeditor.h"
#include "programrun.h"

#include "debug/debugsession.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include <algorithm>

namespace Foulplay::Ui {

namespace Debug = Core::Debug;

namespace {

QString filter()
{
    return ReplayFiles::tr("Foul Play replays (*.json);;All files (*)");
}

} // namespace

ReplayFiles::ReplayFiles(DocumentManager *documents, QWidget *window)
    : m_documents(documents)
    , m_window(window)
{
}

void ReplayFiles::save(ProgramRun *run)
{
    if (!run->program1() || run->session()->status() == Debug::DebugSession::Status::Empty)
        return;
    QString suggestion = QFileInfo(run->program1()->displayName()).completeBaseName();
    if (!run->program1()->filePath().isEmpty())
        suggestion = QFileInfo(run->program1()->filePath()).absolutePath() + u'/' + suggestion;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Replay"),
                                                      suggestion + QStringLiteral(".replay.json"), filter());
    if (!path.isEmpty())
        run->session()->saveReplay(path);
}

QString ReplayFiles::askToOpen()
{
    return QFileDialog::getOpenFileName(m_window, tr("Open Replay"), {}, filter());
}

std::optional<ReplayFiles::Opened> ReplayFiles::open(const QString &path)
{
    Debug::ReplayError error;
    std::optional<Debug::ReplayFile> replay = Debug::ReplayFile::open(path, &error);
    if (!replay) {
        QMessageBox::warning(m_window, tr("Open Replay"),
                             tr("Cannot open %1: %2").arg(path, Words::replayError(error)));
        return std::nullopt;
    }
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
    return Opened{std::move(*replay), programs};
}

} // namespace Foulplay::Ui
