#pragma once

#include "debug/replayfile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class QWidget;

namespace Foulplay::Ui {

class Document;
class DocumentManager;
class ProgramRun;

// The window's replay files: Save Replay… and Open Replay… ask for a file
// here, and a replay opened gets its programs' tabs. Starting the replayed
// run is RunController's. GUI thread only.
class ReplayFiles {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Ui::ReplayFiles)

public:
    // A replay read from a file, with the tabs of its programs (program 1,
    // then program 2).
    struct Opened {
        Core::Debug::ReplayFile replay;
        QList<Document *> programs;
    };

    // window parents the dialogs.
    ReplayFiles(DocumentManager *documents, QWidget *window);

    // Asks where, then saves run as a replay file (in the background:
    // DebugSession::replaySaved() tells how it went). Does nothing for a run
    // that never loaded.
    void save(ProgramRun *run);
    // Asks for a replay file; empty when the user cancels.
    QString askToOpen();
    // Reads the replay at path and finds its programs a tab each: an open
    // tab with the same name and text, or a new one. Nullopt (and a
    // message) when the file cannot be read.
    std::optional<Opened> open(const QString &path);

private:
    DocumentManager *m_documents = nullptr;
    QWidget *m_window = nullptr;
};

} // namespace Foulplay::Ui
