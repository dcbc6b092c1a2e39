#include "problemsdock.h"

#include "problemsmodel.h"

#include <QHeaderView>
#include <QTreeView>

namespace Foulplay::Ui {

ProblemsDock::ProblemsDock(ProblemsModel *model, QWidget *parent)
    : QDockWidget(tr("Problems"), parent)
    , m_model(model)
    , m_view(new QTreeView)
{
    setObjectName(QStringLiteral("ProblemsDock"));
    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWidget(m_view);

    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT problemActivated(index.data(ProblemsModel::LineRole).toInt(),
                                index.data(ProblemsModel::ColumnRole).toInt());
    });
    connect(model, &QAbstractItemModel::modelReset, this, &ProblemsDock::updateTitle);
    updateTitle();
}

void ProblemsDock::updateTitle()
{
    const int errors = m_model->errorCount();
    const int warnings = m_model->warningCount();
    if (errors == 0 && warnings == 0)
        setWindowTitle(tr("Problems"));
    else
        setWindowTitle(tr("Problems (errors: %1, warnings: %2)").arg(errors).arg(warnings));
}

} // namespace Foulplay::Ui
