#include "problemsmodel.h"

#include "enginewords.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace Foulplay::Ui {

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ProblemsModel::setDiagnostics(std::vector<Core::Diagnostic> diagnostics)
{
    std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Core::Diagnostic &a, const Core::Diagnostic &b) {
        return a.range.begin < b.range.begin;
    });
    if (diagnostics == m_diagnostics)
        return;
    beginResetModel();
    m_diagnostics = std::move(diagnostics);
    endResetModel();
}

void ProblemsModel::setDiagnostics(const QList<Core::Diagnostic> &diagnostics)
{
    setDiagnostics(std::vector<Core::Diagnostic>(diagnostics.begin(), diagnostics.end()));
}

int ProblemsModel::errorCount() const
{
    return int(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
                             [](const Core::Diagnostic &d) { return d.severity == Core::Severity::Error; }));
}

int ProblemsModel::warningCount() const
{
    return int(m_diagnostics.size()) - errorCount();
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_diagnostics.size());
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_diagnostics.size()))
        return {};
    const Core::Diagnostic &d = m_diagnostics[std::size_t(index.row())];
    const bool error = d.severity == Core::Severity::Error;
    switch (role) {
    case LineRole:
        return d.range.begin.line;
    case ColumnRole:
        return d.range.begin.column;
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return QApplication::style()->standardIcon(error ? QStyle::SP_MessageBoxCritical
                                                             : QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ToolTipRole:
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return error ? tr("Error") : tr("Warning");
        case LineColumn:
            return d.range.begin.line;
        case ColumnColumn:
            return d.range.begin.column;
        case MessageColumn:
            if (d.hint.empty())
                return Words::message(d.message);
            return tr("%1 (%2)").arg(Words::message(d.message), Words::message(d.hint));
        }
        return {};
    default:
        return {};
    }
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case LineColumn:
        return tr("Line");
    case ColumnColumn:
        return tr("Column");
    case MessageColumn:
        return tr("Message");
    }
    return {};
}

} // namespace Foulplay::Ui
