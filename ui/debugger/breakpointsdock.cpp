#include "breakpointsdock.h"

#include "breakpointdialog.h"
#include "breakpointlistmodel.h"
#include "document.h"
#include "documentmanager.h"

#include <QAction>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QToolBar>

#include <algorithm>
#include <QTreeView>
#include <QVBoxLayout>

namespace Foulplay::Ui::Debugger {

BreakpointsDock::BreakpointsDock(BreakpointManager *manager, DocumentManager *documents, QWidget *parent)
    : QDockWidget(tr("Breakpoints"), parent)
    , m_manager(manager)
    , m_documents(documents)
    , m_model(new BreakpointListModel(manager, this))
    , m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("breakpointsDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *bar = new QToolBar(content);
    bar->setIconSize(QSize(16, 16));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_addAction = new QAction(tr("Add &breakpoint…"), this);
    m_addAction->setObjectName(QStringLiteral("actionAddBreakpoint"));
    m_addAction->setToolTip(tr("Add a line, label, tick, turn, event or cell breakpoint"));
    connect(m_addAction, &QAction::triggered, this, &BreakpointsDock::addBreakpoint);
    m_editAction = new QAction(tr("Edit…"), this);
    connect(m_editAction, &QAction::triggered, this, [this] {
        if (const BreakpointManager::Entry entry = currentEntry(); entry.document)
            editBreakpoint(entry);
    });
    m_removeAction = new QAction(tr("Remove"), this);
    m_removeAction->setToolTip(tr("Remove the selected breakpoints (Delete)"));
    connect(m_removeAction, &QAction::triggered, this, &BreakpointsDock::removeSelected);
    bar->addAction(m_addAction);
    bar->addAction(m_editAction);
    bar->addAction(m_removeAction);

    m_view->setObjectName(QStringLiteral("breakpointsView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(false);
    // The switch, the kind, the hit count and the hits stay whole; where a
    // breakpoint is gets its width while there is room, and the condition
    // comes last and takes the rest. In a narrow dock the two texts shorten
    // (whole in their tooltips), so the numbers are never cut off at the edge.
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(BreakpointListModel::WhereColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(BreakpointListModel::ConditionColumn, QHeaderView::Stretch);
    header->moveSection(header->visualIndex(BreakpointListModel::ConditionColumn),
                        BreakpointListModel::ColumnCount - 1);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BreakpointsDock::fitColumns, Qt::QueuedConnection);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &BreakpointsDock::fitColumns, Qt::QueuedConnection);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &BreakpointsDock::fitColumns, Qt::QueuedConnection);
    m_view->installEventFilter(this);
    layout->addWidget(bar);
    layout->addWidget(m_view);
    setWidget(content);

    connect(m_view, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() != BreakpointListModel::EnabledColumn)
            editBreakpoint(m_model->entry(index.row()));
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &BreakpointsDock::showContextMenu);
    const auto updateButtons = [this] {
        const bool selected = currentEntry().document != nullptr;
        m_editAction->setEnabled(selected);
        m_removeAction->setEnabled(selected);
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, updateButtons);
    updateButtons();
}

BreakpointManager::Entry BreakpointsDock::currentEntry() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? BreakpointManager::Entry{} : m_model->entry(rows.first().row());
}

void BreakpointsDock::addBreakpoint()
{
    BreakpointManager::Entry entry;
    entry.document = m_documents->currentDocument();
    openDialog(entry, false);
}

void BreakpointsDock::editBreakpoint(const BreakpointManager::Entry &entry)
{
    if (entry.document)
        openDialog(entry, true);
}

void BreakpointsDock::openDialog(const BreakpointManager::Entry &entry, bool editing)
{
    if (m_dialog)
        m_dialog->close();
    m_dialog = new BreakpointDialog(m_documents->documents(), entry, editing, window());
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::accepted, this, [this, entry, editing] {
        if (!m_dialog)
            return;
        if (editing)
            m_manager->replace(entry, m_dialog->document(), m_dialog->breakpoint());
        else
            m_manager->add(m_dialog->document(), m_dialog->breakpoint());
        show();
        raise();
    });
    connect(m_dialog, &QObject::destroyed, this, [this, dialog = m_dialog] {
        if (m_dialog == dialog)
            m_dialog = nullptr;
    });
    // Not modal for the whole application: the program stays readable.
    m_dialog->open();
}

QMenu *BreakpointsDock::breakpointMenu(const BreakpointManager::Entry &entry, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->addAction(entry.breakpoint.enabled ? tr("&Disable Breakpoint") : tr("&Enable Breakpoint"), this,
                    [this, entry] { m_manager->setEnabled(entry, !entry.breakpoint.enabled); });
    menu->addAction(tr("Edit &Condition and Hit Count…"), this, [this, entry] { editBreakpoint(entry); });
    menu->addAction(tr("&Remove Breakpoint"), this, [this, entry] { m_manager->remove(entry); });
    return menu;
}

void BreakpointsDock::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    QMenu *menu = index.isValid() ? breakpointMenu(m_model->entry(index.row()), m_view) : new QMenu(m_view);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addSeparator();
    menu->addAction(m_addAction);
    const bool any = m_model->rowCount() > 0;
    menu->addAction(tr("E&nable All"), this, [this] { m_manager->setAllEnabled(true); })->setEnabled(any);
    menu->addAction(tr("Disa&ble All"), this, [this] { m_manager->setAllEnabled(false); })->setEnabled(any);
    menu->addAction(tr("Remove &All"), this, [this] { m_manager->removeAll(); })->setEnabled(any);
    menu->popup(m_view->viewport()->mapToGlobal(pos));
}

void BreakpointsDock::removeSelected()
{
    QList<BreakpointManager::Entry> entries;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        entries.append(m_model->entry(index.row()));
    m_manager->removeEntries(entries);
}

void BreakpointsDock::fitColumns()
{
    QHeaderView *header = m_view->header();
    int fixed = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (column != BreakpointListModel::WhereColumn && column != BreakpointListModel::ConditionColumn)
            fixed += header->sectionSize(column);
    }
    int wanted = header->sectionSizeHint(BreakpointListModel::WhereColumn);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QString text = m_model->index(row, BreakpointListModel::WhereColumn).data().toString();
        wanted = std::max(wanted, m_view->fontMetrics().horizontalAdvance(text) + 16);
    }
    const int room = m_view->viewport()->width() - fixed - header->minimumSectionSize();
    header->resizeSection(BreakpointListModel::WhereColumn,
                          std::max(header->minimumSectionSize(), std::min(wanted, room)));
}

bool BreakpointsDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &BreakpointsDock::fitColumns, Qt::QueuedConnection);
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            removeSelected();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            editBreakpoint(currentEntry());
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

} // namespace Foulplay::Ui::Debugger
