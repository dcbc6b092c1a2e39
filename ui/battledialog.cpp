#include "battledialog.h"

#include "document.h"
#include "documentmanager.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Foulplay::Ui {

namespace {

Document *documentOf(const QComboBox *box)
{
    return box->currentData().value<Document *>();
}

void select(QComboBox *box, Document *document)
{
    const int index = box->findData(QVariant::fromValue(document));
    if (index >= 0)
        box->setCurrentIndex(index);
}

} // namespace

BattleDialog::BattleDialog(DocumentManager *documents, Document *first, Document *second, QWidget *parent)
    : QDialog(parent)
    , m_documents(documents)
    , m_first(new QComboBox)
    , m_second(new QComboBox)
{
    setObjectName(QStringLiteral("BattleDialog"));
    setWindowTitle(tr("Battle Setup"));
    m_first->setObjectName(QStringLiteral("program1"));
    m_second->setObjectName(QStringLiteral("program2"));
    fill();
    select(m_first, first);
    select(m_second, second);
    if (!second && m_second->count() > 1 && documentOf(m_second) == documentOf(m_first))
        m_second->setCurrentIndex(m_first->currentIndex() == 0 ? 1 : 0);

    auto *openFirst = new QPushButton(tr("Open…"));
    auto *openSecond = new QPushButton(tr("Open…"));
    auto *swap = new QPushButton(tr("&Swap"));
    swap->setToolTip(tr("Make program 2 program 1 and the other way round"));
    connect(openFirst, &QPushButton::clicked, this, [this] { openInto(m_first); });
    connect(openSecond, &QPushButton::clicked, this, [this] { openInto(m_second); });
    connect(swap, &QPushButton::clicked, this, [this] {
        const int first = m_first->currentIndex();
        m_first->setCurrentIndex(m_second->currentIndex());
        m_second->setCurrentIndex(first);
    });

    auto *firstRow = new QHBoxLayout;
    firstRow->addWidget(m_first, 1);
    firstRow->addWidget(openFirst);
    auto *secondRow = new QHBoxLayout;
    secondRow->addWidget(m_second, 1);
    secondRow->addWidget(openSecond);

    auto *form = new QFormLayout;
    // A row that is a layout gets no buddy from QFormLayout: the labels
    // name theirs, so that the ampersand becomes a mnemonic.
    auto *firstLabel = new QLabel(tr("Program &1 (moves first):"));
    firstLabel->setBuddy(m_first);
    auto *secondLabel = new QLabel(tr("Program &2:"));
    secondLabel->setBuddy(m_second);
    form->addRow(firstLabel, firstRow);
    form->addRow(QString(), swap);
    form->addRow(secondLabel, secondRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Battle"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_first, &QComboBox::currentIndexChanged, this, &BattleDialog::updateOk);
    connect(m_second, &QComboBox::currentIndexChanged, this, &BattleDialog::updateOk);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("A FukYorBrane battle needs two warriors. Each edits the other's program.")));
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateOk();
}

void BattleDialog::fill()
{
    for (QComboBox *box : {m_first, m_second}) {
        Document *selected = documentOf(box);
        box->clear();
        for (Document *document : m_documents->documents()) {
            if (isBattle(document->language()))
                box->addItem(document->displayName(), QVariant::fromValue(document));
        }
        select(box, selected);
    }
}

void BattleDialog::openInto(QComboBox *box)
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Warrior"), QString(), tr("FukYorBrane (*.fyb);;All files (*)"));
    if (path.isEmpty())
        return;
    Document *document = m_documents->openFile(path);
    if (!document)
        return;
    document->setLanguage(Language::Fyb);
    fill();
    select(box, document);
}

void BattleDialog::updateOk()
{
    // A warrior may fight itself: the seed's interpreter allows it too.
    m_ok->setEnabled(program1() && program2());
}

Document *BattleDialog::program1() const
{
    return documentOf(m_first);
}

Document *BattleDialog::program2() const
{
    return documentOf(m_second);
}

} // namespace Foulplay::Ui
