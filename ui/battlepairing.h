#pragma once

#include <QPointer>

#include <optional>
#include <utility>

class QWidget;

namespace Foulplay::Ui {

class Document;
class DocumentManager;

// The FukYorBrane pairing the window runs: the two warriors set up last
// (Run → Set Up Battle…), kept while their tabs are open. GUI thread only.
class BattlePairing {
public:
    // window parents the dialog that asks for a pairing.
    BattlePairing(DocumentManager *documents, QWidget *window);

    // Sets which two documents battle; null lets either go.
    void set(Document *program1, Document *program2);
    // Asks for the pairing. The dialog offers current first when it is a
    // warrior outside the last pairing: it moves first, against the last
    // pairing's first warrior. False when the user cancels.
    bool setUp(Document *current);
    // The programs a run of document battles: the last pairing when
    // document is one of its warriors, otherwise the one set up now;
    // nullopt when the user cancels or a warrior's tab is gone.
    std::optional<std::pair<Document *, Document *>> programsFor(Document *document);

private:
    DocumentManager *m_documents = nullptr;
    QWidget *m_window = nullptr;
    QPointer<Document> m_program1;
    QPointer<Document> m_program2;
};

} // namespace Foulplay::Ui
