#include "filedialogcolumns.h"

#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QTreeView>

namespace Foulplay::Ui {

FileDialogColumns::FileDialogColumns(QObject *parent)
    : QObject(parent)
{
    qApp->installEventFilter(this);
}

FileDialogColumns::~FileDialogColumns()
{
    qApp->removeEventFilter(this);
}

void FileDialogColumns::fit(QFileDialog *dialog)
{
    auto *view = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
    if (!view)
        return;
    QHeaderView *header = view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < header->count(); ++column)
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
}

bool FileDialogColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show) {
        if (auto *dialog = qobject_cast<QFileDialog *>(watched))
            fit(dialog);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Foulplay::Ui
