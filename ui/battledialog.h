#pragma once

#include <QDialog>

class QComboBox;
class QPushButton;

namespace Foulplay::Ui {

class Document;
class DocumentManager;

// Sets up an FYB battle: which open warrior is program 1 and which is
// program 2 (a button swaps them; Open… adds a file). GUI thread only.
class BattleDialog final : public QDialog {
    Q_OBJECT

public:
    // first and second are preselected when given.
    BattleDialog(DocumentManager *documents, Document *first, Document *second, QWidget *parent = nullptr);

    Document *program1() const;
    Document *program2() const;

private:
    void fill();
    void openInto(QComboBox *box);
    void updateOk();

    DocumentManager *m_documents = nullptr;
    QComboBox *m_first = nullptr;
    QComboBox *m_second = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace Foulplay::Ui
