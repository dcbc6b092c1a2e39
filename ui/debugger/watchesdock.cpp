#include "watchesdock.h"

#include "conditionedit.h"
#include "historyplot.h"
#include "document.h"
#include "language.h"
#include "watchesmodel.h"
#include "editor/codeeditor.h"

#include <QAction>
#include <QKeySequence>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace Foulplay::Ui::Debugger {

WatchesDock::WatchesDock(QWidget *parent)
    : QDockWidget(tr("Watches"), parent)
    , m_model(new WatchesModel(this))
    , m_edit(new ConditionEdit(this))
    , m_view(new QTreeView(this))
    , m_plot(new HistoryPlot(this))
    , m_breakOnChange(new QAction(tr("&Break When Value Changes"), this))
    , m_remove(new QAction(tr("&Remove Watch"), this))
    , m_why(new QAction(tr("W&hy? (Last Change)"), this))
    , m_nextChange(new QAction(tr("Next Chan&ge"), this))
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
    // The watches beside their selected one's history (a dock at the
    // bottom is wide and low); the user moves the line between them.
    auto *split = new QSplitter(Qt::Horizontal, content);
    split->setObjectName(QStringLiteral("watchesSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(m_view);
    split->addWidget(m_plot);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(m_edit);
    layout->addWidget(split);
    setWidget(content);
    connect(m_edit->lineEdit(), &QLineEdit::returnPressed, this, &WatchesDock::addFromField);

    // The row's menu: a data breakpoint on the expression, or its removal.
    m_breakOnChange->setObjectName(QStringLiteral("breakOnChangeAction"));
    m_breakOnChange->setToolTip(tr("Stop the run right after each tick that changes this value (backwards: right "
                                   "before it)"));
    m_remove->setObjectName(QStringLiteral("removeWatchAction"));
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_why->setObjectName(QStringLiteral("whyAction"));
    m_why->setShortcut(QKeySequence(tr("Ctrl+Shift+Y")));
    m_why->setToolTip(tr("Go back to right before the tick that gave this value its value; again: the change "
                         "before"));
    m_nextChange->setObjectName(QStringLiteral("nextChangeAction"));
    m_nextChange->setShortcut(QKeySequence(tr("Ctrl+Alt+Y")));
    m_nextChange->setToolTip(tr("Run on to right after the next tick that changes this value"));
    for (QAction *action : {m_why, m_nextChange})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_why);
    m_view->addAction(m_nextChange);
    m_view->addAction(m_breakOnChange);
    m_view->addAction(m_remove);
    const auto updateActions = [this] {
        const bool row = m_view->currentIndex().isValid();
        for (QAction *action : {m_why, m_nextChange, m_breakOnChange, m_remove})
            action->setEnabled(row);
        m_plot->setExpression(row ? m_model->expressions().value(m_view->currentIndex().row()) : QString());
    };
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, updateActions); // an edited expression
    updateActions();
    connect(m_breakOnChange, &QAction::triggered, this, [this] {
        if (const QModelIndex current = m_view->currentIndex(); current.isValid())
            Q_EMIT breakOnChangeRequested(m_model->expressions().value(current.row()));
    });
    const auto travel = [this](bool backwards) {
        if (const QModelIndex current = m_view->currentIndex(); current.isValid())
            Q_EMIT changeRequested(m_model->expressions().value(current.row()), backwards);
    };
    connect(m_why, &QAction::triggered, this, [travel] { travel(true); });
    connect(m_nextChange, &QAction::triggered, this, [travel] { travel(false); });
    connect(m_remove, &QAction::triggered, this, [this] {
        if (const QModelIndex current = m_view->currentIndex(); current.isValid())
            m_model->removeExpression(current.row());
    });
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
