#include "battlepairing.h"

#include "battledialog.h"
#include "document.h"
#include "language.h"

namespace Foulplay::Ui {

BattlePairing::BattlePairing(DocumentManager *documents, QWidget *window)
    : m_documents(documents)
    , m_window(window)
{
}

void BattlePairing::set(Document *program1, Document *program2)
{
    m_program1 = program1;
    m_program2 = program2;
}

bool BattlePairing::setUp(Document *current)
{
    Document *first = m_program1.data();
    Document *second = m_program2.data();
    if (current && isBattle(current->language()) && current != first && current != second) {
        second = first ? first : second;
        first = current;
    }
    BattleDialog dialog(m_documents, first, second, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    set(dialog.program1(), dialog.program2());
    return true;
}

std::optional<std::pair<Document *, Document *>> BattlePairing::programsFor(Document *document)
{
    const bool ready = m_program1 && m_program2 && (document == m_program1 || document == m_program2);
    if (!ready && !setUp(document))
        return std::nullopt;
    if (!m_program1 || !m_program2)
        return std::nullopt;
    return std::pair{m_program1.data(), m_program2.data()};
}

} // namespace Foulplay::Ui
