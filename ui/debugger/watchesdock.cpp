#include "watchesdock.h"

#include "conditionedit.h"
#include "document.h"
#include "language.h"
#include "watchesmodel.h"
#include "editor/codeeditor.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

namespace Foulplay::Ui::Debugger {

WatchesDock::WatchesDock(QWidget *parent)
    : QDockWidget(tr("Watches"), parent)
    , m_model(new WatchesModel(this))
    , m_edit(new ConditionEdit(this))
    , m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("watchesDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    m_edit->setObjectName(QStringLiteral("watchExpressionEdit"));
    m_edit->lineEdit()->setPlaceholderText(tr("Add a watch: an expression, then Enter"));
    m_view->setObjectName(QStringLiteral("watchesView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->header()->setSectionResizeMode(WatchesModel::ExpressionColumn, QHeaderView::Stretch);
    m_view->installEventFilter(this);
    layout->addWidget(m_edit);
    layout->addWidget(m_view);
    setWidget(content);
    connect(m_edit->lineEdit(), &QLineEdit::returnPressed, this, &WatchesDock::addFromField);
}

void WatchesDock::setCurrentDocument(Document *document)
{
    const std::optional<Language> language = document ? document->language() : std::nullopt;
    m_edit->setEnabled(language.has_value());
    disconnect(m_factsConnection);
    if (!language)
        return;
    // The names follow the program as its editor parses it.
    const CodeEditor *editor = document->editor();
    const auto showFacts = [this, editor, language] {
        m_edit->setVocabulary(*language, editor->programFacts().conditionWords);
    };
    m_factsConnection = connect(editor, &CodeEditor::programFactsChanged, this, showFacts);
    showFacts();
}

void WatchesDock::addFromField()
{
    if (!m_edit->isValid() || m_edit->text().isEmpty())
        return;
    m_model->addExpression(m_edit->text());
    m_edit->setText(QString());
}

bool WatchesDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        // Keys typed into an open editor go to the editor, not here.
        if ((key == Qt::Key_Delete || key == Qt::Key_Backspace) && m_view->currentIndex().isValid()) {
            m_model->removeExpression(m_view->currentIndex().row());
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

} // namespace Foulplay::Ui::Debugger
